/**
 * The account's data as one JSON document, written part by part (exportParts.ts) and item by item,
 * so that a server sends a large account's file as it reads it instead of building it whole.
 */
import type { ApiContext } from '../context';
import type { StoredUser } from '../store/types';
import { accountExportParts } from './exportParts';

/** Takes each piece of the document in order; a server waits for the socket to drain. */
export type ExportWriter = (chunk: string) => void | Promise<void>;

const INDENT = '  ';

/** A value as pretty JSON, indented to sit `depth` levels deep. */
function json(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${INDENT.repeat(depth)}`);
}

export async function writeAccountExport(context: ApiContext, user: StoredUser, write: ExportWriter): Promise<void> {
  await write(`{\n${INDENT}"product": "CampusNest",\n${INDENT}"exportedAt": ${JSON.stringify(new Date(context.now()).toISOString())}`);
  for (const part of accountExportParts) {
    await write(`,\n${INDENT}${JSON.stringify(part.key)}: `);
    if ('value' in part) {
      await write(json(await part.value(context, user), 1));
      continue;
    }
    let count = 0;
    for await (const item of part.items(context, user)) {
      await write(`${count === 0 ? '[' : ','}\n${INDENT.repeat(2)}${json(item, 2)}`);
      count += 1;
    }
    await write(count === 0 ? '[]' : `\n${INDENT}]`);
  }
  await write('\n}\n');
}

/** The whole document as text: the browser mode's `accountExport`, saved by the page as a file. */
export async function accountExportText(context: ApiContext, user: StoredUser): Promise<string> {
  const chunks: string[] = [];
  await writeAccountExport(context, user, (chunk) => {
    chunks.push(chunk);
  });
  return chunks.join('');
}
