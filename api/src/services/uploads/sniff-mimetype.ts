/**
 * The real type of an uploaded file, read from its first bytes: the name and the declared
 * content type are the sender's word and are ignored. Only PDF and images are accepted
 * (docs/product.md §5.1); null for anything else.
 */
export interface SniffedType {
  mimetype: string;
  extension: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

export function sniffMimetype(bytes: Buffer): SniffedType | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return { mimetype: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimetype: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimetype: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mimetype: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return { mimetype: 'image/tiff', extension: 'tiff' };
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(bytes, 8, 12)))
    return { mimetype: 'image/heic', extension: 'heic' };
  return null;
}
