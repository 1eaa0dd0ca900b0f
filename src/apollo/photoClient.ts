/**
 * Listing photos for the UI, by the same configuration as the GraphQL link (endpoint.ts): uploads
 * go to the server's POST /api/photos with the session cookie and the CSRF header, or, in the
 * browser mode, through the in-browser backend's canvas and IndexedDB (src/api/photos, loaded on
 * first use). Both check the file first, so a 10 MB PDF is refused before a byte is sent.
 */
import { CSRF_HEADER } from '../lib/csrf';
import {
  fileProblem,
  MIN_PHOTO_WIDTH,
  PHOTOS_UPLOAD_PATH,
  photoUrl,
  type PhotoClient,
  type PhotoErrorCode,
  type UploadAnswer,
  type UploadOptions,
} from '../lib/photos';
import { detectedPhotoType } from '../lib/photoType';
import { graphqlEndpoint } from './endpoint';

const loadBrowserPhotos = () => import('../api/photos/browserPhotos');

/** An upload that never got an answer of ours (no network, a proxy's error page). */
export class PhotoUploadFailed extends Error {}

function refused(code: PhotoErrorCode): UploadAnswer {
  return { error: { code, message: code } };
}

/** The checks a file's size and first bytes decide, before it is read whole or sent. */
async function precheck(file: File): Promise<UploadAnswer | null> {
  if (fileProblem(file, 'image/jpeg') === 'TOO_LARGE') return refused('TOO_LARGE');
  const problem = fileProblem(file, await detectedPhotoType(file));
  return problem ? refused(problem) : null;
}

/** XMLHttpRequest, not fetch: only it reports an upload's progress. */
function send(url: string, file: File, { onProgress, signal }: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader(CSRF_HEADER, '1');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const answer = JSON.parse(String(request.response)) as UploadAnswer;
        if ('id' in answer || ('error' in answer && typeof answer.error.code === 'string')) {
          resolve(answer);
          return;
        }
      } catch {
        // Not our JSON: a proxy's page.
      }
      reject(new PhotoUploadFailed(`The upload was answered with ${request.status}.`));
    };
    request.onerror = () => {
      reject(new PhotoUploadFailed('The upload did not reach the server.'));
    };
    request.onabort = () => {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      request.abort();
    });
    request.send(file);
  });
}

export function createPhotoClient(endpoint: string | null = graphqlEndpoint()): PhotoClient {
  if (endpoint === null) {
    return {
      async upload(file, options = {}) {
        const problem = await precheck(file);
        if (problem) return problem;
        const { uploadBrowserPhoto } = await loadBrowserPhotos();
        return uploadBrowserPhoto(file, options.onProgress);
      },
      async thumbnail(id) {
        const { browserPhotoThumbnail } = await loadBrowserPhotos();
        return browserPhotoThumbnail(id);
      },
    };
  }
  const base = new URL(endpoint, typeof location === 'undefined' ? 'http://localhost' : location.href);
  const uploadUrl = new URL(PHOTOS_UPLOAD_PATH, base).href;
  return {
    async upload(file, options = {}) {
      const problem = await precheck(file);
      if (problem) return problem;
      return send(uploadUrl, file, options);
    },
    // Every kept photo has the smallest width: none narrower than it is taken.
    thumbnail: (id) => Promise.resolve(new URL(photoUrl(id, MIN_PHOTO_WIDTH), base).href),
  };
}
