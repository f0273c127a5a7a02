import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A twelfth batch (issue 39, third round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it: what
 * sellers upload, as syndic software and big or volunteer syndics print it, with wordings
 * and layouts the tenth and eleventh batches did not use. One table per lot then a
 * recapitulation, the lot's amount before the building's, credit before debit, a single
 * « Mouvement » column with « Cr » credits, credits in brackets or with a leading minus,
 * amounts with « € » or « EUR » after them and with dots between thousands, dates as
 * « 14.03.25 », exercises from July and April as well as calendar and October ones, monthly
 * calls of an online syndic, works voted called beside the budget, ledgers and calls over
 * two pages, annexes 1, 2, 3, 4 and 5 over three pages, minutes over two pages, and the
 * syndic's answers on an « état des sommes dues » and on a notary's questionnaire.
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (052's conventions): "n" is the last exercise closed
 * on 2025-06-30 (2024, 2023/2024 from October or from July, 2024/2025 from April), a
 * call's exercise is declared when the call prints its bounds, a figure printed as an
 * explicit 0 is declared as 0. The amounts are consistent as a syndic's are: a total is
 * the sum of its lines, a lot's share the building's amount × its tantièmes ÷ the base, a
 * quarter the year's share ÷ 4, a month ÷ 12, a ledger's balance its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const twelfthListings: DocumentSpec[] = [
  {
    // big group's notice: one table per lot (flat, cellar), then the recapitulation
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-17',
    figures: [
      day('document_date', '2025-03-17'),
      money('building_budget', 16810000),
      money('expected_budget', 362340),
      money('works_funds_contribution', 1000000),
      money('works_funds_last_contribution', 4825),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
    ],
    pages: [
      [
        small('FONCIA PARIS RIVE GAUCHE — 27 boulevard du Montparnasse 75006 Paris'),
        small('Réf. immeuble 4412 — compte copropriétaire 0087215 — page 1/1'),
        right('Mme Hélène Besson\n12 rue Vavin\n75006 Paris'),
        p('Paris, le 17 mars 2025'),
        title('AVIS D’ÉCHÉANCE — APPEL PROVISIONNEL DU 2e TRIMESTRE 2025'),
        p(
          'Résidence VAVIN NOTRE-DAME — exercice du 01/01/2025 au 31/12/2025 — date d’exigibilité : 01/04/2025',
        ),
        heading('Lot 23 — appartement, 4e étage gauche'),
        table(
          ['Désignation', 'Quote-part', 'Budget immeuble', 'Part annuelle', 'Échéance 2T'],
          ['Charges communes générales', '187 / 10 000', '112 000,00 €', '2 094,40 €', '523,60 €'],
          ['Ascenseur', '42 / 1 000', '14 500,00 €', '609,00 €', '152,25 €'],
          ['Chauffage collectif', '205 / 10 000', '41 600,00 €', '852,80 €', '213,20 €'],
          ['Sous-total lot 23', '', '', '3 556,20 €', '889,05 €'],
        ),
        heading('Lot 58 — cave n° 14'),
        table(
          ['Désignation', 'Quote-part', 'Budget immeuble', 'Part annuelle', 'Échéance 2T'],
          ['Charges communes générales', '6 / 10 000', '112 000,00 €', '67,20 €', '16,80 €'],
          ['Sous-total lot 58', '', '', '67,20 €', '16,80 €'],
        ),
        table(
          ['Récapitulatif de vos lots', 'Montant annuel', 'Échéance 2T'],
          [
            'Provisions sur charges (budget prévisionnel 2025 : 168 100,00 €)',
            '3 623,40 €',
            '905,85 €',
          ],
          ['Cotisation fonds travaux ALUR (cotisation votée : 10 000,00 €)', '193,00 €', '48,25 €'],
          ['Total à régler au 01/04/2025', '3 816,40 €', '954,10 €'],
        ),
        small(
          'Fonds travaux : lot 23 = 187,00 € par an (46,75 € ce trimestre) ; lot 58 = 6,00 € par an (1,50 €).',
        ),
        small(
          'Prélèvement automatique le 05/04/2025. Tout règlement reçu après l’édition du présent avis n’y figure pas.',
        ),
      ],
    ],
  },
  {
    // agency software: one row per lot and key, the lot's part first, the building's last
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    landscape: true,
    figures: [
      day('document_date', '2025-06-13'),
      money('building_budget', 10000000),
      money('expected_budget', 333760),
      money('works_funds_contribution', 600000),
      money('works_funds_last_contribution', 4200),
    ],
    pages: [
      [
        small('CITYA IMMOBILIER LYON PART-DIEU — 71 rue de la Villette 69003 Lyon'),
        small('Immeuble 0653 LE SQUARE MONCEY — copropriétaire 22817 — édité à Lyon le 13.06.2025'),
        right('M. Vincent Arnaud\n5 rue Moncey\n69003 Lyon'),
        title('APPEL DE FONDS — 3e TRIMESTRE — EXERCICE 2025'),
        p('Vos lots : 104 (appartement) et 212 (parking) — échéance du 01/07/2025'),
        listing(
          ['Libellé', 'Votre part annuelle', 'Appel 3T', 'Tantièmes', 'Base', 'Budget voté 2025'],
          [
            'Lot 104 Appartement — Charges générales',
            '2.035,20',
            '508,80',
            '265',
            '10.000',
            '76.800,00',
          ],
          ['Lot 104 Appartement — Bâtiment A', '1.067,20', '266,80', '58', '1.000', '18.400,00'],
          ['Lot 212 Parking — Charges générales', '115,20', '28,80', '15', '10.000', '76.800,00'],
          ['Lot 212 Parking — Parkings', '120,00', '30,00', '25', '1.000', '4.800,00'],
          ['Total provisions sur charges', '3.337,60', '834,40', '', '', '100.000,00'],
          ['Lot 104 — Cotisation fonds travaux', '159,00', '39,75', '265', '10.000', '6.000,00'],
          ['Lot 212 — Cotisation fonds travaux', '9,00', '2,25', '15', '10.000', '6.000,00'],
          ['Total cotisation fonds travaux', '168,00', '42,00', '', '', '6.000,00'],
          ['NET À PAYER AU 01/07/2025', '', '876,40', '', '', ''],
        ),
        small(
          'Budget prévisionnel voté pour l’exercice 2025 — cotisation au fonds de travaux égale à 6 % du budget.',
        ),
      ],
    ],
  },
  {
    // October–September call over two pages: budget, then the fund and a works call on page 2
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      money('building_budget', 6760000),
      money('expected_budget', 256920),
      money('works_funds_contribution', 400000, 2),
      money('works_funds_last_contribution', 3420, 2),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
    ],
    pages: [
      [
        small('NEXITY — Agence Marseille Castellane — 2 place Castellane 13006 Marseille'),
        small('Syndicat des copropriétaires LE PARC BORÉLY — immeuble 7731'),
        right('M. Antoine Giraud\nRésidence Le Parc Borély, bât. C\n13008 Marseille'),
        p('Marseille, le 12/03/2025'),
        title('APPEL DE FONDS — 3e APPEL TRIMESTRIEL DE L’EXERCICE 2024/2025'),
        p(
          'Exercice du 01/10/2024 au 30/09/2025 — date d’exigibilité : 01/04/2025 — lot 7 (appartement T4, 3e étage)',
        ),
        heading('1. Provisions sur charges — budget prévisionnel voté'),
        listing(
          [
            'Clé',
            'Budget voté',
            'Tantièmes du lot',
            'Quote-part annuelle',
            'Provision du trimestre',
          ],
          ['Charges communes générales', '58 000,00', '342 / 10 000', '1 983,60', '495,90'],
          ['Escalier C', '9 600,00', '61 / 1 000', '585,60', '146,40'],
          ['Total budget 2024/2025', '67 600,00', '', '2 569,20', '642,30'],
        ),
        small('Suite page 2 : fonds de travaux, travaux votés et montant total de l’appel.'),
      ],
      [
        small('Appel de fonds du 12/03/2025 — M. Antoine Giraud — lot 7 — page 2/2'),
        heading('2. Cotisation au fonds de travaux (article 14-2 de la loi du 10 juillet 1965)'),
        listing(
          [
            'Fonds de travaux',
            'Cotisation votée',
            'Tantièmes du lot',
            'Part annuelle',
            'Cotisation du trimestre',
          ],
          ['Exercice 2024/2025', '4 000,00', '342 / 10 000', '136,80', '34,20'],
        ),
        heading('3. Travaux votés — hors budget'),
        listing(
          ['Travaux', 'Montant voté', 'Tantièmes du lot', 'Quote-part du lot', 'Appel 1/3'],
          [
            'Réfection toiture-terrasse (AG du 05/12/2024, résolution 14)',
            '48 000,00',
            '342 / 10 000',
            '1 641,60',
            '547,20',
          ],
        ),
        listing(
          ['Récapitulatif de l’appel', 'Montant'],
          ['Provisions budget', '642,30'],
          ['Fonds de travaux', '34,20'],
          ['Travaux toiture (1/3)', '547,20'],
          ['Total appelé au 01/04/2025', '1 223,70'],
        ),
        small(
          'Les appels 2/3 et 3/3 des travaux de toiture seront exigibles les 01/07/2025 et 01/10/2025.',
        ),
      ],
    ],
  },
  {
    // April–March exercise, monthly instalment, « EUR » after the amounts, works call on page 2
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    landscape: true,
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 10920000),
      money('expected_budget', 327024),
      money('works_funds_contribution', 600000, 2),
      money('works_funds_last_contribution', 1440, 2),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
    ],
    pages: [
      [
        small(
          'VILOGI — édition pour le SYNDIC COOPÉRATIF DES CHARTRONS — 41 quai des Chartrons 33000 Bordeaux',
        ),
        p('Bordeaux, le 18/06/25'),
        right('Mme Inès Carvalho\n8 rue Notre-Dame\n33000 Bordeaux'),
        title('Appel de fonds — échéance de juillet 2025'),
        p(
          'Copropriété LES CHAIS DU QUAI — exercice du 01/04/2025 au 31/03/2026 — appels mensuels — vos lots : 31 (appartement) et 76 (parking)',
        ),
        listing(
          ['Votre part', 'Mensualité', 'Lot', 'Répartition', 'Tantièmes', 'Budget voté'],
          ['2616,48 EUR', '218,04 EUR', '31', 'Charges générales', '276/10000', '94 800,00 EUR'],
          ['432,00 EUR', '36,00 EUR', '31', 'Ascenseur', '40/1000', '10 800,00 EUR'],
          ['113,76 EUR', '9,48 EUR', '76', 'Charges générales', '12/10000', '94 800,00 EUR'],
          ['108,00 EUR', '9,00 EUR', '76', 'Parkings', '30/1000', '3 600,00 EUR'],
          [
            '3 270,24 EUR',
            '272,52 EUR',
            '',
            'Total budget prévisionnel 2025/2026',
            '',
            '109 200,00 EUR',
          ],
        ),
        small('Suite au verso : fonds de travaux et appel des travaux votés.'),
      ],
      [
        small('Les Chais du Quai — Mme Inès Carvalho — appel de juillet 2025 — 2/2'),
        listing(
          [
            'Votre part',
            'Mensualité',
            'Lot',
            'Fonds de travaux ALUR',
            'Tantièmes',
            'Cotisation votée',
          ],
          ['165,60 EUR', '13,80 EUR', '31', 'Cotisation 2025/2026', '276/10000', '6 000,00 EUR'],
          ['7,20 EUR', '0,60 EUR', '76', 'Cotisation 2025/2026', '12/10000', '6 000,00 EUR'],
          ['172,80 EUR', '14,40 EUR', '', 'Total fonds de travaux', '', ''],
        ),
        listing(
          ['Votre part', 'Appel 3/4', 'Lot', 'Travaux votés', 'Tantièmes', 'Montant voté'],
          [
            '3477,60 EUR',
            '869,40 EUR',
            '31',
            'Ravalement des façades (AG du 19/06/2024)',
            '276/10000',
            '126 000,00 EUR',
          ],
          [
            '151,20 EUR',
            '37,80 EUR',
            '76',
            'Ravalement des façades (AG du 19/06/2024)',
            '12/10000',
            '126 000,00 EUR',
          ],
          ['3628,80 EUR', '907,20 EUR', '', 'Total travaux', '', ''],
        ),
        p('Montant de l’échéance exigible le 01/07/2025 : 272,52 + 14,40 + 907,20 = 1194,12 EUR'),
        small('Le 4e et dernier appel des travaux de ravalement sera exigible le 01/10/2025.'),
      ],
    ],
  },
  {
    // scanned to PNG: a single « Mouvement » column, credits « Cr », dates « 01.04.25 »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('wanted_loads', 17645),
      money('budget', 48600),
      money('works_funds_last_contribution', 2430),
      money('expected_budget', 194400),
      money('reserved_advances', 25000),
    ],
    scan: scanned(200, 0.6, 11, 'png'),
    pages: [
      [
        heading('SYNDIC DUPRAZ & FILS'),
        small(
          'Administrateur de biens depuis 1964 — 9 rue de la République 74000 Annecy — 04 50 45 12 80',
        ),
        title('EXTRAIT DE COMPTE COPROPRIÉTAIRE'),
        p('Résidence Les Marquisats — M. Olivier Rey — lot 9 — arrêté au 06/06/2025'),
        p('Budget 2025 de votre lot : 1 944,00 — provision trimestrielle : 486,00'),
        table(
          ['Date', 'Libellé', 'Mouvement', 'Solde'],
          ['01.01.25', 'Report à nouveau (exercice 2024)', '214,60', '214,60'],
          ['01.01.25', 'Provisions sur charges 1T 2025', '486,00', '700,60'],
          ['01.01.25', 'Cotisation fonds travaux 1T 2025', '24,30', '724,90'],
          ['27.01.25', 'Virement reçu', '510,30 Cr', '214,60'],
          ['01.04.25', 'Régularisation charges 2024 (trop-perçu)', '38,15 Cr', '176,45'],
          ['01.04.25', 'Provisions sur charges 2T 2025', '486,00', '662,45'],
          ['01.04.25', 'Cotisation fonds travaux 2T 2025', '24,30', '686,75'],
        ),
        table(
          ['Sommes restant dues au 06/06/2025', 'Montant'],
          ['Solde des exercices clos', '176,45'],
          ['Provisions sur charges 2T 2025 non réglées', '486,00'],
          ['Cotisation fonds travaux 2T 2025 non réglée', '24,30'],
          ['Solde débiteur', '686,75'],
        ),
        p('Avance de trésorerie versée par vous et détenue par le syndicat : 250,00'),
        small('Cr : montant porté à votre crédit.'),
      ],
    ],
  },
  {
    // scanned: credits in brackets, a works call unpaid beside the budget, the balance split
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('wanted_loads', 33490),
      money('budget', 73125),
      money('unbudget', 84500),
      money('works_funds_last_contribution', 3656),
      money('reserved_advances', 40000),
    ],
    scan: scanned(180, -0.9, 12),
    pages: [
      [
        heading('ICS — IMMOBILIÈRE CENTRE SOLOGNE — SYNDIC'),
        small('14 rue Royale 45000 Orléans — Tél. 02 38 53 40 11 — gestion@ics-sologne.fr'),
        right('Orléans, le 10 juin 2025'),
        title('RELEVÉ DE COMPTE — PÉRIODE DU 01/01/2025 AU 10/06/2025'),
        p(
          'Copropriété LE CLOS SAINT-EUVERTE — Mme Géraldine Picard — lots 5 (appartement) et 44 (cave)',
        ),
        table(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['01/01/2025', 'Solde à nouveau — exercice 2024', '392,80', '392,80'],
          ['01/01/2025', 'Appel de fonds 1er trim. 2025 — budget', '731,25', '1 124,05'],
          ['01/01/2025', 'Appel de fonds 1er trim. 2025 — fonds de travaux', '36,56', '1 160,61'],
          ['01/01/2025', 'Travaux ascenseur (AG du 23/05/2024) — appel 1/2', '845,00', '2 005,61'],
          ['20/02/2025', 'Règlement chèque n° 8841', '(1 612,81)', '392,80'],
          ['14/03/2025', 'Régularisation des charges 2024', '(57,90)', '334,90'],
          ['01/04/2025', 'Appel de fonds 2e trim. 2025 — budget', '731,25', '1 066,15'],
          ['01/04/2025', 'Appel de fonds 2e trim. 2025 — fonds de travaux', '36,56', '1 102,71'],
          ['01/04/2025', 'Travaux ascenseur (AG du 23/05/2024) — appel 2/2', '845,00', '1 947,71'],
        ),
        p('Solde débiteur au 10/06/2025 : 1 947,71 €, soit :'),
        table(
          ['Décomposition du solde', 'Montant'],
          ['Reliquat de l’exercice 2024 (après régularisation)', '334,90'],
          ['Provisions budget 2e trim. 2025', '731,25'],
          ['Fonds de travaux 2e trim. 2025', '36,56'],
          ['Travaux ascenseur — appel 2/2', '845,00'],
        ),
        p('Fonds de roulement versé (avance permanente) : 400,00 €'),
        small('Les montants entre parenthèses sont portés à votre crédit.'),
      ],
    ],
  },
  {
    // online syndic's ledger over two pages, monthly calls, the year ends in a « trop-perçu »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-28',
    landscape: true,
    figures: [
      day('document_date', '2025-05-28'),
      money('expected_budget', 234720),
      money('credit_balance', 14352, 2),
      money('reserved_advances', 32000, 2),
      money('works_funds_last_contribution', 978, 2),
    ],
    pages: [
      [
        small(
          'POWIMO — syndic en ligne — 4 rue Saint-Florentin 75001 Paris — relevé généré le 28/05/2025',
        ),
        title('Mon relevé de compte copropriétaire'),
        p(
          'Copropriété 27 rue des Martyrs 75009 Paris — Mme Camille Duval — lots 18 (appartement) et 61 (cave)',
        ),
        p(
          'Provision mensuelle 2025 : 195,60 € (budget annuel de vos lots : 2 347,20 €) — cotisation mensuelle au fonds de travaux : 9,78 €',
        ),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde reporté', '', '', '0,00'],
          ['01/10/2024', 'Appel provisionnel octobre 2024', '191,20', '', '191,20'],
          ['01/10/2024', 'Cotisation fonds travaux octobre 2024', '9,56', '', '200,76'],
          ['05/10/2024', 'Prélèvement SEPA', '', '200,76', '0,00'],
          ['01/11/2024', 'Appel provisionnel novembre 2024', '191,20', '', '191,20'],
          ['01/11/2024', 'Cotisation fonds travaux novembre 2024', '9,56', '', '200,76'],
          ['05/11/2024', 'Prélèvement SEPA', '', '200,76', '0,00'],
          ['01/12/2024', 'Appel provisionnel décembre 2024', '191,20', '', '191,20'],
          ['01/12/2024', 'Cotisation fonds travaux décembre 2024', '9,56', '', '200,76'],
          ['05/12/2024', 'Prélèvement SEPA', '', '200,76', '0,00'],
          ['01/01/2025', 'Appel provisionnel janvier 2025', '195,60', '', '195,60'],
          ['01/01/2025', 'Cotisation fonds travaux janvier 2025', '9,78', '', '205,38'],
          ['05/01/2025', 'Prélèvement SEPA', '', '205,38', '0,00'],
          ['01/02/2025', 'Appel provisionnel février 2025', '195,60', '', '195,60'],
          ['01/02/2025', 'Cotisation fonds travaux février 2025', '9,78', '', '205,38'],
          ['05/02/2025', 'Prélèvement SEPA', '', '205,38', '0,00'],
          ['', 'À reporter', '1 013,04', '1 013,04', '0,00'],
        ),
      ],
      [
        small('Relevé de compte — Mme Camille Duval — lots 18 et 61 — page 2/2'),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 013,04', '1 013,04', '0,00'],
          ['01/03/2025', 'Appel provisionnel mars 2025', '195,60', '', '195,60'],
          ['01/03/2025', 'Cotisation fonds travaux mars 2025', '9,78', '', '205,38'],
          ['05/03/2025', 'Prélèvement SEPA', '', '205,38', '0,00'],
          ['01/04/2025', 'Appel provisionnel avril 2025', '195,60', '', '195,60'],
          ['01/04/2025', 'Cotisation fonds travaux avril 2025', '9,78', '', '205,38'],
          ['05/04/2025', 'Prélèvement SEPA', '', '205,38', '0,00'],
          ['28/04/2025', 'Régularisation exercice 2024 — trop-perçu', '', '143,52', '143,52 Cr'],
          ['01/05/2025', 'Appel provisionnel mai 2025', '195,60', '', '52,08'],
          ['01/05/2025', 'Cotisation fonds travaux mai 2025', '9,78', '', '61,86'],
          ['05/05/2025', 'Prélèvement SEPA', '', '205,38', '143,52 Cr'],
          ['', 'Totaux', '1 629,18', '1 772,70', '143,52 Cr'],
        ),
        table(
          ['Votre situation au 28/05/2025', 'Montant'],
          ['Solde créditeur (trop-perçu à votre disposition)', '143,52 €'],
          ['Avance de trésorerie permanente versée', '320,00 €'],
          ['Dernière cotisation au fonds de travaux réglée (05/05/2025)', '9,78 €'],
        ),
        small('Le trop-perçu sera imputé sur vos prochains appels, sauf demande de remboursement.'),
      ],
    ],
  },
  {
    // October–September ledger over two pages, credit before debit, a leading « - » for credit
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-17',
    landscape: true,
    figures: [
      day('document_date', '2025-06-17'),
      money('expected_budget', 286200),
      money('credit_balance', 9685, 2),
      money('reserved_advances', 27500, 2),
      money('works_funds_last_contribution', 3580, 2),
    ],
    pages: [
      [
        small('SERGIC — Agence de Lille Grand Palais — 1 boulevard des Cités Unies 59800 Lille'),
        heading('COMPTE COPROPRIÉTAIRE — SITUATION AU 17 JUIN 2025'),
        p(
          'Copropriété RÉSIDENCE EURALILLE — M. Stéphane Lemoine — lots 12 (appartement) et 33 (parking) — exercice 2024/2025',
        ),
        p(
          'Provisions trimestrielles : 715,50 € (2 862,00 € par an pour vos lots) — fonds de travaux : 35,80 € par trimestre',
        ),
        listing(
          ['Date', 'Libellé', 'Crédit', 'Débit', 'Solde'],
          ['01/10/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/10/2024', 'Appel provisions T1 2024/2025', '', '715,50', '715,50'],
          ['01/10/2024', 'Fonds de travaux T1 2024/2025', '', '35,80', '751,30'],
          ['08/10/2024', 'Virement reçu', '751,30', '', '0,00'],
          ['01/01/2025', 'Appel provisions T2 2024/2025', '', '715,50', '715,50'],
          ['01/01/2025', 'Fonds de travaux T2 2024/2025', '', '35,80', '751,30'],
          [
            '01/01/2025',
            'Travaux interphonie (AG du 12/12/2024) — appel unique',
            '',
            '418,60',
            '1 169,90',
          ],
          ['10/01/2025', 'Virement reçu', '1 169,90', '', '0,00'],
          ['', 'À reporter', '1 921,20', '1 921,20', '0,00'],
        ),
      ],
      [
        small('Compte copropriétaire — M. Stéphane Lemoine — page 2/2 — Sergic Lille'),
        listing(
          ['Date', 'Libellé', 'Crédit', 'Débit', 'Solde'],
          ['', 'Report', '1 921,20', '1 921,20', '0,00'],
          ['17/01/2025', 'Régularisation charges 2023/2024 (excédent)', '96,85', '', '-96,85'],
          ['01/04/2025', 'Appel provisions T3 2024/2025', '', '715,50', '618,65'],
          ['01/04/2025', 'Fonds de travaux T3 2024/2025', '', '35,80', '654,45'],
          ['07/04/2025', 'Virement reçu', '751,30', '', '-96,85'],
          ['', 'Totaux', '2 769,35', '2 672,50', '-96,85'],
        ),
        p('Trop-perçu en votre faveur au 17/06/2025 : -96,85 €'),
        table(
          ['Avances', 'Montant'],
          ['Fonds de roulement versé à l’entrée dans la copropriété', '275,00'],
        ),
        small(
          'Un solde négatif est en votre faveur. La dernière cotisation au fonds de travaux, 35,80 €, a été réglée le 07/04/2025.',
        ),
      ],
    ],
  },
  {
    // calendar exercise: one row per key and lot, the tantièmes before the building's amount
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-14',
    landscape: true,
    figures: [
      day('document_date', '2025-04-14'),
      money('budget_n', 328490),
      money('expected_budget_n', 333200),
      money('hors_budget_n', 43660),
      money('expected_hors_budget_n', 43660),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('LOISELET & DAIGREMONT — Agence Paris 15 — 112 rue de la Convention 75015 Paris'),
        title('RÉPARTITION DES CHARGES RÉELLES — EXERCICE 2024'),
        p(
          'Copropriété SQUARE DE LA CONVENTION — M. et Mme Fabien Morel — lots 15 (appartement) et 52 (cave) — exercice du 01/01/2024 au 31/12/2024',
        ),
        right('Paris, le 14 avril 2025'),
        listing(
          ['Clé', 'Lot', 'Tantièmes', 'Charges immeuble', 'Votre part'],
          ['Charges générales', '15', '228/10000', '87 350,00', '1 991,58'],
          ['Charges générales', '52', '8/10000', '87 350,00', '69,88'],
          ['Ascenseur', '15', '38/1000', '11 240,00', '427,12'],
          ['Chauffage collectif', '15', '240/10000', '33 180,00', '796,32'],
          ['Total charges courantes', '', '', '131 770,00', '3 284,90'],
          ['Provisions sur charges appelées en 2024', '', '', '', '3 332,00'],
          ['Régularisation (trop-perçu)', '', '', '', '-47,10'],
        ),
        listing(
          ['Travaux hors budget', 'Lot', 'Tantièmes', 'Dépense immeuble', 'Votre part'],
          [
            'Remplacement de la porte de hall (AG du 13/04/2023)',
            '15',
            '228/10000',
            '18 500,00',
            '421,80',
          ],
          [
            'Remplacement de la porte de hall (AG du 13/04/2023)',
            '52',
            '8/10000',
            '18 500,00',
            '14,80',
          ],
          ['Total quote-part travaux', '', '', '', '436,60'],
          ['Appels de fonds travaux 2024', '', '', '', '436,60'],
          ['Solde travaux', '', '', '', '0,00'],
        ),
        small('La régularisation de 47,10 € sera portée au crédit de votre compte le 01/05/2025.'),
      ],
    ],
  },
  {
    // July–June exercise, a column per lot, dots between thousands, credits in brackets
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-10-22',
    landscape: true,
    figures: [
      day('document_date', '2024-10-22'),
      money('budget_n', 259900),
      money('expected_budget_n', 264000),
      money('hors_budget_n', 30000),
      money('expected_hors_budget_n', 30000),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
    ],
    pages: [
      [
        small('IMMO DE FRANCE RHÔNE-ALPES — 45 rue de la République 69002 Lyon'),
        right('Lyon, le 22.10.2024'),
        heading('Décompte individuel de charges — exercice du 01/07/2023 au 30/06/2024'),
        p(
          'Copropriété LES BALCONS DE SAÔNE — M. Rachid Haddad — lots 3 (appartement) et 40 (parking)',
        ),
        listing(
          ['Nature', 'Total immeuble', 'Base', 'Lot 3', 'Lot 40', 'Total'],
          ['Charges communes', '64.200,00', '10.000', '2.003,04', '115,56', '2.118,60'],
          ['Ascenseur', '7.850,00', '1.000', '345,40', '0,00', '345,40'],
          ['Parkings', '5.400,00', '1.000', '0,00', '135,00', '135,00'],
          ['Charges de l’exercice', '77.450,00', '', '2.348,44', '250,56', '2.599,00'],
          ['Provisions appelées', '', '', '2.400,00', '240,00', '2.640,00'],
          ['Régularisation', '', '', '(51,56)', '10,56', '(41,00)'],
          [
            'Travaux mise en conformité parking (AG du 15/12/2022)',
            '12.000,00',
            '1.000',
            '0,00',
            '300,00',
            '300,00',
          ],
          ['Appels travaux', '', '', '0,00', '300,00', '300,00'],
        ),
        small(
          'Tantièmes : lot 3 = 312/10.000 et 44/1.000 (ascenseur) ; lot 40 = 18/10.000 et 25/1.000 (parkings). Montants entre parenthèses : en votre faveur.',
        ),
      ],
    ],
  },
  {
    // annexes 1, 2, 4 and 5 over three pages, calendar exercise, the year closed first
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-27',
    landscape: true,
    figures: [
      day('document_date', '2025-03-27'),
      money('unpaid', 1428635),
      money('unpaid_providers', 1074218),
      money('works_funds', 2975000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 12400000, 2),
      money('building_budget', 12850000, 2),
    ],
    pages: [
      [
        small(
          'CITYA IMMOBILIER — Tours Centre — 9 boulevard Heurteloup 37000 Tours — édité le 27/03/2025 — page 1/3',
        ),
        title('ANNEXE N° 1 — ÉTAT FINANCIER APRÈS RÉPARTITION DE L’EXERCICE'),
        p(
          'Syndicat des copropriétaires LE PRIEURÉ — exercice du 01/01/2024 au 31/12/2024 — comptes soumis à l’assemblée générale',
        ),
        listing(
          [
            'Comptes',
            'Intitulé',
            'Exercice clos au 31/12/2024',
            'Exercice précédent au 31/12/2023',
          ],
          ['', 'I. Situation financière et trésorerie', '', ''],
          ['512', 'Banque — compte courant du syndicat', '46 318,72', '39 204,15'],
          ['5121', 'Banque — compte séparé fonds de travaux', '29 750,00', '21 400,00'],
          ['', 'II. Créances', '', ''],
          [
            '4501',
            'Copropriétaires — sommes exigibles restant à recevoir',
            '14 286,35',
            '11 902,60',
          ],
          ['409', 'Fournisseurs débiteurs', '0,00', '215,00'],
          ['', 'Total I + II', '90 355,07', '72 721,75'],
          ['', 'III. Dettes', '', ''],
          ['401', 'Fournisseurs — factures parvenues non réglées', '10 742,18', '8 116,40'],
          ['4502', 'Copropriétaires — avances et excédents versés', '5 412,89', '4 620,35'],
          ['', 'IV. Fonds, provisions et avances', '', ''],
          ['103', 'Avances de trésorerie (fonds de roulement)', '18 000,00', '18 000,00'],
          ['102', 'Provisions pour travaux décidés', '26 450,00', '20 585,00'],
          ['1051', 'Fonds de travaux (loi ALUR)', '29 750,00', '21 400,00'],
          ['', 'Total III + IV', '90 355,07', '72 721,75'],
        ),
      ],
      [
        small('Annexe 2 — LE PRIEURÉ — exercice 2024 — page 2/3'),
        title('ANNEXE N° 2 — COMPTE DE GESTION GÉNÉRAL DE L’EXERCICE'),
        listing(
          [
            'Charges',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget proposé 2026',
          ],
          ['Opérations courantes', '124 000,00', '121 386,40', '128 500,00', '133 000,00'],
          ['Travaux et opérations exceptionnelles', '', '41 200,00', '', ''],
          ['Total des charges', '', '162 586,40', '', ''],
        ),
        listing(
          ['Produits', 'Réalisé 2024'],
          ['Provisions des copropriétaires — opérations courantes', '124 000,00'],
          ['Provisions des copropriétaires — travaux', '41 200,00'],
          ['Total des produits', '165 200,00'],
          ['Excédent des opérations courantes à répartir', '2 613,60'],
        ),
      ],
      [
        small('Annexes 4 et 5 — LE PRIEURÉ — page 3/3'),
        heading('ANNEXE N° 4 — TRAVAUX ET OPÉRATIONS EXCEPTIONNELLES VOTÉS'),
        listing(
          ['Travaux', 'Vote', 'Montant voté', 'Réalisé cumulé', 'Appelé cumulé', 'Reste à appeler'],
          [
            'Ravalement de la façade sur cour',
            'AG du 11/04/2023',
            '82 400,00',
            '41 200,00',
            '41 200,00',
            '41 200,00',
          ],
        ),
        heading('ANNEXE N° 5 — OPÉRATIONS NON SOLDÉES'),
        listing(
          ['Opération', 'Origine', 'Dépenses', 'Remboursements', 'Solde'],
          [
            'Dégât des eaux colonne EU bâtiment B',
            'sinistre du 08/11/2024',
            '3 860,00',
            '2 900,00',
            '960,00',
          ],
        ),
      ],
    ],
  },
  {
    // annexes 1, 3, 4 and 5 over three pages, October–September, the year before first
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-09',
    landscape: true,
    figures: [
      day('document_date', '2024-12-09'),
      money('unpaid', 980471),
      money('unpaid_providers', 621893),
      money('works_funds', 1726000),
      day('dt_works_funds', '2024-09-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 9800000, 2),
      money('building_budget', 10200000, 2),
    ],
    pages: [
      [
        small(
          'ORALIA — Syndic de copropriété — 7 place Bellecour 69002 Lyon — le 9 déc. 2024 — page 1/3',
        ),
        title('ÉTAT FINANCIER — ANNEXE 1'),
        p('Copropriété LE GRAND CÈDRE — exercice comptable du 01/10/2023 au 30/09/2024'),
        listing(
          ['Rubrique', 'N-1 (au 30/09/2023)', 'N (au 30/09/2024)'],
          ['ACTIF', '', ''],
          ['Banque — compte courant', '28.115,02', '31.870,44'],
          ['Banque — placement fonds de travaux', '12.940,00', '17.260,00'],
          ['Copropriétaires débiteurs (charges impayées)', '7.312,58', '9.804,71'],
          ['Total actif', '48.367,60', '58.935,15'],
          ['PASSIF', '', ''],
          ['Fournisseurs', '5.407,22', '6.218,93'],
          ['Copropriétaires créditeurs', '1.780,38', '2.905,22'],
          ['Avances (fonds de roulement)', '12.000,00', '12.000,00'],
          ['Provisions pour travaux votés', '16.240,00', '20.551,00'],
          ['Fonds de travaux (art. 14-2)', '12.940,00', '17.260,00'],
          ['Total passif', '48.367,60', '58.935,15'],
        ),
      ],
      [
        small('LE GRAND CÈDRE — annexe 3 — exercice 2023/2024 — page 2/3'),
        title('COMPTE DE GESTION POUR OPÉRATIONS COURANTES — ANNEXE 3'),
        listing(
          ['Clé', 'Budget 2023/2024', 'Réalisé 2023/2024', 'Budget 2024/2025', 'Projet 2025/2026'],
          ['Charges générales', '61.000,00', '59.842,17', '63.500,00', '65.000,00'],
          ['Ascenseurs', '9.500,00', '10.214,60', '10.000,00', '10.500,00'],
          ['Chauffage', '27.500,00', '26.933,08', '28.500,00', '29.500,00'],
          ['Total', '98.000,00', '96.989,85', '102.000,00', '105.000,00'],
        ),
        small('Le budget 2024/2025 a été voté par l’assemblée générale du 14/12/2023.'),
      ],
      [
        small('LE GRAND CÈDRE — annexes 4 et 5 — page 3/3'),
        heading('Annexe 4 — travaux de l’article 14-2 et opérations exceptionnelles'),
        listing(
          ['Travaux', 'Date du vote', 'Montant voté', 'Dépenses 2023/2024', 'Appels 2023/2024'],
          [
            'Réfection de l’étanchéité de la terrasse',
            'AG du 07/12/2022',
            '34.000,00',
            '13.449,00',
            '17.760,00',
          ],
        ),
        heading('Annexe 5 — opérations non soldées'),
        listing(
          ['Opération', 'Montant'],
          ['Procédure contre un copropriétaire défaillant — frais avancés', '1.284,00'],
        ),
      ],
    ],
  },
  {
    // volunteer syndic's minutes over two pages: accounts on page 1, budgets and fund on page 2
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-15',
    figures: [
      day('document_date', '2025-05-15'),
      day('dt_based', '2025-05-15'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 5600000),
      money('building_budget', 5840000, 2),
      money('works_funds_contribution', 292000, 2),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 14 rue des Tanneurs 67000 Strasbourg — syndic bénévole : M. Jean-Luc Weber',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ANNUELLE'),
        p(
          'Le jeudi 15 mai 2025 à 19 heures, les copropriétaires se sont réunis dans la salle commune de l’immeuble sur convocation du syndic bénévole. Présents et représentés : 9 copropriétaires sur 12, totalisant 782 / 1 000 tantièmes.',
        ),
        heading('1. Élection du président de séance'),
        p('Mme Claire Schmitt est élue présidente de séance à l’unanimité.'),
        heading('2. Approbation des comptes de l’exercice 2024'),
        p(
          'Le syndic présente les comptes de l’exercice du 01/01/2024 au 31/12/2024 : pour un budget voté de 56 000,00 €, les dépenses courantes s’élèvent à 54 871,26 €. L’excédent de 1 128,74 € est réparti entre les copropriétaires selon leurs tantièmes. L’assemblée approuve les comptes à l’unanimité.',
        ),
        heading('3. Quitus au syndic'),
        p('Quitus est donné au syndic bénévole pour sa gestion de l’exercice 2024. Adopté.'),
      ],
      [
        heading('4. Budget prévisionnel 2025'),
        p(
          'L’assemblée ajuste le budget prévisionnel de l’exercice 2025, voté le 16 mai 2024, à 58 400,00 €, appelé par quart le premier jour de chaque trimestre. Adopté.',
        ),
        heading('5. Budget prévisionnel 2026'),
        p('L’assemblée vote le budget prévisionnel de l’exercice 2026 à 60 000,00 €. Adopté.'),
        heading('6. Fonds de travaux'),
        p(
          'La cotisation annuelle au fonds de travaux pour 2025 est fixée à 2 920,00 €, soit 5 % du budget prévisionnel, répartie selon les tantièmes généraux. Adoptée à l’unanimité.',
        ),
        heading('7. Remplacement de la chaudière collective'),
        p(
          'L’assemblée vote les travaux de remplacement de la chaudière pour 38 500,00 € TTC, appelés en deux fois aux 01/10/2025 et 01/01/2026. Adoptée à la majorité de l’article 25 (782 / 1 000).',
        ),
        small(
          'Clôture de la séance à 21 h 10. Fait à Strasbourg le 15/05/2025. Le président de séance, le secrétaire, le syndic bénévole.',
        ),
      ],
    ],
  },
  {
    // April–March minutes over two pages: the accounts and the old budget, then the budgets
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('dt_based', '2025-06-19'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 8400000),
      money('building_budget', 8800000, 2),
      money('works_funds_contribution', 440000, 2),
    ],
    pages: [
      [
        small(
          'CRYPTO IMMOBILIER — cabinet de syndic — 3 rue Paradis 13001 Marseille — Réf. ASS/0412/2025',
        ),
        title('PROCÈS-VERBAL DES DÉCISIONS DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Réunie le jeudi 19 juin 2025 à 17 h 30 au siège du cabinet, l’assemblée générale des copropriétaires de la résidence LES CALANQUES, 48 avenue de la Pointe-Rouge 13008 Marseille, a pris les décisions suivantes. Tantièmes présents ou représentés : 5 804 / 10 000.',
        ),
        heading(
          'Résolution 3 — Approbation des comptes de l’exercice du 01/04/2024 au 31/03/2025 (art. 24)',
        ),
        p(
          'L’assemblée générale, après avoir pris connaissance des annexes 1 à 5, approuve les comptes de l’exercice clos le 31/03/2025 : charges pour opérations courantes de 86 112,45 € pour un budget prévisionnel voté de 84 000,00 €.',
        ),
        table(['Votes', 'Tantièmes'], ['Pour', '5 412'], ['Contre', '0'], ['Abstentions', '392']),
        p('Résolution adoptée.'),
      ],
      [
        small('Assemblée générale du 19/06/2025 — LES CALANQUES — page 2/2'),
        heading('Résolution 5 — Budget prévisionnel de l’exercice 2025/2026 (art. 24)'),
        p(
          'L’assemblée ajuste le budget de l’exercice 2025/2026, en cours, à 88 000,00 €. Adoptée.',
        ),
        heading('Résolution 6 — Budget prévisionnel de l’exercice 2026/2027 (art. 24)'),
        p(
          'L’assemblée vote le budget de l’exercice 2026/2027 à 91 000,00 €, appelé par quarts les 1er avril, 1er juillet, 1er octobre et 1er janvier. Adoptée.',
        ),
        heading('Résolution 7 — Cotisation au fonds de travaux (art. 25)'),
        p(
          'L’assemblée fixe à 4 400,00 € la cotisation au fonds de travaux de l’exercice 2025/2026, soit 5 % du budget. Adoptée par 5 804 tantièmes.',
        ),
        heading('Résolution 8 — Mise en sécurité des garde-corps (art. 24)'),
        p('Travaux votés pour 17 250,00 € TTC, appelés le 01/10/2025. Adoptée.'),
        small('Procès-verbal certifié conforme — Marseille, le 19/06/2025 — le syndic.'),
      ],
    ],
  },
  {
    // scanned: a syndic's « état des sommes dues » over two pages, explicit zeros
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('budget', 51600),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 31000),
      money('ongoing_budget', 103200),
      money('works_funds', 2284000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 49106, 2),
      money('works_funds_last_contribution', 2580, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      day('dt_based', '2025-04-03', 2),
      money('unpaid', 651290, 2),
      money('unpaid_providers', 411837, 2),
      money('transfer_fees', 38000, 2),
    ],
    scan: scanned(200, 0.7, 10),
    pages: [
      [
        heading('CABINET FONTAINE — SYNDIC DE COPROPRIÉTÉ'),
        small('22 rue du Pont-Neuf 87000 Limoges — mutations@cabinet-fontaine.fr'),
        title('ÉTAT DES SOMMES DUES — INFORMATIONS POUR LA VENTE D’UN LOT'),
        p(
          'Copropriété RÉSIDENCE DU CHAMP DE JUILLET — lot 26 (appartement, 215 / 10 000) — vendeur : M. Lucas Girard — à la demande de Maître Aubert, notaire à Limoges',
        ),
        p('Limoges, le 11/06/2025'),
        heading('I. Sommes dues par le vendeur au syndicat'),
        table(
          ['Nature', 'Montant'],
          ['Provisions exigibles du budget 2025 (appel du 01/04/2025, non réglé)', '516,00 €'],
          ['Cotisation au fonds de travaux exigible (même appel, non réglée)', '25,80 €'],
          ['Provisions exigibles hors budget (travaux)', '0,00 €'],
          ['Charges impayées des exercices antérieurs', '0,00 €'],
          ['Total dû par le vendeur', '541,80 €'],
        ),
        heading('II. Sommes dues au vendeur par le syndicat'),
        table(['Nature', 'Montant'], ['Avance de trésorerie (fonds de roulement)', '310,00 €']),
        heading('III. Sommes à la charge de l’acquéreur'),
        table(
          ['Nature', 'Montant'],
          [
            'Provisions du budget 2025 non encore exigibles (appels des 01/07/2025 et 01/10/2025)',
            '1 032,00 €',
          ],
        ),
      ],
      [
        small('État des sommes dues — lot 26 — Cabinet Fontaine — page 2/2'),
        heading('IV. Fonds de travaux'),
        table(
          ['Rubrique', 'Réponse'],
          ['Montant du fonds de travaux au 31/12/2024', '22 840,00 €'],
          ['Part rattachée au lot 26 (215 / 10 000)', '491,06 €'],
          ['Dernière cotisation versée par le vendeur', '25,80 € (appel du 01/01/2025)'],
        ),
        heading('V. Situation du syndicat'),
        table(
          ['Rubrique', 'Réponse'],
          ['Date de l’assemblée générale ayant approuvé les comptes 2024', '03/04/2025'],
          ['Impayés de charges de la copropriété au 31/12/2024', '6 512,90 €'],
          ['Dettes envers les fournisseurs au 31/12/2024', '4 118,37 €'],
          ['Emprunt collectif', 'néant'],
          ['Honoraires du syndic pour l’état daté (à la charge du vendeur)', '380,00 € TTC'],
        ),
        p('Pour le syndic, la gestionnaire : Mme Sandrine Vergne'),
      ],
    ],
  },
  {
    // scanned: a notary's questionnaire answered line by line, October–September exercise
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-23',
    figures: [
      day('document_date', '2025-05-23'),
      money('budget', 61250),
      money('unbudget', 39200),
      money('wanted_loads', 11820),
      money('reserved_advances', 26000),
      money('ongoing_budget', 61250),
      money('unbudget_not_due', 39200),
      money('works_funds', 1530000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 37485, 2),
      money('works_funds_last_contribution', 3185, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('unpaid', 720516, 2),
      money('unpaid_providers', 394870, 2),
      day('dt_based', '2024-12-12', 2),
      money('transfer_fees', 36000, 2),
    ],
    scan: scanned(180, -0.8, 12),
    pages: [
      [
        small(
          'Étude de Maître Nadia Benhamou, notaire — 5 place Royale 44000 Nantes — dossier 2025/0388',
        ),
        title('QUESTIONNAIRE AU SYNDIC — VENTE D’UN LOT DE COPROPRIÉTÉ'),
        p(
          'Immeuble : 17 rue Kervégan 44000 Nantes — lot vendu : 11 (appartement, 245 / 10 000) — vendeur : Mme Yasmine Belkacem — syndic : Atlantique Syndic',
        ),
        p('Q1. Le vendeur est-il à jour de ses charges ? — Non.'),
        p('Q2. Provisions sur budget échues et non réglées : 612,50 € (appel du 01/04/2025).'),
        p('Q3. Cotisation au fonds de travaux échue et non réglée : 31,85 € (même appel).'),
        p(
          'Q4. Appels de travaux échus et non réglés : 392,00 € (réfection de la toiture, appel 2/3 du 01/04/2025).',
        ),
        p('Q5. Solde débiteur des exercices clos : 118,20 €.'),
        p(
          'Q6. Avances détenues par le syndicat pour le compte du vendeur : 260,00 € (fonds de roulement).',
        ),
        p(
          'Q7. Provisions sur budget non encore exigibles : 612,50 € (appel du 01/07/2025, dernier de l’exercice).',
        ),
        p(
          'Q8. Travaux votés restant à appeler : 392,00 € (toiture, appel 3/3 exigible le 01/10/2025).',
        ),
      ],
      [
        small('Questionnaire syndic — dossier 2025/0388 — page 2/2'),
        p('Q9. Montant du fonds de travaux au 30/09/2024 : 15 300,00 €.'),
        p('Q10. Part du fonds de travaux attachée au lot 11 : 374,85 €.'),
        p(
          'Q11. Dernière cotisation au fonds de travaux réglée par le vendeur : 31,85 €, appel du 01/01/2025.',
        ),
        p(
          'Q12. Impayés de charges de la copropriété au 30/09/2024 : 7 205,16 €. Dettes fournisseurs à la même date : 3 948,70 €.',
        ),
        p('Q13. Date de la dernière assemblée ayant approuvé les comptes : 12/12/2024.'),
        p('Q14. Honoraires de mutation (état daté) : 360,00 € TTC.'),
        p('Réponses certifiées par le syndic, Atlantique Syndic, Nantes, le 23 mai 2025.'),
      ],
    ],
  },
];
