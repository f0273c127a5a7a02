import { COMPANY, COMPANY_ADDRESS } from '@ped/domain';

export interface MailContent {
  title: string;
  intro: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** secondary links, under the paragraphs (the invoice of the payment e-mail) */
  links?: Array<{ label: string; url: string }>;
  footer?: string;
}

const DEFAULT_FOOTER = `${COMPANY.brand} — ${COMPANY.legalName}, ${COMPANY_ADDRESS}. Ce message vous est envoyé automatiquement, merci de ne pas y répondre.`;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The one layout of every e-mail: a French HTML version (inline styles, as mail clients
 * ignore stylesheets) and the same content as plain text for clients that show no HTML.
 */
export function renderMail({
  title,
  intro,
  paragraphs,
  action,
  links = [],
  footer = DEFAULT_FOOTER,
}: MailContent): { text: string; html: string } {
  const text = [
    title,
    '',
    intro,
    ...paragraphs.flatMap((p) => ['', p]),
    ...links.flatMap((link) => ['', `${link.label} : ${link.url}`]),
    ...(action ? ['', `${action.label} : ${action.url}`] : []),
    '',
    '--',
    footer,
  ].join('\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f4e8c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur : <br><a href="${escapeHtml(action.url)}" style="color:#1f4e8c;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f9;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#1f4e8c">${escapeHtml(COMPANY.brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${paragraph(intro)}
${paragraphs.map(paragraph).join('\n')}
${links.map((link) => `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(link.url)}" style="color:#1f4e8c">${escapeHtml(link.label)}</a></p>`).join('\n')}
${button}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
</td></tr></table>
</td></tr></table>
</body>
</html>`;
  return { text, html };
}
