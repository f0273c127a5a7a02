import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A sixteenth batch (issue 39, seventh round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme:
 * figures that sit in sentences and in tables that span lines or pages. Calls for funds
 * written as a letter (« Madame, Monsieur, … ») whose sentences give the exercise's bounds,
 * the budget voted, the lot's share of the year and of the quarter, the works fund's
 * instalment and a collective loan's instalment, the capital still owed and the next
 * instalment's day, a sentence often running over two or three lines (« … un budget
 * prévisionnel de » / « 96 000,00 €, dont la quote-part de votre lot … »), an amount alone on
 * the line after its label, exercise bounds in words; scanned calls whose répartition table
 * carries the loan's rows (capital, instalment, capital and interest apart); the syndic's
 * answers to a notary's questionnaire, to an « état daté » request and on a « pré-état daté »
 * form, as questions and answers whose answer wraps onto the next line, sits in a second
 * column or follows a ticked box, with unpaid charges, advances, the fund's balance, a loan's
 * remaining capital and procedures; décomptes de charges of a seller who owns two or three
 * lots, with one table per lot, a table split over two pages, lots side by side, the owner's
 * total printed in a row, in a sentence or not at all; owners' ledgers over two pages with
 * a carried-over balance (« À reporter » / « Report », « Solde reporté »), in debit and in
 * credit; minutes whose resolutions approve the accounts, vote or readjust the budget, the
 * works, their financing and the fund's contribution in sentences. Big groups, small
 * cabinets, volunteer syndics and online syndics; exercises from January, April, July and
 * October; dates as « 16/06/2025 », « 11.06.2025 », ISO, with the weekday or in words. Seven
 * pairs are scans (PNG calls, two-page PDF calls, answers, a ledger and minutes).
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (the fourteenth and fifteenth batches' conventions):
 * "n" is the last exercise closed on 2025-06-30 (2024, 2023/2024 from October or from July,
 * 2024/2025 from April), a call's exercise is declared when the call prints its bounds, a
 * figure printed as an explicit 0 is declared as 0. A call's fund instalment is its
 * works_funds_last_contribution; a collective loan's figures are declared with the order
 * form's fields (loan_amount for the building's borrowed capital, loan_share, loan_remaining
 * and loan_instalment for the lot's, dt_loan_next for the next instalment's day). When a
 * seller owns several lots, a figure is declared where the document prints their sum, and
 * not when it only prints each lot's. A budget or a contribution of a later exercise than
 * the current one (a budget voted for 2026) is printed but has no field. The amounts are
 * consistent as a syndic's are: a total is the sum of its lines, a lot's share the
 * building's amount × its tantièmes ÷ the base (rounded to the cent), a quarter the year's
 * share ÷ 4, a month ÷ 12, a ledger's balance its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const sixteenthListings: DocumentSpec[] = [
  {
    // small cabinet's letter, calendar exercise: the budget and the lot's shares in a sentence
    // over three lines, the fund's instalment, a loan's instalment, capital and next day
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 9600000),
      money('expected_budget', 243840),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 3048),
      money('loan_amount', 12000000),
      money('loan_share', 304800),
      money('loan_instalment', 8414),
      money('loan_remaining', 191662),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        heading('CABINET LEMAIRE & CIE'),
        small(
          'Syndic de copropriété — 27 rue Bannier 45000 Orléans — 02 38 53 17 64 — contact@lemaire-syndic.fr',
        ),
        right(
          'Mme Nathalie Bourdin\nRésidence Jeanne-d’Arc, appartement 12\n9 rue de la Bretonnerie\n45000 Orléans',
        ),
        p('Orléans, le vendredi 13 juin 2025'),
        p('Objet : appel de fonds du 3e trimestre 2025 — lot n° 12'),
        p('Madame,'),
        p(
          'L’exercice de la Résidence Jeanne-d’Arc court du 1er janvier au 31 décembre 2025. L’assemblée générale du 3 avril 2025 a voté pour cet exercice un budget prévisionnel de',
        ),
        p(
          '96 000,00 €, dont la quote-part de votre lot n° 12 (254 / 10 000 tantièmes) s’élève à 2 438,40 €',
        ),
        p('pour l’année, soit 609,60 € pour le trimestre de juillet à septembre.'),
        p(
          'La cotisation annuelle au fonds de travaux, fixée à 4 800,00 € par la même assemblée, représente pour vous 121,92 € par an ; la fraction appelée ce trimestre est de 30,48 €.',
        ),
        p(
          'Nous appelons également l’échéance trimestrielle de l’emprunt collectif de 120 000,00 € souscrit en 2021 pour la réfection de la toiture. Votre part de cet emprunt est de 3 048,00 € ; l’échéance de ce trimestre s’élève pour vous à',
        ),
        p(
          '84,14 €. Après son paiement, le capital restant dû sur votre part sera de 1 916,62 € ; la prochaine échéance sera appelée le 1er octobre 2025.',
        ),
        table(
          ['Appel du 1er juillet 2025', 'Montant'],
          ['Provision sur budget (1/4)', '609,60 €'],
          ['Fonds de travaux (1/4)', '30,48 €'],
          ['Emprunt toiture — échéance 17/40', '84,14 €'],
          ['Total à régler', '724,22 €'],
        ),
        p(
          'Nous vous remercions de nous faire parvenir votre règlement avant le 1er juillet 2025, par virement (référence JDA-12) ou par chèque à l’ordre du syndicat des copropriétaires.',
        ),
        p(
          'Veuillez agréer, Madame, l’expression de nos salutations distinguées.\nFrançois Lemaire',
        ),
      ],
    ],
  },
  {
    // small cabinet's letter, calendar exercise: the budget and the lot's shares in a sentence
    // over three lines, the fund's instalment, a loan's instalment, capital and next day
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 5850000),
      money('expected_budget', 241020),
      money('works_funds_contribution', 300000),
      money('works_funds_last_contribution', 3090),
      money('loan_amount', 8400000),
      money('loan_share', 346080),
      money('loan_instalment', 9373),
      money('loan_remaining', 248831),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        heading('RÉGIE DU VIEUX-MARCHÉ'),
        small(
          'Administrateur de biens — syndic — 14 place du Vieux-Marché 76000 Rouen — 02 35 70 41 28',
        ),
        right('M. Arnaud Levasseur\n52 rue Jeanne-d’Arc, 4e étage\n76000 Rouen'),
        p('Rouen, le 11/06/2025'),
        p('Vos références : immeuble 52 JEANNE-D’ARC — compte 0031 — lot 31'),
        p('Monsieur,'),
        p(
          'Votre copropriété tient ses comptes par année civile : l’exercice en cours a commencé le 1er janvier 2025 et sera clos le 31 décembre 2025. Le budget prévisionnel voté par l’assemblée du 20 mars 2025 s’élève à',
        ),
        p(
          '58 500,00 € ; réparti selon les 412 / 10 000 tantièmes de votre lot n° 31, il vous revient pour 2 410,20 € sur l’année,',
        ),
        p('appelés par quarts : la provision du 1er juillet 2025 est donc de 602,55 €.'),
        p(
          'Le fonds de travaux reçoit cette année 3 000,00 € ; votre cotisation annuelle est de 123,60 €, dont 30,90 € avec le présent appel.',
        ),
        p(
          'L’emprunt de 84 000,00 € souscrit par le syndicat en 2022 pour remplacer l’ascenseur est remboursé par trimestre ; votre quote-part du capital emprunté est de 3 460,80 € et l’échéance de juillet vous coûte',
        ),
        p(
          '93,73 €. Une fois cette échéance réglée, il restera 2 488,31 € de capital dû sur votre part, la suivante tombant le 01/10/2025.',
        ),
        table(
          ['Récapitulatif', 'Montant'],
          ['Provision budget 3e trimestre', '602,55 €'],
          ['Fonds de travaux', '30,90 €'],
          ['Emprunt ascenseur', '93,73 €'],
          ['Net à payer le 01/07/2025', '727,18 €'],
        ),
        p('Nous vous prions d’agréer, Monsieur, nos salutations les meilleures.'),
        small('Régie du Vieux-Marché — Mme Corinne Duval, gestionnaire — SIRET 412 887 905 00023'),
      ],
    ],
  },
  {
    // big group's letter, April–March: two lots' shares and their sum in one sentence over
    // three lines, the loan charged to the apartment only, its capital and next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 11200000),
      money('expected_budget', 370300),
      money('works_funds_contribution', 560000),
      money('works_funds_last_contribution', 4130),
      money('loan_amount', 15000000),
      money('loan_share', 870000),
      money('loan_instalment', 25578),
      money('loan_remaining', 641236),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'ALPIMMO SYNDIC — Groupe Alpimmo — 6 avenue de Chevênes 74000 Annecy — 04 50 45 12 96 — www.alpimmo-syndic.fr',
        ),
        right('M. et Mme Julien Favre\nLe Pâquier, bât. B\n18 avenue d’Albigny\n74000 Annecy'),
        p('Annecy, le 16/06/2025'),
        p('Copropriété LE PÂQUIER — lots 21 et 64 — appel de fonds n° 2 de l’exercice 2025/2026'),
        p('Madame, Monsieur,'),
        p(
          'L’exercice 2025/2026 de votre copropriété court du 1er avril 2025 au 31 mars 2026. Son budget, voté à 112 000,00 € par l’assemblée générale du 12 juin 2024 (charges générales 98 000,00 € ; ascenseur 14 000,00 €), est appelé en quatre échéances égales.',
        ),
        p(
          'Pour votre appartement (lot 21), la quote-part s’élève à 2 802,80 € en charges générales (286 / 10 000) et à 812,00 €',
        ),
        p(
          'en ascenseur (58 / 1 000) ; pour votre cave (lot 64), à 88,20 € en charges générales (9 / 10 000) ; soit, pour vos deux lots,',
        ),
        p('3 703,00 € sur l’exercice et 925,75 € pour le présent appel du 1er juillet 2025.'),
        p(
          'La cotisation au fonds de travaux, 5 600,00 € pour l’exercice, est répartie en charges générales : 160,16 € pour le lot 21 et 5,04 € pour le lot 64, soit 165,20 € par an et 41,30 € ce trimestre.',
        ),
        p(
          'L’emprunt collectif de 150 000,00 € contracté pour la modernisation de l’ascenseur (assemblée du 22 juin 2022) est réparti selon la clé ascenseur : la part de votre lot 21 est de 8 700,00 € ; votre cave n’y participe pas.',
        ),
        p(
          'L’échéance trimestrielle de l’immeuble, 4 410,00 €, vous est appelée à hauteur de 255,78 € ; après ce paiement, le capital restant dû',
        ),
        p('sur votre part sera de 6 412,36 €. Prochaine échéance de l’emprunt : 1er octobre 2025.'),
        table(
          ['Appel du 01/07/2025', 'Lot 21', 'Lot 64', 'Total'],
          ['Provisions sur budget', '903,70', '22,05', '925,75'],
          ['Fonds de travaux', '40,04', '1,26', '41,30'],
          ['Emprunt ascenseur', '255,78', '', '255,78'],
          ['Total', '1 199,52', '23,31', '1 222,83'],
        ),
        small(
          'Prélèvement le 05/07/2025 pour les copropriétaires mensualisés ; à défaut, règlement par virement (référence PAQ-0021). Votre gestionnaire : Mme Sophie Mollard.',
        ),
      ],
    ],
  },
  {
    // big group's letter, April–March: two lots' shares and their sum in one sentence over
    // three lines, the loan charged to the apartment only, its capital and next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 7640000),
      money('expected_budget', 307760),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 3340),
      money('loan_amount', 6400000),
      money('loan_share', 614400),
      money('loan_instalment', 17472),
      money('loan_remaining', 491386),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'PROVENCE HABITAT GESTION — Groupe Néolis — 21 rue de la République 84000 Avignon — 04 90 86 33 41',
        ),
        right(
          'Mme Hélène Roumanille\nRésidence Les Remparts, esc. B\n3 rue Joseph-Vernet\n84000 Avignon',
        ),
        p('Avignon, le mardi 17 juin 2025'),
        p('Résidence LES REMPARTS — copropriétaire 0412-0088 — lots 8 et 33'),
        p('Madame,'),
        p(
          'Le deuxième appel de l’exercice 2025/2026, ouvert le 1er avril 2025 et qui sera clos le 31 mars 2026, est exigible le 1er juillet 2025. Le budget de l’exercice, voté par l’assemblée du 19 juin 2024, est de 76 400,00 € (charges générales 68 000,00 € ; escalier B 8 400,00 €).',
        ),
        p(
          'Votre appartement (lot 8) en supporte 2 121,60 € au titre des charges générales (312 / 10 000) et 806,40 €',
        ),
        p(
          'au titre de l’escalier B (96 / 1 000) ; votre garage (lot 33), 149,60 € de charges générales (22 / 10 000) ; au total,',
        ),
        p('3 077,60 € pour l’exercice, soit 769,40 € pour cet appel.'),
        p(
          'Le fonds de travaux est alimenté cette année par une cotisation de 4 000,00 € : 124,80 € pour le lot 8 et 8,80 € pour le lot 33, soit 133,60 € par an dont 33,40 € appelés ce trimestre.',
        ),
        p(
          'Le prêt collectif de 64 000,00 € (réfection de la cage et des colonnes de l’escalier B, assemblée du 27 juin 2023) est remboursé par les seuls lots de l’escalier B : votre part s’élève à 6 144,00 €.',
        ),
        p(
          'Sur l’échéance trimestrielle de 1 820,00 €, 174,72 € vous sont appelés ; il vous restera ensuite à rembourser',
        ),
        p('4 913,86 € de capital. L’échéance suivante sera appelée le 01/10/2025.'),
        table(
          ['Appel du 01/07/2025', 'Lot 8', 'Lot 33', 'Total'],
          ['Provisions sur budget', '732,00', '37,40', '769,40'],
          ['Fonds de travaux', '31,20', '2,20', '33,40'],
          ['Prêt escalier B', '174,72', '', '174,72'],
          ['Total', '937,92', '39,60', '977,52'],
        ),
        small(
          'Règlement par prélèvement automatique le 05/07/2025 ou par chèque à l’ordre du syndicat des copropriétaires Les Remparts. Gestionnaire : M. Karim Benhamou, 04 90 86 33 47.',
        ),
      ],
    ],
  },
  {
    // small cabinet's letter over two pages, October–September: budget, shares and fund on the
    // first page, the loan and the recapitulation on the second
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 6400000),
      money('expected_budget', 235520),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 2944),
      money('works_funds', 1845000),
      day('dt_works_funds', '2024-09-30'),
      money('loan_amount', 5600000, 2),
      money('loan_share', 206080, 2),
      money('loan_instalment', 5667, 2),
      money('loan_remaining', 124531, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE POITEVINE'),
        small('Syndic de copropriété — 8 rue Carnot 86000 Poitiers — 05 49 41 26 73'),
        right('Mme Valérie Texier\n11 rue de la Cathédrale, 3e étage\n86000 Poitiers'),
        p('Poitiers, le 6 juin 2025'),
        p('Objet : appel de charges du 4e trimestre de l’exercice 2024/2025 — lot n° 5'),
        p('Madame,'),
        p(
          'L’exercice de la copropriété du 11 rue de la Cathédrale a débuté le 1er octobre 2024 et s’achèvera le 30 septembre 2025. Le budget prévisionnel de cet exercice a été voté à',
        ),
        p(
          '64 000,00 € par l’assemblée générale du 12 décembre 2024. Pour les 368 / 10 000 tantièmes de votre lot, votre quote-part',
        ),
        p(
          'annuelle est de 2 355,20 € ; la provision du quatrième trimestre (juillet à septembre 2025) s’élève donc à 588,80 €.',
        ),
        p(
          'La même assemblée a fixé à 3 200,00 € la cotisation au fonds de travaux, soit 117,76 € par an pour votre lot et 29,44 € ce trimestre. Le fonds atteignait 18 450,00 € à la clôture du 30 septembre 2024 ; il est placé sur un compte séparé au nom du syndicat.',
        ),
        small('Suite au verso.'),
      ],
      [
        small('11 rue de la Cathédrale — appel du 01/07/2025 — lot 5 — page 2'),
        p(
          'Enfin, le syndicat rembourse l’emprunt de 56 000,00 € souscrit en 2023 pour le remplacement de la chaudière collective. Votre part de cet emprunt est de 2 060,80 € ; sur l’échéance trimestrielle de 1 540,00 €,',
        ),
        p(
          '56,67 € vous reviennent. Après ce règlement, le capital restant dû sur votre part sera de 1 245,31 €, et la prochaine échéance sera appelée le 1er octobre 2025.',
        ),
        table(
          ['Sommes appelées au 1er juillet 2025', 'Montant'],
          ['Provision sur budget (4e trimestre)', '588,80 €'],
          ['Fonds de travaux', '29,44 €'],
          ['Emprunt chaudière', '56,67 €'],
          ['Total', '674,91 €'],
        ),
        p(
          'Nous vous remercions de régler cette somme avant le 1er juillet 2025 par virement sur le compte du syndicat (IBAN FR76 1940 6000 2100 0172 6631 094) ou par chèque.',
        ),
        p('Veuillez agréer, Madame, nos salutations distinguées.\nPascal Guérin, gestionnaire'),
      ],
    ],
  },
  {
    // small cabinet's letter over two pages, October–September: budget, shares and fund on the
    // first page, the loan and the recapitulation on the second
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 8840000),
      money('expected_budget', 216580),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 2695),
      money('works_funds', 2673000),
      day('dt_works_funds', '2024-09-30'),
      money('loan_amount', 7200000, 2),
      money('loan_share', 176400, 2),
      money('loan_instalment', 5072, 2),
      money('loan_remaining', 98244, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        heading('CABINET ROUVIÈRE'),
        small(
          'Syndic — 4 boulevard Victor-Hugo 30000 Nîmes — 04 66 21 58 02 — cabinet.rouviere@orange.fr',
        ),
        right(
          'M. Lucien Aubanel\nRésidence Les Arènes, appt 17\n12 rue de la Cité-Foulc\n30000 Nîmes',
        ),
        p('Nîmes, le 10/06/2025'),
        p('Réf. : ARÈNES / 17 — appel de fonds du 1er juillet 2025'),
        p('Monsieur,'),
        p(
          'Nous vous adressons l’appel du quatrième trimestre de l’exercice ouvert le 1er octobre 2024, qui sera clos le 30 septembre 2025. L’assemblée générale du 9 janvier 2025 a arrêté le budget de cet exercice à',
        ),
        p(
          '88 400,00 € ; votre lot n° 17, qui représente 245 / 10 000 des charges générales, y contribue pour 2 165,80 € sur l’année,',
        ),
        p('soit 541,45 € par trimestre.'),
        p(
          'La cotisation au fonds de travaux votée pour l’exercice est de 4 400,00 €, soit 107,80 € pour votre lot et 26,95 € par trimestre. Au 30 septembre 2024, le fonds s’élevait à 26 730,00 €.',
        ),
        small('Tournez la page s’il vous plaît.'),
      ],
      [
        small('Résidence Les Arènes — lot 17 — appel du 01/07/2025 — 2/2'),
        p(
          'L’emprunt collectif de 72 000,00 € contracté en 2022 pour la rénovation de l’ascenseur est remboursé chaque trimestre. Votre quote-part du capital emprunté s’élève à 1 764,00 €, et la part de l’échéance de juillet',
        ),
        p(
          'qui vous revient à 50,72 € (échéance de l’immeuble : 2 070,00 €). Reste dû sur votre part après ce paiement : 982,44 € ; prochaine échéance le 01/10/2025.',
        ),
        table(
          ['Nature', 'Montant'],
          ['Provision sur budget — 4e trimestre', '541,45'],
          ['Fonds de travaux', '26,95'],
          ['Emprunt ascenseur — échéance 12/32', '50,72'],
          ['Total à payer au 01/07/2025', '619,12'],
        ),
        p('Avec nos salutations distinguées,\nÉmilie Rouvière'),
        small('Montants en euros. Règlement par chèque ou virement (IBAN sur demande).'),
      ],
    ],
  },
  {
    // volunteer syndic's letter, July–June, first call of the new exercise: budget, shares,
    // fund and its balance at the last closing, a loan and its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 3120000),
      money('expected_budget', 271440),
      money('works_funds_contribution', 156000),
      money('works_funds_last_contribution', 3393),
      money('works_funds', 794000),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 3600000),
      money('loan_share', 313200),
      money('loan_instalment', 8700),
      money('loan_remaining', 235184),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 5 rue de Boigne, 73000 Chambéry — syndic bénévole : Mme Monique Dumollard (lot 2) — 06 84 37 20 15',
        ),
        right('M. Thibault Perrier\n5 rue de Boigne, 2e étage droite\n73000 Chambéry'),
        p('Chambéry, le 20 juin 2025'),
        p('Madame, Monsieur,'),
        p(
          'Un nouvel exercice commence le 1er juillet 2025 ; il se terminera le 30 juin 2026. Lors de notre assemblée du 21 novembre 2024, nous avons voté pour cet exercice un budget de 31 200,00 €. Votre lot n° 4 porte',
        ),
        p(
          '87 millièmes : votre part est donc de 2 714,40 € pour l’année, que je vous appelle en quatre fois, soit 678,60 € ce trimestre.',
        ),
        p(
          'La cotisation au fonds de travaux reste fixée à 1 560,00 € par an (135,72 € pour vous, 33,93 € par trimestre). Pour mémoire, le fonds s’élevait à 7 940,00 € au 30 juin 2024, date de la dernière clôture approuvée.',
        ),
        p(
          'Quant à l’emprunt de 36 000,00 € souscrit pour la toiture, votre part est de 3 132,00 €. L’échéance de l’immeuble est de 1 000,00 € par trimestre, dont 87,00 € pour vous ; après celle de juillet, vous resterez devoir',
        ),
        p('2 351,84 € sur votre part. La prochaine échéance sera appelée le 1er octobre 2025.'),
        table(
          ['À régler pour le 1er juillet 2025', ''],
          ['Provision sur charges', '678,60 €'],
          ['Fonds de travaux', '33,93 €'],
          ['Emprunt toiture', '87,00 €'],
          ['Total', '799,53 €'],
        ),
        p(
          'Merci de faire votre virement sur le compte du syndicat (IBAN FR76 1680 7000 4132 1945 8201 163) ou de déposer un chèque dans ma boîte aux lettres.',
        ),
        p('Bien cordialement,\nMonique Dumollard'),
      ],
    ],
  },
  {
    // volunteer syndic's letter, July–June, first call of the new exercise: budget, shares,
    // fund and its balance at the last closing, a loan and its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-23',
    figures: [
      day('document_date', '2025-06-23'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 2750000),
      money('expected_budget', 308000),
      money('works_funds_contribution', 137500),
      money('works_funds_last_contribution', 3850),
      money('works_funds', 621500),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 4200000),
      money('loan_share', 470400),
      money('loan_instalment', 13328),
      money('loan_remaining', 362744),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'Copropriété du 9 rue des Marchands, 68000 Colmar — syndic non professionnel : M. Jean-Paul Wurtz — jp.wurtz68@gmail.com',
        ),
        right('Mme et M. Claude Schmitt\n9 rue des Marchands, 3e étage\n68000 Colmar'),
        p('Colmar, le lundi 23 juin 2025'),
        p('Chers voisins,'),
        p(
          'Voici l’appel de charges du premier trimestre de l’exercice qui va du 1er juillet 2025 au 30 juin 2026. Le budget voté par l’assemblée du 28 novembre 2024 s’élève à 27 500,00 € ; avec vos 112 / 1 000,',
        ),
        p('votre quote-part annuelle est de 3 080,00 €, et l’appel de ce trimestre de 770,00 €.'),
        p(
          'Le fonds de travaux, qui s’élevait à 6 215,00 € au 30 juin 2024, reçoit une cotisation de 1 375,00 € par an, soit 154,00 € pour vous et 38,50 € ce trimestre.',
        ),
        p(
          'L’emprunt collectif de 42 000,00 € (ravalement de 2022) vous a été réparti pour 4 704,00 €. Sur l’échéance trimestrielle de 1 190,00 €, vous réglez 133,28 € ; le capital restant dû sur votre part sera ensuite de',
        ),
        p('3 627,44 €. Prochaine échéance : le 1er octobre 2025.'),
        table(
          ['Appel du 1er juillet 2025', 'Montant'],
          ['Charges courantes (1/4 de 3 080,00 €)', '770,00 €'],
          ['Fonds de travaux (1/4 de 154,00 €)', '38,50 €'],
          ['Emprunt ravalement', '133,28 €'],
          ['Total', '941,78 €'],
        ),
        p('Merci de régler par virement avant le 5 juillet.'),
        p('Amicalement,\nJean-Paul Wurtz'),
      ],
    ],
  },
  {
    // online syndic's message, calendar exercise, ISO date: each amount alone on the line
    // after its label, two lots and their sum, a loan with its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 13200000),
      money('expected_budget', 279840),
      money('works_funds_contribution', 660000),
      money('works_funds_last_contribution', 3498),
      money('loan_amount', 20000000),
      money('loan_share', 424000),
      money('loan_instalment', 11617),
      money('loan_remaining', 326248),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small('SYNDEO — votre syndic en ligne — 25 rue Servient 69003 Lyon — aide@syndeo.fr'),
        small('Message envoyé le 2025-06-18 à 07:45 depuis votre espace copropriétaire'),
        title('Votre appel de fonds du 1er juillet 2025'),
        p('Bonjour Madame Girard,'),
        p(
          'Votre résidence LES JARDINS DE LA PART-DIEU (14 rue Paul-Bert, 69003 Lyon) tient ses comptes par année civile : l’exercice en cours va du 1er janvier 2025 au 31 décembre 2025.',
        ),
        p('Budget prévisionnel 2025 voté par l’assemblée générale du 24 avril 2025 :'),
        p('132 000,00 €'),
        p(
          'Votre quote-part annuelle, pour le lot 45 (appartement, 198 / 10 000) et le lot 112 (parking, 14 / 10 000), soit 2 613,60 € + 184,80 € :',
        ),
        p('2 798,40 €'),
        p('Provision appelée pour le trimestre de juillet à septembre :'),
        p('699,60 €'),
        p('Cotisation annuelle de l’immeuble au fonds de travaux :'),
        p('6 600,00 €'),
        p('Votre cotisation pour ce trimestre (lots 45 et 112) :'),
        p('34,98 €'),
        p('Emprunt collectif « ravalement 2023 » — capital emprunté par la copropriété :'),
        p('200 000,00 €'),
        p('Votre part du capital (lots 45 et 112) :'),
        p('4 240,00 €'),
        p('Échéance de ce trimestre pour vos lots :'),
        p('116,17 €'),
        p('Capital restant dû sur votre part après cette échéance :'),
        p('3 262,48 €'),
        p('Prochaine échéance de l’emprunt :'),
        p('01/10/2025'),
        table(
          ['Total à payer le 1er juillet 2025', ''],
          ['Provision', '699,60 €'],
          ['Fonds de travaux', '34,98 €'],
          ['Emprunt', '116,17 €'],
          ['Total', '850,75 €'],
        ),
        small(
          'Le montant sera prélevé le 5 juillet 2025 sur votre compte. Une question ? Écrivez-nous depuis l’application, rubrique « Mes charges ».',
        ),
      ],
    ],
  },
  {
    // online syndic's message, calendar exercise, dotted date: each amount alone on the line
    // after its label, two lots and their sum, a loan with its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 8600000),
      money('expected_budget', 246820),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 3157),
      money('loan_amount', 9000000),
      money('loan_share', 258300),
      money('loan_instalment', 7061),
      money('loan_remaining', 189835),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small('COPRIO — syndic en ligne — 40 cours de l’Intendance 33000 Bordeaux — coprio.fr'),
        small('Notification du 19.06.2025 — Résidence LE CLOS DES CHARTRONS — M. Bastien Lafitte'),
        title('Appel du 3e trimestre 2025'),
        p('Bonjour Monsieur,'),
        p(
          'Voici le détail de votre appel de fonds. Rappel : l’exercice de votre copropriété court du 01.01.2025 au 31.12.2025.',
        ),
        p('Budget 2025 de la copropriété (AG du 15.04.2025) :'),
        p('86 000,00 €'),
        p(
          'Votre part annuelle, lot 9 (276 / 10 000) : 2 373,60 € ; lot 58 (11 / 10 000) : 94,60 € ; ensemble :',
        ),
        p('2 468,20 €'),
        p('Provision du trimestre (juillet – septembre) :'),
        p('617,05 €'),
        p('Fonds de travaux — cotisation annuelle votée :'),
        p('4 400,00 €'),
        p('Votre cotisation du trimestre, lots 9 et 58 :'),
        p('31,57 €'),
        p('Emprunt « toiture 2022 » — capital emprunté :'),
        p('90 000,00 €'),
        p('Votre quote-part de l’emprunt (lots 9 et 58) :'),
        p('2 583,00 €'),
        p('Votre échéance du trimestre :'),
        p('70,61 €'),
        p('Capital restant dû sur votre quote-part après paiement :'),
        p('1 898,35 €'),
        p('Échéance suivante :'),
        p('01.10.2025'),
        table(
          ['À payer le 01.07.2025', ''],
          ['Provision', '617,05 €'],
          ['Fonds de travaux', '31,57 €'],
          ['Emprunt toiture', '70,61 €'],
          ['Total', '719,23 €'],
        ),
        small('Paiement par carte, virement ou prélèvement depuis votre espace Coprio.'),
      ],
    ],
  },
  {
    // big group's letter, April–March, bounds in words: one sentence per key over two lines,
    // the year's and the quarter's total, a loan on the heating key and its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 10760000),
      money('expected_budget', 267420),
      money('works_funds_contribution', 540000),
      money('works_funds_last_contribution', 3024),
      money('loan_amount', 18000000),
      money('loan_share', 415800),
      money('loan_instalment', 11435),
      money('loan_remaining', 311857),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'MÉDITERRANÉE SYNDIC — Groupe Horizon — 33 boulevard de Strasbourg 83000 Toulon — 04 94 92 18 60',
        ),
        right('Mme Christine Marcelli\nRésidence Le Mourillon, bât. 2, appt 15\n83000 Toulon'),
        p('Toulon, le jeudi 12 juin 2025'),
        p('Objet : appel de fonds du 1er juillet 2025 — exercice 2025/2026 — lot 15'),
        p('Madame,'),
        p(
          'L’exercice en cours de la Résidence Le Mourillon s’étend du premier avril deux mille vingt-cinq au trente et un mars deux mille vingt-six. Son budget, voté par l’assemblée générale du 18 juin 2024, vous est réparti comme suit :',
        ),
        p(
          '— charges générales : votre quote-part de 72 000,00 € pour 224 / 10 000 tantièmes s’élève à',
        ),
        p('1 612,80 € pour l’exercice, soit 403,20 € par trimestre ;'),
        p(
          '— chauffage collectif : votre quote-part de 26 000,00 € pour 231 / 10 000 tantièmes s’élève à',
        ),
        p('600,60 € pour l’exercice, soit 150,15 € par trimestre ;'),
        p('— ascenseur : votre quote-part de 9 600,00 € pour 48 / 1 000 tantièmes s’élève à'),
        p('460,80 € pour l’exercice, soit 115,20 € par trimestre.'),
        p(
          'Au total, le budget de 107 600,00 € vous revient pour 2 674,20 € sur l’exercice, soit 668,55 € appelés le 1er juillet 2025.',
        ),
        p(
          'La cotisation au fonds de travaux, 5 400,00 € pour l’exercice, est répartie en charges générales : 120,96 € pour votre lot, dont 30,24 € ce trimestre.',
        ),
        p(
          'L’emprunt de 180 000,00 € souscrit pour le remplacement de la chaufferie (assemblée du 14 juin 2021) est réparti selon la clé chauffage ; votre part est de 4 158,00 €. Sur l’échéance trimestrielle de 4 950,00 €, il vous est appelé',
        ),
        p(
          '114,35 € ; le capital restant dû sur votre part sera ensuite de 3 118,57 €. Prochaine échéance de l’emprunt : 1er octobre 2025.',
        ),
        table(
          ['Appel du 1er juillet 2025', 'Montant'],
          ['Provisions sur budget', '668,55 €'],
          ['Fonds de travaux', '30,24 €'],
          ['Emprunt chaufferie', '114,35 €'],
          ['Total', '813,14 €'],
        ),
        small(
          'Règlement par prélèvement le 05/07/2025 ou par virement (référence MOU-0015). Votre gestionnaire : M. Frédéric Orsini.',
        ),
      ],
    ],
  },
  {
    // big group's letter, April–March, bounds in words: one sentence per key over two lines,
    // the year's and the quarter's total, a loan on a staircase key and its next instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 7600000),
      money('expected_budget', 221960),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 1850),
      money('loan_amount', 6400000),
      money('loan_share', 908800),
      money('loan_instalment', 24992),
      money('loan_remaining', 781632),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        small(
          'RIVIERA COPROPRIÉTÉS — agence d’Antibes — 9 boulevard Albert-Ier 06600 Antibes — 04 93 34 62 07',
        ),
        right('M. Romain Guglielmi\nLes Terrasses du Fort, esc. C, appt 27\n06600 Antibes'),
        p('Antibes, le jeudi 5 juin 2025'),
        p('Objet : votre appel de fonds du 01/07/2025 (exercice 2025/2026) — lot 27'),
        p('Monsieur,'),
        p(
          'Nous vous rappelons que l’exercice de la copropriété Les Terrasses du Fort court du premier avril deux mille vingt-cinq au trente et un mars deux mille vingt-six, et que son budget a été voté par l’assemblée du 26 juin 2024. Votre lot y participe ainsi :',
        ),
        p('• charges générales : sur 58 000,00 €, à raison de 185 / 10 000 tantièmes,'),
        p('1 073,00 € pour l’année, soit 268,25 € par appel ;'),
        p('• escalier C : sur 6 400,00 €, à raison de 142 / 1 000 tantièmes,'),
        p('908,80 € pour l’année, soit 227,20 € par appel ;'),
        p('• eau chaude : sur 11 600,00 €, à raison de 205 / 10 000 tantièmes,'),
        p('237,80 € pour l’année, soit 59,45 € par appel.'),
        p(
          'Le budget de 76 000,00 € vous est donc réparti pour 2 219,60 € sur l’exercice, et l’appel du 1er juillet s’élève à 554,90 €.',
        ),
        p(
          'Fonds de travaux : cotisation annuelle de 4 000,00 €, soit 74,00 € pour votre lot et 18,50 € par appel.',
        ),
        p(
          'Emprunt collectif de 64 000,00 € pour le remplacement de l’ascenseur de l’escalier C (assemblée du 29 juin 2022), remboursé par les seuls lots de l’escalier : votre part est de 9 088,00 €. L’échéance trimestrielle de 1 760,00 € vous est appelée pour',
        ),
        p(
          '249,92 € ; après ce paiement, il restera 7 816,32 € de capital dû sur votre part. L’échéance suivante sera appelée le 1er octobre 2025.',
        ),
        table(
          ['Détail de l’appel', 'Montant'],
          ['Provisions (charges générales, escalier C, eau chaude)', '554,90 €'],
          ['Fonds de travaux', '18,50 €'],
          ['Emprunt ascenseur escalier C', '249,92 €'],
          ['Total à régler', '823,32 €'],
        ),
        small(
          'Riviera Copropriétés — votre gestionnaire : Mme Laetitia Bertolino — SAS au capital de 150 000 €.',
        ),
      ],
    ],
  },
  {
    // small cabinet's letter over two pages, October–September, two lots: works in a sentence
    // over three lines, the loan on the participating lots' 8 600 tantièmes on the second page
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-04',
    figures: [
      day('document_date', '2025-06-04'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 5280000),
      money('expected_budget', 218592),
      money('works_funds_contribution', 280000),
      money('works_funds_last_contribution', 2898),
      money('loan_amount', 9600000, 2),
      money('loan_share', 448744, 2),
      money('loan_instalment', 12387, 2),
      money('loan_remaining', 321182, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        heading('CABINET PLANTAGENÊT'),
        small(
          'Syndic de copropriété — 31 rue de la Reine-Bérengère 72000 Le Mans — 02 43 28 90 51',
        ),
        right('Mme Isabelle Chevallier\n6 place de l’Éperon\n72000 Le Mans'),
        p('Le Mans, le 04/06/2025'),
        p('Réf. ÉPERON 6 — lots 3 et 19 — appel du 1er juillet 2025'),
        p('Madame,'),
        p(
          'Le présent appel est le dernier de l’exercice ouvert le 1er octobre 2024, qui sera clos le 30 septembre 2025. Le budget de cet exercice, voté par l’assemblée du 5 décembre 2024, s’élève à 52 800,00 € ; il est réparti en charges générales.',
        ),
        p(
          'Votre appartement (lot 3, 402 / 10 000) y contribue pour 2 122,56 € et votre cave (lot 19, 12 / 10 000) pour 63,36 €, soit',
        ),
        p('2 185,92 € sur l’exercice et 546,48 € pour ce trimestre.'),
        p(
          'La cotisation au fonds de travaux votée pour l’exercice est de 2 800,00 € ; elle vous coûte 115,92 € par an (112,56 € + 3,36 €), soit 28,98 € ce trimestre.',
        ),
        p(
          'La même assemblée a voté la réfection de la cage d’escalier pour 24 000,00 €, appelés en deux fractions le 1er avril et le 1er juillet 2025 ; votre part,',
        ),
        p(
          '964,80 € pour le lot 3 et 28,80 € pour le lot 19, soit 993,60 €, vous est appelée pour moitié, soit',
        ),
        p('496,80 € avec le présent appel.'),
        small('Suite page 2.'),
      ],
      [
        small('6 place de l’Éperon — lots 3 et 19 — appel du 01/07/2025 — page 2/2'),
        p(
          'L’emprunt de 96 000,00 € contracté pour le ravalement (assemblée du 7 décembre 2022) n’est remboursé que par les lots qui n’ont pas payé comptant, soit 8 600 tantièmes ; les caves n’y participent pas.',
        ),
        p(
          'Votre lot 3 en porte 402 / 8 600, soit une part de 4 487,44 € ; sur l’échéance trimestrielle de l’immeuble, 2 650,00 €, vous réglez',
        ),
        p(
          '123,87 €. Capital restant dû sur votre part après l’échéance : 3 211,82 € ; prochaine échéance le 1er octobre 2025.',
        ),
        table(
          ['Récapitulatif de l’appel du 01/07/2025', 'Montant'],
          ['Provisions sur budget (lots 3 et 19)', '546,48 €'],
          ['Fonds de travaux (lots 3 et 19)', '28,98 €'],
          ['Réfection de la cage d’escalier — fraction 2/2', '496,80 €'],
          ['Emprunt ravalement (lot 3)', '123,87 €'],
          ['Total à régler', '1 196,13 €'],
        ),
        p(
          'Veuillez agréer, Madame, nos salutations distinguées.\nAnne-Sophie Lebreton, gestionnaire',
        ),
      ],
    ],
  },
  {
    // small cabinet's letter over two pages, October–September, two lots: works in a sentence
    // over three lines, the loan on the participating lots' 9 200 tantièmes on the second page
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 6600000),
      money('expected_budget', 223080),
      money('works_funds_contribution', 340000),
      money('works_funds_last_contribution', 2873),
      money('loan_amount', 11000000, 2),
      money('loan_share', 380217, 2),
      money('loan_instalment', 10439, 2),
      money('loan_remaining', 274106, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        heading('PICARDIE SYNDIC'),
        small('Cabinet Delattre — 17 rue des Trois-Cailloux 80000 Amiens — 03 22 91 47 36'),
        right('M. Grégory Lefebvre\nRésidence Saint-Leu, appt 11\n4 quai Bélu\n80000 Amiens'),
        p('Amiens, le 5 juin 2025'),
        p('Objet : appel de fonds du 4e trimestre 2024/2025 — lots 11 et 40'),
        p('Monsieur,'),
        p(
          'Votre copropriété clôt ses comptes le 30 septembre : l’exercice en cours a commencé le 1er octobre 2024 et se terminera le 30 septembre 2025. Son budget, adopté par l’assemblée du 12 décembre 2024, est de 66 000,00 €.',
        ),
        p(
          'Il revient à votre appartement (lot 11, 318 / 10 000) pour 2 098,80 € et à votre parking (lot 40, 20 / 10 000) pour 132,00 € ; ensemble,',
        ),
        p('2 230,80 € pour l’exercice, dont 557,70 € appelés ce trimestre.'),
        p(
          'Fonds de travaux : la cotisation de l’exercice est de 3 400,00 €, soit 114,92 € pour vos deux lots (108,12 € + 6,80 €) et 28,73 € ce trimestre.',
        ),
        p(
          'Travaux : l’étanchéité de la toiture-terrasse a été votée le 12 décembre 2024 pour 30 000,00 €, payables en deux fractions égales le 1er avril et le 1er juillet 2025 ; votre quote-part,',
        ),
        p(
          '954,00 € pour le lot 11 et 60,00 € pour le lot 40, soit 1 014,00 €, est appelée ce trimestre à hauteur de',
        ),
        p('507,00 € (seconde fraction).'),
        small('Voir au verso.'),
      ],
      [
        small('Résidence Saint-Leu — M. Lefebvre — appel du 01/07/2025 — verso'),
        p(
          'L’emprunt collectif de 110 000,00 € destiné au remplacement de l’ascenseur (assemblée du 15 décembre 2021) est réparti entre les seuls lots desservis, soit 9 200 tantièmes ; les parkings n’y participent pas.',
        ),
        p(
          'Avec 318 / 9 200, la part de votre lot 11 est de 3 802,17 € ; l’échéance trimestrielle de l’immeuble étant de 3 020,00 €, il vous est appelé',
        ),
        p(
          '104,39 €. Le capital restant dû sur votre part sera ensuite de 2 741,06 €, et l’échéance suivante sera appelée le 01/10/2025.',
        ),
        table(
          ['Sommes appelées au 1er juillet 2025', 'Montant'],
          ['Provisions sur budget', '557,70 €'],
          ['Fonds de travaux', '28,73 €'],
          ['Étanchéité toiture-terrasse — 2e fraction', '507,00 €'],
          ['Emprunt ascenseur', '104,39 €'],
          ['Total', '1 197,82 €'],
        ),
        p(
          'Nous vous prions d’agréer, Monsieur, nos salutations distinguées.\nLe gestionnaire, Vincent Delattre',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: small cabinet's call, calendar exercise, a répartition table whose last
    // rows are the loan's capital and instalment, the remaining capital under the table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(180, 0.9, 11, 'png'),
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 8000000),
      money('expected_budget', 241300),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 3050),
      money('loan_amount', 9000000),
      money('loan_share', 274500),
      money('loan_instalment', 7564),
      money('loan_remaining', 205458),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        heading('FOREZ GESTION'),
        small('Syndic — 12 rue Gambetta 42000 Saint-Étienne — 04 77 32 65 18'),
        right('M. Denis Ravel\n8 rue de la Résistance, lot 14\n42000 Saint-Étienne'),
        p('Saint-Étienne, le 12/06/2025'),
        title('APPEL DE FONDS — 3e TRIMESTRE 2025'),
        p(
          'Immeuble 8 rue de la Résistance — lot 14 — exercice du 01/01/2025 au 31/12/2025 — échéance 01/07/2025',
        ),
        table(
          ['Nature', 'Total immeuble', 'Tant.', 'Base', 'Quote-part annuelle', 'Appel T3'],
          ['Charges générales', '62 000,00', '305', '10 000', '1 891,00', '472,75'],
          ['Chauffage', '18 000,00', '290', '10 000', '522,00', '130,50'],
          ['Total budget', '80 000,00', '', '', '2 413,00', '603,25'],
          ['Fonds de travaux', '4 000,00', '305', '10 000', '122,00', '30,50'],
          ['Emprunt ascenseur — capital emprunté', '90 000,00', '305', '10 000', '2 745,00', ''],
          ['Emprunt ascenseur — échéance 11/40', '2 480,00', '305', '10 000', '', '75,64'],
          ['Total de l’appel', '', '', '', '', '709,39'],
        ),
        small(
          'Budget 2025 et cotisation au fonds de travaux votés par l’AG du 27/03/2025. Emprunt ascenseur (AG du 16/03/2022) : capital restant dû sur votre part après l’échéance du 01/07/2025 : 2 054,58 € — prochaine échéance : 01/10/2025.',
        ),
        small('Règlement par chèque à l’ordre du syndicat ou par virement, référence RES8-14.'),
      ],
    ],
  },
  {
    // scanned to PNG: small cabinet's call, calendar exercise, a répartition table whose last
    // rows are the loan's capital and instalment, the remaining capital under the table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-24',
    scan: scanned(170, -1.1, 12, 'png'),
    figures: [
      day('document_date', '2025-06-24'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 5520000),
      money('expected_budget', 212400),
      money('works_funds_contribution', 280000),
      money('works_funds_last_contribution', 2352),
      money('loan_amount', 7500000),
      money('loan_share', 532500),
      money('loan_instalment', 14981),
      money('loan_remaining', 408713),
      day('dt_loan_next', '2025-10-01'),
    ],
    pages: [
      [
        heading('DRÔME IMMOBILIER SYNDIC'),
        small('5 avenue Victor-Hugo 26000 Valence — 04 75 43 09 82 — syndic@drome-immo.fr'),
        right('Mme Agnès Fauriel\nLe Champ de Mars, appt 22\n26000 Valence'),
        p('Valence, le 24/06/2025'),
        title('Appel de charges au 1er juillet 2025'),
        p('Copropriété LE CHAMP DE MARS — lot 22 — exercice 01/01/2025 - 31/12/2025 — 3e appel'),
        table(
          ['Poste', 'Mt immeuble', 'Tant.', 'Base', 'QP annuelle', 'Appel'],
          ['Générales', '48 000,00', '336', '10 000', '1 612,80', '403,20'],
          ['Ascenseur', '7 200,00', '71', '1 000', '511,20', '127,80'],
          ['Total budget', '55 200,00', '', '', '2 124,00', '531,00'],
          ['Fonds de travaux', '2 800,00', '336', '10 000', '94,08', '23,52'],
          ['Emprunt ascenseur — capital', '75 000,00', '71', '1 000', '5 325,00', ''],
          ['Emprunt ascenseur — échéance 9/32', '2 110,00', '71', '1 000', '', '149,81'],
          ['Net à payer', '', '', '', '', '704,33'],
        ),
        small(
          'Emprunt voté par l’AG du 08/06/2023 pour la modernisation de l’ascenseur. Capital restant dû sur votre part après cette échéance : 4 087,13 €. Prochaine échéance : 01/10/2025.',
        ),
        small(
          'Paiement à réception. Au-delà de 30 jours, une relance est facturée selon le contrat.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: July–June, the loan's instalment split into capital and interest rows
    // with their subtotal, fund and budget rows above
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-11',
    scan: scanned(190, 0.6, 10, 'png'),
    figures: [
      day('document_date', '2025-03-11'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('building_budget', 5000000),
      money('expected_budget', 206000),
      money('works_funds_contribution', 250000),
      money('works_funds_last_contribution', 2575),
      money('loan_amount', 6000000),
      money('loan_share', 247200),
      money('loan_instalment', 6695),
      money('loan_remaining', 183340),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('CABINET DU PÉRIGORD'),
        small('Syndic de copropriété — 3 cours Montaigne 24000 Périgueux — 05 53 08 44 12'),
        right('M. Bernard Lachaize\n20 rue Limogeanne\n24000 Périgueux'),
        p('Périgueux, le 11 mars 2025'),
        title('APPEL DE FONDS DU 01/04/2025 — 4e TRIMESTRE'),
        p('Immeuble 20 rue Limogeanne — lot 9 — exercice du 01/07/2024 au 30/06/2025'),
        table(
          ['Répartition', 'Base', 'Tant.', 'Montant total', 'Quote-part', 'Appel'],
          ['Charges générales', '10 000', '412', '44 000,00', '1 812,80', '453,20'],
          ['Eau froide', '10 000', '412', '6 000,00', '247,20', '61,80'],
          ['Sous-total budget', '', '', '50 000,00', '2 060,00', '515,00'],
          ['Fonds de travaux', '10 000', '412', '2 500,00', '103,00', '25,75'],
          ['Emprunt toiture — capital emprunté', '10 000', '412', '60 000,00', '2 472,00', ''],
          ['Échéance — remboursement du capital', '10 000', '412', '1 375,00', '', '56,65'],
          ['Échéance — intérêts', '10 000', '412', '250,00', '', '10,30'],
          ['Sous-total échéance 15/40', '', '', '1 625,00', '', '66,95'],
          ['Total à régler', '', '', '', '', '607,70'],
        ),
        small(
          'Emprunt toiture (AG du 09/11/2021) : capital restant dû sur votre part après l’échéance du 01/04/2025 : 1 833,40 €. Prochaine échéance le 01/07/2025.',
        ),
        small('Budget 2024/2025 et fonds de travaux votés par l’AG du 21/11/2024.'),
      ],
    ],
  },
  {
    // scanned to PNG: July–June, the loan's instalment split into capital and interest rows
    // with their subtotal, fund and budget rows above
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-17',
    scan: scanned(160, -0.8, 13, 'png'),
    figures: [
      day('document_date', '2025-03-17'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('building_budget', 4600000),
      money('expected_budget', 152500),
      money('works_funds_contribution', 240000),
      money('works_funds_last_contribution', 1650),
      money('loan_amount', 8000000),
      money('loan_share', 220000),
      money('loan_instalment', 6710),
      money('loan_remaining', 159502),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('AGENCE DU GRAVIER — SYNDIC'),
        small('14 boulevard de la République 47000 Agen — 05 53 66 21 40'),
        right('Mme Sylvie Castagné\nRésidence Le Gravier, lot 16\n47000 Agen'),
        p('Agen, le 17/03/2025'),
        title('Appel de fonds — échéance du 1er avril 2025'),
        p('Résidence LE GRAVIER — lot 16 — exercice 01/07/2024 – 30/06/2025 — 4e appel'),
        table(
          ['Clé', 'Base', 'Tant.', 'Montant', 'QP', 'Appelé'],
          ['Charges générales', '10 000', '275', '38 000,00', '1 045,00', '261,25'],
          ['Ascenseur', '1 000', '60', '8 000,00', '480,00', '120,00'],
          ['Sous-total budget', '', '', '46 000,00', '1 525,00', '381,25'],
          ['Fonds de travaux', '10 000', '275', '2 400,00', '66,00', '16,50'],
          ['Emprunt façades — capital', '10 000', '275', '80 000,00', '2 200,00', ''],
          ['Échéance — capital', '10 000', '275', '2 000,00', '', '55,00'],
          ['Échéance — intérêts', '10 000', '275', '440,00', '', '12,10'],
          ['Sous-total échéance', '', '', '2 440,00', '', '67,10'],
          ['Total', '', '', '', '', '464,85'],
        ),
        small(
          'Emprunt façades (AG du 30/11/2022), 10 ans. Capital restant dû sur votre part après l’échéance du 01/04/2025 : 1 595,02 €. Prochaine échéance : 01/07/2025.',
        ),
      ],
    ],
  },
  {
    // scanned: big group's call over two pages, April–March, two lots: budget and fund rows on
    // the first page, carried to the second where the loan's rows and the total are
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-09',
    scan: scanned(200, -0.5, 11),
    landscape: true,
    figures: [
      day('document_date', '2025-06-09'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 8500000),
      money('expected_budget', 412000),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 3102),
      money('loan_amount', 9600000, 2),
      money('loan_share', 1516800, 2),
      money('loan_instalment', 43292, 2),
      money('loan_remaining', 1340216, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        small(
          'OCCITANIE SYNDIC — Groupe Horizon — 7 allées Paul-Riquet 34500 Béziers — édité le 09/06/2025 — page 1/2',
        ),
        small('Copropriété 3418 LES ALLÉES RIQUET — copropriétaire 3418-0052 — M. Thierry Azéma'),
        title('APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025'),
        p(
          'Exercice du 01/04/2025 au 31/03/2026 — 2e appel — lots 5 (appartement, bâtiment A) et 29 (garage)',
        ),
        listing(
          ['Lot', 'Clé', 'Base', 'Tant.', 'Budget immeuble', 'QP annuelle', 'Appel'],
          ['5', 'Générales', '10 000', '264', '70 000,00', '1 848,00', '462,00'],
          ['5', 'Bâtiment A', '1 000', '158', '12 000,00', '1 896,00', '474,00'],
          ['29', 'Générales', '10 000', '18', '70 000,00', '126,00', '31,50'],
          ['29', 'Garages', '12', '1', '3 000,00', '250,00', '62,50'],
          ['', 'Total budget', '', '', '85 000,00', '4 120,00', '1 030,00'],
          ['5', 'Fonds travaux', '10 000', '264', '4 400,00', '116,16', '29,04'],
          ['29', 'Fonds travaux', '10 000', '18', '4 400,00', '7,92', '1,98'],
          ['', 'Total fonds travaux', '', '', '4 400,00', '124,08', '31,02'],
          ['', 'À reporter', '', '', '', '', '1 061,02'],
        ),
        small('Budget 2025/2026 et cotisation au fonds de travaux votés par l’AG du 20/06/2024.'),
      ],
      [
        small('LES ALLÉES RIQUET — 3418-0052 — appel du 01/07/2025 — page 2/2'),
        listing(
          ['Lot', 'Clé', 'Base', 'Tant.', 'Montant immeuble', 'Part', 'Appel'],
          ['', 'Report', '', '', '', '', '1 061,02'],
          [
            '5',
            'Emprunt ravalement bât. A — capital',
            '1 000',
            '158',
            '96 000,00',
            '15 168,00',
            '',
          ],
          [
            '5',
            'Emprunt ravalement bât. A — échéance 6/40',
            '1 000',
            '158',
            '2 740,00',
            '',
            '432,92',
          ],
          ['', 'TOTAL DE L’APPEL', '', '', '', '', '1 493,94'],
        ),
        small(
          'Emprunt ravalement du bâtiment A (AG du 22/06/2023, prêt sur 10 ans), remboursé par les lots du bâtiment A. Capital restant dû sur votre part après l’échéance du 01/07/2025 : 13 402,16 €. Prochaine échéance : 01/10/2025.',
        ),
        small('Prélèvement le 05/07/2025. Gestionnaire : Mme Nadia Ferrand, 04 67 28 15 90.'),
      ],
    ],
  },
  {
    // scanned: big group's call over two pages, April–March, two lots: budget and fund rows on
    // the first page, carried to the second where the loan's rows and the total are
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-26',
    scan: scanned(180, 1.2, 12),
    landscape: true,
    figures: [
      day('document_date', '2025-06-26'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 6500000),
      money('expected_budget', 230080),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 2464),
      money('loan_amount', 7800000, 2),
      money('loan_share', 499200, 2),
      money('loan_instalment', 14272, 2),
      money('loan_remaining', 413568, 2),
      day('dt_loan_next', '2025-10-01', 2),
    ],
    pages: [
      [
        small(
          'SUD GESTION COPROPRIÉTÉS — agence de Narbonne — 2 cours Mirabeau 11100 Narbonne — 26/06/2025 — 1/2',
        ),
        small(
          'Immeuble 1107 LE PALAIS DES ARCHEVÊQUES — copropriétaire 1107-0120 — Mme Laure Cathala',
        ),
        title('AVIS D’APPEL DE FONDS AU 01/07/2025'),
        p('Exercice du 01/04/2025 au 31/03/2026 — lots 12 (appartement) et 47 (cave)'),
        listing(
          ['Lot', 'Clé', 'Base', 'Tant.', 'Montant immeuble', 'QP annuelle', 'Appel'],
          ['12', 'Générales', '10 000', '301', '56 000,00', '1 685,60', '421,40'],
          ['12', 'Ascenseur', '1 000', '64', '9 000,00', '576,00', '144,00'],
          ['47', 'Générales', '10 000', '7', '56 000,00', '39,20', '9,80'],
          ['', 'Total budget', '', '', '65 000,00', '2 300,80', '575,20'],
          ['12', 'Fonds de travaux', '10 000', '301', '3 200,00', '96,32', '24,08'],
          ['47', 'Fonds de travaux', '10 000', '7', '3 200,00', '2,24', '0,56'],
          ['', 'Total fonds de travaux', '', '', '3 200,00', '98,56', '24,64'],
          ['', 'À reporter', '', '', '', '', '599,84'],
        ),
      ],
      [
        small('1107 LE PALAIS DES ARCHEVÊQUES — 1107-0120 — 2/2'),
        listing(
          ['Lot', 'Clé', 'Base', 'Tant.', 'Montant immeuble', 'Part', 'Appel'],
          ['', 'Report', '', '', '', '', '599,84'],
          ['12', 'Emprunt ascenseur — capital', '1 000', '64', '78 000,00', '4 992,00', ''],
          ['12', 'Emprunt ascenseur — échéance 7/40', '1 000', '64', '2 230,00', '', '142,72'],
          ['', 'NET À PAYER', '', '', '', '', '742,56'],
        ),
        small(
          'Emprunt ascenseur voté par l’AG du 14/06/2023. Capital restant dû sur la part du lot 12 après l’échéance du 01/07/2025 : 4 135,68 €. Prochaine échéance : 01/10/2025. La cave n° 47 ne participe pas à l’emprunt.',
        ),
        small('Budget 2025/2026 voté le 18/06/2024. Prélèvement le 05/07/2025.'),
      ],
    ],
  },
  {
    // a notary's numbered questionnaire answered by a small cabinet over two pages, calendar
    // exercise: each answer follows its question and wraps onto the next line
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('budget', 62160),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 35000),
      money('ongoing_budget', 124320),
      money('unbudget_not_due', 207200),
      money('building_budget', 8400000),
      money('expected_budget', 248640),
      money('expected_budget_n', 236800, 2),
      money('budget_n', 234157, 2),
      day('dt_based', '2025-04-10', 2),
      money('works_funds_contribution', 420000, 2),
      money('works_funds', 2386000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 70626, 2),
      money('works_funds_last_contribution', 3108, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('loan_amount', 15000000, 2),
      money('loan_share', 444000, 2),
      money('loan_instalment', 11988, 2),
      money('loan_remaining', 165240, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1148230, 2),
      money('unpaid_providers', 731584, 2),
      money('transfer_fees', 42000, 2),
    ],
    pages: [
      [
        small(
          'Office notarial de la Rabine — Maître Anne Le Gall — 2 allée des Frères-Cadoret 56000 Vannes — dossier 25/1184',
        ),
        title('QUESTIONNAIRE AU SYNDIC DE COPROPRIÉTÉ'),
        p(
          'Immeuble : Résidence LES REMPARTS, 7 rue Thiers 56000 Vannes — vendeur : M. Yann Guillemot — lot 7 (appartement, 296 / 10 000) — syndic : Cabinet Morbihan Gestion, 15 place Gambetta 56000 Vannes',
        ),
        p(
          '1. Quel est le montant du budget prévisionnel de l’exercice en cours (du 1er janvier au 31 décembre 2025) et la quote-part annuelle du lot vendu ?',
        ),
        p(
          'Réponse : budget voté par l’assemblée du 10 avril 2025 : 84 000,00 € ; quote-part annuelle du lot 7 :',
        ),
        p('2 486,40 €, appelée par quarts les 1er janvier, 1er avril, 1er juillet et 1er octobre.'),
        p(
          '2. Le vendeur est-il redevable de provisions exigibles sur le budget prévisionnel ? Dans l’affirmative, en indiquer le montant.',
        ),
        p('Réponse : oui. L’appel du 1er avril 2025 n’a pas été réglé : provision sur budget'),
        p(
          '621,60 € ; cotisation au fonds de travaux 31,08 € ; échéance d’emprunt 119,88 € ; soit au total 772,56 €.',
        ),
        p('3. Reste-t-il dû des appels de fonds hors budget (travaux) exigibles ?'),
        p('Réponse : non, 0,00 €.'),
        p('4. Reste-t-il dû des sommes au titre des exercices antérieurs ?'),
        p('Réponse : non, les comptes du vendeur sont soldés au 31 décembre 2024 ; montant dû :'),
        p('0,00 €.'),
        p(
          '5. Quel est le montant des avances détenues par le syndicat pour le compte du vendeur ?',
        ),
        p(
          'Réponse : avance de trésorerie (fonds de roulement) versée à l’acquisition du lot en 2016 :',
        ),
        p('350,00 €.'),
        p('6. Quelles provisions du budget de l’exercice en cours ne sont pas encore exigibles ?'),
        p('Réponse : les appels des 1er juillet et 1er octobre 2025, soit'),
        p('1 243,20 €.'),
        p('7. Des travaux ont-ils été votés et restent-ils à appeler ?'),
        p(
          'Réponse : oui. L’assemblée du 10 avril 2025 a voté le ravalement des façades pour 70 000,00 € TTC, appelés par moitié les 1er juillet et 1er octobre 2025 ; part du lot 7 restant à appeler :',
        ),
        p('2 072,00 €.'),
      ],
      [
        small('Dossier 25/1184 — Résidence Les Remparts — réponses du syndic — page 2/2'),
        p('8. Quelles sommes le lot a-t-il supportées sur le dernier exercice clos (2024) ?'),
        p(
          'Réponse : comptes approuvés par l’assemblée du 10 avril 2025 ; provisions appelées sur le budget : 2 368,00 € ; charges réelles',
        ),
        p('du lot : 2 341,57 €. Aucune dépense hors budget en 2024.'),
        p('9. Fonds de travaux : cotisation, montant du fonds, part du lot, dernière cotisation ?'),
        p(
          'Réponse : cotisation annuelle 2025 : 4 200,00 € ; fonds au 31 décembre 2024 : 23 860,00 € ; part rattachée au lot 7 :',
        ),
        p(
          '706,26 € ; dernière cotisation versée par le vendeur : 31,08 € (appel du 1er janvier 2025).',
        ),
        p('10. Existe-t-il un emprunt collectif ? En préciser les caractéristiques.'),
        p(
          'Réponse : oui. Emprunt de 150 000,00 € souscrit en 2020 pour la réfection de la toiture, remboursable en 40 échéances trimestrielles ; part du lot 7 :',
        ),
        p(
          '4 440,00 € ; échéance trimestrielle du lot : 119,88 € ; capital restant dû sur la part du lot au 1er avril 2025 : 1 652,40 € ;',
        ),
        p('prochaine échéance le 1er juillet 2025.'),
        p('11. Situation financière du syndicat à la clôture du dernier exercice ?'),
        p(
          'Réponse : impayés de l’ensemble des copropriétaires au 31 décembre 2024 : 11 482,30 € ; dettes fournisseurs :',
        ),
        p('7 315,84 €.'),
        p('12. Procédures en cours ?'),
        p('Réponse : aucune.'),
        p('13. Honoraires du syndic liés à la mutation ?'),
        p('Réponse : état daté : 420,00 € TTC, à la charge du vendeur.'),
        small(
          'Réponses établies à Vannes le 2 juin 2025 par le Cabinet Morbihan Gestion — Mme Gaëlle Tanguy, gestionnaire.',
        ),
      ],
    ],
  },
  {
    // a notary's numbered questionnaire answered by a small cabinet over two pages, calendar
    // exercise: each answer follows its question and wraps onto the next line
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('budget', 41940),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 28000),
      money('ongoing_budget', 83880),
      money('unbudget_not_due', 111840),
      money('building_budget', 7200000),
      money('expected_budget', 167760),
      money('expected_budget_n', 158440, 2),
      money('budget_n', 160213, 2),
      day('dt_based', '2025-04-03', 2),
      money('works_funds_contribution', 360000, 2),
      money('works_funds', 1742000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 40589, 2),
      money('works_funds_last_contribution', 2097, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('loan_amount', 11000000, 2),
      money('loan_share', 256300, 2),
      money('loan_instalment', 6943, 2),
      money('loan_remaining', 92409, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 621875, 2),
      money('unpaid_providers', 490312, 2),
      money('transfer_fees', 39000, 2),
    ],
    pages: [
      [
        small(
          'SCP Kerjean & Morvan, notaires associés — 4 rue du Parc 29000 Quimper — réf. 2025-VT-0433 — questionnaire adressé au syndic le 19/05/2025',
        ),
        title('RENSEIGNEMENTS À FOURNIR PAR LE SYNDIC'),
        p(
          'Copropriété : LE CLOS SAINT-CORENTIN, 22 rue Kéréon 29000 Quimper — cédante : Mme Maryvonne Le Corre — lot 18 (appartement, 233 / 10 000)',
        ),
        p('Q1 — Budget de l’exercice en cours (année 2025) et part du lot cédé :'),
        p('R1 — Budget voté le 03/04/2025 : 72 000,00 € ; part annuelle du lot 18 :'),
        p('1 677,60 €, soit 419,40 € par trimestre.'),
        p('Q2 — Provisions exigibles sur le budget et non payées par la cédante :'),
        p(
          'R2 — Provision du 01/04/2025 restée impayée, avec la cotisation ALUR (20,97 €) et l’échéance d’emprunt (69,43 €) du même appel :',
        ),
        p('419,40 €.'),
        p('Q3 — Appels hors budget exigibles et non payés :'),
        p('R3 — Néant : 0,00 €.'),
        p('Q4 — Soldes débiteurs des exercices clos :'),
        p('R4 — La cédante ne doit rien au titre des exercices clos :'),
        p('0,00 €.'),
        p('Q5 — Avances versées au syndicat :'),
        p('R5 — Fonds de roulement versé en 2011 et conservé par le syndicat :'),
        p('280,00 €.'),
        p('Q6 — Provisions de l’exercice en cours non encore exigibles :'),
        p('R6 — Appels du 01/07/2025 et du 01/10/2025 :'),
        p('838,80 €.'),
        p('Q7 — Travaux votés restant à appeler :'),
        p(
          'R7 — Réfection de la toiture (AG du 03/04/2025), 48 000,00 € TTC appelés les 01/07/2025 et 01/10/2025 ; part du lot 18 :',
        ),
        p('1 118,40 €.'),
      ],
      [
        small('Réf. 2025-VT-0433 — Le Clos Saint-Corentin — page 2'),
        p('Q8 — Dernier exercice clos (2024) : provisions appelées et charges réelles du lot :'),
        p(
          'R8 — Comptes 2024 approuvés le 03/04/2025. Provisions appelées : 1 584,40 € ; charges réelles :',
        ),
        p('1 602,13 €. Le complément de 17,73 € a été réglé le 15/04/2025.'),
        p('Q9 — Fonds de travaux :'),
        p(
          'R9 — Cotisation 2025 : 3 600,00 €. Solde du fonds au 31/12/2024 : 17 420,00 €. Part du lot 18 :',
        ),
        p('405,89 €. Dernière cotisation payée : 20,97 € (appel du 01/01/2025).'),
        p('Q10 — Emprunt collectif :'),
        p(
          'R10 — Prêt de 110 000,00 € (remplacement de la chaudière, AG du 14/03/2019), 40 échéances trimestrielles. Part du lot 18 : 2 563,00 € ;',
        ),
        p(
          'échéance du lot : 69,43 € ; capital restant dû par le lot au 01/04/2025 : 924,09 € ; prochaine échéance : 01/07/2025.',
        ),
        p('Q11 — Impayés et dettes du syndicat au 31/12/2024 :'),
        p('R11 — Impayés des copropriétaires : 6 218,75 € ; dettes envers les fournisseurs :'),
        p('4 903,12 €.'),
        p('Q12 — Procédures judiciaires :'),
        p('R12 — Aucune procédure en cours.'),
        p('Q13 — Honoraires de l’état daté :'),
        p('R13 — 390,00 € TTC, à la charge de la cédante.'),
        small(
          'Quimper, le 06/06/2025 — pour l’Agence Cornouaille Syndic, M. Erwan Quéré, gestionnaire.',
        ),
      ],
    ],
  },
  {
    // scanned: a pré-état daté form over two pages, October–September, two lots: a question
    // column and an answer column, long answers going on in the next row with no question
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-13',
    scan: scanned(200, 0.7, 11),
    figures: [
      day('document_date', '2025-06-13'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('required_advances', 0),
      money('reserved_advances', 45000),
      money('credit_balance', 3672),
      money('ongoing_budget', 84410),
      money('unbudget_not_due', 0),
      money('building_budget', 9200000),
      money('expected_budget', 337640),
      money('expected_budget_n', 322960, 2),
      money('budget_n', 319288, 2),
      day('dt_based', '2025-01-16', 2),
      money('works_funds_contribution', 480000, 2),
      money('works_funds', 2831000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 103898, 2),
      money('works_funds_last_contribution', 4404, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 974418, 2),
      money('unpaid_providers', 612045, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('ATLANTIQUE SYNDIC — LA ROCHELLE'),
        small(
          '11 quai Duperré 17000 La Rochelle — 05 46 41 20 87 — mutations@atlantique-syndic.fr',
        ),
        title('PRÉ-ÉTAT DATÉ'),
        p(
          'Copropriété LE GABUT, 3 rue de la Chaîne 17000 La Rochelle — vendeur : M. Olivier Bonnin — lots 6 (appartement, 342 / 10 000) et 31 (garage, 25 / 10 000) — établi le 13.06.2025',
        ),
        table(
          ['Rubrique', 'Réponse du syndic'],
          ['Exercice en cours', 'du 01.10.2024 au 30.09.2025'],
          ['Budget prévisionnel voté (AG du 16.01.2025)', '92 000,00 €'],
          ['Quote-part annuelle des lots 6 et 31', '3 376,40 € (3 146,40 € + 230,00 €),'],
          ['', 'appelée par trimestre'],
          ['Provisions exigibles impayées', '0,00 €'],
          ['Appels de travaux exigibles impayés', '0,00 €'],
          ['Soldes impayés des exercices clos', '0,00 €'],
          ['Avances exigibles non versées', '0,00 €'],
          ['Avances versées par le vendeur', 'fonds de roulement versé à l’achat'],
          ['', 'des lots : 450,00 €'],
          ['Solde créditeur du compte du vendeur', 'régularisation 2023/2024 en sa faveur :'],
          ['', '36,72 €'],
          ['Provisions non encore exigibles', 'appel du 01.07.2025 (dernier de l’exercice) :'],
          ['', '844,10 €'],
          ['Travaux votés non encore appelés', '0,00 €'],
        ),
      ],
      [
        small('Le Gabut — pré-état daté Bonnin — 2/2'),
        table(
          ['Rubrique', 'Réponse du syndic'],
          [
            'Exercice clos 2023/2024 (comptes approuvés le 16.01.2025)',
            'provisions appelées aux lots 6 et 31 :',
          ],
          ['', '3 229,60 € ; charges réelles : 3 192,88 €'],
          ['Cotisation au fonds de travaux 2024/2025', '4 800,00 €'],
          ['Montant du fonds de travaux au 30.09.2024', '28 310,00 €'],
          ['Part du fonds attachée aux lots', '1 038,98 €'],
          ['Dernière cotisation versée', '44,04 € avec l’appel du 01.04.2025'],
          ['Emprunt collectif', 'aucun'],
          ['Impayés des copropriétaires au 30.09.2024', '9 744,18 €'],
          ['Dettes du syndicat envers les fournisseurs', '6 120,45 €'],
          ['Procédures en cours', 'référé-expertise contre l’entreprise d’étanchéité'],
          ['', '(désordres en toiture-terrasse) ; aucun appel de fonds à ce jour'],
          ['Honoraires d’état daté', '380,00 € TTC'],
        ),
        small('Document établi d’après la comptabilité arrêtée au 13.06.2025 — cachet du syndic.'),
      ],
    ],
  },
  {
    // scanned: a pré-état daté form over two pages, October–September, two lots: a question
    // column and an answer column, long answers going on in the next row with no question
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-25',
    scan: scanned(190, -1.0, 12),
    figures: [
      day('document_date', '2025-06-25'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('required_advances', 0),
      money('reserved_advances', 32000),
      money('credit_balance', 2145),
      money('ongoing_budget', 53960),
      money('unbudget_not_due', 0),
      money('building_budget', 7600000),
      money('expected_budget', 215840),
      money('expected_budget_n', 204480, 2),
      money('budget_n', 202335, 2),
      day('dt_based', '2025-01-23', 2),
      money('works_funds_contribution', 380000, 2),
      money('works_funds', 1966000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 55834, 2),
      money('works_funds_last_contribution', 2698, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 709160, 2),
      money('unpaid_providers', 388427, 2),
      money('transfer_fees', 36000, 2),
    ],
    pages: [
      [
        heading('BRETAGNE SUD SYNDIC'),
        small('Agence de Lorient — 6 cours de Chazelles 56100 Lorient — 02 97 21 54 63'),
        title('PRÉ-ÉTAT DATÉ (article L. 721-2 du CCH)'),
        p(
          'Résidence LES TERRASSES DU SCORFF, 18 rue du Port 56100 Lorient — vendeuse : Mme Armelle Jégo — lots 14 (appartement, 275 / 10 000) et 52 (cave, 9 / 10 000) — Lorient, le 25.06.2025',
        ),
        table(
          ['Question', 'Réponse'],
          ['Exercice comptable en cours', 'du 01.10.2024 au 30.09.2025'],
          ['Budget prévisionnel de l’exercice (AG du 23.01.2025)', '76 000,00 €'],
          ['Part annuelle des lots 14 et 52', '2 158,40 €, soit 539,60 € par'],
          ['', 'trimestre'],
          ['Provisions exigibles non réglées', '0,00 €'],
          ['Appels hors budget exigibles non réglés', '0,00 €'],
          ['Sommes restant dues sur exercices clos', '0,00 €'],
          ['Avances exigibles', '0,00 €'],
          ['Avances détenues par le syndicat', 'avance permanente de trésorerie :'],
          ['', '320,00 €'],
          ['Solde créditeur', 'excédent de l’exercice 2023/2024 restant'],
          ['', 'à imputer : 21,45 €'],
          ['Provisions à échoir', 'appel du 01.07.2025 : 539,60 €'],
          ['Travaux votés restant à appeler', '0,00 €'],
        ),
      ],
      [
        small('Les Terrasses du Scorff — pré-état daté — lots 14 et 52 — page 2/2'),
        table(
          ['Question', 'Réponse'],
          [
            'Dernier exercice clos (2023/2024), approuvé le 23.01.2025',
            'provisions appelées : 2 044,80 € ;',
          ],
          ['', 'charges réelles des lots : 2 023,35 €'],
          ['Cotisation annuelle au fonds de travaux (2024/2025)', '3 800,00 €'],
          ['Fonds de travaux au 30.09.2024', '19 660,00 €'],
          ['Quote-part du fonds rattachée aux lots', '558,34 €'],
          ['Dernière cotisation versée', '26,98 € (appel du 01.04.2025)'],
          ['Emprunt collectif', 'néant'],
          ['Impayés des copropriétaires au 30.09.2024', '7 091,60 €'],
          ['Dettes fournisseurs au 30.09.2024', '3 884,27 €'],
          ['Procédures', 'recouvrement contre un copropriétaire défaillant'],
          ['', '(lot 9), sans incidence sur les lots vendus'],
          ['Honoraires d’état daté', '360,00 € TTC'],
        ),
        small('Bretagne Sud Syndic — M. Loïc Le Floch, gestionnaire — 25.06.2025'),
      ],
    ],
  },
  {
    // the syndic's answer to an état daté request as a letter over two pages, July–June:
    // numbered paragraphs whose amounts sit in sentences, explicit zeros, works and a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-27',
    figures: [
      day('document_date', '2025-06-27'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 40000),
      money('unbudget_not_due', 80410),
      money('building_budget', 12400000),
      money('expected_budget', 231880),
      money('expected_budget_n', 220660, 2),
      money('budget_n', 224135, 2),
      day('dt_based', '2024-11-14', 2),
      money('works_funds_contribution', 640000, 2),
      money('works_funds', 4125000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 77138, 2),
      money('works_funds_last_contribution', 2992, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 26000000, 2),
      money('loan_share', 486200, 2),
      money('loan_instalment', 13053, 2),
      money('loan_remaining', 294116, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1842066, 2),
      money('unpaid_providers', 1230590, 2),
      money('transfer_fees', 45000, 2),
    ],
    pages: [
      [
        heading('VERSAILLES PATRIMOINE GESTION'),
        small('Syndic de copropriété — 18 rue de la Paroisse 78000 Versailles — 01 39 50 27 64'),
        right('Maître Hélène Dauvergne\nNotaire\n3 avenue de Saint-Cloud\n78000 Versailles'),
        p('Versailles, le vendredi 27 juin 2025'),
        p(
          'Objet : votre demande d’état daté du 10 juin 2025 — vente Marchal — lot 23 — Résidence Notre-Dame',
        ),
        p('Maître,'),
        p(
          'Faisant suite à votre demande, nous vous communiquons ci-après les informations relatives au lot 23 (appartement, 187 / 10 000) de la Résidence Notre-Dame, 9 rue Carnot 78000 Versailles, appartenant à Mme Bérénice Marchal.',
        ),
        p(
          '1. Exercice et budget. L’exercice de la copropriété court du 1er juillet au 30 juin. Le budget de l’exercice 2024/2025, voté par l’assemblée du 14 novembre 2024, s’élève à 124 000,00 € ; la quote-part du lot 23 est de',
        ),
        p(
          '2 318,80 € pour l’exercice, appelée en quatre provisions de 579,70 €, la dernière le 1er avril 2025.',
        ),
        p(
          '2. Sommes dues par le vendeur. Mme Marchal est à jour de ses paiements : les provisions exigibles restant dues s’élèvent à 0,00 €, les appels de travaux exigibles impayés à 0,00 € et les soldes des exercices antérieurs à',
        ),
        p('0,00 €.'),
        p(
          '3. Sommes dues au vendeur. Le syndicat détient pour son compte une avance de trésorerie de 400,00 €, qui lui sera restituée après la mutation.',
        ),
        p(
          '4. Travaux votés. L’assemblée du 14 novembre 2024 a voté la modernisation de l’ascenseur pour 86 000,00 € TTC, appelés pour moitié le 1er janvier 2025 (réglé) et pour moitié le 1er juillet 2025 ; la fraction restant à appeler pour le lot 23 est de',
        ),
        p('804,10 €, à la charge de l’acquéreur si la vente est signée avant cette date.'),
      ],
      [
        small('Vente Marchal — lot 23 — Résidence Notre-Dame — page 2/2'),
        p(
          '5. Dernier exercice clos. Les comptes de l’exercice 2023/2024 ont été approuvés par l’assemblée du 14 novembre 2024. Le lot 23 a reçu 2 206,60 € d’appels de provisions pour des charges réelles de',
        ),
        p('2 241,35 € ; le complément de 34,75 € a été appelé et réglé le 1er janvier 2025.'),
        p(
          '6. Fonds de travaux. La cotisation de l’exercice 2024/2025 est de 6 400,00 €. Le fonds s’élevait à 41 250,00 € au 30 juin 2024, dont 771,38 € rattachés au lot 23 ; la dernière cotisation payée par le vendeur,',
        ),
        p('29,92 €, l’a été avec l’appel du 1er avril 2025.'),
        p(
          '7. Emprunt collectif. Le syndicat a emprunté 260 000,00 € en 2021 pour le ravalement, remboursables par trimestre sur quinze ans. La part du lot 23 est de 4 862,00 € ; son échéance trimestrielle est de',
        ),
        p(
          '130,53 € et le capital restant dû sur sa part s’élève à 2 941,16 €. La prochaine échéance sera appelée le 1er juillet 2025.',
        ),
        p(
          '8. Situation du syndicat. Au 30 juin 2024, les impayés de l’ensemble des copropriétaires s’élevaient à 18 420,66 € et les dettes envers les fournisseurs à 12 305,90 €. Aucune procédure n’est en cours.',
        ),
        p(
          '9. Honoraires. Nos honoraires d’établissement de l’état daté s’élèvent à 450,00 € TTC, à la charge du vendeur.',
        ),
        p(
          'Nous vous prions d’agréer, Maître, l’expression de nos sentiments dévoués.\nMarc-Antoine Fleury, gestionnaire',
        ),
      ],
    ],
  },
  {
    // the syndic's answer to an état daté request as a letter over two pages, July–June:
    // numbered paragraphs whose amounts sit in sentences, explicit zeros, works and a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-24',
    figures: [
      day('document_date', '2025-06-24'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 36000),
      money('unbudget_not_due', 70720),
      money('building_budget', 9800000),
      money('expected_budget', 216580),
      money('expected_budget_n', 207740, 2),
      money('budget_n', 204986, 2),
      day('dt_based', '2024-11-21', 2),
      money('works_funds_contribution', 520000, 2),
      money('works_funds', 3348000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 73991, 2),
      money('works_funds_last_contribution', 2873, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 15000000, 2),
      money('loan_share', 331500, 2),
      money('loan_instalment', 8575, 2),
      money('loan_remaining', 230342, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1420631, 2),
      money('unpaid_providers', 877102, 2),
      money('transfer_fees', 42000, 2),
    ],
    pages: [
      [
        heading('SEINE OUEST SYNDIC'),
        small(
          'Cabinet Aubry — 112 avenue Jean-Baptiste-Clément 92100 Boulogne-Billancourt — 01 46 05 38 19',
        ),
        right('Office notarial du Pont de Sèvres\nMaître Julien Caron\n92100 Boulogne-Billancourt'),
        p('Boulogne-Billancourt, le 24/06/2025'),
        p('V/Réf. : JC/2025/318 — N/Réf. : ÉD-0918 — état daté, lot 9, 41 rue de Billancourt'),
        p('Maître,'),
        p(
          'En réponse à votre demande, voici les éléments de l’état daté du lot 9 (appartement, 221 / 10 000) appartenant à M. Sébastien Royer.',
        ),
        p(
          '1. L’exercice de la copropriété commence le 1er juillet et se termine le 30 juin. Le budget de l’exercice 2024/2025, adopté le 21 novembre 2024, est de 98 000,00 € ; la part du lot 9 s’élève à',
        ),
        p('2 165,80 €, soit quatre provisions de 541,45 €, toutes appelées à ce jour.'),
        p(
          '2. Le vendeur ne doit aucune somme au syndicat : provisions exigibles 0,00 € ; appels hors budget exigibles 0,00 € ; exercices antérieurs',
        ),
        p('0,00 €.'),
        p('3. Le syndicat détient pour le compte du vendeur un fonds de roulement de 360,00 €.'),
        p(
          '4. La réfection de la toiture, votée le 21 novembre 2024 pour 64 000,00 €, est appelée en deux fractions (1er janvier et 1er juillet 2025). Reste à appeler pour le lot 9 :',
        ),
        p('707,20 €.'),
      ],
      [
        small('ÉD-0918 — lot 9 — M. Royer — page 2'),
        p(
          '5. Les comptes de l’exercice 2023/2024 ont été approuvés le 21 novembre 2024 : provisions appelées au lot 9 : 2 077,40 € ; charges réelles :',
        ),
        p('2 049,86 € ; l’excédent de 27,54 € a été imputé sur l’appel du 1er janvier 2025.'),
        p(
          '6. La cotisation au fonds de travaux de l’exercice 2024/2025 est de 5 200,00 €. Le fonds atteignait 33 480,00 € au 30 juin 2024 ; la part attachée au lot 9 est de',
        ),
        p('739,91 €. Dernière cotisation payée : 28,73 €, le 1er avril 2025.'),
        p(
          '7. Emprunt collectif de 150 000,00 € (remplacement de la chaufferie, 2022). Part du lot 9 : 3 315,00 € ; échéance trimestrielle du lot :',
        ),
        p(
          '85,75 € ; capital restant dû par le lot : 2 303,42 € ; prochaine échéance : 1er juillet 2025.',
        ),
        p(
          '8. Au 30 juin 2024, les copropriétaires devaient au syndicat 14 206,31 € et le syndicat devait 8 771,02 € à ses fournisseurs. Une procédure est en cours contre le maître d’œuvre du ravalement de 2019 ; elle n’a donné lieu à aucun appel de fonds.',
        ),
        p('9. Honoraires d’état daté : 420,00 € TTC.'),
        p(
          'Nous restons à votre disposition et vous prions d’agréer, Maître, nos salutations distinguées.\nCatherine Aubry',
        ),
      ],
    ],
  },
  {
    // scanned: a notary's questionnaire over two pages, April–March, two lots: ticked boxes,
    // the amount on the line below, a closed year's balance still due, a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-20',
    scan: scanned(180, 1.3, 12),
    figures: [
      day('document_date', '2025-06-20'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 4826),
      money('reserved_advances', 50000),
      money('ongoing_budget', 243360),
      money('building_budget', 10400000),
      money('expected_budget', 324480),
      money('expected_budget_n', 312000, 2),
      money('budget_n', 316826, 2),
      day('dt_based', '2025-06-05', 2),
      money('works_funds_contribution', 520000, 2),
      money('works_funds', 3690000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 115128, 2),
      money('works_funds_last_contribution', 4056, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 12000000, 2),
      money('loan_share', 374400, 2),
      money('loan_instalment', 9828, 2),
      money('loan_remaining', 308880, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1037752, 2),
      money('unpaid_providers', 649880, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'Maîtres Le Goff et Rault, notaires — 5 rue de Dinan 35400 Saint-Malo — dossier 250611',
        ),
        title('QUESTIONNAIRE SYNDIC'),
        p(
          'Immeuble : LES REMPARTS DE SAINT-MALO, 12 rue de Toulouse 35400 Saint-Malo — vendeurs : M. et Mme Loïc Briand — lots 10 (appartement, 296 / 10 000) et 41 (parking, 16 / 10 000) — syndic : Émeraude Gestion',
        ),
        p('A. Budget de l’exercice en cours (01/04/2025 – 31/03/2026)'),
        p('Montant voté :'),
        p('104 000,00 €'),
        p('Quote-part annuelle des lots 10 et 41 :'),
        p('3 244,80 €'),
        p('B. Le vendeur doit-il des provisions exigibles sur le budget ?   [ ] oui   [X] non'),
        p('Montant :'),
        p('0,00 €'),
        p('C. Doit-il des appels de fonds hors budget exigibles ?   [ ] oui   [X] non'),
        p('Montant :'),
        p('0,00 €'),
        p('D. Reste-t-il dû un solde sur un exercice clos ?   [X] oui   [ ] non'),
        p('Montant (régularisation 2024/2025, approuvée le 05/06/2025, non encore réglée) :'),
        p('48,26 €'),
        p('E. Le syndicat détient-il des avances pour le compte du vendeur ?   [X] oui   [ ] non'),
        p('Montant (fonds de roulement) :'),
        p('500,00 €'),
        p(
          'F. Provisions de l’exercice en cours non encore exigibles (01/07/2025, 01/10/2025, 01/01/2026) :',
        ),
        p('2 433,60 €'),
        p('G. Travaux votés non encore appelés ?   [ ] oui   [X] non'),
      ],
      [
        small('Dossier 250611 — réponses d’Émeraude Gestion — page 2'),
        p('H. Dernier exercice clos (01/04/2024 – 31/03/2025), comptes approuvés le 05/06/2025'),
        p('Provisions appelées aux lots :'),
        p('3 120,00 €'),
        p('Charges réelles des lots :'),
        p('3 168,26 €'),
        p('I. Fonds de travaux'),
        p('Cotisation votée pour 2025/2026 : 5 200,00 € — fonds au 31/03/2025 : 36 900,00 €'),
        p('Part attachée aux lots 10 et 41 :'),
        p('1 151,28 €'),
        p('Dernière cotisation versée (appel du 01/04/2025) :'),
        p('40,56 €'),
        p('J. Emprunt collectif ?   [X] oui   [ ] non'),
        p('Objet : modernisation de l’ascenseur (AG du 20/06/2023) — capital emprunté :'),
        p('120 000,00 €'),
        p('Part des lots 10 et 41 : 3 744,00 € — échéance trimestrielle des lots : 98,28 €'),
        p('Capital restant dû par les lots après l’échéance du 01/04/2025 :'),
        p('3 088,80 €'),
        p('Prochaine échéance : 01/07/2025'),
        p('K. Procédures en cours ?   [ ] oui   [X] non'),
        p('L. Impayés des copropriétaires / dettes fournisseurs au 31/03/2025 :'),
        p('10 377,52 € / 6 498,80 €'),
        p('M. Honoraires d’état daté : 380,00 € TTC'),
        small('Saint-Malo, le 20/06/2025 — Émeraude Gestion, Mme Soizic Hamon.'),
      ],
    ],
  },
  {
    // scanned: a notary's questionnaire over two pages, April–March, two lots: ticked boxes,
    // the amount on the line below, a closed year's balance still due, a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-26',
    scan: scanned(170, -0.9, 13),
    figures: [
      day('document_date', '2025-06-26'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 3142),
      money('reserved_advances', 42000),
      money('ongoing_budget', 172920),
      money('building_budget', 8800000),
      money('expected_budget', 230560),
      money('expected_budget_n', 220080, 2),
      money('budget_n', 223222, 2),
      day('dt_based', '2025-06-11', 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds', 2415000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 63273, 2),
      money('works_funds_last_contribution', 2882, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 9600000, 2),
      money('loan_share', 251520, 2),
      money('loan_instalment', 6812, 2),
      money('loan_remaining', 163488, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 811240, 2),
      money('unpaid_providers', 523691, 2),
      money('transfer_fees', 40000, 2),
    ],
    pages: [
      [
        small(
          'Étude de Maître Sandrine Perret, notaire — 14 rue du Midi 94300 Vincennes — réf. SP/25/0744',
        ),
        title('QUESTIONNAIRE À L’ATTENTION DU SYNDIC'),
        p(
          'Copropriété : 27 rue de Fontenay 94300 Vincennes — vendeur : M. Antoine Delorme — lots 19 (appartement, 254 / 10 000) et 60 (cave, 8 / 10 000) — syndic : Cabinet Bois de Vincennes Gestion',
        ),
        p('1) Exercice en cours : du 01/04/2025 au 31/03/2026. Budget voté :'),
        p('88 000,00 €'),
        p('   Quote-part annuelle des lots 19 et 60 :'),
        p('2 305,60 €'),
        p('2) Provisions exigibles impayées ?   [ ] oui   [X] non   — montant :'),
        p('0,00 €'),
        p('3) Appels de travaux exigibles impayés ?   [ ] oui   [X] non   — montant :'),
        p('0,00 €'),
        p(
          '4) Solde dû sur exercice clos ?   [X] oui   [ ] non   — montant (régularisation 2024/2025) :',
        ),
        p('31,42 €'),
        p('5) Avances détenues par le syndicat ?   [X] oui   [ ] non   — avance de trésorerie :'),
        p('420,00 €'),
        p(
          '6) Provisions non encore exigibles de l’exercice en cours (trois appels trimestriels) :',
        ),
        p('1 729,20 €'),
        p('7) Travaux votés non encore appelés ?   [ ] oui   [X] non'),
      ],
      [
        small('Réf. SP/25/0744 — réponses du syndic — 2/2'),
        p('8) Exercice clos 01/04/2024 – 31/03/2025, approuvé par l’AG du 11/06/2025 :'),
        p('   provisions appelées aux lots :'),
        p('2 200,80 €'),
        p('   charges réelles des lots :'),
        p('2 232,22 €'),
        p(
          '9) Fonds de travaux : cotisation 2025/2026 de 4 400,00 € ; solde du fonds au 31/03/2025 :',
        ),
        p('24 150,00 €'),
        p('   part attachée aux lots 19 et 60 :'),
        p('632,73 €'),
        p('   dernière cotisation versée le 01/04/2025 :'),
        p('28,82 €'),
        p(
          '10) Emprunt collectif ?   [X] oui   [ ] non — réfection de la toiture (AG du 16/06/2022) :',
        ),
        p('96 000,00 €'),
        p('   part des lots : 2 515,20 € ; échéance trimestrielle des lots : 68,12 € ;'),
        p('   capital restant dû par les lots après l’échéance du 01/04/2025 :'),
        p('1 634,88 €'),
        p('   prochaine échéance : 01/07/2025'),
        p('11) Procédures ?   [ ] oui   [X] non'),
        p(
          '12) Impayés des copropriétaires au 31/03/2025 : 8 112,40 € — dettes fournisseurs : 5 236,91 €',
        ),
        p('13) Honoraires d’état daté : 400,00 € TTC'),
        small('Vincennes, le 26/06/2025 — cachet et signature du syndic.'),
      ],
    ],
  },
  {
    // a pré-état daté form over two pages, calendar exercise: answers in a second column that
    // wrap over two or three rows, provisions, works and a closed year unpaid, recovery costs
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-22',
    figures: [
      day('document_date', '2025-05-22'),
      money('budget', 60520),
      money('unbudget', 48060),
      money('wanted_loads', 11235),
      money('other_due', 2400),
      money('reserved_advances', 30000),
      money('ongoing_budget', 121040),
      money('unbudget_not_due', 48060),
      money('building_budget', 6800000),
      money('expected_budget', 242080),
      money('expected_budget_n', 231400, 2),
      money('budget_n', 242635, 2),
      day('dt_based', '2025-03-20', 2),
      money('works_funds_contribution', 340000, 2),
      money('works_funds', 1578000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 56177, 2),
      money('works_funds_last_contribution', 3026, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('unpaid', 941508, 2),
      money('unpaid_providers', 390266, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('SAVOIE LAC GESTION'),
        small('Syndic — 21 boulevard Wilson 73100 Aix-les-Bains — 04 79 35 62 18'),
        title('Pré-état daté — informations financières'),
        p(
          'Copropriété LE GRAND PORT, 5 avenue du Grand-Port 73100 Aix-les-Bains — lot 11 (appartement, 356 / 10 000) — vendeur : M. Patrick Jacquier — établi le 22 mai 2025',
        ),
        table(
          ['Information', 'Réponse du syndic'],
          ['Budget de l’exercice 2025 (01/01 – 31/12)', '68 000,00 €, voté le 20/03/2025'],
          ['Quote-part annuelle du lot', '2 420,80 €'],
          ['Provisions exigibles impayées', 'provision du 01/04/2025 : 605,20 €'],
          ['Appels hors budget exigibles impayés', 'ravalement de la façade ouest, fraction 1/2'],
          ['', 'appelée le 01/04/2025 : 480,60 €'],
          ['Soldes impayés des exercices clos', 'régularisation de l’exercice 2024 appelée'],
          ['', 'le 01/04/2025 et non réglée :'],
          ['', '112,35 €'],
          [
            'Frais de recouvrement imputés au vendeur',
            'relance recommandée du 06/05/2025 : 24,00 €',
          ],
          ['Avances versées', 'fonds de roulement : 300,00 €'],
          ['Provisions non encore exigibles', 'appels des 01/07 et 01/10/2025 :'],
          ['', '1 210,40 €'],
          ['Travaux votés restant à appeler', 'ravalement, fraction 2/2 au 01/07/2025 :'],
          ['', '480,60 €'],
        ),
      ],
      [
        small('Le Grand Port — pré-état daté — lot 11 — page 2/2'),
        table(
          ['Information', 'Réponse du syndic'],
          ['Exercice clos 2024', 'comptes approuvés le 20/03/2025 ; provisions'],
          ['', 'appelées au lot : 2 314,00 € ; charges'],
          ['', 'réelles du lot : 2 426,35 €'],
          ['Fonds de travaux', 'cotisation 2025 : 3 400,00 € ; solde au'],
          ['', '31/12/2024 : 15 780,00 €'],
          ['Part du fonds rattachée au lot', '561,77 €'],
          ['Dernière cotisation versée', '30,26 € (appel du 01/01/2025)'],
          ['Emprunt collectif', 'néant'],
          ['Impayés de l’ensemble des copropriétaires', '9 415,08 € au 31/12/2024'],
          ['Dettes fournisseurs', '3 902,66 € au 31/12/2024'],
          ['Procédures', 'injonction de payer engagée contre le vendeur'],
          ['', 'le 12/05/2025 pour les sommes ci-dessus'],
          ['Honoraires d’état daté', '380,00 € TTC'],
        ),
        small('Savoie Lac Gestion — Mme Céline Berthier, gestionnaire.'),
      ],
    ],
  },
  {
    // a pré-état daté form over two pages, calendar exercise: answers in a second column that
    // wrap over two or three rows, provisions, works and a closed year unpaid, recovery costs
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [
      day('document_date', '2025-05-28'),
      money('budget', 50920),
      money('unbudget', 53600),
      money('wanted_loads', 8714),
      money('other_due', 3600),
      money('reserved_advances', 25000),
      money('ongoing_budget', 101840),
      money('unbudget_not_due', 53600),
      money('building_budget', 7600000),
      money('expected_budget', 203680),
      money('expected_budget_n', 192960, 2),
      money('budget_n', 201674, 2),
      day('dt_based', '2025-03-27', 2),
      money('works_funds_contribution', 380000, 2),
      money('works_funds', 1894000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 50759, 2),
      money('works_funds_last_contribution', 2546, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('unpaid', 1266890, 2),
      money('unpaid_providers', 511743, 2),
      money('transfer_fees', 40000, 2),
    ],
    pages: [
      [
        heading('IROISE COPROPRIÉTÉS'),
        small('Syndic — 48 rue de Siam 29200 Brest — 02 98 44 71 35 — iroise-copro.fr'),
        title('PRÉ-ÉTAT DATÉ'),
        p(
          'Résidence LE CHÂTEAU, 3 rue de la Porte 29200 Brest — lot 24 (appartement, 268 / 10 000) — vendeuse : Mme Nolwenn Abgrall — Brest, le 28/05/2025',
        ),
        table(
          ['Rubrique', 'Réponse'],
          ['Exercice en cours et budget voté', 'du 01/01/2025 au 31/12/2025 ; 76 000,00 €'],
          ['', '(AG du 27/03/2025)'],
          ['Part annuelle du lot 24', '2 036,80 €'],
          ['Provisions exigibles non réglées', 'appel du 01/04/2025 : 509,20 €'],
          ['Appels de travaux exigibles non réglés', 'ravalement sur cour, 1re moitié appelée'],
          ['', 'le 01/04/2025 : 536,00 €'],
          ['Sommes dues sur exercices clos', 'complément de charges 2024, appelé le'],
          ['', '01/04/2025 :'],
          ['', '87,14 €'],
          ['Frais imputables au vendeur', 'relance et mise en demeure : 36,00 €'],
          ['Avance de trésorerie détenue', '250,00 €'],
          ['Provisions à échoir sur 2025', 'appels des 01/07 et 01/10/2025 :'],
          ['', '1 018,40 €'],
          ['Travaux votés à appeler', 'ravalement sur cour, 2e moitié au'],
          ['', '01/07/2025 : 536,00 €'],
        ),
      ],
      [
        small('Résidence Le Château — lot 24 — pré-état daté — 2/2'),
        table(
          ['Rubrique', 'Réponse'],
          ['Exercice 2024 (approuvé le 27/03/2025)', 'provisions appelées : 1 929,60 € ;'],
          ['', 'charges réelles : 2 016,74 €'],
          ['Fonds de travaux', 'cotisation 2025 : 3 800,00 € ; fonds au'],
          ['', '31/12/2024 : 18 940,00 €'],
          ['Part du fonds attachée au lot', '507,59 €'],
          ['Dernière cotisation versée', '25,46 € le 01/01/2025'],
          ['Emprunt collectif', 'aucun'],
          ['Impayés des copropriétaires (31/12/2024)', '12 668,90 €'],
          ['Dettes fournisseurs (31/12/2024)', '5 117,43 €'],
          ['Procédures', 'mise en demeure du vendeur le 20/05/2025 ;'],
          ['', 'aucune procédure judiciaire engagée'],
          ['Honoraires d’état daté', '400,00 € TTC'],
        ),
        small('Iroise Copropriétés — M. Gaël Kerdraon.'),
      ],
    ],
  },
  {
    // small cabinet's décompte, calendar exercise, two lots: a table per lot, the owner's
    // total in its own table, works of the year per lot with their total
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-14',
    figures: [
      day('document_date', '2025-03-14'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 7000000),
      money('budget_n', 232780),
      money('expected_budget_n', 235080),
      money('hors_budget_n', 31624),
      money('expected_hors_budget_n', 32256),
    ],
    pages: [
      [
        heading('AUBE SYNDIC'),
        small('Cabinet Thénard — 9 rue Émile-Zola 10000 Troyes — 03 25 73 40 52'),
        right('M. Frédéric Thiébaut\n16 quai Dampierre\n10000 Troyes'),
        p('Troyes, le 14 mars 2025'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE 2024'),
        p(
          'Copropriété LES QUAIS DE SEINE — exercice du 01/01/2024 au 31/12/2024 — lots 15 (appartement) et 38 (cave)',
        ),
        small(
          'Budget voté pour 2024 : 70 000,00 € (charges générales 58 000,00 ; chauffage 12 000,00) — dépenses réelles : 69 318,20 €.',
        ),
        heading('Lot 15 — appartement'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Votre part', 'Provisions', 'Écart'],
          ['Charges générales', '326', '10 000', '56 412,80', '1 839,06', '1 890,80', '51,74'],
          ['Chauffage', '335', '10 000', '12 905,40', '432,33', '402,00', '-30,33'],
          ['Total lot 15', '', '', '', '2 271,39', '2 292,80', '21,41'],
        ),
        heading('Lot 38 — cave'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Votre part', 'Provisions', 'Écart'],
          ['Charges générales', '10', '10 000', '56 412,80', '56,41', '58,00', '1,59'],
          ['Total lot 38', '', '', '', '56,41', '58,00', '1,59'],
        ),
        table(
          ['Charges courantes', 'Votre part', 'Provisions', 'Écart'],
          ['Total lots 15 et 38', '2 327,80', '2 350,80', '23,00'],
        ),
        heading('Travaux hors budget — remplacement de l’interphonie (AG du 11/04/2023)'),
        table(
          ['Lot', 'Tantièmes', 'Appelé', 'Dépense réelle', 'Écart'],
          ['15', '326 / 10 000', '312,96', '306,83', '6,13'],
          ['38', '10 / 10 000', '9,60', '9,41', '0,19'],
          ['Total', '', '322,56', '316,24', '6,32'],
        ),
        small('Interphonie : 9 412,00 € dépensés pour 9 600,00 € appelés, en charges générales.'),
        p(
          'Solde de l’exercice en votre faveur : 29,32 € (23,00 + 6,32), porté au crédit de votre compte après l’assemblée générale du 10/04/2025.',
        ),
        small('Écart positif : en votre faveur ; écart négatif : à votre charge.'),
      ],
    ],
  },
  {
    // small cabinet's décompte, calendar exercise, two lots: a table per lot, the owner's
    // total in its own table, works of the year for one lot with their total
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-02',
    figures: [
      day('document_date', '2025-04-02'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 6200000),
      money('budget_n', 207117),
      money('expected_budget_n', 207060),
      money('hors_budget_n', 66348),
      money('expected_hors_budget_n', 68400),
    ],
    pages: [
      [
        heading('CABINET VAUBAN IMMOBILIER'),
        small('Syndic — 3 faubourg de France 90000 Belfort — 03 84 21 67 09'),
        right('Mme Laurence Vuillaume\n12 rue de la Grande-Fontaine\n90000 Belfort'),
        p('Belfort, le 02/04/2025'),
        title('Répartition des charges de l’exercice 2024'),
        p(
          'Immeuble LA GRANDE FONTAINE — période du 1er janvier au 31 décembre 2024 — lots 7 (appartement) et 25 (garage)',
        ),
        small(
          'Budget 2024 voté : 62 000,00 € (générales 54 000,00 ; ascenseur 8 000,00). Dépenses de l’exercice : 61 590,90 €.',
        ),
        heading('Lot 7'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses', 'Quote-part', 'Provisions', 'Écart'],
          ['Générales', '284', '10 000', '53 118,60', '1 508,57', '1 533,60', '25,03'],
          ['Ascenseur', '57', '1 000', '8 472,30', '482,92', '456,00', '-26,92'],
          ['Total lot 7', '', '', '', '1 991,49', '1 989,60', '-1,89'],
        ),
        heading('Lot 25'),
        table(
          ['Clé', 'Tant.', 'Base', 'Dépenses', 'Quote-part', 'Provisions', 'Écart'],
          ['Générales', '15', '10 000', '53 118,60', '79,68', '81,00', '1,32'],
          ['Total lot 25', '', '', '', '79,68', '81,00', '1,32'],
        ),
        table(
          ['Récapitulatif des charges courantes', 'Quote-part', 'Provisions', 'Écart'],
          ['Lots 7 et 25', '2 071,17', '2 070,60', '-0,57'],
        ),
        heading('Travaux — mise aux normes de l’ascenseur (AG du 23/03/2023)'),
        table(
          ['Lot', 'Tantièmes', 'Appelé', 'Réel', 'Écart'],
          ['7', '57 / 1 000', '684,00', '663,48', '20,52'],
          ['Total', '', '684,00', '663,48', '20,52'],
        ),
        small(
          'Le garage (lot 25) ne participe pas aux charges d’ascenseur. Dépense 11 640,00 € pour 12 000,00 € appelés.',
        ),
        p('Net en votre faveur : 19,95 € (20,52 − 0,57), imputé sur l’appel du 1er juillet 2025.'),
      ],
    ],
  },
  {
    // cooperative syndic's décompte, July–June, three lots in one table with a total per lot
    // and no owner's total: only the building's budget is declared
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-11-05',
    figures: [
      day('document_date', '2024-11-05'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 4800000),
    ],
    pages: [
      [
        small(
          'SYNDICAT COOPÉRATIF DU CLOS DES TISSERANDS — 14 rue Charles-de-Gaulle 42300 Roanne — trésorier : M. Gérard Perrin',
        ),
        title('Décompte de charges — exercice du 1er juillet 2023 au 30 juin 2024'),
        p(
          'Établi à Roanne le 05/11/2024 pour M. et Mme Christophe Dumas, propriétaires des lots 4 (appartement), 27 (cave) et 51 (parking).',
        ),
        small(
          'Budget de l’exercice : 48 000,00 € (générales 42 000,00 ; parkings 6 000,00) — dépenses réelles : générales 41 206,50 ; parkings 5 880,00.',
        ),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Dépenses', 'Quote-part', 'Provisions', 'Solde'],
          ['4', 'Générales', '298', '10 000', '41 206,50', '1 227,95', '1 251,60', '23,65 CR'],
          ['', 'Total lot 4', '', '', '', '1 227,95', '1 251,60', '23,65 CR'],
          ['27', 'Générales', '12', '10 000', '41 206,50', '49,45', '50,40', '0,95 CR'],
          ['', 'Total lot 27', '', '', '', '49,45', '50,40', '0,95 CR'],
          ['51', 'Générales', '20', '10 000', '41 206,50', '82,41', '84,00', '1,59 CR'],
          ['51', 'Parkings', '1', '24', '5 880,00', '245,00', '250,00', '5,00 CR'],
          ['', 'Total lot 51', '', '', '', '327,41', '334,00', '6,59 CR'],
        ),
        p(
          'Le solde de chaque lot est porté au compte du lot après l’assemblée générale du 21/11/2024. CR : en votre faveur.',
        ),
        small(
          'Syndicat coopératif — aucune rémunération du conseil syndical. Contact : tisserands.roanne@orange.fr',
        ),
      ],
    ],
  },
  {
    // volunteer syndic's décompte, July–June, three lots in one table with a total per lot
    // and no owner's total: only the building's budget is declared
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-10-18',
    figures: [
      day('document_date', '2024-10-18'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 4200000),
    ],
    pages: [
      [
        small(
          'Copropriété LES SOURCES — 6 avenue Thermale 03200 Vichy — syndic bénévole : Mme Jacqueline Barraud — 04 70 98 12 44',
        ),
        right('M. Henri Dupuy\n6 avenue Thermale, 2e étage\n03200 Vichy'),
        p('Vichy, le vendredi 18 octobre 2024'),
        title('Décompte des charges 2023-2024'),
        p(
          'Exercice du 1er juillet 2023 au 30 juin 2024 — vos lots : 2 (appartement), 18 (cave) et 33 (cave). Budget voté : 42 000,00 € (générales 36 000,00 ; ascenseur 6 000,00).',
        ),
        table(
          [
            'Lot',
            'Répartition',
            'Tant.',
            'Dépenses réelles',
            'Votre part',
            'Provisions versées',
            'Différence',
          ],
          ['2', 'Générales', '312 / 10 000', '35 412,20', '1 104,86', '1 123,20', '+18,34'],
          ['2', 'Ascenseur', '68 / 1 000', '6 318,90', '429,69', '408,00', '-21,69'],
          ['2', 'Total du lot', '', '', '1 534,55', '1 531,20', '-3,35'],
          ['18', 'Générales', '9 / 10 000', '35 412,20', '31,87', '32,40', '+0,53'],
          ['18', 'Total du lot', '', '', '31,87', '32,40', '+0,53'],
          ['33', 'Générales', '14 / 10 000', '35 412,20', '49,58', '50,40', '+0,82'],
          ['33', 'Total du lot', '', '', '49,58', '50,40', '+0,82'],
        ),
        p(
          '« + » : trop versé, à votre crédit ; « - » : complément à votre charge. Les différences seront reportées sur l’appel du 1er janvier 2025, après l’assemblée du 14 novembre 2024.',
        ),
        p('Bien cordialement,\nJacqueline Barraud'),
      ],
    ],
  },
  {
    // big group's décompte over two pages, October–September, two lots: one listing split
    // between the pages in the middle of a lot, the owner's total and the works on page 2
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-12',
    landscape: true,
    figures: [
      day('document_date', '2024-12-12'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 8400000),
      money('budget_n', 243312, 2),
      money('expected_budget_n', 243300, 2),
      money('hors_budget_n', 51100, 2),
      money('expected_hors_budget_n', 52380, 2),
    ],
    pages: [
      [
        small(
          'BOURGOGNE GESTION SYNDIC — Groupe Néolis — 22 rue du Temple 89000 Auxerre — édité le 12/12/2024 — page 1/2',
        ),
        small(
          'Copropriété 8906 LES BORDS DE L’YONNE — copropriétaire 8906-0019 — M. Stéphane Moreau',
        ),
        title('DÉCOMPTE DE CHARGES — EXERCICE DU 01/10/2023 AU 30/09/2024'),
        p(
          'Lots 9 (appartement) et 44 (parking) — budget voté pour l’exercice : 84 000,00 € (générales 60 000,00 ; chauffage 20 000,00 ; parkings 4 000,00)',
        ),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Quote-part', 'Provisions'],
          ['9', 'Générales', '276', '10 000', '58 740,20', '1 621,23', '1 656,00'],
          ['9', 'Chauffage', '281', '10 000', '21 406,80', '601,53', '562,00'],
          ['', 'Total lot 9', '', '', '', '2 222,76', '2 218,00'],
          ['44', 'Générales', '15', '10 000', '58 740,20', '88,11', '90,00'],
        ),
        small('Suite du décompte en page 2.'),
      ],
      [
        small('8906 LES BORDS DE L’YONNE — 8906-0019 — page 2/2'),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Quote-part', 'Provisions'],
          ['44', 'Parkings', '1', '32', '3 912,00', '122,25', '125,00'],
          ['', 'Total lot 44', '', '', '', '210,36', '215,00'],
          ['', 'Total copropriétaire', '', '', '', '2 433,12', '2 433,00'],
        ),
        heading('Travaux hors budget — ravalement du pignon (AG du 18/01/2024)'),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Appelé', 'Dépense réelle'],
          ['9', 'Générales', '276', '10 000', '496,80', '484,66'],
          ['44', 'Générales', '15', '10 000', '27,00', '26,34'],
          ['', 'Total travaux', '', '', '523,80', '511,00'],
        ),
        p(
          'Charges courantes : 0,12 € à votre charge ; travaux : 12,80 € en votre faveur ; solde de l’exercice : 12,68 € en votre faveur, imputé après l’assemblée générale du 23/01/2025.',
        ),
        small('Ravalement du pignon : 17 560,00 € dépensés pour 18 000,00 € appelés.'),
      ],
    ],
  },
  {
    // big group's décompte over two pages, October–September, two lots: one listing split
    // between the pages after the first lot, the owner's total and the works on page 2
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-17',
    landscape: true,
    figures: [
      day('document_date', '2024-12-17'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6600000),
      money('budget_n', 231247, 2),
      money('expected_budget_n', 233660, 2),
      money('hors_budget_n', 70168, 2),
      money('expected_hors_budget_n', 68860, 2),
    ],
    pages: [
      [
        small(
          'LOIRE & NIÈVRE SYNDIC — 5 avenue Pierre-Bérégovoy 58000 Nevers — Nevers, le 17/12/2024 — 1/2',
        ),
        small('Immeuble 0231 LE PALAIS DUCAL — compte 0231-0407 — Mme Claire Lebrun'),
        title('RÉPARTITION INDIVIDUELLE DES CHARGES — EXERCICE 2023/2024'),
        p(
          'Exercice du 01/10/2023 au 30/09/2024 — lots 13 (appartement) et 36 (cave) — budget voté : 66 000,00 € (générales 50 000,00 ; ascenseur 9 000,00 ; eau 7 000,00)',
        ),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Quote-part', 'Provisions'],
          ['13', 'Générales', '302', '10 000', '49 215,40', '1 486,31', '1 510,00'],
          ['13', 'Ascenseur', '61', '1 000', '8 804,60', '537,08', '549,00'],
          ['13', 'Eau froide', '318', '10 000', '7 388,10', '234,94', '222,60'],
          ['', 'Total lot 13', '', '', '', '2 258,33', '2 281,60'],
        ),
        small('À suivre.'),
      ],
      [
        small('0231 LE PALAIS DUCAL — 0231-0407 — 2/2'),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Dépenses immeuble', 'Quote-part', 'Provisions'],
          ['36', 'Générales', '11', '10 000', '49 215,40', '54,14', '55,00'],
          ['', 'Total lot 36', '', '', '', '54,14', '55,00'],
          ['', 'Total copropriétaire', '', '', '', '2 312,47', '2 336,60'],
        ),
        heading('Travaux — réfection de la toiture (AG du 25/01/2024)'),
        listing(
          ['Lot', 'Clé', 'Tant.', 'Base', 'Appelé', 'Dépense réelle'],
          ['13', 'Générales', '302', '10 000', '664,40', '677,02'],
          ['36', 'Générales', '11', '10 000', '24,20', '24,66'],
          ['', 'Total travaux', '', '', '688,60', '701,68'],
        ),
        p(
          'Charges courantes : 24,13 € en votre faveur ; travaux : 13,08 € à votre charge ; solde : 11,05 € en votre faveur.',
        ),
        small(
          'Toiture : 22 418,00 € dépensés pour 22 000,00 € appelés. Solde imputé après l’AG du 30/01/2025.',
        ),
      ],
    ],
  },
  {
    // small cabinet's décompte, calendar exercise, three lots: a table per lot, and the
    // owner's totals only in a sentence running over two lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-25',
    figures: [
      day('document_date', '2025-03-25'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 5050000),
      money('budget_n', 176317),
      money('expected_budget_n', 179280),
    ],
    pages: [
      [
        heading('ARTOIS COPROPRIÉTÉS'),
        small('Syndic — 18 rue Ernestale 62000 Arras — 03 21 51 36 70'),
        right('Mme Martine Delcourt\nRésidence des Arcades\n62000 Arras'),
        p('Arras, le 25/03/2025'),
        title('Vos charges de l’exercice 2024'),
        p(
          'Résidence DES ARCADES — exercice du 1er janvier au 31 décembre 2024 — budget voté : 50 500,00 € (générales 46 000,00 ; parkings 4 500,00) — dépenses : générales 45 118,70 ; parkings 4 626,00',
        ),
        heading('Lot 3 — appartement'),
        table(
          ['Clé', 'Tantièmes', 'Votre part', 'Provisions'],
          ['Générales', '341 / 10 000', '1 538,55', '1 568,60'],
        ),
        heading('Lot 21 — cave'),
        table(
          ['Clé', 'Tantièmes', 'Votre part', 'Provisions'],
          ['Générales', '9 / 10 000', '40,61', '41,40'],
        ),
        heading('Lot 48 — parking'),
        table(
          ['Clé', 'Tantièmes', 'Votre part', 'Provisions'],
          ['Générales', '18 / 10 000', '81,21', '82,80'],
          ['Parkings', '1 / 45', '102,80', '100,00'],
          ['Total lot 48', '', '184,01', '182,80'],
        ),
        p(
          'Pour l’ensemble de vos trois lots, les charges réelles de l’exercice 2024 s’élèvent à 1 763,17 €, pour des provisions',
        ),
        p(
          'appelées de 1 792,80 € ; la différence, 29,63 €, vous sera remboursée sur l’appel du 1er juillet 2025, après l’assemblée du 24 avril 2025.',
        ),
        small('Aucuns travaux hors budget n’ont été réalisés en 2024.'),
      ],
    ],
  },
  {
    // small cabinet's décompte, calendar exercise, three lots: a table per lot, and the
    // owner's totals only in a sentence running over two lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-07',
    figures: [
      day('document_date', '2025-04-07'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 5900000),
      money('budget_n', 189747),
      money('expected_budget_n', 191880),
    ],
    pages: [
      [
        heading('CABINET FLANDRE LITTORAL'),
        small('Syndic — 27 place Jean-Bart 59140 Dunkerque — 03 28 66 14 92'),
        right('M. Jérôme Vandenbussche\nRésidence du Bassin\n59140 Dunkerque'),
        p('Dunkerque, le lundi 7 avril 2025'),
        title('Décompte individuel — exercice 2024'),
        p(
          'Résidence DU BASSIN — exercice du 01/01/2024 au 31/12/2024 — budget voté : 59 000,00 € (générales 52 000,00 ; ascenseur 7 000,00) — dépenses réelles : 58 129,20 €',
        ),
        heading('Lot 6 — appartement'),
        table(
          ['Clé', 'Tantièmes', 'Dépenses', 'Votre part', 'Provisions'],
          ['Générales', '275 / 10 000', '50 916,40', '1 400,20', '1 430,00'],
          ['Ascenseur', '52 / 1 000', '7 212,80', '375,07', '364,00'],
          ['Total lot 6', '', '', '1 775,27', '1 794,00'],
        ),
        heading('Lot 30 — cave'),
        table(
          ['Clé', 'Tantièmes', 'Dépenses', 'Votre part', 'Provisions'],
          ['Générales', '8 / 10 000', '50 916,40', '40,73', '41,60'],
        ),
        heading('Lot 55 — parking'),
        table(
          ['Clé', 'Tantièmes', 'Dépenses', 'Votre part', 'Provisions'],
          ['Générales', '16 / 10 000', '50 916,40', '81,47', '83,20'],
        ),
        p(
          'Vos trois lots ont supporté en 2024 des charges réelles de 1 897,47 € ; les provisions appelées pour ces lots s’élevaient à',
        ),
        p(
          '1 918,80 €. L’excédent de 21,33 € sera porté au crédit de votre compte après l’assemblée générale du 15 mai 2025.',
        ),
        small('Pas de travaux hors budget sur l’exercice.'),
      ],
    ],
  },
  {
    // online syndic's décompte, April–March, landscape: the lots side by side in columns with
    // a total column, works of the year below
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-03',
    landscape: true,
    figures: [
      day('document_date', '2025-06-03'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 11200000),
      money('budget_n', 282209),
      money('expected_budget_n', 284000),
      money('hors_budget_n', 20600),
      money('expected_hors_budget_n', 20000),
    ],
    pages: [
      [
        small(
          'AZUR SYNDIC EN LIGNE — 12 rue d’Antibes 06400 Cannes — document généré le 2025-06-03',
        ),
        title('Décompte de charges — exercice 2024-04-01 → 2025-03-31'),
        p(
          'Résidence LE SUQUET — 4 rue du Suquet 06400 Cannes — M. Philippe Orsoni — lots 17 (appartement) et 70 (parking) — budget voté de l’exercice : 112 000,00 € (générales 94 000,00 ; ascenseur 12 000,00 ; parkings 6 000,00)',
        ),
        listing(
          [
            'Poste',
            'Dépenses immeuble',
            'Lot 17 tant.',
            'Lot 17',
            'Lot 70 tant.',
            'Lot 70',
            'Total',
          ],
          [
            'Charges générales',
            '92 605,30',
            '218/10000',
            '2 018,80',
            '12/10000',
            '111,13',
            '2 129,93',
          ],
          ['Ascenseur', '12 411,50', '44/1000', '546,11', '', '', '546,11'],
          ['Parkings', '5 842,00', '', '', '1/40', '146,05', '146,05'],
          ['Charges réelles', '', '', '2 564,91', '', '257,18', '2 822,09'],
          ['Provisions appelées', '', '', '2 577,20', '', '262,80', '2 840,00'],
          ['Écart en votre faveur', '', '', '12,29', '', '5,62', '17,91'],
        ),
        heading('Travaux de l’exercice — désenfumage du parking (AG du 2024-06-18)'),
        listing(
          ['Poste', 'Immeuble', 'Lot 17', 'Lot 70', 'Total'],
          ['Dépense réelle', '8 240,00', '', '206,00', '206,00'],
          ['Appels de fonds', '8 000,00', '', '200,00', '200,00'],
          ['Écart à votre charge', '240,00', '', '6,00', '6,00'],
        ),
        p(
          'Solde de l’exercice : 11,91 € en votre faveur (17,91 − 6,00), crédité après l’AG du 2025-06-24.',
        ),
        small('Le désenfumage est réparti selon la clé parkings (1/40 par emplacement).'),
      ],
    ],
  },
  {
    // online syndic's décompte, April–March, landscape: the lots side by side in columns with
    // a total column, works of the year below
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 8400000),
      money('budget_n', 265677),
      money('expected_budget_n', 265860),
      money('hors_budget_n', 42909),
      money('expected_hors_budget_n', 44100),
    ],
    pages: [
      [
        small('VARIMMO — syndic en ligne — 8 avenue Gambetta 83400 Hyères — export du 10.06.2025'),
        title('Votre décompte de charges 2024/2025'),
        p(
          'Copropriété LES PALMIERS, 30 avenue des Îles-d’Or 83400 Hyères — Mme Isabelle Giraud — lots 8 (appartement) et 35 (cave) — exercice du 01.04.2024 au 31.03.2025 — budget voté : 84 000,00 € (générales 66 000,00 ; chauffage 18 000,00)',
        ),
        listing(
          ['Poste', 'Dépenses', 'Tant. lot 8', 'Lot 8', 'Tant. lot 35', 'Lot 35', 'Total'],
          ['Générales', '64 812,90', '305/10000', '1 976,79', '10/10000', '64,81', '2 041,60'],
          ['Chauffage', '19 104,60', '322/10000', '615,17', '', '', '615,17'],
          ['Charges réelles', '', '', '2 591,96', '', '64,81', '2 656,77'],
          ['Provisions', '', '', '2 592,60', '', '66,00', '2 658,60'],
          ['Écart', '', '', '0,64', '', '1,19', '1,83'],
        ),
        heading('Travaux — réfection des halls (AG du 20.06.2024)'),
        listing(
          ['Poste', 'Immeuble', 'Lot 8', 'Lot 35', 'Total'],
          ['Appels de fonds', '14 000,00', '427,00', '14,00', '441,00'],
          ['Dépense réelle', '13 622,00', '415,47', '13,62', '429,09'],
          ['Écart', '378,00', '11,53', '0,38', '11,91'],
        ),
        p('Total en votre faveur : 13,74 € (1,83 + 11,91), déduit de votre prochain appel.'),
        small('Écarts positifs : en votre faveur.'),
      ],
    ],
  },
  {
    // small cabinet's ledger over two pages, calendar exercise: 2024 on the first page with an
    // « À reporter » row, 2025 after a « Report » row, an unpaid call and last year's balance
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-04',
    figures: [
      day('document_date', '2025-06-04'),
      money('expected_budget', 237600),
      money('works_funds_last_contribution', 2970),
      money('budget', 59400, 2),
      money('wanted_loads', 4318, 2),
      money('reserved_advances', 20000, 2),
    ],
    pages: [
      [
        heading('ALSACE SUD SYNDIC'),
        small('Cabinet Heinrich — 7 rue du Sauvage 68100 Mulhouse — 03 89 45 18 27'),
        right('Mme Christiane Koenig\n21 rue de la Sinne, appt 16\n68100 Mulhouse'),
        p('Mulhouse, le 04/06/2025'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Copropriété LA SINNE — lot 16 (appartement) — période du 01/01/2024 au 04/06/2025 — budget 2025 de votre lot : 2 376,00 € (appels trimestriels de 594,00 €) — cotisation au fonds de travaux : 29,70 € par trimestre',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Solde au 31/12/2023', '', '', '0,00'],
          ['01/01/2024', 'Provision 1er trimestre 2024', '576,00', '', '576,00'],
          ['01/01/2024', 'Fonds de travaux 1er trimestre 2024', '28,80', '', '604,80'],
          ['12/01/2024', 'Chèque n° 8841203', '', '604,80', '0,00'],
          ['01/04/2024', 'Provision 2e trimestre 2024', '576,00', '', '576,00'],
          ['01/04/2024', 'Fonds de travaux 2e trimestre 2024', '28,80', '', '604,80'],
          ['10/04/2024', 'Chèque n° 8841215', '', '604,80', '0,00'],
          ['01/07/2024', 'Provision 3e trimestre 2024', '576,00', '', '576,00'],
          ['01/07/2024', 'Fonds de travaux 3e trimestre 2024', '28,80', '', '604,80'],
          ['09/07/2024', 'Chèque n° 8841227', '', '604,80', '0,00'],
          ['01/10/2024', 'Provision 4e trimestre 2024', '576,00', '', '576,00'],
          ['01/10/2024', 'Fonds de travaux 4e trimestre 2024', '28,80', '', '604,80'],
          ['11/10/2024', 'Chèque n° 8841239', '', '604,80', '0,00'],
          ['', 'À reporter', '2 419,20', '2 419,20', '0,00'],
        ),
        small('Page 1/2'),
      ],
      [
        small('La Sinne — lot 16 — Mme Koenig — relevé du 04/06/2025 — page 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '2 419,20', '2 419,20', '0,00'],
          ['01/01/2025', 'Provision 1er trimestre 2025', '594,00', '', '594,00'],
          ['01/01/2025', 'Fonds de travaux 1er trimestre 2025', '29,70', '', '623,70'],
          ['13/01/2025', 'Chèque n° 8841251', '', '623,70', '0,00'],
          ['01/04/2025', 'Provision 2e trimestre 2025', '594,00', '', '594,00'],
          ['01/04/2025', 'Fonds de travaux 2e trimestre 2025', '29,70', '', '623,70'],
          [
            '30/04/2025',
            'Régularisation des charges 2024 (AG du 17/04/2025)',
            '43,18',
            '',
            '666,88',
          ],
          ['', 'Totaux', '3 709,78', '3 042,90', '666,88'],
        ),
        table(
          ['Votre solde débiteur se compose de', 'Montant'],
          ['Complément de charges de l’exercice 2024 (clos)', '43,18 €'],
          ['Provision du 2e trimestre 2025', '594,00 €'],
          ['Fonds de travaux du 2e trimestre 2025', '29,70 €'],
          ['Total dû au 04/06/2025', '666,88 €'],
        ),
        p('Avance de trésorerie détenue par le syndicat pour votre compte : 200,00 €.'),
        small('Merci de régulariser avant l’appel du 1er juillet 2025.'),
      ],
    ],
  },
  {
    // small cabinet's ledger over two pages, calendar exercise: 2024 on the first page with an
    // « À reporter » row, 2025 after a « Report » row, an unpaid call and last year's balance
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      money('expected_budget', 205800),
      money('works_funds_last_contribution', 2570),
      money('budget', 51450, 2),
      money('wanted_loads', 3762, 2),
      money('reserved_advances', 18000, 2),
    ],
    pages: [
      [
        heading('QUERCY GESTION IMMOBILIÈRE'),
        small('Syndic — 10 place Nationale 82000 Montauban — 05 63 20 47 15'),
        right('M. Francis Lacombe\n5 rue de la Comédie\n82000 Montauban'),
        p('Montauban, le 12 juin 2025'),
        title('Extrait du compte de M. Francis Lacombe'),
        p(
          'Résidence LA COMÉDIE — lot 5 — du 1er janvier 2024 au 12 juin 2025 — budget 2025 de votre lot : 2 058,00 €, soit 514,50 € par trimestre — fonds de travaux 2025 : 25,70 € par trimestre',
        ),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Solde reporté', '', '', '0,00'],
          ['01/01/2024', 'Appel provisions T1 2024', '498,50', '', '498,50'],
          ['01/01/2024', 'Appel fonds de travaux T1 2024', '24,90', '', '523,40'],
          ['08/01/2024', 'Virement reçu', '', '523,40', '0,00'],
          ['01/04/2024', 'Appel provisions T2 2024', '498,50', '', '498,50'],
          ['01/04/2024', 'Appel fonds de travaux T2 2024', '24,90', '', '523,40'],
          ['05/04/2024', 'Virement reçu', '', '523,40', '0,00'],
          ['01/07/2024', 'Appel provisions T3 2024', '498,50', '', '498,50'],
          ['01/07/2024', 'Appel fonds de travaux T3 2024', '24,90', '', '523,40'],
          ['08/07/2024', 'Virement reçu', '', '523,40', '0,00'],
          ['01/10/2024', 'Appel provisions T4 2024', '498,50', '', '498,50'],
          ['01/10/2024', 'Appel fonds de travaux T4 2024', '24,90', '', '523,40'],
          ['07/10/2024', 'Virement reçu', '', '523,40', '0,00'],
          ['', 'Total à reporter', '2 093,60', '2 093,60', '0,00'],
        ),
        small('1/2'),
      ],
      [
        small('Résidence La Comédie — compte de M. Lacombe — 2/2'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report de la page précédente', '2 093,60', '2 093,60', '0,00'],
          ['01/01/2025', 'Appel provisions T1 2025', '514,50', '', '514,50'],
          ['01/01/2025', 'Appel fonds de travaux T1 2025', '25,70', '', '540,20'],
          ['09/01/2025', 'Virement reçu', '', '540,20', '0,00'],
          ['01/04/2025', 'Appel provisions T2 2025', '514,50', '', '514,50'],
          ['01/04/2025', 'Appel fonds de travaux T2 2025', '25,70', '', '540,20'],
          [
            '08/04/2025',
            'Répartition 2024 — insuffisance (AG du 27/03/2025)',
            '37,62',
            '',
            '577,82',
          ],
          ['', 'Total des mouvements', '3 211,62', '2 633,80', '577,82'],
        ),
        p(
          'Reste dû au 12/06/2025 : 577,82 €, soit le solde de l’exercice 2024 (37,62 €), la provision du 1er avril 2025 (514,50 €) et la cotisation au fonds de travaux du même appel (25,70 €).',
        ),
        p('Fonds de roulement versé et conservé par le syndicat : 180,00 €.'),
        small('Quercy Gestion Immobilière — service comptabilité copropriétés.'),
      ],
    ],
  },
  {
    // big group's extranet ledger over two pages, October–September: a balance in « D » / « C »
    // carried from page to page, monthly debits, the loan's instalment in each call, a credit
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget', 276000),
      money('works_funds_last_contribution', 3450),
      money('loan_instalment', 9140),
      money('credit_balance', 7687, 2),
      money('loan_amount', 8500000, 2),
      money('loan_share', 234600, 2),
      money('loan_remaining', 118742, 2),
      money('reserved_advances', 23000, 2),
    ],
    pages: [
      [
        small(
          'HAINAUT HABITAT SYNDIC — Groupe Néolis — 15 rue de Famars 59300 Valenciennes — mon-espace.hainaut-syndic.fr',
        ),
        small('Édition du 11/06/2025 — compte copropriétaire 5930-0027 — page 1/2'),
        right('M. Ludovic Dufour\nRésidence Le Hainaut, appt 27\n59300 Valenciennes'),
        title('RELEVÉ DE COMPTE — EXERCICE 2024/2025'),
        p(
          'Lot 27 — exercice du 01/10/2024 au 30/09/2025 — budget de votre lot : 2 760,00 € (appels de 690,00 €) — fonds de travaux : 34,50 € par appel — emprunt ascenseur : 91,40 € par appel — prélèvement mensuel de 272,00 €',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde reporté au 30/09/2024', '', '', '12,30 C'],
          ['01/10/2024', 'Provisions 1er trimestre', '690,00', '', '677,70 D'],
          ['01/10/2024', 'Fonds de travaux 1er trimestre', '34,50', '', '712,20 D'],
          ['01/10/2024', 'Emprunt ascenseur — échéance', '91,40', '', '803,60 D'],
          ['05/10/2024', 'Prélèvement mensuel', '', '272,00', '531,60 D'],
          ['05/11/2024', 'Prélèvement mensuel', '', '272,00', '259,60 D'],
          ['05/12/2024', 'Prélèvement mensuel', '', '272,00', '12,40 C'],
          ['01/01/2025', 'Provisions 2e trimestre', '690,00', '', '677,60 D'],
          ['01/01/2025', 'Fonds de travaux 2e trimestre', '34,50', '', '712,10 D'],
          ['01/01/2025', 'Emprunt ascenseur — échéance', '91,40', '', '803,50 D'],
          ['06/01/2025', 'Prélèvement mensuel', '', '272,00', '531,50 D'],
          ['05/02/2025', 'Répartition 2023/2024 (AG du 22/01/2025)', '', '64,27', '467,23 D'],
          ['05/02/2025', 'Prélèvement mensuel', '', '272,00', '195,23 D'],
          ['', 'À reporter', '1 631,80', '1 424,27', '195,23 D'],
        ),
      ],
      [
        small('Compte 5930-0027 — M. Dufour — page 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 631,80', '1 424,27', '195,23 D'],
          ['05/03/2025', 'Prélèvement mensuel', '', '272,00', '76,77 C'],
          ['01/04/2025', 'Provisions 3e trimestre', '690,00', '', '613,23 D'],
          ['01/04/2025', 'Fonds de travaux 3e trimestre', '34,50', '', '647,73 D'],
          ['01/04/2025', 'Emprunt ascenseur — échéance', '91,40', '', '739,13 D'],
          ['07/04/2025', 'Prélèvement mensuel', '', '272,00', '467,13 D'],
          ['05/05/2025', 'Prélèvement mensuel', '', '272,00', '195,13 D'],
          ['05/06/2025', 'Prélèvement mensuel', '', '272,00', '76,87 C'],
          ['', 'Mouvements de l’exercice', '2 447,70', '2 512,27', ''],
        ),
        p('Solde au 11/06/2025 : 76,87 C — somme en votre faveur'),
        table(
          ['Informations', ''],
          [
            'Emprunt ascenseur (AG du 09/03/2021) — capital emprunté par le syndicat',
            '85 000,00 €',
          ],
          ['Votre part (276 / 10 000)', '2 346,00 €'],
          ['Capital restant dû sur votre part après l’échéance du 01/04/2025', '1 187,42 €'],
          ['Avance de trésorerie versée', '230,00 €'],
        ),
        small(
          'D : débiteur ; C : créditeur. Votre crédit sera déduit de l’appel du 1er juillet 2025.',
        ),
      ],
    ],
  },
  {
    // big group's extranet ledger over two pages, October–September: a balance in « D » / « C »
    // carried from page to page, monthly transfers, the loan's instalment in each call, a credit
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      money('expected_budget', 241200),
      money('works_funds_last_contribution', 3015),
      money('loan_instalment', 9298),
      money('credit_balance', 5922, 2),
      money('loan_amount', 11000000, 2),
      money('loan_share', 294800, 2),
      money('loan_remaining', 206413, 2),
      money('reserved_advances', 26000, 2),
    ],
    pages: [
      [
        small(
          'MAYENNE SYNDIC — Groupe Horizon — 9 quai Béatrix-de-Gâvre 53000 Laval — 02 43 53 28 61',
        ),
        small(
          'Relevé édité le 13/06/2025 — copropriété 5302 LE VIEUX-CHÂTEAU — compte 5302-0012 — 1/2',
        ),
        right('Mme Odile Gaudin\n3 rue des Orfèvres, appt 12\n53000 Laval'),
        title('VOTRE COMPTE DE CHARGES'),
        p(
          'Exercice 2024/2025 (octobre à septembre) — lot 12 — budget de votre lot : 2 412,00 €, appelé 603,00 € par trimestre — fonds de travaux : 30,15 € par trimestre — échéance d’emprunt : 92,98 € par trimestre — virement permanent de 242,00 € le 10 du mois',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde antérieur', '', '', '8,45 C'],
          ['01/10/2024', 'Appel provisions T1', '603,00', '', '594,55 D'],
          ['01/10/2024', 'Appel fonds travaux T1', '30,15', '', '624,70 D'],
          ['01/10/2024', 'Emprunt toiture T1', '92,98', '', '717,68 D'],
          ['10/10/2024', 'Virement permanent', '', '242,00', '475,68 D'],
          ['10/11/2024', 'Virement permanent', '', '242,00', '233,68 D'],
          ['10/12/2024', 'Virement permanent', '', '242,00', '8,32 C'],
          ['01/01/2025', 'Appel provisions T2', '603,00', '', '594,68 D'],
          ['01/01/2025', 'Appel fonds travaux T2', '30,15', '', '624,83 D'],
          ['01/01/2025', 'Emprunt toiture T2', '92,98', '', '717,81 D'],
          ['10/01/2025', 'Virement permanent', '', '242,00', '475,81 D'],
          ['10/02/2025', 'Virement permanent', '', '242,00', '233,81 D'],
          ['27/02/2025', 'Régularisation 2023/2024 (AG du 13/02/2025)', '', '51,16', '182,65 D'],
          ['', 'Total à reporter', '1 452,26', '1 261,16', '182,65 D'],
        ),
      ],
      [
        small('5302-0012 — Mme Gaudin — 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 452,26', '1 261,16', '182,65 D'],
          ['10/03/2025', 'Virement permanent', '', '242,00', '59,35 C'],
          ['01/04/2025', 'Appel provisions T3', '603,00', '', '543,65 D'],
          ['01/04/2025', 'Appel fonds travaux T3', '30,15', '', '573,80 D'],
          ['01/04/2025', 'Emprunt toiture T3', '92,98', '', '666,78 D'],
          ['10/04/2025', 'Virement permanent', '', '242,00', '424,78 D'],
          ['10/05/2025', 'Virement permanent', '', '242,00', '182,78 D'],
          ['10/06/2025', 'Virement permanent', '', '242,00', '59,22 C'],
          ['', 'Totaux', '2 178,39', '2 229,16', '59,22 C'],
        ),
        p('Votre compte présente au 13/06/2025 un solde créditeur de 59,22 €.'),
        small(
          'Emprunt toiture (AG du 05/02/2020) : capital emprunté 110 000,00 € ; votre part (268 / 10 000) 2 948,00 € ; capital restant dû sur votre part après l’échéance du 01/04/2025 : 2 064,13 €. Avance de trésorerie détenue : 260,00 €.',
        ),
      ],
    ],
  },
  {
    // scanned: small cabinet's ledger over two pages, July–June: a closed year's arrears, an
    // unpaid call, two works calls unpaid, recovery costs, the balance carried between pages
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    scan: scanned(190, 1.1, 12),
    figures: [
      day('document_date', '2025-06-05'),
      money('expected_budget', 187200),
      money('works_funds_last_contribution', 2340),
      money('wanted_loads', 23107, 2),
      money('budget', 46800, 2),
      money('unbudget', 77000, 2),
      money('other_due', 4200, 2),
      money('reserved_advances', 15000, 2),
    ],
    pages: [
      [
        heading('COTENTIN SYNDIC'),
        small('Cabinet Lecoutour — 22 rue Gambetta 50100 Cherbourg-en-Cotentin — 02 33 53 08 74'),
        right('M. Alain Hamel\nRésidence du Port, lot 8\n50100 Cherbourg-en-Cotentin'),
        p('Cherbourg, le 05/06/2025'),
        title('RELEVÉ DE COMPTE — RAPPEL'),
        p(
          'Résidence DU PORT — lot 8 — exercice 2024/2025 (1er juillet 2024 – 30 juin 2025) — budget de votre lot : 1 872,00 € (appels trimestriels de 468,00 €) — fonds de travaux : 23,40 € par trimestre',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde débiteur au 30/06/2024', '', '', '212,45'],
          ['01/07/2024', 'Provisions 1er trimestre', '468,00', '', '680,45'],
          ['01/07/2024', 'Fonds de travaux 1er trimestre', '23,40', '', '703,85'],
          ['10/07/2024', 'Chèque', '', '491,40', '212,45'],
          ['01/10/2024', 'Provisions 2e trimestre', '468,00', '', '680,45'],
          ['01/10/2024', 'Fonds de travaux 2e trimestre', '23,40', '', '703,85'],
          ['15/10/2024', 'Chèque', '', '491,40', '212,45'],
          ['05/12/2024', 'Régularisation 2023/2024 (AG du 28/11/2024)', '18,62', '', '231,07'],
          ['01/01/2025', 'Provisions 3e trimestre', '468,00', '', '699,07'],
          ['01/01/2025', 'Fonds de travaux 3e trimestre', '23,40', '', '722,47'],
          ['01/01/2025', 'Toiture — appel 1/2 (AG du 28/11/2024)', '385,00', '', '1 107,47'],
          ['20/01/2025', 'Chèque', '', '491,40', '616,07'],
          ['', 'À reporter', '1 877,82', '1 474,20', '616,07'],
        ),
      ],
      [
        small('Résidence du Port — lot 8 — M. Hamel — page 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 877,82', '1 474,20', '616,07'],
          ['01/04/2025', 'Provisions 4e trimestre', '468,00', '', '1 084,07'],
          ['01/04/2025', 'Fonds de travaux 4e trimestre', '23,40', '', '1 107,47'],
          ['01/04/2025', 'Toiture — appel 2/2', '385,00', '', '1 492,47'],
          ['15/05/2025', 'Frais de relance', '12,00', '', '1 504,47'],
          ['02/06/2025', 'Frais de mise en demeure', '30,00', '', '1 534,47'],
          ['', 'Totaux', '2 796,22', '1 474,20', '1 534,47'],
        ),
        table(
          ['Détail de la somme due', 'Montant'],
          ['Exercices clos (solde au 30/06/2024 et régularisation 2023/2024)', '231,07'],
          ['Provisions du 4e trimestre 2024/2025', '468,00'],
          ['Fonds de travaux du 4e trimestre', '23,40'],
          ['Travaux de toiture (appels 1/2 et 2/2)', '770,00'],
          ['Frais de recouvrement', '42,00'],
          ['Total', '1 534,47'],
        ),
        p('Fonds de roulement détenu pour votre compte : 150,00 €.'),
        small(
          'Sans règlement sous quinze jours, le dossier sera transmis à l’huissier de justice.',
        ),
      ],
    ],
  },
  {
    // scanned: small cabinet's ledger over two pages, July–June: a closed year's arrears, an
    // unpaid call, two works calls unpaid, recovery costs, the balance carried between pages
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(170, -1.2, 13),
    figures: [
      day('document_date', '2025-06-16'),
      money('expected_budget', 214800),
      money('works_funds_last_contribution', 2685),
      money('wanted_loads', 19225, 2),
      money('budget', 53700, 2),
      money('unbudget', 82500, 2),
      money('other_due', 5100, 2),
      money('reserved_advances', 17000, 2),
    ],
    pages: [
      [
        heading('ARMOR GESTION'),
        small('Syndic — 8 rue Saint-Guillaume 22000 Saint-Brieuc — 02 96 61 37 90'),
        right('Mme Gwénola Le Roux\n14 rue Houvenagle, appt 13\n22000 Saint-Brieuc'),
        p('Saint-Brieuc, le 16 juin 2025'),
        title('Situation de votre compte'),
        p(
          'Copropriété LES HAUTS DU GOUËT — lot 13 — exercice du 01/07/2024 au 30/06/2025 — votre budget annuel : 2 148,00 €, soit 537,00 € par trimestre — cotisation au fonds de travaux : 26,85 € par trimestre',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde débiteur reporté (exercices antérieurs)', '', '', '164,90'],
          ['01/07/2024', 'Appel T1 — provisions', '537,00', '', '701,90'],
          ['01/07/2024', 'Appel T1 — fonds de travaux', '26,85', '', '728,75'],
          ['12/07/2024', 'Virement', '', '563,85', '164,90'],
          ['01/10/2024', 'Appel T2 — provisions', '537,00', '', '701,90'],
          ['01/10/2024', 'Appel T2 — fonds de travaux', '26,85', '', '728,75'],
          ['14/10/2024', 'Virement', '', '563,85', '164,90'],
          ['12/12/2024', 'Régularisation 2023/2024 (AG du 05/12/2024)', '27,35', '', '192,25'],
          ['01/01/2025', 'Appel T3 — provisions', '537,00', '', '729,25'],
          ['01/01/2025', 'Appel T3 — fonds de travaux', '26,85', '', '756,10'],
          ['01/01/2025', 'Ravalement — appel 1/2', '412,50', '', '1 168,60'],
          ['17/01/2025', 'Virement', '', '563,85', '604,75'],
          ['', 'Solde à reporter', '2 131,40', '1 691,55', '604,75'],
        ),
      ],
      [
        small('Les Hauts du Gouët — lot 13 — suite'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Solde reporté', '2 131,40', '1 691,55', '604,75'],
          ['01/04/2025', 'Appel T4 — provisions', '537,00', '', '1 141,75'],
          ['01/04/2025', 'Appel T4 — fonds de travaux', '26,85', '', '1 168,60'],
          ['01/04/2025', 'Ravalement — appel 2/2', '412,50', '', '1 581,10'],
          ['20/05/2025', 'Frais de relance', '15,00', '', '1 596,10'],
          ['10/06/2025', 'Frais de mise en demeure', '36,00', '', '1 632,10'],
          ['', 'Totaux', '3 158,75', '1 691,55', '1 632,10'],
        ),
        table(
          ['Décomposition de votre dette', 'Montant'],
          ['Arriérés des exercices clos', '192,25 €'],
          ['Provisions T4 2024/2025', '537,00 €'],
          ['Fonds de travaux T4', '26,85 €'],
          ['Ravalement (appels 1/2 et 2/2, AG du 05/12/2024)', '825,00 €'],
          ['Frais de recouvrement (relance, mise en demeure)', '51,00 €'],
          ['Total', '1 632,10 €'],
        ),
        p('Avance permanente de trésorerie versée : 170,00 €.'),
        small('Armor Gestion — service contentieux — 02 96 61 37 94.'),
      ],
    ],
  },
  {
    // big group's ledger over two pages, April–March, two lots: a « D » balance carried from
    // page to page, a credit from the year before, the new exercise's call unpaid
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('expected_budget', 260160),
      money('works_funds_last_contribution', 3252),
      money('budget', 65040, 2),
      money('reserved_advances', 28000, 2),
    ],
    pages: [
      [
        small(
          'CORSE SYNDIC GESTION — Groupe Horizon — 4 boulevard Paoli 20200 Bastia — édité le 06/06/2025 — 1/2',
        ),
        small(
          'Copropriété 2011 LE VIEUX-PORT — copropriétaire 2011-0004 — M. Jean-François Albertini',
        ),
        title('RELEVÉ DE COMPTE — LOTS 4 ET 22'),
        p(
          'Période du 01/04/2024 au 06/06/2025 — exercice en cours : 01/04/2025 – 31/03/2026 — budget 2025/2026 de vos lots : 2 601,60 € (lot 4 : 2 524,80 € ; lot 22 : 76,80 €) — fonds de travaux 2025/2026 : 32,52 € par trimestre',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Solde au 31/03/2024', '', '', '0,00'],
          ['01/04/2024', 'Provisions T1 2024/2025 — lot 4', '612,40', '', '612,40 D'],
          ['01/04/2024', 'Provisions T1 2024/2025 — lot 22', '18,60', '', '631,00 D'],
          ['01/04/2024', 'Fonds travaux T1 — lot 4', '30,62', '', '661,62 D'],
          ['01/04/2024', 'Fonds travaux T1 — lot 22', '0,93', '', '662,55 D'],
          ['08/04/2024', 'Virement', '', '662,55', '0,00'],
          ['01/07/2024', 'Provisions T2 2024/2025 — lot 4', '612,40', '', '612,40 D'],
          ['01/07/2024', 'Provisions T2 2024/2025 — lot 22', '18,60', '', '631,00 D'],
          ['01/07/2024', 'Fonds travaux T2 — lot 4', '30,62', '', '661,62 D'],
          ['01/07/2024', 'Fonds travaux T2 — lot 22', '0,93', '', '662,55 D'],
          ['05/07/2024', 'Répartition 2023/2024 (AG du 20/06/2024)', '', '22,14', '640,41 D'],
          ['09/07/2024', 'Virement', '', '640,41', '0,00'],
          ['01/10/2024', 'Provisions T3 2024/2025 — lot 4', '612,40', '', '612,40 D'],
          ['01/10/2024', 'Provisions T3 2024/2025 — lot 22', '18,60', '', '631,00 D'],
          ['01/10/2024', 'Fonds travaux T3 — lot 4', '30,62', '', '661,62 D'],
          ['01/10/2024', 'Fonds travaux T3 — lot 22', '0,93', '', '662,55 D'],
          ['08/10/2024', 'Virement', '', '662,55', '0,00'],
          ['', 'À reporter', '1 987,65', '1 987,65', '0,00'],
        ),
      ],
      [
        small('2011 LE VIEUX-PORT — 2011-0004 — 2/2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 987,65', '1 987,65', '0,00'],
          ['01/01/2025', 'Provisions T4 2024/2025 — lot 4', '612,40', '', '612,40 D'],
          ['01/01/2025', 'Provisions T4 2024/2025 — lot 22', '18,60', '', '631,00 D'],
          ['01/01/2025', 'Fonds travaux T4 — lot 4', '30,62', '', '661,62 D'],
          ['01/01/2025', 'Fonds travaux T4 — lot 22', '0,93', '', '662,55 D'],
          ['08/01/2025', 'Virement', '', '662,55', '0,00'],
          ['01/04/2025', 'Provisions T1 2025/2026 — lot 4', '631,20', '', '631,20 D'],
          ['01/04/2025', 'Provisions T1 2025/2026 — lot 22', '19,20', '', '650,40 D'],
          ['01/04/2025', 'Fonds travaux T1 — lot 4', '31,56', '', '681,96 D'],
          ['01/04/2025', 'Fonds travaux T1 — lot 22', '0,96', '', '682,92 D'],
          ['', 'Totaux', '3 333,12', '2 650,20', '682,92 D'],
        ),
        table(
          ['Montant exigible non réglé', ''],
          ['Provisions T1 2025/2026 (lots 4 et 22)', '650,40 €'],
          ['Fonds de travaux T1 2025/2026', '32,52 €'],
          ['Total', '682,92 €'],
        ),
        p('Avance de trésorerie détenue : 280,00 €.'),
        small('D : débiteur. Les comptes 2024/2025 seront soumis à l’assemblée du 26/06/2025.'),
      ],
    ],
  },
  {
    // big group's ledger over two pages, April–March, two lots: a « D » balance carried from
    // page to page, a credit from the year before, the new exercise's call unpaid
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('expected_budget', 233280),
      money('works_funds_last_contribution', 2916),
      money('budget', 58320, 2),
      money('reserved_advances', 24000, 2),
    ],
    pages: [
      [
        small(
          'THAU IMMOBILIER SYNDIC — 6 quai de la Résistance 34200 Sète — relevé du 18/06/2025 — page 1',
        ),
        small('Résidence LE MONT SAINT-CLAIR — compte 0348-0011 — Mme Sandrine Arnaud'),
        title('COMPTE COPROPRIÉTAIRE — LOTS 11 ET 39'),
        p(
          'Du 01/04/2024 au 18/06/2025 — exercice en cours du 01/04/2025 au 31/03/2026 — budget 2025/2026 de vos lots : 2 332,80 € (lot 11 : 2 188,80 € ; lot 39 : 144,00 €) — fonds de travaux 2025/2026 : 29,16 € par trimestre',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Solde reporté', '', '', '0,00'],
          ['01/04/2024', 'Provisions T1 — lot 11', '529,20', '', '529,20 D'],
          ['01/04/2024', 'Provisions T1 — lot 39', '34,80', '', '564,00 D'],
          ['01/04/2024', 'Fonds travaux T1 — lot 11', '26,46', '', '590,46 D'],
          ['01/04/2024', 'Fonds travaux T1 — lot 39', '1,74', '', '592,20 D'],
          ['10/04/2024', 'Chèque', '', '592,20', '0,00'],
          ['01/07/2024', 'Provisions T2 — lot 11', '529,20', '', '529,20 D'],
          ['01/07/2024', 'Provisions T2 — lot 39', '34,80', '', '564,00 D'],
          ['01/07/2024', 'Fonds travaux T2 — lot 11', '26,46', '', '590,46 D'],
          ['01/07/2024', 'Fonds travaux T2 — lot 39', '1,74', '', '592,20 D'],
          ['02/07/2024', 'Excédent 2023/2024 (AG du 13/06/2024)', '', '17,85', '574,35 D'],
          ['12/07/2024', 'Chèque', '', '574,35', '0,00'],
          ['01/10/2024', 'Provisions T3 — lot 11', '529,20', '', '529,20 D'],
          ['01/10/2024', 'Provisions T3 — lot 39', '34,80', '', '564,00 D'],
          ['01/10/2024', 'Fonds travaux T3 — lot 11', '26,46', '', '590,46 D'],
          ['01/10/2024', 'Fonds travaux T3 — lot 39', '1,74', '', '592,20 D'],
          ['11/10/2024', 'Chèque', '', '592,20', '0,00'],
          ['', 'À reporter', '1 776,60', '1 776,60', '0,00'],
        ),
      ],
      [
        small('Compte 0348-0011 — Mme Arnaud — page 2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 776,60', '1 776,60', '0,00'],
          ['01/01/2025', 'Provisions T4 — lot 11', '529,20', '', '529,20 D'],
          ['01/01/2025', 'Provisions T4 — lot 39', '34,80', '', '564,00 D'],
          ['01/01/2025', 'Fonds travaux T4 — lot 11', '26,46', '', '590,46 D'],
          ['01/01/2025', 'Fonds travaux T4 — lot 39', '1,74', '', '592,20 D'],
          ['13/01/2025', 'Chèque', '', '592,20', '0,00'],
          ['01/04/2025', 'Provisions T1 2025/2026 — lot 11', '547,20', '', '547,20 D'],
          ['01/04/2025', 'Provisions T1 2025/2026 — lot 39', '36,00', '', '583,20 D'],
          ['01/04/2025', 'Fonds travaux T1 2025/2026 — lot 11', '27,36', '', '610,56 D'],
          ['01/04/2025', 'Fonds travaux T1 2025/2026 — lot 39', '1,80', '', '612,36 D'],
          ['', 'Totaux', '2 981,16', '2 368,80', '612,36 D'],
        ),
        p(
          'Reste dû au 18/06/2025 : 612,36 €, dont 583,20 € de provisions et 29,16 € de fonds de travaux appelés le 01/04/2025.',
        ),
        p('Fonds de roulement versé : 240,00 €.'),
        small(
          'D : solde débiteur. Merci de régler par chèque ou virement en rappelant la référence 0348-0011.',
        ),
      ],
    ],
  },
  {
    // online syndic's monthly ledger over two pages, calendar exercise: the balance carried
    // mid-month, the June call and a works call unpaid, explicit zero for closed years
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('expected_budget', 220800),
      money('works_funds_last_contribution', 920),
      money('budget', 18400, 2),
      money('unbudget', 31800, 2),
      money('wanted_loads', 0, 2),
    ],
    pages: [
      [
        small(
          'KOPRO.NET — syndic en ligne — 10 rue de Penthièvre 75008 Paris — export du 2025-06-10',
        ),
        title('Mon compte — 58 rue Oberkampf 75011 Paris'),
        p(
          'M. Thomas Vidal — lot 7 — exercice 2025 (1er janvier – 31 décembre) — budget 2025 de votre lot : 2 208,00 €, appelé par mensualités de 184,00 € — fonds de travaux : 9,20 € par mois',
        ),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'Mensualité janvier — provisions', '184,00', '', '184,00'],
          ['01/01/2025', 'Mensualité janvier — fonds de travaux', '9,20', '', '193,20'],
          ['05/01/2025', 'Prélèvement SEPA', '', '193,20', '0,00'],
          ['01/02/2025', 'Mensualité février — provisions', '184,00', '', '184,00'],
          ['01/02/2025', 'Mensualité février — fonds de travaux', '9,20', '', '193,20'],
          ['05/02/2025', 'Prélèvement SEPA', '', '193,20', '0,00'],
          ['01/03/2025', 'Mensualité mars — provisions', '184,00', '', '184,00'],
          ['01/03/2025', 'Mensualité mars — fonds de travaux', '9,20', '', '193,20'],
          ['05/03/2025', 'Prélèvement SEPA', '', '193,20', '0,00'],
          ['01/04/2025', 'Mensualité avril — provisions', '184,00', '', '184,00'],
          ['01/04/2025', 'Mensualité avril — fonds de travaux', '9,20', '', '193,20'],
        ),
        p('Solde à reporter : 193,20'),
      ],
      [
        small('Kopro.net — compte du lot 7 — page 2/2'),
        p('Solde reporté : 193,20'),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['05/04/2025', 'Prélèvement SEPA', '', '193,20', '0,00'],
          ['01/05/2025', 'Mensualité mai — provisions', '184,00', '', '184,00'],
          ['01/05/2025', 'Mensualité mai — fonds de travaux', '9,20', '', '193,20'],
          [
            '01/05/2025',
            'Travaux — réfection de la cour (AG du 15/04/2025), appel unique',
            '318,00',
            '',
            '511,20',
          ],
          ['05/05/2025', 'Prélèvement SEPA', '', '193,20', '318,00'],
          ['01/06/2025', 'Mensualité juin — provisions', '184,00', '', '502,00'],
          ['01/06/2025', 'Mensualité juin — fonds de travaux', '9,20', '', '511,20'],
          ['05/06/2025', 'Prélèvement SEPA rejeté (mandat à renouveler)', '', '', '511,20'],
        ),
        p('Total des débits : 1 477,20 — total des crédits : 966,00 — solde dû : 511,20'),
        table(
          ['Ce que vous devez', 'Montant'],
          ['Exercices antérieurs', '0,00 €'],
          ['Provisions de juin 2025', '184,00 €'],
          ['Fonds de travaux de juin 2025', '9,20 €'],
          ['Travaux de la cour', '318,00 €'],
          ['Total', '511,20 €'],
        ),
        small(
          'Le prélèvement des travaux n’est pas automatique : réglez-les par carte depuis votre espace.',
        ),
      ],
    ],
  },
  {
    // online syndic's monthly ledger over two pages, calendar exercise: the balance carried
    // mid-month, the June call and a works call unpaid, explicit zero for closed years
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget', 248400),
      money('works_funds_last_contribution', 1035),
      money('budget', 20700, 2),
      money('unbudget', 27650, 2),
      money('wanted_loads', 0, 2),
    ],
    pages: [
      [
        small(
          'SYNDEO — votre syndic en ligne — 25 rue Servient 69003 Lyon — relevé généré le 11/06/2025',
        ),
        title('Relevé de compte — 12 rue de Paris 93100 Montreuil'),
        p(
          'Mme Awa Diallo — lot 14 — exercice du 01/01/2025 au 31/12/2025 — votre budget 2025 : 2 484,00 €, soit 207,00 € par mois — fonds de travaux : 10,35 € par mois',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde d’ouverture', '', '', '0,00'],
          ['01/01/2025', 'Provisions janvier', '207,00', '', '207,00'],
          ['01/01/2025', 'Fonds de travaux janvier', '10,35', '', '217,35'],
          ['05/01/2025', 'Prélèvement', '', '217,35', '0,00'],
          ['01/02/2025', 'Provisions février', '207,00', '', '207,00'],
          ['01/02/2025', 'Fonds de travaux février', '10,35', '', '217,35'],
          ['05/02/2025', 'Prélèvement', '', '217,35', '0,00'],
          ['01/03/2025', 'Provisions mars', '207,00', '', '207,00'],
          ['01/03/2025', 'Fonds de travaux mars', '10,35', '', '217,35'],
          ['05/03/2025', 'Prélèvement', '', '217,35', '0,00'],
          ['01/04/2025', 'Provisions avril', '207,00', '', '207,00'],
          ['01/04/2025', 'Fonds de travaux avril', '10,35', '', '217,35'],
        ),
        p('À reporter : 217,35'),
      ],
      [
        small('Syndeo — relevé du lot 14 — suite'),
        p('Report : 217,35'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['05/04/2025', 'Prélèvement', '', '217,35', '0,00'],
          ['01/05/2025', 'Provisions mai', '207,00', '', '207,00'],
          ['01/05/2025', 'Fonds de travaux mai', '10,35', '', '217,35'],
          ['01/05/2025', 'Ravalement du pignon (AG du 27/03/2025)', '276,50', '', '493,85'],
          ['05/05/2025', 'Prélèvement', '', '217,35', '276,50'],
          ['01/06/2025', 'Provisions juin', '207,00', '', '483,50'],
          ['01/06/2025', 'Fonds de travaux juin', '10,35', '', '493,85'],
          ['05/06/2025', 'Prélèvement refusé par la banque', '', '', '493,85'],
        ),
        p('Débits : 1 580,60 — crédits : 1 086,75 — solde débiteur : 493,85'),
        table(
          ['Détail du solde', 'Montant'],
          ['Exercices clos', '0,00 €'],
          ['Provisions de juin', '207,00 €'],
          ['Fonds de travaux de juin', '10,35 €'],
          ['Ravalement du pignon', '276,50 €'],
          ['Total', '493,85 €'],
        ),
        small('Merci de régulariser depuis votre espace Syndeo (carte bancaire ou virement).'),
      ],
    ],
  },
  {
    // big group's minutes over two pages, calendar exercise: accounts approved, the current
    // budget readjusted, next year's voted, the fund's contribution raised, works financed
    // by the fund, cash payers and a loan, all in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-22',
    figures: [
      day('document_date', '2025-05-22'),
      day('dt_based', '2025-05-22'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 11800000),
      money('building_budget', 12450000),
      money('works_funds', 5234000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 622500, 2),
      money('loan_amount', 14140000, 2),
    ],
    pages: [
      [
        small(
          'RHÔNE SYNDIC — Groupe Horizon — 48 cours Franklin-Roosevelt 69006 Lyon — 04 78 24 60 15',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU JEUDI 22 MAI 2025'),
        p(
          'Syndicat des copropriétaires de la résidence LE PARC DE LA TÊTE D’OR, 52 boulevard des Belges 69006 Lyon. Assemblée réunie à 18 h 30 dans la salle de la Mairie du 6e arrondissement. Présents, représentés ou votant par correspondance : 44 copropriétaires sur 63, soit 7 412 / 10 000 tantièmes.',
        ),
        heading('Résolution n° 1 — Élection du président de séance'),
        p('M. Gérard Bonnefoy est élu président. Adoptée à l’unanimité.'),
        heading('Résolution n° 3 — Approbation des comptes de l’exercice 2024'),
        p(
          'L’assemblée générale, après avoir pris connaissance des annexes comptables, approuve les comptes de l’exercice ouvert le 1er janvier 2024 et clos le 31 décembre 2024, dont les charges courantes s’élèvent à',
        ),
        p(
          '116 204,37 € pour un budget prévisionnel voté de 118 000,00 €, l’excédent étant réparti entre les copropriétaires. Pour : 7 412 tantièmes. Adoptée.',
        ),
        heading('Résolution n° 5 — Réajustement du budget de l’exercice 2025'),
        p(
          'Le budget de l’exercice du 1er janvier au 31 décembre 2025, voté à 122 000,00 € par l’assemblée du 11 avril 2024, est porté à',
        ),
        p(
          '124 500,00 € pour tenir compte du nouveau contrat de chauffage ; le complément sera appelé avec les provisions des 1er juillet et 1er octobre 2025. Pour : 6 980 ; contre : 432. Adoptée.',
        ),
        heading('Résolution n° 6 — Budget de l’exercice 2026'),
        p(
          'L’assemblée fixe le budget prévisionnel de l’exercice 2026 à 128 000,00 €, appelé par quarts. Pour : 7 412. Adoptée.',
        ),
      ],
      [
        small('Le Parc de la Tête d’Or — PV de l’AG du 22/05/2025 — page 2/2'),
        heading('Résolution n° 7 — Fonds de travaux'),
        p(
          'L’assemblée prend acte que le fonds de travaux s’élevait à 52 340,00 € au 31 décembre 2024. La cotisation de l’exercice 2025, fixée à 6 100,00 € par l’assemblée du 11 avril 2024, est portée à',
        ),
        p(
          '6 225,00 €, soit 5 % du budget réajusté ; celle de l’exercice 2026 est fixée à 6 400,00 €. Pour : 7 124 ; abstention : 288. Adoptée à la majorité de l’article 25.',
        ),
        heading('Résolution n° 8 — Ravalement des façades et plan de financement'),
        p(
          'L’assemblée décide le ravalement des façades sur rue et sur cour pour un montant de 214 000,00 € TTC, honoraires de maîtrise d’œuvre compris. Ces travaux seront financés par un prélèvement de 30 000,00 € sur le fonds de travaux, par les quotes-parts des copropriétaires qui ont choisi de payer comptant, soit',
        ),
        p(
          '42 600,00 €, et pour le solde, soit 141 400,00 €, par un emprunt collectif sur douze ans souscrit au nom du syndicat (article 26-4 de la loi du 10 juillet 1965). Pour : 6 518 ; contre : 894. Adoptée à la majorité de l’article 25.',
        ),
        heading('Résolution n° 9 — Mandat au syndic pour le prêt'),
        p(
          'Le syndic est mandaté pour signer le contrat de prêt et l’acte de cautionnement. Adoptée.',
        ),
        p(
          'L’ordre du jour étant épuisé, la séance est levée à 21 h 05. Le président, le scrutateur et le secrétaire ont signé le présent procès-verbal.',
        ),
      ],
    ],
  },
  {
    // big group's minutes over two pages, calendar exercise: accounts approved, the current
    // budget readjusted, next year's voted, the fund's contribution raised, works financed
    // by the fund, cash payers and a loan, all in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      day('dt_based', '2025-06-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 8600000),
      money('building_budget', 9150000),
      money('works_funds', 3781500, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 457500, 2),
      money('loan_amount', 11460000, 2),
    ],
    pages: [
      [
        small('PHOCÉENNE DE GESTION — syndic — 75 rue Paradis 13006 Marseille — 04 91 37 52 80'),
        title('Procès-verbal de l’assemblée générale du 10 juin 2025'),
        p(
          'Copropriété LES TERRASSES DU PRADO, 210 avenue du Prado 13008 Marseille. Le mardi 10 juin 2025 à 18 heures, les copropriétaires se sont réunis au centre d’animation du Prado. Présents, représentés ou votant par correspondance : 37 sur 52, soit 6 874 / 10 000 tantièmes.',
        ),
        heading('1. Bureau de séance'),
        p(
          'Présidente : Mme Sylvie Martinez ; scrutateur : M. Karim Haddad ; secrétaire : le syndic. Adoptée.',
        ),
        heading('2. Comptes de l’exercice 2024'),
        p(
          'L’assemblée approuve les comptes de l’exercice du 01/01/2024 au 31/12/2024 : les charges de fonctionnement ont atteint',
        ),
        p(
          '87 415,62 € pour un budget voté de 86 000,00 € ; le dépassement est réparti selon les clés du règlement. Pour : 6 512 ; abstention : 362. Adoptée.',
        ),
        heading('4. Budget 2025'),
        p(
          'Le budget de l’exercice en cours (01/01/2025 – 31/12/2025), adopté à 89 000,00 € l’an dernier, est réajusté à',
        ),
        p('91 500,00 €. Pour : 6 874. Adoptée.'),
        heading('5. Budget 2026'),
        p('Le budget prévisionnel 2026 est voté à 94 000,00 €. Pour : 6 874. Adoptée.'),
      ],
      [
        small('Les Terrasses du Prado — AG du 10/06/2025 — 2/2'),
        heading('6. Fonds de travaux'),
        p(
          'Le fonds de travaux s’élevait à 37 815,00 € au 31/12/2024. La cotisation 2025, votée à 4 450,00 € l’an dernier, est portée à',
        ),
        p(
          '4 575,00 € (5 % du budget réajusté) ; la cotisation 2026 est fixée à 4 700,00 €. Pour : 6 620 ; contre : 254. Adoptée (article 25).',
        ),
        heading('7. Réfection de la toiture'),
        p(
          'L’assemblée vote la réfection complète de la toiture pour 168 000,00 € TTC. Financement : 25 000,00 € prélevés sur le fonds de travaux ; 28 400,00 € réglés comptant par les copropriétaires qui l’ont demandé ; le solde,',
        ),
        p(
          '114 600,00 €, par un emprunt collectif sur dix ans. Pour : 5 980 ; contre : 894. Adoptée à la majorité de l’article 25.',
        ),
        heading('8. Questions diverses'),
        p(
          'Rappel du calendrier des appels : 1er janvier, 1er avril, 1er juillet, 1er octobre. Séance levée à 20 h 30.',
        ),
        small('Signatures : la présidente, le scrutateur, le secrétaire — Phocéenne de Gestion.'),
      ],
    ],
  },
  {
    // small cabinet's minutes over two pages, October–September: amounts alone on the line
    // after their resolution's sentence, budgets, the fund, works and a loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-09',
    figures: [
      day('document_date', '2024-12-09'),
      day('dt_based', '2024-12-09'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 5800000),
      money('building_budget', 6050000),
      money('works_funds', 2146000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_contribution', 302500, 2),
      money('loan_amount', 8100000, 2),
    ],
    pages: [
      [
        heading('CABINET DES BORDS DE LOIRE'),
        small('Syndic — 12 rue Denis-Papin 41000 Blois — 02 54 78 31 06'),
        title('Procès-verbal de l’assemblée générale ordinaire'),
        p(
          'Résidence LE CHÂTEAU ROYAL, 4 rue du Puits-Châtel 41000 Blois — assemblée du lundi 9 décembre 2024, 18 heures, salle Gaston-d’Orléans. 29 copropriétaires présents ou représentés sur 40, soit 7 188 / 10 000 tantièmes.',
        ),
        heading('Résolution 2 — Approbation des comptes de l’exercice 2023/2024'),
        p(
          'Les comptes de l’exercice du 1er octobre 2023 au 30 septembre 2024 sont approuvés ; les dépenses courantes se sont élevées à la somme de',
        ),
        p('56 873,44 €,'),
        p('pour un budget prévisionnel voté de'),
        p('58 000,00 €.'),
        p('Pour : 7 188. Adoptée à la majorité de l’article 24.'),
        heading('Résolution 4 — Budget de l’exercice 2024/2025'),
        p(
          'Le budget de l’exercice en cours, du 1er octobre 2024 au 30 septembre 2025, est confirmé à',
        ),
        p('60 500,00 €.'),
        p('Adoptée.'),
        heading('Résolution 5 — Budget de l’exercice 2025/2026'),
        p('L’assemblée vote pour l’exercice du 1er octobre 2025 au 30 septembre 2026 un budget de'),
        p('62 000,00 €.'),
        p('Adoptée.'),
      ],
      [
        small('Le Château Royal — AG du 09/12/2024 — page 2'),
        heading('Résolution 6 — Fonds de travaux'),
        p('L’assemblée constate que le fonds de travaux s’élevait au 30 septembre 2024 à'),
        p('21 460,00 €'),
        p('et fixe la cotisation de l’exercice 2024/2025 à'),
        p('3 025,00 €,'),
        p(
          'soit 5 % du budget, appelée par quarts avec les provisions. Adoptée (article 25) par 7 004 tantièmes.',
        ),
        heading('Résolution 7 — Modernisation de l’ascenseur'),
        p(
          'L’assemblée décide la modernisation de l’ascenseur pour 96 000,00 € TTC, financée par un prélèvement de 15 000,00 € sur le fonds de travaux et, pour le solde, par un emprunt collectif de',
        ),
        p('81 000,00 €'),
        p(
          'sur dix ans, auquel participent tous les lots desservis. Pour : 6 412 ; contre : 776. Adoptée (article 25).',
        ),
        p('La séance est levée à 20 h 10.'),
        small(
          'Le président : M. Philippe Gaudin — la secrétaire : Mme Lucie Renard, Cabinet des Bords de Loire.',
        ),
      ],
    ],
  },
  {
    // small cabinet's minutes over two pages, October–September: amounts alone on the line
    // after their resolution's sentence, budgets, the fund, works and a loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-01-15',
    figures: [
      day('document_date', '2025-01-15'),
      day('dt_based', '2025-01-15'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 7100000),
      money('building_budget', 7420000),
      money('works_funds', 2690500, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_contribution', 371000, 2),
      money('loan_amount', 9120000, 2),
    ],
    pages: [
      [
        heading('BEAUCE IMMOBILIER — SYNDIC'),
        small('5 place des Épars 28000 Chartres — 02 37 21 45 68'),
        title('PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE'),
        p(
          'Copropriété LES VITRAUX, 18 rue Noël-Ballay 28000 Chartres — assemblée du mercredi 15 janvier 2025 à 18 h 30 — 33 copropriétaires présents ou représentés sur 47, soit 7 361 / 10 000 tantièmes.',
        ),
        heading('Résolution 2 — Comptes de l’exercice clos le 30 septembre 2024'),
        p(
          'L’assemblée approuve les comptes de l’exercice 1er octobre 2023 – 30 septembre 2024, dont les charges s’élèvent à',
        ),
        p('72 318,06 €'),
        p('pour un budget voté de'),
        p('71 000,00 €.'),
        p('Pour : 7 010 ; abstention : 351. Adoptée.'),
        heading('Résolution 4 — Budget 2024/2025'),
        p(
          'Le budget de l’exercice en cours (1er octobre 2024 – 30 septembre 2025), voté à 73 000,00 € par l’assemblée du 17 janvier 2024, est réajusté à',
        ),
        p('74 200,00 €.'),
        p('Adoptée.'),
        heading('Résolution 5 — Budget 2025/2026'),
        p('Le budget de l’exercice 2025/2026 est fixé à'),
        p('76 000,00 €.'),
        p('Adoptée.'),
      ],
      [
        small('Les Vitraux — AG du 15/01/2025 — 2/2'),
        heading('Résolution 6 — Fonds de travaux'),
        p('Montant du fonds de travaux au 30 septembre 2024 :'),
        p('26 905,00 €.'),
        p('Cotisation de l’exercice 2024/2025, égale à 5 % du budget réajusté :'),
        p('3 710,00 €.'),
        p('Adoptée (article 25) par 7 361 tantièmes.'),
        heading('Résolution 7 — Remplacement de la chaufferie'),
        p(
          'L’assemblée vote le remplacement de la chaufferie pour 128 000,00 € TTC. Plan de financement : fonds de travaux 20 000,00 € ; règlements comptants des copropriétaires qui l’ont choisi 16 800,00 € ; emprunt collectif sur douze ans pour le solde, soit',
        ),
        p('91 200,00 €.'),
        p('Pour : 6 248 ; contre : 1 113. Adoptée (article 25).'),
        p('Fin de séance à 20 h 45.'),
        small(
          'Signé : le président M. Daniel Lhuillier, le scrutateur, la secrétaire (Beauce Immobilier).',
        ),
      ],
    ],
  },
  {
    // volunteer-run minutes on one dense page, July–June: long resolutions whose amounts wrap
    // onto the next line, accounts, budgets, the fund and a small work
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-11-14',
    figures: [
      day('document_date', '2024-11-14'),
      day('dt_based', '2024-11-14'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 4400000),
      money('building_budget', 4600000),
      money('works_funds', 1487000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_contribution', 230000),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 17 rue Ricard, 79000 Niort — syndic : Cabinet Sèvre Gestion, 3 place du Temple 79000 Niort',
        ),
        title('Procès-verbal de l’assemblée générale du jeudi 14 novembre 2024'),
        p(
          'Réunis à 18 h 30 dans la salle du conseil syndical, 21 copropriétaires sur 28 sont présents ou représentés (8 106 / 10 000 tantièmes). Président de séance : M. Jacques Bonneau ; secrétaire : Mme Agathe Pineau (Cabinet Sèvre Gestion).',
        ),
        heading('Résolution 2 — Comptes de l’exercice 2023/2024'),
        p(
          'Après lecture du rapport du conseil syndical, l’assemblée approuve les comptes de l’exercice ouvert le 1er juillet 2023 et clos le 30 juin 2024, qui font apparaître des charges de fonctionnement de 45 126,83 € pour un budget',
        ),
        p(
          'voté de 44 000,00 € ; le dépassement de 1 126,83 € est réparti entre tous les copropriétaires. Adoptée à l’unanimité.',
        ),
        heading('Résolution 3 — Budget de l’exercice 2024/2025'),
        p(
          'Le budget de l’exercice en cours, du 1er juillet 2024 au 30 juin 2025, voté lors de la précédente assemblée, est maintenu à',
        ),
        p('46 000,00 €. Adoptée à l’unanimité.'),
        heading('Résolution 4 — Budget de l’exercice 2025/2026'),
        p(
          'L’assemblée vote un budget de 48 000,00 € pour l’exercice du 1er juillet 2025 au 30 juin 2026. Adoptée.',
        ),
        heading('Résolution 5 — Fonds de travaux'),
        p(
          'L’assemblée prend acte d’un fonds de travaux de 14 870,00 € au 30 juin 2024 et fixe la cotisation de l’exercice 2024/2025 à',
        ),
        p(
          '2 300,00 €, répartie en charges générales et appelée avec les provisions trimestrielles. Adoptée (article 25).',
        ),
        heading('Résolution 6 — Remplacement du portail'),
        p(
          'L’assemblée vote le remplacement du portail d’accès selon le devis de l’entreprise Métallerie Poitevine pour 18 600,00 € TTC, appelés par moitié les 1er janvier et 1er avril 2025. Adoptée (article 24).',
        ),
        small('Séance levée à 20 h. Procès-verbal signé par le président et la secrétaire.'),
      ],
    ],
  },
  {
    // volunteer-run minutes on one dense page, July–June: long resolutions whose amounts wrap
    // onto the next line, accounts, budgets readjusted, the fund and a small work
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-11-19',
    figures: [
      day('document_date', '2024-11-19'),
      day('dt_based', '2024-11-19'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 3950000),
      money('building_budget', 4180000),
      money('works_funds', 1264500),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_contribution', 209000),
    ],
    pages: [
      [
        small(
          'Copropriété LES REMPARTS DESAIX, 9 rempart Desaix 16000 Angoulême — syndic : Charente Syndic, 14 rue de Périgueux 16000 Angoulême',
        ),
        title('Procès-verbal de l’assemblée générale ordinaire — mardi 19 novembre 2024'),
        p(
          'L’assemblée s’est tenue à 18 heures à l’Espace Franquin. Sont présents ou représentés 18 copropriétaires sur 24, soit 7 640 / 10 000 tantièmes. Présidente : Mme Françoise Texier ; scrutateur : M. Paul Roy ; secrétaire : le syndic.',
        ),
        heading('1. Approbation des comptes'),
        p(
          'Les comptes de l’exercice du 1er juillet 2023 au 30 juin 2024 sont approuvés : les charges s’élèvent à 38 911,26 € pour un budget prévisionnel de',
        ),
        p(
          '39 500,00 €, l’excédent étant restitué aux copropriétaires sur l’appel du 1er janvier 2025. Adoptée.',
        ),
        heading('2. Budget de l’exercice en cours'),
        p(
          'Le budget de l’exercice 1er juillet 2024 – 30 juin 2025, voté à 41 000,00 € l’an dernier, est porté, compte tenu de la hausse de l’assurance, à',
        ),
        p('41 800,00 €. Adoptée.'),
        heading('3. Budget de l’exercice suivant'),
        p(
          'Le budget de l’exercice 1er juillet 2025 – 30 juin 2026 est fixé à 43 000,00 €. Adoptée.',
        ),
        heading('4. Fonds de travaux'),
        p(
          'Le fonds de travaux atteignait 12 645,00 € au 30 juin 2024. La cotisation de l’exercice 2024/2025 est fixée à',
        ),
        p('2 090,00 €, soit 5 % du budget réajusté. Adoptée à la majorité de l’article 25.'),
        heading('5. Interphonie'),
        p(
          'L’assemblée vote le remplacement de l’interphonie par un système vidéo pour 14 300,00 € TTC, appelés le 1er avril 2025. Adoptée.',
        ),
        small(
          'La séance est levée à 19 h 50. Signé : la présidente, le scrutateur, le secrétaire.',
        ),
      ],
    ],
  },
  {
    // scanned: online syndic's minutes over two pages, April–March: the closed year approved,
    // the current budget, next year's, the fund and a loan for the works
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-13',
    scan: scanned(200, 0.8, 10),
    figures: [
      day('document_date', '2025-06-13'),
      day('dt_based', '2025-06-13'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5200000),
      money('building_budget', 5400000),
      money('works_funds', 1932000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 270000, 2),
      money('loan_amount', 10900000, 2),
    ],
    pages: [
      [
        small('PYRÉNÉES SYNDIC EN LIGNE — 11 rue Brauhauban 65000 Tarbes — pv@pyrenees-syndic.fr'),
        title('Procès-verbal de l’assemblée générale du vendredi 13 juin 2025'),
        p(
          'Résidence LE MASSEY, 6 rue Massey 65000 Tarbes — assemblée tenue en salle et en visioconférence — 26 copropriétaires sur 35 présents, représentés ou votant par correspondance (7 705 / 10 000 tantièmes).',
        ),
        heading('Résolution 3 — Comptes de l’exercice 2024/2025'),
        p(
          'L’assemblée approuve les comptes de l’exercice du 1er avril 2024 au 31 mars 2025 : charges de fonctionnement 50 688,15 € pour un budget voté de',
        ),
        p('52 000,00 €. Pour : 7 705. Adoptée.'),
        heading('Résolution 5 — Budget de l’exercice 2025/2026'),
        p(
          'Le budget de l’exercice en cours, du 1er avril 2025 au 31 mars 2026, voté par l’assemblée du 14 juin 2024, est maintenu à',
        ),
        p('54 000,00 €. Pour : 7 705. Adoptée.'),
        heading('Résolution 6 — Budget de l’exercice 2026/2027'),
        p('Budget voté : 55 500,00 €. Pour : 7 480 ; abstention : 225. Adoptée.'),
      ],
      [
        small('Le Massey — PV du 13/06/2025 — page 2/2'),
        heading('Résolution 7 — Fonds de travaux'),
        p(
          'Le fonds de travaux s’élevait à 19 320,00 € au 31 mars 2025. La cotisation de l’exercice 2025/2026 est fixée à 2 700,00 €, soit 5 % du budget. Pour : 7 705. Adoptée (article 25).',
        ),
        heading('Résolution 8 — Ravalement et emprunt collectif'),
        p(
          'L’assemblée décide le ravalement des façades pour 124 000,00 € TTC, financé par un prélèvement de 15 000,00 € sur le fonds de travaux et par un emprunt collectif du solde, soit',
        ),
        p('109 000,00 €, sur quinze ans. Pour : 6 902 ; contre : 803. Adoptée (article 25).'),
        p(
          'Séance levée à 20 h 25. Procès-verbal signé électroniquement par le président et le secrétaire.',
        ),
      ],
    ],
  },
  {
    // scanned: online syndic's minutes over two pages, April–March: the closed year approved,
    // the current budget readjusted, next year's, the fund and a loan for the works
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-03',
    scan: scanned(180, -0.6, 12),
    figures: [
      day('document_date', '2025-06-03'),
      day('dt_based', '2025-06-03'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 6100000),
      money('building_budget', 6420000),
      money('works_funds', 2387000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 321000, 2),
      money('loan_amount', 7600000, 2),
    ],
    pages: [
      [
        small('LANDES SYNDIC — 8 cours de Verdun 40100 Dax — 05 58 74 16 33'),
        title('Procès-verbal de l’assemblée générale du mardi 3 juin 2025'),
        p(
          'Copropriété LES ARÈNES, 21 boulevard des Sports 40100 Dax — 30 copropriétaires sur 41 présents, représentés ou votant par correspondance, soit 7 256 / 10 000 tantièmes.',
        ),
        heading('Résolution 3 — Approbation des comptes 2024/2025'),
        p(
          'Les comptes de l’exercice 1er avril 2024 – 31 mars 2025 sont approuvés : dépenses courantes de 62 104,77 € pour un budget voté de',
        ),
        p('61 000,00 €. Pour : 7 256. Adoptée.'),
        heading('Résolution 5 — Réajustement du budget 2025/2026'),
        p(
          'Le budget de l’exercice en cours (1er avril 2025 – 31 mars 2026), voté à 63 000,00 € le 12 juin 2024, est porté à',
        ),
        p('64 200,00 €. Pour : 6 904 ; contre : 352. Adoptée.'),
        heading('Résolution 6 — Budget 2026/2027'),
        p('L’assemblée vote un budget de 66 000,00 € pour l’exercice 2026/2027. Adoptée.'),
      ],
      [
        small('Les Arènes — AG du 03/06/2025 — 2/2'),
        heading('Résolution 7 — Fonds de travaux'),
        p(
          'Au 31 mars 2025, le fonds de travaux s’élevait à 23 870,00 €. La cotisation de l’exercice 2025/2026 est fixée à 3 210,00 €. Adoptée (article 25).',
        ),
        heading('Résolution 8 — Étanchéité de la toiture-terrasse'),
        p(
          'L’assemblée vote les travaux d’étanchéité de la toiture-terrasse pour 88 000,00 € TTC, financés à hauteur de 12 000,00 € par le fonds de travaux et, pour le solde, par un emprunt collectif de',
        ),
        p('76 000,00 € sur dix ans. Pour : 6 518 ; contre : 738. Adoptée (article 25).'),
        p('Clôture de la séance à 20 h 40.'),
        small('Le président : M. Jean-Marc Darrigade — le secrétaire : Landes Syndic.'),
      ],
    ],
  },
  {
    // volunteer syndic's short minutes on one page, calendar exercise, dated in words:
    // accounts, the budget kept, next year's, the fund and a small work in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-05',
    figures: [
      day('document_date', '2025-04-05'),
      day('dt_based', '2025-04-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1800000),
      money('building_budget', 1850000),
      money('works_funds', 648000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 92500),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 11 rue Mirebeau, 18000 Bourges — syndic bénévole : M. Raymond Pelletier',
        ),
        title('Procès-verbal de l’assemblée générale'),
        p(
          'Le cinq avril deux mille vingt-cinq, à dix heures, les copropriétaires se sont réunis chez Mme Jeanne Aubert (lot 3). Six copropriétaires sur sept étaient présents ou représentés, soit 874 / 1 000 tantièmes. Mme Aubert préside ; M. Pelletier tient le secrétariat.',
        ),
        p(
          'Première résolution. L’assemblée approuve les comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024) : les dépenses se sont élevées à 17 412,58 € pour un budget voté de 18 000,00 € ; l’excédent sera déduit',
        ),
        p('des appels de juillet. Adoptée à l’unanimité.'),
        p(
          'Deuxième résolution. Le budget de l’exercice 2025, voté l’an dernier à 18 500,00 €, est maintenu ; le budget de l’exercice 2026 est fixé à 19 000,00 €. Adoptée à l’unanimité.',
        ),
        p(
          'Troisième résolution. Le fonds de travaux s’élevait à 6 480,00 € au 31 décembre 2024 ; la cotisation pour 2025 est maintenue à 925,00 €, répartie selon les tantièmes généraux. Adoptée à l’unanimité.',
        ),
        p(
          'Quatrième résolution. L’assemblée décide de faire repeindre la cage d’escalier par l’entreprise Lefort pour 7 800,00 € TTC, appelés le 1er juillet 2025. Adoptée par 812 / 1 000 tantièmes.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à onze heures trente.'),
        p('La présidente, Jeanne Aubert — le secrétaire, Raymond Pelletier'),
      ],
    ],
  },
  {
    // volunteer syndic's short minutes on one page, calendar exercise, dated in words:
    // accounts, the budget readjusted, next year's, the fund and a small work in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-17',
    figures: [
      day('document_date', '2025-05-17'),
      day('dt_based', '2025-05-17'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1440000),
      money('building_budget', 1560000),
      money('works_funds', 521200),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 78000),
    ],
    pages: [
      [
        small(
          'Copropriété du 4 rue Nationale, 46000 Cahors — syndic non professionnel : Mme Colette Delmas',
        ),
        title('Compte rendu et procès-verbal de l’assemblée générale annuelle'),
        p(
          'L’an deux mille vingt-cinq, le dix-sept mai, à quatorze heures, les copropriétaires de l’immeuble se sont réunis dans le hall. Présents ou représentés : cinq copropriétaires sur six (910 / 1 000).',
        ),
        p(
          '1. Comptes 2024. Les comptes de l’exercice du 1er janvier au 31 décembre 2024 sont approuvés : 14 866,20 € de dépenses pour un budget voté de 14 400,00 € ; le dépassement sera appelé',
        ),
        p('avec la provision de juillet. Approuvé à l’unanimité.'),
        p(
          '2. Budgets. Le budget de l’exercice 2025, voté à 15 000,00 € l’an dernier, est porté à 15 600,00 € ; celui de 2026 est fixé à 16 000,00 €. Approuvé à l’unanimité.',
        ),
        p(
          '3. Fonds de travaux. Le fonds s’élevait à 5 212,00 € au 31 décembre 2024. La cotisation 2025 est portée à 780,00 €, soit 5 % du budget. Approuvé (article 25).',
        ),
        p(
          '4. Travaux. Réfection de la descente d’eaux pluviales sur cour par l’entreprise Vayssières : 6 240,00 € TTC, appelés le 1er octobre 2025. Approuvé à l’unanimité.',
        ),
        p('Fin de la réunion à quinze heures quinze.'),
        p('La présidente de séance, Mme Marie-Claude Lacoste — la secrétaire, Mme Colette Delmas'),
      ],
    ],
  },
];
