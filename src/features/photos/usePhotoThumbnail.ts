import { useEffect, useState } from 'react';
import { usePhotoClient } from './photoClientContext';

/** A kept photo's thumbnail URL; undefined while it is looked up, null when the id is unknown here. */
export function usePhotoThumbnail(id: string): string | null | undefined {
  const client = usePhotoClient();
  const [found, setFound] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
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
  }, [client, id]);
  return found?.id === id ? found.url : undefined;
}
