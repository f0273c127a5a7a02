import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfigError } from '../../config';
import type { MailCatcher } from '../../mail/catcher';
import { renderMailbox, renderCaughtMail } from '../../mail/dev-pages';
import { notFound } from '../../lib/http-errors';
import { named } from '../../lib/named-plugin';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only: the caught mails, readable in the browser of this machine. They hold
 * validation and password-reset links, so a development API listening on a network
 * (HOST=0.0.0.0) does not hand them to its neighbours: only loopback callers get them.
 */
const devMailRoutes =
  (catcher: MailCatcher): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!LOOPBACK.has(request.ip)) throw notFound();
    });
    app.get('/dev/mails', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderMailbox(catcher.messages().reverse())),
    );
    app.get(
      '/dev/mails/:id',
      {
        schema: {
          hide: true,
          params: Type.Object(
            { id: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$' }) },
            { additionalProperties: false },
          ),
        },
      },
      async (request, reply) => {
        const mail = catcher.find(request.params.id);
        if (!mail) throw notFound('E-mail introuvable');
        return reply.type('text/html; charset=utf-8').send(renderCaughtMail(mail));
      },
    );
  };

/**
 * The one way the API sends e-mail: nodemailer over SMTP_URL. Without SMTP_URL outside
 * production, an embedded catcher receives the mails (DATA_DIR/mails) and shows them at
 * GET /dev/mails, so a newcomer reads every mail the app sends with no configuration.
 */
export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM, NODE_ENV, DATA_DIR } = app.config;
    let transport: Transporter;
    if (SMTP_URL) {
      transport = nodemailer.createTransport(SMTP_URL);
    } else if (NODE_ENV === 'production') {
      throw new ConfigError('En production, définir / in production, set: SMTP_URL.');
    } else {
      // an SMTP server and a MIME parser: loaded only where there is no SMTP_URL
      const { startMailCatcher } = await import('../../mail/catcher');
      const catcher = await startMailCatcher({ dir: path.resolve(DATA_DIR, 'mails') });
      transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: catcher.port,
        secure: false,
        ignoreTLS: true,
      });
      await app.register(named(devMailRoutes(catcher), 'devMailRoutes'));
      app.addHook('onClose', async () => catcher.close());
      app.log.info(
        { url: `${app.config.PUBLIC_API_URL}/dev/mails` },
        'E-mails de développement lisibles sur /dev/mails',
      );
    }
    app.addHook('onClose', async () => transport.close());

    app.decorate('mailer', {
      async send({ to, subject, text, html, attachments }: OutgoingMail) {
        await transport.sendMail({ from: MAIL_FROM, to, subject, text, html, attachments });
      },
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
