/** The benchmark's result rows and the table they print as (Markdown, so it pastes into the README). */
export interface Row {
  figure: string;
  value: string;
  target: string;
  /** null for an informational row with no target of its own. */
  pass: boolean | null;
}

export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => [row.figure, row.value, row.target, row.pass === null ? '' : row.pass ? 'PASS' : 'FAIL']);
  const header = ['figure', 'value', 'target', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const ms = (value: number) => `${value.toFixed(1)} ms`;
