/**
 * Runs typed operations against the real executable schema, with memory-backed storage, no
 * latency and a log we can read: what GraphiQL or the app would get, without a browser.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute, type ExecutionResult } from 'graphql';
import type { ApiContext } from '../../src/api/context';
import { loadNodeSchema, sampleCatalog } from '../../scripts/data/nodeBackend';
import { setLatencyScale } from '../../src/api/latency';
import { logMailer } from '../../src/api/mailer';
import { createSafeStorage, MemoryStorage } from '../../src/api/store/storage';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import { editableListings } from '../../src/api/data/editableCatalog';
import { browserAccountErasure } from '../../src/api/account/browserErasure';

/** Storage in a Map (src/api/store/storage.ts), re-exported for the tests that seed or inspect it. */
export { MemoryStorage };

/** `data` for a `run`: the result's data, or the test fails on its GraphQL errors. */
export function dataOf(run: TestApi['run']): TestApi['data'] {
  return async (document, variables) => {
    const result = await run(document, variables);
    if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
    if (!result.data) throw new Error('no data');
    return result.data;
  };
}

export interface TestApi {
  run<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Promise<ExecutionResult<TData>>;
  /** Like run, but fails the test on GraphQL errors and returns the data. */
  data<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData>;
  context: ApiContext;
  /** The browser store behind the context (unless the test passed its own), to inspect what it kept. */
  store: BrowserStore;
  storage: MemoryStorage;
  logs: string[];
  /** The last code the backend "sent", read from its log line. */
  lastCode(): string;
}

/** The browser store's API (storage faults and fuzzing test it alone); tests/api/stores.ts opens any store's. */
export function createTestApi(
  options: { storage?: MemoryStorage; context?: Partial<Omit<ApiContext, 'store' | 'session'>> & { store?: BrowserStore } } = {},
): TestApi {
  setLatencyScale(0);
  const storage = options.storage ?? new MemoryStorage();
  const logs: string[] = [];
  const { store = createStore(createSafeStorage(storage)), ...overrides } = options.context ?? {};
  const listings = editableListings(sampleCatalog, store.listingEdits);
  const context: ApiContext = {
    store,
    session: store.session,
    ...listings,
    accountErasure: browserAccountErasure(store, listings.ownedListings),
    now: () => Date.now(),
    mailer: logMailer((line) => logs.push(line)),
    tellExpiredAtRead: true,
    ...overrides,
  };
  const run: TestApi['run'] = async (document, variables) =>
    // execute() is untyped; the document's own type is the one codegen checked.
    (await execute({ schema: loadNodeSchema(), document, variableValues: variables, contextValue: context })) as ExecutionResult<never>;
  return {
    run,
    data: dataOf(run),
    context,
    store,
    storage,
    logs,
    lastCode() {
      const line = logs.findLast((entry) => entry.includes('Verification code'));
      const code = /: (\d{6})$/.exec(line ?? '')?.[1];
      if (!code) throw new Error('no code was sent');
      return code;
    },
  };
}
