import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, accounts: calls for funds, account statements, the financial
 * annexes and the yearly charge statements, with a due date after the issue date, a
 * budget year after the call's year, a non-calendar financial year, and figures declared
 * only where the line's meaning is unmistakable.
 */
export const thirdAccounts: DocumentSpec[] = [
  {
    // an extranet quarterly call: building budget and the lot's yearly share both printed
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget', 8640000),
      money('expected_budget', 155520),
    ],
    pages: [
      [
        small('SYNDIC PROVENCE IMMOBILIER — 14 avenue Victor-Hugo — 84000 Avignon'),
        heading('Appel de provisions sur charges — 3e trimestre 2025'),
        table(
          ['Date d’édition', 'Date d’exigibilité', 'Copropriétaire', 'Lot(s)'],
          ['16/06/2025', '01/07/2025', 'M. Julien Marchetti', '8 (180/10000)'],
        ),
        table(
          ['Libellé', 'Base', 'Montant'],
          ['Budget prévisionnel 2025 voté le 12/06/2024', '86 400,00', ''],
          ['Votre quote-part annuelle', '180/10000', '1 555,20'],
          ['Provision 3e trimestre 2025 (1/4)', '', '388,80'],
          ['Cotisation fonds de travaux (5 %)', '', '19,44'],
          ['Solde antérieur', '', '0,00'],
          ['Total à régler', '', '408,24'],
        ),
        p('Règlement par prélèvement le 01/07/2025. Référence de virement : 0457-008-MARCHETTI.'),
      ],
    ],
  },
  {
    // a small agent's works call scanned: « Paris, 3 mars 2025 » without « le »
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-03',
    figures: [day('document_date', '2025-03-03')],
    scan: scanned(200, -0.9, 13),
    pages: [
      [
        small('GESTION BATIGNOLLES — syndic de copropriété — 52 rue des Dames — 75017 Paris'),
        right('Paris, 3 mars 2025'),
        p('Mme Hélène Bertin — 7 rue Lemercier, lot n° 12'),
        heading('APPEL DE FONDS TRAVAUX — RAVALEMENT'),
        p(
          'Conformément à la résolution n° 9 de l’assemblée générale du 20 mai 2024, nous procédons à l’appel de la deuxième fraction des travaux de ravalement (marché Façadiers Réunis du 18/09/2024).',
        ),
        table(
          ['Désignation', 'Clé', 'Tantièmes', 'Montant'],
          ['Ravalement — 2e fraction (40 %)', 'Bâtiment A', '245/4000', '2 450,00 €'],
          ['Honoraires de suivi de travaux', 'Bâtiment A', '245/4000', '73,50 €'],
          ['Total appelé', '', '', '2 523,50 €'],
        ),
        p('Date limite de paiement : 1er avril 2025.'),
      ],
    ],
  },
  {
    // an account extract with running balance, ending on a credit in the owner's favour
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-04',
    figures: [day('document_date', '2025-04-04'), money('credit_balance', 12640)],
    pages: [
      [
        small('Citya-Loire Syndic — 1 quai de la Fosse — 44000 Nantes'),
        title('Extrait de compte copropriétaire au 4 avril 2025'),
        p('Copropriété : Le Sillon — Copropriétaire : Mme Anne Jaouen — Lots 4, 22'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde à nouveau', '', '', '-93,60'],
          ['01/01/2025', 'Appel provisions 1er trim. 2025', '412,00', '', '318,40'],
          ['08/01/2025', 'Virement reçu', '', '445,00', '-126,60'],
          ['01/04/2025', 'Appel provisions 2e trim. 2025', '412,00', '', '285,40'],
          ['02/04/2025', 'Prélèvement', '', '411,80', '-126,40'],
        ),
        p('Solde créditeur (en votre faveur) : 126,40 €'),
      ],
    ],
  },
  {
    // a volunteer syndic's account situation, short year « 12/05/25 »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-12',
    figures: [day('document_date', '2025-05-12'), money('budget', 31200)],
    pages: [
      [
        heading('Situation de compte — M. et Mme Nguyen — Lot 7'),
        p('Copropriété du 18 rue Paul-Bert, Villeurbanne — syndic bénévole'),
        table(
          ['Date', 'Opération', 'Montant'],
          ['01/01/25', 'Appel T1 2025', '312,00'],
          ['15/01/25', 'Règlement chèque n° 4471', '-312,00'],
          ['01/04/25', 'Appel T2 2025', '312,00'],
        ),
        p(
          'Solde débiteur à ce jour : 312,00 €. Merci de régulariser avant l’appel du 1er juillet.',
        ),
        p('Fait le 12/05/25, le trésorier du conseil syndical'),
      ],
    ],
  },
  {
    // the financial statement after allocation: unpaid owners, suppliers, works fund
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-17',
    figures: [
      day('document_date', '2025-03-17'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('dt_works_funds', '2024-12-31'),
      money('unpaid', 1438215),
      money('unpaid_providers', 321040),
      money('works_funds', 2254000),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires « Résidence Pasteur » — 4 rue Pasteur — 92100 Boulogne',
        ),
        title('Annexe n° 1 — État financier après répartition au 31/12/2024'),
        p('Exercice du 01/01/2024 au 31/12/2024 — Édition du 17 mars 2025'),
        table(
          ['I. Situation financière et trésorerie', 'Exercice 2024', 'Exercice 2023'],
          ['Fonds de travaux (art. 14-2)', '22 540,00', '17 860,00'],
          ['Avances (fonds de roulement)', '9 000,00', '9 000,00'],
          ['Fournisseurs', '3 210,40', '2 980,10'],
          ['Copropriétaires débiteurs', '14 382,15', '11 204,90'],
          ['Copropriétaires créditeurs', '1 908,22', '2 450,00'],
          ['Trésorerie disponible', '24 276,47', '20 085,20'],
        ),
        p('Comptes approuvés sous réserve du vote de l’assemblée générale de juin 2025.'),
      ],
    ],
  },
  {
    // the management account and budgets: columns of years, no document date but a stop date
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-28',
    figures: [
      day('document_date', '2025-02-28'),
      money('building_budget', 3880000),
      money('building_budget_n', 3690000),
    ],
    pages: [
      [
        small('Rives de Saône Gestion — copropriété 0182 — 7 quai Jules-Courmont — Lyon 2e'),
        heading(
          'Annexe 3 — Compte de gestion pour opérations courantes de l’exercice clos et budget prévisionnel de l’exercice en cours',
        ),
        table(
          [
            'Charges',
            'Approuvé 2023',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget à voter 2026',
          ],
          ['Eau', '8 120,00', '8 500,00', '8 904,12', '9 000,00', '9 300,00'],
          [
            'Électricité parties communes',
            '3 410,00',
            '3 600,00',
            '4 210,55',
            '4 300,00',
            '4 400,00',
          ],
          [
            'Entretien et nettoyage',
            '14 800,00',
            '15 000,00',
            '14 950,00',
            '15 400,00',
            '15 800,00',
          ],
          ['Honoraires du syndic', '9 600,00', '9 800,00', '9 800,00', '10 100,00', '10 400,00'],
          ['Total', '35 930,00', '36 900,00', '37 864,67', '38 800,00', '39 900,00'],
        ),
        p(
          'Annexe arrêtée le 28 février 2025 par le syndic, à joindre à la convocation de l’assemblée générale.',
        ),
      ],
    ],
  },
  {
    // a yearly charge statement on a non-calendar year, « janv. » date
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-01-15',
    figures: [
      day('document_date', '2025-01-15'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('budget_n', 501266),
      money('expected_budget_n', 480000),
    ],
    pages: [
      [
        small('IMMO GESTION CÔTE D’OPALE — 2 rue Thiers — 62200 Boulogne-sur-Mer'),
        heading('Décompte individuel de charges — Exercice du 01/10/2023 au 30/09/2024'),
        p('Copropriétaire : SCI Les Aubépines — Lots 3, 14 — Édité le 15 janv. 2025'),
        table(
          ['Clé de répartition', 'Dépenses de l’immeuble', 'Vos tantièmes', 'Votre quote-part'],
          ['Charges générales', '48 220,00', '87/1000', '4 195,14'],
          ['Ascenseur', '6 410,00', '104/1000', '666,64'],
          ['Chauffage', '—', 'compteur', '150,88'],
          ['Total de vos charges', '', '', '5 012,66'],
          ['Provisions appelées', '', '', '4 800,00'],
          ['Solde à régulariser (débiteur)', '', '', '212,66'],
        ),
        p('Le solde sera porté au débit de votre compte lors de l’appel du 1er avril 2025.'),
      ],
    ],
  },
  {
    // a small syndic's charge allocation scanned to PNG; provisions paid, not called
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-21',
    figures: [day('document_date', '2025-03-21')],
    scan: scanned(200, 0.5, 10, 'png'),
    pages: [
      [
        heading('Répartition des charges 2024 — Lot 5 — Mme Da Silva'),
        p('Copropriété 11 rue de Dinan, 35000 Rennes'),
        table(
          ['Poste', 'Total immeuble', 'Quote-part lot 5'],
          ['Entretien', '6 200,00', '620,00'],
          ['Eau froide', '3 180,00', '318,00'],
          ['Assurance', '2 400,00', '240,00'],
          ['Honoraires', '1 448,00', '144,80'],
          ['Charges réelles de l’exercice', '', '1 322,80'],
          ['Provisions versées', '', '1 400,00'],
          ['Trop-perçu en votre faveur', '', '77,20'],
        ),
        p('Fait à Rennes, le 21 mars 2025'),
      ],
    ],
  },
];
