import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A twentieth batch (issue 39, eleventh round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme:
 * the papers a syndic and a seller exchange in the last weeks before a sale, for lots in
 * buildings whose exercise does not follow the calendar year (October–September, April–March,
 * July–June, and a few calendar ones), from big national groups, regional cabinets, small
 * offices, online syndics and volunteer syndics (every name, address and person invented).
 * The syndic's answers: questionnaires in « Q. / R. » paragraphs giving each exercise's
 * provisions and real charges with a slash, regional cabinets' tables printed across the page
 * with one pair of columns per exercise, small offices' letters in prose with two sentences per
 * exercise, volunteers' answers with « néant » and explicit zeros, online pré-états datés as
 * « champ : valeur » cards with ISO dates, scanned pre-printed états datés partly filled in,
 * big groups' états datés over three pages with their table carried over, notaries' forms with
 * the syndic's answer in a column. Owners' ledgers covering the end of the closed exercise and
 * the start of the current one: the « report à nouveau », the closed exercise's regularisation
 * and a recap per exercise; balances followed by « D » / « C », trailing minus signs, « EUR »
 * with dots between thousands, two lots in one ledger. Annexes: the seller's two lots side by
 * side under each exercise, merged cells printing the real expense and its gap in one cell
 * (« 2 144,10 +37,20 »), works outside the budget (art. 14-2) per operation with the lot's
 * share, tables carried over pages. Calls: works only, per-lot instalments at several dates;
 * quarterly calls of October, April and July exercises. Décomptes of a closed exercise with
 * « Quote-part du lot 25 : 505,60 € » lines where a lot's number comes before the amount.
 * Dates as « 12/06/2025 », « 12.06.2025 », « 12 juin 2025 », « 12/06/25 » and ISO. Five pairs
 * are scans (PNG works calls and décomptes; two-page PDF états datés, ledgers and annexes).
 *
 * The figures follow the conventions of the earlier listings batches: "n" is the last
 * exercise closed on 2025-06-30 (2024 for a calendar exercise, 2023/2024 from October or from
 * July, 2024/2025 from April) and n-1 the one before it (budget_n1 its real charges); a call's
 * exercise is the one it calls; an annexe's or a décompte's fiscal year is the closed exercise
 * it accounts for, its building_budget the current exercise's voted budget and
 * building_budget_n the closed one's; a call's or a ledger's fund instalment is
 * works_funds_last_contribution; a collective loan's figures are loan_amount (the building's
 * capital), loan_share, loan_instalment and loan_remaining (the lot's) and dt_loan_next; in a
 * syndic's answers budget, unbudget and wanted_loads are the sums due now (the current budget's
 * provisions, works calls, closed exercises), ongoing_budget the provisions not yet due,
 * unbudget_not_due the works voted not yet called, reserved_advances the advances held,
 * works_funds_lot the lot's part of the fund, dt_based the meeting that approved the closed
 * accounts, transfer_fees the état daté's fee; recovery costs are other_due, a balance in the
 * owner's favour credit_balance; works called outside the budget for the closed exercise are
 * expected_hors_budget_n and their real cost hors_budget_n (the lot's). A works-only call
 * declares its operation's instalments only through the fields above (the fund, the works
 * still to be called). When a seller owns several lots a figure is declared where the document
 * prints their sum. A budget of an exercise later than the current one is printed but has no
 * field; a figure printed as an explicit zero is declared as 0. The amounts are consistent as a
 * syndic's are: totals are the sums of their lines, a lot's share the building's amount × its
 * tantièmes ÷ the base rounded to the cent, a quarter the year's share ÷ 4, a ledger's balance
 * its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const twentiethListings: DocumentSpec[] = [
  {
    // a big group's « questionnaire syndic » in Q. / R. paragraphs over two pages,
    // October–September: each exercise's provisions and real charges on one line with a slash,
    // works voted to be called after the sale, nothing due
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('building_budget', 9600000),
      money('expected_budget', 299520),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 25000),
      money('ongoing_budget', 74880),
      money('unbudget_not_due', 374400),
      money('building_budget_n', 9200000, 2),
      money('expected_budget_n', 287040, 2),
      money('budget_n', 291466, 2),
      money('budget_n1', 280137, 2),
      day('dt_based', '2025-02-13', 2),
      money('works_funds', 3840000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 119808, 2),
      money('works_funds_contribution', 480000, 2),
      money('works_funds_last_contribution', 3744, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 1248630, 2),
      money('unpaid_providers', 890215, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'GROUPE AVELIA IMMOBILIER — pôle cessions — 40 cours Lafayette 69003 Lyon — cessions.lyon@avelia-immo.fr — dossier CES-25-06-1187',
        ),
        title('QUESTIONNAIRE SYNDIC — VENTE D’UN LOT'),
        p(
          'Copropriété LE CLOS DES CANUTS, 18 rue d’Ivry 69004 Lyon — lot 23 (appartement T3, 312 / 10 000) — vendeur : M. Frédéric Vallon — notaire : Maître Laure Dumontet, Villeurbanne — réponse du 11/06/2025',
        ),
        heading('A. Compte du vendeur'),
        p(
          'Q. Quel est l’exercice comptable en cours et son budget ?\nR. Du 01/10/2024 au 30/09/2025. Budget voté : 96 000,00 € (AG du 07/02/2024).',
        ),
        p(
          'Q. Quelle est la quote-part annuelle du lot dans ce budget ?\nR. 2 995,20 €, appelés par quarts de 748,80 € les 1er octobre, janvier, avril et juillet.',
        ),
        p(
          'Q. Le vendeur est-il à jour des provisions exigibles ?\nR. Oui. Provisions exigibles non réglées : 0,00 €.',
        ),
        p('Q. Reste-t-il des appels de travaux exigibles impayés ?\nR. Non, 0,00 €.'),
        p(
          'Q. Reste-t-il des charges dues sur les exercices clos ?\nR. Non, la régularisation 2023/2024 a été réglée le 03/03/2025 : solde 0,00 €.',
        ),
        p(
          'Q. Le vendeur a-t-il versé des avances ?\nR. Avance de trésorerie permanente : 250,00 €, remboursable au vendeur par le syndicat.',
        ),
        p(
          'Q. Quelles sommes seront appelées après la vente ?\nR. Provisions du 4e trimestre 2024/2025, appel du 01/07/2025 : 748,80 €. Ravalement des façades voté par l’AG du 13/02/2025 (120 000,00 € TTC) : part du lot 3 744,00 €, appelée par moitiés les 01/10/2025 et 01/01/2026.',
        ),
        small(
          'Suite des réponses en page 2 — Groupe Avelia Immobilier, SAS au capital de 2 000 000 €.',
        ),
      ],
      [
        small('Le Clos des Canuts — lot 23 — questionnaire syndic du 11/06/2025 — page 2/2'),
        heading('B. Charges des deux derniers exercices clos'),
        p(
          'Q. Provisions appelées / charges réelles du lot sur les deux derniers exercices ?\nR. Exercice 2023/2024 (budget voté 92 000,00 €) : 2 870,40 / 2 914,66 €.\n     Exercice 2022/2023 : 2 745,60 / 2 801,37 €.',
        ),
        p(
          'Q. Date d’approbation des derniers comptes ?\nR. Comptes 2023/2024 approuvés par l’assemblée générale du 13/02/2025.',
        ),
        heading('C. Fonds de travaux'),
        p(
          'Q. Montant du fonds de travaux et part du lot ?\nR. 38 400,00 € au 30/09/2024, dont 1 198,08 € attachés au lot 23 (non remboursables au vendeur).',
        ),
        p(
          'Q. Cotisation annuelle et dernier appel ?\nR. Cotisation 2024/2025 : 4 800,00 €. Dernière cotisation appelée au lot le 01/04/2025 : 37,44 €.',
        ),
        heading('D. Situation du syndicat'),
        p(
          'Q. Impayés de charges et dettes fournisseurs ?\nR. Au 30/09/2024 : copropriétaires débiteurs 12 486,30 € ; fournisseurs 8 902,15 €.',
        ),
        p('Q. Emprunt collectif ? Procédures ?\nR. Aucun emprunt. Aucune procédure en cours.'),
        p('Q. Prochaine assemblée générale ?\nR. Prévue en février 2026.'),
        p('Honoraires de l’état daté à la charge du vendeur : 380,00 € TTC.'),
        right('Pour le syndic, Mme Nadia Brunet, gestionnaire cessions'),
      ],
    ],
  },
  {
    // a big group's « questionnaire syndic » in Q. / R. paragraphs over two pages,
    // October–September: provisions and real charges with a slash, a quarter, a works call and
    // last year's regularisation unpaid, nothing voted to come
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      money('building_budget', 7400000),
      money('expected_budget', 338180),
      money('budget', 84545),
      money('unbudget', 109680),
      money('wanted_loads', 6222),
      money('reserved_advances', 38000),
      money('ongoing_budget', 84545),
      money('unbudget_not_due', 0),
      money('building_budget_n', 7100000, 2),
      money('expected_budget_n', 324470, 2),
      money('budget_n', 330692, 2),
      money('budget_n1', 318755, 2),
      day('dt_based', '2025-01-28', 2),
      money('works_funds', 2680000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 122476, 2),
      money('works_funds_contribution', 360000, 2),
      money('works_funds_last_contribution', 4113, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 974418, 2),
      money('unpaid_providers', 612050, 2),
      money('transfer_fees', 42000, 2),
    ],
    pages: [
      [
        small(
          'NORDIS COPROPRIÉTÉS — agence Lille Vauban — 9 rue Solférino 59000 Lille — 03 20 54 17 80 — réf. mutation NL-2025-0412',
        ),
        title('Questionnaire syndic'),
        small('Réponses aux questions de l’office notarial Deleplanque, reçues le 02/06/2025'),
        p(
          'Immeuble : RÉSIDENCE DU CHAMP-DE-MARS, 27 boulevard Vauban 59000 Lille. Lot vendu : 57 (appartement T4 et cave, 457 / 10 000). Vendeurs : M. et Mme Thierry Lemaire. Lille, le 19 juin 2025.',
        ),
        p(
          'Q. Exercice en cours ?\nR. 1er octobre 2024 – 30 septembre 2025 ; budget de 74 000,00 € voté le 26/01/2024 ; part du lot : 3 381,80 € (845,45 € par trimestre).',
        ),
        p(
          'Q. Sommes exigibles non réglées par le vendeur ?\nR. Provisions du 3e trimestre (appel du 01/04/2025) : 845,45 €.\n     Ascenseur, appel 2/2 du 01/04/2025 : 1 096,80 €.\n     Régularisation de l’exercice 2023/2024, appelée le 10/02/2025 : 62,22 €.\n     Total dû : 2 004,47 €.',
        ),
        p('Q. Avances détenues ?\nR. Avance de trésorerie : 380,00 €.'),
        p(
          'Q. Sommes à appeler après la mutation ?\nR. Provisions du 4e trimestre (appel du 01/07/2025) : 845,45 €. Travaux votés non encore appelés : 0,00 €.',
        ),
      ],
      [
        small('NORDIS — lot 57 — Résidence du Champ-de-Mars — 2/2'),
        p(
          'Q. Provisions / charges réelles des deux derniers exercices ?\nR. 2023/2024 : 3 244,70 / 3 306,92 € (budget voté 71 000,00 €).\n     2022/2023 : 3 153,30 / 3 187,55 €.\n     Comptes 2023/2024 approuvés le 28/01/2025.',
        ),
        p(
          'Q. Fonds de travaux ?\nR. Solde au 30/09/2024 : 26 800,00 € ; part du lot 57 : 1 224,76 €. Cotisation 2024/2025 : 3 600,00 € ; dernier appel au lot (01/04/2025) : 41,13 €.',
        ),
        p(
          'Q. Situation financière du syndicat ?\nR. Au 30/09/2024, impayés des copropriétaires : 9 744,18 € ; dettes fournisseurs : 6 120,50 €.',
        ),
        p(
          'Q. Travaux votés ?\nR. Modernisation de l’ascenseur (AG du 14/03/2024, 48 000,00 €) : part du lot 2 193,60 €, appelée en deux fois (01/01/2025 réglé, 01/04/2025 impayé).',
        ),
        p('Q. Prochaine assemblée ?\nR. Janvier 2026, date à fixer par le conseil syndical.'),
        p('Frais d’établissement de l’état daté : 420,00 € TTC, à la charge du vendeur.'),
        right('Le gestionnaire, Jérôme Vandamme'),
      ],
    ],
  },
  {
    // a regional cabinet's answers printed across the page, April–March: one table with a pair
    // of columns (provisions, real charges) per exercise and one row per key, then the answers
    // in a « Question | Réponse | Montant » table; the closed exercise's regularisation unpaid
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-17',
    landscape: true,
    figures: [
      day('document_date', '2025-06-17'),
      money('building_budget_n', 7900000),
      money('expected_budget_n', 244150),
      money('budget_n', 245398),
      money('budget_n1', 236724),
      day('dt_based', '2025-06-05'),
      money('building_budget', 8200000),
      money('expected_budget', 253600),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 1248, 2),
      money('reserved_advances', 20000, 2),
      money('ongoing_budget', 190200, 2),
      money('unbudget_not_due', 96480, 2),
      money('works_funds', 3160000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 84688, 2),
      money('works_funds_contribution', 410000, 2),
      money('works_funds_last_contribution', 2747, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 821466, 2),
      money('unpaid_providers', 530792, 2),
      money('transfer_fees', 36000, 2),
    ],
    pages: [
      [
        small(
          'CABINET MARCEAU-DELORME — syndic de copropriété — 14 rue Nationale 37000 Tours — 02 47 64 30 18 — Tours, le 17/06/2025',
        ),
        title('RÉPONSE AU QUESTIONNAIRE DU NOTAIRE — LOT 14'),
        p(
          'Copropriété LES TERRASSES DU CHER, 6 quai Paul-Bert 37100 Tours — vendeuse : Mme Sylvie Aubrun — lot 14 : appartement, 268 / 10 000 (charges générales), 55 / 1 000 (ascenseur) — exercices du 1er avril au 31 mars.',
        ),
        heading('1. Charges du lot sur les deux derniers exercices clos'),
        listing(
          [
            'Clé',
            'Tantièmes',
            '2023/2024\nprovisions',
            '2023/2024\ncharges réelles',
            '2024/2025\nprovisions',
            '2024/2025\ncharges réelles',
          ],
          ['Charges générales', '268 / 10 000', '1 742,00', '1 768,53', '1 809,00', '1 846,85'],
          ['Ascenseur', '55 / 1 000', '620,40', '598,71', '632,50', '607,13'],
          ['Total lot 14', '', '2 362,40', '2 367,24', '2 441,50', '2 453,98'],
          ['Budget voté de l’immeuble', '', '76 280,00', '', '79 000,00', ''],
        ),
        small(
          'Comptes de l’exercice 2024/2025 (01/04/2024 – 31/03/2025) approuvés par l’assemblée générale du 05/06/2025 ; écart de 12,48 € à la charge du lot, appelé le 10/06/2025.',
        ),
        heading('2. Exercice en cours (01/04/2025 – 31/03/2026)'),
        listing(
          ['Clé', 'Budget voté', 'Tantièmes', 'Part annuelle', 'Trimestre'],
          ['Charges générales', '70 000,00', '268 / 10 000', '1 876,00', '469,00'],
          ['Ascenseur', '12 000,00', '55 / 1 000', '660,00', '165,00'],
          ['Total', '82 000,00', '', '2 536,00', '634,00'],
        ),
      ],
      [
        small('Les Terrasses du Cher — lot 14 — réponse du 17/06/2025 — page 2/2'),
        listing(
          ['Question', 'Réponse', 'Montant'],
          ['Provisions exigibles impayées', 'appel du 01/04/2025 réglé', '0,00'],
          ['Appels de travaux exigibles impayés', 'néant', '0,00'],
          ['Sommes dues sur exercices clos', 'régularisation 2024/2025 du 10/06/2025', '12,48'],
          ['Avance de trésorerie du vendeur', 'à lui restituer', '200,00'],
          [
            'Provisions à venir de l’exercice',
            'appels des 01/07/2025, 01/10/2025 et 01/01/2026',
            '1 902,00',
          ],
          [
            'Travaux votés non appelés',
            'réfection de la toiture (AG du 05/06/2025, 36 000,00 €), appel le 01/10/2025',
            '964,80',
          ],
          ['Fonds de travaux au 31/03/2025', 'solde du syndicat', '31 600,00'],
          ['Part du lot dans le fonds', '268 / 10 000', '846,88'],
          ['Cotisation au fonds 2025/2026', 'votée le 05/06/2024', '4 100,00'],
          ['Dernière cotisation appelée au lot', 'le 01/04/2025', '27,47'],
          ['Impayés du syndicat au 31/03/2025', 'copropriétaires débiteurs', '8 214,66'],
          ['Dettes fournisseurs au 31/03/2025', '', '5 307,92'],
          ['Emprunt collectif', 'néant', ''],
          ['Honoraires état daté', 'TTC, dus par le vendeur', '360,00'],
        ),
        p('Prochaine assemblée générale : juin 2026. Le syndic, Cabinet Marceau-Delorme.'),
      ],
    ],
  },
  {
    // a regional cabinet's answers printed across the page, April–March, two lots: one table
    // with a pair of columns per exercise and one row per lot, the answers in a table with a
    // quarter and the regularisation unpaid
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-24',
    landscape: true,
    figures: [
      day('document_date', '2025-06-24'),
      money('building_budget_n', 5830000),
      money('expected_budget_n', 244360),
      money('budget_n', 248814),
      money('budget_n1', 241678),
      day('dt_based', '2025-05-22'),
      money('building_budget', 6040000),
      money('expected_budget', 253180),
      money('budget', 63295, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 4454, 2),
      money('reserved_advances', 45000, 2),
      money('ongoing_budget', 189885, 2),
      money('unbudget_not_due', 0, 2),
      money('works_funds', 2245000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 93168, 2),
      money('works_funds_contribution', 280000, 2),
      money('works_funds_last_contribution', 2905, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 603341, 2),
      money('unpaid_providers', 441827, 2),
      money('transfer_fees', 39600, 2),
    ],
    pages: [
      [
        heading('ATLANTIQUE GESTION IMMOBILIÈRE'),
        small(
          'Syndic — 22 quai Duperré 17000 La Rochelle — 05 46 41 77 09 — La Rochelle, le 24.06.2025',
        ),
        title('Renseignements pour la vente des lots 9 et 31'),
        p(
          'Résidence LE BASTION, 3 rue Saint-Nicolas 17000 La Rochelle. Vendeur : M. Yannick Guérineau. Lot 9 : appartement (415 / 10 000 des charges générales) ; lot 31 : parking (52 / 1 000 des charges de parkings). Exercice du 1er avril au 31 mars.',
        ),
        listing(
          [
            'Lot',
            'Clé',
            'Exercice 2023/2024\nappelé',
            'Exercice 2023/2024\nréel',
            'Exercice 2024/2025\nappelé',
            'Exercice 2024/2025\nréel',
            'Exercice 2025/2026\nbudget',
          ],
          ['9', 'Charges générales', '2 241,00', '2 298,72', '2 324,00', '2 374,39', '2 407,00'],
          ['31', 'Parkings', '114,40', '118,06', '119,60', '113,75', '124,80'],
          ['', 'Total des deux lots', '2 355,40', '2 416,78', '2 443,60', '2 488,14', '2 531,80'],
          ['', 'Budget de l’immeuble', '56 200,00', '', '58 300,00', '', '60 400,00'],
        ),
        small(
          'Appelé = provisions appelées ; réel = quote-part des charges constatées. Comptes 2024/2025 approuvés par l’assemblée du 22/05/2025. Provisions 2025/2026 appelées par trimestre : 632,95 €.',
        ),
      ],
      [
        small('Le Bastion — lots 9 et 31 — 2/2'),
        table(
          ['Rubrique', 'Réponse'],
          ['Provisions exigibles non payées', '632,95 € (appel du 01/04/2025)'],
          ['Travaux exigibles non payés', '0,00 €'],
          [
            'Dettes sur exercices antérieurs',
            '44,54 € (régularisation 2024/2025 appelée le 02/06/2025)',
          ],
          ['Avances versées par le vendeur', '450,00 €'],
          ['Provisions non encore exigibles', '1 898,85 € (trois trimestres restant à appeler)'],
          ['Travaux votés restant à appeler', 'néant — 0,00 €'],
          ['Fonds de travaux au 31/03/2025', '22 450,00 €, dont lot 9 : 931,68 €'],
          ['Cotisation annuelle 2025/2026', '2 800,00 € ; appel du 01/04/2025 au lot : 29,05 €'],
          ['Charges impayées de la copropriété (31/03/2025)', '6 033,41 €'],
          ['Dettes fournisseurs (31/03/2025)', '4 418,27 €'],
          ['Procédures', 'aucune'],
          ['Coût de l’état daté', '396,00 € TTC'],
        ),
        p('Prochaine assemblée générale : mai 2026. Pour le syndic, Mme Carole Bouyer.'),
      ],
    ],
  },
  {
    // a small office's answer in prose, July–June: a letter giving each exercise in two
    // sentences (provisions called, then real charges), the fund and works voted in the same
    // flow of text, nothing due, no table
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget', 3400000),
      money('expected_budget', 253300),
      money('expected_budget_n', 242125),
      money('budget_n', 247228),
      money('building_budget_n', 3250000),
      money('budget_n1', 235164),
      day('dt_based', '2024-12-05'),
      money('budget', 0),
      money('wanted_loads', 0),
      money('unbudget', 0),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 104300),
      money('reserved_advances', 50000),
      money('works_funds', 1430000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 106535),
      money('works_funds_contribution', 160000),
      money('works_funds_last_contribution', 2980),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 291840),
      money('unpaid_providers', 340217),
      money('transfer_fees', 30000),
    ],
    pages: [
      [
        heading('CABINET OLLIVIER'),
        small('Gestion de copropriétés — 5 rue Royale 74000 Annecy — 04 50 45 12 66'),
        right('Office notarial Bouvier & Chappaz\n2 avenue de Chevêne\n74000 Annecy'),
        p('Annecy, le 16 juin 2025'),
        p(
          'Objet : copropriété Le Pâquier, 11 avenue d’Albigny — vente du lot 6 par Mme Hélène Favre',
        ),
        p(
          'Maître,\nEn réponse à votre questionnaire du 4 juin, voici les renseignements demandés pour le lot 6 (appartement, 745 / 10 000). L’exercice de la copropriété court du 1er juillet au 30 juin. L’exercice en cours, 2024/2025, repose sur un budget de 34 000,00 €, dont la part du lot est de 2 533,00 €, appelée par trimestres de 633,25 € ; le dernier appel a été émis le 1er avril 2025, si bien qu’aucune provision de cet exercice ne reste à appeler (0,00 €).',
        ),
        p(
          'Pour l’exercice 2023/2024, dont le budget voté était de 32 500,00 €, les provisions appelées au lot se sont élevées à 2 421,25 €. Les charges réelles du lot ont atteint 2 472,28 €, selon les comptes approuvés par l’assemblée générale du 5 décembre 2024.',
        ),
        p(
          'Pour l’exercice 2022/2023, les provisions appelées au lot se sont élevées à 2 309,50 €. Les charges réelles du lot ont été de 2 351,64 €.',
        ),
        p(
          'Mme Favre est à jour : provisions exigibles impayées 0,00 €, appels de travaux impayés 0,00 €, arriérés des exercices antérieurs 0,00 €. Elle a versé une avance de trésorerie de 500,00 €, qui lui sera remboursée.',
        ),
        p(
          'L’assemblée générale du 12 juin 2025 a voté le remplacement des portes de garage pour 14 000,00 € ; la part du lot, 1 043,00 €, sera appelée le 1er septembre 2025. La même assemblée a voté le budget 2025/2026, de 35 600,00 €.',
        ),
        p(
          'Le fonds de travaux s’élevait à 14 300,00 € au 30 juin 2024, dont 1 065,35 € attachés au lot. La cotisation de l’exercice est de 1 600,00 € ; la dernière, appelée au lot le 1er avril 2025, était de 29,80 €. Au 30 juin 2024, les copropriétaires débiteurs devaient 2 918,40 € et les fournisseurs attendaient 3 402,17 €. Il n’existe ni emprunt collectif ni procédure.',
        ),
        p(
          'Nos honoraires d’état daté s’élèvent à 300,00 € TTC. Je vous prie d’agréer, Maître, mes salutations distinguées.\nPascale Ollivier',
        ),
      ],
    ],
  },
  {
    // a small office's answer in prose, July–June: two sentences per exercise, a quarter, the
    // closed exercise's regularisation and a works call unpaid, the fund in the last paragraph
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      money('building_budget', 4100000),
      money('expected_budget', 220580),
      money('expected_budget_n', 212510),
      money('budget_n', 215826),
      money('building_budget_n', 3950000),
      money('budget_n1', 207193),
      day('dt_based', '2024-11-21'),
      money('budget', 55145),
      money('wanted_loads', 3316),
      money('unbudget', 48420),
      money('unbudget_not_due', 0),
      money('reserved_advances', 0),
      money('works_funds', 1725000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 92805),
      money('works_funds_contribution', 200000),
      money('works_funds_last_contribution', 2690),
      money('unpaid', 512288),
      money('unpaid_providers', 276430),
      money('transfer_fees', 33000),
    ],
    pages: [
      [
        heading('SAUVAGE & FILS — SYNDIC'),
        small('8 place des Lices 56000 Vannes — 02 97 47 20 35 — sauvage.syndic@wanadoo.fr'),
        p('Vannes, le 09/06/2025'),
        p('À l’attention de Maître Gwenaëlle Le Bihan, notaire à Auray'),
        p('Réf. : Résidence Les Remparts, 4 rue Thiers 56000 Vannes — vente Guillou, lot 11'),
        p(
          'Maître,\nLe lot 11 de M. Loïc Guillou représente 538 / 10 000 des charges. L’exercice de la résidence va du 1er juillet au 30 juin ; le budget de l’exercice 2024/2025 est de 41 000,00 €, soit 2 205,80 € pour le lot, appelés par quarts de 551,45 €.',
        ),
        p(
          'Sur l’exercice 2023/2024 (budget 39 500,00 €), nous avons appelé au lot 2 125,10 € de provisions. Sa quote-part des charges réelles, arrêtée par l’assemblée du 21/11/2024, est de 2 158,26 €.',
        ),
        p(
          'Sur l’exercice 2022/2023, nous avions appelé 2 044,40 €. Les charges réelles du lot avaient été de 2 071,93 €.',
        ),
        p(
          'Restent dus par M. Guillou : le quatrième trimestre 2024/2025, appelé le 01/04/2025, soit 551,45 € ; la régularisation 2023/2024, 33,16 € ; l’appel du 01/03/2025 pour la mise en conformité électrique, 484,20 €. Total : 1 068,81 €. Aucune avance n’a été versée (0,00 €). Aucun autre travail n’est voté : 0,00 € restant à appeler.',
        ),
        p(
          'Le fonds de travaux était de 17 250,00 € au 30/06/2024 ; la part du lot 11 s’élève à 928,05 €. La cotisation 2024/2025, de 2 000,00 €, est appelée au lot par quarts de 26,90 €. Au 30/06/2024 : impayés des copropriétaires 5 122,88 €, dettes fournisseurs 2 764,30 €. La prochaine assemblée se tiendra en novembre 2025.',
        ),
        p(
          'Frais d’état daté : 330,00 € TTC.\nVeuillez agréer, Maître, nos sentiments dévoués.\nA. Sauvage',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's answers to the notary's list, calendar exercise: numbered answers
    // with « néant » and explicit zeros, the last two exercises in two short sentences each,
    // the closed exercise's surplus already credited
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-27',
    figures: [
      day('document_date', '2025-05-27'),
      money('building_budget', 1400000),
      money('expected_budget', 231000),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('ongoing_budget', 115500),
      money('unbudget_not_due', 0),
      money('building_budget_n', 1350000),
      money('expected_budget_n', 222750),
      money('budget_n', 218005),
      money('budget_n1', 214682),
      day('dt_based', '2025-03-29'),
      money('works_funds', 486000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 80190),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 3300),
      money('unpaid', 0),
      money('unpaid_providers', 61240),
      money('transfer_fees', 0),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 12 rue des Tanneurs, 68000 Colmar — syndic bénévole : M. Bernard Meyer, 12 rue des Tanneurs — 06 81 44 27 19',
        ),
        p('Colmar, le 27/05/2025'),
        title('Réponses au questionnaire de Maître Schaeffer'),
        p('Vente du lot 3 (appartement du 2e étage, 1 650 / 10 000) par Mme Odile Kuntz.'),
        p(
          '1. Exercice : année civile. Budget 2025 voté le 29/03/2025 : 14 000,00 €. Part du lot : 2 310,00 €, soit 577,50 € par trimestre.',
        ),
        p('2. Provisions exigibles impayées : néant (0,00 €).'),
        p('3. Appels de travaux impayés : néant (0,00 €).'),
        p('4. Arriérés des années précédentes : néant (0,00 €).'),
        p('5. Avances : néant.'),
        p('6. Provisions restant à appeler en 2025 : 3e et 4e trimestres, 1 155,00 €.'),
        p('7. Travaux votés non encore appelés : néant (0,00 €).'),
        p(
          '8. Année 2024 (budget 13 500,00 €) : provisions appelées 2 227,50 €. Charges réelles du lot 2 180,05 €, comptes approuvés le 29/03/2025 ; l’excédent de 47,45 € a été déduit de l’appel d’avril.',
        ),
        p('9. Année 2023 : provisions appelées 2 145,00 €. Charges réelles du lot 2 146,82 €.'),
        p(
          '10. Fonds de travaux au 31/12/2024 : 4 860,00 €, dont 801,90 € pour le lot 3. Cotisation 2025 : 800,00 € ; dernier appel au lot (01/04/2025) : 33,00 €.',
        ),
        p(
          '11. Impayés de la copropriété au 31/12/2024 : 0,00 €. Factures fournisseurs non réglées : 612,40 € (entretien des communs de décembre).',
        ),
        p('12. Emprunt, procédure : néant. Prochaine assemblée : mars 2026.'),
        p('13. Frais d’état daté : 0,00 € (syndic bénévole, aucun honoraire).'),
        right('B. Meyer'),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail, calendar exercise, two lots, amounts as « 1234.56 € »:
    // answers one per line, the last two exercises in two sentences each, the regularisation
    // and half of a works call unpaid, the other half to come
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      money('building_budget', 1150000),
      money('expected_budget', 266800),
      money('budget', 0),
      money('unbudget', 69600),
      money('wanted_loads', 11280),
      money('ongoing_budget', 133400),
      money('unbudget_not_due', 69600),
      money('reserved_advances', 30000),
      money('building_budget_n', 1100000),
      money('expected_budget_n', 255200),
      money('budget_n', 266480),
      money('budget_n1', 251136),
      day('dt_based', '2025-03-15'),
      money('works_funds', 395000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 91640),
      money('works_funds_contribution', 60000),
      money('works_funds_last_contribution', 3480),
      money('unpaid', 24560),
      money('unpaid_providers', 0),
    ],
    pages: [
      [
        small('De : Annick Rouillon <syndic.villatilleuls@gmail.com>'),
        small('À : etude.morand@notaires.fr — Date : 03/06/2025 18:42'),
        small('Objet : Villa Les Tilleuls — vente Mercier — réponses questionnaire'),
        p(
          'Bonjour Maître,\nJe suis syndic bénévole de la Villa Les Tilleuls (8 boulevard de la Côte-de-Beauté, 17200 Royan). Voici mes réponses pour les lots 2 (appartement, 2140/10000) et 7 (garage, 180/10000) de M. Jean-Pierre Mercier.',
        ),
        p('- Exercice : du 1er janvier au 31 décembre.'),
        p(
          '- Budget 2025 : 11500.00 €, voté le 15/03/2025. Part des deux lots : 2668.00 € (lot 2 : 2461.00 € ; lot 7 : 207.00 €), soit 667.00 € par trimestre.',
        ),
        p('- Trimestres exigibles impayés : 0.00 €.'),
        p('- Régularisation 2024 impayée : 112.80 €.'),
        p(
          '- Cage d’escalier (votée le 15/03/2025, 6000.00 €) : appel du 01/05/2025 impayé, 696.00 € ; second appel le 01/09/2025, 696.00 €.',
        ),
        p('- Provisions restant à appeler en 2025 : 1334.00 €.'),
        p('- Avance de trésorerie versée : 300.00 €.'),
        p(
          '- 2024 : le budget était de 11000.00 €. Provisions appelées aux deux lots : 2552.00 €. Charges réelles : 2664.80 € (lot 2 : 2458.05 € ; lot 7 : 206.75 €), comptes approuvés le 15/03/2025.',
        ),
        p('- 2023 : provisions appelées 2459.20 €. Charges réelles 2511.36 €.'),
        p(
          '- Fonds de travaux au 31/12/2024 : 3950.00 €, part des lots 916.40 €. Cotisation 2025 : 600.00 € ; appelé aux lots le 01/04/2025 : 34.80 €.',
        ),
        p('- Impayés de la copropriété au 31/12/2024 : 245.60 €. Dettes fournisseurs : 0.00 €.'),
        p(
          '- Pas d’emprunt, pas de procédure, prochaine AG en mars 2026. Je ne facture pas l’état daté.',
        ),
        p('Bien cordialement,\nAnnick Rouillon'),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » over two pages, October–September, ISO dates:
    // « champ : valeur » cards, one per line, the last two closed exercises in a small table,
    // nothing due, no works voted
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('building_budget', 14800000),
      money('expected_budget', 279720),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 18000),
      money('ongoing_budget', 69930),
      money('unbudget_not_due', 0),
      money('building_budget_n', 14200000, 2),
      money('expected_budget_n', 268380, 2),
      money('budget_n', 274669, 2),
      money('budget_n1', 259811, 2),
      day('dt_based', '2025-03-06', 2),
      money('works_funds', 6150000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 116235, 2),
      money('works_funds_contribution', 720000, 2),
      money('works_funds_last_contribution', 3402, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 2431875, 2),
      money('unpaid_providers', 1740690, 2),
      money('transfer_fees', 21600, 2),
    ],
    pages: [
      [
        small('clicopro.fr — Espace copropriétaire > Mes documents > Vente > Pré-état daté'),
        title('Pré-état daté'),
        small(
          'Généré le 2025-06-05 à 09:12 — document n° PED-2025-0605-3381 — à transmettre à votre notaire',
        ),
        heading('Le bien'),
        p(
          'Copropriété : LES HAUTS DE SAINT-ROCH (n° 0931)\nAdresse : 52 avenue Saint-Roch, 34000 Montpellier\nLot : 105 — appartement T2, bâtiment C\nTantièmes : 189 / 10 000\nVendeur : Mme Inès Benhamou',
        ),
        heading('Exercice en cours'),
        p(
          'Période : 2024-10-01 → 2025-09-30\nBudget voté : 148 000,00 €\nQuote-part du lot : 2 797,20 €\nÉchéance trimestrielle : 699,30 €',
        ),
        heading('Sommes dues par le vendeur'),
        p(
          'Provisions exigibles impayées : 0,00 €\nAppels travaux impayés : 0,00 €\nCharges des exercices clos impayées : 0,00 €',
        ),
        heading('Sommes dues au vendeur'),
        p('Avance de trésorerie : 180,00 €'),
        heading('Sommes à la charge de l’acquéreur'),
        p(
          'Provisions non exigibles (échéance 2025-07-01) : 699,30 €\nTravaux votés non appelés : 0,00 €',
        ),
      ],
      [
        small('clicopro.fr — Pré-état daté PED-2025-0605-3381 — page 2/2'),
        heading('Exercices clos'),
        table(
          ['Exercice', 'Provisions appelées', 'Charges réelles'],
          ['2023-10-01 → 2024-09-30 (budget 142 000,00 €)', '2 683,80 €', '2 746,69 €'],
          ['2022-10-01 → 2023-09-30', '2 570,40 €', '2 598,11 €'],
        ),
        p('Approbation des comptes 2023/2024 : AG du 2025-03-06'),
        heading('Fonds de travaux'),
        p(
          'Solde au 2024-09-30 : 61 500,00 €\nPart du lot : 1 162,35 €\nCotisation annuelle 2024/2025 : 7 200,00 €\nDernière cotisation appelée (2025-04-01) : 34,02 €',
        ),
        heading('Santé financière de la copropriété (au 2024-09-30)'),
        p(
          'Impayés copropriétaires : 24 318,75 €\nDettes fournisseurs : 17 406,90 €\nEmprunt collectif : aucun\nProcédures : aucune',
        ),
        heading('Frais'),
        p('Pré-état daté : 216,00 € TTC, prélevé sur le compte du vendeur'),
        small(
          'Document déclaratif établi à partir des données comptables ; il ne remplace pas l’état daté de l’article 5 du décret du 17 mars 1967.',
        ),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » over two pages, October–September, ISO dates:
    // « champ : valeur » cards, a quarter and a works call unpaid, the surplus of the closed
    // exercise, an explicit zero for the advance
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('building_budget', 5200000),
      money('expected_budget', 209040),
      money('budget', 52260),
      money('unbudget', 36180),
      money('wanted_loads', 0),
      money('reserved_advances', 0),
      money('ongoing_budget', 52260),
      money('unbudget_not_due', 0),
      money('building_budget_n', 5000000, 2),
      money('expected_budget_n', 201000, 2),
      money('budget_n', 197912, 2),
      money('budget_n1', 194403, 2),
      day('dt_based', '2025-01-23', 2),
      money('works_funds', 1980000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 79596, 2),
      money('works_funds_contribution', 260000, 2),
      money('works_funds_last_contribution', 2613, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 487712, 2),
      money('unpaid_providers', 301564, 2),
      money('transfer_fees', 24000, 2),
    ],
    pages: [
      [
        small('SYNDIC-DIRECT — votre syndic en ligne — service client 09 70 81 22 40'),
        title('PRÉ-ÉTAT DATÉ (information préalable à la vente)'),
        small('Date d’édition : 2025-06-20 — copropriété 5520 — lot 12'),
        p(
          'Immeuble : Le Clos Saint-Martin, 19 rue Saint-Martin 51100 Reims\nPropriétaire : M. Damien Lefort\nLot 12 : appartement T3 — 402 / 10 000',
        ),
        table(
          ['Champ', 'Valeur'],
          ['Exercice courant', '2024-10-01 au 2025-09-30'],
          ['Budget de l’exercice', '52 000,00 €'],
          ['Part annuelle du lot', '2 090,40 €'],
          ['Échéance', 'trimestrielle, 522,60 €'],
          ['Provisions échues impayées', '522,60 € (échéance 2025-04-01)'],
          ['Travaux échus impayés', '361,80 € (toiture, appel 2/2 du 2025-04-01)'],
          ['Arriérés des exercices clos', '0,00 €'],
          ['Avance de trésorerie', '0,00 €'],
          ['Provisions à échoir', '522,60 € (échéance 2025-07-01)'],
          ['Travaux votés à échoir', '0,00 €'],
        ),
      ],
      [
        small('SYNDIC-DIRECT — pré-état daté — copropriété 5520 — lot 12 — 2/2'),
        table(
          ['Champ', 'Valeur'],
          ['Exercice clos 2023-10-01 au 2024-09-30 — budget', '50 000,00 €'],
          ['— provisions appelées au lot', '2 010,00 €'],
          ['— charges réelles du lot', '1 979,12 € (excédent de 30,88 € remboursé le 2025-02-05)'],
          ['— comptes approuvés', 'AG du 2025-01-23'],
          ['Exercice clos 2022-10-01 au 2023-09-30', 'provisions 1 929,60 € / charges 1 944,03 €'],
          ['Fonds de travaux au 2024-09-30', '19 800,00 €'],
          ['Part du lot dans le fonds', '795,96 €'],
          ['Cotisation 2024/2025', '2 600,00 €'],
          ['Dernière cotisation du lot (2025-04-01)', '26,13 €'],
          ['Impayés copropriétaires au 2024-09-30', '4 877,12 €'],
          ['Dettes fournisseurs au 2024-09-30', '3 015,64 €'],
          ['Prochaine AG', 'janvier 2026'],
          ['Frais de pré-état daté', '240,00 € TTC'],
        ),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's pre-printed état daté form over two pages, July–June,
    // partly filled in: dotted lines left blank, « néant » and amounts written in the right
    // column, the closed exercise and the fund on page 2, works voted after the sale
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(190, 0.7, 12),
    figures: [
      day('document_date', '2025-06-12'),
      money('building_budget', 8800000),
      money('expected_budget', 242880),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 35000),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 143520),
      money('building_budget_n', 8500000, 2),
      money('expected_budget_n', 234600, 2),
      money('budget_n', 238499, 2),
      day('dt_based', '2024-12-10', 2),
      money('works_funds', 2730000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 75348, 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds_last_contribution', 3036, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 1104562, 2),
      money('unpaid_providers', 731804, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('BERTHIER IMMOBILIER — Syndic de copropriété'),
        small('17 rue de la Liberté 21000 Dijon — 03 80 30 52 14 — CPI 2101 2015 000 001 874'),
        title('ÉTAT DATÉ'),
        small('Art. 5 du décret n° 67-223 du 17 mars 1967 — imprimé à compléter par le syndic'),
        p(
          'Syndicat : LES JARDINS DARCY, 9 boulevard de Sévigné 21000 Dijon\nLot(s) n° : 31 .......... Tantièmes : 276 / 10 000\nCédant : M. et Mme Hugues Pernot .......... Notaire : Me Claire Jobard\nExercice en cours du 01/07/2024 au 30/06/2025 — budget voté : 88 000,00 € — part du lot : 2 428,80 €',
        ),
        heading('I. Sommes dues par le cédant'),
        table(
          ['Nature', 'Montant (€)'],
          ['A. Provisions exigibles du budget prévisionnel', 'néant   0,00'],
          ['B. Provisions exigibles hors budget (travaux)', 'néant   0,00'],
          ['C. Charges impayées des exercices antérieurs', 'néant   0,00'],
          ['D. Sommes dues au titre des emprunts', '..........'],
          ['E. Autres sommes exigibles', '..........'],
        ),
        heading('II. Sommes dont le syndicat pourrait être débiteur'),
        table(
          ['Nature', 'Montant (€)'],
          ['Avances (fonds de roulement)', '350,00'],
          ['Provisions non consommées', '..........'],
        ),
        heading('III. Sommes incombant au nouveau copropriétaire'),
        table(
          ['Nature', 'Montant (€)'],
          ['Provisions du budget non encore exigibles', '0,00'],
          [
            'Travaux votés non encore exigibles : ascenseur (AG du 03/06/2025), 01/10/2025 et 01/01/2026',
            '1 435,20',
          ],
        ),
        small('Fait à Dijon, le 12/06/2025 — page 1/2'),
      ],
      [
        small('État daté — Les Jardins Darcy — lot 31 — page 2/2'),
        heading('Annexe — informations comptables'),
        table(
          ['Renseignement', 'Montant (€)'],
          ['Exercice clos du 01/07/2023 au 30/06/2024 : budget voté', '85 000,00'],
          ['Provisions appelées au lot sur cet exercice', '2 346,00'],
          ['Charges réelles du lot (comptes approuvés le 10/12/2024)', '2 384,99'],
          ['Exercice précédent', '..........'],
          ['Fonds de travaux au 30/06/2024', '27 300,00'],
          ['dont quote-part du lot', '753,48'],
          ['Cotisation annuelle au fonds (2024/2025)', '4 400,00'],
          ['Dernière cotisation appelée au lot (01/04/2025)', '30,36'],
          ['Emprunt collectif', 'néant'],
          ['Impayés de charges au 30/06/2024', '11 045,62'],
          ['Dettes envers les fournisseurs au 30/06/2024', '7 318,04'],
          ['Honoraires de l’état daté (TTC)', '380,00'],
        ),
        p('Le syndic : ......................   (cachet)'),
      ],
    ],
  },
  {
    // scanned: a small office's pre-printed état daté form over two pages, July–June, partly
    // filled in: a quarter and the regularisation unpaid, a collective loan, blank dotted lines
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-06',
    scan: scanned(170, -0.9, 13),
    figures: [
      day('document_date', '2025-06-06'),
      money('building_budget', 2600000),
      money('expected_budget', 216580),
      money('budget', 54145),
      money('unbudget', 0),
      money('wanted_loads', 5118),
      money('reserved_advances', 40000),
      money('unbudget_not_due', 0),
      money('building_budget_n', 2500000, 2),
      money('expected_budget_n', 208250, 2),
      money('budget_n', 213368, 2),
      day('dt_based', '2024-12-17', 2),
      money('works_funds', 960000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 79968, 2),
      money('works_funds_contribution', 120000, 2),
      money('works_funds_last_contribution', 2499, 2),
      money('loan_amount', 6000000, 2),
      money('loan_share', 499800, 2),
      money('loan_remaining', 341257, 2),
      money('loan_instalment', 9366, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 328715, 2),
      money('unpaid_providers', 194260, 2),
      money('transfer_fees', 35000, 2),
    ],
    pages: [
      [
        heading('AGENCE FONCIÈRE DU VELAY'),
        small('3 place du Breuil 43000 Le Puy-en-Velay — 04 71 09 36 52'),
        title('État daté'),
        small('(décret du 17 mars 1967, article 5) — formulaire rempli à la main'),
        p(
          'Copropriété : RÉSIDENCE DU BREUIL, 14 boulevard Saint-Louis 43000 Le Puy-en-Velay\nLot : 4 — 833 / 10 000 — Vendeur : Mme Josiane Bonnefoy\nExercice en cours : 01/07/2024 – 30/06/2025 — Budget : 26 000,00 € — part du lot : 2 165,80 € (541,45 € par trimestre)',
        ),
        heading('1re partie — dû par le vendeur'),
        table(
          ['', 'Euros'],
          ['Provisions exigibles (appel du 01/04/2025)', '541,45'],
          ['Travaux exigibles', 'néant   0,00'],
          ['Exercices antérieurs (régularisation 2023/2024)', '51,18'],
          ['Échéances d’emprunt exigibles', '..........'],
          ['Total', '592,63'],
        ),
        heading('2e partie — dû au vendeur'),
        table(['', 'Euros'], ['Avances', '400,00'], ['Autres', '..........']),
        heading('3e partie — à la charge de l’acquéreur'),
        table(
          ['', 'Euros'],
          ['Provisions non exigibles', 'néant'],
          ['Travaux votés non exigibles', '0,00'],
        ),
        small('Le Puy-en-Velay, le 6 juin 2025 — 1/2'),
      ],
      [
        small('Résidence du Breuil — lot 4 — état daté — 2/2'),
        table(
          ['Informations', 'Euros'],
          ['Budget de l’exercice clos 2023/2024 (01/07/2023 – 30/06/2024)', '25 000,00'],
          ['Provisions appelées au lot', '2 082,50'],
          ['Charges réelles du lot, approuvées le 17/12/2024', '2 133,68'],
          ['Fonds de travaux au 30/06/2024', '9 600,00'],
          ['Part du lot', '799,68'],
          ['Cotisation annuelle', '1 200,00'],
          ['Dernière cotisation du lot', '24,99'],
          ['Emprunt ravalement (AG du 08/12/2022) : capital', '60 000,00'],
          ['Part du lot dans l’emprunt', '4 998,00'],
          ['Capital restant dû par le lot', '3 412,57'],
          ['Échéance trimestrielle du lot, prochaine le 01/07/2025', '93,66'],
          ['Impayés copropriétaires au 30/06/2024', '3 287,15'],
          ['Dettes fournisseurs au 30/06/2024', '1 942,60'],
          ['Honoraires état daté', '350,00'],
        ),
        p('Signature du syndic : ..........'),
      ],
    ],
  },
  {
    // a big group's typed état daté over three pages, April–March, two lots of one seller:
    // the three parts on page 1, the financial annex table begun on page 2 and carried to
    // page 3 (« suite »), the closed exercise just approved and its regularisation unpaid
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-23',
    figures: [
      day('document_date', '2025-06-23'),
      money('building_budget', 21000000),
      money('expected_budget', 491400),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 9153),
      money('reserved_advances', 82000),
      money('ongoing_budget', 368550, 2),
      money('unbudget_not_due', 196560, 2),
      money('building_budget_n', 20200000, 2),
      money('expected_budget_n', 472680, 2),
      money('budget_n', 481833, 2),
      day('dt_based', '2025-06-10', 2),
      money('budget_n1', 461972, 3),
      money('works_funds', 9450000, 3),
      day('dt_works_funds', '2025-03-31', 3),
      money('works_funds_lot', 221130, 3),
      money('works_funds_contribution', 1040000, 3),
      money('works_funds_last_contribution', 6084, 3),
      day('dt_last_contribution', '2025-04-01', 3),
      money('unpaid', 4861237, 3),
      money('unpaid_providers', 3190844, 3),
      money('transfer_fees', 45000, 3),
    ],
    pages: [
      [
        small(
          'GROUPE SOLÉRIA SYNDIC — agence Marseille Prado — 212 avenue du Prado 13008 Marseille — etats-dates@soleria-syndic.fr',
        ),
        title('ÉTAT DATÉ'),
        small(
          'établi le 23/06/2025 en application de l’article 5 du décret du 17 mars 1967 — dossier ED-13-25-2291',
        ),
        p(
          'Syndicat des copropriétaires LE PARC BORÉLY, 130 avenue Clot-Bey 13008 Marseille. Lots cédés : 208 (appartement T4, 228 / 10 000) et 311 (cave, 6 / 10 000), soit 234 / 10 000. Cédante : Mme Françoise Agostini. Notaire : Maître Rémi Castellan.',
        ),
        p(
          'Exercice en cours : du 01/04/2025 au 31/03/2026. Budget voté par l’AG du 11/06/2024 : 210 000,00 €. Quote-part des lots : 4 914,00 €, appelée par trimestre (1 228,50 €).',
        ),
        heading('Première partie — sommes dues par le cédant'),
        listing(
          ['Poste', 'Détail', 'Montant'],
          ['Provisions exigibles du budget', 'appel du 01/04/2025 réglé', '0,00'],
          ['Provisions exigibles hors budget', '', '0,00'],
          [
            'Charges des exercices antérieurs',
            'régularisation 2024/2025 appelée le 16/06/2025',
            '91,53',
          ],
          ['Total', '', '91,53'],
        ),
        heading('Deuxième partie — sommes dues au cédant'),
        listing(
          ['Poste', 'Détail', 'Montant'],
          ['Avance de trésorerie', 'fonds de roulement', '820,00'],
        ),
      ],
      [
        small('Le Parc Borély — lots 208 et 311 — état daté ED-13-25-2291 — page 2/3'),
        heading('Troisième partie — sommes à la charge de l’acquéreur'),
        listing(
          ['Poste', 'Détail', 'Montant'],
          ['Provisions non exigibles', 'appels des 01/07/2025, 01/10/2025, 01/01/2026', '3 685,50'],
          [
            'Travaux votés non exigibles',
            'mise aux normes incendie (AG du 10/06/2025, 84 000,00 €), trois appels de 655,20 € à partir du 01/10/2025',
            '1 965,60',
          ],
        ),
        heading('Annexe financière'),
        listing(
          ['Rubrique', 'Période', 'Montant'],
          ['Budget voté du dernier exercice clos', '01/04/2024 – 31/03/2025', '202 000,00'],
          ['Provisions appelées aux lots', '2024/2025', '4 726,80'],
          ['Charges réelles des lots', '2024/2025, approuvées le 10/06/2025', '4 818,33'],
        ),
        small('Annexe financière : suite page 3.'),
      ],
      [
        small('Le Parc Borély — lots 208 et 311 — état daté ED-13-25-2291 — page 3/3'),
        listing(
          ['Rubrique', 'Période', 'Montant'],
          ['Provisions appelées aux lots', '2023/2024', '4 586,40'],
          ['Charges réelles des lots', '2023/2024', '4 619,72'],
          ['Fonds de travaux du syndicat', 'au 31/03/2025', '94 500,00'],
          ['Part des lots dans le fonds', '234 / 10 000', '2 211,30'],
          ['Cotisation au fonds de travaux', 'exercice 2025/2026', '10 400,00'],
          ['Dernière cotisation appelée aux lots', '01/04/2025', '60,84'],
          ['Emprunt collectif', 'néant', ''],
          ['Copropriétaires débiteurs', 'au 31/03/2025', '48 612,37'],
          ['Fournisseurs', 'au 31/03/2025', '31 908,44'],
          ['Honoraires de l’état daté', 'TTC', '450,00'],
        ),
        p(
          'Prochaine assemblée générale : juin 2026. Certifié exact, Marseille, le 23 juin 2025 — pour le syndic, M. Olivier Santoni.',
        ),
      ],
    ],
  },
  {
    // a big group's typed état daté over three pages, April–March: a quarter and a works call
    // unpaid, the closed exercise's surplus set against them, a collective loan, the financial
    // annex carried from page 2 to page 3
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 12800000),
      money('expected_budget', 405760),
      money('budget', 101440),
      money('unbudget', 95100),
      money('wanted_loads', 0),
      money('reserved_advances', 50000),
      money('ongoing_budget', 304320, 2),
      money('unbudget_not_due', 0, 2),
      money('building_budget_n', 12400000, 2),
      money('expected_budget_n', 393080, 2),
      money('budget_n', 385614, 2),
      day('dt_based', '2025-05-28', 2),
      money('budget_n1', 377218, 3),
      money('works_funds', 4120000, 3),
      day('dt_works_funds', '2025-03-31', 3),
      money('works_funds_lot', 130604, 3),
      money('works_funds_contribution', 520000, 3),
      money('works_funds_last_contribution', 4121, 3),
      day('dt_last_contribution', '2025-04-01', 3),
      money('loan_amount', 9000000, 3),
      money('loan_share', 285300, 3),
      money('loan_remaining', 229146, 3),
      money('loan_instalment', 5987, 3),
      day('dt_loan_next', '2025-07-01', 3),
      money('unpaid', 2731480, 3),
      money('unpaid_providers', 1605293, 3),
      money('transfer_fees', 42000, 3),
    ],
    pages: [
      [
        heading('CITÉO SYNDIC'),
        small('Direction régionale Bretagne — 6 quai Duguay-Trouin 35000 Rennes — 02 99 31 65 40'),
        title('État daté — article 5 du décret du 17 mars 1967'),
        small('Rennes, le 18.06.2025 — réf. CIT-RN-ED-0874'),
        p(
          'Immeuble : RÉSIDENCE COLOMBIER-SUD, 4 rue de Plélo 35000 Rennes — lot 42 (appartement, 317 / 10 000) — cédant : M. Antoine Le Moal — exercice en cours du 01.04.2025 au 31.03.2026, budget 128 000,00 €, part du lot 4 057,60 €.',
        ),
        heading('I — Dû par le cédant au syndicat'),
        table(
          ['Libellé', 'Montant'],
          ['Provisions exigibles (1er trimestre 2025/2026, appel du 01.04.2025)', '1 014,40'],
          ['Travaux exigibles (réfection des parkings, appel du 01.05.2025)', '951,00'],
          ['Exercices antérieurs', '0,00'],
          ['Excédent de l’exercice 2024/2025 porté au crédit', '-74,66'],
          ['Solde dû par le cédant', '1 890,74'],
        ),
        heading('II — Dû au cédant par le syndicat'),
        table(['Libellé', 'Montant'], ['Avances de trésorerie', '500,00']),
      ],
      [
        small('Colombier-Sud — lot 42 — CIT-RN-ED-0874 — 2/3'),
        heading('III — À la charge de l’acquéreur'),
        table(
          ['Libellé', 'Montant'],
          ['Provisions non exigibles (3 trimestres de 1 014,40)', '3 043,20'],
          ['Travaux votés non exigibles', '0,00'],
        ),
        heading('Annexe — comptes du lot'),
        table(
          ['Exercice', 'Budget voté', 'Provisions du lot', 'Charges réelles du lot'],
          [
            '2024/2025 (clos le 31.03.2025, approuvé le 28.05.2025)',
            '124 000,00',
            '3 930,80',
            '3 856,14',
          ],
        ),
        small('(tableau continué page suivante)'),
      ],
      [
        small('Colombier-Sud — lot 42 — CIT-RN-ED-0874 — 3/3'),
        table(
          ['Exercice', 'Budget voté', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023/2024', '118 000,00', '3 740,60', '3 772,18'],
        ),
        table(
          ['Fonds de travaux et emprunt', 'Montant'],
          ['Fonds de travaux au 31.03.2025', '41 200,00'],
          ['Part du lot 42', '1 306,04'],
          ['Cotisation 2025/2026', '5 200,00'],
          ['Cotisation appelée au lot le 01.04.2025', '41,21'],
          ['Emprunt ascenseur (AG du 14.06.2023) — capital', '90 000,00'],
          ['Part du lot', '2 853,00'],
          ['Capital restant dû (après l’échéance du 01.04.2025)', '2 291,46'],
          ['Échéance trimestrielle — prochaine le 01.07.2025', '59,87'],
          ['Impayés des copropriétaires au 31.03.2025', '27 314,80'],
          ['Dettes fournisseurs au 31.03.2025', '16 052,93'],
          ['Honoraires état daté TTC', '420,00'],
        ),
        p(
          'Aucune procédure en cours. Prochaine AG : mai 2026. Le syndic — Citéo Syndic, Mme Maëlle Guivarc’h.',
        ),
      ],
    ],
  },
  {
    // a notary's printed questionnaire answered by a regional cabinet, calendar exercise: the
    // notary's questions in the left column, the syndic's answer in the right one, each
    // exercise's provisions and charges in two answers, a collective loan, works to come
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-21',
    figures: [
      day('document_date', '2025-05-21'),
      money('building_budget', 6400000),
      money('expected_budget', 259200),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 30000),
      money('ongoing_budget', 129600),
      money('unbudget_not_due', 30375),
      money('building_budget_n', 6200000),
      money('expected_budget_n', 251100),
      money('budget_n', 256718),
      money('budget_n1', 248936),
      day('dt_based', '2025-04-10'),
      money('works_funds', 2170000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 87885, 2),
      money('works_funds_contribution', 320000, 2),
      money('works_funds_last_contribution', 3240, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 11000000, 2),
      money('loan_share', 445500, 2),
      money('loan_remaining', 261840, 2),
      money('loan_instalment', 11832, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 790513, 2),
      money('unpaid_providers', 461180, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'Office notarial Chabrol & Vigier — 3 place de Jaude 63000 Clermont-Ferrand — questionnaire adressé au syndic le 12/05/2025',
        ),
        title('QUESTIONNAIRE À L’ATTENTION DU SYNDIC'),
        p(
          'Copropriété : LE BELVÉDÈRE DE JAUDE, 21 rue Blatin 63000 Clermont-Ferrand — lot 17 (405 / 10 000) — vendeur : M. Patrick Fournioux\nSyndic : Cabinet Delmas-Rieu, 10 rue Ballainvilliers 63000 Clermont-Ferrand — réponses du 21/05/2025',
        ),
        table(
          ['Question du notaire', 'Réponse du syndic'],
          ['Dates de l’exercice', 'année civile'],
          ['Budget voté pour l’exercice en cours', '64 000,00 € (AG du 10/04/2025)'],
          ['Part du lot dans ce budget', '2 592,00 €, appels trimestriels de 648,00 €'],
          ['Provisions échues et impayées', '0,00 €'],
          ['Travaux échus et impayés', '0,00 €'],
          ['Arriérés antérieurs', '0,00 €'],
          ['Avance versée par le vendeur', '300,00 €'],
          ['Provisions à échoir sur l’exercice', '1 296,00 € (appels des 01/07 et 01/10/2025)'],
          [
            'Travaux votés restant à appeler',
            'interphonie (AG du 10/04/2025) : 303,75 € le 01/09/2025',
          ],
          ['Budget de l’exercice 2024', '62 000,00 €'],
          ['Provisions 2024 appelées au lot', '2 511,00 €'],
          ['Charges 2024 réelles du lot', '2 567,18 € (comptes approuvés le 10/04/2025)'],
          ['Provisions 2023 appelées au lot', '2 470,50 €'],
          ['Charges 2023 réelles du lot', '2 489,36 €'],
        ),
      ],
      [
        small('Le Belvédère de Jaude — lot 17 — suite du questionnaire — page 2/2'),
        table(
          ['Question du notaire', 'Réponse du syndic'],
          ['Fonds de travaux : solde et date', '21 700,00 € au 31/12/2024'],
          ['Part du lot dans le fonds', '878,85 €'],
          ['Cotisation annuelle 2025', '3 200,00 €'],
          ['Dernière cotisation appelée au lot', '32,40 € le 01/04/2025'],
          ['Emprunt collectif', 'chaudière, souscrit en 2021 : 110 000,00 € sur 12 ans'],
          ['Part du lot dans l’emprunt', '4 455,00 €'],
          ['Capital restant dû par le lot', '2 618,40 €'],
          [
            'Échéance du lot et date de la prochaine',
            '118,32 € par trimestre, prochaine le 01/07/2025',
          ],
          ['Impayés de charges dans la copropriété', '7 905,13 € au 31/12/2024'],
          ['Dettes fournisseurs', '4 611,80 € au 31/12/2024'],
          ['Procédures en cours', 'néant'],
          ['Date de la prochaine AG', 'avril 2026'],
          ['Coût de l’état daté', '380,00 € TTC'],
        ),
        right('Cachet et signature du syndic\nCabinet Delmas-Rieu'),
      ],
    ],
  },
  {
    // a notary's printed questionnaire answered by a small office, calendar exercise, two
    // lots: questions on the left, answers on the right, a quarter and last year's
    // regularisation unpaid, each exercise's provisions and charges in two answers
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('building_budget', 3000000),
      money('expected_budget', 194100),
      money('budget', 48525),
      money('unbudget', 0),
      money('wanted_loads', 3494),
      money('reserved_advances', 0),
      money('ongoing_budget', 97050),
      money('unbudget_not_due', 0),
      money('building_budget_n', 2900000),
      money('expected_budget_n', 187630),
      money('budget_n', 191124),
      money('budget_n1', 184277),
      day('dt_based', '2025-03-20'),
      money('works_funds', 880000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 56936, 2),
      money('works_funds_contribution', 120000, 2),
      money('works_funds_last_contribution', 1941, 2),
      money('unpaid', 187406, 2),
      money('unpaid_providers', 223015, 2),
      money('transfer_fees', 30000, 2),
    ],
    pages: [
      [
        small('SCP Dufour-Caron, notaires — 18 rue des Trois-Cailloux 80000 Amiens'),
        title('Renseignements à fournir par le syndic avant la vente'),
        p(
          'Immeuble : 7 rue Jules-Barni 80000 Amiens (syndicat LES HORTILLONS) — lots 5 (appartement, 612 / 10 000) et 19 (parking, 35 / 10 000) — vendeuse : Mme Martine Lecomte\nSyndic : Bureau de gestion Lemercier, 40 rue Gresset 80000 Amiens — Amiens, le 2 juin 2025',
        ),
        table(
          ['Question', 'Réponse du syndic'],
          ['Exercice', '1er janvier – 31 décembre'],
          ['Budget en cours', '30 000,00 €'],
          ['Quote-part annuelle des lots', '1 941,00 € (lot 5 : 1 836,00 € ; lot 19 : 105,00 €)'],
          ['Appels échus non réglés', '485,25 € (2e trimestre 2025)'],
          ['Régularisation 2024 non réglée', '34,94 €'],
          ['Travaux appelés non réglés', '0,00 €'],
          ['Avances', '0,00 €'],
          ['Appels restant à émettre en 2025', '970,50 €'],
          ['Travaux votés à appeler', 'aucun — 0,00 €'],
          [
            '2024 : budget / provisions appelées / charges réelles',
            '29 000,00 € / 1 876,30 € / 1 911,24 €',
          ],
          ['2023 : provisions appelées / charges réelles', '1 811,60 € / 1 842,77 €'],
          ['Approbation des comptes 2024', 'AG du 20/03/2025'],
        ),
      ],
      [
        small('Les Hortillons — lots 5 et 19 — page 2'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Fonds de travaux au 31/12/2024', '8 800,00 €'],
          ['Quote-part des lots vendus', '569,36 €'],
          ['Cotisation 2025 / dernier appel aux lots', '1 200,00 € / 19,41 €'],
          ['Impayés copropriétaires (31/12/2024)', '1 874,06 €'],
          ['Dettes fournisseurs (31/12/2024)', '2 230,15 €'],
          ['Emprunt, procédure', 'néant'],
          ['Prochaine AG', 'mars 2026'],
          ['Frais d’état daté', '300,00 €'],
        ),
        right('Bureau de gestion Lemercier — F. Lemercier'),
      ],
    ],
  },
  {
    // a big group's owner's ledger over two pages printed across the page, October–September:
    // from the closed exercise's last quarter to June, the « report à nouveau » at each
    // opening, « À reporter » / « Report », the closed exercise's regularisation and a
    // reminder fee, then a recap per exercise and what is due
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    landscape: true,
    figures: [
      day('document_date', '2025-06-13'),
      money('expected_budget_n', 226200, 2),
      money('budget_n', 230454, 2),
      money('expected_budget', 235480, 2),
      money('budget', 0, 2),
      money('wanted_loads', 4254, 2),
      money('other_due', 1800, 2),
      money('works_funds_last_contribution', 2900, 2),
      money('reserved_advances', 40000, 2),
    ],
    pages: [
      [
        small(
          'GROUPE LARCENAY GESTION — agence de Nancy — 15 rue Saint-Dizier 54000 Nancy — 03 83 35 70 12',
        ),
        small(
          'Copropriété 5407 LES JARDINS DE LA PÉPINIÈRE — compte copropriétaire 5407-0044 — extrait du 13/06/2025 — page 1/2',
        ),
        right('Mme Élodie Marchal\n3 rue Gustave-Simon, lot 44\n54000 Nancy'),
        title('EXTRAIT DE COMPTE COPROPRIÉTAIRE — DU 01/07/2024 AU 13/06/2025'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'RAN', 'Report à nouveau au 30/06/2024', '', '', '0,00'],
          ['01/07/2024', 'AP2404', 'Provisions 4e trimestre 2023/2024', '565,50', '', '565,50 D'],
          [
            '01/07/2024',
            'AP2404',
            'Fonds de travaux 4e trimestre 2023/2024',
            '29,00',
            '',
            '594,50 D',
          ],
          ['05/07/2024', 'PRL', 'Prélèvement SEPA', '', '594,50', '0,00'],
          ['01/10/2024', 'RAN', 'Report à nouveau — ouverture exercice 2024/2025', '', '', '0,00'],
          ['01/10/2024', 'AP2501', 'Provisions 1er trimestre 2024/2025', '588,70', '', '588,70 D'],
          ['01/10/2024', 'AP2501', 'Fonds de travaux 1er trimestre', '29,00', '', '617,70 D'],
          ['07/10/2024', 'PRL', 'Prélèvement SEPA', '', '617,70', '0,00'],
          ['01/01/2025', 'AP2502', 'Provisions 2e trimestre 2024/2025', '588,70', '', '588,70 D'],
          ['01/01/2025', 'AP2502', 'Fonds de travaux 2e trimestre', '29,00', '', '617,70 D'],
          ['07/01/2025', 'PRL', 'Prélèvement SEPA', '', '617,70', '0,00'],
          ['', '', 'À reporter', '1 829,90', '1 829,90', '0,00'],
        ),
      ],
      [
        small('Les Jardins de la Pépinière — compte 5407-0044 — page 2/2'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', '', 'Report', '1 829,90', '1 829,90', '0,00'],
          [
            '14/02/2025',
            'REG24',
            'Régularisation charges 2023/2024 (AG du 06/02/2025)',
            '42,54',
            '',
            '42,54 D',
          ],
          ['01/04/2025', 'AP2503', 'Provisions 3e trimestre 2024/2025', '588,70', '', '631,24 D'],
          ['01/04/2025', 'AP2503', 'Fonds de travaux 3e trimestre', '29,00', '', '660,24 D'],
          ['07/04/2025', 'PRL', 'Prélèvement SEPA', '', '617,70', '42,54 D'],
          ['05/06/2025', 'FRS', 'Frais de relance', '18,00', '', '60,54 D'],
          ['', '', 'Totaux', '2 508,14', '2 447,60', '60,54 D'],
        ),
        heading('Récapitulatif par exercice — lot 44 (290 / 10 000)'),
        listing(
          ['Exercice', 'Budget immeuble', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['2023/2024 (clos au 30/09/2024)', '78 000,00', '2 262,00', '2 304,54', '42,54 D'],
          ['2024/2025 (en cours)', '81 200,00', '2 354,80', '', ''],
        ),
        table(
          ['Situation au 13/06/2025', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Charges des exercices clos non réglées', '42,54'],
          ['Frais imputables au copropriétaire', '18,00'],
          ['Dernier appel du fonds de travaux (01/04/2025)', '29,00'],
          ['Avance de trésorerie versée', '400,00'],
          ['Solde débiteur', '60,54'],
        ),
        small(
          'D : débiteur — le prélèvement du 05/07/2025 reprendra le 4e trimestre (588,70 €) et le fonds de travaux (29,00 €).',
        ),
      ],
    ],
  },
  {
    // a big group's owner's ledger over two pages printed across the page, October–September:
    // the « report à nouveau » at each opening, a payment late across the page break, the
    // closed exercise's surplus credited, a works call unpaid, a recap per exercise
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      money('expected_budget_n', 220160, 2),
      money('budget_n', 216677, 2),
      money('expected_budget', 228760, 2),
      money('budget', 0, 2),
      money('unbudget', 103200, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 2752, 2),
      money('reserved_advances', 35000, 2),
    ],
    pages: [
      [
        small(
          'HABITAT CONSEIL SYNDIC — réseau national — établissement de Tours, 8 boulevard Heurteloup 37000 Tours',
        ),
        small(
          'Résidence LES RIVES DU PETIT-CHER — copropriétaire n° 3712-061 — édition du 10/06/2025 — 1/2',
        ),
        right('M. Gaël Poirier\n27 avenue de Grammont, lot 61\n37000 Tours'),
        title('Relevé de compte — période du 01/07/2024 au 10/06/2025'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/07/2024', 'Appel T4 exercice 2023/2024 — charges', '550,40', '', '550,40 D'],
          ['01/07/2024', 'Appel T4 exercice 2023/2024 — fonds ALUR', '27,52', '', '577,92 D'],
          ['04/07/2024', 'Virement reçu', '', '577,92', '0,00'],
          ['01/10/2024', 'Report à nouveau exercice 2024/2025', '', '', '0,00'],
          ['01/10/2024', 'Appel T1 2024/2025 — charges', '571,90', '', '571,90 D'],
          ['01/10/2024', 'Appel T1 2024/2025 — fonds ALUR', '27,52', '', '599,42 D'],
          ['03/10/2024', 'Virement reçu', '', '599,42', '0,00'],
          ['01/01/2025', 'Appel T2 2024/2025 — charges', '571,90', '', '571,90 D'],
          ['01/01/2025', 'Appel T2 2024/2025 — fonds ALUR', '27,52', '', '599,42 D'],
          ['', 'À reporter', '1 776,76', '1 177,34', '599,42 D'],
        ),
      ],
      [
        small('Les Rives du Petit-Cher — n° 3712-061 — 2/2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 776,76', '1 177,34', '599,42 D'],
          ['10/01/2025', 'Virement reçu', '', '599,42', '0,00'],
          ['20/02/2025', 'Régularisation 2023/2024 — excédent', '', '34,83', '34,83 C'],
          ['01/04/2025', 'Appel T3 2024/2025 — charges', '571,90', '', '537,07 D'],
          ['01/04/2025', 'Appel T3 2024/2025 — fonds ALUR', '27,52', '', '564,59 D'],
          ['08/04/2025', 'Virement reçu', '', '564,59', '0,00'],
          ['01/05/2025', 'Ravalement — appel 1/2 (AG du 30/01/2025)', '1 032,00', '', '1 032,00 D'],
          ['', 'Totaux', '3 408,18', '2 376,18', '1 032,00 D'],
        ),
        heading('Vos charges par exercice — lot 61, 344 / 10 000'),
        listing(
          ['', 'Budget\nimmeuble', 'Provisions\ndu lot', 'Réel\ndu lot', 'Solde'],
          ['Exercice 2023/2024', '64 000,00', '2 201,60', '2 166,77', '34,83 C'],
          ['Exercice 2024/2025', '66 500,00', '2 287,60', '—', '—'],
        ),
        table(
          ['Détail du solde au 10/06/2025', 'Montant'],
          ['Provisions échues impayées', '0,00'],
          ['Travaux échus impayés (ravalement 1/2)', '1 032,00'],
          ['Exercices antérieurs', '0,00'],
          ['Fonds ALUR, dernier appel du 01/04/2025', '27,52'],
          ['Avance permanente détenue', '350,00'],
        ),
        small(
          'D : débiteur — C : créditeur. Second appel du ravalement (1 032,00 €) le 01/09/2025.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: débit, crédit and a balance
    // followed by « D » or « C », the closed exercise's last quarter, its closing and the
    // « report à nouveau », the regularisation, the last quarter unpaid with a reminder fee;
    // a recap per exercise and the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-04',
    scan: scanned(180, 0.9, 12),
    figures: [
      day('document_date', '2025-06-04'),
      money('expected_budget_n', 172800, 2),
      money('budget_n', 177501, 2),
      money('expected_budget', 181440, 2),
      money('budget', 45360, 2),
      money('works_funds_last_contribution', 2160, 2),
      money('wanted_loads', 4701, 2),
      money('other_due', 1500, 2),
      money('reserved_advances', 30000, 2),
    ],
    pages: [
      [
        heading('CABINET ROUX-MATHIEU'),
        small('Administrateur de biens — 12 Grande Rue 26000 Valence — 04 75 43 08 61'),
        p('Valence, le 04/06/2025'),
        right('M. Christophe Barral\nRésidence Le Champ-de-Mars, lot 9\n26000 Valence'),
        title('Relevé de votre compte de copropriétaire'),
        p('Résidence LE CHAMP-DE-MARS — lot 9 (540 / 10 000) — exercice du 1er juillet au 30 juin'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Solde antérieur', '', '', '0,00'],
          ['01/04/2024', 'Appel 4e trimestre 2023/2024', '432,00', '', '432,00 D'],
          ['01/04/2024', 'Fonds de travaux 4e trimestre', '21,60', '', '453,60 D'],
          ['12/04/2024', 'Chèque n° 4418', '', '453,60', '0,00'],
          ['30/06/2024', 'Clôture de l’exercice 2023/2024', '', '', '0,00'],
          ['01/07/2024', 'Report à nouveau 2024/2025', '', '', '0,00'],
          ['01/07/2024', 'Appel 1er trimestre 2024/2025', '453,60', '', '453,60 D'],
          ['01/07/2024', 'Fonds de travaux 1er trimestre', '21,60', '', '475,20 D'],
          ['10/07/2024', 'Chèque n° 4431', '', '475,20', '0,00'],
          ['01/10/2024', 'Appel 2e trimestre 2024/2025', '453,60', '', '453,60 D'],
          ['01/10/2024', 'Fonds de travaux 2e trimestre', '21,60', '', '475,20 D'],
          ['15/10/2024', 'Chèque n° 4447', '', '475,20', '0,00'],
          ['', 'À reporter', '1 404,00', '1 404,00', '0,00'],
        ),
      ],
      [
        small('Cabinet Roux-Mathieu — Le Champ-de-Mars — lot 9 — page 2/2'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 404,00', '1 404,00', '0,00'],
          ['05/12/2024', 'Régularisation 2023/2024 (AG du 28/11/2024)', '47,01', '', '47,01 D'],
          ['01/01/2025', 'Appel 3e trimestre 2024/2025', '453,60', '', '500,61 D'],
          ['01/01/2025', 'Fonds de travaux 3e trimestre', '21,60', '', '522,21 D'],
          ['14/01/2025', 'Chèque n° 4460', '', '475,20', '47,01 D'],
          ['01/04/2025', 'Appel 4e trimestre 2024/2025', '453,60', '', '500,61 D'],
          ['01/04/2025', 'Fonds de travaux 4e trimestre', '21,60', '', '522,21 D'],
          ['05/05/2025', 'Frais de relance', '15,00', '', '537,21 D'],
          ['', 'Totaux', '2 416,41', '1 879,20', '537,21 D'],
        ),
        table(
          ['Exercice', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['2023/2024 (budget 32 000,00 €)', '1 728,00', '1 775,01', '47,01 D'],
          ['2024/2025 (budget 33 600,00 €)', '1 814,40', 'non arrêté', ''],
        ),
        table(
          ['Votre solde de 537,21 € se compose de', 'Montant'],
          ['Provisions du 4e trimestre 2024/2025', '453,60'],
          ['Fonds de travaux (appel du 01/04/2025)', '21,60'],
          ['Régularisation de l’exercice 2023/2024', '47,01'],
          ['Frais de relance', '15,00'],
        ),
        p(
          'Avance de trésorerie détenue par le syndicat : 300,00 €. Merci de régulariser sous huitaine.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: balances followed by « D » or
    // « C », the closed exercise's surplus credited after the « report à nouveau », a works
    // call paid, the account settled; a recap per exercise and zeros in the breakdown
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(160, -1.2, 13),
    figures: [
      day('document_date', '2025-06-16'),
      money('expected_budget_n', 170520, 2),
      money('budget_n', 166824, 2),
      money('expected_budget', 178640, 2),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 2030, 2),
      money('reserved_advances', 25000, 2),
    ],
    pages: [
      [
        heading('CABINET MOURET — SYNDIC'),
        small('4 rue de la République 13200 Arles — 04 90 96 21 37'),
        p(
          'Copropriété LES ARÈNES, 6 rue Voltaire 13200 Arles\nCompte de Mme Sandrine Escoffier — lot 3 (812 / 10 000)\nArles, le 16 juin 2025',
        ),
        title('EXTRAIT DE COMPTE'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Solde au 31/03/2024', '', '', '0,00'],
          ['01/04/2024', 'Provisions T4 2023/2024', '426,30', '', '426,30 D'],
          ['01/04/2024', 'Fonds travaux T4', '20,30', '', '446,60 D'],
          ['08/04/2024', 'Virement', '', '446,60', '0,00'],
          ['01/07/2024', 'Report à nouveau (exercice 2024/2025)', '', '', '0,00'],
          ['01/07/2024', 'Provisions T1 2024/2025', '446,60', '', '446,60 D'],
          ['01/07/2024', 'Fonds travaux T1', '20,30', '', '466,90 D'],
          ['05/07/2024', 'Virement', '', '466,90', '0,00'],
          ['01/10/2024', 'Provisions T2 2024/2025', '446,60', '', '446,60 D'],
          ['01/10/2024', 'Fonds travaux T2', '20,30', '', '466,90 D'],
          ['04/10/2024', 'Virement', '', '466,90', '0,00'],
          ['', 'À reporter', '1 380,40', '1 380,40', '0,00'],
        ),
        small('page 1/2'),
      ],
      [
        small('Cabinet Mouret — Les Arènes — lot 3 — page 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 380,40', '1 380,40', '0,00'],
          ['12/12/2024', 'Excédent exercice 2023/2024', '', '36,96', '36,96 C'],
          ['01/01/2025', 'Provisions T3 2024/2025', '446,60', '', '409,64 D'],
          ['01/01/2025', 'Fonds travaux T3', '20,30', '', '429,94 D'],
          ['06/01/2025', 'Virement', '', '429,94', '0,00'],
          ['01/04/2025', 'Provisions T4 2024/2025', '446,60', '', '446,60 D'],
          ['01/04/2025', 'Fonds travaux T4', '20,30', '', '466,90 D'],
          ['03/04/2025', 'Virement', '', '466,90', '0,00'],
          [
            '01/05/2025',
            'Travaux toiture (AG du 10/12/2024), appel unique',
            '649,60',
            '',
            '649,60 D',
          ],
          ['10/05/2025', 'Virement', '', '649,60', '0,00'],
          ['', 'Totaux', '2 963,80', '2 963,80', '0,00'],
        ),
        table(
          ['Exercice', 'Appelé', 'Réel', 'Différence'],
          ['2023/2024 (budget 21 000,00)', '1 705,20', '1 668,24', '36,96 C'],
          ['2024/2025 (budget 22 000,00)', '1 786,40', '', ''],
        ),
        table(
          ['Situation', 'Montant'],
          ['Provisions exigibles impayées', '0,00'],
          ['Travaux exigibles impayés', '0,00'],
          ['Arriérés antérieurs', '0,00'],
          ['Dernier appel du fonds de travaux (01/04/2025)', '20,30'],
          ['Avance de trésorerie', '250,00'],
        ),
      ],
    ],
  },
  {
    // an online syndic's statement, April–March, ISO dates: one amount column where credits
    // carry a trailing « - », the last quarter of the closed exercise, the « report à nouveau »
    // of the new one, the closed exercise's regularisation just posted; a recap per exercise
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('expected_budget_n', 159000),
      money('budget_n', 162493),
      money('expected_budget', 165360),
      money('budget', 0),
      money('wanted_loads', 3493),
      money('works_funds_last_contribution', 2120),
      money('reserved_advances', 15000),
    ],
    pages: [
      [
        small('monsyndic.net — Mon compte > Relevé — édité le 2025-06-18'),
        title('Relevé de compte copropriétaire'),
        p(
          'Copropriété : Le Carré Flandre (n° 5931), 12 rue de Flandre 59800 Lille\nCopropriétaire : M. Kévin Delattre — lot 27, 265 / 10 000\nExercice : 1er avril → 31 mars',
        ),
        listing(
          ['Date', 'Opération', 'Montant', 'Solde'],
          ['2025-01-01', 'Solde reporté', '', '0,00'],
          ['2025-01-01', 'Appel T4 2024/2025 — provisions', '397,50', '397,50'],
          ['2025-01-01', 'Appel T4 2024/2025 — fonds de travaux', '21,20', '418,70'],
          ['2025-01-06', 'Prélèvement', '418,70-', '0,00'],
          ['2025-03-31', 'Clôture exercice 2024/2025', '', '0,00'],
          ['2025-04-01', 'Report à nouveau exercice 2025/2026', '', '0,00'],
          ['2025-04-01', 'Appel T1 2025/2026 — provisions', '413,40', '413,40'],
          ['2025-04-01', 'Appel T1 2025/2026 — fonds de travaux', '21,20', '434,60'],
          ['2025-04-07', 'Prélèvement', '434,60-', '0,00'],
          ['2025-06-10', 'Régularisation charges 2024/2025 (AG 2025-06-05)', '34,93', '34,93'],
        ),
        heading('Vos exercices'),
        listing(
          ['Exercice', 'Budget copro', 'Appelé lot 27', 'Réel lot 27', 'Écart'],
          ['2024-04-01 → 2025-03-31', '60 000,00', '1 590,00', '1 624,93', '34,93'],
          ['2025-04-01 → 2026-03-31', '62 400,00', '1 653,60', '—', '—'],
        ),
        heading('Ce que vous devez'),
        p(
          'Provisions échues non payées : 0,00 €\nExercices clos : 34,93 € (prélevés le 2025-07-05 avec le T2)\nDernière cotisation fonds de travaux : 21,20 €\nAvance de trésorerie versée : 150,00 €',
        ),
        small('Les montants suivis de « - » sont des crédits (paiements, remboursements).'),
      ],
    ],
  },
  {
    // an online syndic's statement, April–March, ISO dates: one amount column with trailing
    // minus signs for credits, the closed exercise's surplus credited after the « report à
    // nouveau » so that the account ends in the owner's favour; a recap per exercise
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-25',
    figures: [
      day('document_date', '2025-06-25'),
      money('expected_budget_n', 174600),
      money('budget_n', 169605),
      money('expected_budget', 181584),
      money('budget', 0),
      money('credit_balance', 4995),
      money('works_funds_last_contribution', 2328),
      money('reserved_advances', 20000),
    ],
    pages: [
      [
        small('COPRO&MOI — syndic en ligne — relevé généré le 2025-06-25 14:03'),
        heading('Relevé — Résidence Les Tanneurs (copro 4417)'),
        p(
          'Mme Laurence Gaillard — lot 6 (388/10000) — 8 quai de la Tannerie 67000 Strasbourg — exercice avril–mars',
        ),
        listing(
          ['Date', 'Libellé', 'Mouvement', 'Solde'],
          ['2025-01-01', 'Solde au 2024-12-31', '', '0,00'],
          ['2025-01-01', 'Échéance T4 2024/2025', '436,50', '436,50'],
          ['2025-01-01', 'Fonds ALUR T4', '23,28', '459,78'],
          ['2025-01-05', 'Prélèvement SEPA', '459,78-', '0,00'],
          ['2025-04-01', 'Report à nouveau 2025/2026', '', '0,00'],
          ['2025-04-01', 'Échéance T1 2025/2026', '453,96', '453,96'],
          ['2025-04-01', 'Fonds ALUR T1', '23,28', '477,24'],
          ['2025-04-05', 'Prélèvement SEPA', '477,24-', '0,00'],
          ['2025-06-12', 'Régularisation 2024/2025 — excédent', '49,95-', '49,95-'],
        ),
        listing(
          ['Exercice', 'Budget', 'Provisions du lot', 'Charges réelles du lot', 'Régularisation'],
          ['2024/2025', '45 000,00', '1 746,00', '1 696,05', '49,95-'],
          ['2025/2026', '46 800,00', '1 815,84', '', ''],
        ),
        p(
          'Solde en votre faveur : 49,95 €, déduit de l’échéance du 2025-07-01.\nÉchéances impayées : 0,00 €\nDernière cotisation au fonds ALUR : 23,28 €\nAvance de trésorerie : 200,00 €',
        ),
        small('« - » = crédit en votre faveur.'),
      ],
    ],
  },
  {
    // a regional cabinet's ledger for two lots of one owner, April–March: a « Lot » column,
    // one transfer for both lots, the « report à nouveau » on 1 April, the closed exercise's
    // shortfall split per lot; a recap per exercise with each lot and their total
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('expected_budget_n', 163000),
      money('budget_n', 166926),
      money('expected_budget', 169520),
      money('budget', 0),
      money('wanted_loads', 3926),
      money('works_funds_last_contribution', 2282),
      money('reserved_advances', 48000),
    ],
    pages: [
      [
        heading('LAGARDE & ASSOCIÉS — SYNDIC'),
        small('23 rue Carnot 86000 Poitiers — 05 49 41 62 80 — Poitiers, le 20/06/2025'),
        right('M. et Mme Régis Texier\n5 rue de la Cathédrale\n86000 Poitiers'),
        title('Compte de copropriétaire — Résidence Saint-Hilaire'),
        p(
          'Lots 12 (appartement, 318 / 10 000) et 40 (cave, 8 / 10 000) — exercice du 1er avril au 31 mars — période du 01/01/2025 au 20/06/2025',
        ),
        listing(
          ['Date', 'Lot', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', '', 'Solde reporté', '', '', '0,00'],
          ['01/01/2025', '12', 'Provisions T4 2024/2025', '397,50', '', '397,50'],
          ['01/01/2025', '40', 'Provisions T4 2024/2025', '10,00', '', '407,50'],
          ['01/01/2025', '12', 'Fonds de travaux T4', '22,26', '', '429,76'],
          ['01/01/2025', '40', 'Fonds de travaux T4', '0,56', '', '430,32'],
          ['08/01/2025', '', 'Virement', '', '430,32', '0,00'],
          ['01/04/2025', '', 'Report à nouveau 2025/2026', '', '', '0,00'],
          ['01/04/2025', '12', 'Provisions T1 2025/2026', '413,40', '', '413,40'],
          ['01/04/2025', '40', 'Provisions T1 2025/2026', '10,40', '', '423,80'],
          ['01/04/2025', '12', 'Fonds de travaux T1', '22,26', '', '446,06'],
          ['01/04/2025', '40', 'Fonds de travaux T1', '0,56', '', '446,62'],
          ['12/04/2025', '', 'Virement', '', '446,62', '0,00'],
          ['16/06/2025', '12', 'Régularisation 2024/2025', '38,30', '', '38,30'],
          ['16/06/2025', '40', 'Régularisation 2024/2025', '0,96', '', '39,26'],
          ['', '', 'Totaux', '916,20', '876,94', '39,26'],
        ),
        listing(
          ['Exercice', 'Budget immeuble', 'Lot 12', 'Lot 40', 'Total des lots'],
          ['2024/2025 — provisions appelées', '50 000,00', '1 590,00', '40,00', '1 630,00'],
          [
            '2024/2025 — charges réelles (AG du 05/06/2025)',
            '51 204,50',
            '1 628,30',
            '40,96',
            '1 669,26',
          ],
          ['2025/2026 — budget voté', '52 000,00', '1 653,60', '41,60', '1 695,20'],
        ),
        p(
          'Solde débiteur au 20/06/2025 : 39,26 €, dû au titre de l’exercice clos 2024/2025. Provisions exigibles impayées : 0,00 €. Dernier appel du fonds de travaux : 22,82 € (lot 12 : 22,26 € ; lot 40 : 0,56 €). Avance de trésorerie détenue : 480,00 €.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's ledger for two lots of one owner, April–March: a « Lot » column, the
    // first quarter of the new exercise unpaid, the closed exercise's surplus credited per lot
    // against it; a recap per exercise, the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      money('expected_budget_n', 110200),
      money('budget_n', 107609),
      money('expected_budget', 116000),
      money('budget', 29000),
      money('works_funds_last_contribution', 1450),
      money('wanted_loads', 0),
      money('reserved_advances', 32000),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DES DEUX-SÈVRES'),
        small('Syndic — 18 rue Victor-Hugo 79000 Niort — 05 49 24 30 77'),
        p('Niort, le 17 juin 2025'),
        right('Mme Colette Rambaud\n2 place de la Brèche, lots 7 et 33\n79000 Niort'),
        title('Relevé de compte — copropriété Le Donjon'),
        small(
          'Exercice du 1er avril au 31 mars. Lot 7 : 268 / 10 000 ; lot 33 (garage) : 22 / 10 000.',
        ),
        listing(
          ['Date', 'Lot', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', '', 'Report de solde', '', '', '0,00'],
          ['01/01/2025', '7', 'Appel T4 2024/2025', '254,60', '', '254,60 DB'],
          ['01/01/2025', '33', 'Appel T4 2024/2025', '20,90', '', '275,50 DB'],
          ['01/01/2025', '7', 'Fonds travaux T4', '13,40', '', '288,90 DB'],
          ['01/01/2025', '33', 'Fonds travaux T4', '1,10', '', '290,00 DB'],
          ['06/01/2025', '', 'Virement', '', '290,00', '0,00'],
          ['01/04/2025', '', 'Report à nouveau 2025/2026', '', '', '0,00'],
          ['01/04/2025', '7', 'Appel T1 2025/2026', '268,00', '', '268,00 DB'],
          ['01/04/2025', '33', 'Appel T1 2025/2026', '22,00', '', '290,00 DB'],
          ['01/04/2025', '7', 'Fonds travaux T1', '13,40', '', '303,40 DB'],
          ['01/04/2025', '33', 'Fonds travaux T1', '1,10', '', '304,50 DB'],
          ['15/06/2025', '7', 'Excédent 2024/2025', '', '23,94', '280,56 DB'],
          ['15/06/2025', '33', 'Excédent 2024/2025', '', '1,97', '278,59 DB'],
          ['', '', 'Totaux', '594,50', '315,91', '278,59 DB'],
        ),
        table(
          ['Exercice', 'Provisions (lots 7 + 33)', 'Charges réelles (lots 7 + 33)', 'Écart'],
          ['2024/2025 (budget 38 000,00)', '1 102,00', '1 076,09', '25,91 CR'],
          ['2025/2026 (budget 40 000,00)', '1 160,00', '', ''],
        ),
        table(
          ['Décomposition du solde', 'Montant'],
          ['Provisions exigibles non réglées (T1 2025/2026)', '290,00'],
          ['Fonds de travaux exigible (appel du 01/04/2025)', '14,50'],
          ['Exercices antérieurs', '0,00'],
          ['Excédent 2024/2025 à déduire', '-25,91'],
          ['Solde débiteur', '278,59'],
        ),
        small('Avance de trésorerie détenue par le syndicat : 320,00 €.'),
      ],
    ],
  },
  {
    // a volunteer syndic's spreadsheet ledger, October–September, amounts as « 1234.56 »: the
    // closed exercise's last quarter, « Nouvel exercice — report » on 1 October, the
    // regularisation paid with the next quarter; the recap per exercise in two lines
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-08',
    figures: [
      day('document_date', '2025-06-08'),
      money('expected_budget_n', 225600),
      money('budget_n', 230591),
      money('expected_budget', 235000),
      money('budget', 0),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 2820),
      money('reserved_advances', 20000),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires du 5 rue des Carmes, 14000 Caen — syndic bénévole : Mme Yvette Lenormand',
        ),
        title('Compte de M. Benoît Hamel — lot 2 (2350/10000)'),
        p(
          'Caen, le 08/06/2025. Exercice du 1er octobre au 30 septembre. Extrait depuis le 1er juillet 2024, pour la vente.',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde au 30/06/2024', '', '', '0.00'],
          ['01/07/2024', 'T4 2023/2024 charges', '564.00', '', '564.00'],
          ['01/07/2024', 'T4 2023/2024 fonds travaux', '28.20', '', '592.20'],
          ['10/07/2024', 'Chèque', '', '592.20', '0.00'],
          ['01/10/2024', 'Nouvel exercice 2024/2025 — report', '', '', '0.00'],
          ['01/10/2024', 'T1 2024/2025 charges', '587.50', '', '587.50'],
          ['01/10/2024', 'T1 2024/2025 fonds travaux', '28.20', '', '615.70'],
          ['12/10/2024', 'Chèque', '', '615.70', '0.00'],
          ['01/01/2025', 'T2 2024/2025 charges', '587.50', '', '587.50'],
          ['01/01/2025', 'T2 2024/2025 fonds travaux', '28.20', '', '615.70'],
          ['15/01/2025', 'Chèque', '', '615.70', '0.00'],
          ['15/03/2025', 'Régularisation 2023/2024 (AG du 08/03/2025)', '49.91', '', '49.91'],
          ['01/04/2025', 'T3 2024/2025 charges', '587.50', '', '637.41'],
          ['01/04/2025', 'T3 2024/2025 fonds travaux', '28.20', '', '665.61'],
          ['10/04/2025', 'Chèque', '', '665.61', '0.00'],
        ),
        p(
          '2023/2024 : budget 9600.00, provisions appelées 2256.00, charges réelles 2305.91.\n2024/2025 : budget 10000.00, votre part 2350.00 (587.50 par trimestre).',
        ),
        p(
          'Reste dû à ce jour : provisions 0.00 ; années précédentes 0.00. Dernier appel du fonds de travaux : 28.20. Avance versée en 2011 : 200.00, à vous rembourser.',
        ),
        right('Y. Lenormand'),
      ],
    ],
  },
  {
    // a volunteer syndic's spreadsheet ledger, October–September, amounts as « 1234.56 » with
    // « D » / « C »: the closed exercise's surplus credited after the « report », the third
    // quarter unpaid; the recap per exercise and the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-14',
    figures: [
      day('document_date', '2025-06-14'),
      money('expected_budget_n', 237600),
      money('budget_n', 231785),
      money('expected_budget', 245520),
      money('budget', 61380),
      money('works_funds_last_contribution', 2970),
      money('wanted_loads', 0),
    ],
    pages: [
      [
        small(
          'Copropriété Villa Beauséjour — 22 avenue Trespoey 64000 Pau — syndic bénévole : M. Jean-Marc Laborde (06 72 18 40 55)',
        ),
        p('Pau, le 14.06.2025'),
        title('Relevé du compte de Mme Nathalie Casaubon — lot 4'),
        small('Tantièmes : 1980/10000. Exercice : 1er octobre – 30 septembre.'),
        table(
          ['Date', 'Écriture', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde reporté', '', '', '0.00'],
          ['01/07/2024', 'Appel 4e trimestre 2023/2024 + fonds', '623.70', '', '623.70 D'],
          ['08/07/2024', 'Virement', '', '623.70', '0.00'],
          ['01/10/2024', 'Report à nouveau — exercice 2024/2025', '', '', '0.00'],
          ['01/10/2024', 'Appel 1er trimestre 2024/2025 + fonds', '643.50', '', '643.50 D'],
          ['09/10/2024', 'Virement', '', '643.50', '0.00'],
          ['01/01/2025', 'Appel 2e trimestre 2024/2025 + fonds', '643.50', '', '643.50 D'],
          ['07/01/2025', 'Virement', '', '643.50', '0.00'],
          ['28/02/2025', 'Excédent de charges 2023/2024', '', '58.15', '58.15 C'],
          ['01/04/2025', 'Appel 3e trimestre 2024/2025 + fonds', '643.50', '', '585.35 D'],
        ),
        table(
          ['Exercice', 'Budget', 'Votre part', 'Réel'],
          ['2023/2024', '12000.00', '2376.00', '2317.85'],
          ['2024/2025', '12400.00', '2455.20', ''],
        ),
        p(
          'Votre solde de 585.35 D se décompose ainsi : provisions du 3e trimestre 613.80 + fonds de travaux 29.70 - excédent 2023/2024 58.15. Années antérieures : 0.00.',
        ),
        p('Merci de régler avant la signature chez le notaire. J.-M. Laborde'),
      ],
    ],
  },
  {
    // a big group's annexes over two pages printed across the page, October–September:
    // annexe 1 in four lines, annexe 3 per key under a merged header row on page 1; on page 2
    // the seller's two lots side by side under each exercise and their sum in the last row
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-20',
    landscape: true,
    figures: [
      day('document_date', '2025-01-20'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 961240),
      money('unpaid_providers', 728815),
      money('works_funds', 3345000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 6900000),
      money('building_budget', 7140000),
      money('expected_budget_n', 214500, 2),
      money('budget_n', 216641, 2),
      money('expected_budget', 222060, 2),
    ],
    pages: [
      [
        small(
          'GROUPE VERTIMMO SYNDIC — 5 place Grenette 38000 Grenoble — comptes joints à la convocation de l’AG du 13/02/2025 — édité le 20/01/2025 — 1/2',
        ),
        title('LE CLOS BAYARD — COMPTES DE L’EXERCICE DU 01/10/2023 AU 30/09/2024'),
        heading('Annexe 1 — état financier après répartition (extrait)'),
        listing(
          ['Poste', '30/09/2024', '30/09/2023'],
          ['Copropriétaires débiteurs', '9 612,40', '8 947,05'],
          ['Fournisseurs', '7 288,15', '6 902,33'],
          ['Fonds de travaux art. 14-2', '33 450,00', '29 880,00'],
        ),
        heading('Annexe 3 — compte de gestion générale par clé'),
        listing(
          ['', 'Exercice clos 2023/2024', '', 'Exercice en cours', 'Exercice suivant'],
          ['Clé', 'Budget voté', 'Réalisé', 'Budget 2024/2025', 'Budget proposé 2025/2026'],
          ['Charges générales (10 000)', '60 000,00', '61 204,80', '62 000,00', '64 300,00'],
          ['Ascenseur (1 000)', '9 000,00', '8 652,30', '9 400,00', '9 700,00'],
          ['Total', '69 000,00', '69 857,10', '71 400,00', '74 000,00'],
        ),
      ],
      [
        small('Le Clos Bayard — répartition individuelle — Mme Véronique Bouvier-Rey — 2/2'),
        listing(
          ['', '', 'Budget 2023/2024', '', 'Réalisé 2023/2024', '', 'Budget 2024/2025', ''],
          ['Clé', 'Tantièmes 15 / 62', 'Lot 15', 'Lot 62', 'Lot 15', 'Lot 62', 'Lot 15', 'Lot 62'],
          [
            'Charges générales',
            '284 / 12',
            '1 704,00',
            '72,00',
            '1 738,22',
            '73,45',
            '1 760,80',
            '74,40',
          ],
          ['Ascenseur', '41 / —', '369,00', '—', '354,74', '—', '385,40', '—'],
          ['Par lot', '', '2 073,00', '72,00', '2 092,96', '73,45', '2 146,20', '74,40'],
          ['Lots 15 et 62', '', '2 145,00', '', '2 166,41', '', '2 220,60', ''],
        ),
        small(
          'Lot 15 : appartement T4 ; lot 62 : parking extérieur. Écart 2023/2024 : 21,41 € à votre charge.',
        ),
      ],
    ],
  },
  {
    // a big group's annexes over two pages printed across the page, October–September:
    // annexe 1 and annexe 3 per key on page 1, the seller's two lots side by side on page 2,
    // a heating key the cellar does not share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-27',
    landscape: true,
    figures: [
      day('document_date', '2025-01-27'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 1420766),
      money('unpaid_providers', 984530),
      money('works_funds', 4100000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 8200000),
      money('building_budget', 8450000),
      money('expected_budget_n', 300060, 2),
      money('budget_n', 304959, 2),
      money('expected_budget', 309215, 2),
    ],
    pages: [
      [
        small('ACTIVA SYNDIC GROUPE — région Pays de la Loire — 17 boulevard Foch 49100 Angers'),
        small(
          'Résidence LES COTEAUX DU MAINE — annexes aux comptes 2023/2024 — Angers, le 27/01/2025 — page 1 sur 2',
        ),
        heading('Annexe n° 1 — situation au 30/09/2024'),
        listing(
          ['Rubrique', 'Montant'],
          ['Créances sur copropriétaires', '14 207,66'],
          ['Dettes fournisseurs', '9 845,30'],
          ['Fonds de travaux', '41 000,00'],
        ),
        heading('Annexe n° 3 — charges et produits par clé (exercice 01/10/2023 – 30/09/2024)'),
        listing(
          [
            'Clé de répartition',
            'Budget\n2023/2024',
            'Dépenses\n2023/2024',
            'Budget voté\n2024/2025',
            'Projet\n2025/2026',
          ],
          ['Générales', '52 000,00', '50 877,60', '53 500,00', '55 000,00'],
          ['Chauffage', '30 000,00', '32 418,90', '31 000,00', '33 000,00'],
          ['Total', '82 000,00', '83 296,50', '84 500,00', '88 000,00'],
        ),
      ],
      [
        small('Les Coteaux du Maine — M. Pascal Hervouet — lots 21 et 88 — page 2 sur 2'),
        listing(
          ['', 'Budget 2023/2024', '', 'Dépenses 2023/2024', '', 'Budget 2024/2025', ''],
          ['Clé', 'Lot 21', 'Lot 88', 'Lot 21', 'Lot 88', 'Lot 21', 'Lot 88'],
          ['Générales (356 / 7)', '1 851,20', '36,40', '1 811,24', '35,61', '1 904,60', '37,45'],
          ['Chauffage (371 / —)', '1 113,00', '', '1 202,74', '', '1 150,10', ''],
          ['Total lot', '2 964,20', '36,40', '3 013,98', '35,61', '3 054,70', '37,45'],
          ['Total des deux lots', '3 000,60', '', '3 049,59', '', '3 092,15', ''],
        ),
        small(
          'Lot 21 : appartement ; lot 88 : cave. Régularisation 2023/2024 : 48,99 € à votre charge, appelée après l’AG du 20/02/2025.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages, April–March: annexe 3 per key where one
    // merged cell prints the real expense and its gap to the budget (« 45 126,30 +1 126,30 »),
    // the lot's share in the same layout, then annexe 4: works outside the budget per
    // operation with the lot's part called and real
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 641290),
      money('unpaid_providers', 480517),
      money('works_funds', 1870000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 5300000),
      money('building_budget', 5500000),
      money('works_funds_contribution', 275000),
      money('expected_budget_n', 214600, 2),
      money('budget_n', 217741, 2),
      money('expected_budget', 222680, 2),
      money('expected_hors_budget_n', 172200, 2),
      money('hors_budget_n', 170277, 2),
    ],
    pages: [
      [
        heading('CABINET PEYROT-VIDAL — SYNDIC'),
        small(
          '7 boulevard Victor-Hugo 30000 Nîmes — Nîmes, le 26/05/2025 — pièces jointes à la convocation de l’assemblée du 19/06/2025',
        ),
        title('Résidence LES JARDINS DE LA FONTAINE — exercice du 01/04/2024 au 31/03/2025'),
        heading('Annexe 1 — au 31/03/2025'),
        table(
          ['Poste', 'Montant'],
          ['Copropriétaires débiteurs', '6 412,90'],
          ['Fournisseurs non réglés', '4 805,17'],
          ['Fonds de travaux (art. 14-2)', '18 700,00'],
        ),
        heading('Annexe 3 — dépenses courantes'),
        table(
          ['Clé', 'Budget voté 2024/2025', 'Réalisé 2024/2025 / écart', 'Budget voté 2025/2026'],
          ['Charges générales (10 000)', '44 000,00', '45 126,30 +1 126,30', '45 600,00'],
          ['Eau froide (1 000)', '9 000,00', '8 611,40 -388,60', '9 400,00'],
          ['Total', '53 000,00', '53 737,70 +737,70', '55 000,00'],
        ),
        small('Cotisation au fonds de travaux 2025/2026 : 2 750,00 € (5 % du budget voté).'),
      ],
      [
        small('Les Jardins de la Fontaine — lot 18, Mme Anne Rouvière — page 2/2'),
        heading('Votre quote-part — lot 18 (410 / 10 000 ; eau 38 / 1 000)'),
        table(
          ['Clé', 'Provisions 2024/2025', 'Réel 2024/2025 / écart', 'Budget 2025/2026'],
          ['Charges générales', '1 804,00', '1 850,18 +46,18', '1 869,60'],
          ['Eau froide', '342,00', '327,23 -14,77', '357,20'],
          ['Total lot 18', '2 146,00', '2 177,41 +31,41', '2 226,80'],
        ),
        heading('Annexe 4 — travaux hors budget (art. 14-2 de la loi)'),
        table(
          ['Opération', 'Voté / appelé', 'Coût réel', 'Lot 18 appelé', 'Lot 18 réel'],
          [
            'Réfection de la toiture (AG du 12/06/2024)',
            '36 000,00',
            '35 212,40',
            '1 476,00',
            '1 443,71',
          ],
          [
            'Remplacement du portail (AG du 12/06/2024)',
            '6 000,00',
            '6 318,50',
            '246,00',
            '259,06',
          ],
          ['Total', '42 000,00', '41 530,90', '1 722,00', '1 702,77'],
        ),
        small(
          'Solde des travaux en votre faveur : 19,23 €, porté au crédit de votre compte avec la régularisation des charges (31,41 € à votre charge).',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages, April–March: annexe 3 per key with the real
    // expense and its gap merged in one cell, the lot's share below, annexe 4 with one works
    // operation outside the budget and the lot's part
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 390418),
      money('unpaid_providers', 261145),
      money('works_funds', 1248000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 3500000),
      money('building_budget', 3620000),
      money('works_funds_contribution', 181000),
      money('expected_budget_n', 202700, 2),
      money('budget_n', 202285, 2),
      money('expected_budget', 209920, 2),
      money('expected_hors_budget_n', 254400, 2),
      money('hors_budget_n', 260263, 2),
    ],
    pages: [
      [
        heading('BASTIDE IMMOBILIER'),
        small('Syndic — 4 place Nationale 82000 Montauban — 05 63 20 14 58 — le 02/06/2025'),
        title('Annexes aux comptes — copropriété LE QUAI DE VILLEBOURBON'),
        p(
          'Exercice clos : 1er avril 2024 – 31 mars 2025. Assemblée générale prévue le 26 juin 2025.',
        ),
        table(
          ['Annexe 1 (extrait) au 31/03/2025', 'Euros'],
          ['Impayés des copropriétaires', '3 904,18'],
          ['Dettes envers les fournisseurs', '2 611,45'],
          ['Fonds de travaux', '12 480,00'],
        ),
        heading('Annexe 3'),
        listing(
          ['Clé', 'Budget 2024/2025', 'Réel 2024/2025 et écart', 'Budget 2025/2026'],
          ['Générales (10 000)', '31 000,00', '30 217,80 -782,20', '32 000,00'],
          ['Escalier B (1 000)', '4 000,00', '4 388,60 +388,60', '4 200,00'],
          ['Total', '35 000,00', '34 606,40 -393,60', '36 200,00'],
        ),
        small('Fonds de travaux 2025/2026 : cotisation de 1 810,00 €.'),
      ],
      [
        small(
          'Quai de Villebourbon — lot 7 (530 / 10 000 ; escalier B 96 / 1 000) — M. Didier Lacombe — 2/2',
        ),
        listing(
          ['Clé', 'Provisions 2024/2025', 'Réel et écart', 'Budget 2025/2026'],
          ['Générales', '1 643,00', '1 601,54 -41,46', '1 696,00'],
          ['Escalier B', '384,00', '421,31 +37,31', '403,20'],
          ['Lot 7', '2 027,00', '2 022,85 -4,15', '2 099,20'],
        ),
        heading('Annexe 4 — opérations exceptionnelles'),
        listing(
          ['Opération', 'Montant voté', 'Dépenses', 'Appelé lot 7', 'Réel lot 7', 'Solde lot 7'],
          [
            'Ravalement de la façade (AG du 30/05/2024)',
            '48 000,00',
            '49 106,20',
            '2 544,00',
            '2 602,63',
            '58,63 DB',
          ],
        ),
        small(
          'Le dépassement du ravalement (58,63 € pour le lot 7) sera appelé avec la régularisation des charges courantes.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's annexes over two pages, July–June: annexe 1 as a short table
    // on page 1, annexe 3 for the building and the seller's lot on page 2 with the real
    // expense and its gap under a wrapped heading
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-14',
    scan: scanned(180, -0.8, 12),
    figures: [
      day('document_date', '2024-11-14'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 217730),
      money('unpaid_providers', 190644),
      money('works_funds', 895000),
      day('dt_works_funds', '2024-06-30'),
      money('building_budget_n', 2800000, 2),
      money('building_budget', 2950000, 2),
      money('works_funds_contribution', 147500, 2),
      money('expected_budget_n', 173600, 2),
      money('budget_n', 178217, 2),
      money('expected_budget', 182900, 2),
    ],
    pages: [
      [
        heading('CABINET GERMAIN'),
        small('Syndic de copropriété — 9 rue Moyenne 18000 Bourges — 02 48 24 61 30'),
        p('Bourges, le 14 novembre 2024'),
        title('COMPTES DE L’EXERCICE 2023/2024'),
        p(
          'Copropriété LE JARDIN DE L’ARCHEVÊCHÉ, 3 rue Bourbonnoux 18000 Bourges — exercice du 01/07/2023 au 30/06/2024 — assemblée générale du 05/12/2024',
        ),
        heading('Annexe 1 — état financier au 30/06/2024'),
        table(
          ['Rubrique', 'Montant'],
          ['Avances des copropriétaires', '4 200,00'],
          ['Copropriétaires débiteurs', '2 177,30'],
          ['Fournisseurs', '1 906,44'],
          ['Fonds de travaux', '8 950,00'],
        ),
        small('page 1/2'),
      ],
      [
        small('Le Jardin de l’Archevêché — annexe 3 — page 2/2'),
        table(
          ['', 'Budget\n2023/2024', 'Réalisé\n2023/2024', 'Budget voté\n2024/2025'],
          ['Immeuble — charges générales', '28 000,00', '28 744,60', '29 500,00'],
          ['Lot 10 (620 / 10 000)', '1 736,00', '1 782,17', '1 829,00'],
        ),
        p(
          'Écart du lot 10 sur l’exercice 2023/2024 : 46,17 € à la charge de M. Alain Thévenin. Cotisation au fonds de travaux 2024/2025 : 1 475,00 €.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's annexes over two pages, July–June: annexe 1 on page 1, the
    // building's keys and the seller's lot key by key on page 2, heating apart
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-28',
    scan: scanned(170, 1.0, 13),
    figures: [
      day('document_date', '2024-11-28'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 402355),
      money('unpaid_providers', 291870),
      money('works_funds', 1040000),
      day('dt_works_funds', '2024-06-30'),
      money('building_budget_n', 3000000, 2),
      money('building_budget', 3100000, 2),
      money('works_funds_contribution', 155000, 2),
      money('expected_budget_n', 350400, 2),
      money('budget_n', 356968, 2),
      money('expected_budget', 362150, 2),
    ],
    pages: [
      [
        heading('ÉTUDE CHARPENTIER — ADMINISTRATION DE BIENS'),
        small('14 rue du Commerce 58000 Nevers — 03 86 61 22 09'),
        p('Nevers, le 28/11/2024'),
        title('Résidence LES REMPARTS DE LOIRE'),
        p('Annexes aux comptes de l’exercice du 1er juillet 2023 au 30 juin 2024'),
        table(
          ['Annexe 1 — au 30 juin 2024', 'Euros'],
          ['Copropriétaires débiteurs', '4 023,55'],
          ['Fournisseurs', '2 918,70'],
          ['Fonds de travaux', '10 400,00'],
          ['Trésorerie', '21 664,12'],
        ),
        small('1/2'),
      ],
      [
        small('Les Remparts de Loire — 2/2'),
        heading('Annexe 3 — par clé'),
        table(
          ['Clé', 'Budget 2023/2024', 'Dépenses 2023/2024', 'Budget 2024/2025'],
          ['Générales', '18 000,00', '17 604,20', '18 500,00'],
          ['Chauffage', '12 000,00', '12 915,70', '12 500,00'],
          ['Total immeuble', '30 000,00', '30 519,90', '31 000,00'],
        ),
        heading('Lot 5 — Mme Gisèle Perrot (1 140 / 10 000 ; chauffage 1 210 / 10 000)'),
        table(
          ['Clé', 'Provisions 2023/2024', 'Réel 2023/2024', 'Budget 2024/2025'],
          ['Générales', '2 052,00', '2 006,88', '2 109,00'],
          ['Chauffage', '1 452,00', '1 562,80', '1 512,50'],
          ['Total lot 5', '3 504,00', '3 569,68', '3 621,50'],
        ),
        small('Fonds de travaux 2024/2025 : 1 550,00 €, appelés avec les provisions.'),
      ],
    ],
  },
  {
    // an online syndic's annexes on one page, calendar exercise: the balance sheet's three
    // lines, the budget and its realisation with the lot's column beside the building's, then
    // the works outside the budget per operation with the lot's part
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1123045),
      money('unpaid_providers', 687412),
      money('works_funds', 2890000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 7400000),
      money('building_budget', 7650000),
      money('works_funds_contribution', 382500),
      money('expected_budget_n', 159100),
      money('budget_n', 161935),
      money('expected_budget', 164475),
      money('expected_hors_budget_n', 129860),
      money('hors_budget_n', 128059),
    ],
    pages: [
      [
        small(
          'HOMELINK SYNDIC — plateforme de gestion en ligne — documents de l’AG 2025 — téléchargé le 12/03/2025',
        ),
        title('Comptes 2024 — Résidence Le Parc Monplaisir (copro 6908)'),
        p('Exercice du 01/01/2024 au 31/12/2024 — votre lot : 33 (215/10000) — M. Farid Haddad'),
        listing(
          ['Au 31/12/2024', 'Montant'],
          ['Copropriétaires débiteurs', '11 230,45'],
          ['Fournisseurs à payer', '6 874,12'],
          ['Fonds de travaux', '28 900,00'],
        ),
        listing(
          ['Charges courantes', 'Copro', 'Lot 33'],
          ['Budget 2024', '74 000,00', '1 591,00'],
          ['Réalisé 2024', '75 318,40', '1 619,35'],
          ['Budget 2025 (voté)', '76 500,00', '1 644,75'],
          ['Cotisation fonds de travaux 2025', '3 825,00', '82,24'],
        ),
        heading('Travaux hors budget 2024 (article 14-2)'),
        listing(
          ['Opération', 'Appelé copro', 'Dépensé copro', 'Appelé lot 33', 'Dépensé lot 33'],
          ['Ravalement de la cour', '52 000,00', '50 906,80', '1 118,00', '1 094,50'],
          ['Vidéophonie', '8 400,00', '8 655,30', '180,60', '186,09'],
          ['Total', '60 400,00', '59 562,10', '1 298,60', '1 280,59'],
        ),
        small(
          'Régularisation 2024 du lot 33 : charges courantes 28,35 € à payer ; travaux 18,01 € à rembourser.',
        ),
      ],
    ],
  },
  {
    // an online syndic's annexes on one page, calendar exercise: the balance sheet's lines, the
    // budget and its realisation with the lot's column beside the building's, one works
    // operation outside the budget with the lot's part
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-20',
    figures: [
      day('document_date', '2025-03-20'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 145020),
      money('unpaid_providers', 98835),
      money('works_funds', 540000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 1800000),
      money('building_budget', 1880000),
      money('works_funds_contribution', 94000),
      money('expected_budget_n', 184500),
      money('budget_n', 179607),
      money('expected_budget', 192700),
      money('expected_hors_budget_n', 246000),
      money('hors_budget_n', 257464),
    ],
    pages: [
      [
        small(
          'logicopro.fr — Copropriété 2281 « 14 rue Lafon, 33300 Bordeaux » — annexes comptables 2024 — 20/03/2025',
        ),
        title('Annexes aux comptes de l’exercice 2024'),
        p(
          'Période : 2024-01-01 → 2024-12-31 · Lot 4 : 1025/10000 · Copropriétaire : Mme Sophie Arnaudin',
        ),
        table(
          ['Bilan au 31/12/2024', ''],
          ['Impayés copropriétaires', '1 450,20 €'],
          ['Dettes fournisseurs', '988,35 €'],
          ['Fonds de travaux', '5 400,00 €'],
        ),
        table(
          ['Budget', 'Immeuble', 'Votre lot 4'],
          ['Voté 2024', '18 000,00 €', '1 845,00 €'],
          ['Réalisé 2024', '17 522,60 €', '1 796,07 €'],
          ['Voté 2025', '18 800,00 €', '1 927,00 €'],
          ['Fonds de travaux 2025', '940,00 €', '96,35 €'],
        ),
        table(
          ['Travaux hors budget', 'Immeuble', 'Votre lot 4'],
          ['Réfection de la toiture — appelé', '24 000,00 €', '2 460,00 €'],
          ['Réfection de la toiture — dépensé', '25 118,40 €', '2 574,64 €'],
        ),
        small(
          'Votre régularisation 2024 : -48,93 € sur les charges courantes, +114,64 € sur la toiture.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexe 2 over two pages, October–September: the expenses account by
    // account (budget, real, next budget) carried from page 1 to page 2 by « À reporter » and
    // « Report », annexe 1's figures in a box, the seller's lot in a last table
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-03',
    figures: [
      day('document_date', '2025-02-03'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 583319),
      money('unpaid_providers', 412065),
      money('works_funds', 1980000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 6600000, 2),
      money('building_budget', 6800000, 2),
      money('expected_budget_n', 201300, 2),
      money('budget_n', 203048, 2),
      money('expected_budget', 207400, 2),
    ],
    pages: [
      [
        heading('CABINET SOREL-BRUNET'),
        small('Syndic — 31 rue Jeanne-d’Arc 76000 Rouen — Rouen, le 03/02/2025 — page 1/2'),
        title(
          'Résidence LE COURS CLEMENCEAU — annexe 2 : compte de gestion pour opérations courantes',
        ),
        p(
          'Exercice clos du 01/10/2023 au 30/09/2024. Au 30/09/2024 (annexe 1) : copropriétaires débiteurs 5 833,19 € ; fournisseurs 4 120,65 € ; fonds de travaux 19 800,00 €.',
        ),
        listing(
          ['Compte', 'Budget 2023/2024', 'Réalisé 2023/2024', 'Budget 2024/2025'],
          ['601 Eau', '9 000,00', '9 412,30', '9 300,00'],
          ['602 Électricité', '4 200,00', '3 988,70', '4 300,00'],
          ['603 Chauffage', '21 000,00', '22 106,40', '21 500,00'],
          ['614 Entretien des parties communes', '8 400,00', '8 215,00', '8 600,00'],
          ['À reporter', '42 600,00', '43 722,40', '43 700,00'],
        ),
      ],
      [
        small('Le Cours Clemenceau — annexe 2 (suite) — page 2/2'),
        listing(
          ['Compte', 'Budget 2023/2024', 'Réalisé 2023/2024', 'Budget 2024/2025'],
          ['Report', '42 600,00', '43 722,40', '43 700,00'],
          ['615 Ascenseur', '6 800,00', '6 514,20', '7 000,00'],
          ['616 Assurance', '5 600,00', '5 702,88', '5 800,00'],
          ['621 Honoraires du syndic', '9 200,00', '9 200,00', '9 500,00'],
          ['671 Frais divers', '1 800,00', '1 433,62', '2 000,00'],
          ['Total des charges', '66 000,00', '66 573,10', '68 000,00'],
        ),
        table(
          ['Lot 12 — Mme Agathe Lemonnier (305 / 10 000)', 'Montant'],
          ['Provisions appelées 2023/2024', '2 013,00'],
          ['Quote-part réelle 2023/2024', '2 030,48'],
          ['Provisions 2024/2025', '2 074,00'],
        ),
        small(
          'Écart 2023/2024 : 17,48 € à la charge du lot 12, appelé après l’assemblée du 27/02/2025.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's annexe 2 over two pages, October–September, « EUR » with dots
    // between thousands: the expenses account by account carried from page 1 to page 2 by
    // « à reporter » and « report », annexe 1 in a sentence, the lot's share in a sentence
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-09',
    figures: [
      day('document_date', '2025-01-09'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 321506),
      money('unpaid_providers', 274418),
      money('works_funds', 1560000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 4800000, 2),
      money('building_budget', 4950000, 2),
      money('expected_budget_n', 225600, 2),
      money('budget_n', 223760, 2),
      money('expected_budget', 232650, 2),
    ],
    pages: [
      [
        small(
          'SYNDIC COOPÉRATIF LES ATELIERS — 6 rue des Arts 59000 Lille — conseil syndical gestionnaire',
        ),
        title('Copropriété 44 rue Colbert — comptes 2023/2024'),
        p(
          'Exercice du 1er octobre 2023 au 30 septembre 2024 — édition du 09/01/2025. Situation au 30/09/2024 : dettes des copropriétaires 3.215,06 EUR, dettes fournisseurs 2.744,18 EUR, fonds de travaux 15.600,00 EUR.',
        ),
        listing(
          ['Nature', 'Budget 23/24', 'Réel 23/24', 'Budget 24/25'],
          ['Eau', '7.200,00 EUR', '7.548,10 EUR', '7.400,00 EUR'],
          ['Électricité', '3.100,00 EUR', '2.907,45 EUR', '3.200,00 EUR'],
          ['Nettoyage', '9.600,00 EUR', '9.600,00 EUR', '9.900,00 EUR'],
          ['Espaces verts', '2.700,00 EUR', '2.811,30 EUR', '2.800,00 EUR'],
          ['à reporter', '22.600,00 EUR', '22.866,85 EUR', '23.300,00 EUR'],
        ),
        small('1/2'),
      ],
      [
        small('44 rue Colbert — comptes 2023/2024 — 2/2'),
        listing(
          ['Nature', 'Budget 23/24', 'Réel 23/24', 'Budget 24/25'],
          ['report', '22.600,00 EUR', '22.866,85 EUR', '23.300,00 EUR'],
          ['Assurance', '4.900,00 EUR', '5.012,64 EUR', '5.100,00 EUR'],
          ['Honoraires', '7.800,00 EUR', '7.800,00 EUR', '8.000,00 EUR'],
          ['Entretien chaudière', '11.200,00 EUR', '10.684,20 EUR', '11.500,00 EUR'],
          ['Frais divers', '1.500,00 EUR', '1.244,91 EUR', '1.600,00 EUR'],
          ['Total', '48.000,00 EUR', '47.608,60 EUR', '49.500,00 EUR'],
        ),
        p(
          'Lot 5 de M. Hugo Desmet (470/10000) : provisions 2023/2024 2.256,00 EUR, charges réelles 2.237,60 EUR, soit 18,40 EUR à rembourser ; provisions 2024/2025 2.326,50 EUR.',
        ),
      ],
    ],
  },
  {
    // a big group's call for works only, October–September, two lots: the operation voted, the
    // part taken from the works fund, a table lot by lot with three instalments at three dates,
    // this call's column marked, the instalments still to come in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('works_funds', 4650000),
      day('dt_works_funds', '2024-09-30'),
      money('unbudget_not_due', 382000),
    ],
    pages: [
      [
        small(
          'IMMOCITÉ SYNDIC — groupe national — agence Bordeaux Chartrons — 62 cours Portal 33000 Bordeaux — 05 56 44 91 20',
        ),
        small(
          'Copropriété 3318 LES QUAIS DE BACALAN — copropriétaire 3318-0208 — Bordeaux, le 05/06/2025',
        ),
        right('Mme Claire Dufau\n8 rue Achard, lots 8 et 44\n33300 Bordeaux'),
        title('APPEL DE FONDS TRAVAUX — ISOLATION DE LA TOITURE'),
        p(
          'Exercice du 01/10/2024 au 30/09/2025. Travaux votés par l’assemblée générale du 11/02/2025 (résolution 14) pour 180 000,00 € TTC, honoraires compris. Le fonds de travaux, qui s’élevait à 46 500,00 € au 30/09/2024, en finance 30 000,00 € ; le solde, 150 000,00 €, est appelé en trois échéances égales selon les charges générales.',
        ),
        listing(
          [
            'Lot',
            'Tantièmes',
            'Quote-part totale',
            'Échéance 01/07/2025\n(le présent appel)',
            'Échéance 01/10/2025',
            'Échéance 01/01/2026',
          ],
          ['8 — appartement', '372 / 10 000', '5 580,00', '1 860,00', '1 860,00', '1 860,00'],
          ['44 — cave', '10 / 10 000', '150,00', '50,00', '50,00', '50,00'],
          ['Total', '', '5 730,00', '1 910,00', '1 910,00', '1 910,00'],
        ),
        p(
          'Montant du présent appel, exigible le 01/07/2025 : 1 910,00 €. Restent à appeler après cette échéance : 3 820,00 € (01/10/2025 et 01/01/2026). En cas de vente, les échéances non exigibles à la date de la mutation incombent à l’acquéreur, sauf convention contraire.',
        ),
        small(
          'Immocité Syndic — SAS — compte séparé du syndicat ouvert à la Banque de l’Estuaire. Page 1/1',
        ),
      ],
    ],
  },
  {
    // a big group's call for works only, October–September: the lifts' replacement on its own
    // key, four instalments at four dates in a table with the one already paid, this call's
    // row marked, the works fund's balance in a sentence, what remains in the last row
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('works_funds', 2280000),
      day('dt_works_funds', '2024-09-30'),
      money('unbudget_not_due', 307200),
    ],
    pages: [
      [
        small(
          'GROUPE ALCÉA GESTION — 4 place Saint-Louis 57000 Metz — service travaux — 03 87 75 12 90',
        ),
        p('Metz, le 12.06.2025'),
        right('M. Laurent Schmitt\nRésidence Le Sablon, lot 23\n57000 Metz'),
        title('Appel de fonds travaux n° 2/4'),
        p(
          'Résidence LE SABLON — exercice 2024/2025 (01.10.2024 – 30.09.2025). Remplacement des deux ascenseurs voté par l’AG du 21.01.2025 : 96 000,00 € répartis selon la clé ascenseur (base 1 000). Votre lot 23 : 64 / 1 000, soit 6 144,00 €. Le fonds de travaux (22 800,00 € au 30.09.2024) n’est pas mobilisé.',
        ),
        table(
          ['Échéance', 'Date d’exigibilité', 'Lot 23', 'État'],
          ['1/4', '01.04.2025', '1 536,00', 'réglée le 04.04.2025'],
          ['2/4', '01.07.2025', '1 536,00', 'objet du présent appel'],
          ['3/4', '01.10.2025', '1 536,00', 'à venir'],
          ['4/4', '01.01.2026', '1 536,00', 'à venir'],
          ['Reste à appeler après le présent appel', '', '3 072,00', ''],
        ),
        p('Merci de régler 1 536,00 € pour le 01.07.2025.'),
        small('Groupe Alcéa Gestion — carte professionnelle CPI 5702 2014 000 003 118.'),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's call for works only, July–June: a short letter, the
    // staircase works in two instalments, the first called now for the new exercise
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    scan: scanned(170, 0.6, 12, 'png'),
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('unbudget_not_due', 95700),
    ],
    pages: [
      [
        heading('CABINET FABRE'),
        small('Syndic de copropriété — 15 rue Mariès 81000 Albi — 05 63 54 27 71'),
        p('Albi, le 10/06/2025'),
        right('M. Bernard Cabrol\n3 rue Timbal, lot 6\n81000 Albi'),
        p('Objet : copropriété Le Vigan — appel travaux cage d’escalier'),
        p(
          'Monsieur,\nL’assemblée générale du 12/12/2024 a voté la réfection de la cage d’escalier pour 22 000,00 €, appelée en deux fois sur l’exercice du 01/07/2025 au 30/06/2026. Votre lot 6 (870 / 10 000) en supporte 1 914,00 €.',
        ),
        table(
          ['Appel', 'Date', 'Montant lot 6'],
          ['1er appel (présent avis)', '15/07/2025', '957,00'],
          ['2e appel', '15/10/2025', '957,00'],
          ['Total', '', '1 914,00'],
        ),
        p(
          'Reste à appeler après le présent avis : 957,00 €.\nVeuillez agréer, Monsieur, nos salutations distinguées.\nM. Fabre',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's call for works only, July–June: the railings' works in
    // three instalments, part of the cost taken from the works fund, a table of dates
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    scan: scanned(160, -0.9, 13, 'png'),
    figures: [
      day('document_date', '2025-06-13'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('works_funds', 735000),
      day('dt_works_funds', '2024-06-30'),
      money('unbudget_not_due', 47320),
    ],
    pages: [
      [
        heading('BUREAU RIVIÈRE — SYNDIC'),
        small('6 rue Taillefer 24000 Périgueux — 05 53 08 44 19'),
        p('Périgueux, le 13 juin 2025'),
        right('Mme Odette Lacoste\nRésidence Les Arènes, lot 11\n24000 Périgueux'),
        title('Appel de fonds — travaux votés'),
        p(
          'Mise en conformité des garde-corps, votée le 05/12/2024 pour 21 600,00 €. Le fonds de travaux (7 350,00 € au 30/06/2024) prend en charge 6 000,00 € ; les 15 600,00 € restants sont appelés en trois fois sur l’exercice 2025/2026 (du 01/07/2025 au 30/06/2026). Lot 11 : 455 / 10 000, soit 709,80 €.',
        ),
        table(
          ['Échéance', 'Exigible le', 'Lot 11'],
          ['1/3 — présent appel', '01/07/2025', '236,60'],
          ['2/3', '01/10/2025', '236,60'],
          ['3/3', '01/01/2026', '236,60'],
        ),
        p('Reste à appeler après cet appel : 473,20 €.'),
        p('Bureau Rivière'),
      ],
    ],
  },
  {
    // an online syndic's e-mail calling works only, April–March, ISO dates: the façade works in
    // four instalments listed one per line, the first due on 1 July, the amount still to come
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('unbudget_not_due', 142380),
    ],
    pages: [
      [
        small('De : COPROZEN <avis@coprozen.fr> — À : m.royer@laposte.net — 2025-06-16 07:30'),
        small('Objet : [Copro 7714 — Le Clos des Ursulines] Appel de fonds travaux — ravalement'),
        p(
          'Bonjour Mme Royer,\nVotre assemblée générale du 2025-06-04 a voté le ravalement des façades : 84 000,00 € TTC, appelés en quatre échéances sur l’exercice 2025/2026 (2025-04-01 → 2026-03-31), selon les charges générales.',
        ),
        p('Votre lot 19 (226/10000) : 1 898,40 € au total.'),
        p(
          '· 2025-07-01 : 474,60 € ← échéance appelée aujourd’hui\n· 2025-10-01 : 474,60 €\n· 2026-01-01 : 474,60 €\n· 2026-03-01 : 474,60 €',
        ),
        p(
          'Montant à régler pour le 2025-07-01 : 474,60 € (prélèvement automatique).\nReste à appeler ensuite : 1 423,80 €.',
        ),
        small(
          'Copro 7714 — 11 rue des Ursulines 77100 Meaux. Cet e-mail vaut avis d’appel de fonds. Retrouvez-le dans votre espace, rubrique Documents.',
        ),
      ],
    ],
  },
  {
    // an online syndic's e-mail calling works only, April–March, ISO dates: the boiler's
    // replacement, part paid by the works fund, two instalments on the heating key
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-26',
    figures: [
      day('document_date', '2025-06-26'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('works_funds', 2040000),
      day('dt_works_funds', '2025-03-31'),
      money('unbudget_not_due', 43500),
    ],
    pages: [
      [
        small(
          'OKAPI SYNDIC — notification du 2025-06-26 — copropriété 2290 « Résidence Pasteur », 40 avenue Pasteur 37100 Tours',
        ),
        title('Appel travaux : changement de la chaudière collective'),
        p(
          'Bonjour M. Nicolas Berger,\nvoté le 2025-05-27 : 42 000,00 €. Fonds de travaux disponible au 2025-03-31 : 20 400,00 €, dont 12 000,00 € affectés à l’opération. Reste à financer : 30 000,00 €, sur la clé chauffage.',
        ),
        table(
          [
            'Votre lot',
            'Tantièmes chauffage',
            'Quote-part',
            'Échéance 2025-07-15',
            'Échéance 2025-11-15',
          ],
          ['31', '290/10000', '870,00 €', '435,00 €', '435,00 €'],
        ),
        p(
          'Échéance appelée : 435,00 € au 2025-07-15. Échéance restant à appeler : 435,00 € (exercice 2025-04-01 → 2026-03-31).',
        ),
        small('Okapi Syndic — gestion en ligne, gestionnaire dédié : Mme Inès Morel.'),
      ],
    ],
  },
  {
    // a regional cabinet's quarterly call printed across the page, October–September: the last
    // quarter of the exercise, three keys with the building's budget, the lot's tantièmes, its
    // annual share and the quarter; the fund on its own line; the next exercise announced
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    landscape: true,
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 9000000),
      money('expected_budget', 302360),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 3498),
    ],
    pages: [
      [
        small(
          'LIMOUSIN GESTION — syndic de copropriété — 19 boulevard Carnot 87000 Limoges — 05 55 34 80 26 — Limoges, le 11/06/2025',
        ),
        small('Copropriété LE CHAMP DE JUILLET — compte 8704-016'),
        right('Mme Martine Vergnaud\n7 avenue de Juillet, lot 16\n87000 Limoges'),
        title('APPEL DE PROVISIONS — 4e ÉCHÉANCE DE L’EXERCICE 2024/2025'),
        p(
          'Exercice du 01/10/2024 au 30/09/2025 — budget voté le 06/02/2024 — échéance du 01/07/2025',
        ),
        listing(
          [
            'Clé',
            'Budget de l’exercice',
            'Base',
            'Tantièmes lot 16',
            'Part annuelle',
            'Échéance 01/07/2025',
          ],
          ['Charges générales', '58 000,00', '10 000', '318', '1 844,40', '461,10'],
          ['Ascenseur', '8 000,00', '1 000', '52', '416,00', '104,00'],
          ['Chauffage', '24 000,00', '10 000', '318', '763,20', '190,80'],
          ['Budget', '90 000,00', '', '', '3 023,60', '755,90'],
          ['Fonds de travaux (art. 14-2)', '4 400,00', '10 000', '318', '139,92', '34,98'],
          ['Total à payer', '', '', '', '', '790,88'],
        ),
        p(
          'Montant de l’échéance : 790,88 €, à régler au plus tard le 01/07/2025. L’exercice 2025/2026 débutera le 01/10/2025 ; son budget (94 000,00 €) sera soumis à l’assemblée de février 2026 et appelé sur la base provisoire du budget précédent.',
        ),
        small('Limousin Gestion — CPI 8701 2013 000 002 650 — 1/1'),
      ],
    ],
  },
  {
    // a regional cabinet's quarterly call printed across the page, October–September, two
    // lots: one row per key with the building's budget and a pair of columns per lot, the
    // fund on its own line, the lots' annual shares in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-04',
    landscape: true,
    figures: [
      day('document_date', '2025-06-04'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 5560000),
      money('expected_budget', 381400),
      money('works_funds_contribution', 280000),
      money('works_funds_last_contribution', 3283),
    ],
    pages: [
      [
        heading('VAL DE GARONNE SYNDIC'),
        small(
          '11 boulevard de la République 47000 Agen — 05 53 47 19 02 — avis émis le 04/06/2025',
        ),
        right('M. et Mme Serge Larrue\n16 rue Richard-Cœur-de-Lion\n47000 Agen'),
        title('Appel trimestriel du 1er juillet 2025 — Résidence Le Gravier'),
        p(
          'Exercice 2024/2025 (1er octobre 2024 – 30 septembre 2025), quatrième et dernier trimestre. Budget de 55 600,00 € voté le 13/02/2024.',
        ),
        listing(
          [
            'Clé',
            'Budget immeuble',
            'Base',
            'Lot 3\ntantièmes',
            'Lot 3\ntrimestre',
            'Lot 27\ntantièmes',
            'Lot 27\ntrimestre',
          ],
          ['Charges générales', '40 000,00', '10 000', '455', '455,00', '14', '14,00'],
          ['Bâtiment A', '12 000,00', '1 000', '148', '444,00', '—', '—'],
          ['Parkings', '3 600,00', '1 000', '—', '—', '45', '40,50'],
          ['Provisions', '55 600,00', '', '', '899,00', '', '54,50'],
          ['Fonds de travaux', '2 800,00', '10 000', '455', '31,85', '14', '0,98'],
          ['Total par lot', '', '', '', '930,85', '', '55,48'],
        ),
        p(
          'Part annuelle 2024/2025 de vos lots : 3 814,00 € (lot 3 : 3 596,00 € ; lot 27 : 218,00 €). Montant total du présent appel : 986,33 €, dont fonds de travaux 32,83 €.',
        ),
        small('Lot 3 : appartement, bâtiment A ; lot 27 : parking extérieur.'),
      ],
    ],
  },
  {
    // a volunteer syndic's quarterly call, April–March, amounts as « 1234.56 »: the second
    // quarter of the new exercise, the fund, and the closed exercise's shortfall added
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-15',
    figures: [
      day('document_date', '2025-06-15'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 1280000),
      money('expected_budget', 332800),
      money('works_funds_contribution', 64000),
      money('works_funds_last_contribution', 4160),
      money('wanted_loads', 2735),
    ],
    pages: [
      [
        small(
          'Copropriété 9 rue du Pont-Neuf, 86000 Poitiers — syndic bénévole : Mme Ghislaine Texereau',
        ),
        p('Poitiers, le 15/06/2025'),
        p('À Mme et M. Favreau, lot 1 (2600/10000)'),
        title('Appel du 2e trimestre — exercice 2025/2026'),
        p(
          'Notre exercice va du 1er avril 2025 au 31 mars 2026. Budget voté le 24/05/2025 : 12800.00 €, votre part annuelle 3328.00 €. Fonds de travaux : 640.00 € par an.',
        ),
        table(
          ['Détail', 'Montant'],
          ['Provisions 2e trimestre (01/07/2025)', '832.00'],
          ['Fonds de travaux 2e trimestre', '41.60'],
          ['Régularisation de l’exercice 2024/2025', '27.35'],
          ['Total', '900.95'],
        ),
        p(
          'Chèque à l’ordre du syndicat des copropriétaires du 9 rue du Pont-Neuf, ou virement. Merci !\nG. Texereau',
        ),
      ],
    ],
  },
  {
    // an online syndic's quarterly call, April–March: the second quarter, a card with the
    // building's budget and the lot's share, the fund, one line to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 18800000),
      money('expected_budget', 270720),
      money('works_funds_contribution', 940000),
      money('works_funds_last_contribution', 3384),
    ],
    pages: [
      [
        small('COPROZEN — appel n° 2025-Q2-4410-210 — émis le 2025-06-19'),
        title('Votre appel de charges du 2025-07-01'),
        p(
          'Copropriété 4410 — Les Terrasses de l’Hippodrome, 2 avenue de Vichy 03200 Vichy\nLot 210 · 144/10000 · M. Thomas Giraud',
        ),
        table(
          ['', 'Copropriété', 'Votre lot'],
          ['Budget 2025-04-01 → 2026-03-31', '188 000,00 €', '2 707,20 €'],
          ['Fonds de travaux annuel', '9 400,00 €', '135,36 €'],
          ['Trimestre 2 — provisions', '', '676,80 €'],
          ['Trimestre 2 — fonds de travaux', '', '33,84 €'],
          ['À payer au 2025-07-01', '', '710,64 €'],
        ),
        small('Prélèvement automatique le 2025-07-01. Budget voté en AG le 2025-05-20.'),
      ],
    ],
  },
  {
    // a small office's quarterly call, July–June: the first quarter of the new exercise in a
    // letter, the budget voted in December, a table of three lines
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 2400000),
      money('expected_budget', 258000),
      money('works_funds_contribution', 120000),
      money('works_funds_last_contribution', 3225),
    ],
    pages: [
      [
        heading('CABINET VIDAL-ESCANDE'),
        small('Syndic — 2 place de la Comédie 82000 Montauban — 05 63 66 41 28'),
        p('Montauban, le 18/06/2025'),
        right('Mme Geneviève Delpech\nRésidence Ingres, lot 2\n82000 Montauban'),
        p(
          'Madame,\nL’exercice 2025/2026 de la Résidence Ingres s’ouvre le 1er juillet 2025 et se clôturera le 30 juin 2026. Le budget voté par l’assemblée du 10/12/2024 s’élève à 24 000,00 € ; votre lot 2 (1 075 / 10 000) en supporte 2 580,00 € par an. La cotisation au fonds de travaux est de 1 200,00 € par an.',
        ),
        table(
          ['Appel du 1er trimestre 2025/2026', 'Montant'],
          ['Provisions (2 580,00 / 4)', '645,00'],
          ['Fonds de travaux (129,00 / 4)', '32,25'],
          ['Total', '677,25'],
        ),
        p('À régler avant le 01/07/2025. Veuillez agréer, Madame, nos salutations distinguées.'),
      ],
    ],
  },
  {
    // a small office's quarterly call, July–June, two lots: the first quarter of the new
    // exercise, a table per lot, the fund summed for both lots
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 3150000),
      money('expected_budget', 212940),
      money('works_funds_contribution', 160000),
      money('works_funds_last_contribution', 2704),
    ],
    pages: [
      [
        heading('ÉTUDE MAZEL — GESTION DE COPROPRIÉTÉS'),
        small('5 rue Saint-Antoine 48000 Mende — 04 66 65 12 08'),
        p('Mende, le 06/06/2025 — copropriété LES PROMENADES, 10 boulevard Henri-Bourrillon'),
        right('M. Raymond Pagès\nlots 4 et 9'),
        title('Avis d’échéance — 1er trimestre de l’exercice 2025/2026'),
        p(
          'Exercice du 01/07/2025 au 30/06/2026. Budget : 31 500,00 € (AG du 16/12/2024). Fonds de travaux : 1 600,00 €.',
        ),
        table(
          ['Lot', 'Tantièmes', 'Budget annuel du lot', 'Provisions T1', 'Fonds T1'],
          ['4 — appartement', '640 / 10 000', '2 016,00', '504,00', '25,60'],
          ['9 — garage', '36 / 10 000', '113,40', '28,35', '1,44'],
          ['Total', '676 / 10 000', '2 129,40', '532,35', '27,04'],
        ),
        p('Montant à régler pour le 01/07/2025 : 559,39 €.'),
      ],
    ],
  },
  {
    // a big group's décompte for two lots printed across the page, October–September: one row
    // per lot and key with the building's budget and real expenses, the lot's provisions and
    // real share, the gap marked DB or CR, the total for both lots, the new exercise's
    // provisions in the last column
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-24',
    landscape: true,
    figures: [
      day('document_date', '2025-02-24'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 8000000),
      money('expected_budget_n', 347100),
      money('budget_n', 347505),
      money('building_budget', 8240000),
      money('expected_budget', 357680),
    ],
    pages: [
      [
        small(
          'URBANIA SYNDIC — groupe national — agence Toulon Mourillon — 18 rue Castel 83000 Toulon — édité le 24/02/2025',
        ),
        right('M. Sylvain Giordano\n5 boulevard Cunéo, lots 19 et 71\n83000 Toulon'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES — EXERCICE DU 01/10/2023 AU 30/09/2024'),
        p(
          'Résidence LE CAP BRUN — comptes approuvés par l’assemblée générale du 18/02/2025. Budget 2023/2024 : 80 000,00 € ; budget 2024/2025 : 82 400,00 €.',
        ),
        listing(
          [
            'Lot',
            'Clé',
            'Budget immeuble',
            'Réel immeuble',
            'Tantièmes',
            'Provisions lot',
            'Réel lot',
            'Écart',
            'Provisions 2024/2025',
          ],
          [
            '19',
            'Charges générales',
            '70 000,00',
            '68 912,70',
            '402 / 10 000',
            '2 814,00',
            '2 770,29',
            '43,71 CR',
            '2 894,40',
          ],
          [
            '19',
            'Ascenseur',
            '10 000,00',
            '10 844,20',
            '58 / 1 000',
            '580,00',
            '628,96',
            '48,96 DB',
            '603,20',
          ],
          [
            '71',
            'Charges générales',
            '70 000,00',
            '68 912,70',
            '11 / 10 000',
            '77,00',
            '75,80',
            '1,20 CR',
            '79,20',
          ],
          ['', 'Total lots 19 et 71', '', '', '', '3 471,00', '3 475,05', '4,05 DB', '3 576,80'],
        ),
        p('Le solde de 4,05 € à votre débit sera appelé avec l’échéance du 01/04/2025.'),
        small(
          'DB : à votre charge — CR : en votre faveur. Lot 19 : appartement ; lot 71 : parking.',
        ),
      ],
    ],
  },
  {
    // a big group's décompte for two lots printed across the page, October–September: one row
    // per lot and key, the heating key the cellar does not share, the gap marked DB or CR, the
    // total for both lots, the new exercise's provisions in the last column
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-04',
    landscape: true,
    figures: [
      day('document_date', '2025-03-04'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 7400000),
      money('expected_budget_n', 218900),
      money('budget_n', 218574),
      money('building_budget', 7600000),
      money('expected_budget', 224800),
    ],
    pages: [
      [
        small('GROUPE CASTELLANE SYNDIC — 27 rue de Rome 13001 Marseille — 04 91 54 22 10'),
        small(
          'Copropriété LES TERRASSES DU PHARO — copropriétaire 1307-006 — Marseille, le 04/03/2025',
        ),
        title('Régularisation des charges 2023/2024 (01/10/2023 – 30/09/2024)'),
        p(
          'Vendeur : Mme Josette Cardinale — lots 6 (appartement) et 40 (cave). Budget voté 2023/2024 : 74 000,00 €. Budget voté 2024/2025 : 76 000,00 €.',
        ),
        listing(
          [
            'Lot',
            'Clé',
            'Base',
            'Budget\nimmeuble',
            'Dépenses\nimmeuble',
            'Tantièmes',
            'Provisions\nappelées',
            'Quote-part\nréelle',
            'Solde',
            'Budget lot\n2024/2025',
          ],
          [
            '6',
            'Générales',
            '10 000',
            '48 000,00',
            '49 317,60',
            '287',
            '1 377,60',
            '1 415,42',
            '37,82 DB',
            '1 420,65',
          ],
          [
            '6',
            'Chauffage',
            '10 000',
            '26 000,00',
            '24 608,90',
            '301',
            '782,60',
            '740,73',
            '41,87 CR',
            '797,65',
          ],
          [
            '40',
            'Générales',
            '10 000',
            '48 000,00',
            '49 317,60',
            '6',
            '28,80',
            '29,59',
            '0,79 DB',
            '29,70',
          ],
          [
            '',
            'Total',
            '',
            '74 000,00',
            '73 926,50',
            '',
            '2 189,00',
            '2 185,74',
            '3,26 CR',
            '2 248,00',
          ],
        ),
        p('Solde en votre faveur : 3,26 €, déduit de votre prochain appel.'),
        small('Comptes approuvés par l’assemblée générale du 25/02/2025.'),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's décompte, July–June, key by key in lines: the
    // building's budget and expenses, then « Quote-part du lot 25 : … » for the provisions and
    // for the real share, a lot number just before each amount; the total and next budget
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-16',
    scan: scanned(180, 0.5, 12, 'png'),
    figures: [
      day('document_date', '2024-12-16'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 2350000),
      money('expected_budget_n', 76510),
      money('budget_n', 76302),
      money('building_budget', 2430000),
      money('expected_budget', 79080),
    ],
    pages: [
      [
        heading('CABINET DELORME'),
        small('Syndic — 8 rue aux Fèvres 71100 Chalon-sur-Saône — 03 85 48 30 61'),
        p('Chalon-sur-Saône, le 16/12/2024'),
        right('Mme Léa Bonnot\nRésidence Le Port Villiers, lot 25'),
        title('Décompte de charges — exercice 2023/2024'),
        p(
          'Exercice du 1er juillet 2023 au 30 juin 2024, comptes approuvés le 10/12/2024. Budget voté : 23 500,00 €. Dépenses : 23 521,70 €.',
        ),
        p(
          'Charges générales (316 / 10 000) : budget 16 000,00 € — dépenses 15 822,40 €\n   Provisions — quote-part du lot 25 : 505,60 €\n   Réel — quote-part du lot 25 : 499,99 €',
        ),
        p(
          'Eau froide (29 / 1 000) : budget 4 000,00 € — dépenses 4 386,50 €\n   Provisions — quote-part du lot 25 : 116,00 €\n   Réel — quote-part du lot 25 : 127,21 €',
        ),
        p(
          'Ascenseur (41 / 1 000) : budget 3 500,00 € — dépenses 3 312,80 €\n   Provisions — quote-part du lot 25 : 143,50 €\n   Réel — quote-part du lot 25 : 135,82 €',
        ),
        p(
          'Total des provisions appelées au lot 25 : 765,10 €\nTotal des charges réelles du lot 25 : 763,02 €\nSolde en votre faveur : 2,08 €',
        ),
        p('Budget 2024/2025 voté : 24 300,00 € ; provisions du lot 25 : 790,80 €.'),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's décompte, July–June, key by key in lines with « Quote-part
    // du lot 7 : … » before each amount, two keys, the gap due by the owner
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-20',
    scan: scanned(160, 1.1, 13, 'png'),
    figures: [
      day('document_date', '2024-12-20'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 2000000),
      money('expected_budget_n', 232500),
      money('budget_n', 232591),
      money('building_budget', 2080000),
      money('expected_budget', 241820),
    ],
    pages: [
      [
        heading('BUREAU LAFONT — SYNDIC'),
        small('3 place du Bourg 12000 Rodez — 05 65 68 02 44'),
        p('Rodez, le 20 décembre 2024'),
        p(
          'Copropriété LE FOIRAIL — M. Gilles Vernhet — lot 7 (générales 1 140 / 10 000 ; chauffage 1 190 / 10 000)',
        ),
        title('DÉCOMPTE 2023/2024'),
        small('Exercice du 01/07/2023 au 30/06/2024 — budget 20 000,00 € — dépenses 20 021,00 €'),
        p(
          'Charges générales — budget 11 000,00 €, dépenses 11 318,60 €.\nQuote-part du lot 7 appelée : 1 254,00 €\nQuote-part du lot 7 réelle : 1 290,32 €',
        ),
        p(
          'Chauffage — budget 9 000,00 €, dépenses 8 702,40 €.\nQuote-part du lot 7 appelée : 1 071,00 €\nQuote-part du lot 7 réelle : 1 035,59 €',
        ),
        p('Lot 7 — provisions 2 325,00 € ; charges réelles 2 325,91 € ; reste dû 0,91 €.'),
        p('Exercice 2024/2025 : budget 20 800,00 €, provisions du lot 7 : 2 418,20 €.'),
      ],
    ],
  },
  {
    // an online syndic's décompte e-mail, April–March, ISO dates: the current charges and the
    // works voted outside the budget in one listing, credits with a trailing « - », the total
    // to pay at the end, the new budget in the last line
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5800000),
      money('expected_budget_n', 135140),
      money('budget_n', 132620),
      money('expected_hors_budget_n', 69900),
      money('hors_budget_n', 72707),
      money('building_budget', 6000000),
      money('expected_budget', 139800),
    ],
    pages: [
      [
        small('SYNDIKA — syndic en ligne — notification du 2025-06-12'),
        small(
          'Objet : votre décompte de charges 2024/2025 — copropriété 6120 « Le Carré Masséna », 9 rue Masséna 06000 Nice',
        ),
        p(
          'Bonjour Mme Valérie Ottaviani,\nles comptes de l’exercice 2024-04-01 → 2025-03-31 ont été approuvés en AG le 2025-06-05. Budget voté : 58 000,00 €. Voici votre décompte pour le lot 52 (233/10000).',
        ),
        listing(
          ['Poste', 'Appelé', 'Réel', 'Écart'],
          ['Charges courantes', '1 351,40', '1 326,20', '25,20-'],
          ['Travaux colonnes d’eau (art. 14-2, AG 2024-06-18)', '699,00', '727,07', '28,07'],
          ['Total', '2 050,40', '2 053,27', '2,87'],
        ),
        p(
          'Colonnes d’eau : 30 000,00 € appelés, 31 204,60 € dépensés. Montant à payer : 2,87 €, prélevé le 2025-07-01.',
        ),
        p('Budget 2025/2026 voté : 60 000,00 €, soit 1 398,00 € pour votre lot.'),
        small('« - » : en votre faveur.'),
      ],
    ],
  },
  {
    // an online syndic's décompte e-mail, April–March, ISO dates: current charges and one works
    // operation outside the budget, credits with a trailing « - », the balance due by the owner
    // (13,72 €), the new budget in the last line
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-21',
    figures: [
      day('document_date', '2025-06-21'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 2600000),
      money('expected_budget_n', 185120),
      money('budget_n', 190905),
      money('expected_hors_budget_n', 106800),
      money('hors_budget_n', 102387),
      money('building_budget', 2700000),
      money('expected_budget', 192240),
    ],
    pages: [
      [
        small(
          'WEBSYNDIC — 2025-06-21 — copro 1193 « Villa Mozart », 4 avenue Mozart 13100 Aix-en-Provence',
        ),
        title('Décompte de charges — exercice 2024-04-01 → 2025-03-31'),
        p(
          'M. Arnaud Peyron, lot 3 (712/10000). Budget de l’exercice : 26 000,00 €. Comptes approuvés le 2025-06-10.',
        ),
        listing(
          ['Rubrique', 'Appelé', 'Réel', 'Solde'],
          ['Budget courant', '1 851,20', '1 909,05', '57,85'],
          ['Toiture-terrasse (hors budget)', '1 068,00', '1 023,87', '44,13-'],
          ['Solde de l’exercice', '2 919,20', '2 932,92', '13,72'],
        ),
        p(
          'Toiture-terrasse : 15 000,00 € appelés, 14 380,20 € payés aux entreprises.\nÀ payer : 13,72 €, avec l’échéance du 2025-07-01.',
        ),
        p('Budget 2025/2026 : 27 000,00 € — votre part : 1 922,40 €.'),
      ],
    ],
  },
  {
    // a regional cabinet's décompte over two pages, calendar exercise: the lot's charges key by
    // key over three exercises (real 2023, budget and real 2024 with the gap, budget 2025),
    // carried from page 1 to page 2 by « À reporter » and « Report », the building's totals last
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-15',
    figures: [
      day('document_date', '2025-04-15'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('budget_n1', 392165, 2),
      money('expected_budget_n', 393000, 2),
      money('budget_n', 394515, 2),
      money('expected_budget', 405305, 2),
      money('building_budget_n', 9500000, 2),
      money('building_budget', 9800000, 2),
    ],
    pages: [
      [
        heading('CABINET MOREL-LEFEBVRE'),
        small(
          'Syndic de copropriété — 22 rue de Vesle 51100 Reims — 03 26 47 58 20 — Reims, le 15/04/2025 — 1/2',
        ),
        right('M. Hervé Collard\n10 boulevard Lundy, lot 9\n51100 Reims'),
        title('DÉCOMPTE DE CHARGES DE L’EXERCICE 2024'),
        p(
          'Résidence LES PROMENADES — exercice du 01/01/2024 au 31/12/2024 — comptes approuvés par l’assemblée générale du 08/04/2025.',
        ),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Réalisé\n2023',
            'Budget\n2024',
            'Réalisé\n2024',
            'Écart\n2024',
            'Budget\n2025',
          ],
          [
            'Charges générales',
            '395 / 10 000',
            '1 930,37',
            '1 975,00',
            '2 026,59',
            '51,59 DB',
            '2 054,00',
          ],
          ['Ascenseur', '60 / 1 000', '474,26', '480,00', '457,10', '22,90 CR', '492,00'],
          ['À reporter', '', '2 404,63', '2 455,00', '2 483,69', '', '2 546,00'],
        ),
      ],
      [
        small('Les Promenades — lot 9 — décompte 2024 — 2/2'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Réalisé\n2023',
            'Budget\n2024',
            'Réalisé\n2024',
            'Écart\n2024',
            'Budget\n2025',
          ],
          ['Report', '', '2 404,63', '2 455,00', '2 483,69', '', '2 546,00'],
          ['Eau froide', '41 / 1 000', '358,96', '369,00', '390,43', '21,43 DB', '381,30'],
          ['Chauffage', '395 / 10 000', '1 158,06', '1 106,00', '1 071,03', '34,97 CR', '1 125,75'],
          ['Total lot 9', '', '3 921,65', '3 930,00', '3 945,15', '15,15 DB', '4 053,05'],
          ['Immeuble', '', '94 847,60', '95 000,00', '95 561,90', '', '98 000,00'],
        ),
        p('Le solde de 15,15 € à votre charge sera appelé le 01/07/2025 avec le 3e trimestre.'),
        small('DB : à votre charge — CR : en votre faveur.'),
      ],
    ],
  },
  {
    // a regional cabinet's décompte over two pages, calendar exercise: three exercises key by
    // key under wrapped headings, carried from page 1 to page 2 by « à reporter » and
    // « report », the building's totals in the last row
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-07',
    figures: [
      day('document_date', '2025-05-07'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('budget_n1', 229561, 2),
      money('expected_budget_n', 236200, 2),
      money('budget_n', 241488, 2),
      money('expected_budget', 242560, 2),
      money('building_budget_n', 6800000, 2),
      money('building_budget', 6970000, 2),
    ],
    pages: [
      [
        heading('CABINET POULAIN-GROS'),
        small('Administrateur de biens — 9 Grande Rue 25000 Besançon — le 07/05/2025'),
        p('Copropriété LA BOUCLE — Mme Solange Vuillemin — lot 14'),
        title('Décompte individuel — année 2024'),
        small(
          'Exercice du 1er janvier au 31 décembre 2024, approuvé par l’assemblée du 29 avril 2025.',
        ),
        listing(
          ['Clé', 'Tantièmes', 'Réel\n2023', 'Budget\n2024', 'Réel\n2024', 'Écart', 'Budget\n2025'],
          ['Générales', '265 / 10 000', '1 023,98', '1 060,00', '1 036,64', '23,36 CR', '1 086,50'],
          ['Bâtiment B', '118 / 1 000', '693,56', '708,00', '755,45', '47,45 DB', '731,60'],
          ['à reporter', '', '1 717,54', '1 768,00', '1 792,09', '', '1 818,10'],
        ),
        small('suite au verso'),
      ],
      [
        small('La Boucle — lot 14 — 2/2'),
        listing(
          ['Clé', 'Tantièmes', 'Réel\n2023', 'Budget\n2024', 'Réel\n2024', 'Écart', 'Budget\n2025'],
          ['report', '', '1 717,54', '1 768,00', '1 792,09', '', '1 818,10'],
          ['Chauffage', '270 / 10 000', '578,07', '594,00', '622,79', '28,79 DB', '607,50'],
          ['Total du lot', '', '2 295,61', '2 362,00', '2 414,88', '52,88 DB', '2 425,60'],
          ['Total immeuble', '', '65 928,20', '68 000,00', '68 586,80', '', '69 700,00'],
        ),
        p('Somme à votre charge : 52,88 €.'),
      ],
    ],
  },
  {
    // a volunteer syndic's décompte in a letter, October–September: the building's budget and
    // expenses, then « Quote-part du lot 7 : … » lines for the provisions and for the real
    // share, the refund and the current budget in the last lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-17',
    figures: [
      day('document_date', '2025-02-17'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 1100000),
      money('expected_budget_n', 156200),
      money('budget_n', 151775),
      money('building_budget', 1140000),
      money('expected_budget', 161880),
    ],
    pages: [
      [
        small(
          'Copropriété Le Clos Fleuri — 3 impasse des Lilas 44000 Nantes — syndic bénévole : M. Yves Guillaume',
        ),
        p('Nantes, le 17 février 2025'),
        p('À Mme Rose Menard, lot 7 (1420/10000)'),
        title('Comptes de l’exercice 2023/2024 (1er octobre 2023 – 30 septembre 2024)'),
        p(
          'Madame,\nL’assemblée du 8 février 2025 a approuvé les comptes. Budget voté : 11 000,00 €. Dépenses réelles : 10 688,40 €.',
        ),
        p(
          'Provisions versées — quote-part du lot 7 : 1 562,00 €\nCharges réelles — quote-part du lot 7 : 1 517,75 €\nÀ vous rembourser : 44,25 €',
        ),
        p(
          'Le remboursement sera déduit de l’appel du 1er avril 2025. Pour l’exercice 2024/2025, le budget est de 11 400,00 € ; quote-part du lot 7 : 1 618,80 €.',
        ),
        p('Bien cordialement,\nYves Guillaume'),
      ],
    ],
  },
  {
    // a volunteer syndic's décompte in a letter, October–September, two keys: the building's
    // budget and expenses per key, then « Quote-part du lot 3 : … » lines, the amount due and
    // the current budget's share in the last lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-03',
    figures: [
      day('document_date', '2025-03-03'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 920000),
      money('expected_budget_n', 208000),
      money('budget_n', 210781),
      money('building_budget', 950000),
      money('expected_budget', 214450),
    ],
    pages: [
      [
        small(
          'Résidence Les Marronniers — 17 rue Gambetta 49400 Saumur — syndic bénévole : Mme Hélène Boisseau — 06 62 91 35 48',
        ),
        p('Saumur, le 03/03/2025'),
        title('Décompte de charges 2023/2024 — lot 3, M. Jacques Rabouin'),
        p(
          'Exercice du 01/10/2023 au 30/09/2024, comptes approuvés le 22/02/2025. Budget voté : 9 200,00 €.',
        ),
        p(
          'Charges communes générales (2150/10000) — budget 8 000,00 €, dépensé 8 214,90 €\nQuote-part du lot 3 : 1 720,00 € appelés, 1 766,20 € réels',
        ),
        p(
          'Entretien du jardin (300/1000) — budget 1 200,00 €, dépensé 1 138,70 €\nQuote-part du lot 3 : 360,00 € appelés, 341,61 € réels',
        ),
        p(
          'Total du lot 3 : 2 080,00 € appelés pour 2 107,81 € de charges réelles. Reste à payer : 27,81 €.',
        ),
        p('Exercice 2024/2025 : budget de 9 500,00 €, votre part 2 144,50 €.\nH. Boisseau'),
      ],
    ],
  },
  {
    // a regional cabinet's ledger, calendar exercise, « EUR » with dots between thousands: the
    // last quarter of 2024, the « report à nouveau » on 1 January, the 2024 regularisation
    // left unpaid; a recap per exercise
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      money('expected_budget_n', 279360),
      money('budget_n', 284863),
      money('expected_budget', 291000),
      money('budget', 0),
      money('wanted_loads', 5503),
      money('works_funds_last_contribution', 3492),
      money('reserved_advances', 55000),
    ],
    pages: [
      [
        heading('GIRARDIN IMMOBILIER — SYNDIC'),
        small('14 avenue Clemenceau 68100 Mulhouse — 03 89 45 21 70 — Mulhouse, le 09.06.2025'),
        right('Mme Christine Baumann\n6 rue du Sauvage, lot 17\n68100 Mulhouse'),
        title('Extrait de compte copropriétaire — Résidence Le Nouveau Quartier'),
        small('Lot 17 — 388 / 10 000 — exercice civil — période du 01.10.2024 au 09.06.2025'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01.10.2024', 'Solde précédent', '', '', '0,00 EUR'],
          ['01.10.2024', 'Appel 4e trimestre 2024', '698,40 EUR', '', '698,40 EUR'],
          ['01.10.2024', 'Fonds de travaux 4e trimestre 2024', '34,92 EUR', '', '733,32 EUR'],
          ['07.10.2024', 'Virement', '', '733,32 EUR', '0,00 EUR'],
          ['01.01.2025', 'Report à nouveau exercice 2025', '', '', '0,00 EUR'],
          ['01.01.2025', 'Appel 1er trimestre 2025', '727,50 EUR', '', '727,50 EUR'],
          ['01.01.2025', 'Fonds de travaux 1er trimestre 2025', '34,92 EUR', '', '762,42 EUR'],
          ['08.01.2025', 'Virement', '', '762,42 EUR', '0,00 EUR'],
          ['01.04.2025', 'Appel 2e trimestre 2025', '727,50 EUR', '', '727,50 EUR'],
          ['01.04.2025', 'Fonds de travaux 2e trimestre 2025', '34,92 EUR', '', '762,42 EUR'],
          ['10.04.2025', 'Régularisation exercice 2024', '55,03 EUR', '', '817,45 EUR'],
          ['12.04.2025', 'Virement', '', '762,42 EUR', '55,03 EUR'],
          ['', 'Totaux', '2.313,19 EUR', '2.258,16 EUR', '55,03 EUR'],
        ),
        listing(
          ['Exercice', 'Budget immeuble', 'Provisions lot 17', 'Charges réelles lot 17'],
          ['2024', '72.000,00 EUR', '2.793,60 EUR', '2.848,63 EUR'],
          ['2025', '75.000,00 EUR', '2.910,00 EUR', ''],
        ),
        p(
          'Reste dû : provisions 2025 exigibles 0,00 EUR ; exercice 2024 55,03 EUR. Dernier appel du fonds de travaux : 34,92 EUR. Avance de trésorerie : 550,00 EUR.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's ledger, calendar exercise, « EUR » with dots between thousands: the
    // « report à nouveau » on 1 January, the second quarter unpaid, the 2024 surplus credited
    // against it; a recap per exercise and the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget_n', 226160),
      money('budget_n', 220025),
      money('expected_budget', 236440),
      money('budget', 59110),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 2827),
    ],
    pages: [
      [
        heading('CABINET HENNEQUIN'),
        small('Syndic de copropriété — 8 rue Émile-Zola 10000 Troyes — le 11/06/2025'),
        right('M. Philippe Garnier\n21 quai Dampierre, lot 22\n10000 Troyes'),
        title('Relevé de compte — Les Quais de Seine'),
        small('Lot 22 (514 / 10 000) — exercice du 1er janvier au 31 décembre'),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde antérieur', '', '', '0,00'],
          ['01/10/2024', 'Appel T4 2024 + fonds de travaux', '593,67 EUR', '', '593,67 D'],
          ['06/10/2024', 'Virement', '', '593,67 EUR', '0,00'],
          ['01/01/2025', 'Report à nouveau 2025', '', '', '0,00'],
          ['01/01/2025', 'Appel T1 2025 + fonds de travaux', '619,37 EUR', '', '619,37 D'],
          ['05/01/2025', 'Virement', '', '619,37 EUR', '0,00'],
          ['01/04/2025', 'Appel T2 2025 + fonds de travaux', '619,37 EUR', '', '619,37 D'],
          ['22/04/2025', 'Excédent exercice 2024', '', '61,35 EUR', '558,02 D'],
          ['', 'Totaux', '1.832,41 EUR', '1.274,39 EUR', '558,02 D'],
        ),
        table(
          ['Exercice', 'Appelé', 'Réel', 'Écart'],
          ['2024 (budget 44.000,00 EUR)', '2.261,60 EUR', '2.200,25 EUR', '61,35 C'],
          ['2025 (budget 46.000,00 EUR)', '2.364,40 EUR', '', ''],
        ),
        table(
          ['Détail du solde', 'Montant'],
          ['Provisions T2 2025 impayées', '591,10 EUR'],
          ['Fonds de travaux T2 2025', '28,27 EUR'],
          ['Exercices antérieurs', '0,00 EUR'],
          ['Excédent 2024 déduit', '-61,35 EUR'],
          ['Solde débiteur', '558,02 EUR'],
        ),
      ],
    ],
  },
];
