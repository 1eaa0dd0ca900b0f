/**
 * Production builds replace each `graphql(`…`)` call with a direct import of the document that
 * codegen made for it. Without this, the client preset's `graphql()` looks documents up in one
 * map of every document in the project (tests included), so all of them ship in the entry chunk
 * whatever route loads. With it, a document lives in the chunk of the component that uses it,
 * and the map is tree-shaken away. (The preset's own Babel/SWC plugins do the same; Vite 8 has
 * neither in its pipeline.) Each document is served as a module of its own, cut out of
 * src/gql/graphql.ts: imported from that one shared module, every document would sit in the
 * entry chunk, since a module lives whole in one chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `graphql(` + one template literal without `${…}` substitutions or escapes + `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
/** One entry of `const documents = { "source": types.Name, … }` in src/gql/gql.ts. */
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;

/** Each document's source text, as written in a graphql() call, to the name of its generated export. */
export function readDocumentNames(gqlFile: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, key, name] of readFileSync(gqlFile, 'utf8').matchAll(ENTRY)) {
    names.set(JSON.parse(key!) as string, name!);
  }
  return names;
}

export const defaultGqlDir = path.resolve(import.meta.dirname, '../../src/gql');

const MODULE_PREFIX = '\0campusnest-document:';

/** `export const NameDocument = {…} as unknown as DocumentNode<…>;`: the document's AST as JSON. */
function documentSource(documentsFile: string, name: string): string {
  const line = readFileSync(documentsFile, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`export const ${name} = `));
  const json = line?.slice(`export const ${name} = `.length).replace(/ as unknown as DocumentNode<.*>;$/, '');
  if (!json?.startsWith('{')) throw new Error(`graphqlDocuments: ${name} not found in ${documentsFile}`);
  return json;
}

export function graphqlDocuments(gqlDir = defaultGqlDir): Plugin {
  const documentsModule = path.join(gqlDir, 'graphql.ts');
  let names = new Map<string, string>();
  return {
    name: 'campusnest-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = readDocumentNames(path.join(gqlDir, 'gql.ts'));
      this.addWatchFile(path.join(gqlDir, 'gql.ts'));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      const imports = new Set<string>();
      const replaced = code.replace(CALL, (call, source: string) => {
        const name = names.get(source);
        if (name === undefined) this.error(`${id}: no generated document for a graphql() call; run \`npm run codegen\`.`);
        imports.add(name);
        // Keep the line count so that positions after the call stay where they were.
        return `__document_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      if (imports.size === 0) return null;
      const statements = [...imports].map((name) => `import __document_${name} from ${JSON.stringify(MODULE_PREFIX + name)};`);
      return { code: `${statements.join('')}${replaced}`, map: null };
    },
    resolveId(id) {
      return id.startsWith(MODULE_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(MODULE_PREFIX)) return null;
      return `export default ${documentSource(documentsModule, id.slice(MODULE_PREFIX.length))};`;
    },
  };
}
