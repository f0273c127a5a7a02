import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Accounting annexes (décret 2005-240). From annexe 1: unpaid (owners in debit), supplier
 * debt, fonds de travaux at the closing day. From annexe 3: the budget voted for the last
 * closed year (building_budget_n) and for the current one (building_budget), when the
 * closed year is the last one on the day the corpus is read.
 */
export const annexesComptables: DocumentSpec[] = [
  {
    // big syndic, three pages: cover, annexe 1, annexe 3 with five columns of years
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        small('SOGEPRIM GESTION — Service comptabilité — Copropriété 0457'),
        title('COMPTES DU SYNDICAT — ANNEXES 1 À 5'),
        p('LE DOMAINE DES CÈDRES — 18-20 rue Garibaldi, 69006 Lyon'),
        p('Exercice du 01/01/2024 au 31/12/2024'),
        p('Documents soumis à l’approbation de l’assemblée générale convoquée le 15/04/2025.'),
        p('Édité le 10/03/2025'),
      ],
      [
        heading('ANNEXE N° 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2024'),
        table(
          ['Compte', 'Libellé', 'Exercice 2024', 'Exercice 2023'],
          ['512', 'Banque — compte séparé', '61 204,77', '55 118,40'],
          ['450', 'Copropriétaires débiteurs', '12 845,30', '9 402,11'],
          ['450', 'Copropriétaires créditeurs', '3 210,00', '2 874,65'],
          ['401', 'Fournisseurs', '7 452,18', '6 015,90'],
          ['105', 'Fonds de travaux', '38 612,45', '31 187,45'],
        ),
        small('Montants en euros.'),
      ],
      [
        heading('ANNEXE N° 3 — COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        table(
          [
            'Charges',
            'Réalisé 2023 approuvé',
            'Budget 2024 voté',
            'Réalisé 2024',
            'Budget 2025 voté',
            'Budget 2026 à voter',
          ],
          [
            'Entretien et petites réparations',
            '38 210,40',
            '40 000,00',
            '39 118,22',
            '40 500,00',
            '42 000,00',
          ],
          ['Eau, énergie', '51 604,19', '52 000,00', '50 977,08', '52 500,00', '54 000,00'],
          ['Assurances', '12 480,00', '13 000,00', '12 986,00', '13 500,00', '14 000,00'],
          [
            'Honoraires et frais de gestion',
            '37 509,53',
            '40 000,00',
            '39 237,25',
            '39 500,00',
            '42 000,00',
          ],
          ['TOTAL', '139 804,12', '145 000,00', '142 318,55', '146 000,00', '152 000,00'],
        ),
      ],
    ],
    figures: [
      money('unpaid', 1_284_530, 2),
      money('unpaid_providers', 745_218, 2),
      money('works_funds', 3_861_245, 2),
      day('dt_works_funds', '2024-12-31', 2),
      day('fiscal_year_start', '2024-01-01', 1),
      day('fiscal_year_end', '2024-12-31', 1),
      day('document_date', '2025-03-10', 1),
      money('building_budget_n', 14_500_000, 3),
      money('building_budget', 14_600_000, 3),
    ],
  },
  {
    // extranet export of the financial statement: debit and credit columns, year to 30 September
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-02',
    pages: [
      [
        small('Citya-Online Gestion — Extranet — Exporté le 2024-12-02 à 09:14'),
        title('État financier — Annexe 1'),
        p('Copropriété Le Clos Fauriel — exercice du 01/10/2023 au 30/09/2024'),
        table(
          ['Compte', 'Intitulé', 'Débit', 'Crédit'],
          ['4501', 'Copropriétaires débiteurs', '5 602,75', ''],
          ['4502', 'Copropriétaires créditeurs', '', '1 140,00'],
          ['401', 'Fournisseurs', '', '3 118,20'],
          ['1051', 'Fonds de travaux ALUR', '', '14 230,00'],
          ['512', 'Banque', '13 885,45', ''],
          ['', 'Totaux', '19 488,20', '18 488,20'],
        ),
        p('Écart de 1 000,00 : provision pour litige (compte 15).'),
      ],
    ],
    figures: [
      money('unpaid', 560_275),
      money('unpaid_providers', 311_820),
      money('works_funds', 1_423_000),
      day('dt_works_funds', '2024-09-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      day('document_date', '2024-12-02'),
    ],
  },
  {
    // small syndic, the year before last, two pages, scanned
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-03-20',
    pages: [
      [
        p('Cabinet Berthier Immobilier — 3 rue Royale, 74000 Annecy'),
        title('Comptes de l’exercice 2023'),
        p('Copropriété Les Terrasses du Lac — du 01/01/2023 au 31/12/2023'),
        right('Annecy, le 20 mars 2024'),
        p('Vous trouverez ci-après les annexes 1 à 5 prévues par le décret du 14 mars 2005.'),
      ],
      [
        heading('Annexe 1 — État financier au 31 décembre 2023'),
        table(
          ['Poste', 'Montant'],
          ['Impayés des copropriétaires', '2 310,00 €'],
          ['Avances et provisions des copropriétaires', '4 500,00 €'],
          ['Dettes fournisseurs', '985,40 €'],
          ['Fonds de travaux au 31/12/2023', '9 870,00 €'],
          ['Trésorerie disponible', '16 120,60 €'],
        ),
      ],
    ],
    figures: [
      money('unpaid', 231_000, 2),
      money('unpaid_providers', 98_540, 2),
      money('works_funds', 987_000, 2),
      day('dt_works_funds', '2023-12-31', 2),
      day('fiscal_year_start', '2023-01-01', 1),
      day('fiscal_year_end', '2023-12-31', 1),
      day('document_date', '2024-03-20', 1),
    ],
    scan: scanned(165, 1.1, 13),
  },
  {
    // annexe 3 alone with plain decimals: last year's budget next to this year's and next year's
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-14',
    pages: [
      [
        small('HAUSSMANN PATRIMOINE SYNDIC — copropriété 0913 — édition du 14/02/2025'),
        title('Annexe 3 — Compte de gestion pour opérations courantes'),
        p('Exercice clos le 31/12/2024 (ouvert le 01/01/2024)'),
        table(
          [
            'Poste',
            'Réalisé 2023',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget proposé 2026',
          ],
          ['Chauffage', '61204.10', '63000.00', '62115.70', '64000.00', '65000.00'],
          ['Ascenseurs', '18412.00', '19000.00', '18930.45', '19350.00', '19700.00'],
          ['Gardiennage', '72810.55', '74000.00', '73602.18', '75000.00', '76500.00'],
          ['Administration', '45985.95', '49000.00', '47229.07', '49000.00', '50000.00'],
          ['Total', '198412.60', '205000.00', '201877.40', '207350.00', '211200.00'],
        ),
      ],
    ],
    figures: [
      money('building_budget_n', 20_500_000),
      money('building_budget', 20_735_000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('document_date', '2025-02-14'),
    ],
  },
  {
    // annexe 1 with credits in brackets, scanned to PNG
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-24',
    pages: [
      [
        p('ATLANTIS SYNDIC — Résidence Quai Ouest'),
        title('ANNEXE 1 — SITUATION FINANCIÈRE ET TRÉSORERIE'),
        p('Exercice du 01/01/2024 au 31/12/2024'),
        table(
          ['Rubrique', 'Solde au 31/12/2024'],
          ['Copropriétaires débiteurs', '6 780,10'],
          ['Copropriétaires créditeurs', '(1 205,00)'],
          ['Fournisseurs', '(3 402,55)'],
          ['Fonds de travaux', '(22 450,00)'],
          ['Banque', '20 277,45'],
        ),
        p('Fait à Nantes, le 24 février 2025'),
      ],
    ],
    figures: [
      money('unpaid', 678_010),
      money('unpaid_providers', 340_255),
      money('works_funds', 2_245_000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('document_date', '2025-02-24'),
    ],
    scan: scanned(190, -0.6, 12, 'png'),
  },
];
