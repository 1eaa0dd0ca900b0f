/**
 * src/api the way a Node server runs it: the schema parsed from schema.graphql on disk and the
 * listings from the generator, with no Vite module (no `?ast`, no virtual module) in between.
 */
import { readFileSync } from 'node:fs';
import { parse, type GraphQLSchema } from 'graphql';
import { Catalog } from '../../src/api/data/catalogIndex';
import { createExecutableSchema } from '../../src/api/schema';
import { generateProperties, universityRecords } from './generate';

let schema: GraphQLSchema | undefined;
let catalog: Promise<Catalog> | undefined;

export function loadNodeSchema(): GraphQLSchema {
  schema ??= createExecutableSchema(parse(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')));
  return schema;
}

/** The same 50 listings the build generates (same seed, same ids). */
export function sampleCatalog(): Promise<Catalog> {
  catalog ??= Promise.resolve(new Catalog(generateProperties(), universityRecords()));
  return catalog;
}
