import { imageSize } from 'image-size';
import { readingFailure, ReadingStopped } from '../failure';

/** Images tesseract.js decodes itself; TIFF and HEIC are stored but not read. */
const OCR_FORMATS = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Width × height declared in an image's header, read without decoding a pixel. */
export function declaredPixels(bytes: Buffer): number {
  try {
    const { width, height } = imageSize(bytes);
    if (!width || !height) throw new Error('no size');
    return width * height;
  } catch {
    throw new ReadingStopped(readingFailure('unreadable'));
  }
}

/**
 * Lets an uploaded image through to OCR only when its format is one tesseract decodes and
 * its header declares no more pixels than `maxPixels`: a junk file after a PNG signature,
 * or a pixel bomb, stops here, before anything allocates for it.
 */
export function checkImageForOcr(bytes: Buffer, mimetype: string, maxPixels: number): void {
  if (!OCR_FORMATS.has(mimetype)) throw new ReadingStopped(readingFailure('format', { mimetype }));
  const pixels = declaredPixels(bytes);
  if (pixels > maxPixels) throw new ReadingStopped(readingFailure('pixels', { pixels }));
}
