import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { receiveUpload, UPLOAD_TOO_LARGE } from '../../src/services/uploads/receive-upload';

/**
 * @fastify/multipart sometimes hands over a file cut at the size limit without throwing
 * (fastify-multipart#428, #542; seen here: a 21 Mo PDF sent after others on a running API
 * was stored cut at 20 Mo, then read as damaged). Its `truncated` mark must refuse it.
 */
describe('receiveUpload', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
  const requestWith = (truncated: boolean) =>
    ({
      headers: { 'content-length': String(pdf.length + 200) },
      isMultipart: () => true,
      file: async () => ({
        fieldname: 'file',
        filename: 'releve.pdf',
        file: Object.assign(Readable.from([pdf]), { truncated }),
      }),
    }) as unknown as FastifyRequest;

  it('refuses a file the multipart parser cut at the size limit, and stores nothing', async () => {
    const put = jest.fn(async (key: string) => ({ key, url: `https://api.test/files/${key}` }));
    const app = { storage: { put } } as unknown as FastifyInstance;
    await expect(receiveUpload(app, requestWith(true), 'orders/ABC123')).rejects.toMatchObject({
      statusCode: 413,
      message: UPLOAD_TOO_LARGE,
    });
    expect(put).not.toHaveBeenCalled();

    await expect(receiveUpload(app, requestWith(false), 'orders/ABC123')).resolves.toMatchObject({
      mimetype: 'application/pdf',
      name: 'releve.pdf',
    });
    expect(put).toHaveBeenCalledTimes(1);
  });
});
