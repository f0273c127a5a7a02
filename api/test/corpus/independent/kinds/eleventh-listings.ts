import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * An eleventh batch (issue 39, second round), written before any rule of that round changed
 * and before the reader was run on it: what syndic software prints for a seller, as the
 * tenth batch, with the layouts the tenth batch's never-seen half was missed on. One column
 * per lot (calls, individual statements), the year closed beside the year before, works
 * outside the budget, advances held, « DB » / « CR » and « 41,60- » signs, ledgers and
 * annexes over two pages with their totals carried, exercises from April and October,
 * annexes that print the lot's share of the budget, minutes that print the budgets' table.
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (052's conventions): "n" is the last exercise closed
 * on 2025-06-30, a call's exercise is declared when the call prints its bounds. The amounts
 * are consistent as a syndic's are: a total is the sum of its lines, a lot's share the
 * building's amount × its tantièmes ÷ the base, a quarter the year's share ÷ 4, a month ÷ 12.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const eleventhListings: DocumentSpec[] = [
  {
    // volunteer syndic's online software: a column of tantièmes and one of amounts per lot
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-14',
    landscape: true,
    figures: [
      day('document_date', '2025-03-14'),
      money('building_budget', 8400000),
      money('expected_budget', 290400),
      money('works_funds_contribution', 420000),
      money('works_funds_last_contribution', 3570),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires LE CLOS DES VIGNES — syndic bénévole — 3 chemin des Vignes 21000 Dijon',
        ),
        small('Document édité le 14/03/2025 via l’espace de gestion en ligne — page 1/1'),
        right('M. Julien Marchand\n3 chemin des Vignes, appartement 12\n21000 Dijon'),
        title('APPEL DE CHARGES — 2e TRIMESTRE 2025'),
        p(
          'Copropriétaire : MARCHAND Julien — lots 12 (appartement) et 47 (parking) — échéance du 01/04/2025',
        ),
        listing(
          [
            'Répartition',
            'Budget 2025',
            'Base',
            'Tant. lot 12',
            'Lot 12',
            'Tant. lot 47',
            'Lot 47',
            'Total annuel',
          ],
          [
            'Charges communes générales',
            '70 000,00',
            '10 000',
            '318',
            '2 226,00',
            '22',
            '154,00',
            '2 380,00',
          ],
          ['Ascenseur', '9 000,00', '1 000', '36', '324,00', '0', '0,00', '324,00'],
          ['Parkings', '5 000,00', '100', '0', '0,00', '4', '200,00', '200,00'],
          ['Total budget prévisionnel', '84 000,00', '', '', '2 550,00', '', '354,00', '2 904,00'],
          ['Appel 2e trimestre (1/4)', '', '', '', '637,50', '', '88,50', '726,00'],
        ),
        listing(
          [
            'Fonds de travaux',
            'Cotisation 2025',
            'Base',
            'Tant. lot 12',
            'Lot 12',
            'Tant. lot 47',
            'Lot 47',
            'Total',
          ],
          ['Cotisation annuelle', '4 200,00', '10 000', '318', '133,56', '22', '9,24', '142,80'],
          ['Appel 2e trimestre (1/4)', '', '', '', '33,39', '', '2,31', '35,70'],
        ),
        p('Total à régler pour le 01/04/2025 : 761,70 €'),
        small(
          'Règlement par virement sur le compte du syndicat — rappeler la référence MARCHAND-12.',
        ),
      ],
    ],
  },
  {
    // agency software: three lots in columns, the fund in its own table below
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-06',
    landscape: true,
    figures: [
      day('document_date', '2025-06-06'),
      money('building_budget', 12650000),
      money('expected_budget', 362500),
      money('works_funds_contribution', 640000),
      money('works_funds_last_contribution', 4400),
    ],
    pages: [
      [
        small(
          'CABINET ROCHE & ASSOCIÉS — Administrateur de biens — 12 rue Saint-Rome 31000 Toulouse',
        ),
        small('Carte professionnelle CPI 3101 2018 000 027 415 — Garantie financière GALIAN'),
        right('Mme Claire Vidal\n8 rue des Filatiers\n31000 Toulouse'),
        heading('Appel de fonds n° 2025-03 — Toulouse, le 06/06/2025'),
        p('Immeuble 0142 RÉSIDENCE CAPITOLE — Compte 00917 VIDAL Claire — lots 3, 28 et 55'),
        listing(
          ['Clé de répartition', 'Montant voté', 'Base', 'Lot 3', 'Lot 28', 'Lot 55', 'Total'],
          [
            '001 Charges communes générales',
            '98 000,00',
            '10 000',
            '2 401,00',
            '117,60',
            '176,40',
            '2 695,00',
          ],
          [
            '002 Chauffage (appartements)',
            '22 500,00',
            '1 000',
            '630,00',
            '0,00',
            '0,00',
            '630,00',
          ],
          ['003 Parkings', '6 000,00', '1 000', '0,00', '0,00', '300,00', '300,00'],
          [
            'Budget prévisionnel 2025',
            '126 500,00',
            '',
            '3 031,00',
            '117,60',
            '476,40',
            '3 625,00',
          ],
          ['Échéance du 01/07/2025 — 3e trimestre', '', '', '757,75', '29,40', '119,10', '906,25'],
        ),
        listing(
          ['Fonds de travaux ALUR', 'Montant voté', 'Base', 'Lot 3', 'Lot 28', 'Lot 55', 'Total'],
          ['Cotisation 2025', '6 400,00', '10 000', '156,80', '7,68', '11,52', '176,00'],
          ['Échéance du 01/07/2025 — 3e trimestre', '', '', '39,20', '1,92', '2,88', '44,00'],
        ),
        listing(
          ['Récapitulatif', 'Montant'],
          ['Provisions budget', '906,25'],
          ['Fonds de travaux', '44,00'],
          ['Net à payer', '950,25'],
        ),
        small(
          'Tantièmes : lot 3 = 245 / 10 000 et 28 / 1 000 ; lot 28 = 12 / 10 000 ; lot 55 = 18 / 10 000 et 50 / 1 000.',
        ),
      ],
    ],
  },
  {
    // scanned: April–March exercise, monthly call, the fund and a works call on the same notice
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-05-20',
    figures: [
      day('document_date', '2025-05-20'),
      money('building_budget', 5880000),
      money('expected_budget', 242256),
      money('works_funds_contribution', 300000),
      money('works_funds_last_contribution', 1030),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
    ],
    scan: scanned(200, 0.8, 10),
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DU LITTORAL'),
        small('45 boulevard Maritime 17000 La Rochelle — 05 46 41 22 80'),
        right('La Rochelle, le 20/05/2025'),
        title('APPEL DE FONDS — ÉCHÉANCE DE JUIN 2025'),
        p(
          'Copropriété Les Minimes — exercice du 01/04/2025 au 31/03/2026 — M. Yann Le Goff — lot 8',
        ),
        table(
          ['Désignation', 'Montant immeuble', 'Tantièmes', 'Part annuelle', 'Appel juin 2025'],
          ['Provisions budget 2025/2026', '58 800,00', '412/10000', '2 422,56', '201,88'],
          ['Fonds de travaux ALUR', '3 000,00', '412/10000', '123,60', '10,30'],
          [
            'Travaux toiture (AG du 12/09/2024) appel 1/2',
            '36 000,00',
            '412/10000',
            '1 483,20',
            '741,60',
          ],
          ['Total de l’appel', '', '', '', '953,78'],
        ),
        small('Provisions appelées par mensualités, le 1er de chaque mois. Échéance : 01/06/2025.'),
      ],
    ],
  },
  {
    // scanned to PNG: April–March exercise, two keys, monthly call
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      money('building_budget', 6720000),
      money('expected_budget', 137400),
      money('works_funds_contribution', 360000),
      money('works_funds_last_contribution', 561),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
    ],
    scan: scanned(200, -0.5, 11, 'png'),
    pages: [
      [
        heading('CABINET MOREL IMMOBILIER — Syndic'),
        small('6 place du Martroi 45000 Orléans'),
        p('Orléans, le 26 mai 2025'),
        title('APPEL PROVISIONNEL — JUIN 2025'),
        p(
          'Résidence du Mail — exercice 2025/2026 (du 01/04/2025 au 31/03/2026) — Mme Odile Perrot — lot 21',
        ),
        table(
          ['Poste', 'Budget voté', 'Quote-part', 'Annuel lot 21', 'Mensualité juin'],
          ['Charges générales', '60 000,00', '187/10000', '1 122,00', '93,50'],
          ['Ascenseur', '7 200,00', '35/1000', '252,00', '21,00'],
          ['Total budget', '67 200,00', '', '1 374,00', '114,50'],
          ['Fonds de travaux', '3 600,00', '187/10000', '67,32', '5,61'],
          ['Total à payer le 01/06/2025', '', '', '', '120,11'],
        ),
      ],
    ],
  },
  {
    // ledger over two pages, « DB » after the balance, totals carried, the balance split
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    landscape: true,
    figures: [
      day('document_date', '2025-06-11'),
      money('wanted_loads', 34460, 2),
      money('budget', 54500, 2),
      money('unbudget', 38000, 2),
    ],
    pages: [
      [
        small('CITYA IMMOBILIER PROVENCE — 20 cours Mirabeau 13100 Aix-en-Provence'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Copropriété 0311 LE PAVILLON VENDÔME — Compte 450.0087 M. Michel Durand — lot 6 — période du 01/01/2024 au 11/06/2025',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Solde reporté', '', '', '0,00'],
          ['01/01/2024', 'Appel budget 1T 2024', '520,00', '', '520,00 DB'],
          ['05/01/2024', 'Prélèvement', '', '520,00', '0,00'],
          ['01/04/2024', 'Appel budget 2T 2024', '520,00', '', '520,00 DB'],
          ['01/04/2024', 'Appel travaux ascenseur 1/2 (hors budget)', '380,00', '', '900,00 DB'],
          ['04/04/2024', 'Prélèvement', '', '520,00', '380,00 DB'],
          ['01/07/2024', 'Appel budget 3T 2024', '520,00', '', '900,00 DB'],
          ['01/10/2024', 'Appel budget 4T 2024', '520,00', '', '1 420,00 DB'],
          ['', 'À reporter', '2 460,00', '1 040,00', '1 420,00 DB'],
        ),
      ],
      [
        small('Relevé de compte — M. Michel Durand — lot 6 — édité le 11/06/2025 — page 2/2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '2 460,00', '1 040,00', '1 420,00 DB'],
          ['15/11/2024', 'Chèque n° 0004512', '', '1 000,00', '420,00 DB'],
          ['01/01/2025', 'Appel budget 1T 2025', '545,00', '', '965,00 DB'],
          ['01/01/2025', 'Appel travaux ascenseur 2/2 (hors budget)', '380,00', '', '1 345,00 DB'],
          ['20/01/2025', 'Virement', '', '545,00', '800,00 DB'],
          ['31/03/2025', 'Régularisation charges exercice 2024', '', '75,40', '724,60 DB'],
          ['01/04/2025', 'Appel budget 2T 2025', '545,00', '', '1 269,60 DB'],
          ['', 'Total des mouvements', '3 930,00', '2 660,40', '1 269,60 DB'],
        ),
        listing(
          ['Analyse du solde au 11/06/2025', 'Montant'],
          ['Exercices antérieurs clôturés', '344,60 DB'],
          ['Provisions budget exigibles', '545,00 DB'],
          ['Appels travaux hors budget exigibles', '380,00 DB'],
          ['Solde débiteur', '1 269,60 DB'],
        ),
      ],
    ],
  },
  {
    // April–March ledger over two pages, the balance ends in the seller's favour (« CR »)
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-04',
    landscape: true,
    figures: [
      day('document_date', '2025-06-04'),
      money('credit_balance', 11835, 2),
      money('reserved_advances', 30000, 2),
    ],
    pages: [
      [
        small('SEPTEO ADB — édition Cabinet Vauban Syndic — 2 place du Théâtre 59800 Lille'),
        heading('EXTRAIT DE COMPTE INDIVIDUEL'),
        p(
          'Copropriété LES ARCADES — exercice du 01/04/2024 au 31/03/2025 et suivant — Mme Anne Lefort — lot 15',
        ),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'AN', 'Solde à nouveau', '', '', '0,00'],
          ['01/04/2024', 'AP01', 'Appel prov. T1 2024/2025', '410,00', '', '410,00 DB'],
          ['02/04/2024', 'PRL', 'Prélèvement', '', '410,00', '0,00'],
          ['01/07/2024', 'AP02', 'Appel prov. T2 2024/2025', '410,00', '', '410,00 DB'],
          ['02/07/2024', 'PRL', 'Prélèvement', '', '410,00', '0,00'],
          ['01/10/2024', 'AP03', 'Appel prov. T3 2024/2025', '410,00', '', '410,00 DB'],
          ['02/10/2024', 'PRL', 'Prélèvement', '', '410,00', '0,00'],
          ['', '', 'À reporter', '1 230,00', '1 230,00', '0,00'],
        ),
      ],
      [
        small('Extrait de compte — Mme Anne Lefort — lot 15 — au 04/06/2025 — 2/2'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', '', 'Report', '1 230,00', '1 230,00', '0,00'],
          ['01/01/2025', 'AP04', 'Appel prov. T4 2024/2025', '410,00', '', '410,00 DB'],
          ['02/01/2025', 'PRL', 'Prélèvement', '', '410,00', '0,00'],
          ['01/04/2025', 'AP01', 'Appel prov. T1 2025/2026', '425,00', '', '425,00 DB'],
          ['02/04/2025', 'PRL', 'Prélèvement', '', '425,00', '0,00'],
          ['20/05/2025', 'REG', 'Régularisation charges 2024/2025', '', '118,35', '118,35 CR'],
          ['', '', 'Totaux', '2 065,00', '2 183,35', '118,35 CR'],
        ),
        p('Solde en votre faveur au 04/06/2025 : 118,35 CR'),
        listing(
          ['Avances versées au syndicat', 'Montant'],
          ['Avance permanente de trésorerie', '300,00'],
        ),
        small(
          'DB : solde débiteur, somme due — CR : solde créditeur, somme due au copropriétaire.',
        ),
      ],
    ],
  },
  {
    // scanned: credits written « 56,20- », the fund called with the budget, an advance held
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      money('budget', 30250),
      money('works_funds_last_contribution', 1513),
      money('reserved_advances', 18000),
    ],
    scan: scanned(180, 0.9, 12),
    pages: [
      [
        small('AGENCE CENTRALE DE GESTION — 4 rue Jeanne d’Arc 76000 Rouen'),
        title('SITUATION DE COMPTE COPROPRIÉTAIRE'),
        p('Résidence Saint-Maclou — M. Thierry Lambert — lot 33 — arrêtée au 12/06/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Report à nouveau exercice 2024', '', '56,20', '56,20-'],
          ['01/01/2025', 'Appel charges 1T 2025', '302,50', '', '246,30'],
          ['01/01/2025', 'Appel fonds de travaux 1T 2025', '15,13', '', '261,43'],
          ['10/01/2025', 'Virement reçu', '', '261,43', '0,00'],
          ['01/04/2025', 'Appel charges 2T 2025', '302,50', '', '302,50'],
          ['01/04/2025', 'Appel fonds de travaux 2T 2025', '15,13', '', '317,63'],
        ),
        p(
          'Solde dû au 12/06/2025 : 317,63 € dont provisions de charges 302,50 € et fonds de travaux 15,13 €.',
        ),
        p('Fonds de roulement détenu par le syndicat pour votre lot : 180,00 €'),
        small('Les montants suivis du signe « - » sont en votre faveur.'),
      ],
    ],
  },
  {
    // scanned: the seller's account ends in credit « 41,60- », an advance held
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('credit_balance', 4160),
      money('reserved_advances', 15000),
    ],
    scan: scanned(200, -0.8, 10),
    pages: [
      [
        heading('SYNDIC FAMILIAL MOREAU'),
        small('11 rue de la Paix 37000 Tours — syndic@moreau-tours.fr'),
        heading('Compte copropriétaire — édition du 05/06/2025'),
        p('Copropriété 9 rue Colbert — Mme Lucie Bertin — lot 2'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde antérieur', '', '', '0,00'],
          ['01/01/2025', 'Provisions 1er trim. 2025', '268,00', '', '268,00'],
          ['03/01/2025', 'Prélèvement', '', '268,00', '0,00'],
          ['01/04/2025', 'Provisions 2e trim. 2025', '268,00', '', '268,00'],
          ['03/04/2025', 'Prélèvement', '', '268,00', '0,00'],
          ['15/05/2025', 'Remboursement trop-perçu exercice 2024', '', '41,60', '41,60-'],
        ),
        table(
          ['Au 05/06/2025', 'Montant'],
          ['Solde du compte', '41,60-'],
          ['Avance de trésorerie détenue', '150,00'],
        ),
        small('Signe « - » : solde créditeur.'),
      ],
    ],
  },
  {
    // individual statement: each key's real charges for the year before and the year closed
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-09',
    landscape: true,
    figures: [
      day('document_date', '2025-04-09'),
      money('budget_n', 204940),
      money('expected_budget_n', 208000),
      money('budget_n1', 200355),
      money('expected_budget_n1', 196000),
      money('hors_budget_n', 48640),
      money('expected_hors_budget_n', 51200),
      money('hors_budget_n1', 0),
      money('expected_hors_budget_n1', 0),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('ICS Gestion — Cabinet Dumas Syndic — 5 rue du Palais 63000 Clermont-Ferrand'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES DE COPROPRIÉTÉ'),
        p(
          'Copropriété LE JAUDE — M. Frédéric Aubry — lot 19 — exercice du 01/01/2024 au 31/12/2024 — édité le 09/04/2025',
        ),
        listing(
          ['Clé de répartition', 'Tantièmes', 'Réel 2023', 'Réel 2024'],
          ['Charges générales', '256 / 10 000', '1 180,45', '1 236,80'],
          ['Ascenseur', '31 / 1 000', '210,80', '224,13'],
          ['Chauffage collectif', '260 / 10 000', '612,30', '588,47'],
          ['Total charges courantes', '', '2 003,55', '2 049,40'],
          ['Provisions appelées', '', '1 960,00', '2 080,00'],
          ['Solde charges courantes', '', '43,55 DB', '30,60 CR'],
        ),
        listing(
          ['Travaux hors budget', 'Réel 2023', 'Réel 2024'],
          ['Quote-part travaux votés (interphonie)', '0,00', '486,40'],
          ['Appels travaux hors budget', '0,00', '512,00'],
          ['Solde travaux', '0,00', '25,60 CR'],
        ),
        small(
          'DB : à payer — CR : en votre faveur. Le solde sera porté au crédit ou au débit de votre compte.',
        ),
      ],
    ],
  },
  {
    // October–September statement: columns dated by the exercise's last day, year closed first
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-18',
    figures: [
      day('document_date', '2024-12-18'),
      money('budget_n', 171234),
      money('expected_budget_n', 176000),
      money('budget_n1', 165502),
      money('expected_budget_n1', 164000),
      money('hors_budget_n', 90500),
      money('expected_hors_budget_n', 90500),
      money('hors_budget_n1', 0),
      money('expected_hors_budget_n1', 0),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    pages: [
      [
        small('Gercop — Syndic Atlantique Gestion — 3 quai de la Fosse 44000 Nantes'),
        heading('Répartition des charges — exercice du 01/10/2023 au 30/09/2024'),
        p('Copropriété Île de Versailles — Mme Sandrine Huet — lot 41 — Nantes, le 18/12/2024'),
        listing(
          ['Votre lot 41', 'Au 30/09/2024', 'Au 30/09/2023'],
          ['Charges courantes (budget)', '1 712,34', '1 655,02'],
          ['Provisions budget appelées', '1 760,00', '1 640,00'],
          ['Régularisation', '47,66 CR', '15,02 DB'],
          ['Dépenses travaux hors budget', '905,00', '0,00'],
          ['Provisions travaux appelées', '905,00', '0,00'],
        ),
        small(
          'La régularisation de l’exercice clos est imputée sur votre prochain appel de fonds.',
        ),
      ],
    ],
  },
  {
    // individual statement with a column per lot, calendar exercise
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-28',
    landscape: true,
    figures: [
      day('document_date', '2025-03-28'),
      money('budget_n', 169976),
      money('expected_budget_n', 168400),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('FONCIA BOURGOGNE — 10 rue de la Liberté 21000 Dijon'),
        title('RELEVÉ INDIVIDUEL DE CHARGES'),
        p(
          'Immeuble 0388 LE DARCY — Copropriétaire 02214 M. Pascal Girard — exercice du 01/01/2024 au 31/12/2024',
        ),
        listing(
          ['Clé', 'Dépense immeuble', 'Base', 'Lot 4 (appart.)', 'Lot 39 (cave)', 'Total vos lots'],
          ['Charges générales', '48 200,00', '10 000', '1 031,48', '43,38', '1 074,86'],
          ['Ascenseur', '6 300,00', '1 000', '176,40', '0,00', '176,40'],
          ['Chauffage', '19 500,00', '10 000', '448,50', '0,00', '448,50'],
          ['Total des charges', '74 000,00', '', '1 656,38', '43,38', '1 699,76'],
          ['Provisions versées', '', '', '1 640,00', '44,00', '1 684,00'],
          ['Solde', '', '', '16,38 DB', '0,62 CR', '15,76 DB'],
        ),
        small('Tantièmes : lot 4 = 214 / 10 000, 28 / 1 000, 230 / 10 000 ; lot 39 = 9 / 10 000.'),
        right('Dijon, le 28/03/2025'),
      ],
    ],
  },
  {
    // April–March statement, a shop and a parking in columns, works outside the budget
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-02',
    landscape: true,
    figures: [
      day('document_date', '2025-06-02'),
      money('budget_n', 254320),
      money('expected_budget_n', 258000),
      money('hors_budget_n', 32000),
      money('expected_hors_budget_n', 32000),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
    ],
    pages: [
      [
        small('Immobilière du Faubourg — syndic — 27 rue du Faubourg 67000 Strasbourg'),
        heading('DÉCOMPTE DE CHARGES — EXERCICE CLOS LE 31/03/2025'),
        p(
          'Copropriété Les Tanneurs — SCI Kléber Commerces — lots 1 (commerce) et 17 (parking) — exercice du 01/04/2024 au 31/03/2025 — édité le 02/06/2025',
        ),
        listing(
          [
            'Répartition',
            'Total immeuble',
            'Tant. lot 1',
            'Lot 1',
            'Tant. lot 17',
            'Lot 17',
            'Total',
          ],
          [
            'Charges générales',
            '36 800,00',
            '640/10000',
            '2 355,20',
            '25/10000',
            '92,00',
            '2 447,20',
          ],
          ['Entretien parkings', '2 400,00', '0/100', '0,00', '4/100', '96,00', '96,00'],
          ['Charges courantes', '39 200,00', '', '2 355,20', '', '188,00', '2 543,20'],
          ['Provisions appelées', '', '', '2 400,00', '', '180,00', '2 580,00'],
          ['Solde courant', '', '', '44,80 CR', '', '8,00 DB', '36,80 CR'],
          [
            'Travaux porte parking (AG 2023)',
            '8 000,00',
            '0/100',
            '0,00',
            '4/100',
            '320,00',
            '320,00',
          ],
          ['Appels travaux', '', '', '0,00', '', '320,00', '320,00'],
        ),
      ],
    ],
  },
  {
    // annexe 1 over two pages, the year before first, totals carried
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-02',
    landscape: true,
    figures: [
      day('document_date', '2025-04-02'),
      money('unpaid', 1123674),
      money('unpaid_providers', 891527, 2),
      money('works_funds', 2488000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('Cabinet Rivière — syndic — 8 place du Ralliement 49000 Angers — le 02/04/2025'),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION'),
        p('Syndicat LES ARDOISIÈRES — exercice du 01/01/2024 au 31/12/2024'),
        listing(
          ['Compte', 'Libellé', 'Exercice précédent', 'Exercice clos'],
          ['', 'Trésorerie', '', ''],
          ['512', 'Banque', '41 230,18', '47 902,66'],
          ['5121', 'Compte séparé fonds de travaux', '18 600,00', '24 880,00'],
          ['', 'Créances', '', ''],
          ['450', 'Copropriétaires débiteurs', '9 412,30', '11 236,74'],
          ['409', 'Fournisseurs débiteurs', '0,00', '312,00'],
          ['', 'Total à reporter', '69 242,48', '84 331,40'],
        ),
      ],
      [
        small('Annexe 1 — LES ARDOISIÈRES — situation au 31/12/2024 — page 2/2'),
        listing(
          ['Compte', 'Libellé', 'Exercice précédent', 'Exercice clos'],
          ['', 'Report', '69 242,48', '84 331,40'],
          ['', 'Dettes', '', ''],
          ['401', 'Fournisseurs', '7 804,12', '8 915,27'],
          ['4502', 'Copropriétaires créditeurs', '2 114,00', '2 560,45'],
          ['', 'Fonds et provisions', '', ''],
          ['1051', 'Fonds de travaux', '18 600,00', '24 880,00'],
        ),
      ],
    ],
  },
  {
    // annexe 1, October–September, columns dated, totals carried across the pages
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-26',
    landscape: true,
    figures: [
      day('document_date', '2024-11-26'),
      money('unpaid', 631840),
      money('unpaid_providers', 328766, 2),
      money('works_funds', 1266000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    pages: [
      [
        small(
          'Nexity Lamy — Agence Montpellier Antigone — 150 place du Nombre d’Or 34000 Montpellier',
        ),
        title('ÉTAT FINANCIER (ANNEXE N° 1)'),
        p('Copropriété LE POLYGONE — exercice du 01/10/2023 au 30/09/2024 — édité le 26/11/2024'),
        listing(
          ['Libellé', 'Situation au 30/09/2024', 'Situation au 30/09/2023'],
          ['Copropriétaires — sommes exigibles restant dues', '6 318,40', '5 902,15'],
          ['Banque — compte courant', '22 415,90', '19 870,33'],
          ['Banque — fonds de travaux', '12 660,00', '9 030,00'],
          ['Total à reporter', '41 394,30', '34 802,48'],
        ),
      ],
      [
        small('État financier — LE POLYGONE — exercice clos le 30/09/2024 — page 2'),
        listing(
          ['Libellé', 'Situation au 30/09/2024', 'Situation au 30/09/2023'],
          ['Report', '41 394,30', '34 802,48'],
          ['Fournisseurs — factures non réglées', '3 287,66', '4 105,90'],
          ['Fonds de travaux (art. 14-2)', '12 660,00', '9 030,00'],
        ),
      ],
    ],
  },
  {
    // annexe 3 with the lot's share of each budget printed under the building's
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-20',
    landscape: true,
    figures: [
      day('document_date', '2025-03-20'),
      money('building_budget_n', 4400000),
      money('building_budget', 4600000),
      money('budget_n', 76604),
      money('expected_budget_n', 77440),
      money('expected_budget', 80960),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small(
          'Syndic Coopératif des Remparts — 14 rue des Remparts 33000 Bordeaux — le 20/03/2025',
        ),
        title('ANNEXE 3 — COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        p(
          'Copropriété Villa Tourny — exercice du 01/01/2024 au 31/12/2024 — copropriétaire M. Damien Roux, lot 9 (176 / 10 000)',
        ),
        listing(
          [
            'Charges',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget proposé 2026',
          ],
          ['Entretien et nettoyage', '24 000,00', '23 413,00', '25 000,00', '26 000,00'],
          ['Assurance', '8 500,00', '8 612,00', '9 000,00', '9 400,00'],
          ['Honoraires du syndic', '11 500,00', '11 500,00', '12 000,00', '12 600,00'],
          ['Total', '44 000,00', '43 525,00', '46 000,00', '48 000,00'],
        ),
        listing(
          [
            'Votre quote-part (lot 9)',
            'Provisions appelées 2024',
            'Charges réelles 2024',
            'Budget voté 2025',
          ],
          ['Lot 9 — 176 / 10 000', '774,40', '766,04', '809,60'],
        ),
      ],
    ],
  },
  {
    // annexe 3, October–September, the lot's share per key beside the building's
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-29',
    landscape: true,
    figures: [
      day('document_date', '2024-11-29'),
      money('building_budget_n', 8200000),
      money('building_budget', 8600000),
      money('budget_n', 153375),
      money('expected_budget_n', 150000),
      money('expected_budget', 157800),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    pages: [
      [
        small('Cabinet Delorme — 9 rue Esquermoise 59000 Lille — édité le 29/11/2024'),
        heading('Annexe n° 3 — Compte de gestion générale — exercice du 01/10/2023 au 30/09/2024'),
        p('Copropriété Le Vieux-Lille — M. Bruno Caillaux — lot 27'),
        listing(
          [
            'Poste',
            'Budget 2023/2024',
            'Réalisé 2023/2024',
            'Budget 2024/2025',
            'Budget proposé 2025/2026',
          ],
          ['Charges générales', '52 000,00', '51 250,00', '54 000,00', '56 000,00'],
          ['Chauffage', '30 000,00', '31 875,00', '32 000,00', '33 000,00'],
          ['Total', '82 000,00', '83 125,00', '86 000,00', '89 000,00'],
        ),
        listing(
          [
            'Lot 27',
            'Tantièmes',
            'Provisions appelées 2023/2024',
            'Réel 2023/2024',
            'Budget 2024/2025',
          ],
          ['Charges générales', '150 / 10 000', '780,00', '768,75', '810,00'],
          ['Chauffage', '240 / 10 000', '720,00', '765,00', '768,00'],
          ['Total lot 27', '', '1 500,00', '1 533,75', '1 578,00'],
        ),
      ],
    ],
  },
  {
    // minutes printing the budgets' table, calendar exercise
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-24',
    figures: [
      day('document_date', '2025-04-24'),
      day('dt_based', '2025-04-24'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget', 8000000),
      money('works_funds_contribution', 400000),
    ],
    pages: [
      [
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 24 AVRIL 2025'),
        p(
          'Copropriété Le Clos Fleuri, 18 avenue Foch 54000 Nancy. Syndic : Cabinet Gautier. Présents et représentés : 5 987 / 10 000 tantièmes.',
        ),
        heading('Résolution n° 3 — Approbation des comptes'),
        p(
          'L’assemblée générale approuve les comptes de l’exercice du 01/01/2024 au 31/12/2024, tels qu’ils ont été présentés. Adoptée à l’unanimité des présents et représentés.',
        ),
        heading('Résolutions n° 4 et 5 — Budgets prévisionnels'),
        table(
          ['Poste', 'Budget 2025', 'Budget 2026'],
          ['Entretien', '38 000,00', '39 500,00'],
          ['Énergie', '27 000,00', '28 000,00'],
          ['Administration', '15 000,00', '15 500,00'],
          ['Total', '80 000,00', '83 000,00'],
        ),
        p(
          'L’assemblée confirme le budget de l’exercice 2025 à 80 000,00 € et vote le budget de l’exercice 2026 à 83 000,00 €.',
        ),
        heading('Résolution n° 6 — Fonds de travaux'),
        p(
          'La cotisation au fonds de travaux de l’exercice 2025 est maintenue à 4 000,00 €, soit 5 % du budget.',
        ),
        small('Fin de séance à 20 h 15. Le président, le secrétaire, les scrutateurs.'),
      ],
    ],
  },
  {
    // minutes, October–September: four budget columns, the accounts approved, the fund
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-05',
    figures: [
      day('document_date', '2024-12-05'),
      day('dt_based', '2024-12-05'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6400000),
      money('building_budget', 6650000),
      money('works_funds_contribution', 332500),
    ],
    pages: [
      [
        heading('Procès-verbal de l’assemblée générale du jeudi 5 décembre 2024'),
        p('Résidence Les Platanes — 2 cours Gambetta 34000 Montpellier — syndic : Nexity Lamy.'),
        p(
          'Résolution 2 : l’assemblée approuve les comptes de l’exercice du 01/10/2023 au 30/09/2024. Adoptée (6 211 / 10 000).',
        ),
        table(
          [
            'Chapitre',
            'Budget 2023/2024',
            'Réalisé 2023/2024',
            'Budget 2024/2025',
            'Budget 2025/2026',
          ],
          ['Charges générales', '41 000,00', '40 212,35', '42 500,00', '44 000,00'],
          ['Chauffage', '23 000,00', '24 110,80', '24 000,00', '25 000,00'],
          ['Total', '64 000,00', '64 323,15', '66 500,00', '69 000,00'],
        ),
        p('Résolution 3 : le budget de l’exercice 2024/2025 est confirmé à 66 500,00 €. Adoptée.'),
        p('Résolution 4 : le budget de l’exercice 2025/2026 est voté à 69 000,00 €. Adoptée.'),
        p(
          'Résolution 5 : la cotisation au fonds de travaux est fixée à 3 325,00 € pour l’exercice 2024/2025 (5 % du budget). Adoptée.',
        ),
        small('Séance levée à 21 h. Signatures : le président de séance, le secrétaire.'),
      ],
    ],
  },
];
