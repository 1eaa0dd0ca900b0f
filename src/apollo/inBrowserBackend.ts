/**
 * The in-browser backend: Apollo's SchemaLink over the executable schema, with the app's own
 * context (browser storage, the sample catalogue, the real clock). One module so that it is one
 * chunk, loaded and run by the first operation in a task of its own rather than as part of the
 * app's start-up script. It adapts src/api (plain TypeScript that also runs in Node) to the Vite
 * build: the schema arrives pre-parsed (scripts/build/graphqlSchemaAst.ts) and the listings as a
 * virtual module.
 */
import type { GraphQLSchema } from 'graphql';
import leanTypeDefs from '../../schema.graphql?ast-lean';
import type { ApiContext } from '../api/context';
import { createApiContext } from '../api/createContext';
import { browserListingPhotos, sweepUnusedBrowserPhotos } from '../api/photos/browserListingPhotos';
import { createStore } from '../api/store/store';
import { attachResolvers, buildSchemaTypes, createExecutableSchema } from '../api/schema';
import { loadSampleCatalog } from './sampleCatalog';

export { SchemaLink } from '@apollo/client/link/schema';

let types: GraphQLSchema | undefined;
let schema: GraphQLSchema | undefined;

/**
 * The schema the app's operations run against, built once, in two steps with `pause()` between
 * them (the types, then the resolvers): on the page's thread each step alone is short enough not
 * to hold up input. It has no descriptions, which only introspection reads.
 */
export async function prepareSchema(pause: () => Promise<void>): Promise<GraphQLSchema> {
  if (!schema) {
    types ??= buildSchemaTypes(leanTypeDefs, { trusted: import.meta.env.PROD });
    await pause();
    schema ??= attachResolvers(types);
  }
  return schema;
}

/** The same schema with every description, for introspection (GraphiQL's docs): loaded when first asked. */
export async function prepareDescribedSchema(): Promise<GraphQLSchema> {
  const { default: typeDefs } = await import('../../schema.graphql?ast');
  return createExecutableSchema(typeDefs, { trusted: import.meta.env.PROD });
}

/** An erased account's photos, from IndexedDB (loaded only when an account is deleted). */
async function eraseBrowserPhotos(ownerId: string): Promise<void> {
  const { deleteBrowserPhoto, listBrowserPhotosByOwner } = await import('../api/photos/browserPhotos');
  for (const photo of await listBrowserPhotosByOwner(ownerId)) await deleteBrowserPhoto(photo.id);
}

/** How long after the backend starts the unused photos are swept: out of the way of the first pages. */
const PHOTO_SWEEP_DELAY_MS = 5_000;

export function createAppContext(): ApiContext {
  const store = createStore();
  setTimeout(() => {
    // A sweep that fails (storage blocked) loses nothing: it runs again at the next start.
    sweepUnusedBrowserPhotos(store.listingEdits.read().edits, Date.now()).catch(() => undefined);
  }, PHOTO_SWEEP_DELAY_MS);
  return createApiContext({ catalog: loadSampleCatalog, store, photos: browserListingPhotos, erasePhotos: eraseBrowserPhotos });
}
