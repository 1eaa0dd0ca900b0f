/**
 * The photo client the app provides (src/apollo/photoClient.ts, by the same configuration as the
 * GraphQL link): features may not import the client layer, and tests give a field their own upload.
 */
import { createContext, use } from 'react';
import type { PhotoClient } from '../../lib/photos';

export const PhotoClientContext = createContext<PhotoClient | null>(null);

export function usePhotoClient(): PhotoClient {
  const client = use(PhotoClientContext);
  if (!client) throw new Error('PhotosField needs a PhotoClientContext provider (src/app/App.tsx gives one).');
  return client;
}
