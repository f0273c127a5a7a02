import { deflateSync } from 'node:zlib';
import { Random } from './random';

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5) as pdftoppm -gray writes it. */
export function parsePgm(bytes: Buffer): GreyImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('PGM attendu');
  const [whole, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: new Uint8Array(bytes.subarray(whole.length)),
  };
}

/**
 * What a scanner does to a page: a small rotation (bilinear, white corners), grey
 * speckles and a slightly uneven background.
 */
export function soil(
  image: GreyImage,
  angleDegrees: number,
  noise: number,
  seed: number,
): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(width * height);
  const angle = (angleDegrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  const random = new Random(seed);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 255 : (pixels[y * width + x] as number);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const value =
        at(x0, y0) * (1 - fx) * (1 - fy) +
        at(x0 + 1, y0) * fx * (1 - fy) +
        at(x0, y0 + 1) * (1 - fx) * fy +
        at(x0 + 1, y0 + 1) * fx * fy;
      const grain = (random.next() - 0.5) * noise * 2;
      const speck = random.chance(0.0015) ? -160 : 0;
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(value + grain + speck - 6)));
    }
  }
  return { width, height, pixels: out };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG. */
export function encodePng({ width, height, pixels }: GreyImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1)
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
