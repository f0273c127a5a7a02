import type { DocumentSpec } from '../../spec';
import { day, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Owners' account statements. budget: current-year budget calls due and unpaid; unbudget:
 * works calls due and unpaid; wanted_loads: what is left of closed years; credit_balance:
 * what the syndicat owes the owner; other_due: recovery costs charged to the owner.
 */
export const releveDeCompte: DocumentSpec[] = [
  {
    // extranet: debit and credit columns, the next call shown but not yet due
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-20',
    pages: [
      [
        small('SOGEPRIM GESTION — Extranet — Espace de M. Arnaud Leclerc — compte 0457-027-LEC'),
        title('Relevé de compte copropriétaire'),
        p('Période du 01/01/2025 au 20/06/2025 — édité le 2025-06-20'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['2025-01-01', 'Report à nouveau exercice 2024', '', '', '0,00'],
          ['2025-01-01', 'Appel provisions T1 2025', '787,05', '', '787,05 D'],
          ['2025-01-14', 'Prélèvement', '', '787,05', '0,00'],
          ['2025-04-01', 'Appel provisions T2 2025', '787,05', '', '787,05 D'],
        ),
        p('Solde débiteur au 2025-06-20 : 787,05'),
        p('Prochain appel : 01/07/2025 — 826,40 € (non exigible à ce jour)'),
      ],
    ],
    figures: [money('budget', 78_705), day('document_date', '2025-06-20')],
  },
  {
    // big syndic: the balance split between closed years and the current one
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-16',
    pages: [
      [
        small('HAUSSMANN PATRIMOINE SYNDIC — 21 rue de Rome, 75008 Paris — RCS Paris 531 002 774'),
        right('Paris, le 16 mai 2025'),
        title('EXTRAIT DE COMPTE'),
        p('Copropriété 0913 — 9 rue de Lévis, 75017 Paris — Lot 44 — M. Olivier Marchand'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit'],
          ['01/01/2025', 'Solde exercice 2024 reporté', '1 245,00', ''],
          ['01/01/2025', 'Appel 1er trimestre 2025', '690,00', ''],
          ['20/01/2025', 'Chèque n° 4471 — appel T1 2025', '', '690,00'],
          ['01/04/2025', 'Appel 2e trimestre 2025', '690,00', ''],
        ),
        p('Détail du solde :'),
        p('— charges des exercices antérieurs (2024) : 1 245,00 €'),
        p('— provisions de l’exercice 2025 exigibles et non réglées : 690,00 €'),
        p('Total dû : 1 935,00 €'),
      ],
    ],
    figures: [
      money('wanted_loads', 124_500),
      money('budget', 69_000),
      day('document_date', '2025-05-16'),
    ],
  },
  {
    // small syndic's letter: the account in credit, the statement's day before the letter's
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-03',
    pages: [
      [
        p('Agence Martineau Immobilier — 14 rue Colbert, 37000 Tours'),
        right('Tours, le 3 avril 2025'),
        p('Madame Lucie Perret — 6 rue du Commerce, appt 12 — 37000 Tours'),
        title('Relevé de votre compte de copropriétaire'),
        table(
          ['Date', 'Libellé', 'Montant'],
          ['01/01/2025', 'Provision 4e trimestre (exercice avril 2024 - mars 2025)', '-395,00'],
          ['06/01/2025', 'Virement', '+395,00'],
          ['15/02/2025', 'Régularisation exercice clos le 31/03/2024', '+214,37'],
        ),
        p(
          'Au 31/03/2025 votre compte présente un solde créditeur de 214,37 €, qui sera déduit du prochain appel.',
        ),
      ],
    ],
    figures: [money('credit_balance', 21_437), day('document_date', '2025-04-03')],
  },
  {
    // extranet with plain decimals: a works call unpaid besides the budget call, scanned
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-12',
    pages: [
      [
        small('ImmoNet Syndic — Extranet — Mme Chantal Roux — lot 58 — copropriété 0231'),
        title('Relevé de compte'),
        p('Arrêté au: 2025-05-12'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['2025-01-01', 'Appel T1 2025 budget', '588.00', ''],
          ['2025-01-08', 'Prélèvement', '', '588.00'],
          ['2025-03-01', 'Appel travaux ascenseurs 1/5', '1600.00', ''],
          ['2025-03-05', 'Virement', '', '1600.00'],
          ['2025-04-01', 'Appel T2 2025 budget', '534.20', ''],
          ['2025-05-01', 'Appel travaux ascenseurs 2/5', '1600.00', ''],
        ),
        p('Solde débiteur: 2134.20 €'),
      ],
    ],
    figures: [
      money('budget', 53_420),
      money('unbudget', 160_000),
      day('document_date', '2025-05-12'),
    ],
    scan: scanned(200, 0.7, 10),
  },
  {
    // weekday in the date, reminder fees on top of the unpaid call, scanned to PNG
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    pages: [
      [
        p('Cabinet Vauban Syndic — 5 place Kléber, 67000 Strasbourg'),
        title('Relevé de compte — Résidence Les Remparts — lot 17'),
        p('Relevé arrêté au vendredi 13 juin 2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/04/2025', 'Provision 4e trimestre exercice 2024/2025', '1 012,55', ''],
          ['12/05/2025', 'Frais de relance (article 10-1)', '25,00', ''],
        ),
        p('Solde débiteur : 1 037,55 €'),
      ],
    ],
    figures: [
      money('budget', 101_255),
      money('other_due', 2_500),
      day('document_date', '2025-06-13'),
    ],
    scan: scanned(175, -1.4, 18, 'png'),
  },
  {
    // glued date, dotted thousands: only last year's balance is left
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-02-28',
    pages: [
      [
        small('ATLANTIS SYNDIC — 3 quai de la Fosse, 44000 Nantes — RCS Nantes 480 111 222'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p('Relevé de compte établi le28 février 2025 — Résidence Quai Ouest — lot 8'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/01/2025', 'Solde exercice 2024 non réglé', '356,80', ''],
          ['01/01/2025', 'Appel de fonds T1 2025', '1.500,00', ''],
          ['10/01/2025', 'Règlement appel T1 2025', '', '1.500,00'],
        ),
        p('Solde dû : 356,80 €'),
      ],
    ],
    figures: [money('wanted_loads', 35_680), day('document_date', '2025-02-28')],
  },
];
