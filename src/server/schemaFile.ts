/** The executable schema from schema.graphql on disk: the one contract, as the browser build reads it too. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type GraphQLSchema } from 'graphql';
import { createExecutableSchema } from '../api/schema';
import { projectRoot } from './projectRoot';

export const schemaPath = path.join(projectRoot, 'schema.graphql');

export function loadSchema(): GraphQLSchema {
  return createExecutableSchema(parse(readFileSync(schemaPath, 'utf8')));
}
