import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A tenth batch, written for issue 39 before any rule was changed and before the reader was
 * run on it: the documents a seller actually holds, as syndic software prints them. Landscape
 * listings in small print, totals carried from one page to the next, one column per lot,
 * the accounting model's annexes, « DB » / « CR » and « 23,80- » signs, exercises from April
 * and from October, individual charge statements with the year before beside the year
 * closed, minutes that approve and vote, fiches synthétiques.
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (052's conventions): a missing declaration would
 * count a right reading as wrong. "n" is the last exercise closed on 2025-06-30. The
 * amounts are consistent as a syndic's are: a total is the sum of its lines, a lot's share
 * the building's amount × its tantièmes, a quarter the year's share ÷ 4.
 *
 * The documents go in pairs of one family and one difficulty; the batch alternates between
 * the halves (index/ts), so each pair gives one document to tune on and one never seen.
 */
export const tenthListings: DocumentSpec[] = [
  {
    // big group's software: landscape listing, one row per key, the fund on its own row
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    landscape: true,
    figures: [
      day('document_date', '2025-06-12'),
      money('building_budget', 14600000),
      money('expected_budget', 339760),
      money('works_funds_contribution', 730000),
      money('works_funds_last_contribution', 3869),
    ],
    pages: [
      [
        small('FONCIA VAL DE SEINE — 18 avenue Jean Jaurès 92130 Issy-les-Moulineaux'),
        small('Éditée le 12/06/2025 — Réf. IMM 0217 / COP 00381 — Page 1/1'),
        right('Mme Nathalie Perrin\n4 allée des Tilleuls\n92130 Issy-les-Moulineaux'),
        title('AVIS D’APPEL DE FONDS — 3e TRIMESTRE 2025'),
        p('Immeuble 0217 LES TERRASSES DU PARC — Copropriétaire 00381 PERRIN N. — Lot 38'),
        listing(
          [
            'Clé de répartition',
            'Budget 2025',
            'Base',
            'Tantièmes',
            'Quote-part annuelle',
            'Appel 3T 2025',
          ],
          ['01 Charges communes générales', '98 000,00', '10 000', '212', '2 077,60', '519,40'],
          ['04 Ascenseur bâtiment B', '12 000,00', '1 000', '41', '492,00', '123,00'],
          ['06 Chauffage collectif', '36 000,00', '10 000', '230', '828,00', '207,00'],
          ['Sous-total budget prévisionnel', '146 000,00', '', '', '3 397,60', '849,40'],
          ['20 Fonds de travaux art. 14-2', '7 300,00', '10 000', '212', '154,76', '38,69'],
          ['TOTAL DE L’APPEL', '', '', '', '3 552,36', '888,09'],
        ),
        small('Date d’exigibilité : 01/07/2025. Mode de règlement : prélèvement le 05/07/2025.'),
        small('Le présent avis ne tient pas compte des règlements reçus après son édition.'),
      ],
    ],
  },
  {
    // October–September exercise, the seller's two lots in a column each
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-20',
    landscape: true,
    figures: [
      day('document_date', '2025-03-20'),
      money('building_budget', 7240000),
      money('expected_budget', 291000),
      money('works_funds_contribution', 362000),
      money('works_funds_last_contribution', 2987),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
    ],
    pages: [
      [
        small('Cabinet Lenoir Gestion — 7 place Bellecour 69002 Lyon — SIRET 412 889 301 00027'),
        title('APPEL DE PROVISIONS'),
        p(
          'Résidence Le Jardin des Plantes — Exercice du 01/10/2024 au 30/09/2025 — 3e appel trimestriel',
        ),
        p('M. Karim Benali — lots 5 (appartement) et 61 (cave) — Lyon, le 20/03/2025'),
        listing(
          ['Poste', 'Budget 2024/2025', 'Lot 5', 'Lot 61', 'Total vos lots'],
          ['Charges générales (10 000e)', '64 000,00', '2 035,20', '76,80', '2 112,00'],
          ['Escalier B (1 000e)', '8 400,00', '798,00', '0,00', '798,00'],
          ['Budget annuel', '72 400,00', '2 833,20', '76,80', '2 910,00'],
          ['Appel du 01/04/2025 (1/4)', '', '708,30', '19,20', '727,50'],
        ),
        listing(
          [
            'Fonds de travaux',
            'Cotisation annuelle',
            'Vos lots (330/10 000)',
            'Appel du 01/04/2025',
          ],
          ['Cotisation 5 % du budget', '3 620,00', '119,46', '29,87'],
        ),
        p('Montant total à régler avant le 01/04/2025 : 757,37 €'),
        small('Virement : IBAN FR76 1027 8073 4100 0204 4570 135 — compte séparé du syndicat.'),
      ],
    ],
  },
  {
    // small agency, scanned to PNG: a four-column call table, the fund under it
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('building_budget', 5800000),
      money('expected_budget', 128180),
      money('works_funds_contribution', 290000),
      money('works_funds_last_contribution', 1602),
    ],
    scan: scanned(200, 0.7, 11, 'png'),
    pages: [
      [
        heading('AGENCE DU CHÂTEAU — SYNDIC'),
        small('2 rue du Château 44000 Nantes — 02 40 48 19 72'),
        right('Nantes, le 05/06/2025'),
        title('APPEL DE FONDS 3e TRIMESTRE 2025'),
        p('Copropriété 11 rue Crébillon — M. Hugo Dubreuil — lot 14 (221 / 10 000)'),
        table(
          ['Nature', 'Montant immeuble', 'Part annuelle du lot', 'Échéance 01/07/2025'],
          ['Budget prévisionnel 2025', '58 000,00', '1 281,80', '320,45'],
          ['Fonds de travaux (5 %)', '2 900,00', '64,09', '16,02'],
          ['Total', '60 900,00', '1 345,89', '336,47'],
        ),
        small('Merci de rappeler la référence 11CRE-014 avec votre règlement.'),
      ],
    ],
  },
  {
    // scanned PDF: budget call and a works call (hors budget) in one notice
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 9200000),
      money('expected_budget', 136160),
      money('works_funds_contribution', 460000),
      money('works_funds_last_contribution', 1702),
    ],
    scan: scanned(180, -1.0, 12),
    pages: [
      [
        heading('SAGI GESTION IMMOBILIÈRE'),
        small('31 rue Nationale 59800 Lille — gestion de copropriétés depuis 1987'),
        title('Appel de fonds du 18/06/2025'),
        p('Copropriété Résidence Vauban — Mme Élise Caron — lot 3 — tantièmes 148 / 10 000'),
        table(
          ['Libellé', 'Base immeuble', 'Votre part annuelle', 'Appelé ce jour'],
          ['Budget prévisionnel 2025 — 3e trimestre', '92 000,00', '1 361,60', '340,40'],
          ['Fonds de travaux 2025 — 3e trimestre', '4 600,00', '68,08', '17,02'],
          ['Ravalement façade (AG du 14/05/2024) — appel 2/3', '75 000,00', '1 110,00', '370,00'],
          ['Total appelé', '', '', '727,42'],
        ),
        small('À régler au plus tard le 01/07/2025.'),
      ],
    ],
  },
  {
    // two pages, totals carried, « DB » / « CR » beside the running balance, then the split
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      money('wanted_loads', 83760, 2),
      money('budget', 128100, 2),
    ],
    pages: [
      [
        small('ORALIA GESTION — 5 rue de la République 13001 Marseille'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Immeuble 0094 LE PANORAMA — Copropriétaire 1120 M. Gilles Aubert — Lot 27 — du 01/01/2024 au 10/06/2025',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Solde antérieur', '', '', '0,00'],
          ['01/01/2024', 'Appel provisions 1T 2024', '612,00', '', '612,00 DB'],
          ['10/01/2024', 'Règlement chèque', '', '612,00', '0,00'],
          ['01/04/2024', 'Appel provisions 2T 2024', '612,00', '', '612,00 DB'],
          ['12/04/2024', 'Règlement chèque', '', '612,00', '0,00'],
          ['01/07/2024', 'Appel provisions 3T 2024', '612,00', '', '612,00 DB'],
          ['01/10/2024', 'Appel provisions 4T 2024', '612,00', '', '1 224,00 DB'],
          ['15/10/2024', 'Règlement partiel', '', '300,00', '924,00 DB'],
          ['', 'À reporter', '2 448,00', '1 524,00', '924,00 DB'],
        ),
      ],
      [
        small('Relevé de compte — M. Gilles Aubert — Lot 27 — édité le 10/06/2025 — page 2/2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '2 448,00', '1 524,00', '924,00 DB'],
          ['01/01/2025', 'Appel provisions 1T 2025', '640,50', '', '1 564,50 DB'],
          ['31/03/2025', 'Régularisation charges exercice 2024', '', '86,40', '1 478,10 DB'],
          ['01/04/2025', 'Appel provisions 2T 2025', '640,50', '', '2 118,60 DB'],
          ['', 'Totaux', '3 729,00', '1 610,40', '2 118,60 DB'],
        ),
        table(
          ['Situation au 10/06/2025', 'Montant'],
          ['Dont exercices antérieurs', '837,60 DB'],
          ['Dont exercice en cours', '1 281,00 DB'],
          ['Solde débiteur', '2 118,60 DB'],
        ),
      ],
    ],
  },
  {
    // April–March exercise, monthly calls, the split printed across one row
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    landscape: true,
    figures: [
      day('document_date', '2025-06-16'),
      money('wanted_loads', 45530),
      money('budget', 33940),
      money('expected_budget', 203640),
    ],
    pages: [
      [
        small('Immo de France Normandie — 12 quai de la Bourse 76000 Rouen'),
        heading('Extrait de compte copropriétaire au 16/06/2025'),
        p(
          'Copropriété Les Docks — Mme Sophie Lemaire — lot 112 — provision mensuelle 169,70 € (budget 2025/2026 de votre lot : 2 036,40 €)',
        ),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2025', 'RAN', 'Report à nouveau exercice 2024/2025', '455,30', '', '455,30'],
          ['01/04/2025', 'AF04', 'Appel provisions avril 2025', '169,70', '', '625,00'],
          ['18/04/2025', 'VIR', 'Virement reçu', '', '169,70', '455,30'],
          ['01/05/2025', 'AF05', 'Appel provisions mai 2025', '169,70', '', '625,00'],
          ['01/06/2025', 'AF06', 'Appel provisions juin 2025', '169,70', '', '794,70'],
          ['', '', 'Totaux', '964,40', '169,70', '794,70'],
        ),
        listing(
          ['Exercices clos', 'Exercice en cours (2025/2026)', 'Total dû'],
          ['455,30', '339,40', '794,70'],
        ),
        small('Un solde positif est dû par le copropriétaire.'),
      ],
    ],
  },
  {
    // credit written « 23,80- », the advance held by the syndicate, the fund called apart
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-30',
    figures: [
      day('document_date', '2025-05-30'),
      money('credit_balance', 2380),
      money('reserved_advances', 25000),
      money('works_funds_last_contribution', 1991),
    ],
    pages: [
      [
        small('LOISELET & DAIGREMONT — Agence de Versailles — 9 rue Hoche 78000 Versailles'),
        title('COMPTE INDIVIDUEL DU COPROPRIÉTAIRE'),
        p('M. et Mme Bernard Roussel — Résidence Montreuil — lot 9 — arrêté au 30/05/2025'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde antérieur', '', '', '0,00'],
          ['01/01/2025', 'Appel provisions 1er trim. 2025', '398,20', '', '398,20'],
          ['01/01/2025', 'Appel fonds de travaux 1er trim. 2025', '19,91', '', '418,11'],
          ['08/01/2025', 'Prélèvement', '', '418,11', '0,00'],
          ['01/04/2025', 'Appel provisions 2e trim. 2025', '398,20', '', '398,20'],
          ['01/04/2025', 'Appel fonds de travaux 2e trim. 2025', '19,91', '', '418,11'],
          ['05/04/2025', 'Prélèvement', '', '418,11', '0,00'],
          ['28/04/2025', 'Régularisation charges 2024', '', '23,80', '23,80-'],
        ),
        p('Solde au 30/05/2025 : 23,80- (en votre faveur)'),
        table(['Avances détenues par le syndicat', 'Montant'], ['Fonds de roulement', '250,00']),
        small('Les soldes suivis du signe « - » sont créditeurs.'),
      ],
    ],
  },
  {
    // scanned, two pages, « Sens » column, totals carried, the split in a sentence
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('wanted_loads', 47775, 2),
      money('budget', 47000, 2),
    ],
    scan: scanned(200, 0.5, 10),
    pages: [
      [
        small('Cabinet Gautier — syndic de copropriété — 8 rue d’Alsace 54000 Nancy'),
        heading('RELEVÉ DE COMPTE — période du 01/01/2025 au 20/06/2025'),
        p('Copropriété Le Stanislas — Mme Irène Vautrin — lot 16'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Sens'],
          ['01/01/2025', 'Solde exercice 2024 reporté', '477,75', '', '477,75', 'DB'],
          ['01/01/2025', 'Appel 1T 2025', '470,00', '', '947,75', 'DB'],
          ['01/01/2025', 'Fonds de travaux 1T 2025', '23,50', '', '971,25', 'DB'],
          ['14/02/2025', 'Chèque n° 2231', '', '493,50', '477,75', 'DB'],
          ['', 'À reporter', '971,25', '493,50', '477,75', 'DB'],
        ),
      ],
      [
        small('Relevé de compte — lot 16 — page 2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Sens'],
          ['', 'Report', '971,25', '493,50', '477,75', 'DB'],
          ['01/04/2025', 'Appel 2T 2025', '470,00', '', '947,75', 'DB'],
          ['01/04/2025', 'Fonds de travaux 2T 2025', '23,50', '', '971,25', 'DB'],
          ['', 'Totaux', '1 464,75', '493,50', '971,25', 'DB'],
        ),
        p(
          'Dont exercices antérieurs : 477,75 € — dont provisions budget 2025 : 470,00 € — dont fonds de travaux : 23,50 €',
        ),
        right('Nancy, le 20/06/2025'),
      ],
    ],
  },
  {
    // annexe 1, October–September, the year before printed first
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-05',
    landscape: true,
    figures: [
      day('document_date', '2024-12-05'),
      money('unpaid', 1347736),
      money('unpaid_providers', 920418),
      money('works_funds', 3198500),
      day('dt_works_funds', '2024-09-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    pages: [
      [
        small('NEXITY — Direction Copropriété Toulouse — 5 allée Jean Jaurès 31000 Toulouse'),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION'),
        p('Syndicat 0512 LES JARDINS D’OCCITANIE — Exercice du 01/10/2023 au 30/09/2024'),
        listing(
          ['Compte', 'Libellé', 'Exercice précédent 30/09/2023', 'Exercice clos 30/09/2024'],
          ['102', 'Provisions pour travaux décidés', '18 400,00', '6 150,00'],
          ['105', 'Fonds de travaux', '24 610,00', '31 985,00'],
          ['401', 'Fournisseurs', '7 812,44', '9 204,18'],
          ['4501', 'Copropriétaires débiteurs', '11 090,12', '13 477,36'],
          ['4502', 'Copropriétaires créditeurs', '2 805,00', '3 118,40'],
          ['512', 'Banque', '49 210,70', '52 730,02'],
        ),
        right('Édité le 05/12/2024'),
      ],
    ],
  },
  {
    // annexe 1 over two pages, totals carried, the year closed first
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-11',
    landscape: true,
    figures: [
      day('document_date', '2025-03-11'),
      money('unpaid', 2214590),
      money('unpaid_providers', 1108275, 2),
      money('works_funds', 5642000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('Sergic — 40 rue Nationale 59000 Lille — édition du 11/03/2025'),
        title('ANNEXE N° 1 — ÉTAT FINANCIER'),
        p(
          'Copropriété LE BEFFROI — exercice du 01/01/2024 au 31/12/2024 — situation au 31/12/2024',
        ),
        listing(
          ['Poste', 'Libellé', 'Exercice 2024', 'Exercice 2023'],
          ['', 'I — Situation financière et trésorerie', '', ''],
          ['512', 'Banque compte courant', '38 120,45', '29 884,10'],
          ['5121', 'Banque compte séparé fonds travaux', '56 420,00', '47 500,00'],
          ['', 'II — Créances', '', ''],
          [
            '4501',
            'Copropriétaires — sommes exigibles restant à recevoir',
            '22 145,90',
            '17 630,25',
          ],
          ['461', 'Débiteurs divers', '1 210,00', '0,00'],
          ['', 'Total à reporter', '117 896,35', '95 014,35'],
        ),
      ],
      [
        small('Annexe n° 1 — LE BEFFROI — page 2/2'),
        listing(
          ['Poste', 'Libellé', 'Exercice 2024', 'Exercice 2023'],
          ['', 'Report', '117 896,35', '95 014,35'],
          ['', 'III — Dettes', '', ''],
          ['401', 'Fournisseurs', '11 082,75', '9 450,30'],
          ['4502', 'Copropriétaires — avances et excédents', '4 318,00', '3 902,50'],
          ['', 'IV — Fonds et provisions', '', ''],
          ['105', 'Fonds de travaux au 31/12/2024', '56 420,00', '47 500,00'],
        ),
      ],
    ],
  },
  {
    // annexe 3, April–March, five columns from the year before to the one proposed
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-26',
    landscape: true,
    figures: [
      day('document_date', '2025-05-26'),
      money('building_budget_n', 4700000),
      money('building_budget', 4840000),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
    ],
    pages: [
      [
        small('Cabinet Bréhat — syndic — 6 rue de Siam 29200 Brest'),
        title('ANNEXE 3 — COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        p('Copropriété Les Capucins — exercice du 01/04/2024 au 31/03/2025 — Brest, le 26/05/2025'),
        listing(
          [
            'Charges',
            'Réalisé 2023/2024',
            'Budget voté 2024/2025',
            'Réalisé 2024/2025',
            'Budget voté 2025/2026',
            'Budget proposé 2026/2027',
          ],
          ['Chauffage', '21 300,00', '22 000,00', '21 845,10', '22 500,00', '23 000,00'],
          ['Eau', '4 950,40', '5 000,00', '5 210,85', '5 200,00', '5 400,00'],
          ['Entretien', '9 880,00', '10 200,00', '10 115,60', '10 400,00', '10 700,00'],
          ['Assurance', '3 412,00', '3 500,00', '3 610,23', '3 800,00', '4 000,00'],
          ['Honoraires', '6 300,00', '6 300,00', '6 300,00', '6 500,00', '6 700,00'],
          ['Total charges', '45 842,40', '47 000,00', '47 081,78', '48 400,00', '49 800,00'],
        ),
      ],
    ],
  },
  {
    // annexe 3 by sections with subtotals, calendar exercise
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-14',
    landscape: true,
    figures: [
      day('document_date', '2025-03-14'),
      money('building_budget_n', 11850000),
      money('building_budget', 12300000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('Immobilière Rhône-Alpes — 22 cours Berriat 38000 Grenoble'),
        title('ANNEXE N° 3 — COMPTE DE GESTION GÉNÉRAL DE L’EXERCICE CLOS LE 31/12/2024'),
        p('Copropriété L’ESTACADE — exercice du 01/01/2024 au 31/12/2024 — édité le 14/03/2025'),
        listing(
          ['Libellé', 'Réalisé 2023', 'Budget 2024', 'Réalisé 2024', 'Budget 2025', 'Budget 2026'],
          ['Charges communes générales', '', '', '', '', ''],
          [
            'Entretien et nettoyage',
            '31 204,80',
            '32 000,00',
            '32 417,16',
            '33 000,00',
            '34 000,00',
          ],
          ['Assurances', '12 840,00', '13 500,00', '13 488,90', '14 000,00', '14 500,00'],
          [
            'Honoraires et frais de gestion',
            '18 600,00',
            '19 000,00',
            '19 000,00',
            '19 500,00',
            '20 000,00',
          ],
          [
            'Sous-total charges générales',
            '62 644,80',
            '64 500,00',
            '64 906,06',
            '66 500,00',
            '68 500,00',
          ],
          ['Chauffage et eau chaude', '', '', '', '', ''],
          ['Combustible', '39 115,22', '41 000,00', '40 204,50', '42 000,00', '43 000,00'],
          ['Contrat chaufferie', '12 600,00', '13 000,00', '13 150,00', '14 500,00', '15 000,00'],
          ['Sous-total chauffage', '51 715,22', '54 000,00', '53 354,50', '56 500,00', '58 000,00'],
          ['TOTAL GÉNÉRAL', '114 360,02', '118 500,00', '118 260,56', '123 000,00', '126 500,00'],
        ),
      ],
    ],
  },
  {
    // individual statement of the year closed: the lot's share per key, then the works
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-18',
    landscape: true,
    figures: [
      day('document_date', '2025-04-18'),
      money('budget_n', 184780),
      money('expected_budget_n', 190000),
      money('hors_budget_n', 111000),
      money('expected_hors_budget_n', 111000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('CITYA BELVIA — 14 rue Thiers 38000 Grenoble'),
        title('RELEVÉ INDIVIDUEL DES CHARGES'),
        p(
          'Copropriété Le Grand Sablon — Mme Aurélie Fabre — lot 22 — exercice du 01/01/2024 au 31/12/2024 — édité le 18/04/2025',
        ),
        listing(
          ['Clé', 'Dépense immeuble', 'Base', 'Tantièmes', 'Votre quote-part'],
          ['Charges générales', '52 400,00', '10 000', '185', '969,40'],
          ['Ascenseur', '8 620,00', '1 000', '24', '206,88'],
          ['Eau froide (compteur : 42 m3)', '6 135,50', '', '', '173,04'],
          ['Chauffage', '24 800,00', '10 000', '201', '498,48'],
          ['Total charges courantes', '91 955,50', '', '', '1 847,80'],
          ['Provisions appelées (budget 2024)', '', '', '', '1 900,00'],
          ['Solde charges courantes', '', '', '', '52,20 CR'],
        ),
        listing(
          [
            'Travaux et opérations exceptionnelles',
            'Dépense immeuble',
            'Tantièmes',
            'Votre quote-part',
          ],
          ['Ravalement — 2e appel', '60 000,00', '185 / 10 000', '1 110,00'],
          ['Appels de fonds travaux encaissés', '', '', '1 110,00'],
          ['Solde travaux', '', '', '0,00'],
        ),
      ],
    ],
  },
  {
    // October–September, the year before beside the year closed, hors budget both years
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-12',
    figures: [
      day('document_date', '2024-12-12'),
      money('budget_n', 148890),
      money('expected_budget_n', 150000),
      money('hors_budget_n', 64000),
      money('expected_hors_budget_n', 64000),
      money('budget_n1', 140216),
      money('expected_budget_n1', 138000),
      money('hors_budget_n1', 0),
      money('expected_hors_budget_n1', 0),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    pages: [
      [
        small('Square Habitat — Syndic — 2 rue de la Marne 33000 Bordeaux'),
        heading('Décompte individuel de charges — exercice du 01/10/2023 au 30/09/2024'),
        p('Résidence Les Chartrons — M. Paul Texier — lot 7 — Bordeaux, le 12/12/2024'),
        listing(
          ['Votre quote-part', 'Exercice 2022/2023', 'Exercice 2023/2024'],
          ['Charges courantes réelles', '1 402,16', '1 488,90'],
          ['Provisions appelées', '1 380,00', '1 500,00'],
          ['Solde budget', '22,16 DB', '11,10 CR'],
          ['Travaux hors budget réels', '0,00', '640,00'],
          ['Appels travaux hors budget', '0,00', '640,00'],
        ),
        small('DB : somme due par le copropriétaire ; CR : somme en sa faveur.'),
      ],
    ],
  },
  {
    // minutes over two pages: the accounts approved, then this year's budget and the fund
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-22',
    figures: [
      day('document_date', '2025-05-22'),
      day('dt_based', '2025-05-22'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget', 14600000, 2),
      money('works_funds_contribution', 730000, 2),
    ],
    pages: [
      [
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Le jeudi 22 mai 2025 à 18 heures, les copropriétaires de la résidence Les Terrasses du Parc, 4 allée des Tilleuls 92130 Issy-les-Moulineaux, se sont réunis en assemblée générale sur convocation du syndic FONCIA VAL DE SEINE.',
        ),
        p('Présents ou représentés : 31 copropriétaires totalisant 6 412 / 10 000 tantièmes.'),
        heading('Résolution n° 4 — Approbation des comptes de l’exercice 2024'),
        p(
          'L’assemblée générale approuve les comptes de l’exercice du 01/01/2024 au 31/12/2024, arrêtés à la somme de 138 452,18 € de charges.',
        ),
        table(
          ['Vote', 'Copropriétaires', 'Tantièmes'],
          ['Pour', '28', '5 894'],
          ['Contre', '1', '212'],
          ['Abstention', '2', '306'],
        ),
        p('Résolution adoptée à la majorité de l’article 24.'),
      ],
      [
        heading('Résolution n° 6 — Ajustement du budget prévisionnel de l’exercice 2025'),
        p(
          'L’assemblée générale ajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025 à la somme de 146 000,00 €.',
        ),
        heading('Résolution n° 7 — Budget prévisionnel de l’exercice 2026'),
        p('L’assemblée générale vote le budget prévisionnel de l’exercice 2026 à 151 500,00 €.'),
        heading('Résolution n° 8 — Fonds de travaux'),
        p(
          'L’assemblée fixe la cotisation annuelle au fonds de travaux à 7 300,00 € pour 2025, soit 5 % du budget prévisionnel.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 20 h 40.'),
        small('Le président — Le secrétaire — Les scrutateurs'),
      ],
    ],
  },
  {
    // scanned minutes, October–September, accounts, budget, fund, works
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-10',
    figures: [
      day('document_date', '2024-12-10'),
      day('dt_based', '2024-12-10'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget', 7240000),
      money('works_funds_contribution', 362000),
    ],
    scan: scanned(200, -0.6, 11),
    pages: [
      [
        heading('Procès-verbal de l’assemblée générale du 10 décembre 2024'),
        p(
          'Résidence Le Jardin des Plantes — 14 rue Lenôtre 69001 Lyon — syndic : Cabinet Lenoir Gestion',
        ),
        p(
          '1. Approbation des comptes de l’exercice du 01/10/2023 au 30/09/2024 : adoptée (7 214 / 10 000 tantièmes pour).',
        ),
        p(
          '2. Confirmation du budget prévisionnel de l’exercice 2024/2025 à 72 400,00 € : adoptée.',
        ),
        p('3. Budget prévisionnel de l’exercice 2025/2026 : 75 000,00 € : adopté.'),
        p(
          '4. Cotisation annuelle au fonds de travaux fixée à 3 620,00 € (5 % du budget) : adoptée.',
        ),
        p(
          '5. Ravalement des façades sur rue : 84 000,00 € TTC, appelés en quatre fois à compter du 01/04/2025 : adopté à la majorité de l’article 25.',
        ),
        small('Séance levée à 21 h 05. Signé : le président de séance, le secrétaire.'),
      ],
    ],
  },
  {
    // fiche synthétique as the decree's table, figures of the year closed
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-02-03',
    figures: [
      day('document_date', '2025-02-03'),
      money('building_budget', 14600000),
      money('unpaid', 1347736),
      money('unpaid_providers', 920418),
      money('works_funds', 3198500),
      day('dt_works_funds', '2024-12-31'),
    ],
    pages: [
      [
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        small('Article 8-2 de la loi du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016'),
        table(
          ['Rubrique', 'Information'],
          ['Nom de la copropriété', 'Les Terrasses du Parc'],
          ['Adresse', '4 allée des Tilleuls 92130 Issy-les-Moulineaux'],
          ['Numéro d’immatriculation', 'AB1-234-567'],
          ['Syndic', 'FONCIA VAL DE SEINE, syndic professionnel'],
          ['Nombre de lots', '124 dont 62 lots principaux'],
          ['Budget prévisionnel de l’exercice 2025', '146 000,00 €'],
          ['Montant des impayés de charges au 31/12/2024', '13 477,36 €'],
          ['Dettes fournisseurs au 31/12/2024', '9 204,18 €'],
          ['Montant du fonds de travaux au 31/12/2024', '31 985,00 €'],
        ),
        right('Fiche établie le 03/02/2025'),
      ],
    ],
  },
  {
    // fiche synthétique from software, two columns of label and value, October exercise
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2024-11-15',
    figures: [
      day('document_date', '2024-11-15'),
      money('building_budget', 7240000),
      money('unpaid', 420890),
      money('unpaid_providers', 261533),
      money('works_funds', 1894000),
      day('dt_works_funds', '2024-09-30'),
    ],
    pages: [
      [
        small('Cabinet Lenoir Gestion — édition du 15/11/2024'),
        heading('Fiche synthétique — Résidence Le Jardin des Plantes'),
        listing(
          ['Identification', '', 'Données financières', ''],
          [
            'Immatriculation',
            'AC4-118-902',
            'Exercice comptable',
            'du 1er octobre au 30 septembre',
          ],
          ['Lots principaux', '38', 'Budget 2024/2025', '72 400,00'],
          ['Lots (total)', '71', 'Impayés au 30/09/2024', '4 208,90'],
          ['Construction', '1972', 'Dettes fournisseurs au 30/09/2024', '2 615,33'],
          ['Chauffage', 'collectif', 'Fonds de travaux au 30/09/2024', '18 940,00'],
        ),
      ],
    ],
  },
];
