/**
 * The typed-operation tests' API over whichever store the Vitest project names: the browser's
 * (localStorage in memory) or the server's SQL store (PGlite, or a real PostgreSQL). The session is
 * a cookie jar, as a browser would keep the server's cookie between requests.
 */
import { eq, and } from 'drizzle-orm';
import { execute, type ExecutionResult } from 'graphql';
import type { ApiContext } from '../../src/api/context';
import { setLatencyScale } from '../../src/api/latency';
import { logMailer } from '../../src/api/mailer';
import type { ContactType } from '../../src/api/generated/resolvers';
import type { RandomFill } from '../../src/api/rules/otp';
import type { Session, StoredUser } from '../../src/api/store/types';
import { pendingCodes } from '../../src/server/db/schema';
import { loadSchema } from '../../src/server/schemaFile';
import { codeHasher } from '../../src/server/store/secrets';
import { SqlListings } from '../../src/server/store/sqlListings';
import { SqlOwnedListings } from '../../src/server/store/sqlOwnedListings';
import { createSqlSession, type SessionCookie } from '../../src/server/store/sqlSession';
import { createSqlStore } from '../../src/server/store/sqlStore';
import { createSqlAccountErasure } from '../../src/server/store/sqlAccountErasure';
import { resetAccounts, sqlEngine, testDatabase } from '../server/testDatabase';
import { createTestApi, dataOf, type TestApi } from './harness';
import { browserTestPhotos, serverTestPhotos, type TestPhotos } from './testPhotos';

export type StoreKind = 'browser' | 'pglite' | 'postgres';

/** A pending code as its store keeps it: `kept` is the code itself in the browser, an HMAC on the server. */
export interface KeptCode {
  contact: string;
  type: ContactType;
  expires: number;
  attempts: number;
  kept: string;
}

/** The browser harness's `run`, `data`, mailer `logs` and `lastCode`, over whichever store runs. */
export interface ApiUnderTest extends Pick<TestApi, 'run' | 'data' | 'logs' | 'lastCode'> {
  kind: StoreKind;
  pendingCode(type: ContactType, contact: string): Promise<KeptCode | null>;
  /** Whether a kept code is this code. */
  keptCodeIs(kept: KeptCode, code: string): boolean;
  /** Stores an account as it is, as an older version may have (its contact in an older spelling). */
  addUser(user: StoredUser): Promise<unknown>;
  /** The uploaded photos this store's context uses (issue #33). */
  photos: TestPhotos;
  /** Uploads a photo as the signed-in user and gives its id. */
  uploadPhoto(): Promise<string>;
}

export const storeKind: StoreKind = sqlEngine() ?? 'browser';

const SECRET = Buffer.from('tests only: the HMAC key of one-time codes');

function lastCodeIn(logs: string[]): string {
  const code = /: (\d{6})$/.exec(logs.findLast((entry) => entry.includes('Verification code')) ?? '')?.[1];
  if (!code) throw new Error('no code was sent');
  return code;
}

function over(
  kind: StoreKind,
  context: ApiContext,
  logs: string[],
  photos: TestPhotos,
): Pick<ApiUnderTest, 'kind' | 'run' | 'data' | 'logs' | 'lastCode' | 'addUser' | 'photos' | 'uploadPhoto'> {
  const schema = loadSchema();
  const run: ApiUnderTest['run'] = async (document, variables) =>
    // execute() is untyped; the document's own type is the one codegen checked.
    (await execute({ schema, document, variableValues: variables, contextValue: context })) as ExecutionResult<never>;
  return {
    kind,
    run,
    data: dataOf(run),
    logs,
    lastCode: () => lastCodeIn(logs),
    addUser: (user) => context.store.addUser(user),
    photos,
    async uploadPhoto() {
      const user = await context.session.currentUser();
      if (!user) throw new Error('uploadPhoto needs a signed-in user');
      return photos.upload(user.id);
    },
  };
}

async function openSqlApi(kind: 'pglite' | 'postgres', now: () => number, random: RandomFill | undefined, keepAccounts: boolean): Promise<ApiUnderTest> {
  const database = await testDatabase();
  if (!keepAccounts) await resetAccounts(database);
  const { db } = database;
  const logs: string[] = [];
  const hasher = codeHasher(SECRET);
  let cookie: string | null = null;
  let visitorCookie: string | null = null;
  const jar = (): SessionCookie => ({
    received: cookie,
    set: (id) => {
      cookie = id;
    },
    clear: () => {
      cookie = null;
    },
    receivedVisitor: visitorCookie,
    setVisitor: (id) => {
      visitorCookie = id;
    },
  });
  // Each call is a request of its own, carrying the cookie the last response left.
  const session: Session = {
    currentUser: () => createSqlSession(db, jar(), now).currentUser(),
    readOwn: (read, ...args) => createSqlSession(db, jar(), now).readOwn(read, ...args),
    signIn: (user) => createSqlSession(db, jar(), now).signIn(user),
    signOut: () => createSqlSession(db, jar(), now).signOut(),
    visitorKey: (create) => createSqlSession(db, jar(), now).visitorKey(create),
    isAnonymous: () => createSqlSession(db, jar(), now).isAnonymous(),
    listSessions: () => createSqlSession(db, jar(), now).listSessions(),
    endOtherSessions: () => createSqlSession(db, jar(), now).endOtherSessions(),
  };
  const listings = new SqlListings(db, database.searchDriver);
  const owned = new SqlOwnedListings(db, database.driver);
  const photos = serverTestPhotos();
  const context: ApiContext = {
    store: createSqlStore(db, database.driver, hasher, now),
    session,
    catalog: () => Promise.resolve(listings),
    ownedListings: () => Promise.resolve(owned),
    accountErasure: createSqlAccountErasure(owned, null),
    now,
    random,
    mailer: logMailer((line) => logs.push(line)),
    photos: photos.store,
  };
  return {
    ...over(kind, context, logs, photos),
    async pendingCode(type, contact) {
      const [row] = await db
        .select()
        .from(pendingCodes)
        .where(and(eq(pendingCodes.type, type), eq(pendingCodes.contact, contact)));
      return row ? { contact: row.contact, type: row.type, expires: row.expires, attempts: row.attempts, kept: row.codeHmac } : null;
    },
    keptCodeIs: (kept, code) => hasher.matches(kept.kept, code),
  };
}

/**
 * A fresh API (no accounts, no session, the 50 sample listings) over this project's store.
 * `keepAccounts` opens another browser on the same server, its accounts kept (SQL stores only: a
 * browser's store is its own).
 */
export async function openTestApi({
  now = () => Date.now(),
  random,
  keepAccounts = false,
}: { now?: () => number; random?: RandomFill; keepAccounts?: boolean } = {}): Promise<ApiUnderTest> {
  setLatencyScale(0);
  if (storeKind !== 'browser') return openSqlApi(storeKind, now, random, keepAccounts);
  const photos = browserTestPhotos();
  const api = createTestApi({ context: { now, random, photos: photos.store } });
  return {
    ...over('browser', api.context, api.logs, photos),
    pendingCode(type, contact) {
      const pending = api.store.pendingCode();
      if (!pending || pending.type !== type || pending.contact !== contact) return Promise.resolve(null);
      const { code, ...rest } = pending;
      return Promise.resolve({ ...rest, kept: code });
    },
    keptCodeIs: (kept, code) => kept.kept === code,
  };
}
