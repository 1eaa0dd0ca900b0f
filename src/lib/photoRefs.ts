/**
 * How a listing keeps its photos in `images` (no column of their own in either store): a sample
 * image stays a URL, an uploaded photo is kept as `photo:{id}:{widths}`, the widths its pipeline
 * produced. A server then names each width's URL without reading the photo's sidecar, so a card
 * gets its `srcset` at no cost; the browser mode looks its object URLs up by the id.
 */
import { isPhotoId, PHOTO_WIDTHS } from './photos';

const PREFIX = 'photo:';

export interface StoredPhoto {
  id: string;
  /** Smallest first. */
  widths: number[];
}

export function photoRef({ id, widths }: StoredPhoto): string {
  return `${PREFIX}${id}:${[...widths].sort((a, b) => a - b).join(',')}`;
}

/** The uploaded photo a kept entry names, or null for a URL (the sample's images). */
export function parsePhotoRef(entry: string): StoredPhoto | null {
  if (!entry.startsWith(PREFIX)) return null;
  const [id = '', list = ''] = entry.slice(PREFIX.length).split(':');
  const widths = list.split(',').map(Number);
  if (!isPhotoId(id) || !widths.every((width) => (PHOTO_WIDTHS as readonly number[]).includes(width))) return null;
  return { id, widths };
}

/**
 * The id by which the API and the form name a kept entry: an uploaded photo's id, or a sample
 * image's URL (which the form may keep, move or drop, but never add to another listing).
 */
export function photoIdOf(entry: string): string {
  return parsePhotoRef(entry)?.id ?? entry;
}

/** The ids of the uploaded photos among a listing's kept entries. */
export function uploadedPhotoIds(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const photo = parsePhotoRef(entry);
    return photo ? [photo.id] : [];
  });
}
