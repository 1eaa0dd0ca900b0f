/**
 * PhotoStorage on the local disk: `{folder}/{id}/{width}.webp` and `{folder}/{id}/meta.json`, the
 * folder made private (0700) like the rest of DATA_DIR and every file 0600. A photo is written into
 * a temporary folder and renamed into place, so a reader never sees half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPhotoId } from '../../lib/photos';
import { ensurePrivateFolder } from '../privateFolder';
import type { PhotoFile, PhotoMeta, PhotoStorage } from './photoStorage';

const META_FILE = 'meta.json';
const PARTIAL_PREFIX = '.partial-';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

export function createFilePhotoStorage(folder: string): PhotoStorage {
  ensurePrivateFolder(folder);
  // The ids come from our own generator, but URLs bring any text: nothing else names a path.
  const folderOf = (id: string): string | null => (isPhotoId(id) ? path.join(folder, id) : null);

  const meta = async (id: string): Promise<PhotoMeta | null> => {
    const photoFolder = folderOf(id);
    if (photoFolder === null) return null;
    try {
      return JSON.parse(await readFile(path.join(photoFolder, META_FILE), 'utf8')) as PhotoMeta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const everyMeta = async (): Promise<PhotoMeta[]> => {
    const ids = (await readdir(folder)).filter(isPhotoId);
    const metas = await Promise.all(ids.map(meta));
    return metas.filter((found): found is PhotoMeta => found !== null).sort((a, b) => a.createdAt - b.createdAt);
  };

  return {
    async put(photo, files) {
      const target = folderOf(photo.id);
      if (target === null) throw new Error(`Not a photo id: ${photo.id}`);
      const partial = path.join(folder, `${PARTIAL_PREFIX}${randomBytes(8).toString('hex')}`);
      await mkdir(partial, { mode: 0o700 });
      try {
        for (const [width, body] of files) await writeFile(path.join(partial, `${width}.webp`), body, { mode: 0o600 });
        await writeFile(path.join(partial, META_FILE), JSON.stringify(photo), { mode: 0o600 });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { recursive: true, force: true });
        throw error;
      }
    },

    meta,

    async get(id, width): Promise<PhotoFile | null> {
      const found = await meta(id);
      const variant = found?.variants.find((candidate) => candidate.width === width);
      const photoFolder = folderOf(id);
      if (!variant || photoFolder === null) return null;
      try {
        return { body: await readFile(path.join(photoFolder, `${width}.webp`)), variant };
      } catch (error) {
        // Deleted between the two reads.
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(id) {
      const photoFolder = folderOf(id);
      if (photoFolder === null || (await meta(id)) === null) return false;
      await rm(photoFolder, { recursive: true, force: true });
      return true;
    },

    // A scan of every sidecar: enough for a landlord's handful of photos on one disk; an object
    // store would list by an owner prefix instead.
    async listByOwner(ownerId) {
      return (await everyMeta()).filter((found) => found.ownerId === ownerId);
    },

    async listCreatedBefore(time) {
      return (await everyMeta()).filter((found) => found.createdAt < time);
    },
  };
}
