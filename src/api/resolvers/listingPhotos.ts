/**
 * The seam where a listing's photos are decided (issue #33): the photo pipeline (uploads,
 * storage, re-encoding) plugs in here, and nothing else in the listing resolvers knows how photos
 * are kept. Until it does, a listing keeps the photos it has (the sample's), a new listing has
 * none, and so it can be saved but not published.
 */
import { listingMessages, MIN_PUBLISHED_PHOTOS } from '../../lib/listingInput';
import type { ApiContext } from '../context';
import type { PropertyRecord } from '../data/model';
import { invalidInput, type UserErrorData } from '../errors';

export interface PhotoRequest {
  /** Who saves the listing: photos may only come from their own uploads. */
  ownerId: string;
  /** The photos the input names, in order (the first the cover); undefined: keep `current`. */
  photoIds: readonly string[] | undefined;
  /** The listing's photos until now (none for a new listing). */
  current: readonly string[];
}

/** The listing's photo URLs after this save, or why the input's photos cannot be used (field `photos`). */
export function resolveListingPhotos(_context: ApiContext, request: PhotoRequest): Promise<{ images: string[]; errors: UserErrorData[] }> {
  return Promise.resolve({ images: [...request.current], errors: [] });
}

/** Why a listing may not be published yet (too few photos), or null. */
export function publishProblem(record: Pick<PropertyRecord, 'images'>): UserErrorData | null {
  return record.images.length < MIN_PUBLISHED_PHOTOS ? invalidInput('photos', listingMessages.PHOTOS) : null;
}
