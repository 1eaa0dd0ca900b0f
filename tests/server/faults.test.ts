/**
 * Faults, against `npm run server` as a child process on this project's engine (a PGlite folder,
 * or a database on the project's PostgreSQL):
 * - SIGKILL in the middle of a load of sign-ups and messages to landlords, then a restart on the
 *   same data: every request that was answered with success is there.
 * - SIGTERM: a request already received is answered, new connections are refused, and the
 *   process exits 0.
 * (The database going away is in unavailable.test.ts: PostgreSQL only.)
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterEach, describe, expect, it } from 'vitest';
import { generateProperties } from '../../scripts/data/generate';
import { messages as conversationMessages, users } from '../../src/server/db/schema';
import { SendOtp, Signup, SubmitContact, VerifyOtp } from '../api/operations';
import { killChildServer, startChildServer, type ChildServer } from './childServer';
import { sentDocument } from '../../scripts/server/sentDocument';
import { serverStorage, type ServerStorage } from './serverEnvironment';

const noLimits = Object.fromEntries(
  [
    'SEND_OTP_CONTACT',
    'SEND_OTP_ADDRESS',
    'VERIFY_OTP_CONTACT',
    'VERIFY_OTP_ADDRESS',
    'CONTACT_ADDRESS',
    'CONTACT_SENDER',
    'CONTACT_LISTING',
    'SAVE_ADDRESS',
  ].map((name) => [`RATE_LIMIT_${name}`, 'off']),
);
const property = generateProperties(1)[0]!;

/** The data of a 200 answer; anything else (a refused connection, a 5xx, errors only) throws. */
async function graphql<TData, TVariables>(server: ChildServer, document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: sentDocument(document), variables }),
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { data?: TData };
  if (!body.data) throw new Error('no data');
  return body.data;
}

/** One sign-up, start to end; resolves with the contact once `signup` answered with a user. */
async function signUp(server: ChildServer, contact: string): Promise<string | null> {
  const { sendOtp } = await graphql(server, SendOtp, { input: { type: 'EMAIL', contact, intent: 'SIGNUP' } });
  if (!sendOtp.sent) return null;
  const code = await server.codeFor(contact);
  const { verifyOtp } = await graphql(server, VerifyOtp, { input: { type: 'EMAIL', contact, code } });
  if (!verifyOtp.verificationToken) return null;
  const input = { firstName: 'Load', lastName: 'Test', type: 'EMAIL' as const, contact, verificationToken: verifyOtp.verificationToken };
  const { signup } = await graphql(server, Signup, { input });
  return signup.user ? contact : null;
}

async function sendMessage(server: ChildServer, message: string): Promise<string | null> {
  const input = { propertyId: property.id, name: 'Load Test', email: 'load@uni.eu', phone: '+31612345678', message };
  const { submitContactForm } = await graphql(server, SubmitContact, { input });
  return submitContactForm.ok ? message : null;
}

let storage: ServerStorage | undefined;
let server: ChildServer | undefined;
afterEach(async () => {
  await killChildServer(server);
  await storage?.remove();
  server = undefined;
  storage = undefined;
});

describe('a server killed with SIGKILL under load', () => {
  it('loses no sign-up and no message that it answered with success', async () => {
    storage = await serverStorage();
    const first = await startChildServer({ ...storage.env, ...noLimits });
    server = first;
    const accounts: string[] = [];
    const messages: string[] = [];
    let killed = false;
    let cut = 0;
    let sequence = 0;
    // A server that answers nothing with success would never reach `enough`: the load is bounded.
    const MAX_ATTEMPTS = 2_000;
    const running = () => !killed && sequence < MAX_ATTEMPTS && first.process.exitCode === null && first.process.signalCode === null;
    // Enough answered successes on both sides, then the kill lands while requests are in flight.
    const enough = () => accounts.length >= 12 && messages.length >= 25;
    const worker = async (kind: 'signup' | 'message') => {
      while (running()) {
        sequence += 1;
        const id = `${process.pid}-${sequence}`;
        try {
          if (kind === 'signup') {
            const done = await signUp(first, `load-${id}@uni.eu`);
            // Any success counts, even one read just before the kill landed.
            if (done) accounts.push(done);
          } else {
            const done = await sendMessage(first, `Message ${id}: is it free in March?`);
            if (done) messages.push(done);
          }
        } catch {
          // A request cut by the kill: it was never answered with success, so it promises nothing.
          cut += 1;
        }
        if (running() && enough()) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    };
    // Bounded: 8 clients, and the loop ends at the kill (a few hundred requests in all).
    await Promise.all(['signup', 'signup', 'signup', 'signup', 'message', 'message', 'message', 'message'].map((kind) => worker(kind as 'signup' | 'message')));
    expect(killed, `the load never reached 12 sign-ups and 25 messages in ${sequence} attempts; standard error:\n${first.stderr.join('\n')}`).toBe(true);
    expect((await first.exited).signal).toBe('SIGKILL');

    // The same data, a new process: it starts, serves, and stops cleanly.
    const second = await startChildServer({ ...storage.env, ...noLimits });
    server = second;
    expect(await sendMessage(second, 'After the restart')).toBe('After the restart');
    second.process.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);

    const database = await storage.open();
    try {
      const storedAccounts = new Set((await database.db.select({ email: users.email }).from(users)).map((row) => row.email));
      const storedMessages = new Set((await database.db.select({ message: conversationMessages.body }).from(conversationMessages)).map((row) => row.message));
      expect(accounts.filter((contact) => !storedAccounts.has(contact))).toEqual([]);
      expect(messages.filter((message) => !storedMessages.has(message))).toEqual([]);
      expect(storedMessages.has('After the restart')).toBe(true);
      console.info(
        `SIGKILL under load: ${accounts.length} sign-ups and ${messages.length} messages answered with success, all stored after the restart; ${cut} requests cut by the kill.`,
      );
    } finally {
      await database.close();
    }
  }, 240_000);
});

/** Resolves once a new connection to `url` is refused (the listener is closed). */
async function connectionsRefused(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code === 'ECONNREFUSED');
      });
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('new connections were still accepted after SIGTERM');
}

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    storage = await serverStorage();
    const child = await startChildServer({ ...storage.env, ...noLimits });
    server = child;
    const body = JSON.stringify({ query: sentDocument(SendOtp), variables: { input: { type: 'EMAIL', contact: 'draining@uni.eu', intent: 'SIGNUP' } } });
    // Expect: 100-continue: the server says "go on" once it has the request, before its body.
    const outgoing = httpRequest(`${child.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      outgoing.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text });
        });
      });
      outgoing.on('error', reject);
    });
    await new Promise<void>((resolve) => outgoing.once('continue', resolve));

    child.process.kill('SIGTERM');
    await connectionsRefused(child.url);
    expect(child.process.exitCode).toBeNull();

    outgoing.end(body);
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ data: { sendOtp: { sent: true, errors: [] } } });
    expect(await child.codeFor('draining@uni.eu')).toMatch(/^\d{6}$/);
    expect(await child.exited).toEqual({ code: 0, signal: null });
    expect(child.stdout.some((line) => line.includes('SIGTERM: stopping'))).toBe(true);
    expect(child.stderr.filter((line) => line.trim() !== '')).toEqual([]);
  }, 120_000);
});
