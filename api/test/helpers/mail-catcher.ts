import { startMailCatcher as startCatcher, type CaughtMail } from '../../src/mail/catcher';

export type ReceivedMail = CaughtMail;

export interface TestMailCatcher {
  /** pass as `createTestApp({ SMTP_URL: catcher.smtpUrl })` */
  smtpUrl: string;
  messages(): ReceivedMail[];
  /** the first mail (already received or to come) matching the predicate; rejects after timeoutMs */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

/** An in-process SMTP server for the tests: the API sends through it, the test reads what arrived. */
export async function startMailCatcher(): Promise<TestMailCatcher> {
  const catcher = await startCatcher();
  return {
    smtpUrl: catcher.smtpUrl,
    messages: catcher.messages,
    clear: catcher.clear,
    close: catcher.close,
    waitFor(predicate, timeoutMs = 5000) {
      const already = catcher.messages().find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(
            new Error(
              `Aucun e-mail attendu reçu en ${timeoutMs} ms (reçus : ${
                catcher
                  .messages()
                  .map((m) => `${m.to} « ${m.subject} »`)
                  .join(', ') || 'aucun'
              })`,
            ),
          );
        }, timeoutMs);
        const stop = catcher.onMail((mail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          stop();
          resolve(mail);
        });
      });
    },
  };
}
