import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';

/** A mail as received by the catcher: what a reader (person or test) needs to check it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

export interface MailCatcher {
  port: number;
  smtpUrl: string;
  messages(): CaughtMail[];
  find(id: string): CaughtMail | undefined;
  /** called for every mail once stored */
  onMail(listener: (mail: CaughtMail) => void): () => void;
  clear(): void;
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
    .filter(Boolean)
    .join(', ');
}

/**
 * An SMTP server on 127.0.0.1 that keeps every mail it receives, in memory and, when a
 * folder is given, as one JSON file per mail (so a restarted API still lists them).
 * Used as the development default (no SMTP_URL) and by the tests.
 */
export async function startMailCatcher({ dir }: { dir?: string } = {}): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const listeners = new Set<(mail: CaughtMail) => void>();
  if (dir) {
    await fs.mkdir(dir, { recursive: true });
    for (const file of (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
      received.push(JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as CaughtMail);
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const receivedAt = new Date().toISOString();
          const mail: CaughtMail = {
            id: `${receivedAt.replace(/[-:.TZ]/g, '')}-${randomUUID().slice(0, 8)}`,
            receivedAt,
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? 'piece-jointe',
              contentType: a.contentType,
              size: a.size,
            })),
          };
          if (dir)
            await fs.writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail, null, 2));
          received.push(mail);
          for (const listener of listeners) listener(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    find: (id) => received.find((mail) => mail.id === id),
    onMail(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
