/**
 * What the schema link needs to answer operations in the page: Apollo's SchemaLink, the executable
 * schema with its resolvers, and the store. One module so that it is one chunk, loaded and run by
 * the first operation in a task of its own rather than as part of the app's start-up script.
 */
export { SchemaLink } from '@apollo/client/link/schema';
export { createApiContext } from '../api/createContext';
export { prepareSchema } from '../api/schema';
