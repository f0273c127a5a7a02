import { renderMail } from './layout';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export function validationMail(url: string): MailMessage {
  return {
    subject: 'Validez votre compte professionnel',
    ...renderMail({
      title: 'Bienvenue sur votre Espace Pro',
      intro: 'Votre compte professionnel a bien été créé.',
      paragraphs: [
        'Pour l’activer, confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous. Ce lien est valable 7 jours.',
      ],
      action: { label: 'Valider mon adresse e-mail', url },
      footer: 'Vous n’êtes pas à l’origine de cette inscription ? Ignorez simplement ce message.',
    }),
  };
}

export function passwordResetMail(url: string): MailMessage {
  return {
    subject: 'Réinitialisation de votre mot de passe',
    ...renderMail({
      title: 'Choisissez un nouveau mot de passe',
      intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte.',
      paragraphs: ['Ce lien est valable une heure et ne peut servir qu’une fois.'],
      action: { label: 'Choisir un nouveau mot de passe', url },
      footer:
        'Vous n’êtes pas à l’origine de cette demande ? Ignorez ce message : votre mot de passe reste inchangé.',
    }),
  };
}

export function invitationMail(
  url: string,
  organisationName: string,
  invitedBy: string,
): MailMessage {
  return {
    subject: `Invitation à rejoindre ${organisationName}`,
    ...renderMail({
      title: `Rejoignez ${organisationName}`,
      intro: `${invitedBy} vous invite à rejoindre l’Espace Pro de ${organisationName} en tant que Collaborateur.`,
      paragraphs: [
        'Choisissez votre mot de passe pour activer votre accès. Ce lien est valable 7 jours.',
      ],
      action: { label: 'Accepter l’invitation', url },
    }),
  };
}
