/** One-time codes as the server keeps them: HMACs, 300 s, single use, void after 5 wrong tries, printed on stdout. */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { pendingCodes } from '../../src/server/db/schema';
import { SendOtp, SubmitContact, VerifyOtp } from '../api/operations';
import { Browser, lastCodeFor, startTestServer, type TestServer } from './httpServer';

const contact = 'ana@uni.eu';

describe('one-time codes over HTTP', () => {
  let server: TestServer;
  let browser: Browser;
  beforeEach(async () => {
    server = await startTestServer();
    browser = new Browser(server);
  });
  afterEach(() => server.app.close());

  const send = () => browser.graphql(SendOtp, { input: { type: 'EMAIL', contact, intent: 'SIGNUP' } });
  const verify = async (code: string) => (await browser.graphql(VerifyOtp, { input: { type: 'EMAIL', contact, code } })).body.data!.verifyOtp;
  const wrong = () => (lastCodeFor(server, contact) === '000000' ? '111111' : '000000');

  it('prints each code on standard output as `[CampusNest] Verification code for {contact}: {code}`', async () => {
    await send();
    expect(server.lines).toHaveLength(1);
    expect(server.lines[0]).toMatch(/^\[CampusNest\] Verification code for ana@uni\.eu: \d{6}$/);
  });

  it('keeps an HMAC of the code, neither the code nor its plain hash', async () => {
    await send();
    const code = lastCodeFor(server, contact);
    const rows = await server.database.db.select().from(pendingCodes);
    expect(rows).toHaveLength(1);
    const kept = rows[0]!.codeHmac;
    expect(kept).not.toContain(code);
    expect(kept).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lasts 300 s on the server clock', async () => {
    await send();
    server.clock.now += 300_000;
    expect((await verify(lastCodeFor(server, contact))).verified).toBe(true);
    await send();
    server.clock.now += 300_001;
    expect((await verify(lastCodeFor(server, contact))).errors[0]?.code).toBe('OTP_EXPIRED');
  });

  it('verifies once', async () => {
    await send();
    const code = lastCodeFor(server, contact);
    expect((await verify(code)).verified).toBe(true);
    expect((await verify(code)).errors[0]?.code).toBe('OTP_EXPIRED');
    expect(await server.database.db.select().from(pendingCodes)).toEqual([]);
  });

  it('is void after 5 wrong tries, even tried all at once', async () => {
    await send();
    const code = lastCodeFor(server, contact);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => verify(wrong())));
    expect(outcomes.map((outcome) => outcome.errors[0]?.code).sort()).toEqual([
      'INVALID_OTP',
      'INVALID_OTP',
      'INVALID_OTP',
      'INVALID_OTP',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect((await verify(code)).verified).toBe(false);
  });

  it('prints a contact message as one line naming the property and the landlord', async () => {
    const property = generateProperties()[2]!;
    const { body } = await browser.graphql(SubmitContact, {
      input: { propertyId: property.id, name: 'Ana Silva', email: 'ana@uni.eu', phone: '+351 912 345 678', message: 'Hello,\nis it free in March?' },
    });
    expect(body.data?.submitContactForm.ok).toBe(true);
    expect(server.lines).toHaveLength(1);
    expect(server.lines[0]).toMatch(/^\[CampusNest\] Contact message for /);
    expect(server.lines[0]).toContain(property.name);
    expect(server.lines[0]).toContain(property.landlord.email);
    expect(server.lines[0]).not.toContain('\n');
  });
});
