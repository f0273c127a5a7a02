import fp from 'fastify-plugin';
import type { OutgoingMail } from './mailer';

export const MAIL_RETRY_JOB = 'mail.retry';
/** The first retry; the job queue spaces the following ones. */
const FIRST_RETRY_MS = 60 * 1000;

export interface MailQueue {
  /**
   * Sends now; when the SMTP server fails, the mail goes to the job queue, which retries
   * it, and the caller's request still succeeds (issue 16, finding 8: an account created
   * while SMTP was down answered 500, its retry 409, and no validation link ever came).
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends now, once per `key` whatever the retries of what asks for it, on any instance; a
   * durable job from before the send, so that a process that dies meanwhile leaves the mail
   * to another instance (ADR 072). A consequence of a state change uses this one.
   */
  sendOnce(key: string, mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export default fp(
  async (app) => {
    app.scheduler.define(MAIL_RETRY_JOB, async (data) => {
      await app.mailer.send(data as unknown as OutgoingMail);
    });
    app.decorate('mailQueue', {
      async send(mail: OutgoingMail) {
        try {
          await app.mailer.send(mail);
        } catch (error) {
          app.log.warn(
            { err: error, subject: mail.subject },
            'E-mail non envoyé, nouvel essai prévu',
          );
          await app.scheduler.schedule(
            MAIL_RETRY_JOB,
            new Date(Date.now() + FIRST_RETRY_MS),
            mail as unknown as Record<string, unknown>,
          );
        }
      },
      async sendOnce(key, mail) {
        await app.scheduler.runOnce(
          MAIL_RETRY_JOB,
          `mail:${key}`,
          mail as unknown as Record<string, unknown>,
        );
      },
    });
  },
  { name: 'mail-queue', dependencies: ['mailer', 'scheduler'] },
);
