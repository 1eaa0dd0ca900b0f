/**
 * The list of what CampusNest keeps on a device (src/lib/deviceStorage.ts), which the cookie page
 * shows, against what the code really writes: a browser-mode session that uses every feature
 * leaves no key the list does not name, and the list's lifetimes are the code's.
 */
import { describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../../src/api/rules/otp';
import { LANGUAGE_KEY } from '../../src/i18n/preference';
import { storedEntries } from '../../src/lib/deviceStorage';
import { SESSION_TTL_MS, VISITOR_TTL_MS } from '../../src/server/store/sqlSession';
import { SESSION_COOKIE, VISITOR_COOKIE } from '../../src/server/http/sessionCookie';
import { logIn, signUp, verified } from './accounts';
import { createTestApi } from './harness';
import { SaveProperty, SearchSaved, SendOtp } from './operations';

const entry = (name: string) => storedEntries.find((stored) => stored.name === name);

describe('what CampusNest keeps on a device', () => {
  it('names every localStorage key the browser-mode backend writes', async () => {
    const api = createTestApi();
    const { properties } = await api.data(SearchSaved, { first: 2 });
    const [first, second] = properties.edges.map((edge) => edge.node.id);
    await api.data(SaveProperty, { id: first! });
    await signUp(api);
    await api.data(SaveProperty, { id: second! });
    await logIn(api);
    await verified(api, 'EMAIL', 'bo@uni.eu', 'SIGNUP');
    await api.data(SendOtp, { input: { type: 'EMAIL', contact: 'cy@uni.eu', intent: 'SIGNUP' } });
    const written = [...api.storage.data.keys()];
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const key of written) expect(entry(key)?.kind, key).toBe('localStorage');
  });

  it('names the cookies and the language key the code uses, with the lifetimes the code gives them', () => {
    expect(entry(SESSION_COOKIE)).toMatchObject({ kind: 'cookie', lifetimeMs: SESSION_TTL_MS });
    expect(entry(VISITOR_COOKIE)).toMatchObject({ kind: 'cookie', lifetimeMs: VISITOR_TTL_MS });
    expect(entry(LANGUAGE_KEY)?.kind).toBe('localStorage');
    expect(storedEntries.find((stored) => stored.use === 'pendingCode')?.lifetimeMs).toBe(OTP_TTL_MS);
    expect(new Set(storedEntries.map((stored) => stored.name)).size).toBe(storedEntries.length);
  });
});
