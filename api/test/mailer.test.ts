import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { renderMail } from '../src/mail/layout';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { createTestApp } from './helpers/test-app';

describe('mailer over SMTP_URL', () => {
  let catcher: TestMailCatcher;
  let app: FastifyInstance;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({
      SMTP_URL: catcher.smtpUrl,
      MAIL_FROM: 'Pré-état daté <test@pre-etat-date.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('delivers the text and HTML versions with attachments, from MAIL_FROM', async () => {
    const content = renderMail({
      title: 'Bonjour',
      intro: 'Voici votre document.',
      paragraphs: ['Merci <de> votre confiance.'],
      action: { label: 'Ouvrir', url: 'https://example.org/a?b=1&c=2' },
    });
    await app.mailer.send({
      to: 'client@example.org',
      subject: 'Votre pré-état daté',
      ...content,
      attachments: [
        { filename: 'doc.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
      ],
    });
    const mail = await catcher.waitFor((m) => m.subject === 'Votre pré-état daté');
    expect(mail.to).toBe('client@example.org');
    expect(mail.from).toBe('test@pre-etat-date.test');
    expect(mail.text).toContain('Ouvrir : https://example.org/a?b=1&c=2');
    expect(mail.html).toContain('Merci &lt;de&gt; votre confiance.');
    expect(mail.html).toContain('href="https://example.org/a?b=1&amp;c=2"');
    expect(mail.attachments).toEqual([
      { filename: 'doc.pdf', contentType: 'application/pdf', size: 8 },
    ]);
  });

  it('does not serve the development mailbox when a real SMTP server is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mails' })).statusCode).toBe(404);
  });

  it('waitFor rejects with the list of received mails when the expected one never comes', async () => {
    await expect(catcher.waitFor((m) => m.subject === 'jamais', 50)).rejects.toThrow(
      /Aucun e-mail attendu reçu en 50 ms/,
    );
  });
});

describe('embedded mail catcher (no SMTP_URL, development)', () => {
  let app: FastifyInstance;
  const dataDir = `/tmp/ped-mailer-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    app = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps sent mails, lists them in French at /dev/mails and shows each one', async () => {
    await app.mailer.send({
      to: 'a@example.org',
      subject: 'Validez votre compte',
      ...renderMail({ title: 'Validez', intro: 'Bonjour', paragraphs: [] }),
    });
    const list = await app.inject({ method: 'GET', url: '/dev/mails' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('E-mails de développement');
    expect(list.body).toContain('Validez votre compte');
    const id = /href="\/dev\/mails\/([^"]+)"/.exec(list.body)?.[1];
    expect(id).toBeDefined();
    const one = await app.inject({ method: 'GET', url: `/dev/mails/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('a@example.org');
    const files = await fs.readdir(path.join(dataDir, 'mails'));
    expect(files).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/dev/mails/inconnu' })).json()).toMatchObject({
      success: false,
      message: 'E-mail introuvable',
    });
  });
});
