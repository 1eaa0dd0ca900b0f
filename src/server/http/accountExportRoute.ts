/**
 * `GET /api/account/export` (docs/server.md#your-data): the signed-in user's data as the JSON file
 * 'Download your data' saves, streamed part by part as it is read (src/api/account/writeExport.ts),
 * so a large account's file never sits whole in the server's memory. The session cookie says whose
 * data: a visitor gets 401. A GET changes nothing, so it needs no CSRF header, and another site
 * cannot read the answer (no CORS), only make the user's own browser save their own file.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiContext } from '../../api/context';
import { writeAccountExport } from '../../api/account/writeExport';
import { accountExportFileName } from '../../lib/accountExport';
import { isDatabaseUnavailable } from '../db/unavailable';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './graphqlErrors';
import { sendHttpError } from './httpErrors';
import type { RequestSessionCookie } from './sessionCookie';

export interface AccountExportRouteOptions {
  contextFor: (request: { sessionCookie: RequestSessionCookie; clientAddress: string }) => ApiContext;
}

/** Resolves when the socket takes more; rejects when the client has gone, which would never drain. */
function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      response.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      response.off('drain', onDrain);
      reject(new Error('The client left during the export.'));
    };
    response.once('drain', onDrain);
    response.once('close', onClose);
  });
}

/** Nobody keeps an answer about someone's account, the refusals included. */
const NO_STORE = { 'cache-control': 'no-store' };

export function createAccountExportRoute({ contextFor }: AccountExportRouteOptions) {
  return async (request: IncomingMessage, response: ServerResponse, sessionCookie: RequestSessionCookie, clientAddress: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendHttpError(response, 'METHOD_NOT_ALLOWED', 'Use GET.', { ...NO_STORE, allow: 'GET, HEAD' });
      return;
    }
    const context = contextFor({ sessionCookie, clientAddress });
    let user;
    try {
      user = await context.session.currentUser();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      sendHttpError(response, 'SERVICE_UNAVAILABLE', undefined, { ...NO_STORE, 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      return;
    }
    const cookies = sessionCookie.outgoing;
    if (!user) {
      sendHttpError(response, 'SIGN_IN_REQUIRED', undefined, cookies.length > 0 ? { ...NO_STORE, 'set-cookie': cookies } : NO_STORE);
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${accountExportFileName(context.now())}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    // Headers are sent: a failure now can only cut the file short, which the client sees as a failed download.
    await writeAccountExport(context, user, async (chunk) => {
      if (response.destroyed) throw new Error('The client left during the export.');
      if (!response.write(chunk)) await drained(response);
    });
    response.end();
  };
}
