/**
 * `import typeDefs from './schema.graphql?ast'` gives the parsed document instead of its text.
 * Parsing the SDL in the browser was a third of the work of building the schema; a JSON string
 * parses several times faster than GraphQL source (and faster than the same object as JS code).
 * `?ast-lean` is the same document without its descriptions, which only introspection reads:
 * they are two thirds of its size.
 */
import { readFileSync } from 'node:fs';
import { parse, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const QUERY = /\?ast(-lean)?$/;

function withoutDescriptions(document: DocumentNode): DocumentNode {
  return visit(document, {
    enter(node) {
      return 'description' in node && node.description ? { ...node, description: undefined } : undefined;
    },
  });
}

export function graphqlSchemaAst(): Plugin {
  return {
    name: 'campusnest-graphql-schema-ast',
    enforce: 'pre',
    async resolveId(source, importer) {
      const query = QUERY.exec(source)?.[0];
      if (query === undefined || !source.slice(0, -query.length).endsWith('.graphql')) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${query}` : null;
    },
    load(id) {
      const query = QUERY.exec(id);
      if (query === null || !id.slice(0, -query[0].length).endsWith('.graphql')) return null;
      const file = id.slice(0, -query[0].length);
      this.addWatchFile(file);
      const parsed = parse(readFileSync(file, 'utf8'), { noLocation: true });
      const document = query[1] === undefined ? parsed : withoutDescriptions(parsed);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    },
  };
}
