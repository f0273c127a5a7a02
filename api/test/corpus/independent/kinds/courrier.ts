import type { DocumentSpec } from '../../spec';
import { p, right, scanned, small, title } from '../blocks';

/** Letters and e-mails: the day they were written. */
export const courrier: DocumentSpec[] = [
  {
    // reminder naming the calls for funds and the statement, with amounts
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-27',
    pages: [
      [
        small('ATLANTIS SYNDIC — 3 quai de la Fosse, 44000 Nantes — Service contentieux'),
        right('Madame Hélène Guerin\nRésidence Quai Ouest, lot 3\n44000 Nantes'),
        right('Nantes, le 27 mai 2025'),
        p('Lettre recommandée avec accusé de réception'),
        p('Objet : relance — charges impayées'),
        p(
          'Madame, sauf erreur de notre part, l’appel de fonds du 2e trimestre 2025, exigible le 1er avril 2025, reste impayé à ce jour. Votre relevé de compte ci-joint fait apparaître un solde débiteur de 942,15 €.',
        ),
        p(
          'Nous vous remercions de régulariser cette somme sous quinzaine. À défaut, une mise en demeure vous sera adressée et les frais de recouvrement seront mis à votre charge conformément à l’article 10-1 de la loi du 10 juillet 1965.',
        ),
        p('Le service contentieux'),
      ],
    ],
    figures: [],
  },
  {
    // notary's request: the preliminary contract and the deed dated around the letter
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-03',
    pages: [
      [
        p('Maître Fanny Roche — Notaire\n24 quai Saint-Antoine, 69002 Lyon'),
        right('SOGEPRIM GESTION — Service mutations\n112 cours Lafayette, 69003 Lyon'),
        right('Le 3 juin 2025'),
        p('N/Réf. : FR/2025/0612 — Vente LECLERC / BONNET — lot 27'),
        p(
          'Madame, Monsieur, un compromis de vente a été signé le 28/05/2025 pour le lot 27 de la copropriété LE DOMAINE DES CÈDRES. L’acte authentique est prévu le 15 septembre 2025.',
        ),
        p(
          'Je vous remercie de bien vouloir me faire parvenir l’état daté, le dernier procès-verbal d’assemblée générale et le règlement de copropriété avec ses modificatifs.',
        ),
        p('Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'),
      ],
    ],
    figures: [],
  },
  {
    // cover letter listing enclosed documents of other types, glued date
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-02',
    pages: [
      [
        p('Gironde Habitat Gestion — 8 cours de l’Intendance, 33000 Bordeaux'),
        right('Bordeaux, le2 juin 2025'),
        p('Monsieur Paul Delmas — 31 rue Paul Bert — 33000 Bordeaux'),
        p('Objet : transmission de documents pour la vente de votre lot'),
        p(
          'Monsieur, veuillez trouver ci-joint le procès-verbal de l’assemblée générale du 3 juillet 2023, le règlement de copropriété, la fiche synthétique et le carnet d’entretien, ainsi que votre dernier appel de fonds.',
        ),
        p('Nous restons à votre disposition pour tout renseignement complémentaire.'),
      ],
    ],
    figures: [],
  },
  {
    // an e-mail printed then scanned to PNG, weekday and time in the header
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        p('De : Gestion copropriété <gestion@immonet-syndic.example>'),
        p('Envoyé : mardi 10 juin 2025 14:32'),
        p('À : chantal.roux@example.fr'),
        p('Objet : RE: documents pour la vente'),
        p(
          'Bonjour Madame, vous trouverez votre relevé de compte et le dernier procès-verbal sur votre extranet, rubrique Documents. L’attestation d’immatriculation ne vous est pas nécessaire : le notaire l’obtient sur le registre.',
        ),
        p('Bien cordialement, le service gestion'),
        small(
          '> Le 06/06/2025 à 09:12, Chantal Roux a écrit : Bonjour, pouvez-vous m’envoyer les documents pour ma vente ?',
        ),
      ],
    ],
    figures: [],
    scan: scanned(160, -1.5, 12, 'png'),
  },
  {
    // volunteer syndic's notice of works starting after the day the corpus is read
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-04-17',
    pages: [
      [
        title('Information aux copropriétaires'),
        p('Copropriété du 7 rue des Lices — 49100 Angers — Le 17/04/2025'),
        p(
          'Comme décidé lors de notre dernière assemblée, les travaux de réfection de la toiture débuteront le 08/09/2025 pour environ six semaines. Un échafaudage sera installé côté cour à partir du 01/09/2025.',
        ),
        p(
          'Le second appel de fonds travaux sera adressé fin août. Merci de libérer le local vélos avant le début du chantier.',
        ),
        p('Hervé Tessier, syndic bénévole'),
      ],
    ],
    figures: [],
  },
];
