import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from './ports';

/**
 * The link of the newest mail sent to `to` whose path matches `pathPattern`, read from the
 * API's development mail catcher (GET /dev/mails, then the mail's page).
 */
export async function linkFromMail(
  request: APIRequestContext,
  to: string,
  pathPattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails`)).text();
        const row = mailbox.split('<tr>').find((cells) => cells.includes(`<td>${to}</td>`));
        const id = row?.match(/href="\/dev\/mails\/([^"]+)"/)?.[1];
        if (!id) return null;
        const mail = await (await request.get(`${E2E_PORTS.apiUrl}/dev/mails/${id}`)).text();
        link = mail
          .match(new RegExp(`https?://[^"\\s<]*${pathPattern.source}`))?.[0]
          ?.replace(/&(amp;)+/g, '&');
        return link ?? null;
      },
      { message: `e-mail à ${to}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return new URL(link!).pathname + new URL(link!).search;
}
