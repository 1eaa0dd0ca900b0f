/**
 * Closing the server (what SIGTERM does, in-process) while a request whose client has hung up is
 * still being worked on: a hang-up does not stop the resolvers, so closing must wait for them
 * (within the grace period), or their work would run on against a database being shut.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/api/mailer';
import { SendOtp } from '../api/operations';
import { startTestServer, type TestServer } from './httpServer';
import { sentDocument } from '../../scripts/server/sentDocument';

/** A mailer whose code mail is sent only when the test says so, and says when it has started. */
function heldMailer(events: string[]) {
  let started: () => void = () => undefined;
  let release: () => void = () => undefined;
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async sendCode() {
      started();
      await released;
      events.push('code mailed');
    },
    sendContactMessage: () => Promise.resolve(),
    sendConversationMessage: () => Promise.resolve(),
    sendBookingUpdate: () => Promise.resolve(),
  };
  return { mailer, sending, release };
}

/** Asks for a code for `contact`, and hangs up while the server is mailing it. */
async function hangUpWhileMailing(server: TestServer, sending: Promise<void>, contact: string): Promise<void> {
  const body = JSON.stringify({ query: sentDocument(SendOtp), variables: { input: { type: 'EMAIL', contact, intent: 'SIGNUP' } } });
  const outgoing = httpRequest(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } });
  outgoing.on('error', () => undefined);
  outgoing.end(body);
  await sending;
  outgoing.destroy();
}

describe('closing the server', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  it('waits for the work of a request whose client hung up', async () => {
    const events: string[] = [];
    const held = heldMailer(events);
    server = await startTestServer({ mailer: held.mailer });
    await hangUpWhileMailing(server, held.sending, 'leaving@uni.eu');

    const connectionsGone = new Promise((resolve) => server?.app.server.once('close', resolve));
    const closed = server.app.close({ graceMs: 30_000 }).then(() => events.push('closed'));
    // Every connection is gone; a close that waited only for them would be over by the next turn.
    await connectionsGone;
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    held.release();
    await closed;
    server = undefined;
    expect(events).toEqual(['code mailed', 'closed']);
  });

  it('stops waiting when the grace period is over', async () => {
    const events: string[] = [];
    const held = heldMailer(events);
    server = await startTestServer({ mailer: held.mailer });
    await hangUpWhileMailing(server, held.sending, 'stuck@uni.eu');

    await server.app.close({ graceMs: 50 });
    server = undefined;
    events.push('closed');
    held.release();
    expect(events[0]).toBe('closed');
  });
});
