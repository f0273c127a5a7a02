import { readFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { LogoImageRefusal, prepareLogoImage } from '../../src/services/document-reading/logo-image';
import { pixelBombPng } from '../fixtures/hostile-files';

/** A 4 × 2 logo: red on the left half, fully transparent on the right. */
function halfTransparentPng(): Buffer {
  const image = new PNG({ width: 4, height: 2 });
  for (let pixel = 0; pixel < 8; pixel += 1)
    image.data.set(pixel % 4 < 2 ? [200, 0, 0, 255] : [0, 0, 0, 0], pixel * 4);
  return PNG.sync.write(image);
}

describe('a logo prepared once for every document', () => {
  it('lays a PNG’s transparency on white and keeps it as plain RGB, which documents embed without decoding', () => {
    const { bytes, mimetype } = prepareLogoImage(halfTransparentPng(), 'image/png');
    expect(mimetype).toBe('image/png');
    expect(bytes[25]).toBe(2); // colour type: RGB, no alpha channel
    const read = PNG.sync.read(bytes);
    expect([...read.data.subarray(0, 4)]).toEqual([200, 0, 0, 255]);
    expect([...read.data.subarray(12, 16)]).toEqual([255, 255, 255, 255]);
  });

  it('keeps a JPEG byte for byte once decoded whole', () => {
    const photo = jpeg.encode({ width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 128) }).data;
    expect(prepareLogoImage(photo, 'image/jpeg')).toEqual({ bytes: photo, mimetype: 'image/jpeg' });
  });

  it('refuses, from the header alone, an image of more pixels than a logo needs', () => {
    expect(() => prepareLogoImage(pixelBombPng(6000, 6000), 'image/png')).toThrow(
      new LogoImageRefusal(
        'Le logo est trop grand (36\u00a0000\u00a0000 pixels) : réduisez-le à 4\u00a0000\u00a0000 pixels au plus, par exemple 2\u00a0000 × 2\u00a0000',
      ),
    );
  });

  it('refuses a file that only starts like an image', () => {
    const scan = readFileSync(
      path.join(__dirname, '../fixtures/documents/appel-de-fonds-scan.png'),
    );
    expect(() => prepareLogoImage(scan.subarray(0, 200), 'image/png')).toThrow(
      new LogoImageRefusal(
        'Cette image ne peut pas être imprimée : enregistrez-la en PNG ou JPEG standard',
      ),
    );
  });
});
