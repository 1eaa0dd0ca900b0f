/**
 * The Photos field's uploads: files chosen or dropped go one at a time (a photo's progress is its
 * own, and the server re-encodes one per user at a time), in the order chosen, each added to the
 * field's value as it is kept. Files beyond the eighth photo are not sent.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS } from '../../lib/photos';
import { fileProblems, notAdded } from './photoProblems';
import { usePhotoClient } from './photoClientContext';

export interface PendingPhoto {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
}

export interface UploadProblem {
  key: number;
  /** With its values, translated where shown. */
  message: MessageDescriptor;
}

interface Options {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Said to screen readers as each photo is added. */
  onAdded: (name: string) => void;
}

export function usePhotoUploads({ value, onChange, onAdded }: Options) {
  const client = usePhotoClient();
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  // The value as the last finished upload left it: two uploads may finish before a render.
  const latest = useRef({ value, pending: 0 });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);
  const callbacks = useRef({ onChange, onAdded });
  useEffect(() => {
    latest.current.value = value;
    callbacks.current = { onChange, onAdded };
  });
  const aborts = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running) controller.abort();
    };
  }, []);

  const uploadOne = async (file: File, key: number): Promise<void> => {
    const controller = new AbortController();
    aborts.current.add(controller);
    const problem = (code: keyof typeof fileProblems) => {
      setProblems((current) => [...current, { key, message: { ...fileProblems[code], values: { name: file.name } } }]);
    };
    try {
      const answer = await client.upload(file, {
        signal: controller.signal,
        onProgress: (progress) => {
          setPending((current) => current.map((photo) => (photo.key === key ? { ...photo, progress } : photo)));
        },
      });
      if (controller.signal.aborted) return;
      if ('error' in answer) {
        problem(answer.error.code);
        return;
      }
      const next = [...latest.current.value, answer.id];
      latest.current.value = next;
      callbacks.current.onChange(next);
      callbacks.current.onAdded(file.name);
    } catch {
      if (!controller.signal.aborted) problem('FAILED');
    } finally {
      aborts.current.delete(controller);
      latest.current.pending -= 1;
      setPending((current) => current.filter((photo) => photo.key !== key));
    }
  };

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const room = Math.max(0, MAX_PHOTOS - latest.current.value.length - latest.current.pending);
    const taken = files.slice(0, room);
    const found: UploadProblem[] = [];
    if (taken.length < files.length) found.push({ key: nextKey.current++, message: { ...notAdded, values: { count: files.length - taken.length } } });
    setProblems(found);
    for (const file of taken) {
      const key = nextKey.current++;
      latest.current.pending += 1;
      setPending((current) => [...current, { key, name: file.name, progress: 0 }]);
      queue.current = queue.current.then(() => uploadOne(file, key));
    }
  };

  return { pending, problems, add };
}
