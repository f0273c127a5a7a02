import type { DocumentSpec } from '../../spec';
import { heading, p, right, small, table, title } from '../blocks';

/** Notices of meeting: the document's date is the letter's, not the meeting's. */
export const convocationAg: DocumentSpec[] = [
  {
    // big syndic, the agenda names the accounts, the minutes and the calls for funds
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        small(
          'SOGEPRIM GESTION — 112 cours Lafayette, 69003 Lyon — RCS Lyon 412 345 678 — Carte G n° CPI 6901 2016 000 011 222',
        ),
        right('M. Arnaud Leclerc\n18 rue Garibaldi, Bât. B\n69006 Lyon'),
        right('Lyon, le 10 mars 2025'),
        p('Lettre recommandée avec accusé de réception — Réf. 0457/AG2025/LEC'),
        title('CONVOCATION À L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Madame, Monsieur, nous avons l’honneur de vous convoquer à l’assemblée générale ordinaire des copropriétaires de la résidence LE DOMAINE DES CÈDRES qui se tiendra le jeudi 10 avril 2025 à 18 heures, salle Molière, 18 quai de Bondy, 69005 Lyon.',
        ),
        heading('Ordre du jour'),
        p(
          '1. Élection du président, des scrutateurs et du secrétaire. 2. Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024 (annexes 1 à 5 jointes). 3. Quitus au syndic. 4. Réajustement du budget 2025. 5. Budget prévisionnel 2026. 6. Fonds de travaux : montant de la cotisation. 7. Ravalement des façades sur rue.',
        ),
      ],
      [
        heading('Documents joints'),
        p(
          'Annexes comptables de l’exercice 2024 ; projet de budget 2026 ; devis de ravalement (3) ; procès-verbal de l’assemblée du 11 avril 2024 pour mémoire ; formulaire de vote par correspondance (arrêté du 2 juillet 2020) ; pouvoir.',
        ),
        p(
          'Les appels de fonds du 2e trimestre 2025 seront adressés après l’assemblée. Le formulaire de vote par correspondance doit nous parvenir au plus tard trois jours francs avant la réunion.',
        ),
        p('Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.'),
        p('Le syndic, SOGEPRIM GESTION'),
      ],
    ],
    figures: [],
  },
  {
    // small syndic, the meeting is after the day the corpus is read
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-06-24',
    pages: [
      [
        p('Agence Martineau Immobilier\n14 rue Colbert\n37000 Tours\nTél. 02 47 00 11 22'),
        right('Madame Lucie Perret\n6 rue du Commerce, appt 12\n37000 Tours'),
        right('Tours, le 24 juin 2025'),
        p('Objet : Convocation — copropriété 6 rue du Commerce'),
        p(
          'Madame, vous êtes convoquée à l’assemblée générale ordinaire qui se tiendra le mardi 16 septembre 2025 à 18 h 30 dans nos bureaux. L’ordre du jour, le relevé des dépenses de l’exercice clos le 31 mars 2025 et le projet de budget sont joints.',
        ),
        p(
          'Pour rappel, le règlement de copropriété prévoit que le vote peut être exprimé par correspondance. À défaut de pouvoir vous déplacer, vous pouvez donner pouvoir à un autre copropriétaire.',
        ),
        p('Veuillez croire, Madame, à l’assurance de nos sentiments dévoués.'),
        p('Pour l’Agence, Mme Martineau'),
      ],
    ],
    figures: [],
  },
  {
    // extranet notification: sent and meeting dates as dd/mm, easy to swap
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-02-03',
    pages: [
      [
        small('Mon espace copropriétaire — Citya-Online Gestion — Notification n° 88412'),
        title('Convocation à l’assemblée générale'),
        table(
          ['Rubrique', 'Détail'],
          ['Copropriété', 'Le Parc Monceau — 9 rue de Lévis, 75017 Paris'],
          ['Type d’assemblée', 'Ordinaire annuelle'],
          ['Envoyée le', '03/02/2025 (lettre recommandée électronique)'],
          ['Date de l’assemblée', '04/03/2025 à 19:00'],
          ['Lieu', 'Salle des fêtes de la mairie du 17e'],
          ['Pièces jointes', 'Ordre du jour ; annexes comptables ; contrat de syndic ; pouvoir'],
        ),
        p(
          'Ordre du jour (extrait) : approbation des comptes de l’exercice 2024 ; budget prévisionnel 2026 ; désignation du syndic pour 18 mois ; travaux de mise en conformité des garages décidés dans le plan pluriannuel de travaux.',
        ),
        small('Ce message est généré automatiquement. Merci de ne pas y répondre.'),
      ],
    ],
    figures: [],
  },
  {
    // volunteer syndic's plain letter with a proxy form on page 2
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2024-05-05',
    pages: [
      [
        p('Copropriété « Les Glycines » — 3 allée des Pins, 35700 Rennes'),
        p('Syndic bénévole : Mme Yvette Le Gall, lot 6'),
        right('Rennes, le 5 mai 2024'),
        p('À l’attention de chaque copropriétaire'),
        p(
          'Chers voisins, je vous convoque à l’assemblée générale qui aura lieu le samedi 1er juin 2024 à 10 heures dans la salle commune du rez-de-chaussée.',
        ),
        p(
          'Ordre du jour : 1) comptes de 2023 ; 2) budget 2024 ; 3) devis pour la réfection de la toiture du garage à vélos ; 4) entretien du jardin ; 5) questions diverses.',
        ),
        p('Les factures de 2023 peuvent être consultées chez moi sur rendez-vous.'),
        p('Bien cordialement, Yvette Le Gall'),
      ],
      [
        title('POUVOIR'),
        p(
          'Je soussigné(e) ……………………, propriétaire du lot n° ……, donne pouvoir à …………………… de me représenter à l’assemblée générale du 1er juin 2024 et de prendre part aux votes en mon nom.',
        ),
        p('Fait à ……………………, le ……………………   Signature précédée de « Bon pour pouvoir »'),
      ],
    ],
    figures: [],
  },
];
