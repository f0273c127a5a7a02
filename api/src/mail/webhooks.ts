import { formatDateTimeInFull, WEBHOOK_RETRY_HOURS } from '@ped/domain';
import { renderMail } from './layout';

export interface WebhookDisabledMail {
  url: string;
  organisation: string;
  /** the first failed delivery since the last success */
  failingSince: Date;
  /** why the last try failed, in French */
  lastError: string;
  settingsUrl: string;
}

/** To the organisation's owner: an endpoint that failed for 24 h is switched off. */
export function webhookDisabledMail({
  url,
  organisation,
  failingSince,
  lastError,
  settingsUrl,
}: WebhookDisabledMail) {
  return {
    subject: `Webhook désactivé : ${url} ne répond plus`,
    ...renderMail({
      title: 'Votre webhook a été désactivé',
      intro: `Bonjour, depuis le ${formatDateTimeInFull(failingSince)}, aucun des événements envoyés à ${url} pour ${organisation} n’a été accepté. Après ${WEBHOOK_RETRY_HOURS} heures d’échecs, nous l’avons désactivé : plus aucun événement ne lui est envoyé.`,
      paragraphs: [
        `Dernière erreur : ${lastError}.`,
        'Une fois votre serveur réparé, réactivez le webhook dans Paramètres et envoyez-lui un événement de test. Vos logiciels peuvent relire les commandes manquées par l’API.',
      ],
      action: { label: 'Ouvrir Paramètres', url: settingsUrl },
    }),
  };
}
