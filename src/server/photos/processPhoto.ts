/**
 * An upload's bytes into the photo CampusNest keeps: the type read from the bytes themselves
 * (file-type; the name and the declared type are never asked), turned upright by its EXIF
 * orientation, checked for size, and re-encoded by sharp to WebP at each of the page's widths.
 * Re-encoding keeps pixels only: EXIF (a phone's GPS position), XMP, IPTC and ICC go (sharp keeps
 * no metadata unless asked; colours are converted to sRGB first).
 */
import type { Sharp, SharpOptions } from 'sharp';
import { fileProblem, isTooSmall, photoWidths, scaledHeight, type PhotoErrorCode } from '../../lib/photos';

/** A decoded image larger than this is refused before its pixels are allocated (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 100_000_000;

const WEBP_QUALITY = 80;

export interface EncodedPhoto {
  /** Upright, before resizing. */
  width: number;
  height: number;
  /** Each kept width's WebP, smallest first. */
  files: Map<number, Buffer>;
}

export type ProcessOutcome = { photo: EncodedPhoto } | { problem: PhotoErrorCode };

/** Loaded with the first upload: libvips costs a server that never sees one about 20 MB. */
let libraries: Promise<[typeof import('file-type'), (input: Buffer, options?: SharpOptions) => Sharp]> | undefined;
const loadLibraries = () => (libraries ??= Promise.all([import('file-type'), import('sharp').then((module) => module.default)]));

export async function processPhoto(bytes: Buffer): Promise<ProcessOutcome> {
  const [{ fileTypeFromBuffer }, sharp] = await loadLibraries();
  const detected = await fileTypeFromBuffer(bytes);
  const problem = fileProblem({ size: bytes.length }, detected?.mime);
  if (problem) return { problem };

  let upright: { width: number; height: number };
  try {
    upright = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).autoOrient;
  } catch {
    // The magic number of a JPEG, PNG or WebP with nothing decodable behind it.
    return { problem: 'NOT_AN_IMAGE' };
  }
  if (isTooSmall(upright)) return { problem: 'TOO_SMALL' };

  const widths = photoWidths(upright.width);
  const files = new Map<number, Buffer>();
  try {
    // Decoded once, upright, at the widest kept width (a JPEG shrinks as it loads); each width is
    // made from these pixels rather than by decoding the upload again.
    const widest = widths[widths.length - 1]!;
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widest, height: scaledHeight(upright, widest), fit: 'fill' })
      // 8-bit sRGB whatever came in (16-bit PNG, CMYK JPEG), as the raw pixels below are read.
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const width of widths) {
      const webp = await sharp(data, raw)
        .resize({ width, height: scaledHeight(upright, width), fit: 'fill' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      files.set(width, webp);
    }
  } catch {
    return { problem: 'NOT_AN_IMAGE' };
  }
  return { photo: { ...upright, files } };
}
