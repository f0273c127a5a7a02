import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A fifteenth batch (issue 39, sixth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme:
 * figures that only arithmetic and position reveal. Calls whose répartition table gives, line
 * by line, the building's amount, the lot's tantièmes and base and the lot's share under terse
 * headers (« Mt global », « Tant. », « Base », « QP », « Vs », « QP an. », « Appel »), lines
 * labelled only « Montant », « Rés. 14 » or « Résolution 9 », and continuation pages that
 * repeat no header (a « Report » row, or none at all); calls written as a letter, where the
 * key, the tantièmes and the share fall on two lines (« votre quote-part de 38 600,00 € /
 * 1 000 tantièmes, … représente 3 358,20 € sur l’année, soit 839,55 € par trimestre »); a
 * collective loan (ravalement, toiture, ascenseur) whose capital, lot's share, remaining
 * capital and instalment are printed in calls, in statements, in annexes and in the syndic's
 * answers, with loans spread over the participating lots only (a base of 8 400 or 8 500
 * instead of 10 000, a cellar that paid cash) and a loan amount that is what is left of the
 * works once the fund and the cash payers are deducted; per-lot tables in annexes and
 * décomptes with « Total lot » and owner's total rows; statements with running balances, in
 * « D » / « C » or in two balance columns, that end in credit. Big groups, small independent
 * cabinets, a volunteer and a cooperative syndic, online syndics and a software export;
 * exercises from January, April, July and October; dates as « 16/06/2025 », « 11.06.2025 »,
 * « 13/06/25 », ISO, with the weekday or in words. Two pairs are scans (PNG calls, two-page
 * PDF answers).
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (the fourteenth batch's conventions): "n" is the last
 * exercise closed on 2025-06-30 (2024, 2023/2024 from October or from July, 2024/2025 from
 * April), a call's exercise is declared when the call prints its bounds, a figure printed as
 * an explicit 0 is declared as 0. A call's fund instalment is its works_funds_last_contribution;
 * a collective loan's figures are declared with the order form's fields (loan_amount for the
 * building's borrowed capital, loan_share, loan_remaining and loan_instalment for the lot's,
 * dt_loan_next for the next instalment's day). When a seller owns several lots, a figure is
 * declared where the document prints their sum. The amounts are consistent as a syndic's are:
 * a total is the sum of its lines, a lot's share the building's amount × its tantièmes ÷ the
 * base (rounded to the cent), a quarter the year's share ÷ 4, a ledger's balance its debits
 * less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const fifteenthListings: DocumentSpec[] = [
  {
    // big group's software call over two pages, calendar exercise: « Mt global / Tant. / Base »,
    // a continuation page that opens on a « Report » row, works under « Rés. 14 », a loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    landscape: true,
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 14200000),
      money('expected_budget', 641720),
      money('works_funds_contribution', 710000),
      money('works_funds_last_contribution', 7810),
      money('loan_amount', 21000000, 2),
      money('loan_share', 1554000, 2),
      money('loan_instalment', 45115, 2),
      money('loan_remaining', 1097790, 2),
    ],
    pages: [
      [
        small(
          'SÉRÉNIS IMMOBILIER — Direction régionale Bretagne — 9 quai Lamennais 35000 Rennes — syndic@serenis-immo.fr — 02 99 31 64 70',
        ),
        small(
          'Copropriété 3507 LES HAUTS DE BOURG-L’ÉVÊQUE — 14 rue de Brest 35000 Rennes — compte 3507-0231 — édité le 16/06/2025 — page 1/2',
        ),
        right('M. et Mme Gwenaël Le Bihan\n14 rue de Brest, bât. A, 5e étage\n35000 Rennes'),
        title('APPEL DE FONDS — 3e TRIMESTRE 2025'),
        p(
          'Exercice du 01/01/2025 au 31/12/2025 — exigibilité : 01/07/2025 — lots 23 (appartement T4) et 104 (parking n° 12)',
        ),
        small(
          'Budget prévisionnel 2025 de l’immeuble, voté le 22/04/2024 : 142 000,00 € — cotisation au fonds de travaux 2025 : 7 100,00 € (charges générales).',
        ),
        listing(
          ['Lot', 'Clé', 'Libellé', 'Mt global', 'Tant.', 'Base', 'QP annuelle', 'Appel T3'],
          ['23', '001', 'Charges générales', '104 000,00', '412', '10 000', '4 284,80', '1 071,20'],
          ['23', '004', 'Ascenseur bât. A', '14 000,00', '65', '1 000', '910,00', '227,50'],
          ['23', '007', 'Chauffage collectif', '24 000,00', '388', '10 000', '931,20', '232,80'],
          ['104', '001', 'Charges générales', '104 000,00', '28', '10 000', '291,20', '72,80'],
          ['', '', 'Sous-total budget', '', '', '', '6 417,20', '1 604,30'],
          ['23', '001', 'Fonds travaux ALUR', '7 100,00', '412', '10 000', '292,52', '73,13'],
          ['104', '001', 'Fonds travaux ALUR', '7 100,00', '28', '10 000', '19,88', '4,97'],
          ['', '', 'Sous-total fonds travaux', '', '', '', '312,40', '78,10'],
        ),
        small('Suite au verso — le total à régler figure en page 2.'),
      ],
      [
        small('3507 LES HAUTS DE BOURG-L’ÉVÊQUE — compte 3507-0231 — appel T3 2025 — page 2/2'),
        listing(
          ['', '', 'Report page 1', '', '', '', '6 729,60', '1 682,40'],
          ['23', '020', 'Rés. 14', '58 000,00', '412', '10 000', '2 389,60', '1 194,80'],
          ['104', '020', 'Rés. 14', '58 000,00', '28', '10 000', '162,40', '81,20'],
          [
            '23',
            '031',
            'Emprunt ravalement — capital',
            '210 000,00',
            '74',
            '1 000',
            '15 540,00',
            '',
          ],
          ['23', '031', 'Emprunt ravalement — éch. 13/40', '6 096,60', '74', '1 000', '', '451,15'],
          ['', '', 'TOTAL DE L’APPEL', '', '', '', '', '3 409,55'],
        ),
        small(
          'Rés. 14 : réfection de l’étanchéité de la toiture-terrasse, votée par l’AG du 17/04/2025 pour 58 000,00 € TTC, appelée en deux fractions (01/07/2025 et 01/10/2025).',
        ),
        small(
          'Clé 031 : façades du bâtiment A (1 000 tantièmes) ; le prêt de 210 000,00 € souscrit en 2022 est remboursé en 40 échéances trimestrielles de 6 096,60 €.',
        ),
        p(
          'Capital restant dû sur votre part d’emprunt après l’échéance du 01/07/2025 : 10 977,90 €',
        ),
        small(
          'Prélèvement le 05/07/2025 sur le compte FR76 1558 9351 0700 0412 6633 018. Votre gestionnaire : M. Loïc Tanguy, 02 99 31 64 82.',
        ),
      ],
    ],
  },
  {
    // online syndic's export over two pages, April–March: « QP » and « Vs », lines labelled
    // « Résolution 9 » and « Montant », a second page without any header, a loan on 8 500
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    landscape: true,
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 8650000),
      money('works_funds_contribution', 440000),
      money('expected_budget', 284880, 2),
      money('works_funds_last_contribution', 2684, 2),
      money('loan_amount', 6000000, 2),
      money('loan_share', 168000, 2),
      money('loan_instalment', 9044, 2),
      money('loan_remaining', 152432, 2),
    ],
    pages: [
      [
        small(
          'COPRIMO — le syndic en ligne — 4 place Victor-Hugo 38000 Grenoble — support@coprimo.fr — export PDF du 11.06.2025',
        ),
        small(
          'Résidence LE BELVÉDÈRE DE L’ISÈRE — 52 quai Stéphane-Jay 38000 Grenoble — copropriétaire n° C-0417 — Mme Nadia Benali',
        ),
        title('Appel de fonds — échéance du 01.07.2025 (T2)'),
        p('Exercice 01.04.2025 → 31.03.2026 — lots 17 (appartement, 3e étage) et 52 (cave)'),
        small(
          'Budget voté pour l’exercice 2025/2026 : 86 500,00 € (Générales 72 000,00 ; Escalier B 9 000,00 ; Espaces verts 5 500,00). Fonds de travaux : 4 400,00 € sur la clé Générales.',
        ),
        listing(
          ['Lot', 'Poste', 'Libellé', 'Mt global', 'Tant.', 'Base', 'QP', 'Vs'],
          ['17', 'BUDGET', 'Générales', '72 000,00', '238', '10 000', '1 713,60', '428,40'],
          ['17', 'BUDGET', 'Escalier B', '9 000,00', '64', '600', '960,00', '240,00'],
          ['17', 'BUDGET', 'Espaces verts', '5 500,00', '24', '1 000', '132,00', '33,00'],
          ['52', 'BUDGET', 'Générales', '72 000,00', '6', '10 000', '43,20', '10,80'],
          ['17', 'FONDS ALUR', 'Générales', '4 400,00', '238', '10 000', '104,72', '26,18'],
          ['52', 'FONDS ALUR', 'Générales', '4 400,00', '6', '10 000', '2,64', '0,66'],
        ),
        small('1/2'),
      ],
      [
        listing(
          ['17', 'TRAVAUX', 'Résolution 9', '36 000,00', '238', '10 000', '856,80', '285,60'],
          ['52', 'TRAVAUX', 'Résolution 9', '36 000,00', '6', '10 000', '21,60', '7,20'],
          ['17', 'EMPRUNT', 'Montant', '60 000,00', '238', '8 500', '1 680,00', ''],
          ['17', 'EMPRUNT', 'Éch. 2/20', '3 230,00', '238', '8 500', '', '90,44'],
        ),
        table(
          ['Récapitulatif', 'QP', 'Vs'],
          ['Budget', '2 848,80', '712,20'],
          ['Fonds ALUR', '107,36', '26,84'],
          ['Travaux', '878,40', '292,80'],
          ['Emprunt', '1 680,00', '90,44'],
          ['Total à régler le 01.07.2025', '', '1 122,28'],
        ),
        small(
          'Résolution 9 (AG du 12.09.2024) : réfection de la toiture, part financée par appels, appel 1/3. Résolution 10 : emprunt collectif de 60 000,00 € sur 5 ans, réparti sur la clé Toiture (lots du bâtiment principal, 8 500 tantièmes) ; la cave n° 52 n’y participe pas.',
        ),
        p('Capital restant dû par le lot 17 après l’échéance du 01.07.2025 : 1 524,32 €'),
        small('Prélèvement SEPA le 01.07.2025 — 2/2'),
      ],
    ],
  },
  {
    // volunteer syndic's letter, October–September: the share in prose over two lines, a loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 3860000),
      money('expected_budget', 335820),
      money('works_funds_contribution', 200000),
      money('works_funds_last_contribution', 4350),
      money('works_funds', 986000),
      day('dt_works_funds', '2024-09-30'),
      money('loan_amount', 4500000),
      money('loan_share', 391500),
      money('loan_instalment', 10875),
      money('loan_remaining', 282750),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 27 rue de la Krutenau, 67000 Strasbourg — syndic bénévole : M. Xavier Muller (lot 3) — xmuller.krutenau@free.fr — 06 71 22 48 90',
        ),
        right('Mme Odile Schaeffer\n27 rue de la Krutenau, 2e étage gauche\n67000 Strasbourg'),
        p('Strasbourg, le 5 juin 2025'),
        p('Objet : appel de charges du 4e trimestre de l’exercice 2024-2025 (juillet à septembre)'),
        p('Chère Madame, chère voisine,'),
        p(
          'Comme chaque trimestre, je vous adresse l’appel de charges de votre lot n° 5. Notre exercice court du 1er octobre 2024 au 30 septembre 2025 ; l’assemblée générale du 14 novembre 2024 a fixé le budget de l’immeuble à 38 600,00 €, réparti entre tous les lots selon les charges communes générales.',
        ),
        p('Votre quote-part de 38 600,00 € / 1 000 tantièmes, pour les 87 tantièmes de votre lot,'),
        p('représente 3 358,20 € sur l’année, soit 839,55 € par trimestre.'),
        p(
          'La même assemblée a maintenu la cotisation au fonds de travaux à 2 000,00 € par an, soit 174,00 € pour vous et 43,50 € ce trimestre. Le fonds s’élevait à 9 860,00 € au 30 septembre 2024, placé sur le livret A du syndicat.',
        ),
        p(
          'Enfin, l’emprunt de 45 000,00 € contracté auprès du Crédit Mutuel pour la réfection de la toiture (assemblée du 8 mars 2022) se rembourse par trimestre : l’échéance de l’immeuble est de 1 250,00 €, dont 108,75 € à votre charge. Votre part de l’emprunt était de 3 915,00 € ; après l’échéance de juillet, il vous restera 2 827,50 € à rembourser.',
        ),
        table(
          ['Récapitulatif', 'Montant'],
          ['Provision sur charges (1/4 de 3 358,20 €)', '839,55 €'],
          ['Fonds de travaux', '43,50 €'],
          ['Emprunt toiture — échéance n° 14 sur 40', '108,75 €'],
          ['Total à régler avant le 1er juillet 2025', '991,80 €'],
        ),
        p(
          'Merci de faire votre virement sur le compte du syndicat (IBAN FR76 1027 8010 0000 0318 7702 145) avec la mention « Krutenau T4 lot 5 », ou de glisser un chèque dans ma boîte aux lettres.',
        ),
        p('Bien cordialement,\nXavier Muller'),
      ],
    ],
  },
  {
    // small cabinet's letter, July–June: two keys, each share in prose over two lines, a loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('building_budget', 12480000),
      money('expected_budget', 280560),
      money('works_funds_contribution', 640000),
      money('works_funds_last_contribution', 3136),
      money('works_funds', 2173000),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 15000000),
      money('loan_share', 294000),
      money('loan_instalment', 8075),
      money('loan_remaining', 224420),
    ],
    pages: [
      [
        heading('CABINET BERTHELOT-RIVIÈRE'),
        small(
          'Syndic de copropriété depuis 1987 — 11 rue Plantagenêt 49100 Angers — 02 41 87 30 56 — carte professionnelle CPI 4901 2016 000 011 208',
        ),
        right(
          'M. Julien Chauvin\nRésidence du Mail, bât. B, appt 31\n8 boulevard du Maréchal-Foch\n49100 Angers',
        ),
        p('Angers, le mercredi 12 mars 2025'),
        p('Réf. : RDM / 31 — appel de fonds du 1er avril 2025 (4e trimestre)'),
        p('Monsieur,'),
        p(
          'L’exercice de la Résidence du Mail s’étend du 1er juillet 2024 au 30 juin 2025. Le budget de cet exercice, arrêté à 124 800,00 € par l’assemblée générale du 3 décembre 2024, est appelé par quarts ; votre lot n° 31 y contribue comme suit.',
        ),
        p('Charges communes générales — votre quote-part de 108 000,00 € / 10 000 tantièmes :'),
        p('196 tantièmes, soit 2 116,80 € pour l’exercice et 529,20 € pour ce trimestre ;'),
        p('Ascenseur du bâtiment B — votre quote-part de 16 800,00 € / 1 000 tantièmes :'),
        p('41 tantièmes, soit 688,80 € pour l’exercice et 172,20 € pour ce trimestre.'),
        p(
          'Votre budget de l’exercice s’élève ainsi à 2 805,60 €, soit 701,40 € ce trimestre. La cotisation au fonds de travaux, votée à 6 400,00 € pour l’exercice et répartie aux tantièmes généraux, vous coûte 125,44 € par an, soit 31,36 € ce trimestre ; le fonds atteignait 21 730,00 € à la clôture du 30 juin 2024.',
        ),
        p(
          'Emprunt collectif du ravalement (assemblée du 20 juin 2022) : le syndicat a emprunté 150 000,00 €, dont 2 940,00 € pour votre lot (196 / 10 000). L’échéance trimestrielle de l’immeuble, 4 120,00 €, vous est appelée à hauteur de 80,75 €. Capital restant dû sur votre part après cette échéance : 2 244,20 €.',
        ),
        table(
          ['Sommes appelées au 1er avril 2025', 'Montant'],
          ['Provisions sur budget', '701,40 €'],
          ['Fonds de travaux', '31,36 €'],
          ['Emprunt ravalement', '80,75 €'],
          ['Total', '813,51 €'],
        ),
        p(
          'Nous vous remercions de bien vouloir régler cette somme avant le 1er avril 2025, par virement (référence RDM-31) ou par chèque à l’ordre du syndicat des copropriétaires de la Résidence du Mail.',
        ),
        p(
          'Veuillez agréer, Monsieur, nos salutations distinguées.\nSylvie Berthelot, gestionnaire',
        ),
      ],
    ],
  },
  {
    // big group's extranet statement, October–September: « D » / « C » running balance that
    // ends in credit, the loan's instalment in each call
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      money('expected_budget', 244800),
      money('credit_balance', 11555),
      money('works_funds_last_contribution', 3060),
      money('reserved_advances', 25000),
      money('loan_amount', 6200000),
      money('loan_share', 235600),
      money('loan_instalment', 7430),
      money('loan_remaining', 118864),
    ],
    pages: [
      [
        small(
          'OCCITÈRE SYNDIC — Groupe Occitère — agence Toulouse Capitole — 21 rue d’Alsace-Lorraine 31000 Toulouse — espace client : mon.occitere.fr',
        ),
        small('Édition du 03/06/2025 à 09:14 — Relevé de compte copropriétaire'),
        right('M. Arnaud Delpech\n6 rue des Lois, appt 9\n31000 Toulouse'),
        title('RELEVÉ DE COMPTE — RÉSIDENCE SAINT-SERNIN'),
        p(
          'Copropriétaire 0912-0044 — lot 9 (appartement T3, 3e étage) — exercice 2024/2025 — budget de votre lot : 2 448,00 € (quatre appels de 612,00 €)',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde au 30/09/2024', '', '', '18,40 C'],
          ['01/10/2024', 'Appel provisions T1 2024/2025', '612,00', '', '593,60 D'],
          ['01/10/2024', 'Fonds travaux ALUR T1', '30,60', '', '624,20 D'],
          ['01/10/2024', 'Emprunt ascenseur — échéance', '74,30', '', '698,50 D'],
          ['07/10/2024', 'Prélèvement', '', '716,90', '18,40 C'],
          ['01/01/2025', 'Appel provisions T2 2024/2025', '612,00', '', '593,60 D'],
          ['01/01/2025', 'Fonds travaux ALUR T2', '30,60', '', '624,20 D'],
          ['01/01/2025', 'Emprunt ascenseur — échéance', '74,30', '', '698,50 D'],
          ['07/01/2025', 'Prélèvement', '', '716,90', '18,40 C'],
          [
            '11/02/2025',
            'Répartition charges 2023/2024 (AG du 28/01/2025)',
            '',
            '97,15',
            '115,55 C',
          ],
          ['01/04/2025', 'Appel provisions T3 2024/2025', '612,00', '', '496,45 D'],
          ['01/04/2025', 'Fonds travaux ALUR T3', '30,60', '', '527,05 D'],
          ['01/04/2025', 'Emprunt ascenseur — échéance', '74,30', '', '601,35 D'],
          ['07/04/2025', 'Prélèvement', '', '716,90', '115,55 C'],
          ['', 'Mouvements de la période', '2 150,70', '2 247,85', ''],
        ),
        p('Solde au 03/06/2025 : 115,55 C (en votre faveur)'),
        table(
          ['Informations', ''],
          ['Fonds de roulement versé', '250,00 €'],
          ['Emprunt collectif ascenseur (AG du 19/05/2020) — capital emprunté', '62 000,00 €'],
          ['Votre part (38 / 1 000, clé ascenseur)', '2 356,00 €'],
          ['Capital restant dû sur votre part après l’échéance du 01/04/2025', '1 188,64 €'],
        ),
        small(
          'D : solde débiteur (vous devez) ; C : solde créditeur (en votre faveur). Le prochain prélèvement, le 07/07/2025, tiendra compte de votre solde créditeur.',
        ),
      ],
    ],
  },
  {
    // small cabinet's software export, calendar exercise: two balance columns, monthly
    // transfers that end in credit, a « Total lot » recap of the year's calls
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    landscape: true,
    figures: [
      day('document_date', '2025-06-13'),
      money('credit_balance', 2545),
      money('loan_instalment', 11060),
      money('expected_budget', 300240),
      money('loan_share', 392000),
      money('loan_remaining', 306600),
      money('reserved_advances', 18000),
    ],
    pages: [
      [
        small(
          'SYNDIGEST 7.2 — Cabinet Morel & Fils, 5 rue de la Liberté 21000 Dijon — dossier 118 LE CLOS DES DUCS — imprimé le 13/06/25',
        ),
        title('Grand livre copropriétaire — compte 450-0188'),
        p(
          'Mme Claire Bouchard — lots 14 (appartement, 2e étage) et 47 (parking extérieur) — 18 rue Chabot-Charny 21000 Dijon — période du 01/01/2025 au 13/06/2025',
        ),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde débiteur', 'Solde créditeur'],
          ['01/01/2025', 'RAN', 'Report à nouveau', '41,27', '', '41,27', ''],
          ['01/01/2025', 'AP1', 'Provisions T1 lot 14', '702,00', '', '743,27', ''],
          ['01/01/2025', 'AP1', 'Provisions T1 lot 47', '48,60', '', '791,87', ''],
          ['01/01/2025', 'AP1', 'Fonds travaux T1 lot 14', '35,10', '', '826,97', ''],
          ['01/01/2025', 'AP1', 'Fonds travaux T1 lot 47', '2,43', '', '829,40', ''],
          ['01/01/2025', 'AP1', 'Emprunt toiture éch. 9/40 lot 14', '110,60', '', '940,00', ''],
          ['10/01/2025', 'VIR', 'Virement permanent', '', '300,00', '640,00', ''],
          ['10/02/2025', 'VIR', 'Virement permanent', '', '300,00', '340,00', ''],
          ['10/03/2025', 'VIR', 'Virement permanent', '', '300,00', '40,00', ''],
          ['01/04/2025', 'AP2', 'Provisions T2 lot 14', '702,00', '', '742,00', ''],
          ['01/04/2025', 'AP2', 'Provisions T2 lot 47', '48,60', '', '790,60', ''],
          ['01/04/2025', 'AP2', 'Fonds travaux T2 lot 14', '35,10', '', '825,70', ''],
          ['01/04/2025', 'AP2', 'Fonds travaux T2 lot 47', '2,43', '', '828,13', ''],
          ['01/04/2025', 'AP2', 'Emprunt toiture éch. 10/40 lot 14', '110,60', '', '938,73', ''],
          ['10/04/2025', 'VIR', 'Virement permanent', '', '300,00', '638,73', ''],
          [
            '24/04/2025',
            'REG',
            'Régularisation charges 2024 (AG 15/04/2025)',
            '',
            '64,18',
            '574,55',
            '',
          ],
          ['10/05/2025', 'VIR', 'Virement permanent', '', '300,00', '274,55', ''],
          ['10/06/2025', 'VIR', 'Virement permanent', '', '300,00', '', '25,45'],
          ['', '', 'Totaux', '1 838,73', '1 864,18', '', '25,45'],
        ),
        heading('Appels de l’exercice 2025 (quatre trimestres)'),
        listing(
          ['Lot', 'Provisions budget', 'Fonds travaux', 'Emprunt toiture', 'Total'],
          ['Total lot 14', '2 808,00', '140,40', '442,40', '3 390,80'],
          ['Total lot 47', '194,40', '9,72', '', '204,12'],
          ['Total copropriétaire', '3 002,40', '150,12', '442,40', '3 594,92'],
        ),
        small(
          'Emprunt toiture (AG du 07/03/2022) : 140 000,00 € sur 10 ans ; part du lot 14 (280 / 10 000) : 3 920,00 € ; capital restant dû par le lot 14 après l’échéance du 01/04/2025 : 3 066,00 €. Le lot 47 ne participe pas à l’emprunt.',
        ),
        small(
          'Avance de trésorerie détenue : 180,00 €. Solde créditeur : somme due par le syndicat.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: small cabinet's call, July–June, « QP an. » / « Appel », works under
    // « Rés. 7 », the loan's lines labelled « Montant » and « Échéance 6/28 »
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-14',
    scan: scanned(190, -0.7, 10, 'png'),
    figures: [
      day('document_date', '2025-03-14'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('building_budget', 5800000),
      money('expected_budget', 227480),
      money('works_funds_contribution', 290000),
      money('works_funds_last_contribution', 2668),
      money('loan_amount', 9600000),
      money('loan_share', 353280),
      money('loan_instalment', 15272),
      money('loan_remaining', 282624),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('AUVERGNE SYNDIC CONSEIL'),
        small('12 rue Ballainvilliers 63000 Clermont-Ferrand — 04 73 93 15 40 — gestion@asc63.fr'),
        right('Mme Françoise Chabrol\n3 rue Blatin, lot 6\n63000 Clermont-Ferrand'),
        p('Clermont-Ferrand, le 14/03/2025'),
        title('Appel de fonds au 01/04/2025'),
        p('Copropriété « Le Blatin » — lot 6 — exercice 01/07/2024 - 30/06/2025 — 4e appel'),
        table(
          ['Nature', 'Mt global', 'Tant.', 'Base', 'QP an.', 'Appel'],
          ['Charges générales', '46 000,00', '184', '5 000', '1 692,80', '423,20'],
          ['Chauffage', '12 000,00', '97', '2 000', '582,00', '145,50'],
          ['Total budget', '58 000,00', '', '', '2 274,80', '568,70'],
          ['Fonds travaux', '2 900,00', '184', '5 000', '106,72', '26,68'],
          ['Rés. 7', '22 500,00', '184', '5 000', '828,00', '414,00'],
          ['Emprunt toiture', '', '', '', '', ''],
          ['Montant', '96 000,00', '184', '5 000', '3 532,80', ''],
          ['Échéance 6/28', '4 150,00', '184', '5 000', '', '152,72'],
          ['Total à payer', '', '', '', '', '1 162,10'],
        ),
        small(
          'Rés. 7 : mise en conformité électrique des parties communes (AG du 10/12/2024), appel 1/2, le second au 01/07/2025.',
        ),
        small(
          'Emprunt toiture (AG du 22/11/2023) : reste dû sur votre part après l’échéance du 01/04/2025 : 2 826,24 € — prochaine échéance : 01/07/2025.',
        ),
        small('Règlement par chèque ou virement, référence BLATIN-06.'),
      ],
    ],
  },
  {
    // scanned to PNG: small cabinet's call, calendar exercise, « QP » / « Vs », « Rés. 11 »,
    // a loan spread over the 8 400 tantièmes of the participating lots
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-20',
    scan: scanned(170, 1.1, 12, 'png'),
    figures: [
      day('document_date', '2025-03-20'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 6400000),
      money('expected_budget', 316960),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 2592),
      money('loan_amount', 7200000),
      money('loan_share', 270000),
      money('loan_instalment', 9450),
      money('loan_remaining', 226800),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('CHAMPAGNE GÉRANCE'),
        small('Syndic — 40 rue de Talleyrand 51100 Reims — 03 26 47 18 09'),
        right('M. Thierry Lallement\n17 rue de Vesle\n51100 Reims'),
        p('Reims, le 20 mars 2025'),
        title('APPEL DE FONDS — 2e TRIMESTRE 2025'),
        p(
          'Immeuble 17 rue de Vesle — exercice du 01/01/2025 au 31/12/2025 — lots 3 (appartement) et 27 (cave) — échéance du 01/04/2025',
        ),
        table(
          ['Lib.', 'Lot', 'Mt global', 'Tant.', 'Base', 'QP', 'Vs'],
          ['Générales', '3', '54 000,00', '315', '10 000', '1 701,00', '425,25'],
          ['Escalier A', '3', '10 000,00', '142', '1 000', '1 420,00', '355,00'],
          ['Générales', '27', '54 000,00', '9', '10 000', '48,60', '12,15'],
          ['Total budget', '', '64 000,00', '', '', '3 169,60', '792,40'],
          ['Fonds travaux', '3', '3 200,00', '315', '10 000', '100,80', '25,20'],
          ['Fonds travaux', '27', '3 200,00', '9', '10 000', '2,88', '0,72'],
          ['Total fonds travaux', '', '3 200,00', '', '', '103,68', '25,92'],
          ['Rés. 11', '3', '31 000,00', '142', '1 000', '4 402,00', '1 100,50'],
          ['Montant', '3', '72 000,00', '315', '8 400', '2 700,00', ''],
          ['Échéance', '3', '2 520,00', '315', '8 400', '', '94,50'],
          ['Net à payer', '', '', '', '', '', '2 013,32'],
        ),
        small(
          'Rés. 11 : modernisation de l’ascenseur de l’escalier A (AG du 18/06/2024), appel 3/4.',
        ),
        small(
          'Emprunt collectif du ravalement (AG du 15/06/2023, rés. 9) : 72 000,00 € sur 8 ans, réparti entre les lots participants (8 400 tantièmes) ; le lot 27 a réglé sa part comptant. Capital restant dû sur votre part après l’échéance du 01/04/2025 : 2 268,00 €. Prochaine échéance : 01/07/2025.',
        ),
        small('Paiement à réception, par chèque à l’ordre de Champagne Gérance ou par virement.'),
      ],
    ],
  },
  {
    // big group's annexes over three pages, calendar exercise: annexe 1, annexes 3 and 5 with
    // the loan, then three lots of one owner with « Total lot » rows and an owner's total
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-28',
    landscape: true,
    figures: [
      day('document_date', '2025-03-28'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1873455),
      money('unpaid_providers', 1120890),
      money('works_funds', 4265000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 15200000, 2),
      money('building_budget', 15800000, 2),
      money('loan_amount', 18000000, 2),
      money('budget_n', 412405, 3),
      money('expected_budget_n', 421040, 3),
      money('expected_budget', 437200, 3),
      money('loan_share', 446400, 3),
      money('loan_remaining', 74400, 3),
    ],
    pages: [
      [
        small(
          'HAUSSMANN PATRIMOINE SYNDIC — 118 rue de la Convention 75015 Paris — documents joints à la convocation de l’assemblée du 24/04/2025 — Paris, le 28/03/2025 — 1/3',
        ),
        title('ANNEXE 1 — SITUATION FINANCIÈRE ET TRÉSORERIE AU 31/12/2024'),
        p(
          'Syndicat des copropriétaires du 61-63 rue Lecourbe 75015 Paris — exercice comptable du 01/01/2024 au 31/12/2024',
        ),
        listing(
          ['Compte', 'Libellé', 'Exercice clos', 'Exercice précédent'],
          ['', 'I. Situation financière', '', ''],
          ['103', 'Avances (fonds de roulement)', '24 000,00', '24 000,00'],
          ['105', 'Fonds de travaux loi ALUR', '42 650,00', '34 900,00'],
          ['102', 'Provisions pour travaux votés', '8 834,60', '2 415,00'],
          ['16', 'Emprunt collectif — capital restant dû', '30 000,00', '52 500,00'],
          ['401', 'Fournisseurs', '11 208,90', '9 873,15'],
          ['4502', 'Copropriétaires créditeurs', '6 173,42', '5 388,07'],
          ['', 'Total', '122 866,92', '129 076,22'],
          ['', 'II. Trésorerie et créances', '', ''],
          ['512', 'Banque', '61 482,37', '75 901,82'],
          ['5021', 'Livret fonds de travaux', '42 650,00', '34 900,00'],
          ['4501', 'Copropriétaires débiteurs', '18 734,55', '18 274,40'],
          ['', 'Total', '122 866,92', '129 076,22'],
        ),
        small(
          'Copropriétaires débiteurs : sommes exigibles non encaissées au 31/12/2024. Fournisseurs : factures reçues non réglées à la clôture.',
        ),
      ],
      [
        small('61-63 rue Lecourbe — annexes 3 et 5 — 2/3'),
        title('ANNEXE 3 — COMPTE DE GESTION GÉNÉRAL (OPÉRATIONS COURANTES)'),
        listing(
          ['Clé', 'Voté 2024', 'Réalisé 2024', 'Voté 2025', 'Proposé 2026'],
          ['Charges générales', '114 000,00', '112 480,50', '118 000,00', '121 500,00'],
          ['Ascenseur', '16 000,00', '15 302,40', '16 500,00', '17 000,00'],
          ['Chauffage', '22 000,00', '21 534,36', '23 500,00', '24 500,00'],
          ['Total', '152 000,00', '149 317,26', '158 000,00', '163 000,00'],
        ),
        small(
          'Budget 2025 voté par l’assemblée du 11/04/2024 ; budget 2026 soumis à l’assemblée du 24/04/2025.',
        ),
        heading('ANNEXE 5 — OPÉRATIONS EXCEPTIONNELLES ET EMPRUNTS'),
        listing(
          ['Opération', 'Décision', 'Capital / budget', 'Remboursé / dépensé', 'Reste'],
          [
            'Emprunt ravalement, 8 ans',
            'AG du 16/03/2017',
            '180 000,00',
            '150 000,00',
            '30 000,00',
          ],
          [
            'Remplacement des boîtes aux lettres',
            'AG du 11/04/2024',
            '11 240,00',
            '2 405,40',
            '8 834,60',
          ],
        ),
      ],
      [
        small('61-63 rue Lecourbe — répartition individuelle — 3/3'),
        heading('Répartition des charges 2024 — Mme Hélène Carré — lots 12, 54 et 88'),
        listing(
          [
            'Lot',
            'Clé',
            'Tant.',
            'Dépense immeuble',
            'Charges réelles',
            'Provisions',
            'Budget 2025',
          ],
          [
            '12',
            'Charges générales',
            '224/10000',
            '112 480,50',
            '2 519,56',
            '2 553,60',
            '2 643,20',
          ],
          ['12', 'Ascenseur', '54/1000', '15 302,40', '826,33', '864,00', '891,00'],
          ['12', 'Chauffage', '236/10000', '21 534,36', '508,21', '519,20', '554,60'],
          ['', 'Total lot 12', '', '', '3 854,10', '3 936,80', '4 088,80'],
          ['54', 'Charges générales', '6/10000', '112 480,50', '67,49', '68,40', '70,80'],
          ['', 'Total lot 54', '', '', '67,49', '68,40', '70,80'],
          ['88', 'Charges générales', '18/10000', '112 480,50', '202,46', '205,20', '212,40'],
          ['', 'Total lot 88', '', '', '202,46', '205,20', '212,40'],
          ['', 'Total copropriétaire', '', '', '4 124,05', '4 210,40', '4 372,00'],
        ),
        small(
          'Écart de l’exercice 2024 : 86,35 € en votre faveur, porté à votre compte après l’approbation des comptes.',
        ),
        listing(
          ['Emprunt ravalement', 'Lot 12', 'Lot 54', 'Lot 88', 'Total'],
          ['Quote-part du capital emprunté', '4 032,00', '108,00', '324,00', '4 464,00'],
          ['Capital restant dû au 31/12/2024', '672,00', '18,00', '54,00', '744,00'],
        ),
      ],
    ],
  },
  {
    // online syndic's annexes over three pages, April–March, ISO dates: annexe 1, annexes 3
    // and 5, a per-lot statement with « Total lot » rows and the loan's share per lot
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-20',
    landscape: true,
    figures: [
      day('document_date', '2025-05-20'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 946231),
      money('unpaid_providers', 681577),
      money('works_funds', 2738000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 9200000, 2),
      money('building_budget', 9500000, 2),
      money('loan_amount', 5500000, 2),
      money('budget_n', 359093, 3),
      money('expected_budget_n', 366820, 3),
      money('expected_budget', 380380, 3),
      money('loan_share', 177650, 3),
      money('loan_remaining', 142120, 3),
    ],
    pages: [
      [
        small(
          'Azurimo — syndic en ligne — 7 avenue Jean-Médecin 06000 Nice — document généré le 2025-05-20 — page 1/3',
        ),
        title('Comptes de l’exercice 2024-04-01 → 2025-03-31 — Annexe 1'),
        p(
          'Copropriété VILLA DES ORANGERS, 23 boulevard Gambetta 06000 Nice — état financier arrêté à la clôture, soumis à l’assemblée générale du 2025-06-17',
        ),
        heading('Ce que le syndicat possède'),
        listing(
          ['Poste', '2025-03-31', '2024-03-31'],
          ['Trésorerie (compte courant)', '60 207,14', '69 186,90'],
          ['Placement du fonds de travaux', '27 380,00', '22 760,00'],
          ['Copropriétaires débiteurs', '9 462,31', '8 017,45'],
          ['Total', '97 049,45', '99 964,35'],
        ),
        heading('Ce que le syndicat doit'),
        listing(
          ['Poste', '2025-03-31', '2024-03-31'],
          ['Avances des copropriétaires', '15 000,00', '15 000,00'],
          ['Fonds de travaux', '27 380,00', '22 760,00'],
          ['Fournisseurs', '6 815,77', '7 290,12'],
          ['Copropriétaires créditeurs', '3 853,68', '2 064,23'],
          ['Emprunt toiture restant dû', '44 000,00', '52 850,00'],
          ['Total', '97 049,45', '99 964,35'],
        ),
      ],
      [
        small('Villa des Orangers — annexes 3 et 5 — page 2/3'),
        title('Annexe 3 — budget et réalisé'),
        listing(
          ['Clé', 'Budget 2024/2025', 'Réalisé 2024/2025', 'Budget 2025/2026', 'Budget 2026/2027'],
          ['Générales', '74 000,00', '72 544,91', '76 000,00', '78 500,00'],
          ['Bâtiment B', '18 000,00', '17 573,73', '19 000,00', '19 500,00'],
          ['Total', '92 000,00', '90 118,64', '95 000,00', '98 000,00'],
        ),
        small(
          'Budget 2025/2026 voté le 2024-06-20 ; budget 2026/2027 proposé à l’assemblée du 2025-06-17.',
        ),
        title('Annexe 5 — travaux et emprunts'),
        listing(
          ['Objet', 'Vote', 'Capital', 'Remboursé au 2025-03-31', 'Restant dû'],
          [
            'Emprunt réfection toiture (5 ans)',
            '2023-06-12',
            '55 000,00',
            '11 000,00',
            '44 000,00',
          ],
        ),
      ],
      [
        small('Villa des Orangers — décompte individuel — page 3/3'),
        heading('M. Stéphane Giordano — lots 7 (appartement) et 19 (cave)'),
        listing(
          ['Lot', 'Poste', 'T.', 'B.', 'Dép.', 'QP', 'Prov.', 'Budg. 25/26'],
          ['7', 'Générales', '312', '10 000', '72 544,91', '2 263,40', '2 308,80', '2 371,20'],
          ['7', 'Bâtiment B', '71', '1 000', '17 573,73', '1 247,73', '1 278,00', '1 349,00'],
          ['', 'Total lot 7', '', '', '', '3 511,13', '3 586,80', '3 720,20'],
          ['19', 'Générales', '11', '10 000', '72 544,91', '79,80', '81,40', '83,60'],
          ['', 'Total lot 19', '', '', '', '79,80', '81,40', '83,60'],
          ['', 'Total', '', '', '', '3 590,93', '3 668,20', '3 803,80'],
        ),
        small(
          'Dép. : dépenses de l’immeuble ; QP : votre part des dépenses ; Prov. : provisions appelées ; Budg. 25/26 : votre part du budget de l’exercice en cours.',
        ),
        listing(
          ['Emprunt toiture', 'T.', 'B.', 'Part du capital', 'Restant dû au 2025-03-31'],
          ['Lot 7', '312', '10 000', '1 716,00', '1 372,80'],
          ['Lot 19', '11', '10 000', '60,50', '48,40'],
          ['Total', '', '', '1 776,50', '1 421,20'],
        ),
      ],
    ],
  },
  {
    // small cabinet's décompte over two pages, October–September: a table per lot with
    // « Total lot » rows, then the works of the year and the balance
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-09',
    figures: [
      day('document_date', '2024-12-09'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 7550000),
      money('budget_n', 313147),
      money('expected_budget_n', 317440),
      money('hors_budget_n', 171249, 2),
      money('expected_hors_budget_n', 174640, 2),
    ],
    pages: [
      [
        heading('CABINET LAGARDE GESTION'),
        small('Syndic et gérance — 14 boulevard Carnot 87000 Limoges — 05 55 32 71 26'),
        right('M. Fabien Roux\n9 rue Haute-Vienne\n87000 Limoges'),
        p('Limoges, le 09/12/2024'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES'),
        p(
          'Copropriété LE VIEUX LIMOGES — exercice du 01/10/2023 au 30/09/2024 — lots 4 (appartement) et 22 (garage)',
        ),
        small(
          'Budget voté pour l’exercice : 75 500,00 € (charges générales 64 000,00 ; escalier B 9 000,00 ; garages 2 500,00).',
        ),
        heading('Lot 4'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses', 'QP', 'Provisions'],
          ['Charges générales', '276', '10 000', '63 218,40', '1 744,83', '1 766,40'],
          ['Escalier B', '118', '1 000', '8 905,20', '1 050,81', '1 062,00'],
          ['Total lot 4', '', '', '', '2 795,64', '2 828,40'],
        ),
        heading('Lot 22'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses', 'QP', 'Provisions'],
          ['Charges générales', '15', '10 000', '63 218,40', '94,83', '96,00'],
          ['Garages', '1', '10', '2 410,00', '241,00', '250,00'],
          ['Total lot 22', '', '', '', '335,83', '346,00'],
        ),
        table(
          ['Charges courantes', 'Dépenses', 'QP', 'Provisions'],
          ['Total lots 4 et 22', '74 533,60', '3 131,47', '3 174,40'],
        ),
      ],
      [
        small('Le Vieux Limoges — décompte 2023/2024 — M. Fabien Roux — page 2'),
        heading('Travaux hors budget'),
        table(
          ['Opération', 'Clé', 'Tant.', 'Base', 'Voté', 'Dépensé', 'Appelé', 'QP réelle'],
          [
            'Réfection de la cage d’escalier B (AG du 18/01/2024)',
            'Escalier B',
            '118',
            '1 000',
            '14 800,00',
            '14 512,60',
            '1 746,40',
            '1 712,49',
          ],
        ),
        heading('Régularisation'),
        table(
          ['', 'Votre part', 'Appelé', 'En votre faveur'],
          ['Charges courantes', '3 131,47', '3 174,40', '42,93'],
          ['Travaux', '1 712,49', '1 746,40', '33,91'],
          ['Total', '4 843,96', '4 920,80', '76,84'],
        ),
        p(
          'Sous réserve de l’approbation des comptes par l’assemblée générale du 15/01/2025, la somme de 76,84 € sera portée au crédit de votre compte.',
        ),
      ],
    ],
  },
  {
    // cooperative syndic's décompte over two pages, July–June, date in words: one table for
    // three lots with « Total lot » rows and the owner's total, then two works
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-10-22',
    figures: [
      day('document_date', '2024-10-22'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 5150000),
      money('budget_n', 206107),
      money('expected_budget_n', 209800),
      money('hors_budget_n', 125525, 2),
      money('expected_hors_budget_n', 124880, 2),
    ],
    pages: [
      [
        small(
          'SYNDICAT COOPÉRATIF « LES TILLEULS DE CHAPRAIS » — 31 rue de Chaprais 25000 Besançon — conseil syndical : M. Denis Girardot (président), Mme Agnès Cuenot (trésorière)',
        ),
        title('Répartition des charges de l’exercice 1er juillet 2023 – 30 juin 2024'),
        p(
          'Établie à Besançon le vingt-deux octobre deux mille vingt-quatre par la trésorière, pour Mme Sandrine Vuillemin, propriétaire des lots 2, 15 et 31.',
        ),
        small(
          'Budget voté pour l’exercice : 51 500,00 € (générales 42 500,00 ; ascenseur 7 000,00 ; parking 2 000,00) ; dépenses réelles : 50 599,15 €.',
        ),
        listing(
          ['Lot', 'Répartition', 'Tant.', 'Base', 'Total immeuble', 'Quote-part', 'Provisions'],
          ['2', 'Générales', '340', '10 000', '41 806,35', '1 421,42', '1 445,00'],
          ['2', 'Ascenseur', '62', '1 000', '6 912,80', '428,59', '434,00'],
          ['', 'Total lot 2', '', '', '', '1 850,01', '1 879,00'],
          ['15', 'Générales', '8', '10 000', '41 806,35', '33,45', '34,00'],
          ['', 'Total lot 15', '', '', '', '33,45', '34,00'],
          ['31', 'Générales', '20', '10 000', '41 806,35', '83,61', '85,00'],
          ['31', 'Parking', '1', '20', '1 880,00', '94,00', '100,00'],
          ['', 'Total lot 31', '', '', '', '177,61', '185,00'],
          ['', 'Total propriétaire', '', '', '', '2 061,07', '2 098,00'],
        ),
        p('Charges courantes : 36,93 € en votre faveur (2 098,00 − 2 061,07).'),
      ],
      [
        small('Les Tilleuls de Chaprais — répartition 2023/2024 — Mme Vuillemin — 2/2'),
        heading('Travaux votés par l’assemblée du 28 novembre 2023'),
        listing(
          [
            'Lot',
            'Travaux',
            'Clé',
            'Tant.',
            'Base',
            'Appelé immeuble',
            'Dépensé',
            'Appelé lot',
            'Réel lot',
          ],
          [
            '31',
            'Portail du parking',
            'Parking',
            '1',
            '20',
            '9 600,00',
            '9 412,80',
            '480,00',
            '470,64',
          ],
          [
            '2',
            'Mise aux normes ascenseur',
            'Ascenseur',
            '62',
            '1 000',
            '12 400,00',
            '12 655,00',
            '768,80',
            '784,61',
          ],
          ['', 'Total travaux', '', '', '', '', '', '1 248,80', '1 255,25'],
        ),
        p('Travaux : 6,45 € à votre charge (1 255,25 − 1 248,80).'),
        p(
          'Solde de la répartition : 30,48 € en votre faveur, imputé sur l’appel du 1er janvier 2025 après l’approbation des comptes.',
        ),
        small(
          'Le syndicat coopératif ne perçoit aucune rémunération. Contact : tilleuls.chaprais@gmail.com',
        ),
      ],
    ],
  },
  {
    // scanned: a notary's questionnaire answered by a big group over two pages, calendar
    // exercise: explicit zeros, two lots, a collective loan and its next instalment
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-27',
    scan: scanned(200, 0.9, 11),
    figures: [
      day('document_date', '2025-05-27'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('required_advances', 0),
      money('reserved_advances', 42000),
      money('credit_balance', 0),
      money('ongoing_budget', 162250),
      money('unbudget_not_due', 0),
      money('building_budget', 11800000),
      money('expected_budget', 324500),
      money('expected_budget_n', 308000, 2),
      money('budget_n', 302177, 2),
      money('expected_hors_budget_n', 41250, 2),
      money('hors_budget_n', 39891, 2),
      day('dt_based', '2025-04-09', 2),
      money('works_funds_contribution', 600000, 2),
      money('works_funds', 3842000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 105655, 2),
      money('works_funds_last_contribution', 4125, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 1530784, 2),
      money('unpaid_providers', 986610, 2),
      money('loan_amount', 24000000, 2),
      money('loan_share', 660000, 2),
      money('loan_instalment', 18920, 2),
      money('loan_remaining', 554400, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'Étude de Maître Laurence Weber, notaire — 5 rue Serpenoise 57000 Metz — dossier 2025/0488 — questionnaire adressé au syndic le 12 mai 2025',
        ),
        title('QUESTIONNAIRE AU SYNDIC — CESSION DE LOTS'),
        table(
          ['Identification', ''],
          ['Immeuble', 'Résidence LES REMPARTS, 2 rue des Murs 57000 Metz'],
          ['Syndic', 'Artésia Immobilier, agence de Metz, 18 place Saint-Louis 57000 Metz'],
          ['Cédant', 'M. Paul Schneider'],
          ['Lots cédés', '41 (appartement, 268 / 10 000) et 63 (cave, 7 / 10 000)'],
        ),
        heading('1. Sommes dues par le cédant'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Provisions exigibles du budget prévisionnel', '0,00 €'],
          ['Provisions exigibles hors budget', '0,00 €'],
          ['Charges impayées des exercices antérieurs', '0,00 €'],
          ['Avances exigibles', '0,00 €'],
        ),
        heading('2. Sommes dues au cédant'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Avances versées (fonds de roulement)', '420,00 €'],
          ['Solde créditeur du compte', '0,00 €'],
        ),
        heading('3. Sommes à la charge du cessionnaire'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Provisions non exigibles (appels des 01/07/2025 et 01/10/2025)', '1 622,50 €'],
          ['Travaux votés restant à appeler', '0,00 €'],
          ['Budget prévisionnel 2025 de l’immeuble', '118 000,00 €'],
          ['Quote-part annuelle des lots 41 et 63', '3 245,00 €'],
        ),
      ],
      [
        small('Dossier 2025/0488 — réponses du syndic — page 2/2'),
        heading('4. Exercice 2024 (comptes approuvés le 09/04/2025)'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Provisions appelées sur le budget', '3 080,00 €'],
          ['Charges réelles du budget', '3 021,77 €'],
          ['Appels hors budget (remplacement de l’interphone)', '412,50 €'],
          ['Dépenses hors budget réelles', '398,91 €'],
        ),
        heading('5. Fonds de travaux'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Cotisation votée pour 2025', '6 000,00 €'],
          ['Montant du fonds au 31/12/2024', '38 420,00 €'],
          ['Part rattachée aux lots 41 et 63', '1 056,55 €'],
          ['Dernière cotisation versée par le cédant', '41,25 € (appel du 01/04/2025)'],
        ),
        heading('6. Situation du syndicat au 31/12/2024'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Impayés de l’ensemble des copropriétaires', '15 307,84 €'],
          ['Dettes envers les fournisseurs', '9 866,10 €'],
        ),
        heading('7. Emprunt collectif'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Objet et décision', 'Ravalement des façades, AG du 21/03/2023, prêt sur 10 ans'],
          ['Capital emprunté par le syndicat', '240 000,00 €'],
          ['Quote-part des lots 41 et 63', '6 600,00 €'],
          ['Échéance trimestrielle des lots', '189,20 €'],
          ['Capital restant dû par les lots après l’échéance du 01/04/2025', '5 544,00 €'],
          ['Prochaine échéance', '01/07/2025'],
        ),
        p('Honoraires du syndic pour l’état daté : 380,00 € TTC.'),
        p(
          'Metz, le 27 mai 2025 — pour Artésia Immobilier, Mme Aurélie Klein, gestionnaire (cachet et signature).',
        ),
      ],
    ],
  },
  {
    // scanned: a small cabinet's état des sommes dues over two pages, October–September,
    // dates « 18.06.2025 »: a credit, works still to call, a collective loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-18',
    scan: scanned(180, -1.3, 12),
    figures: [
      day('document_date', '2025-06-18'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 38000),
      money('credit_balance', 2384),
      money('ongoing_budget', 64050),
      money('unbudget_not_due', 106750),
      money('building_budget', 8400000),
      money('expected_budget', 256200),
      money('expected_budget_n', 244000, 2),
      money('budget_n', 239166, 2),
      day('dt_based', '2025-01-16', 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds', 1964000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 59902, 2),
      money('works_funds_last_contribution', 3355, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 12000000, 2),
      money('loan_share', 366000, 2),
      money('loan_instalment', 10248, 2),
      money('loan_remaining', 269620, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 721540, 2),
      money('unpaid_providers', 512833, 2),
      money('transfer_fees', 35000, 2),
    ],
    pages: [
      [
        heading('GESTION CATALANE — SYNDIC'),
        small('3 quai Vauban 66000 Perpignan — 04 68 34 52 17 — contact@gestion-catalane.fr'),
        title('ÉTAT DES SOMMES DUES — MUTATION'),
        p(
          'Copropriété LE CASTILLET, 9 rue de la Loge 66000 Perpignan — vendeur : Mme Montserrat Puig — lots 8 (appartement, 290 / 10 000) et 26 (parking, 15 / 10 000) — établi le 18.06.2025 à la demande de Maître Jordi Vidal, notaire',
        ),
        heading('A — Le vendeur doit au syndicat'),
        table(
          ['Nature', 'Montant'],
          ['Provisions sur budget échues non payées', '0,00'],
          ['Appels hors budget échus non payés', '0,00'],
          ['Soldes d’exercices clos non payés', '0,00'],
        ),
        heading('B — Le syndicat doit au vendeur'),
        table(
          ['Nature', 'Montant'],
          ['Avances constituées', '380,00'],
          ['Solde créditeur du compte au 18.06.2025', '23,84'],
        ),
        heading('C — À la charge de l’acquéreur'),
        table(
          ['Nature', 'Montant'],
          ['Provision du 01.07.2025 (4e trimestre 2024/2025)', '640,50'],
          ['Ravalement de la cour (AG du 16.01.2025), appel du 01.10.2025', '1 067,50'],
        ),
        small(
          'Budget de l’exercice 2024/2025 (octobre à septembre) : 84 000,00 € ; part des lots 8 et 26 : 2 562,00 € par an. Montants en euros.',
        ),
      ],
      [
        small('Le Castillet — mutation Puig — 2/2'),
        heading('Exercice clos 2023/2024 (comptes approuvés le 16.01.2025)'),
        table(
          ['Nature', 'Montant'],
          ['Provisions appelées', '2 440,00'],
          ['Charges réelles', '2 391,66'],
        ),
        heading('Fonds de travaux'),
        table(
          ['Nature', 'Montant'],
          ['Cotisation annuelle 2024/2025', '4 400,00'],
          ['Solde du fonds au 30.09.2024', '19 640,00'],
          ['Part des lots 8 et 26', '599,02'],
          ['Dernière cotisation payée (appel du 01.04.2025)', '33,55'],
        ),
        heading('Emprunt collectif (réfection de la toiture, AG du 20.01.2022)'),
        table(
          ['Nature', 'Montant'],
          ['Capital emprunté', '120 000,00'],
          ['Part des lots 8 et 26', '3 660,00'],
          ['Échéance trimestrielle des lots', '102,48'],
          ['Capital restant dû par les lots', '2 696,20'],
          ['Prochaine échéance', '01.07.2025'],
        ),
        heading('Situation du syndicat au 30.09.2024'),
        table(
          ['Nature', 'Montant'],
          ['Impayés des copropriétaires', '7 215,40'],
          ['Dettes fournisseurs', '5 128,33'],
        ),
        p('Honoraires d’établissement de l’état daté : 350,00 € TTC, à la charge du vendeur.'),
        small('Perpignan, le 18.06.2025 — Gestion Catalane, M. Pere Soler.'),
      ],
    ],
  },
  {
    // online syndic's minutes over two pages, April–March, hybrid meeting: a readjusted and
    // a next budget, the fund, and a loan that is what the works leave once fund and cash
    // payers are deducted
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('dt_based', '2025-06-12'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 10400000),
      money('building_budget', 10800000),
      money('works_funds', 4890000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 540000, 2),
      money('loan_amount', 11480000, 2),
    ],
    pages: [
      [
        small(
          'Lorrimmo, syndic en ligne — 27 rue Saint-Jean 54000 Nancy — procès-verbal généré depuis la plateforme de vote',
        ),
        title('Procès-verbal de l’assemblée générale ordinaire du jeudi 12 juin 2025'),
        p(
          'Copropriété LES JARDINS DE LA PÉPINIÈRE, 6 rue Sainte-Catherine 54000 Nancy. Assemblée tenue en salle au 27 rue Saint-Jean et en visioconférence. Présents, représentés ou votant par correspondance : 38 copropriétaires sur 54, soit 7 316 / 10 000 tantièmes.',
        ),
        heading('Résolution 1 — Élection du président de séance'),
        p('Mme Chantal Masson est élue présidente de séance. Adoptée à l’unanimité.'),
        heading('Résolution 4 — Approbation des comptes de l’exercice 2024/2025'),
        p(
          'L’assemblée approuve les comptes de l’exercice du 1er avril 2024 au 31 mars 2025, dont les charges courantes s’élèvent à 101 877,45 € pour un budget voté de 104 000,00 €. Adoptée à la majorité de l’article 24 : 7 016 voix pour, 300 abstentions.',
        ),
        heading('Résolution 6 — Ajustement du budget de l’exercice 2025/2026'),
        p(
          'Le budget de l’exercice du 1er avril 2025 au 31 mars 2026, voté à 106 000,00 € lors de l’assemblée du 19 juin 2024, est porté à 108 000,00 € pour tenir compte de la hausse du contrat d’entretien des ascenseurs. Adoptée : 6 854 voix pour, 462 contre.',
        ),
        heading('Résolution 7 — Budget de l’exercice 2026/2027'),
        p(
          'L’assemblée vote un budget prévisionnel de 112 000,00 € pour l’exercice 2026/2027, appelé par quarts les 1er avril, 1er juillet, 1er octobre et 1er janvier. Adoptée : 7 316 voix pour.',
        ),
      ],
      [
        small('Les Jardins de la Pépinière — PV de l’AG du 12/06/2025 — page 2/2'),
        heading('Résolution 8 — Fonds de travaux'),
        p(
          'L’assemblée prend acte d’un fonds de travaux de 48 900,00 € au 31 mars 2025 et fixe la cotisation de l’exercice 2025/2026 à 5 400,00 €, soit 5 % du budget. Adoptée : 7 316 voix pour.',
        ),
        heading('Résolution 9 — Réfection de la toiture et de sa charpente'),
        p(
          'L’assemblée décide les travaux pour un montant de 186 000,00 € TTC, honoraires compris. Ils sont financés à hauteur de 40 000,00 € par le fonds de travaux ; les 9 copropriétaires qui ont notifié leur refus de participer à l’emprunt règlent comptant leur quote-part, soit 31 200,00 € ; le syndicat emprunte le solde, soit 114 800,00 €, sur 15 ans (article 26-4 de la loi du 10 juillet 1965). Adoptée à la majorité de l’article 25 : 6 102 voix pour, 1 214 contre.',
        ),
        heading('Résolution 10 — Mandat au syndic'),
        p(
          'Le syndic est mandaté pour signer le contrat de prêt et la caution. Adoptée : 6 102 voix pour, 1 214 contre.',
        ),
        p(
          'L’ordre du jour étant épuisé, la séance est levée à 20 h 40. Signé électroniquement par la présidente, le scrutateur et le syndic.',
        ),
      ],
    ],
  },
  {
    // big group's minutes over two pages, July–June, « 05/12/2024 »: a readjusted and a next
    // budget, the fund, and a loan that is what the works leave once grant and fund are deducted
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-05',
    figures: [
      day('document_date', '2024-12-05'),
      day('dt_based', '2024-12-05'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 6850000),
      money('building_budget', 7100000),
      money('works_funds', 2284000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_contribution', 355000, 2),
      money('loan_amount', 9600000, 2),
    ],
    pages: [
      [
        small(
          'NORMANDIE HABITAT SYNDIC — Groupe Néolis — 22 rue Saint-Jean 14000 Caen — 02 31 86 44 90',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 05/12/2024'),
        p(
          'Syndicat des copropriétaires de la résidence LE CLOS DE L’ABBAYE, 40 rue Caponière 14000 Caen. Le 5 décembre 2024 à 18 h 30, salle paroissiale Saint-Étienne. Feuille de présence : 27 copropriétaires présents ou représentés sur 41, soit 6 604 / 10 000 tantièmes.',
        ),
        heading('2. Approbation des comptes'),
        p(
          'Les comptes de l’exercice ouvert le 01/07/2023 et clos le 30/06/2024 sont approuvés : dépenses courantes 69 212,37 € pour un budget voté de 68 500,00 €. Pour : 6 604 tantièmes. Résolution adoptée.',
        ),
        heading('4. Budget 2024/2025'),
        p(
          'Le budget de l’exercice en cours (01/07/2024 – 30/06/2025), voté à 70 000,00 € l’an dernier, est réajusté à 71 000,00 €. Pour : 6 210 ; contre : 394. Résolution adoptée.',
        ),
        heading('5. Budget 2025/2026'),
        p(
          'Le budget de l’exercice 01/07/2025 – 30/06/2026 est fixé à 73 500,00 €. Pour : 6 604. Résolution adoptée.',
        ),
      ],
      [
        small('Le Clos de l’Abbaye — AG du 05/12/2024 — 2/2'),
        heading('6. Fonds de travaux'),
        p(
          'Le fonds de travaux s’élevait à 22 840,00 € au 30/06/2024. La cotisation de l’exercice 2024/2025 est fixée à 3 550,00 €, répartie en charges générales. Pour : 6 604. Résolution adoptée.',
        ),
        heading('7. Ravalement des façades sur rue et sur cour'),
        p(
          'L’assemblée vote le ravalement pour 132 000,00 € TTC (entreprise Lemonnier, maîtrise d’œuvre comprise). Plan de financement : subvention MaPrimeRénov’ Copropriété attendue 24 000,00 € ; prélèvement sur le fonds de travaux 12 000,00 € ; le solde, 96 000,00 €, par un emprunt collectif sur 10 ans auquel participent tous les lots. Pour : 5 872 ; contre : 732. Résolution adoptée à la majorité de l’article 25.',
        ),
        heading('8. Questions diverses'),
        p(
          'Le conseil syndical rappelle le calendrier des appels : 1er juillet, 1er octobre, 1er janvier et 1er avril. La séance est levée à 20 h 15.',
        ),
        small(
          'Le président : M. Hervé Lecarpentier — le secrétaire : Mme Isabelle Marie, pour Normandie Habitat Syndic.',
        ),
      ],
    ],
  },
];
