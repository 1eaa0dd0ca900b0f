/**
 * The photos' two HTTP routes (docs/architecture.md#listing-photos, docs/security.md#photo-uploads):
 *
 * - `POST /api/photos`: one image as the raw request body, from a signed-in user with the CSRF
 *   header. A raw body rather than multipart: one photo per request gives each its own progress and
 *   error, nothing of the client's (file name, declared type) is trusted anyway, and no multipart
 *   parser stands between the socket and the byte limit. Answers `201 { id, width, height, src,
 *   srcset }` or `{ error: { code, message } }` with 401, 403, 413, 415, 422 or 429.
 * - `GET /photos/{id}/{width}.webp`: a kept photo, immutable (a changed photo is a new id).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from '../../lib/csrf';
import {
  MAX_PHOTO_BYTES,
  newPhotoId,
  PHOTOS_PATH,
  PHOTOS_UPLOAD_PATH,
  photoSourcesFrom,
  photoUrl,
  scaledHeight,
  type PhotoErrorCode,
  type UploadedPhoto,
} from '../../lib/photos';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/graphqlErrors';
import { readBodyWithin } from '../http/requestBody';
import { cameOverHttps, RequestSessionCookie } from '../http/sessionCookie';
import { createSqlSession } from '../store/sqlSession';
import { processPhoto } from './processPhoto';
import type { PhotoMeta, PhotoStorage } from './photoStorage';
import type { UploadLimit } from './uploadLimit';
import { httpErrors } from '../http/httpErrors';

export interface PhotoRoutesOptions {
  storage: PhotoStorage;
  db: Database;
  now: () => number;
  trustProxy: boolean;
  uploadLimit: UploadLimit;
}

const STATUS: Record<PhotoErrorCode, number> = {
  NOT_SIGNED_IN: 401,
  FORBIDDEN: 403,
  TOO_LARGE: 413,
  NOT_AN_IMAGE: 415,
  TOO_SMALL: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** For API clients; the app shows its own translated text for each code. */
const MESSAGES: Record<PhotoErrorCode, string> = {
  NOT_SIGNED_IN: 'Log in to upload photos.',
  FORBIDDEN: httpErrors.CSRF_REQUIRED.message,
  TOO_LARGE: 'A photo may be at most 10 MB.',
  NOT_AN_IMAGE: 'Only JPEG, PNG and WebP images can be uploaded.',
  TOO_SMALL: 'A photo must be at least 400 × 300 pixels.',
  RATE_LIMITED: 'Too many photos uploaded. Please try again later.',
  UNAVAILABLE: 'The service is unavailable. Please try again.',
};

const PHOTO_FILE = /^\/photos\/([A-Za-z0-9_-]{22})\/(\d{1,5})\.webp$/;

function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(body);
}

function sendError(response: ServerResponse, code: PhotoErrorCode, headers: Record<string, string> = {}): void {
  sendJson(response, STATUS[code], { error: { code, message: MESSAGES[code] } }, headers);
}

/**
 * Answers a refused upload once its body is read and dropped, so that the client reads the answer
 * instead of a reset connection; a body going on past the photo limit has its connection cut.
 */
function refuse(request: IncomingMessage, response: ServerResponse, code: PhotoErrorCode, headers: Record<string, string> = {}): void {
  if (request.readableEnded) {
    sendError(response, code, headers);
    return;
  }
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > MAX_PHOTO_BYTES * 2) request.destroy();
  });
  request.once('end', () => {
    sendError(response, code, { ...headers, connection: 'close' });
  });
  request.resume();
}

export function isPhotoPath(pathname: string): boolean {
  return pathname === PHOTOS_UPLOAD_PATH || pathname.startsWith(`${PHOTOS_PATH}/`);
}

export function createPhotoRoutes({ storage, db, now, trustProxy, uploadLimit }: PhotoRoutesOptions) {
  const upload = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' });
      response.end();
      return;
    }
    // Always asked for, whatever the content type: the body's declared type means nothing here.
    if (request.headers[CSRF_HEADER] === undefined) {
      refuse(request, response, 'FORBIDDEN');
      return;
    }
    const cookie = new RequestSessionCookie(request, cameOverHttps(request, trustProxy), now);
    const user = await createSqlSession(db, cookie, now).currentUser();
    // An expired session's cookie is cleared here as on /graphql.
    if (cookie.outgoing.length > 0) response.setHeader('set-cookie', cookie.outgoing);
    if (!user) {
      refuse(request, response, 'NOT_SIGNED_IN');
      return;
    }
    if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES) {
      refuse(request, response, 'TOO_LARGE');
      return;
    }
    const wait = await uploadLimit(user.id);
    if (wait !== null) {
      refuse(request, response, 'RATE_LIMITED', { 'retry-after': String(wait) });
      return;
    }
    const body = await readBodyWithin(request, MAX_PHOTO_BYTES);
    if (body === null) {
      refuse(request, response, 'TOO_LARGE');
      return;
    }
    const outcome = await processPhoto(body);
    if ('problem' in outcome) {
      sendError(response, outcome.problem);
      return;
    }
    const { photo } = outcome;
    const id = newPhotoId();
    const meta: PhotoMeta = {
      id,
      ownerId: user.id,
      createdAt: now(),
      variants: [...photo.files].map(([width, file]) => ({
        width,
        height: scaledHeight(photo, width),
        bytes: file.length,
        etag: `"${createHash('sha256').update(file).digest('base64url')}"`,
      })),
    };
    await storage.put(meta, photo.files);
    const largest = meta.variants[meta.variants.length - 1]!;
    const answer: UploadedPhoto = {
      id,
      width: largest.width,
      height: largest.height,
      ...photoSourcesFrom(
        meta.variants.map((variant) => variant.width),
        (width) => photoUrl(id, width),
      ),
    };
    sendJson(response, 201, answer);
  };

  const serve = async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const match = PHOTO_FILE.exec(pathname);
    const file = match ? await storage.get(match[1]!, Number(match[2])) : null;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const headers = {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: file.variant.etag,
      'x-content-type-options': 'nosniff',
    };
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(file.variant.etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': file.body.length });
    response.end(request.method === 'HEAD' ? undefined : file.body);
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> => {
    try {
      if (pathname === PHOTOS_UPLOAD_PATH) await upload(request, response);
      else await serve(request, response, pathname);
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (isDatabaseUnavailable(error)) {
        refuse(request, response, 'UNAVAILABLE', { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
        return;
      }
      console.error('[CampusNest] A photo request failed:', error);
      sendJson(response, 500, { error: { code: 'INTERNAL', message: 'Unexpected error.' } });
    }
  };
}
