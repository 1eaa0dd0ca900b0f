/**
 * An `<img>`'s sources for one of a listing's photos (Property.photos, Property.cover): an upload
 * has every width it is kept at in `srcset`, which `sizes` (how wide the image is laid out) lets
 * the browser choose from; a sample drawing has one URL.
 */
export interface ShownPhoto {
  src: string;
  srcset?: string | null;
}

export function photoAttributes(photo: ShownPhoto, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  return photo.srcset ? { src: photo.src, srcSet: photo.srcset, sizes } : { src: photo.src };
}
