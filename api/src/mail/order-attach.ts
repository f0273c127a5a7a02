import { renderMail } from './layout';
import type { MailMessage } from './account';

/**
 * To the holder of an account whose e-mail a visitor gave for an order: the order joins
 * their account only if they confirm (issue 16, finding 5).
 */
export function orderAttachMail(orderid: string, url: string): MailMessage {
  return {
    subject: `Commande ${orderid} passée avec votre adresse e-mail`,
    ...renderMail({
      title: 'Rattacher cette commande à votre compte ?',
      intro: `Une commande de pré-état daté (${orderid}) vient d’être passée sans connexion, avec l’adresse e-mail de votre compte.`,
      paragraphs: [
        'Si c’est vous, confirmez ci-dessous : la commande apparaîtra dans votre compte.',
        'Sinon, ignorez ce message : elle n’y apparaîtra pas.',
      ],
      action: { label: 'Rattacher la commande à mon compte', url },
    }),
  };
}
