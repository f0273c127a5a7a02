import jpeg from 'jpeg-js';
import { formatCount } from '@ped/domain';
import { PNG } from 'pngjs';
import { LOGO_BUDGETS } from './budgets';
import { declaredPixels } from './extract/image-check';

/** A logo as documents print it. */
export interface LogoImage {
  bytes: Buffer;
  mimetype: 'image/png' | 'image/jpeg';
}

/** Why a logo cannot be used, in the words the owner reads under the form. */
export class LogoImageRefusal extends Error {}

export const UNPRINTABLE =
  'Cette image ne peut pas être imprimée : enregistrez-la en PNG ou JPEG standard';

const WHITE = 255;

/**
 * A PNG with its transparency laid on white, saved as plain 8-bit RGB without interlacing:
 * the one PNG form pdfkit embeds as it is, without decoding its pixels at every document
 * (a logo with an alpha channel was decoded, and its memory paid, at each delivery).
 */
function flattenedPng(bytes: Buffer): Buffer {
  const image = PNG.sync.read(bytes);
  const rgb = Buffer.alloc(image.width * image.height * 3);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    const alpha = image.data[pixel * 4 + 3]! / 255;
    for (let channel = 0; channel < 3; channel += 1)
      rgb[pixel * 3 + channel] = Math.round(
        image.data[pixel * 4 + channel]! * alpha + WHITE * (1 - alpha),
      );
  }
  return PNG.sync.write(
    Object.assign(new PNG({ width: image.width, height: image.height }), { data: rgb }),
    { colorType: 2, inputColorType: 2, inputHasAlpha: false, bitDepth: 8 },
  );
}

/**
 * Checks and prepares a downloaded logo, once, when the settings are saved (in the reading
 * pool: decoding is the costly part). Its size in pixels is read from the header first; a
 * JPEG is decoded to prove it whole and kept as it is (pdfkit embeds JPEG bytes without
 * decoding them); a PNG is decoded and flattened.
 */
export function prepareLogoImage(bytes: Buffer, mimetype: string): LogoImage {
  let pixels: number;
  try {
    pixels = declaredPixels(bytes);
  } catch {
    throw new LogoImageRefusal(
      'Cette image est endommagée : enregistrez-la de nouveau en PNG ou JPEG',
    );
  }
  if (pixels > LOGO_BUDGETS.pixels)
    throw new LogoImageRefusal(
      `Le logo est trop grand (${formatCount(pixels)} pixels) : réduisez-le à ${formatCount(LOGO_BUDGETS.pixels)} pixels au plus, par exemple ${formatCount(2000)} × ${formatCount(2000)}`,
    );
  try {
    if (mimetype === 'image/jpeg') {
      jpeg.decode(bytes, {
        useTArray: true,
        maxResolutionInMP: LOGO_BUDGETS.pixels / 1_000_000,
        maxMemoryUsageInMB: LOGO_BUDGETS.jpegDecoderMb,
      });
      return { bytes, mimetype: 'image/jpeg' };
    }
    return { bytes: flattenedPng(bytes), mimetype: 'image/png' };
  } catch {
    throw new LogoImageRefusal(UNPRINTABLE);
  }
}
