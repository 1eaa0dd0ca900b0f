/** The Photos field's texts for what can go wrong, translated where shown. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PhotoErrorCode } from '../../lib/photos';

/** Per file; `{name}` is the file's name. */
export const fileProblems: Record<PhotoErrorCode | 'FAILED', MessageDescriptor> = {
  NOT_AN_IMAGE: msg`{name} is not a JPEG, PNG or WebP image.`,
  TOO_LARGE: msg`{name} is larger than 10 MB.`,
  TOO_SMALL: msg`{name} is too small: photos must be at least 400 × 300 pixels.`,
  NOT_SIGNED_IN: msg`Log in to upload photos.`,
  FORBIDDEN: msg`{name} could not be uploaded. Please try again.`,
  RATE_LIMITED: msg`Too many photos uploaded. Please try again later.`,
  UNAVAILABLE: msg`{name} could not be uploaded. Please try again.`,
  FAILED: msg`{name} could not be uploaded. Please try again.`,
};

export const countProblems = {
  TOO_FEW: msg`Add at least 3 photos.`,
  TOO_MANY: msg`A listing can have at most 8 photos.`,
} as const;

/** More files chosen than places left: `{count}` of them were not added. */
export const notAdded = msg`A listing can have at most 8 photos: {count, plural, one {# photo was} other {# photos were}} not added.`;
