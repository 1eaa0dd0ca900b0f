/**
 * GraphiQL's fetcher, run through the app's own Apollo link: the same schema instance, the same
 * store and the same simulated latency the pages get, with no Apollo cache in between (GraphiQL
 * shows what the "server" answered, not what the cache made of it).
 */
import type { ApolloClient } from '@apollo/client';
import { execute } from '@apollo/client/link';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  validate,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import { lastValueFrom } from 'rxjs';

/** What GraphiQL hands the fetcher (the subset of @graphiql/toolkit's FetcherParams we use). */
export interface GraphiQLRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** graphql-js results: GraphiQL prints them with JSON.stringify, which formats each GraphQLError as a server would. */
export type SchemaFetcher = (request: GraphiQLRequest) => Promise<ExecutionResult>;

function asGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof Error) return new GraphQLError(error.message, { originalError: error });
  return new GraphQLError(String(error));
}

/** Apollo types link results as already-formatted errors; SchemaLink's are in fact graphql-js's own. */
function fromLink(error: GraphQLFormattedError): GraphQLError {
  return error instanceof GraphQLError ? error : new GraphQLError(error.message, { path: error.path, extensions: error.extensions });
}

function failure(errors: readonly unknown[]): ExecutionResult {
  return { errors: errors.map(asGraphQLError) };
}

/**
 * The link runs the first operation of a document (Apollo names the operation from the document,
 * not from the request), so a document holding several operations is narrowed to the chosen one.
 */
function onlyOperation(document: DocumentNode, operation: OperationDefinitionNode): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.filter((definition) => definition === operation || definition.kind === Kind.FRAGMENT_DEFINITION),
  };
}

/**
 * The schema as the backend describes it (an introspection query through the app's link), so the
 * page works the same over the in-browser backend and a server; descriptions come with it.
 */
export async function introspectSchema(client: ApolloClient): Promise<GraphQLSchema> {
  // The defaults leave out the schema's own description (the docs explorer's first page) and more.
  const query = parse(
    getIntrospectionQuery({ schemaDescription: true, inputValueDeprecation: true, specifiedByUrl: true, directiveIsRepeatable: true, oneOf: true }),
  );
  const { data, errors } = await lastValueFrom(execute(client.link, { query }, { client }));
  if (errors?.length || !data) throw new Error(`Introspection failed: ${errors?.map((error) => error.message).join('; ') ?? 'no data'}`);
  return buildClientSchema(data as unknown as IntrospectionQuery);
}

export function createSchemaFetcher({ client, schema }: { client: ApolloClient; schema: GraphQLSchema }): SchemaFetcher {
  return async ({ query, operationName, variables }) => {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      // parse throws a GraphQLError that locates the syntax error, as a server would report it.
      return failure([error]);
    }

    // The app's SchemaLink trusts its typed documents and skips validation; hand-written ones may not
    // be valid, and executing them unvalidated would silently drop unknown fields.
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) return failure(validationErrors);

    const operation = getOperationAST(document, operationName ?? undefined);
    if (!operation) {
      return failure([
        new GraphQLError(operationName ? `Unknown operation named "${operationName}".` : 'Must provide operation name if query contains multiple operations.'),
      ]);
    }

    let result: ExecutionResult;
    try {
      const response = await lastValueFrom(execute(client.link, { query: onlyOperation(document, operation), variables: variables ?? {} }, { client }));
      const { data, errors, extensions } = response;
      result = { data, extensions, ...(errors ? { errors: errors.map(fromLink) } : {}) };
    } catch (error) {
      // A thrown error means a broken link or store, not a bad request: still an answer, not a crash.
      return failure([error]);
    }

    // A mutation here changes the store behind the app's back (a sign-up, a log-out): drop the cache so
    // the pages read the new state when the developer goes back to them.
    if (operation.operation === OperationTypeNode.MUTATION) await client.clearStore();
    return result;
  };
}
