import { useEffect, useState } from 'react';
import { usePhotoClient } from './photoClientContext';

/**
 * A kept photo's thumbnail URL; undefined while it is looked up, null when the id is unknown here.
 * `known` is the URL of a photo that is not an upload (a sample listing's image): no look-up.
 */
export function usePhotoThumbnail(id: string, known?: string): string | null | undefined {
  const client = usePhotoClient();
  const [found, setFound] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
    if (known !== undefined) return;
    let current = true;
    client.thumbnail(id).then(
      (url) => {
        if (current) setFound({ id, url });
      },
      () => {
        if (current) setFound({ id, url: null });
      },
    );
    return () => {
      current = false;
    };
  }, [client, id, known]);
  if (known !== undefined) return known;
  return found?.id === id ? found.url : undefined;
}
