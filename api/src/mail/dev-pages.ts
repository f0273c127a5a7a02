import type { CaughtMail } from './catcher';
import { escapeHtml } from './layout';

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1d2433;background:#f4f6f9}
main{max-width:960px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
a{color:#1f4e8c}iframe{width:100%;height:560px;border:1px solid #e5e7eb;border-radius:6px}
pre{white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:6px}dt{font-weight:bold}dd{margin:0 0 8px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
</style></head>
<body><main>${body}</main></body></html>`;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

/** GET /dev/mails: the caught mails, newest first. */
export function renderMailbox(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(dateTime(mail.receivedAt))}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mails/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(sans objet)')}</a></td></tr>`,
    )
    .join('\n');
  const content = mails.length
    ? `<table><caption class="sr-only">E-mails reçus</caption><thead><tr><th scope="col">Reçu le</th><th scope="col">Destinataire</th><th scope="col">Objet</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>Aucun e-mail envoyé pour l’instant.</p>';
  return page(
    'E-mails de développement',
    `<h1>E-mails de développement</h1><p>${mails.length} e-mail(s) envoyé(s) par l’API (aucun n’a quitté cette machine).</p>${content}`,
  );
}

/** GET /dev/mails/:id: one mail, its HTML in a sandboxed frame and its text version. */
export function renderCaughtMail(mail: CaughtMail): string {
  const attachments = mail.attachments.length
    ? `<dt>Pièces jointes</dt><dd>${mail.attachments.map((a) => `${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} octets)`).join('<br>')}</dd>`
    : '';
  return page(
    mail.subject || '(sans objet)',
    `<p><a href="/dev/mails">← Tous les e-mails</a></p>
<h1>${escapeHtml(mail.subject || '(sans objet)')}</h1>
<dl><dt>De</dt><dd>${escapeHtml(mail.from)}</dd><dt>À</dt><dd>${escapeHtml(mail.to)}</dd><dt>Reçu le</dt><dd>${escapeHtml(dateTime(mail.receivedAt))}</dd>${attachments}</dl>
<h2>Version HTML</h2><iframe title="Version HTML de l’e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Version texte</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}
