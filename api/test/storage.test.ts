import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import type { FileStorage } from '../src/services/storage/file-storage';
import { gatherBytes, LongerThanSaidError, toBuffer } from '../src/services/storage/file-storage';
import {
  isSafeKey,
  keyFromUrl,
  StoredFileNotFoundError,
  UnsafeStorageKeyError,
} from '../src/services/storage/keys';
import { localStorage } from '../src/services/storage/local-storage';
import { s3Storage } from '../src/services/storage/s3-storage';
import { localFilesWarning } from '../src/services/storage/local-storage-warning';

const API = 'https://api.example.fr';

/** The same behaviour is required of both adapters. */
function behavesAsFileStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('stores, reads back, describes and deletes a file', async () => {
      const storage = make();
      const stored = await storage.put(
        'registers/abc/plan.pdf',
        Buffer.from('%PDF-1.4 contenu'),
        'application/pdf',
      );
      expect(stored).toEqual({
        key: 'registers/abc/plan.pdf',
        url: 'https://api.example.fr/files/registers/abc/plan.pdf',
      });
      expect(await storage.exists('registers/abc/plan.pdf')).toBe(true);
      expect(await storage.head('registers/abc/plan.pdf')).toEqual({
        mimetype: 'application/pdf',
        size: 16,
      });
      expect((await toBuffer(await storage.get('registers/abc/plan.pdf'))).toString()).toBe(
        '%PDF-1.4 contenu',
      );
      await storage.delete('registers/abc/plan.pdf');
      expect(await storage.exists('registers/abc/plan.pdf')).toBe(false);
      expect(await storage.head('registers/abc/plan.pdf')).toBeNull();
    });

    it('accepts a stream', async () => {
      const storage = make();
      await storage.put(
        'orders/XYZ234/scan.png',
        Readable.from([Buffer.from('part1-'), Buffer.from('part2')]),
        'image/png',
      );
      expect((await toBuffer(await storage.get('orders/XYZ234/scan.png'))).toString()).toBe(
        'part1-part2',
      );
    });

    it('reports a missing file as not found', async () => {
      await expect(make().get('nothing/here.pdf')).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(make().delete('nothing/here.pdf')).resolves.toBeUndefined();
    });

    it('refuses keys that could escape the storage', async () => {
      for (const key of [
        '../etc/passwd',
        'a/../../b',
        '/abs.pdf',
        'a\\b',
        '.meta/x.json',
        'a//b',
        '',
      ]) {
        await expect(make().put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
          UnsafeStorageKeyError,
        );
        await expect(make().get(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      }
    });
  });
}

describe('storage keys', () => {
  it('accepts plain segments only and maps urls back to keys', () => {
    expect(isSafeKey('registers/1234/a-b_c.pdf')).toBe(true);
    expect(isSafeKey('..')).toBe(false);
    expect(isSafeKey('a/.hidden')).toBe(false);
    expect(keyFromUrl(API, 'https://api.example.fr/files/registers/a.pdf')).toBe('registers/a.pdf');
    expect(keyFromUrl(API, 'https://evil.example/files/a.pdf')).toBeNull();
    expect(keyFromUrl(API, 'https://api.example.fr/files/../a.pdf')).toBeNull();
  });
});

describe('file storage', () => {
  let root: string;
  let s3: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ped-storage-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(root, 's3'),
      configureBuckets: [{ name: 'ped-files' }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  behavesAsFileStorage('local folder', () => localStorage(path.join(root, 'local'), API));
  behavesAsFileStorage('S3-compatible bucket (s3rver)', () =>
    s3Storage(
      {
        bucket: 'ped-files',
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
      API,
    ),
  );

  it('leaves no temporary file behind when a stream fails', async () => {
    const storage = localStorage(path.join(root, 'failing'), API);
    const broken = new Readable({
      read() {
        this.destroy(new Error('connexion coupée'));
      },
    });
    await expect(storage.put('orders/AAAAAA/x.pdf', broken, 'application/pdf')).rejects.toThrow(
      'connexion coupée',
    );
    expect(await readdir(path.join(root, 'failing', 'orders', 'AAAAAA'))).toEqual([]);
  });
});

describe('gathering a file in memory', () => {
  const chunks = () => Readable.from([Buffer.from('%PDF-'), Buffer.from('1.4\n'), 'fin']);

  it('gives back the bytes in order, sized by what arrived, not by the room reserved', async () => {
    const bytes = await gatherBytes(chunks(), 20 * 1024 * 1024);
    expect(bytes.toString()).toBe('%PDF-1.4\nfin');
    expect(bytes.length).toBe(12);
  });

  it('puts them in memory a reader thread shares when asked', async () => {
    const bytes = await gatherBytes(chunks(), 12, { shared: true });
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(bytes.toString()).toBe('%PDF-1.4\nfin');
    expect((await gatherBytes(chunks(), 12)).buffer).not.toBeInstanceOf(SharedArrayBuffer);
  });

  it('refuses a stream longer than its announced size', async () => {
    await expect(gatherBytes(chunks(), 11)).rejects.toBeInstanceOf(LongerThanSaidError);
  });
});

describe('local files in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: '/srv/ped',
    S3_BUCKET: undefined,
    FILES_DIR_SHARED: false,
  } as const;

  it('warns at start-up that the API must run alone, unless the folder is shared or a bucket is set', () => {
    expect(localFilesWarning(production)).toBe(
      'Fichiers stockés dans /srv/ped/files, propre à cette instance : l’API doit tourner seule. Pour plusieurs instances, définir S3_BUCKET, ou FILES_DIR_SHARED=true si ce dossier est partagé entre elles.',
    );
    expect(localFilesWarning({ ...production, FILES_DIR_SHARED: true })).toBeNull();
    expect(localFilesWarning({ ...production, S3_BUCKET: 'ped-files' })).toBeNull();
    expect(localFilesWarning({ ...production, NODE_ENV: 'development' })).toBeNull();
  });
});
