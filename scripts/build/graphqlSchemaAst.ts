/**
 * `import typeDefs from './schema.graphql?ast'` gives the parsed document instead of its text.
 * Parsing the SDL in the browser was a third of the work of building the schema; a JSON string
 * parses several times faster than GraphQL source (and faster than the same object as JS code).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import type { Plugin } from 'vite';

const SUFFIX = '?ast';

export function graphqlSchemaAst(): Plugin {
  return {
    name: 'campusnest-graphql-schema-ast',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.graphql${SUFFIX}`)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${SUFFIX}` : null;
    },
    load(id) {
      if (!id.endsWith(`.graphql${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const document = parse(readFileSync(file, 'utf8'), { noLocation: true });
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    },
  };
}
