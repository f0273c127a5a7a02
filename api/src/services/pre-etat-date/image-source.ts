import { sniffMimetype } from '../uploads/sniff-mimetype';

/** An image as pdfmake takes it: a data URL (it reads PNG and JPEG). */
export const imageSource = (bytes: Buffer): string =>
  `data:${sniffMimetype(bytes)?.mimetype ?? 'image/png'};base64,${bytes.toString('base64')}`;
