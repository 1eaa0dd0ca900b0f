/** The executable schema from schema.graphql on disk: the one contract, as the browser build reads it too. */
import { readFileSync } from 'node:fs';
import { parse, type GraphQLSchema } from 'graphql';
import { createExecutableSchema } from '../api/schema';

export const schemaPath = new URL('../../schema.graphql', import.meta.url);

export function loadSchema(): GraphQLSchema {
  return createExecutableSchema(parse(readFileSync(schemaPath, 'utf8')));
}
