import { orderStatusMail } from '../src/mail/orders';

const context = {
  orderid: 'AB12CD',
  orderUrl: 'https://app.example.fr/pre-etat-date/commande/AB12CD',
  documentUrl: 'https://api.example.fr/order/AB12CD/document?token=signe',
};

/** Issue 38: the « disponible » e-mail said « transmettez-le à votre notaire » to a seller whose notary already had it. */
describe('the seller’s « disponible » e-mail', () => {
  it('says who already received the document, and that there is no need to send it again', () => {
    const { text } = orderStatusMail('done', {
      ...context,
      delivery: {
        version: 1,
        space: true,
        recipients: [{ role: 'notary', name: 'Maître Durand', email: 'durand@notaires.fr' }],
      },
    });
    expect(text).toContain(
      'Nous l’avons transmis par un lien vers leur espace sécurisé à : notaire du vendeur, Maître Durand (durand@notaires.fr). Inutile de le leur renvoyer.',
    );
    expect(text).not.toContain('Transmettez-le');
    expect(text).toContain(
      'La page de votre commande : https://app.example.fr/pre-etat-date/commande/AB12CD',
    );
    expect(text).toContain(
      'Télécharger mon pré-état daté : https://api.example.fr/order/AB12CD/document?token=signe',
    );
  });

  it('asks the seller to hand it over when nobody has it, with the space when the offer has one', () => {
    const shared = orderStatusMail('done', {
      ...context,
      delivery: { version: 1, space: true, recipients: [] },
    });
    expect(shared.text).toContain(
      'Transmettez-le à votre notaire avec les documents de la copropriété, ou partagez-lui son espace sécurisé depuis la page de votre commande.',
    );
    const alone = orderStatusMail('done', {
      ...context,
      delivery: { version: 1, space: false, recipients: [] },
    });
    expect(alone.text).toContain(
      'Transmettez-le à votre notaire avec les documents de la copropriété.',
    );
    expect(alone.text).not.toContain('espace sécurisé');
  });

  it('says that a second version replaces the first, in its subject and its text', () => {
    const mail = orderStatusMail('done', {
      ...context,
      delivery: { version: 2, space: true, recipients: [] },
    });
    expect(mail.subject).toBe(
      'Votre pré-état daté mis à jour est disponible (commande AB12CD, version 2)',
    );
    expect(mail.text).toContain(
      'C’est la version 2, qui remplace la version 1 : la page de votre commande dit ce qui a changé.',
    );
    expect(orderStatusMail('done', context).subject).toBe(
      'Votre pré-état daté est disponible (commande AB12CD)',
    );
  });
});
