import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A twenty-fifth batch (issue 39, sixteenth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme: the
 * months around a general assembly and the sale's last weeks (every name, address, person and
 * software invented). Works voted at an assembly and called in several instalments, some called and
 * some still to come (« 2e appel le 1er octobre 2025 »); collective loans for works (the building's
 * capital, the lot's share, its instalments, the capital remaining); the regularisations that
 * follow the approval of the accounts, a surplus « remboursé » or « porté à votre crédit » and a
 * shortfall (« insuffisance ») called, stated in sentences as well as in tables; lots named with
 * letters or prefixes (« lot B-33 », « lot 12A », « lots A12 et C4 », « bât. B lot 207 »), sellers
 * of one lot and of two; sums owed stated in sentences (« la provision du 1er avril, 1 036,70 €,
 * reste impayée », « il vous reste à régler … »). The syndic's answers: pré-états datés written as
 * letters, états datés and questionnaires whose cells are filled irregularly (a label on one row
 * and its amount on the next, totals whose label spans two columns, blank cells, « — » for nothing,
 * explicit « 0,00 »), printed across the page with a collective loan, notaries' forms filled in by
 * hand (scanned), e-mails answering a notary, software pré-états datés with a loan, états datés of
 * a building B (scanned). Owners' papers: reminders (« relance »), formal notices (« mise en
 * demeure »), answers to an owner who disputes an amount, software ledgers across the page with
 * works instalments and a loan's instalments, statements of two lots ending in credit (scanned),
 * statements after the regularisation. Annexes: the building's table with the lot's column, annexes
 * by key with the works and the loan across the page, annexes of the works voted (scanned), the
 * syndic's report for the assembly, individual annexes carrying a single lot's column. Calls: works
 * calls by instalments, a loan's instalment called with the quarter, calls after the assembly with
 * the surplus deducted (scanned to PNG), software calls across the page with a shortfall added and
 * a works instalment, letters calling the new budget, works calls for a lot « 12A » (scanned to
 * PNG). Décomptes: building-wide tables with the lot's column, décomptes scanned to PNG, letters
 * stating the surplus repaid, décomptes with works outside the budget, décomptes of two lots,
 * letters after the assembly with the shortfall. Exercises from 1 January, 1 April, 1 July and 1
 * October. Dates as « 12/06/2025 », « 12.06.2025 », « 12 juin 2025 », « jeudi 12 juin 2025 » and in
 * mail headers; amounts as « 1 234,56 », « 1 234,56 € » and « -33,01 ». Seven pairs are scans (PNG
 * calls and décomptes; PDF questionnaires, états datés, ledgers and annexes), eight documents are
 * printed across the page.
 *
 * The figures follow the conventions of the earlier listings batches: "n" is the last exercise
 * closed on 2025-06-30 (2024 for a calendar exercise, 2024/2025 from April, 2023/2024 from July or
 * from October) and n-1 the one before it (budget_n1 its real charges, expected_budget_n1 the lots'
 * provisions of its voted budget); a call's exercise is the one it calls, declared when the call
 * prints its bounds; an annexe's or a décompte's fiscal year is the closed exercise it accounts
 * for, its building_budget the current exercise's voted budget and building_budget_n the closed
 * one's; a call's or a ledger's fund instalment is works_funds_last_contribution; a collective
 * loan's figures are loan_amount (the building's capital), loan_share, loan_instalment and
 * loan_remaining (the lots') and dt_loan_next. In a syndic's answers budget, unbudget and
 * wanted_loads are the sums due on the day the answer is written (the current budget's provisions,
 * works calls, closed exercises), ongoing_budget the provisions not yet due, unbudget_not_due the
 * works voted and not yet called, reserved_advances the advances held, works_funds_lot the lots'
 * part of the fund, dt_based the meeting that approved the closed accounts, transfer_fees the état
 * daté's fee; a balance in the owner's favour is credit_balance; works called outside the budget
 * for the closed exercise are expected_hors_budget_n and their real cost hors_budget_n (the lots').
 * A ledger's, a call's or a décompte's building budgets and the lots' closed exercise are declared
 * when it prints them; a closed exercise's balance added to a call is wanted_loads, deducted from
 * it credit_balance; a call's works still to be called after it are unbudget_not_due. A reminder, a
 * formal notice or an answer about an account is an owner's ledger (releve-de-compte): the sums it
 * states as due are declared as a ledger's. When a seller owns several lots a figure is declared
 * where the document prints their sum, and not when it only prints each lot's. A budget of an
 * exercise later than the current one (2026, 2026/2027 from April, 2025/2026 from July or October)
 * or a budget only proposed and not voted is printed but has no field, nor has the building's real
 * expense or its n-1 budget, nor a regularisation in a décompte or an annexe. A figure printed as
 * an explicit zero (« 0,00 », « néant (0,00 €) ») is declared as 0; a blank cell or a « — »
 * declares nothing. The amounts are consistent as a syndic's are: totals are the sums of their
 * lines, a lot's share the building's amount × its tantièmes ÷ the base rounded to the cent (per
 * key, or per account line where the document shares each line, then summed), a quarter the year's
 * share ÷ 4, a ledger's balance its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between the
 * halves (index.ts), so each pair gives one document to tune on and one never seen.
 */

export const twentyFifthListings: DocumentSpec[] = [
  {
    // a regional cabinet's pré-état daté written as a letter to the notary, calendar exercise, one
    // flat « lot B-33 »: the budgets and the lot's shares in sentences, the April quarter and last
    // year's shortfall unpaid, a façade voted in April called in three thirds (the first called on
    // 1 June and unpaid, « 2e appel le 1er octobre 2025 »), the fund, the advance, the fee
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-21',
    figures: [
      day('document_date', '2025-05-21'),
      money('building_budget', 8400000),
      money('expected_budget', 157080),
      money('building_budget_n', 8000000),
      money('expected_budget_n', 149600),
      money('budget_n', 154119),
      money('expected_budget_n1', 142120),
      money('budget_n1', 140648),
      day('dt_based', '2025-04-24'),
      money('budget', 39270),
      money('wanted_loads', 4519),
      money('unbudget', 72930),
      money('ongoing_budget', 78540),
      money('unbudget_not_due', 145860),
      money('reserved_advances', 31000),
      money('works_funds', 4860000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 90882),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 2057),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 1238460),
      money('unpaid_providers', 791532),
      money('transfer_fees', 18000),
    ],
    pages: [
      [
        heading('AGENCE RIBAULT-SYNDIC'),
        small(
          'Gestion de copropriétés — 14 rue Jeanne-d’Arc 76000 Rouen — 02 35 71 40 18 — carte professionnelle CPI 7601 2016 000 009 412',
        ),
        right('Rouen, le 21 mai 2025'),
        right('Maître Estelle Vauquelin\nNotaire\n3 quai de Paris\n76000 Rouen'),
        p(
          'Objet : Résidence Les Terrasses du Robec, 40 rue Eau-de-Robec 76000 Rouen — pré-état daté — vente du lot B-33 (appartement, bâtiment B, 3e étage) par M. et Mme Lanctuit — vos références EV/2025/0287',
        ),
        p(
          'Maître,\nNous vous prions de trouver ci-dessous les renseignements demandés. L’exercice de la copropriété court du 1er janvier au 31 décembre ; le lot B-33 représente 187/10 000es des charges générales, seule clé qui le concerne.',
        ),
        p(
          'Budgets. Le budget de l’exercice 2025, voté le 18 avril 2024, s’élève à 84 000,00 € ; la quote-part du lot B-33 est de 1 570,80 €, appelée par trimestre (392,70 €). Le budget 2024 était de 80 000,00 € : le lot a versé 1 496,00 € de provisions pour 1 541,19 € de charges réelles. En 2023, provisions 1 421,20 € et charges réelles 1 406,48 €.',
        ),
        p(
          'Comptes 2024. L’assemblée générale du 24 avril 2025 a approuvé les comptes de l’exercice 2024. L’insuffisance de provisions du lot, 45,19 €, a été appelée le 2 mai 2025 et reste due.',
        ),
        p(
          'Sommes dues par le vendeur à ce jour. La provision du 1er avril, 392,70 €, reste impayée. S’y ajoutent l’insuffisance 2024 de 45,19 € et le premier tiers du ravalement, 729,30 €, appelé le 1er juin 2025 et exigible à cette date, soit au total 1 167,19 € à régler avant la signature.',
        ),
        p(
          'Travaux. La même assemblée a voté le ravalement des façades du bâtiment B pour 117 000,00 €, en charges générales : 2 187,90 € pour le lot B-33, appelés en trois tiers de 729,30 €. 2e appel le 1er octobre 2025, 3e appel le 1er janvier 2026 : restent donc 1 458,60 € non encore appelés, à la charge de l’acquéreur sauf convention contraire. Aucun emprunt collectif.',
        ),
        p(
          'Provisions non encore exigibles : 785,40 € (échéances des 1er juillet et 1er octobre 2025). Avance de trésorerie versée par le vendeur, à lui rembourser : 310,00 €.',
        ),
        p(
          'Fonds de travaux : 48 600,00 € au 31 décembre 2024, dont 908,82 € attachés au lot. Cotisation annuelle votée pour 2025 : 4 400,00 € ; le lot a versé 20,57 € avec l’appel du 1er avril 2025.',
        ),
        p(
          'Au dernier bilan (31/12/2024), les copropriétaires devaient 12 384,60 € et les fournisseurs restaient à payer pour 7 915,32 €. Nos honoraires pour le présent pré-état daté : 180,00 € TTC, à la charge du vendeur.',
        ),
        right('Pour l’agence, Sandrine Ribault'),
      ],
    ],
  },
  {
    // a cabinet's pré-état daté written as a letter to the notary, exercise from 1 July, one flat
    // « lot 12A »: the budgets and the lot's shares in sentences, the year's four quarters called
    // and paid (nothing left to call, « néant »), the lift voted in December called in three
    // parts (30 % paid, 30 % due on 1 June and unpaid, 40 % « 2e appel » … on 1 October), the fund,
    // no advance, the fee; the next exercise's budget voted but not declared
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      money('building_budget', 5200000),
      money('expected_budget', 137280),
      money('building_budget_n', 4960000),
      money('expected_budget_n', 130944),
      money('budget_n', 134143),
      money('expected_budget_n1', 124608),
      money('budget_n1', 122465),
      day('dt_based', '2024-12-12'),
      money('budget', 0),
      money('wanted_loads', 0),
      money('unbudget', 57024),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 76032),
      money('reserved_advances', 0),
      money('works_funds', 3120000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 82368),
      money('works_funds_contribution', 260000),
      money('works_funds_last_contribution', 1716),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 684210),
      money('unpaid_providers', 341785),
      money('transfer_fees', 24000),
    ],
    pages: [
      [
        heading('CABINET DELMONTE & FILS — SYNDIC'),
        small('8 cours Lieutaud 13006 Marseille — 04 91 37 62 05 — syndic@delmonte-fils.fr'),
        right('Marseille, le mardi 17 juin 2025'),
        right('SCP Achard-Roubaud\nNotaires associés\n21 rue Paradis\n13001 Marseille'),
        p(
          'Objet : copropriété Le Mas des Chartreux, 7 avenue des Chartreux 13004 Marseille — cession du lot 12A (appartement, escalier A) par Mme Yasmina Ferhat — pré-état daté',
        ),
        p(
          'Maîtres,\nVoici la situation du lot 12A (264/10 000es des charges générales). L’exercice de la copropriété commence le 1er juillet et se termine le 30 juin.',
        ),
        p(
          'L’exercice en cours, 2024/2025, a un budget de 52 000,00 € ; la part du lot 12A est de 1 372,80 €, soit 343,20 € par trimestre. Les quatre échéances (1er juillet, 1er octobre 2024, 1er janvier et 1er avril 2025) ont été appelées et réglées : provisions exigibles impayées, 0,00 € ; provisions restant à appeler sur cet exercice : néant (0,00 €).',
        ),
        p(
          'Dernier exercice clos, 2023/2024 : budget de 49 600,00 €, provisions du lot 1 309,44 €, charges réelles 1 341,43 €. Les comptes ont été approuvés par l’assemblée du 12 décembre 2024 ; l’insuffisance de 31,99 € appelée en janvier a été payée, il ne reste rien dû sur les exercices clos (0,00 €). Exercice 2022/2023 : provisions 1 246,08 €, charges réelles 1 224,65 €.',
        ),
        p(
          'La même assemblée a voté le remplacement de l’ascenseur pour 72 000,00 € (charges générales), soit 1 900,80 € pour le lot, appelés en trois fois : 30 % le 1er mars 2025 (570,24 €, réglés), 30 % le 1er juin 2025 (570,24 €, exigibles et impayés à ce jour), puis le solde de 40 %, 760,32 €, au 2e appel le 1er octobre 2025 — le premier de l’exercice 2025/2026 — qui incombera à l’acquéreur.',
        ),
        p(
          'Elle a aussi voté le budget 2025/2026, 54 400,00 €, dont les appels commenceront le 1er juillet 2025.',
        ),
        p(
          'Fonds de travaux au 30 juin 2024 : 31 200,00 €, dont 823,68 € pour le lot 12A. Cotisation de l’exercice 2024/2025 : 2 600,00 € ; dernier versement du lot, 17,16 €, avec l’appel du 1er avril 2025. Avance de trésorerie : pas d’avance (0,00 €). Pas d’emprunt collectif.',
        ),
        p(
          'Au 30 juin 2024, impayés des copropriétaires : 6 842,10 € ; dettes fournisseurs : 3 417,85 €. Frais de pré-état daté : 240,00 € TTC.',
        ),
        right('Lucien Delmonte, gestionnaire'),
      ],
    ],
  },
  {
    // a software état daté printed across the page, exercise from 1 April, « lots A12 et C4 » (a
    // flat in building A on two keys and a cellar): the form's cells filled irregularly, a label
    // on one row and its amounts on the next, blank cells, « — » for a lot a line does not
    // concern, explicit « 0,00 », the totals' label spread over two columns; the closed
    // exercise's surplus credited, the lift of building A voted in May to come, a façade loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-05',
    landscape: true,
    figures: [
      day('document_date', '2025-06-05'),
      money('building_budget', 11400000),
      money('expected_budget', 520560),
      money('building_budget_n', 10920000),
      money('expected_budget_n', 498280),
      money('budget_n', 492124),
      money('expected_budget_n1', 476000),
      money('budget_n1', 480638),
      day('dt_based', '2025-05-22'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 6156),
      money('ongoing_budget', 390420),
      money('unbudget_not_due', 708000),
      money('reserved_advances', 29000),
      money('works_funds', 4200000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 134820),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 3852),
      day('dt_last_contribution', '2025-04-01'),
      money('loan_amount', 15000000),
      money('loan_share', 481500),
      money('loan_instalment', 14806),
      money('loan_remaining', 309508),
      day('dt_loan_next', '2025-07-01'),
      money('unpaid', 921645),
      money('unpaid_providers', 580410),
      money('transfer_fees', 38000),
    ],
    pages: [
      [
        small(
          'SYNDICASE 11 — module Mutations — état daté n° ED-2025-0412 — édité le 05/06/2025 à 16:02 — Cabinet Perrault-Lenoir, 2 place Royale 44000 Nantes',
        ),
        title('ÉTAT DATÉ (art. 5 du décret du 17 mars 1967) — RÉSIDENCE LE QUAI DES ANTILLES'),
        small(
          '31 quai des Antilles 44200 Nantes — vendeur : M. Olivier Gicquel — lots A12 (appartement, bât. A : générales 312/10 000, bâtiment A 118/1 000) et C4 (cave : générales 9/10 000) — exercice du 1er avril au 31 mars — comptes 2024/2025 approuvés par l’AG du 22/05/2025',
        ),
        listing(
          ['Rubrique', 'Lot A12', 'Lot C4', 'Total des lots', 'Observations'],
          ['Budget 2025/2026 (immeuble 114 000,00)', '', '', '', 'voté le 23/05/2024'],
          ['', '5 119,20', '86,40', '5 205,60', 'appelé par quarts : 1 301,40'],
          [
            'Exercice 2024/2025 (immeuble 109 200,00) — provisions',
            '4 900,00',
            '82,80',
            '4 982,80',
            '',
          ],
          [
            'Exercice 2024/2025 — charges réelles',
            '',
            '',
            '',
            'générales 90 204,30 ; bât. A 17 166,90',
          ],
          ['', '4 840,06', '81,18', '4 921,24', ''],
          [
            'Exercice 2023/2024 — provisions / charges réelles',
            '4 680,80 / 4 727,58',
            '79,20 / 78,80',
            '4 760,00 / 4 806,38',
            '',
          ],
        ),
        listing(
          ['1re partie — sommes dues par le vendeur', '', 'Lot A12', 'Lot C4', 'Total'],
          ['Provisions exigibles du budget', '', '0,00', '0,00', '0,00'],
          ['Appels de travaux exigibles', '', '0,00', '—', '0,00'],
          ['Solde des exercices clos', '', '—', '—', ''],
          ['TOTAL DES SOMMES', 'DUES PAR LE VENDEUR', '', '', '0,00'],
          ['2e partie — sommes dues au vendeur', '', '', '', ''],
          ['Excédent 2024/2025 porté au crédit du vendeur', '', '59,94', '1,62', ''],
          ['', '', '', '', '61,56'],
          ['Avance de trésorerie à rembourser', '', '280,00', '10,00', '290,00'],
          ['TOTAL DES SOMMES', 'DUES AU VENDEUR', '', '', '351,56'],
          ['3e partie — sommes à la charge de l’acquéreur', '', '', '', ''],
          [
            'Provisions 2025/2026 non exigibles (01/07, 01/10/2025, 01/01/2026)',
            '',
            '3 839,40',
            '64,80',
            '3 904,20',
          ],
          ['Ascenseur du bâtiment A (AG du 22/05/2025, 60 000,00, clé bât. A)', '', '', '', ''],
          ['1/2 au 01/07/2025 et 2/2 au 01/10/2025', '', '7 080,00', '—', '7 080,00'],
          ['TOTAL À LA CHARGE', 'DE L’ACQUÉREUR', '', '', '10 984,20'],
        ),
        listing(
          ['Renseignements', 'Montant'],
          ['Fonds de travaux au 31/03/2025', '42 000,00'],
          ['part des lots A12 et C4 (321/10 000)', ''],
          ['', '1 348,20'],
          ['Cotisation 2025/2026 / appel du 01/04/2025 (deux lots)', '4 800,00 / 38,52'],
          ['Emprunt façades 2021 — capital emprunté par le syndicat', '150 000,00'],
          ['quote-part des lots (4 680,00 + 135,00)', '4 815,00'],
          ['échéance trimestrielle des lots — prochaine le 01/07/2025', '148,06'],
          ['capital restant dû par les lots après l’échéance du 01/04/2025', '3 095,08'],
          ['Copropriétaires débiteurs / fournisseurs au 31/03/2025', '9 216,45 / 5 804,10'],
          ['Honoraires d’état daté TTC (vendeur)', '380,00'],
        ),
        small('Procédures en cours : — . Page 1/1.'),
      ],
    ],
  },
  {
    // a software état daté printed across the page, exercise from 1 October, « lots 3B et P11 »
    // (a flat on two keys and a parking): the form's cells filled irregularly, a label on one row
    // and its amounts on the next, « — » and blank cells, explicit « 0,00 », totals whose label
    // spans two columns; the April quarter, last exercise's shortfall and the first third of the
    // terrace unpaid, « 2e appel le 1er octobre 2025 », a boiler-room loan on the heating key
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-28',
    landscape: true,
    figures: [
      day('document_date', '2025-04-28'),
      money('building_budget', 10200000),
      money('expected_budget', 440560),
      money('building_budget_n', 9800000),
      money('expected_budget_n', 423248),
      money('budget_n', 432037),
      money('expected_budget_n1', 405936),
      money('budget_n1', 405378),
      day('dt_based', '2025-01-30'),
      money('budget', 110140),
      money('unbudget', 63000),
      money('wanted_loads', 8789),
      money('ongoing_budget', 110140),
      money('unbudget_not_due', 126000),
      money('reserved_advances', 37000),
      money('works_funds', 3560000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_lot', 149520),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 3360),
      day('dt_last_contribution', '2025-04-01'),
      money('loan_amount', 12000000),
      money('loan_share', 542400),
      money('loan_instalment', 14392),
      money('loan_remaining', 309168),
      day('dt_loan_next', '2025-07-01'),
      money('unpaid', 1456280),
      money('unpaid_providers', 812745),
      money('transfer_fees', 42000),
    ],
    pages: [
      [
        small(
          'GESCOPRO PLUS 8.3 — ÉTAT DATÉ — réf. 2207-ED-031 — SYNDIC HERMINE GESTION, 17 rue de Siam 29200 Brest — imprimé le 28.04.2025',
        ),
        title('État daté — copropriété Les Hauts de Recouvrance'),
        small(
          '6 rue de la Porte 29200 Brest — vendeuse : Mme Gwenola Le Gall — lots 3B (appartement : générales 406/10 000, chauffage 452/10 000) et P11 (parking : générales 14/10 000) — exercice du 01.10 au 30.09 — comptes 2023/2024 approuvés le 30.01.2025',
        ),
        listing(
          ['Exercice', 'Immeuble', 'Lot 3B', 'Lot P11', 'Lots 3B + P11'],
          ['2024/2025 en cours — budget voté', '102 000,00', '4 316,00', '89,60', '4 405,60'],
          ['2023/2024 — budget', '98 000,00', '', '', ''],
          ['provisions appelées', '', '4 146,24', '86,24', '4 232,48'],
          ['charges réelles', '99 999,90', '4 233,03', '87,34', '4 320,37'],
          ['2022/2023 — provisions', '', '3 976,48', '82,88', '4 059,36'],
          ['charges réelles', '', '3 971,58', '82,20', '4 053,78'],
        ),
        listing(
          ['A — Vendeur débiteur', '', 'Lot 3B', 'Lot P11', 'Total'],
          ['Provision du 01.04.2025', '', '1 079,00', '22,40', '1 101,40'],
          ['Étanchéité de la terrasse — 1er tiers du 01.04.2025', '', '609,00', '21,00', '630,00'],
          ['Insuffisance 2023/2024 appelée le 15.02.2025', '', '', '', ''],
          ['', '', '86,79', '1,10', '87,89'],
          ['Frais', '', '—', '—', '0,00'],
          ['TOTAL', 'A', '', '', '1 819,29'],
          ['B — Vendeur créditeur', '', '', '', ''],
          ['Avance de trésorerie', '', '350,00', '20,00', '370,00'],
          ['TOTAL', 'B', '', '', '370,00'],
          ['C — Acquéreur', '', '', '', ''],
          ['Provision du 01.07.2025 (dernière de l’exercice)', '', '1 079,00', '22,40', '1 101,40'],
          [
            'Étanchéité : 2e appel le 1er octobre 2025, 3e le 1er janvier 2026',
            '',
            '1 218,00',
            '42,00',
            '1 260,00',
          ],
          ['TOTAL', 'C', '', '', '2 361,40'],
        ),
        listing(
          ['Informations', '', 'Montant'],
          ['Étanchéité de la terrasse votée le 30.01.2025', 'générales, trois tiers', '45 000,00'],
          ['Fonds de travaux au 30.09.2024', '', '35 600,00'],
          ['dont lots 3B + P11 (420/10 000)', '', '1 495,20'],
          ['Cotisation 2024/2025', '', '3 200,00'],
          ['versée avec l’appel du 01.04.2025 (deux lots)', '', '33,60'],
          ['Prêt collectif chaufferie', 'capital emprunté', '120 000,00'],
          ['', 'part du lot 3B (clé chauffage)', '5 424,00'],
          ['', 'échéance trimestrielle du lot, prochaine le 01.07.2025', '143,92'],
          ['', 'capital restant dû au 01.04.2025', '3 091,68'],
          ['Impayés au 30.09.2024', 'copropriétaires', '14 562,80'],
          ['', 'fournisseurs', '8 127,45'],
          ['Frais d’établissement de l’état daté', '', '420,00'],
        ),
        small('Le lot P11 ne participe pas à la clé chauffage ni à l’emprunt. Page 1/1.'),
      ],
    ],
  },
  {
    // scanned: a notary's printed questionnaire over two pages filled in by a cabinet, calendar
    // exercise, one flat « lot D-08 »: answers written on the line below the question or beside it,
    // some boxes left blank, « — » where nothing applies; last year's surplus « porté à votre
    // crédit », the April quarter unpaid, an entry-phone voted in March called in two halves
    // (1 May and 1 October), the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-09',
    scan: scanned(180, 0.7, 12),
    figures: [
      day('document_date', '2025-04-09'),
      money('building_budget', 6800000),
      money('expected_budget', 165240),
      money('building_budget_n', 6500000),
      money('expected_budget_n', 157950),
      money('budget_n', 155064),
      money('expected_budget_n1', 150660),
      money('budget_n1', 152885),
      day('dt_based', '2025-03-13'),
      money('budget', 41310, 2),
      money('unbudget', 0, 2),
      money('credit_balance', 2886, 2),
      money('ongoing_budget', 82620, 2),
      money('unbudget_not_due', 23328, 2),
      money('reserved_advances', 20000, 2),
      money('works_funds', 2740000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 66582, 2),
      money('works_funds_contribution', 360000, 2),
      money('works_funds_last_contribution', 2187, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 517390, 2),
      money('unpaid_providers', 268415, 2),
      money('transfer_fees', 15000, 2),
    ],
    pages: [
      [
        small(
          'Étude de Maîtres Husson et Thiriet, notaires — 11 rue Stanislas 54000 Nancy — dossier 2025-HT-0933',
        ),
        title('QUESTIONNAIRE À RETOURNER PAR LE SYNDIC AVANT LA SIGNATURE DE L’AVANT-CONTRAT'),
        p(
          'Copropriété : Résidence du Parc Sainte-Marie, 9 avenue Boffrand 54000 Nancy. Syndic : Lorraine Syndic Conseil, 4 rue des Carmes 54000 Nancy. Vendeur : M. Arnaud Thouvenin. Lot vendu : D-08 (appartement, bâtiment D), 243/10 000es.',
        ),
        table(
          ['', 'Question', 'Réponse'],
          ['1', 'Dates de l’exercice comptable', 'du 1er janvier au 31 décembre'],
          ['2', 'Budget prévisionnel de l’exercice en cours', ''],
          ['', '', '2025 : 68 000,00 € (voté le 21/03/2024)'],
          ['3', 'Quote-part du lot dans ce budget', '1 652,40 € — 413,10 € par trimestre'],
          ['4', 'Budget du dernier exercice clos', '2024 : 65 000,00 €'],
          ['5', 'Provisions appelées au lot sur cet exercice', ''],
          ['', '', '1 579,50 €'],
          [
            '6',
            'Charges réelles du lot sur cet exercice',
            '1 550,64 € (comptes approuvés le 13/03/2025)',
          ],
          ['7', 'Exercice précédent (2023)', 'provisions 1 506,60 € — réel 1 528,85 €'],
          ['8', 'Procédures en cours contre le syndicat', '—'],
        ),
        small('Page 1/2 — à compléter lisiblement'),
      ],
      [
        small('Dossier 2025-HT-0933 — Thouvenin — page 2/2'),
        table(
          ['', 'Question', 'Réponse'],
          [
            '9',
            'Provisions exigibles non réglées',
            'la provision du 1er avril, 413,10 €, reste impayée',
          ],
          ['10', 'Appels de travaux exigibles non réglés', '0,00 €'],
          ['11', 'Solde de l’exercice clos', ''],
          ['', '', 'excédent de 28,86 € porté au crédit du vendeur le 20/03/2025'],
          ['12', 'Avances et fonds de roulement', '200,00 €'],
          [
            '13',
            'Provisions de l’exercice non encore exigibles',
            '826,20 € (1er juillet et 1er octobre 2025)',
          ],
          ['14', 'Travaux votés non encore exigibles', ''],
          [
            '',
            '',
            'interphone et contrôle d’accès (AG du 13/03/2025 : 9 600,00 €), deux appels de 116,64 € les 01/05/2025 et 01/10/2025, soit 233,28 €',
          ],
          ['15', 'Emprunt collectif', '—'],
          [
            '16',
            'Fonds de travaux : montant / date / part du lot',
            '27 400,00 € / 31/12/2024 / 665,82 €',
          ],
          [
            '17',
            'Cotisation annuelle — dernier appel du lot',
            '3 600,00 € — 21,87 € le 01/04/2025',
          ],
          ['18', 'Impayés / dettes fournisseurs (dernier bilan)', '5 173,90 € / 2 684,15 €'],
          ['19', 'Coût de l’état daté', '150,00 € TTC'],
        ),
        p('Fait à Nancy, le 9 avril 2025. Le syndic, Lorraine Syndic Conseil — P. Mangin'),
      ],
    ],
  },
  {
    // scanned: a notary's printed questionnaire over two pages filled in by a cabinet, exercise
    // from 1 April, one flat « lot G-14 »: answers on the line below the question or beside it,
    // blank cells, « — », explicit « 0,00 »; the closed exercise's shortfall called after the June
    // meeting and unpaid, the roof voted at that meeting in three calls from 1 July (« 2e appel le
    // 1er octobre 2025 »), the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-24',
    scan: scanned(170, -1.1, 13),
    figures: [
      day('document_date', '2025-06-24'),
      money('building_budget', 4720000),
      money('expected_budget', 168976),
      money('building_budget_n', 4560000),
      money('expected_budget_n', 163248),
      money('budget_n', 167838),
      money('expected_budget_n1', 157520),
      money('budget_n1', 155793),
      day('dt_based', '2025-06-12'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 4590, 2),
      money('ongoing_budget', 126732, 2),
      money('unbudget_not_due', 128880, 2),
      money('reserved_advances', 0, 2),
      money('works_funds', 1980000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 70884, 2),
      money('works_funds_contribution', 240000, 2),
      money('works_funds_last_contribution', 2148, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 298760, 2),
      money('unpaid_providers', 0, 2),
      money('transfer_fees', 20000, 2),
    ],
    pages: [
      [
        small(
          'Office notarial du Vieux-Port — Maître Gaëlle Kerhervé — 2 quai Duguay-Trouin 35400 Saint-Malo — réf. GK 25/618',
        ),
        title('RENSEIGNEMENTS DEMANDÉS AU SYNDIC'),
        p(
          'Immeuble : Le Clos des Corsaires, 15 rue de Toulouse 35400 Saint-Malo. Syndic : Cabinet Morvan Immobilier. Vendeuse : Mme Annaïg Robin. Lot : G-14, appartement au 2e étage, 358/10 000es des charges générales.',
        ),
        table(
          ['Rubrique', 'Réponse du syndic'],
          ['Exercice comptable', 'du 1er avril au 31 mars'],
          ['Budget voté de l’exercice 2025/2026', '47 200,00 €'],
          ['Part du lot', ''],
          ['', '1 689,76 € (quatre échéances de 422,44 €)'],
          ['Exercice clos 2024/2025 : budget', '45 600,00 €'],
          ['provisions du lot', '1 632,48 €'],
          ['charges réelles du lot', ''],
          ['', '1 678,38 €'],
          ['Exercice 2023/2024 : provisions / réel', '1 575,20 € / 1 557,93 €'],
          ['Date de l’assemblée ayant approuvé les comptes', '12/06/2025'],
        ),
        small('RENSEIGNEMENTS DEMANDÉS AU SYNDIC — 1/2'),
      ],
      [
        small('Réf. GK 25/618 — Robin — 2/2'),
        table(
          ['Rubrique', 'Réponse du syndic'],
          ['Provisions exigibles impayées', '0,00 (échéance du 01/04/2025 réglée)'],
          ['Travaux exigibles impayés', '0,00'],
          ['Sommes dues sur l’exercice clos', ''],
          ['', 'insuffisance 2024/2025 de 45,90 €, appelée le 16/06/2025, non réglée'],
          ['Avance de trésorerie', '0,00'],
          [
            'Provisions non exigibles de l’exercice',
            '1 267,32 € (01/07/2025, 01/10/2025, 01/01/2026)',
          ],
          [
            'Travaux votés à appeler',
            'réfection de la toiture, AG du 12/06/2025, 36 000,00 € ; lot G-14 : 1 288,80 € en trois appels de 429,60 € — 1er appel le 1er juillet 2025, 2e appel le 1er octobre 2025, 3e appel le 1er janvier 2026',
          ],
          ['Emprunt', ''],
          ['Fonds de travaux au 31/03/2025', '19 800,00 € — part du lot 708,84 €'],
          ['Cotisation 2025/2026', '2 400,00 € — versé le 01/04/2025 : 21,48 €'],
          ['Copropriétaires débiteurs au 31/03/2025', '2 987,60 €'],
          ['Fournisseurs non réglés au 31/03/2025', '0,00'],
          ['Honoraires état daté', '200,00 €'],
        ),
        p('Saint-Malo, le 24/06/2025 — pour le Cabinet Morvan Immobilier, Y. Morvan'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: a cabinet's accountant answers a notary's clerk, exercise from
    // 1 July, « lots B-07 et P-07 » (a flat and a parking): the current budget and the lots' shares
    // in sentences, the January quarter partly paid, the closed exercise's surplus « remboursé »
    // by transfer so that nothing is due on it, the lift voted in December called in two halves
    // (the second « le 1er octobre 2025 »), the fund, the advances, the notary's question quoted
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-19',
    figures: [
      day('document_date', '2025-02-19'),
      money('building_budget', 7200000),
      money('expected_budget', 219600),
      money('building_budget_n', 6900000),
      money('expected_budget_n', 210450),
      money('budget_n', 205577),
      money('expected_budget_n1', 201300),
      money('budget_n1', 204092),
      day('dt_based', '2024-12-05'),
      money('budget', 34900),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('ongoing_budget', 54900),
      money('unbudget_not_due', 36600),
      money('reserved_advances', 42000),
      money('works_funds', 3380000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 103090),
      money('works_funds_contribution', 360000),
      money('works_funds_last_contribution', 2745),
      day('dt_last_contribution', '2025-01-01'),
      money('unpaid', 1102480),
      money('unpaid_providers', 473215),
      money('transfer_fees', 30000),
    ],
    pages: [
      [
        small('De : Comptabilité copropriétés — Cabinet Souleyrol <compta@souleyrol-immo.fr>'),
        small('À : Lucie Barthès <l.barthes@notaires-capitole.fr>'),
        small('Envoyé le : mercredi 19 février 2025 11:42'),
        small('Objet : RE: Vente Castanet — Résidence Les Allées Fleuries — lots B-07 et P-07'),
        p(
          'Bonjour Madame,\nVoici les éléments pour la vente de M. Castanet (lot B-07, appartement, 288/10 000 ; lot P-07, parking, 17/10 000, charges générales uniquement). Notre exercice va du 1er juillet au 30 juin.',
        ),
        p(
          'Exercice en cours 2024/2025 : budget voté de 72 000,00 € ; quote-part des deux lots 2 196,00 € (B-07 : 2 073,60 € ; P-07 : 122,40 €), appelée par trimestre, soit 549,00 € par appel. Les appels de juillet et d’octobre sont réglés ; sur celui du 1er janvier 2025, M. Castanet a versé 200,00 €, il reste donc 349,00 € exigibles. L’appel du 1er avril 2025, 549,00 €, n’est pas encore exigible.',
        ),
        p(
          'Exercice clos 2023/2024 (budget 69 000,00 €), approuvé par l’assemblée du 5 décembre 2024 : provisions des deux lots 2 104,50 €, charges réelles 2 055,77 €. L’excédent de 48,73 € a été remboursé par virement le 10 janvier 2025 ; il ne reste rien dû ni à devoir sur les exercices clos (0,00 €). Pour 2022/2023 : provisions 2 013,00 €, charges 2 040,92 €.',
        ),
        p(
          'Travaux : l’assemblée du 5 décembre a voté la mise aux normes de l’ascenseur, 24 000,00 € en charges générales, soit 732,00 € pour les deux lots, en deux appels de 366,00 €. Le premier (1er février 2025) est payé, travaux exigibles impayés : 0,00 € ; le 2e appel, le 1er octobre 2025, reste à venir.',
        ),
        p(
          'Fonds de travaux au 30/06/2024 : 33 800,00 €, dont 1 030,90 € pour les deux lots ; cotisation 2024/2025 de 3 600,00 €, dont 27,45 € appelés aux lots le 1er janvier 2025. Avances détenues : 420,00 €. Au 30/06/2024, copropriétaires débiteurs 11 024,80 € et fournisseurs 4 732,15 €. Pas d’emprunt. Nos frais d’état daté : 300,00 € TTC.',
        ),
        p(
          'Bien cordialement,\nNadia Souleyrol — Cabinet Souleyrol, 12 allées Jean-Jaurès 31000 Toulouse',
        ),
        small(
          '> De : Lucie Barthès\n> Envoyé : lundi 17 février 2025 09:05\n> Pourriez-vous nous indiquer les sommes dues par le vendeur et les travaux votés non encore appelés ? Merci.',
        ),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: a cabinet's manager answers a notary, calendar exercise, « lot 9 et
    // cave 9C »: the budgets and the lots' shares in sentences, the April quarter paid, last year's
    // surplus « à votre crédit » (the seller's), windows voted in May called on 1 July and « 2e
    // appel le 1er octobre 2025 », the fund, the advances; the notary's message quoted
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('building_budget', 5800000),
      money('expected_budget', 175160),
      money('building_budget_n', 5600000),
      money('expected_budget_n', 169120),
      money('budget_n', 165891),
      money('expected_budget_n1', 163080),
      money('budget_n1', 164327),
      day('dt_based', '2025-05-15'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 3229),
      money('ongoing_budget', 87580),
      money('unbudget_not_due', 43488),
      money('reserved_advances', 25000),
      money('works_funds', 2260000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 68252),
      money('works_funds_contribution', 280000),
      money('works_funds_last_contribution', 2114),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 389420),
      money('unpaid_providers', 152680),
      money('transfer_fees', 27600),
    ],
    pages: [
      [
        small('De : Hélène Marchetti <h.marchetti@azur-syndic.fr>'),
        small('Envoyé : lundi 2 juin 2025 17:26'),
        small('À : Office notarial Masséna <contact@notaires-massena.fr>'),
        small(
          'Objet : TR: Immeuble Le Régina, 12 rue de France, Nice — vente Ottaviani — lots 9 et 9C',
        ),
        p(
          'Maître,\nSuite à votre message, voici les informations sur les lots de M. Ottaviani : lot 9 (appartement, 296/10 000) et lot 9C (cave, 6/10 000). Exercice civil.',
        ),
        p(
          'Le budget 2025 de l’immeuble, voté le 23 mai 2024, est de 58 000,00 € ; part des deux lots : 1 751,60 €, soit 437,90 € par trimestre. Les échéances de janvier et d’avril sont payées (provisions exigibles impayées : 0,00 €) ; restent à appeler 875,80 € (1er juillet et 1er octobre).',
        ),
        p(
          'L’assemblée du 15 mai 2025 a approuvé les comptes 2024 (budget 56 000,00 €). Les deux lots avaient versé 1 691,20 € de provisions pour 1 658,91 € de charges : l’excédent de 32,29 € est à votre crédit — plus exactement à celui du vendeur — et lui sera remboursé à la vente. En 2023 : provisions 1 630,80 €, charges réelles 1 643,27 €.',
        ),
        p(
          'La même assemblée a voté le remplacement des fenêtres des parties communes (14 400,00 €, charges générales) : 434,88 € pour les deux lots, appelés en deux fois, 217,44 € le 1er juillet 2025 puis 2e appel le 1er octobre 2025. Aucun appel de travaux n’est exigible aujourd’hui (0,00 €).',
        ),
        p(
          'Fonds de travaux au 31/12/2024 : 22 600,00 €, part des lots 682,52 € ; cotisation 2025 : 2 800,00 €, dont 21,14 € versés par les lots au 1er avril. Avance de trésorerie du vendeur : 250,00 €. Impayés au 31/12/2024 : 3 894,20 € ; fournisseurs : 1 526,80 €. Honoraires de l’état daté : 276,00 € TTC.',
        ),
        p(
          'Cordialement,\nHélène Marchetti, gestionnaire — Azur Syndic, 5 boulevard Victor-Hugo 06000 Nice',
        ),
        small(
          '> Le 28/05/2025, Office notarial Masséna a écrit :\n> Madame, merci de nous faire connaître la situation des lots 9 et 9C avant le compromis.',
        ),
      ],
    ],
  },
  {
    // a software pré-état daté over two pages, exercise from 1 October, one flat « lot C-305 » on
    // two keys: page 1 the budgets by key for the building and the lot, the closed exercise and
    // the one before; page 2 the account in three parts with blank cells and explicit « 0,00 »,
    // the closed exercise's shortfall called after the February meeting and unpaid, a gate voted
    // then in two halves (1 April, « 2e appel le 1er octobre 2025 »), the façade loan, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-03-18',
    figures: [
      day('document_date', '2025-03-18'),
      money('building_budget', 8420000),
      money('expected_budget', 215880),
      money('building_budget_n', 8080000),
      money('expected_budget_n', 206870),
      money('budget_n', 211984),
      money('expected_budget_n1', 199140),
      money('budget_n1', 197398),
      day('dt_based', '2025-02-27'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 5114, 2),
      money('ongoing_budget', 107940, 2),
      money('unbudget_not_due', 38700, 2),
      money('reserved_advances', 18500, 2),
      money('works_funds', 4120000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 88580, 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds_last_contribution', 2365, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('loan_amount', 24000000, 2),
      money('loan_share', 516000, 2),
      money('loan_instalment', 13403, 2),
      money('loan_remaining', 337335, 2),
      day('dt_loan_next', '2025-04-01', 2),
      money('unpaid', 1893740, 2),
      money('unpaid_providers', 964120, 2),
      money('transfer_fees', 35000, 2),
    ],
    pages: [
      [
        small('IMMOGEST COPRO v12 — PRÉ-ÉTAT DATÉ — édition du 18/03/2025 — page 1/2'),
        heading('SYNDIC DES ALPES — 6 avenue Alsace-Lorraine 38000 Grenoble'),
        p(
          'Copropriété 0418 — RÉSIDENCE LE BELLEDONNE, bâtiments A à C, 22 rue Ampère 38000 Grenoble. Lot C-305 (appartement, bât. C, 3e étage) — vendeur : M. Rachid Benali. Tantièmes : charges générales 215/10 000 ; ascenseur bât. C 64/1 000. Exercice du 1er octobre au 30 septembre.',
        ),
        table(
          ['Clé', 'Budget 2024/2025 immeuble', 'Quote-part lot C-305', 'Par trimestre'],
          ['Charges générales', '76 000,00', '1 634,00', '408,50'],
          ['Ascenseur bât. C', '8 200,00', '524,80', '131,20'],
          ['Total', '84 200,00', '2 158,80', '539,70'],
        ),
        table(
          ['Exercices clos', 'Budget immeuble', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023/2024 (AG du 27/02/2025)', '80 800,00', '2 068,70', '2 119,84'],
          ['2022/2023', '77 600,00', '1 991,40', '1 973,98'],
        ),
        small(
          'Budget 2024/2025 voté par l’AG du 14/03/2024. Quote-part : budget × tantièmes du lot ÷ base de la clé.',
        ),
      ],
      [
        small('IMMOGEST COPRO v12 — PRÉ-ÉTAT DATÉ — copro 0418 — lot C-305 — page 2/2'),
        table(
          ['I — Sommes exigibles dues par le vendeur', 'Montant'],
          ['Provisions de l’exercice en cours (01/10/2024 et 01/01/2025 réglées)', '0,00'],
          ['Appels de travaux', '0,00'],
          ['Régularisation 2023/2024 — insuffisance appelée le 10/03/2025', ''],
          ['', '51,14'],
          ['Total I', '51,14'],
        ),
        table(
          ['II — Sommes dues au vendeur', 'Montant'],
          ['Avance de trésorerie (fonds de roulement)', '185,00'],
        ),
        table(
          ['III — Sommes non exigibles, à la charge de l’acquéreur', 'Montant'],
          ['Provisions des 01/04/2025 et 01/07/2025', '1 079,40'],
          [
            'Portail de la résidence (AG du 27/02/2025, 18 000,00, charges générales) : 193,50 le 01/04/2025, 2e appel le 1er octobre 2025 : 193,50',
            '387,00',
          ],
          ['Total III', '1 466,40'],
        ),
        table(
          ['IV — Emprunt collectif (ravalement, 2022)', ''],
          ['Capital emprunté par le syndicat', '240 000,00'],
          ['Quote-part du lot C-305', '5 160,00'],
          ['Échéance trimestrielle du lot (prochaine : 01/04/2025)', '134,03'],
          ['Capital restant dû par le lot au 01/01/2025', '3 373,35'],
        ),
        table(
          ['V — Autres informations', ''],
          ['Fonds de travaux au 30/09/2024 / part du lot', '41 200,00 / 885,80'],
          ['Cotisation 2024/2025 / appel du 01/01/2025', '4 400,00 / 23,65'],
          ['Copropriétaires débiteurs au 30/09/2024', '18 937,40'],
          ['Fournisseurs au 30/09/2024', '9 641,20'],
          ['Frais de pré-état daté (vendeur)', '350,00'],
        ),
      ],
    ],
  },
  {
    // a software pré-état daté over two pages, calendar exercise, « lots A-41 et S-41 » (a flat on
    // two keys and a box): page 1 the budgets by key with each lot and their sum; page 2 the
    // account with blank cells and explicit « 0,00 », the April quarter unpaid (stated in a
    // sentence), last year's surplus « à votre crédit », the boiler voted in April in three thirds
    // (the first, 1 May, due and unpaid; « 2e appel le 1er octobre 2025 »), the insulation loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-06',
    figures: [
      day('document_date', '2025-05-06'),
      money('building_budget', 9600000),
      money('expected_budget', 350580),
      money('building_budget_n', 9300000),
      money('expected_budget_n', 339660),
      money('budget_n', 332088),
      money('expected_budget_n1', 328740),
      money('budget_n1', 332878),
      day('dt_based', '2025-04-10'),
      money('budget', 87645, 2),
      money('unbudget', 56280, 2),
      money('credit_balance', 7572, 2),
      money('ongoing_budget', 175290, 2),
      money('unbudget_not_due', 112560, 2),
      money('reserved_advances', 36000, 2),
      money('works_funds', 3900000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 134550, 2),
      money('works_funds_contribution', 320000, 2),
      money('works_funds_last_contribution', 2760, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 18000000, 2),
      money('loan_share', 621000, 2),
      money('loan_instalment', 18931, 2),
      money('loan_remaining', 457125, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1217560, 2),
      money('unpaid_providers', 708930, 2),
      money('transfer_fees', 39600, 2),
    ],
    pages: [
      [
        small('QUADRA-SYNDIC 4 — Pré-état daté n° 25-0177 — 06.05.2025 — 1/2'),
        heading('CABINET DUVERGER ET ASSOCIÉS — syndic — 9 rue de la Boétie 87000 Limoges'),
        p(
          'Résidence LES JARDINS DE L’ÉVÊCHÉ, 3 rue Banc-Léger 87000 Limoges. Vendeuse : Mme Corinne Lacoste. Lots A-41 (appartement : générales 334/10 000, chauffage 402/10 000) et S-41 (box en sous-sol : générales 11/10 000). Exercice du 1er janvier au 31 décembre ; comptes 2024 approuvés par l’AG du 10.04.2025.',
        ),
        table(
          ['Budget 2025 voté le 04.04.2024', 'Immeuble', 'Lot A-41', 'Lot S-41', 'Ensemble'],
          ['Charges générales', '62 000,00', '2 070,80', '68,20', '2 139,00'],
          ['Chauffage collectif', '34 000,00', '1 366,80', '', '1 366,80'],
          ['Total', '96 000,00', '3 437,60', '68,20', '3 505,80'],
          ['Appel trimestriel', '', '859,40', '17,05', '876,45'],
        ),
        table(
          ['Exercices clos', 'Budget immeuble', 'Provisions des lots', 'Charges réelles des lots'],
          ['2024', '93 000,00', '3 396,60', '3 320,88'],
          ['2023', '90 000,00', '3 287,40', '3 328,78'],
        ),
      ],
      [
        small('QUADRA-SYNDIC 4 — Pré-état daté n° 25-0177 — 2/2'),
        p(
          'La provision du 1er avril 2025, 876,45 €, reste impayée, de même que le premier tiers de la chaudière appelé le 1er mai 2025 (562,80 €).',
        ),
        table(
          ['Compte du vendeur au 06.05.2025', 'Dû par le vendeur', 'Dû au vendeur'],
          ['Provisions exigibles', '876,45', ''],
          ['Travaux exigibles', '562,80', ''],
          ['Excédent 2024 à votre crédit (A-41 : 74,76 ; S-41 : 0,96)', '', '75,72'],
          ['Avance de trésorerie', '', '360,00'],
          ['Frais de relance', '0,00', ''],
          ['Totaux', '1 439,25', '435,72'],
        ),
        table(
          ['Sommes à la charge de l’acquéreur', 'Montant'],
          ['Provisions 2025 non exigibles (01.07 et 01.10.2025)', '1 752,90'],
          [
            'Chaudière (AG du 10.04.2025, 42 000,00, clé chauffage) — 2e appel le 1er octobre 2025, 3e appel le 1er janvier 2026',
            '1 125,60',
          ],
        ),
        table(
          ['Emprunt collectif isolation (2021)', 'Montant'],
          ['Capital emprunté par le syndicat', '180 000,00'],
          ['Quote-part des lots (6 012,00 + 198,00)', '6 210,00'],
          ['Échéance trimestrielle des lots — prochaine le 01.07.2025', '189,31'],
          ['Capital restant dû par les lots au 01.04.2025', '4 571,25'],
        ),
        table(
          ['Divers', 'Montant'],
          ['Fonds de travaux au 31.12.2024', '39 000,00'],
          ['Part des deux lots (345/10 000)', '1 345,50'],
          ['Cotisation 2025 / appelée aux lots le 01.04.2025', '3 200,00 / 27,60'],
          ['Copropriétaires débiteurs au 31.12.2024', '12 175,60'],
          ['Fournisseurs au 31.12.2024', '7 089,30'],
          ['Honoraires (pré-état daté)', '396,00'],
        ),
      ],
    ],
  },
  {
    // scanned: a cabinet's état daté on one page, calendar exercise, « bât. B lot 207 » on two
    // keys: the form's three parts with a label on one row and its amount on the next, blank cells,
    // « — », explicit « 0,00 »; last year's shortfall called after the May meeting and unpaid, a
    // roof of building B called in four quarters (two to come) and a staircase voted in May to be
    // called in September, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-13',
    scan: scanned(190, 0.9, 12),
    figures: [
      day('document_date', '2025-06-13'),
      money('building_budget', 10650000),
      money('expected_budget', 302960),
      money('building_budget_n', 10300000),
      money('expected_budget_n', 292820),
      money('budget_n', 301186),
      money('expected_budget_n1', 282680),
      money('budget_n1', 279933),
      day('dt_based', '2025-05-20'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 8366),
      money('ongoing_budget', 151480),
      money('unbudget_not_due', 374400),
      money('reserved_advances', 27500),
      money('works_funds', 5250000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 93450),
      money('works_funds_contribution', 460000),
      money('works_funds_last_contribution', 2047),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 1584300),
      money('unpaid_providers', 622975),
      money('transfer_fees', 38000),
    ],
    pages: [
      [
        heading('RÉGIE DU CHAMP-DE-MARS'),
        small('Syndic — 27 rue du Champ-de-Mars 68000 Colmar — 03 89 41 07 63'),
        title('ÉTAT DATÉ — article 5 du décret n° 67-223 du 17 mars 1967'),
        p(
          'Résidence Les Remparts, 4 rue des Remparts 68000 Colmar — bât. B lot 207 (appartement, 2e étage) : générales 178/10 000, bâtiment B 96/1 000 — vendeur : M. Frédéric Stoeckel. Exercice civil. Comptes 2024 approuvés par l’assemblée du 20/05/2025. Établi le 13/06/2025.',
        ),
        table(
          ['Budgets', 'Immeuble', 'Lot 207'],
          ['2025 voté (générales 92 000,00 ; bât. B 14 500,00)', '106 500,00', '3 029,60'],
          ['2024 — provisions', '103 000,00', '2 928,20'],
          ['2024 — charges réelles', '', '3 011,86'],
          ['2023 — provisions / charges réelles', '', '2 826,80 / 2 799,33'],
        ),
        table(
          ['1re partie — sommes dues par le cédant', 'Montant'],
          ['Provisions exigibles (01/01 et 01/04/2025 réglées)', '0,00'],
          ['Travaux exigibles', ''],
          ['', '0,00'],
          ['Insuffisance 2024 (appel du 01/06/2025)', '83,66'],
          ['Frais imputables', '—'],
          ['2e partie — sommes dues au cédant', ''],
          ['Avance de trésorerie', ''],
          ['', '275,00'],
          ['3e partie — sommes à la charge du cessionnaire', ''],
          ['Provisions 2025 non exigibles (01/07 et 01/10)', '1 514,80'],
          [
            'Toiture bât. B (AG du 13/06/2024, 48 000,00, clé bât. B) — échéances 3/4 et 4/4 des 01/07 et 01/10/2025',
            '2 304,00',
          ],
          [
            'Peinture de la cage d’escalier B (AG du 20/05/2025, 15 000,00) — appel du 01/09/2025',
            '1 440,00',
          ],
          ['Total travaux à appeler', '3 744,00'],
        ),
        table(
          ['Autres renseignements', ''],
          ['Fonds de travaux au 31/12/2024', '52 500,00'],
          ['dont part du lot 207', '934,50'],
          ['Cotisation 2025 — appel du lot au 01/04/2025', '4 600,00 — 20,47'],
          ['Emprunt collectif', '—'],
          ['Impayés copropriétaires / fournisseurs au 31/12/2024', '15 843,00 / 6 229,75'],
          ['Honoraires de l’état daté', '380,00'],
        ),
        right('Colmar, le 13 juin 2025 — pour la Régie, A. Kieffer'),
      ],
    ],
  },
  {
    // scanned: a cabinet's état daté on one page, exercise from 1 July, « bât. B lot 31 » on two
    // keys: the three parts with labels on one row and amounts on the next, blank cells, « — »,
    // explicit « 0,00 »; the April quarter unpaid, the closed exercise's surplus « remboursé » by
    // deduction in January, a façade of building B in three calls (25 % paid, 35 % on 1 May unpaid,
    // 40 % « le 1er octobre 2025 »), nothing left to call on the budget
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-27',
    scan: scanned(170, -0.6, 13),
    figures: [
      day('document_date', '2025-05-27'),
      money('building_budget', 7600000),
      money('expected_budget', 300560),
      money('building_budget_n', 7360000),
      money('expected_budget_n', 290840),
      money('budget_n', 284860),
      money('expected_budget_n1', 281120),
      money('budget_n1', 285401),
      day('dt_based', '2024-11-28'),
      money('budget', 75140),
      money('unbudget', 275100),
      money('wanted_loads', 0),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 314400),
      money('reserved_advances', 30000),
      money('works_funds', 2980000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 66752),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 1792),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 842615),
      money('unpaid_providers', 395480),
      money('transfer_fees', 33000),
    ],
    pages: [
      [
        heading('CABINET ARNAUD-TEYSSIER'),
        small('Administration de biens — 3 cours Victor-Hugo 42000 Saint-Étienne — 04 77 32 18 40'),
        title('État daté'),
        p(
          'Copropriété Le Clos Fauriel, 15 rue Franklin 42100 Saint-Étienne. Cédante : Mme Murielle Chapuis. Bât. B lot 31 (appartement) : générales 224/10 000, bâtiment B 131/1 000. Exercice du 1er juillet au 30 juin ; comptes 2023/2024 approuvés le 28/11/2024. Date : 27/05/2025.',
        ),
        table(
          ['', 'Immeuble', 'Lot 31'],
          ['Budget 2024/2025 (générales 64 000,00 ; bât. B 12 000,00)', '76 000,00', '3 005,60'],
          ['Budget 2023/2024', '73 600,00', ''],
          ['provisions appelées', '', '2 908,40'],
          ['charges réelles', '', '2 848,60'],
          ['Exercice 2022/2023 : provisions', '71 200,00', '2 811,20'],
          ['charges réelles', '', '2 854,01'],
        ),
        table(
          ['I. Dû par la cédante', 'Montant'],
          ['Provision du 01/04/2025', '751,40'],
          ['Ravalement bât. B — appel du 01/05/2025 (35 %)', ''],
          ['', '2 751,00'],
          [
            'Exercices clos (excédent 2023/2024 de 59,80 remboursé par déduction sur l’appel du 01/01/2025)',
            '0,00',
          ],
          ['Total I', '3 502,40'],
          ['II. Dû à la cédante', ''],
          ['Avance permanente', '300,00'],
          ['III. À la charge du cessionnaire', ''],
          ['Provisions 2024/2025 non encore exigibles', '0,00'],
          [
            'Ravalement bât. B (AG du 28/11/2024, 60 000,00, clé bât. B ; lot 31 : 7 860,00) — 40 % le 1er octobre 2025',
            '3 144,00',
          ],
        ),
        table(
          ['Divers', ''],
          ['Fonds de travaux au 30/06/2024 — part du lot', '29 800,00 — 667,52'],
          ['Cotisation 2024/2025 — versement du 01/04/2025', '3 200,00 — 17,92'],
          ['Emprunt', '—'],
          ['Copropriétaires débiteurs au 30/06/2024', '8 426,15'],
          ['Fournisseurs au 30/06/2024', '3 954,80'],
          ['Honoraires', '330,00'],
        ),
        small(
          'Le budget 2025/2026 (78 400,00) a été voté le 28/11/2024 ; ses appels commencent le 01/07/2025. Premier appel de ravalement (25 %, 1 965,00) réglé le 03/02/2025.',
        ),
        right('Saint-Étienne, le 27 mai 2025 — B. Teyssier'),
      ],
    ],
  },
  {
    // a cabinet's pré-état daté written in the sale's last weeks, exercise from 1 April, one flat
    // « lot 42B »: each label on its own line with the amount on the next, the closed exercise's
    // « insuffisance » called after the June meeting and unpaid, the April quarter partly paid,
    // « il reste à régler » in a sentence, pipes voted in June called on 1 July and « 2e appel le
    // 1er octobre 2025 », the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-26',
    figures: [
      day('document_date', '2025-06-26'),
      money('building_budget', 5680000),
      money('expected_budget', 151656),
      money('building_budget_n', 5440000),
      money('expected_budget_n', 145248),
      money('budget_n', 149270),
      money('expected_budget_n1', 138840),
      money('budget_n1', 137892),
      day('dt_based', '2025-06-05'),
      money('budget', 17914),
      money('unbudget', 0),
      money('wanted_loads', 4022),
      money('ongoing_budget', 113742),
      money('unbudget_not_due', 85440),
      money('reserved_advances', 15000),
      money('works_funds', 2450000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 65415),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 2136),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 473820),
      money('unpaid_providers', 218940),
      money('transfer_fees', 29000),
    ],
    pages: [
      [
        heading('SYNDIC PARTENAIRE OCCITAN'),
        small(
          '18 boulevard du Jeu-de-Paume 34000 Montpellier — 04 67 60 22 81 — gestion@spo-syndic.fr',
        ),
        title('Pré-état daté du lot 42B — Résidence Le Clos des Ursulines'),
        p(
          '9 rue de l’Université 34000 Montpellier — vendeur : M. Jérôme Fabre — acquéreur : M. et Mme Pastor — signature prévue le 10 juillet 2025 — lot 42B (appartement, 267/10 000es des charges générales) — exercice du 1er avril au 31 mars — document établi le 26 juin 2025.',
        ),
        p(
          'Budget voté de l’exercice 2025/2026 (immeuble)\n56 800,00 €\nQuote-part du lot 42B\n1 516,56 €, soit 379,14 € par trimestre',
        ),
        p(
          'Exercice clos 2024/2025 — budget de l’immeuble\n54 400,00 €\nProvisions du lot / charges réelles du lot\n1 452,48 € / 1 492,70 €',
        ),
        p('Exercice 2023/2024 — provisions / charges réelles du lot\n1 388,40 € / 1 378,92 €'),
        p(
          'Les comptes 2024/2025 ont été approuvés par l’assemblée générale du 5 juin 2025. L’insuffisance du lot, 40,22 €, a été appelée le 15 juin 2025 et n’est pas réglée. Sur la provision du 1er avril (379,14 €), le vendeur a versé 200,00 € : restent 179,14 €. Il reste donc à régler 219,36 € avant la signature.',
        ),
        p('Appels de travaux exigibles et impayés\n0,00 €'),
        p('Avance de trésorerie (à rembourser au vendeur)\n150,00 €'),
        p(
          'Provisions non encore exigibles (1er juillet, 1er octobre 2025, 1er janvier 2026)\n1 137,42 €',
        ),
        p(
          'Travaux votés non encore appelés\nremplacement des colonnes d’eau (AG du 5 juin 2025, 32 000,00 €, charges générales) : 854,40 € pour le lot, 427,20 € au 1er appel du 1er juillet 2025 et 427,20 € au 2e appel le 1er octobre 2025',
        ),
        p('Emprunt collectif\nnéant'),
        p('Fonds de travaux au 31 mars 2025 / part du lot\n24 500,00 € / 654,15 €'),
        p('Cotisation 2025/2026 / dernier appel du lot (1er avril 2025)\n3 200,00 € / 21,36 €'),
        p('Copropriétaires débiteurs et fournisseurs au 31 mars 2025\n4 738,20 € et 2 189,40 €'),
        p('Honoraires du pré-état daté\n290,00 € TTC'),
        right('Pour le syndic, Marion Castel'),
      ],
    ],
  },
  {
    // a cabinet's pré-état daté written after the December meeting, exercise from 1 October, one
    // flat « lot 6D »: labels on one line and amounts on the next, the January quarter unpaid in a
    // sentence, the closed exercise's surplus « à votre crédit », a videophone voted in December in
    // two calls (1 April and « 2e appel le 1er octobre 2025 »), the fund, the advance
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-01-22',
    figures: [
      day('document_date', '2025-01-22'),
      money('building_budget', 8800000),
      money('expected_budget', 169840),
      money('building_budget_n', 8500000),
      money('expected_budget_n', 164050),
      money('budget_n', 160552),
      money('expected_budget_n1', 158260),
      money('budget_n1', 159444),
      day('dt_based', '2024-12-16'),
      money('budget', 42460),
      money('unbudget', 0),
      money('credit_balance', 3498),
      money('ongoing_budget', 84920),
      money('unbudget_not_due', 52110),
      money('reserved_advances', 21000),
      money('works_funds', 4410000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_lot', 85113),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 2123),
      day('dt_last_contribution', '2025-01-01'),
      money('unpaid', 1126470),
      money('unpaid_providers', 505230),
      money('transfer_fees', 34000),
    ],
    pages: [
      [
        heading('ATLANTIQUE COPROPRIÉTÉS'),
        small('6 place de Verdun 17000 La Rochelle — 05 46 41 90 37'),
        title('Pré-état daté — lot 6D'),
        p(
          'Résidence Les Minimes, 21 avenue du Lazaret 17000 La Rochelle. Vendeuse : Mme Véronique Bouyer. Lot 6D : appartement au 4e étage, 193/10 000es des charges générales. Exercice du 1er octobre au 30 septembre. La Rochelle, le 22 janvier 2025.',
        ),
        p('Budget de l’exercice 2024/2025\n88 000,00 € voté par l’assemblée du 11 décembre 2023'),
        p('Part du lot 6D\n1 698,40 € (424,60 € par trimestre)'),
        p(
          'Exercice clos 2023/2024 : budget / provisions du lot / charges réelles du lot\n85 000,00 € / 1 640,50 € / 1 605,52 €',
        ),
        p('Exercice 2022/2023 : provisions / charges réelles du lot\n1 582,60 € / 1 594,44 €'),
        p(
          'L’assemblée générale du 16 décembre 2024 a approuvé les comptes 2023/2024. Excédent du lot : 34,98 €, à votre crédit (celui de la venderesse), remboursable à la vente ou imputable sur le prochain appel.',
        ),
        p(
          'La provision du 1er janvier 2025, 424,60 €, reste impayée ; c’est la seule somme exigible due. Appels de travaux exigibles : 0,00 €.',
        ),
        p('Provisions non encore exigibles (1er avril et 1er juillet 2025)\n849,20 €'),
        p(
          'Travaux votés le 16 décembre 2024\nremplacement des interphones par des visiophones, 27 000,00 € : 521,10 € pour le lot, 260,55 € appelés le 1er avril 2025 et 260,55 € au 2e appel le 1er octobre 2025',
        ),
        p('Avance de trésorerie\n210,00 €'),
        p('Fonds de travaux au 30 septembre 2024\n44 100,00 €, dont 851,13 € pour le lot'),
        p('Cotisation 2024/2025 — appel du lot au 1er janvier 2025\n4 400,00 € — 21,23 €'),
        p(
          'Impayés de charges et dettes fournisseurs au 30 septembre 2024\n11 264,70 € — 5 052,30 €',
        ),
        p('Frais d’état daté\n340,00 €'),
        right('Atlantique Copropriétés — C. Guérin'),
      ],
    ],
  },
  {
    // a cabinet's reminder (« relance ») to an owner, calendar exercise, one flat « lot A3 »: the
    // April provision unpaid stated in a sentence, last year's shortfall called after the April
    // meeting and unpaid, their total, the budget and the lot's share recalled, no works due
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-12',
    figures: [
      day('document_date', '2025-05-12'),
      money('budget', 103635),
      money('wanted_loads', 9450),
      money('unbudget', 0),
      money('building_budget', 9800000),
      money('expected_budget', 414540),
      money('building_budget_n', 9400000),
      money('expected_budget_n', 397620),
      money('budget_n', 407070),
    ],
    pages: [
      [
        heading('CABINET LEBRETON-GUICHARD'),
        small(
          'Syndic de copropriété — 7 rue Nationale 59000 Lille — service comptabilité copropriétaires',
        ),
        right('Lille, le 12 mai 2025'),
        right(
          'M. Thierry Vandamme\nRésidence Le Carré Vauban, lot A3\n25 boulevard Vauban\n59000 Lille',
        ),
        p('Objet : relance — compte copropriétaire 0734-A3'),
        p(
          'Monsieur,\nSauf erreur de notre part, la provision du 1er avril, 1 036,35 €, reste impayée à ce jour. Elle correspond au quart de votre quote-part du budget 2025 (98 000,00 € pour l’immeuble, 4 145,40 € pour votre lot, 423/10 000es).',
        ),
        p(
          'Par ailleurs, l’assemblée générale du 17 avril 2025 a approuvé les comptes 2024 : pour un budget de 94 000,00 €, vos provisions s’élevaient à 3 976,20 € et vos charges réelles à 4 070,70 €. L’insuffisance de 94,50 € vous a été appelée le 2 mai 2025 et n’est pas réglée non plus.',
        ),
        table(
          ['Somme due', 'Montant'],
          ['Provision 2e trimestre 2025 (échéance 01/04/2025)', '1 036,35'],
          ['Insuffisance de l’exercice 2024', '94,50'],
          ['Appels de travaux', '0,00'],
          ['Total à régler', '1 130,85'],
        ),
        p(
          'Nous vous remercions de régulariser cette somme sous quinze jours. À défaut, une mise en demeure vous sera adressée, dont les frais seront à votre charge. Si votre règlement s’est croisé avec ce courrier, veuillez ne pas tenir compte de la présente.',
        ),
        right('Le service comptable'),
      ],
    ],
  },
  {
    // a cabinet's second reminder by e-mail, exercise from 1 April, one flat « lot 7-B »: the April
    // provision unpaid in a sentence, the closed exercise's shortfall called after the June
    // meeting, « il vous reste à régler » their sum, the budgets recalled
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('budget', 62240),
      money('wanted_loads', 5359),
      money('building_budget', 6400000),
      money('expected_budget', 248960),
      money('building_budget_n', 6200000),
      money('expected_budget_n', 241180),
      money('budget_n', 246539),
    ],
    pages: [
      [
        small('De : Syndic Provence Gestion <relances@provence-gestion.fr>'),
        small('À : Sophie Giraud <sophie.giraud@webmel.fr>'),
        small('Date : 18 juin 2025 08:15'),
        small('Objet : 2e relance — Résidence Le Cours Mirabeau — lot 7-B'),
        p(
          'Madame,\nMalgré notre premier rappel du 2 mai, la provision du 1er avril 2025, 622,40 €, reste impayée. Nous vous rappelons qu’elle représente le premier quart de votre part du budget 2025/2026 : 2 489,60 € pour le lot 7-B (389/10 000es d’un budget de 64 000,00 €).',
        ),
        p(
          'Depuis, l’assemblée générale du 5 juin 2025 a approuvé les comptes de l’exercice 2024/2025 (budget 62 000,00 €). Vos provisions s’élevaient à 2 411,80 € et vos charges réelles à 2 465,39 € : l’insuffisance, 53,59 €, a été appelée le 12 juin 2025.',
        ),
        p(
          'Il vous reste à régler 675,99 € (622,40 € + 53,59 €). Merci d’effectuer ce règlement avant le 30 juin 2025 afin d’éviter l’envoi d’une mise en demeure par lettre recommandée.',
        ),
        p(
          'Cordialement,\nService relances — Syndic Provence Gestion, 4 rue Thiers 13100 Aix-en-Provence',
        ),
      ],
    ],
  },
  {
    // a cabinet's formal notice (« mise en demeure ») by registered letter, exercise from 1 July,
    // one flat « lot E-21 »: the April provision and the second instalment of the façade unpaid,
    // the notice's fee, their total in a sentence and in a small table; the third instalment on
    // 1 October named without its amount
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('budget', 62300),
      money('unbudget', 64080),
      money('building_budget', 7000000),
      money('expected_budget', 249200),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DU LUBERON'),
        small(
          'Syndic — 2 place de la Bouquerie 84400 Apt — lettre recommandée avec accusé de réception n° 1A 217 804 5561 2',
        ),
        right('Apt, le 10 juin 2025'),
        right('M. Patrick Roumanille\nLe Hameau des Ocres, lot E-21\n84400 Apt'),
        p('Objet : MISE EN DEMEURE (article 19-2 de la loi du 10 juillet 1965)'),
        p(
          'Monsieur,\nNos relances des 5 et 22 mai 2025 étant restées sans effet, nous vous mettons en demeure de régler sous huitaine les sommes suivantes, dues au syndicat des copropriétaires du Hameau des Ocres.',
        ),
        p(
          'La provision du 1er avril 2025, 623,00 €, reste impayée : c’est la dernière échéance de l’exercice 2024/2025 (du 1er juillet 2024 au 30 juin 2025), dont le budget de 70 000,00 € met 2 492,00 € à la charge de votre lot (356/10 000es). Le deuxième appel du ravalement voté le 4 décembre 2024, 640,80 €, exigible le 1er mai 2025, n’est pas davantage réglé.',
        ),
        table(
          ['Détail', 'Montant'],
          ['Provision du 01/04/2025', '623,00'],
          ['Ravalement — appel 2/3 du 01/05/2025', '640,80'],
          ['Frais de mise en demeure (contrat de syndic)', '42,00'],
          ['Total exigible', '1 305,80'],
        ),
        p(
          'À défaut de paiement de 1 305,80 € dans le délai indiqué, le syndic saisira le tribunal judiciaire, toutes les provisions de l’exercice devenant alors exigibles. Le troisième appel du ravalement interviendra le 1er octobre 2025.',
        ),
        right('Le syndic, Bernard Mistral'),
      ],
    ],
  },
  {
    // a cabinet's formal notice, exercise from 1 October, one flat « lot 14-C »: the January and
    // April provisions unpaid, the closed exercise's shortfall called in February unpaid, an
    // earlier reminder's fee, the total in a sentence; the budgets recalled
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-15',
    figures: [
      day('document_date', '2025-04-15'),
      money('budget', 157360),
      money('wanted_loads', 6590),
      money('unbudget', 0),
      money('building_budget', 11200000),
      money('expected_budget', 314720),
      money('building_budget_n', 10800000),
      money('expected_budget_n', 303480),
      money('budget_n', 310070),
    ],
    pages: [
      [
        heading('SYNDIC LES TROIS VALLÉES'),
        small('12 rue de la République 73000 Chambéry — 04 79 33 51 26'),
        right('Chambéry, le 15.04.2025'),
        right('Mme Laetitia Favre\nRésidence Le Verney, lot 14-C\n73000 Chambéry'),
        p('Objet : mise en demeure de payer — lettre recommandée avec accusé de réception'),
        p(
          'Madame,\nVotre compte présente à ce jour un solde débiteur. La provision du 1er janvier 2025 et celle du 1er avril 2025, 786,80 € chacune, restent impayées, soit 1 573,60 € au titre du budget de l’exercice 2024/2025 (du 01.10.2024 au 30.09.2025 : 112 000,00 € pour l’immeuble, 3 147,20 € pour votre lot de 281/10 000es).',
        ),
        p(
          'L’insuffisance de l’exercice 2023/2024, 65,90 €, appelée le 10.02.2025 après l’approbation des comptes (budget 108 000,00 € ; vos provisions 3 034,80 € ; vos charges réelles 3 100,70 €), n’a pas été payée. Aucun appel de travaux n’est en retard (0,00 €). Les frais de notre relance du 3 mars, 18,00 €, s’y ajoutent.',
        ),
        p(
          'Nous vous mettons en demeure de nous régler 1 657,50 € sous quinze jours. Faute de quoi, nous engagerons une procédure de recouvrement, dont les frais resteront à votre charge.',
        ),
        right('Pour le syndic, le gestionnaire, Julien Perrier'),
      ],
    ],
  },
  {
    // a cabinet answers an owner who disputes last year's shortfall, calendar exercise, one flat
    // « lot 2C »: the closed exercise's provisions and real charges explained, the shortfall
    // confirmed, the April provision partly paid, « il vous reste à régler 412,18 € »; the budgets
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [
      day('document_date', '2025-05-28'),
      money('budget', 31578),
      money('wanted_loads', 9640),
      money('unbudget', 0),
      money('building_budget', 6600000),
      money('expected_budget', 298320),
      money('building_budget_n', 6400000),
      money('expected_budget_n', 289280),
      money('budget_n', 298920),
    ],
    pages: [
      [
        heading('CABINET SAINT-ÉLOI GESTION'),
        small('Syndic — 3 rue Saint-Éloi 18000 Bourges — 02 48 24 70 15'),
        right('Bourges, le mercredi 28 mai 2025'),
        right('M. Didier Pinault\nRésidence Les Marronniers, lot 2C\n18000 Bourges'),
        p('Objet : votre courriel du 19 mai — contestation de la régularisation 2024'),
        p(
          'Monsieur,\nVous contestez l’appel de 96,40 € qui a suivi l’assemblée du 24 avril 2025. Nous avons vérifié votre compte : ce montant est exact.',
        ),
        p(
          'En 2024, le budget voté de l’immeuble était de 64 000,00 € ; votre lot 2C (452/10 000es) a donc reçu quatre appels de provisions pour un total de 2 892,80 €. Les dépenses de l’exercice, approuvées par l’assemblée, s’élèvent à 66 132,70 €, dont 2 989,20 € pour votre lot. La différence, 96,40 €, est une insuffisance de provisions, due par le propriétaire au jour de l’appel.',
        ),
        p(
          'Sur la provision du 1er avril 2025 (745,80 €, quart de votre part du budget 2025 de 66 000,00 €, soit 2 983,20 €), vous avez réglé 430,02 € ; restent 315,78 €. Il vous reste à régler 412,18 € (315,78 € + 96,40 €). Aucun appel de travaux n’est en attente (0,00 €).',
        ),
        p(
          'Le détail des dépenses 2024 par poste figure dans l’annexe 2 jointe à la convocation ; nous le tenons à votre disposition à l’agence.',
        ),
        right('Sylvie Rambaud, comptable copropriétés'),
      ],
    ],
  },
  {
    // a cabinet answers an owner who disputes the coming works call, exercise from 1 April, one
    // flat « lot B-12 »: the lift's share explained (1 July and « 2e appel le 1er octobre 2025 »),
    // the closed exercise's surplus « à votre crédit » to be deducted, nothing unpaid
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 4082),
      money('unbudget_not_due', 89040),
      money('building_budget', 5200000),
      money('expected_budget', 165360),
      money('building_budget_n', 5000000),
      money('expected_budget_n', 159000),
      money('budget_n', 154918),
    ],
    pages: [
      [
        small('De : Gestion Bastide & Cie <copro@bastide-cie.fr>'),
        small('À : Mathilde Roux'),
        small('Envoyé le : vendredi 20 juin 2025 14:09'),
        small('Objet : RE: Appel travaux ascenseur — lot B-12 — Résidence du Lycée'),
        p(
          'Madame,\nVous nous demandez pourquoi votre lot B-12 supporte 890,40 € pour la rénovation de l’ascenseur. L’assemblée générale du 3 juin 2025 a voté ces travaux pour 28 000,00 €, répartis selon les charges générales : 28 000,00 × 318 / 10 000 = 890,40 €. Ils seront appelés en deux fois, 445,20 € le 1er juillet 2025 puis 445,20 € au 2e appel le 1er octobre 2025 ; rien n’est donc encore exigible (0,00 €).',
        ),
        p(
          'Votre compte est à jour : la provision du 1er avril 2025 (413,40 €, soit le quart de 1 653,60 €, votre part du budget 2025/2026 de 52 000,00 €) a été réglée, aucune provision n’est impayée (0,00 €).',
        ),
        p(
          'Les comptes 2024/2025 approuvés le 3 juin font apparaître pour votre lot des provisions de 1 590,00 € (budget de 50 000,00 €) pour des charges réelles de 1 549,18 € : l’excédent de 40,82 € est à votre crédit et sera déduit de l’appel du 1er juillet.',
        ),
        p(
          'Bien cordialement,\nAnne Bastide — Gestion Bastide & Cie, 10 rue du Lycée 26000 Valence',
        ),
        small(
          '> Bonjour, je ne comprends pas le montant de 890,40 € annoncé pour l’ascenseur. M. Roux',
        ),
      ],
    ],
  },
  {
    // a software ledger printed across the page, calendar exercise, one flat « lot H-09 »: each
    // quarter's provision, fund and loan instalment on their own rows, the façade's first two
    // instalments (the second unpaid), last year's shortfall; a summary box with explicit « 0,00 »,
    // the façade's third instalment « le 1er octobre 2025 », the loan's figures and the budgets
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    landscape: true,
    figures: [
      day('document_date', '2025-06-06'),
      money('budget', 0),
      money('unbudget', 74520),
      money('wanted_loads', 4174),
      money('unbudget_not_due', 99360),
      money('works_funds_last_contribution', 2829),
      money('loan_amount', 16000000),
      money('loan_share', 441600),
      money('loan_instalment', 11625),
      money('loan_remaining', 271584),
      day('dt_loan_next', '2025-07-01'),
      money('building_budget', 8200000),
      money('expected_budget', 226320),
      money('building_budget_n', 7900000),
      money('expected_budget_n', 218040),
      money('budget_n', 222214),
    ],
    pages: [
      [
        small(
          'SYNDIC-NET PRO 6.2 — Extrait de compte copropriétaire — Cabinet Verdier Immobilier, 11 rue de la Liberté 21000 Dijon — édité le 06/06/2025',
        ),
        small(
          'Copropriété 2114 LE PARC DES DUCS — 28 boulevard de Brosses 21000 Dijon — copropriétaire : Mme Chantal Lamarche — lot H-09 (276/10 000) — période du 01/01/2025 au 06/06/2025',
        ),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'RAN', 'Report à nouveau', '', '', '0,00'],
          ['01/01/2025', 'AP2501', 'Provision charges 1er trim. 2025', '565,80', '', '565,80'],
          ['01/01/2025', 'AP2501', 'Fonds de travaux 1er trim. 2025', '28,29', '', '594,09'],
          [
            '01/01/2025',
            'AP2501',
            'Emprunt collectif chaufferie — échéance',
            '116,25',
            '',
            '710,34',
          ],
          ['08/01/2025', 'PRL', 'Prélèvement', '', '710,34', '0,00'],
          ['01/03/2025', 'TX2501', 'Ravalement — appel 1/3 (30 %)', '745,20', '', '745,20'],
          ['10/03/2025', 'VIR', 'Virement reçu', '', '745,20', '0,00'],
          ['01/04/2025', 'AP2502', 'Provision charges 2e trim. 2025', '565,80', '', '565,80'],
          ['01/04/2025', 'AP2502', 'Fonds de travaux 2e trim. 2025', '28,29', '', '594,09'],
          [
            '01/04/2025',
            'AP2502',
            'Emprunt collectif chaufferie — échéance',
            '116,25',
            '',
            '710,34',
          ],
          ['07/04/2025', 'PRL', 'Prélèvement', '', '710,34', '0,00'],
          [
            '12/05/2025',
            'REG24',
            'Régularisation 2024 — insuffisance (AG du 24/04/2025)',
            '41,74',
            '',
            '41,74',
          ],
          ['01/06/2025', 'TX2502', 'Ravalement — appel 2/3 (30 %)', '745,20', '', '786,94'],
          ['', '', 'Totaux au 06/06/2025', '2 952,82', '2 165,88', '786,94'],
        ),
        listing(
          [
            'Situation au 06/06/2025',
            'Montant',
            '',
            'Emprunt collectif chaufferie (2020)',
            'Montant',
          ],
          [
            'Provisions exigibles impayées',
            '0,00',
            '',
            'Capital emprunté par le syndicat',
            '160 000,00',
          ],
          [
            'Travaux exigibles impayés (appel du 01/06/2025)',
            '745,20',
            '',
            'Quote-part du lot H-09',
            '4 416,00',
          ],
          [
            'Régularisation 2024 impayée',
            '41,74',
            '',
            'Échéance trimestrielle — prochaine le 01/07/2025',
            '116,25',
          ],
          ['Solde débiteur', '786,94', '', 'Capital restant dû après le 01/04/2025', '2 715,84'],
        ),
        small(
          'Ravalement voté le 24/04/2025 pour 90 000,00 (charges générales) : 2 484,00 pour le lot ; 3e appel (40 %), 993,60, le 1er octobre 2025. Budget 2025 : 82 000,00, quote-part du lot 2 263,20. Exercice 2024 : budget 79 000,00 ; provisions du lot 2 180,40 ; charges réelles 2 222,14.',
        ),
      ],
    ],
  },
  {
    // a software ledger printed across the page, exercise from 1 October, one flat « lot 1-17 »:
    // each quarter's provision, fund and loan instalment, the lift's first half, the closed
    // exercise's surplus credited after the February meeting, a partial payment in April; a
    // summary with explicit « 0,00 », the lift's « 2e appel le 1er octobre 2025 », the loan
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-22',
    landscape: true,
    figures: [
      day('document_date', '2025-05-22'),
      money('budget', 45224),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('unbudget_not_due', 62460),
      money('works_funds_last_contribution', 4164),
      money('loan_amount', 20000000),
      money('loan_share', 694000),
      money('loan_instalment', 17780),
      money('loan_remaining', 496210),
      day('dt_loan_next', '2025-07-01'),
      money('building_budget', 9600000),
      money('expected_budget', 333120),
      money('building_budget_n', 9200000),
      money('expected_budget_n', 319240),
      money('budget_n', 313817),
    ],
    pages: [
      [
        small(
          'COPROWEB GESTION — relevé de compte — SYNDIC DU GRAND LARGE, 14 quai de la Marine 85100 Les Sables-d’Olonne — 22.05.2025',
        ),
        small(
          'Résidence LE GRAND LARGE — lot 1-17 (347/10 000) — M. Gilles Robineau — exercice 2024/2025 du 01.10.2024 au 30.09.2025',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01.10.2024', 'Solde reporté', '', '', '0,00'],
          ['01.10.2024', 'Provision T1 2024/2025', '832,80', '', '832,80'],
          ['01.10.2024', 'Fonds travaux T1', '41,64', '', '874,44'],
          ['01.10.2024', 'Prêt toiture — échéance T1', '177,80', '', '1 052,24'],
          ['05.10.2024', 'Virement', '', '1 052,24', '0,00'],
          ['01.01.2025', 'Provision T2 2024/2025', '832,80', '', '832,80'],
          ['01.01.2025', 'Fonds travaux T2', '41,64', '', '874,44'],
          ['01.01.2025', 'Prêt toiture — échéance T2', '177,80', '', '1 052,24'],
          ['09.01.2025', 'Virement', '', '1 052,24', '0,00'],
          ['01.02.2025', 'Ascenseur — appel 1/2 (AG du 23.01.2025)', '624,60', '', '624,60'],
          ['20.02.2025', 'Excédent 2023/2024 à votre crédit', '', '54,23', '570,37'],
          ['03.03.2025', 'Virement', '', '570,37', '0,00'],
          ['01.04.2025', 'Provision T3 2024/2025', '832,80', '', '832,80'],
          ['01.04.2025', 'Fonds travaux T3', '41,64', '', '874,44'],
          ['01.04.2025', 'Prêt toiture — échéance T3', '177,80', '', '1 052,24'],
          ['14.04.2025', 'Virement partiel', '', '600,00', '452,24'],
          ['', 'Totaux', '3 781,32', '3 329,08', '452,24'],
        ),
        listing(
          ['Votre situation', 'Montant', 'Prêt collectif toiture (2019, 15 ans)', 'Montant'],
          [
            'Provisions exigibles impayées (reste de l’appel du 01.04.2025)',
            '452,24',
            'Capital emprunté',
            '200 000,00',
          ],
          ['Travaux exigibles impayés', '0,00', 'Votre quote-part', '6 940,00'],
          [
            'Exercices antérieurs',
            '0,00',
            'Échéance trimestrielle (prochaine 01.07.2025)',
            '177,80',
          ],
          [
            'Ascenseur — 2e appel le 1er octobre 2025',
            '624,60',
            'Capital restant dû au 01.04.2025',
            '4 962,10',
          ],
        ),
        small(
          'Budget 2024/2025 : 96 000,00 (votre part 3 331,20). Exercice 2023/2024 approuvé le 23.01.2025 : budget 92 000,00, vos provisions 3 192,40, vos charges 3 138,17. Ascenseur : 36 000,00, votre part 1 249,20.',
        ),
      ],
    ],
  },
  {
    // scanned: a cabinet's statement of two lots « 23A et 23C » (a flat and a cellar), exercise
    // from 1 April: the April call per lot and the fund, the payment, the closed exercise's surplus
    // per lot credited after the June meeting, the account ending in credit; a footer with the
    // budgets, the surplus in a sentence, the advance and explicit « 0,00 »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(180, 0.8, 12),
    figures: [
      day('document_date', '2025-06-16'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 4614),
      money('works_funds_last_contribution', 2064),
      money('reserved_advances', 12000),
      money('building_budget', 6000000),
      money('expected_budget', 154800),
      money('building_budget_n', 5760000),
      money('expected_budget_n', 148608),
      money('budget_n', 143994),
    ],
    pages: [
      [
        heading('CABINET FOUQUET-LAMBERT'),
        small('Syndic de copropriété — 16 rue Royale 45000 Orléans — 02 38 53 09 72'),
        right('Orléans, le 16/06/2025'),
        right('M. et Mme Hervé Cousin\nRésidence Le Martroi, lots 23A et 23C\n45000 Orléans'),
        title('Relevé de compte copropriétaire du 01/04/2025 au 16/06/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2025', 'Solde au 31/03/2025', '', '', '0,00'],
          ['01/04/2025', 'Provision 1er trim. 2025/2026 — lot 23A', '376,50', '', '376,50 D'],
          ['01/04/2025', 'Provision 1er trim. 2025/2026 — lot 23C', '10,50', '', '387,00 D'],
          ['01/04/2025', 'Fonds de travaux 1er trim. (lots 23A et 23C)', '20,64', '', '407,64 D'],
          ['09/04/2025', 'Prélèvement', '', '407,64', '0,00'],
          ['10/06/2025', 'Excédent 2024/2025 — lot 23A (AG du 05/06/2025)', '', '44,89', '44,89 C'],
          ['10/06/2025', 'Excédent 2024/2025 — lot 23C', '', '1,25', '46,14 C'],
          ['', 'Totaux', '407,64', '453,78', '46,14 C'],
        ),
        p(
          'Votre compte est créditeur de 46,14 € : l’excédent de l’exercice 2024/2025 (provisions 1 486,08 € pour les deux lots, charges réelles 1 439,94 €, sur un budget de l’immeuble de 57 600,00 €) a été porté à votre crédit ; il sera déduit de l’appel du 1er juillet 2025. Provisions exigibles impayées : 0,00 € ; travaux : 0,00 €.',
        ),
        p(
          'Budget 2025/2026 voté : 60 000,00 € ; part de vos lots 1 548,00 € (lot 23A : 1 506,00 € ; lot 23C : 42,00 €), soit 387,00 € par trimestre. Avance de trésorerie détenue : 120,00 €.',
        ),
        small('D : débiteur — C : créditeur. Relevé édité à la demande du copropriétaire.'),
      ],
    ],
  },
  {
    // scanned: a cabinet's statement of two lots « B2 et G2 » (a flat and a garage), exercise from
    // 1 July: the closed exercise's surplus per lot credited after the December meeting, the
    // January call per lot and the fund paid in full, the account ending in credit; the budgets
    // and what is due (explicit « 0,00 ») in a box below
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-03-14',
    scan: scanned(170, -1.2, 13),
    figures: [
      day('document_date', '2025-03-14'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('credit_balance', 3770),
      money('works_funds_last_contribution', 2890),
      money('building_budget', 7000000),
      money('expected_budget', 238000),
      money('building_budget_n', 6720000),
      money('expected_budget_n', 228480),
      money('budget_n', 224710),
    ],
    pages: [
      [
        heading('IMMOBILIÈRE DES DEUX-RIVES — SYNDIC'),
        small('40 quai de la Charente 16000 Angoulême — 05 45 92 61 03'),
        right('Angoulême, le 14 mars 2025'),
        right('Mme Solène Faure\nLe Clos Saint-Cybard, lots B2 et G2\n16000 Angoulême'),
        title('Extrait de compte — exercice 2024/2025 (du 1er juillet 2024 au 30 juin 2025)'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/12/2024', 'Report', '', '', '0,00'],
          ['18/12/2024', 'Excédent 2023/2024 lot B2 (AG du 12/12/2024)', '', '35,26', '35,26 CR'],
          ['18/12/2024', 'Excédent 2023/2024 lot G2', '', '2,44', '37,70 CR'],
          ['01/01/2025', 'Appel 3e trimestre — lot B2', '556,50', '', '518,80 DB'],
          ['01/01/2025', 'Appel 3e trimestre — lot G2', '38,50', '', '557,30 DB'],
          ['01/01/2025', 'Fonds de travaux (deux lots)', '28,90', '', '586,20 DB'],
          ['07/01/2025', 'Virement', '', '623,90', '37,70 CR'],
          ['', 'Total des mouvements', '623,90', '661,60', '37,70 CR'],
        ),
        table(
          ['Votre situation au 14/03/2025', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Travaux exigibles non réglés', '0,00'],
          ['Exercices clos restant dus', '0,00'],
          ['Solde en votre faveur', '37,70'],
        ),
        p(
          'Budget 2024/2025 de la copropriété : 70 000,00 € ; vos deux lots (318 et 22/10 000es) en supportent 2 380,00 €, soit 595,00 € par trimestre. Exercice 2023/2024 : budget 67 200,00 €, vos provisions 2 284,80 €, vos charges réelles 2 247,10 €.',
        ),
        small('CR : créditeur — DB : débiteur. Page 1/1.'),
      ],
    ],
  },
  {
    // a cabinet's statement sent after the April meeting, calendar exercise, « lot 104-B »:
    // the two quarters, the fund and the façade's second instalment paid, last year's surplus
    // « porté à votre crédit »; below, the account in prose (« votre compte est créditeur »), the
    // façade's third instalment « le 1er octobre 2025 », the budgets
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-30',
    figures: [
      day('document_date', '2025-04-30'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 3131),
      money('unbudget_not_due', 55440),
      money('works_funds_last_contribution', 1782),
      money('building_budget', 7400000),
      money('expected_budget', 146520),
      money('building_budget_n', 7200000),
      money('expected_budget_n', 142560),
      money('budget_n', 139429),
    ],
    pages: [
      [
        heading('SYNDIC CÔTE DE NACRE'),
        small('5 rue Écuyère 14000 Caen — 02 31 86 44 50 — www.syndic-cote-de-nacre.fr'),
        right('Caen, le 30 avril 2025'),
        right('M. Benoît Lemarchand\nRésidence Le Jardin des Plantes, lot 104-B\n14000 Caen'),
        title('Votre compte après l’assemblée générale du 17 avril 2025'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde reporté', '', '', '0,00'],
          ['01/01/2025', 'Provision 1er trimestre 2025', '366,30', '', '366,30'],
          ['01/01/2025', 'Fonds de travaux 1er trimestre', '17,82', '', '384,12'],
          ['10/01/2025', 'Virement', '', '384,12', '0,00'],
          ['01/04/2025', 'Provision 2e trimestre 2025', '366,30', '', '366,30'],
          ['01/04/2025', 'Fonds de travaux 2e trimestre', '17,82', '', '384,12'],
          ['01/04/2025', 'Ravalement — 2e appel sur 3', '554,40', '', '938,52'],
          ['08/04/2025', 'Virement', '', '938,52', '0,00'],
          ['25/04/2025', 'Excédent de l’exercice 2024', '', '31,31', '-31,31'],
          ['', 'Totaux', '1 322,64', '1 353,95', '-31,31'],
        ),
        p(
          'Votre compte est créditeur de 31,31 € : l’assemblée du 17 avril 2025 a approuvé les comptes 2024 (budget 72 000,00 €) ; vos provisions s’élevaient à 1 425,60 € et vos charges réelles à 1 394,29 €, l’excédent a été porté à votre crédit et viendra en déduction de l’appel du 1er juillet. Provisions et travaux exigibles impayés : 0,00 €.',
        ),
        p(
          'Le ravalement voté en 2024 (84 000,00 € ; 1 663,20 € pour votre lot de 198/10 000es) sera soldé par le 3e appel le 1er octobre 2025, 554,40 €. Budget 2025 : 74 000,00 €, votre quote-part 1 465,20 €.',
        ),
        small('Un solde précédé du signe « - » est en votre faveur.'),
      ],
    ],
  },
  {
    // a cabinet's statement sent after the December meeting, exercise from 1 July, one flat « lot
    // 9-D »: the October and January quarters with the fund and the loan's instalment paid, the
    // closed exercise's surplus « à votre crédit »; below, the account and the loan in prose
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-01-17',
    figures: [
      day('document_date', '2025-01-17'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 3519),
      money('works_funds_last_contribution', 2440),
      money('loan_amount', 9000000),
      money('loan_share', 274500),
      money('loan_instalment', 6972),
      money('loan_remaining', 159820),
      day('dt_loan_next', '2025-04-01'),
      money('building_budget', 6200000),
      money('expected_budget', 189100),
      money('building_budget_n', 6000000),
      money('expected_budget_n', 183000),
      money('budget_n', 179481),
    ],
    pages: [
      [
        heading('AGENCE DU BEFFROI — syndic'),
        small('2 place d’Armes 59500 Douai — 03 27 88 15 64'),
        right('Douai, le 17.01.2025'),
        right('Mme Évelyne Carpentier\nRésidence Les Tilleuls, lot 9-D\n59500 Douai'),
        title('Relevé de compte — exercice 2024/2025 (01.07.2024 – 30.06.2025)'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01.10.2024', 'Report au 30.09.2024', '', '', '0,00'],
          ['01.10.2024', 'Provision 2e échéance 2024/2025', '472,75', '', '472,75'],
          ['01.10.2024', 'Fonds de travaux', '24,40', '', '497,15'],
          ['01.10.2024', 'Emprunt ascenseur — échéance', '69,72', '', '566,87'],
          ['04.10.2024', 'Prélèvement', '', '566,87', '0,00'],
          ['01.01.2025', 'Provision 3e échéance 2024/2025', '472,75', '', '472,75'],
          ['01.01.2025', 'Fonds de travaux', '24,40', '', '497,15'],
          ['01.01.2025', 'Emprunt ascenseur — échéance', '69,72', '', '566,87'],
          ['06.01.2025', 'Prélèvement', '', '566,87', '0,00'],
          ['15.01.2025', 'Excédent 2023/2024 (AG du 19.12.2024)', '', '35,19', '35,19 CR'],
          ['', 'Totaux', '1 133,74', '1 168,93', '35,19 CR'],
        ),
        p(
          'Le solde de 35,19 € est à votre crédit : pour l’exercice 2023/2024 (budget 60 000,00 €), vous aviez versé 1 830,00 € de provisions pour 1 794,81 € de charges réelles. Rien n’est exigible à ce jour : provisions 0,00 €, travaux 0,00 €.',
        ),
        p(
          'Budget 2024/2025 : 62 000,00 € ; votre part (305/10 000es) 1 891,00 €. Emprunt collectif de l’ascenseur : 90 000,00 € empruntés par le syndicat, 2 745,00 € pour votre lot, échéance trimestrielle de 69,72 € (prochaine le 01.04.2025), capital restant dû par le lot après l’échéance du 01.01.2025 : 1 598,20 €.',
        ),
      ],
    ],
  },
  {
    // a cabinet's annexes for the April meeting, calendar exercise: annexe 1 (the balance sheet's
    // figures) and a building-wide table by account (budget and real of the closed exercise, the
    // current budget, the next one proposed) with the owner's « lot 14A » column beside it, shared
    // line by line and summed; the exercise before in a note
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-20',
    figures: [
      day('document_date', '2025-03-20'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 843620),
      money('unpaid_providers', 512790),
      money('works_funds', 3840000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 445000),
      money('building_budget_n', 8600000),
      money('building_budget', 8900000),
      money('expected_budget_n', 246820),
      money('budget_n', 250988),
      money('expected_budget', 255430),
      money('expected_budget_n1', 238210),
      money('budget_n1', 240177),
    ],
    pages: [
      [
        small(
          'Cabinet Mercier-Vidal, syndic — 22 rue d’Alsace 49100 Angers — pièces jointes à la convocation de l’assemblée générale du 10 avril 2025 — envoi du 20/03/2025',
        ),
        title('Résidence Le Mail — exercice du 1er janvier au 31 décembre 2024 — annexes'),
        small('Exemplaire de M. Laurent Biotteau, lot 14A (287/10 000es).'),
        table(
          ['Annexe 1 — état financier au 31/12/2024', 'Montant'],
          ['Copropriétaires débiteurs', '8 436,20'],
          ['Fournisseurs et factures non parvenues', '5 127,90'],
          ['Fonds de travaux (compte bancaire séparé)', '38 400,00'],
          ['Cotisation annuelle au fonds de travaux votée pour 2025', '4 450,00'],
        ),
        table(
          [
            'Compte',
            'Budget 2024',
            'Réel 2024',
            'Budget 2025 voté',
            'Budget 2026 proposé',
            'Lot 14A réel 2024',
          ],
          ['Eau', '14 500,00', '15 123,40', '15 000,00', '15 600,00', '434,04'],
          ['Électricité', '6 200,00', '5 872,15', '6 400,00', '6 500,00', '168,53'],
          ['Chauffage', '28 000,00', '29 134,80', '29 000,00', '30 200,00', '836,17'],
          ['Ascenseur', '7 800,00', '8 129,60', '8 000,00', '8 300,00', '233,32'],
          ['Nettoyage', '11 500,00', '11 500,00', '11 800,00', '12 100,00', '330,05'],
          ['Assurance', '5 400,00', '5 618,70', '5 800,00', '6 000,00', '161,26'],
          ['Honoraires du syndic', '9 600,00', '9 600,00', '9 900,00', '10 100,00', '275,52'],
          ['Divers', '3 000,00', '2 473,50', '3 100,00', '3 200,00', '70,99'],
          ['Total', '86 000,00', '87 452,15', '89 000,00', '92 000,00', '2 509,88'],
        ),
        table(
          ['Lot 14A', 'Provisions 2024', 'Réel 2024', 'Écart', 'Budget 2025'],
          ['Quote-part', '2 468,20', '2 509,88', '41,68', '2 554,30'],
        ),
        small(
          'L’écart de 41,68 € sera appelé après l’assemblée si les comptes sont approuvés. Exercice 2023 : budget 83 000,00 ; lot 14A, provisions 2 382,10 et charges réelles 2 401,77. Aucun emprunt collectif.',
        ),
      ],
    ],
  },
  {
    // a cabinet's annexes for the June meeting, exercise from 1 April, an eight-lot house: annexe
    // 1 with the supplier debts « néant (0,00) », the building's table by account with the lot's
    // column beside it (« lot 3-F », 152/1 000), shared line by line for the budget and the real,
    // the current budget's column, the exercise before in a line
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-09',
    figures: [
      day('document_date', '2025-05-09'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 184630),
      money('unpaid_providers', 0),
      money('works_funds', 1460000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 176000),
      money('building_budget_n', 3400000),
      money('building_budget', 3520000),
      money('expected_budget_n', 516800),
      money('budget_n', 519745),
      money('expected_budget', 535040),
      money('expected_budget_n1', 498560),
      money('budget_n1', 503191),
    ],
    pages: [
      [
        heading('SYNDIC DU VAL DE SAÔNE'),
        small(
          '4 quai Lamartine 71000 Mâcon — annexes au projet de résolutions de l’AG du 12 juin 2025 — Mâcon, le 09.05.2025',
        ),
        title('Copropriété Villa Les Charmilles — comptes du 01.04.2024 au 31.03.2025'),
        p(
          'Destinataire : Mme Odette Perrin, lot 3-F (152/1 000es). Budget 2025/2026 voté par l’AG du 13 juin 2024.',
        ),
        table(
          ['Annexe 1', 'Au 31.03.2025'],
          ['Créances sur copropriétaires', '1 846,30'],
          ['Dettes fournisseurs', 'néant (0,00)'],
          ['Fonds de travaux', '14 600,00'],
          ['Cotisation 2025/2026', '1 760,00'],
        ),
        table(
          [
            'Poste',
            'Budget 2024/2025',
            'dont lot 3-F',
            'Réel 2024/2025',
            'dont lot 3-F',
            'Budget 2025/2026',
            'dont lot 3-F',
          ],
          ['Eau froide', '8 200,00', '1 246,40', '8 463,10', '1 286,39', '8 500,00', '1 292,00'],
          [
            'Électricité des communs',
            '3 100,00',
            '471,20',
            '2 976,40',
            '452,41',
            '3 200,00',
            '486,40',
          ],
          ['Espaces verts', '4 500,00', '684,00', '4 682,00', '711,66', '4 600,00', '699,20'],
          ['Ménage', '7 200,00', '1 094,40', '7 200,00', '1 094,40', '7 400,00', '1 124,80'],
          ['Assurance', '3 900,00', '592,80', '4 028,50', '612,33', '4 100,00', '623,20'],
          ['Honoraires', '5 800,00', '881,60', '5 800,00', '881,60', '6 000,00', '912,00'],
          ['Frais divers', '1 300,00', '197,60', '1 043,80', '158,66', '1 400,00', '212,80'],
          ['Totaux', '34 000,00', '5 168,00', '34 193,80', '5 197,45', '35 200,00', '5 350,40'],
        ),
        p(
          'Exercice précédent (2023/2024) : budget 32 800,00 €, soit 4 985,60 € de provisions pour le lot 3-F, dont les charges réelles furent de 5 031,91 €. Pour 2024/2025 l’insuffisance du lot s’établit à 29,45 €.',
        ),
      ],
    ],
  },
  {
    // a software's annexes printed across the page for the January meeting, exercise from
    // 1 October, three keys: annexe 1, the building's budget and real by key from the exercise
    // before to the next one proposed, the owner's « lots 2-07 et 2-C7 » in a row each and summed,
    // annexe 4 (the lift's works outside the budget, called and spent, the building's and the
    // flat's) and annexe 5 (the boiler-room loan, the flat's share, instalment and capital left)
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-08',
    landscape: true,
    figures: [
      day('document_date', '2025-01-08'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 1291435),
      money('unpaid_providers', 740260),
      money('works_funds', 3690000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_contribution', 467000),
      money('building_budget_n', 9020000),
      money('building_budget', 9340000),
      money('expected_budget_n1', 368800),
      money('budget_n1', 378196),
      money('expected_budget_n', 382180),
      money('budget_n', 390715),
      money('expected_budget', 395560),
      money('expected_hors_budget_n', 127800),
      money('hors_budget_n', 132148),
      money('loan_amount', 14000000),
      money('loan_share', 562800),
      money('loan_instalment', 14150),
      money('loan_remaining', 341218),
      day('dt_loan_next', '2025-04-01'),
    ],
    pages: [
      [
        small(
          'LOGICOPRO 9 — ANNEXES COMPTABLES — Syndic Garonne Habitat, 31 cours de Verdun 47000 Agen — édition du 08/01/2025 — AG du 29/01/2025',
        ),
        title('Résidence Le Gravier — exercice du 01/10/2023 au 30/09/2024'),
        small(
          'Exemplaire de M. Yves Lacombe — lots 2-07 (appartement : générales 388/10 000, ascenseur 71/1 000, chauffage 402/10 000) et 2-C7 (cave : générales 9/10 000).',
        ),
        listing(
          [
            'Annexe 1 — au 30/09/2024',
            'Montant',
            '',
            'Annexe 4 — travaux hors budget (art. 14-2)',
            'Montant',
          ],
          [
            'Copropriétaires débiteurs',
            '12 914,35',
            '',
            'Mise en sécurité de l’ascenseur — voté',
            '18 000,00',
          ],
          ['Fournisseurs', '7 402,60', '', 'dépensé (opération close)', '18 612,40'],
          ['Fonds de travaux', '36 900,00', '', 'lot 2-07 — appelé (71/1 000)', '1 278,00'],
          ['Cotisation 2024/2025 votée', '4 670,00', '', 'lot 2-07 — dépense réelle', '1 321,48'],
        ),
        listing(
          [
            'Clé (base)',
            'Réel 2022/2023',
            'Budget 2023/2024',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Budget 2025/2026 proposé',
          ],
          ['Générales (10 000)', '51 230,40', '52 000,00', '53 184,20', '54 000,00', '56 000,00'],
          ['Ascenseur (1 000)', '7 118,60', '7 200,00', '6 942,50', '7 400,00', '7 600,00'],
          ['Chauffage (10 000)', '30 912,75', '31 000,00', '32 408,10', '32 000,00', '33 000,00'],
          ['Total', '89 261,75', '90 200,00', '92 534,80', '93 400,00', '96 600,00'],
        ),
        listing(
          [
            'Vos lots',
            'Budget 2022/2023',
            'Réel 2022/2023',
            'Budget 2023/2024',
            'Réel 2023/2024',
            'Budget 2024/2025',
          ],
          ['Lot 2-07', '3 643,00', '3 735,85', '3 775,00', '3 859,28', '3 907,00'],
          ['Lot 2-C7', '45,00', '46,11', '46,80', '47,87', '48,60'],
          ['Total', '3 688,00', '3 781,96', '3 821,80', '3 907,15', '3 955,60'],
        ),
        listing(
          ['Annexe 5 — emprunt collectif chaufferie (2021)', 'Immeuble', 'Lot 2-07', 'Lot 2-C7'],
          ['Capital emprunté', '140 000,00', '5 628,00', '—'],
          ['Échéance trimestrielle (prochaine le 01/04/2025)', '3 520,00', '141,50', '—'],
          ['Capital restant dû après l’échéance du 01/01/2025', '84 880,00', '3 412,18', '—'],
        ),
        small(
          'Budget 2024/2025 voté par l’AG du 25/01/2024. Les écarts 2023/2024 seront régularisés après l’AG du 29/01/2025.',
        ),
      ],
    ],
  },
  {
    // a software's annexes printed across the page for the March meeting, calendar exercise,
    // three keys: annexe 1, the building by key from the exercise before to the next proposed,
    // the owner's « lots B-18 et P-05 » in rows and summed, the roof of building B outside the
    // budget (called and spent, the flat's), the façade loan with both lots' shares summed
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-06',
    landscape: true,
    figures: [
      day('document_date', '2025-03-06'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 931840),
      money('unpaid_providers', 428515),
      money('works_funds', 4120000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 427000),
      money('building_budget_n', 8270000),
      money('building_budget', 8540000),
      money('expected_budget_n1', 406720),
      money('budget_n1', 404589),
      money('expected_budget_n', 422480),
      money('budget_n', 433940),
      money('expected_budget', 438240),
      money('expected_hors_budget_n', 662400),
      money('hors_budget_n', 684230),
      money('loan_amount', 20000000),
      money('loan_share', 576000),
      money('loan_instalment', 15379),
      money('loan_remaining', 362880),
      day('dt_loan_next', '2025-04-01'),
    ],
    pages: [
      [
        small(
          'SYNDIGEST 2025 — annexes 1 à 5 — Cabinet Haussmann Est, 8 place Stanislas 54000 Nancy — 06.03.2025',
        ),
        title(
          'Copropriété LES JARDINS DE LA PÉPINIÈRE (bâtiments A et B) — exercice du 01.01.2024 au 31.12.2024',
        ),
        small(
          'Copropriétaire : Mme Brigitte Collignon — bât. B lot 18 (« B-18 », appartement : générales 276/10 000, bâtiment B 184/1 000) et lot P-05 (parking : générales 12/10 000, parkings 40/1 000). AG du 27.03.2025.',
        ),
        listing(
          [
            'Annexe 1 — au 31.12.2024',
            'Montant',
            '',
            'Annexe 4 — toiture du bâtiment B',
            'Immeuble',
            'Lot B-18',
          ],
          [
            'Copropriétaires débiteurs',
            '9 318,40',
            '',
            'Appelé (AG du 14.03.2023)',
            '36 000,00',
            '6 624,00',
          ],
          ['Fournisseurs', '4 285,15', '', 'Dépensé, opération close', '37 186,40', '6 842,30'],
          ['Fonds de travaux', '41 200,00', '', '', '', ''],
          ['Cotisation 2025', '4 270,00', '', '', '', ''],
        ),
        listing(
          ['Clé', 'Réel 2023', 'Budget 2024', 'Réel 2024', 'Budget 2025', 'Budget 2026 proposé'],
          ['Générales', '65 183,30', '66 000,00', '67 412,50', '68 000,00', '70 000,00'],
          ['Bâtiment B', '10 724,60', '11 500,00', '11 863,30', '12 000,00', '12 400,00'],
          ['Parkings', '4 882,10', '5 200,00', '5 376,40', '5 400,00', '5 600,00'],
          ['Total', '80 790,00', '82 700,00', '84 652,20', '85 400,00', '88 000,00'],
        ),
        listing(
          ['Vos lots', 'Budget 2023', 'Réel 2023', 'Budget 2024', 'Réel 2024', 'Budget 2025'],
          ['B-18', '3 790,40', '3 772,39', '3 937,60', '4 043,44', '4 084,80'],
          ['P-05', '276,80', '273,50', '287,20', '295,96', '297,60'],
          ['Total des deux lots', '4 067,20', '4 045,89', '4 224,80', '4 339,40', '4 382,40'],
        ),
        listing(
          ['Annexe 5 — emprunt collectif façades (2022)', 'Immeuble', 'B-18', 'P-05', 'Vos lots'],
          ['Capital emprunté', '200 000,00', '5 520,00', '240,00', '5 760,00'],
          ['Échéance trimestrielle', '5 340,00', '147,38', '6,41', '153,79'],
          ['Capital restant dû au 01.01.2025', '126 000,00', '3 477,60', '151,20', '3 628,80'],
        ),
        small(
          'Prochaine échéance de l’emprunt : 01.04.2025. Budget 2025 voté par l’AG du 21.03.2024.',
        ),
      ],
    ],
  },
  {
    // scanned: a cabinet's annexes for the December meeting, exercise from 1 July: annexe 1, the
    // closed exercise's budget and real and the current budget, the works voted in 2023 and closed
    // (called and spent, the building's and the lot's « 11B »), the works proposed to the coming
    // meeting (not voted, undeclared), the lot's provisions and charges for two exercises
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-20',
    scan: scanned(180, -0.9, 12),
    figures: [
      day('document_date', '2024-11-20'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 624870),
      money('unpaid_providers', 318460),
      money('works_funds', 2870000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_contribution', 300000),
      money('building_budget_n', 5800000),
      money('building_budget', 6000000),
      money('expected_budget_n', 124120),
      money('budget_n', 122331),
      money('expected_budget_n1', 119840),
      money('budget_n1', 121625),
      money('expected_budget', 128400),
      money('expected_hors_budget_n', 51360),
      money('hors_budget_n', 52684),
    ],
    pages: [
      [
        heading('CABINET PELLETIER-ROCHE'),
        small(
          'Syndic — 9 rue du Pont-Neuf 87000 Limoges — annexes jointes à la convocation de l’AG du 12 décembre 2024 — Limoges, le 20 novembre 2024',
        ),
        title(
          'Résidence Les Hauts de Beaublanc — exercice 2023/2024 (1er juillet 2023 – 30 juin 2024)',
        ),
        small(
          'Copropriétaire : M. Stéphane Dubreuil — lot 11B, 214/10 000es des charges générales.',
        ),
        table(
          ['Annexe 1 — au 30 juin 2024', ''],
          ['Copropriétaires débiteurs', '6 248,70'],
          ['Fournisseurs', '3 184,60'],
          ['Fonds de travaux (livret A du syndicat)', '28 700,00'],
          ['Cotisation 2024/2025 (votée)', '3 000,00'],
        ),
        table(
          ['Charges courantes', 'Immeuble', 'Lot 11B'],
          ['Budget 2023/2024', '58 000,00', '1 241,20'],
          ['Réel 2023/2024', '57 163,80', '1 223,31'],
          ['Budget 2024/2025 (voté le 14/12/2023)', '60 000,00', '1 284,00'],
          ['Exercice 2022/2023 — budget / réel', '56 000,00 / 56 834,20', '1 198,40 / 1 216,25'],
        ),
        table(
          [
            'Annexe 4 — travaux votés',
            'Voté / appelé',
            'Dépensé',
            'Lot 11B appelé',
            'Lot 11B réel',
          ],
          [
            'Réfection des balcons (AG du 07/12/2022), close au 30/06/2024',
            '24 000,00',
            '24 618,70',
            '513,60',
            '526,84',
          ],
          [
            'Ravalement de la façade nord — proposé à l’AG du 12/12/2024',
            '96 000,00 (devis)',
            '—',
            '(2 054,40)',
            '—',
          ],
        ),
        p(
          'Pour le lot 11B, l’exercice 2023/2024 laisse un excédent de 17,89 € sur les charges courantes et une insuffisance de 13,24 € sur les balcons, régularisés après l’assemblée. Pas d’emprunt collectif.',
        ),
      ],
    ],
  },
  {
    // scanned: a cabinet's annexes for the April meeting, calendar exercise: annexe 1, the closed
    // exercise's budget and real and the current budget for the building and « lot 5 (bât. C) »,
    // the windows voted in 2023 and closed in 2024 outside the budget (called and spent), the
    // exercise before, the lot's shortfall stated in a sentence
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-24',
    scan: scanned(170, 1.1, 13),
    figures: [
      day('document_date', '2025-03-24'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 407215),
      money('unpaid_providers', 196040),
      money('works_funds', 2140000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 240000),
      money('building_budget_n', 4600000),
      money('building_budget', 4800000),
      money('expected_budget_n', 152260),
      money('budget_n', 156624),
      money('expected_budget_n1', 145640),
      money('budget_n1', 144387),
      money('expected_budget', 158880),
      money('expected_hors_budget_n', 49650),
      money('hors_budget_n', 48402),
    ],
    pages: [
      [
        heading('ADMINISTRATION DE BIENS DU BERRY'),
        small(
          '6 place Gordaine 18000 Bourges — documents comptables pour l’assemblée générale du 15 avril 2025 — Bourges, le 24/03/2025',
        ),
        title('Copropriété 11 rue Moyenne — bâtiments A, B et C — comptes de l’exercice 2024'),
        small('Destinataire : Mme Nathalie Berthon — bât. C, lot 5 : 331/10 000es.'),
        table(
          ['Annexe 1 (31.12.2024)', 'Montant'],
          ['Copropriétaires débiteurs', '4 072,15'],
          ['Dettes fournisseurs', '1 960,40'],
          ['Fonds de travaux', '21 400,00'],
          ['Cotisation 2025', '2 400,00'],
        ),
        table(
          ['', 'Immeuble', 'Lot 5 (bât. C)'],
          ['Budget 2024', '46 000,00', '1 522,60'],
          ['Dépenses 2024', '47 318,40', '1 566,24'],
          ['Budget 2025 (voté le 11.04.2024)', '48 000,00', '1 588,80'],
          ['Budget 2023', '44 000,00', '1 456,40'],
          ['Dépenses 2023', '43 621,50', '1 443,87'],
        ),
        table(
          ['Travaux hors budget', 'Immeuble', 'Lot 5'],
          [
            'Remplacement des fenêtres des parties communes (AG du 30.03.2023) — appelé en 2024',
            '15 000,00',
            '496,50',
          ],
          ['coût définitif', '14 623,00', '484,02'],
        ),
        p(
          'Le lot 5 présente pour 2024 une insuffisance de 43,64 € sur les charges courantes et un excédent de 12,48 € sur les fenêtres, soit 31,16 € à régler après l’approbation des comptes. Aucun emprunt.',
        ),
      ],
    ],
  },
  {
    // the syndic's report to the June meeting in prose, exercise from 1 April: the closed
    // exercise's budget and expenses, the balance sheet's figures in sentences, the works voted a
    // year earlier and their calls, the current budget; then the owner's paragraph for « lot D4 »
    // with both closed exercises and the shortfall; the next budget proposed, undeclared
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 7400000),
      money('building_budget', 7600000),
      money('unpaid', 548215),
      money('unpaid_providers', 276430),
      money('works_funds', 3310000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 380000),
      money('expected_budget_n', 139120),
      money('budget_n', 139530),
      money('expected_budget_n1', 135360),
      money('budget_n1', 137478),
      money('expected_budget', 142880),
    ],
    pages: [
      [
        heading('Cabinet Rivière & Martel — syndic'),
        small(
          '27 rue Gambetta 80000 Amiens — Résidence Le Beffroi, 3 rue des Trois-Cailloux 80000 Amiens',
        ),
        title('Rapport du syndic à l’assemblée générale du 19 juin 2025'),
        right('Amiens, le 26 mai 2025'),
        p(
          'L’exercice 2024/2025, ouvert le 1er avril 2024 et clos le 31 mars 2025, avait un budget de 74 000,00 €. Les dépenses courantes s’élèvent à 74 218,35 €, soit un dépassement de 218,35 € dû principalement à l’eau (fuite sur la colonne de l’escalier 2, réparée en janvier).',
        ),
        p(
          'Au 31 mars 2025, les copropriétaires débiteurs devaient 5 482,15 € au syndicat et les fournisseurs restaient créanciers de 2 764,30 €. Le fonds de travaux s’élève à 33 100,00 € sur le compte séparé ; la cotisation votée pour 2025/2026 est de 3 800,00 €.',
        ),
        p(
          'Les travaux de désenfumage votés en juin 2024 (21 000,00 €) ont été appelés en deux fois, le 1er octobre 2024 et le 1er janvier 2025, et réalisés en février. Le budget de l’exercice en cours, 2025/2026, voté l’an dernier, est de 76 000,00 € ; nous vous proposerons pour 2026/2027 un budget de 78 500,00 €.',
        ),
        p(
          'Pour votre lot D4 (188/10 000es) : provisions 2024/2025 de 1 391,20 € pour des charges réelles de 1 395,30 €, soit une insuffisance de 4,10 € qui sera appelée le 1er juillet si les comptes sont approuvés. En 2023/2024, vos provisions étaient de 1 353,60 € et vos charges réelles de 1 374,78 €. Votre part du budget 2025/2026 est de 1 428,80 €.',
        ),
        right('Pauline Martel, gestionnaire'),
        small('Exemplaire de M. Henri Delattre, lot D4.'),
      ],
    ],
  },
  {
    // the syndic's management report to the February meeting in prose, exercise from 1 October:
    // the closed exercise's budget and expenses, the balance sheet in sentences, a surplus for the
    // building, a lift instalment still to come recalled, the current budget; the owner's
    // paragraph for « lot F-16 » with the surplus « porté à votre crédit »
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-13',
    figures: [
      day('document_date', '2025-01-13'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6100000),
      money('building_budget', 6300000),
      money('unpaid', 712640),
      money('unpaid_providers', 0),
      money('works_funds', 2760000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_contribution', 315000),
      money('expected_budget_n', 148230),
      money('budget_n', 146492),
      money('expected_budget_n1', 143370),
      money('budget_n1', 142088),
      money('expected_budget', 153090),
    ],
    pages: [
      [
        heading('SYNDIC DES REMPARTS'),
        small('2 rue des Cordeliers 84000 Avignon — 04 90 85 37 61'),
        title('Rapport de gestion — exercice du 1er octobre 2023 au 30 septembre 2024'),
        small(
          'Résidence Le Clos des Papes, 16 avenue Saint-Ruf 84000 Avignon — assemblée générale du 6 février 2025 — Avignon, le 13 janvier 2025',
        ),
        p(
          'Mesdames, Messieurs,\nL’exercice 2023/2024 s’est achevé le 30 septembre 2024. Son budget, 61 000,00 €, n’a pas été atteint : les dépenses s’élèvent à 60 284,70 €, d’où un excédent de 715,30 € que nous vous proposons de reverser à chacun selon ses tantièmes.',
        ),
        p(
          'Au 30 septembre 2024, les copropriétaires débiteurs représentaient 7 126,40 € ; le syndicat ne devait rien à ses fournisseurs (0,00 €). Le fonds de travaux atteignait 27 600,00 € ; la cotisation de l’exercice en cours est de 3 150,00 €.',
        ),
        p(
          'Le budget de l’exercice 2024/2025, voté le 8 février 2024, est de 63 000,00 €. La modernisation de l’ascenseur votée à la même assemblée a fait l’objet d’un premier appel le 1er novembre 2024 ; le 2e appel aura lieu le 1er octobre 2025.',
        ),
        p(
          'Lot F-16 (243/10 000es) : provisions 2023/2024 1 482,30 €, charges réelles 1 464,92 € ; l’excédent de 17,38 € sera porté à votre crédit après l’assemblée. Exercice 2022/2023 : provisions 1 433,70 €, charges réelles 1 420,88 €. Votre quote-part du budget 2024/2025 : 1 530,90 €.',
        ),
        right('Le syndic — Franck Amouroux'),
      ],
    ],
  },
  {
    // an individual annexe carrying a single lot's column, calendar exercise, « lot 7C »: the
    // account lines with only the lot's budget, real and current budget (shared line by line and
    // summed), the building's totals in the header line only, the gap in a sentence
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-03',
    figures: [
      day('document_date', '2025-04-03'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 5100000),
      money('building_budget', 5270000),
      money('expected_budget_n', 184620),
      money('budget_n', 186341),
      money('expected_budget', 190774),
    ],
    pages: [
      [
        heading('SYNDIC PYRÉNÉES-GESTION'),
        small(
          '14 rue Thiers 64000 Pau — annexe individuelle jointe à la convocation du 24 avril 2025',
        ),
        title('État individuel de répartition des charges — lot 7C'),
        p(
          'Copropriété Le Parc Beaumont, 8 avenue de la Pléiade 64000 Pau — copropriétaire : M. Xavier Etchegoyen — lot 7C (362/10 000es) — exercice du 01/01/2024 au 31/12/2024 — budget de l’immeuble 51 000,00 €, budget 2025 voté 52 700,00 €.',
        ),
        table(
          ['Compte', 'Budget 2024 — lot 7C', 'Réel 2024 — lot 7C', 'Budget 2025 — lot 7C'],
          ['Eau', '398,20', '415,80', '416,30'],
          ['Électricité', '173,76', '163,69', '177,38'],
          ['Ascenseur', '224,44', '232,36', '231,68'],
          ['Entretien', '488,70', '488,70', '499,56'],
          ['Assurance', '166,52', '173,15', '177,38'],
          ['Gestion', '318,56', '318,56', '325,80'],
          ['Divers', '76,02', '71,15', '79,64'],
          ['Total', '1 846,20', '1 863,41', '1 907,74'],
        ),
        p(
          'Vos provisions 2024 (1 846,20 €) sont inférieures à vos charges réelles (1 863,41 €) : après l’approbation des comptes, une insuffisance de 17,21 € vous sera appelée.',
        ),
        small('Pau, le 3 avril 2025 — document établi pour le lot 7C seul.'),
      ],
    ],
  },
  {
    // an individual annexe carrying a single lot's column, exercise from 1 July, « lot 21A »: the
    // account lines with only the lot's budget, real and current budget, shared line by line and
    // summed, the building's budgets in a footnote, the shortfall in a sentence
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-28',
    figures: [
      day('document_date', '2024-11-28'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 7100000),
      money('building_budget', 7320000),
      money('expected_budget_n', 155490),
      money('budget_n', 158415),
      money('expected_budget', 160308),
    ],
    pages: [
      [
        heading('Régie Fontaine & Cie'),
        small(
          'Syndic — 5 place de la Cathédrale 67000 Strasbourg — Strasbourg, le 28 novembre 2024',
        ),
        title('Annexe individuelle — lot 21A — Résidence Les Quais de l’Ill'),
        small(
          'Copropriétaire : Mme Caroline Meyer — 219/10 000es — exercice 2023/2024 du 1er juillet 2023 au 30 juin 2024 — AG du 18 décembre 2024',
        ),
        listing(
          [
            'Nature de dépense',
            'Lot 21A budget 2023/2024',
            'Lot 21A réel 2023/2024',
            'Lot 21A budget 2024/2025',
          ],
          ['Chauffage', '700,80', '726,74', '722,70'],
          ['Eau', '284,70', '276,97', '295,65'],
          ['Nettoyage', '197,10', '197,10', '201,48'],
          ['Assurance', '111,69', '114,80', '116,07'],
          ['Honoraires', '162,06', '162,06', '166,44'],
          ['Entretien', '98,55', '106,48', '100,74'],
          ['Total du lot', '1 554,90', '1 584,15', '1 603,08'],
        ),
        p(
          'Insuffisance 2023/2024 du lot 21A : 29,25 €, appelée avec l’échéance du 1er janvier 2025 si l’assemblée approuve les comptes.',
        ),
        small(
          '(1) Budget 2023/2024 de l’immeuble : 71 000,00 € ; budget 2024/2025 voté : 73 200,00 €.',
        ),
      ],
    ],
  },
  {
    // a cabinet's works call for two lots « C-21 et P-21 », calendar exercise with its bounds: the
    // façade voted in April, part paid by the fund (its balance recalled), the rest in three
    // instalments, a row per lot and their total, this call's column marked, « 2e appel le 1er
    // octobre 2025 » and what remains in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('works_funds', 5240000),
      day('dt_works_funds', '2024-12-31'),
      money('unbudget_not_due', 252000),
    ],
    pages: [
      [
        heading('CABINET DESCHAMPS IMMOBILIER'),
        small('Syndic — 19 rue de Metz 31000 Toulouse — 05 61 22 74 09 — service travaux'),
        right('Toulouse, le 12 juin 2025'),
        right(
          'M. Damien Carrasco\nRésidence Les Jardins de Compans, lots C-21 et P-21\n31000 Toulouse',
        ),
        title('Appel de fonds travaux — ravalement des façades — 1er appel'),
        p(
          'Exercice 2025 (du 1er janvier au 31 décembre 2025). L’assemblée générale du 29 avril 2025 a voté le ravalement des façades pour 150 000,00 € TTC, honoraires compris, réparti selon les charges générales. Le fonds de travaux, qui s’élevait à 52 400,00 € au 31 décembre 2024, en finance 30 000,00 € ; les 120 000,00 € restants sont appelés en trois fois.',
        ),
        table(
          [
            'Lot',
            'Tantièmes',
            'Quote-part',
            '01/07/2025 (présent appel)',
            '01/10/2025',
            '01/01/2026',
          ],
          ['C-21 — appartement', '301 / 10 000', '3 612,00', '1 204,00', '1 204,00', '1 204,00'],
          ['P-21 — parking', '14 / 10 000', '168,00', '56,00', '56,00', '56,00'],
          ['Total', '315 / 10 000', '3 780,00', '1 260,00', '1 260,00', '1 260,00'],
        ),
        p(
          'Montant du présent appel, exigible le 1er juillet 2025 : 1 260,00 €. 2e appel le 1er octobre 2025, 3e appel le 1er janvier 2026 : il restera donc 2 520,00 € à appeler après celui-ci.',
        ),
        small(
          'Règlement par virement sur le compte séparé du syndicat. En cas de vente, les appels non exigibles à la date de la vente sont à la charge de l’acquéreur sauf convention contraire.',
        ),
      ],
    ],
  },
  {
    // a cabinet's works call for one flat « lot 5B », exercise from 1 April with its bounds: the
    // lift of building B voted in June on its own key, called 40 % on 1 July (this call) and 60 %
    // at the « 2e appel le 1er octobre 2025 », a table by instalment with this call's row marked
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('unbudget_not_due', 711360),
    ],
    pages: [
      [
        heading('SYNDIC MOSELLE HABITAT'),
        small('7 rue Serpenoise 57000 Metz — 03 87 36 12 48'),
        p('Metz, le 03.06.2025'),
        right('Mme Isabelle Grandjean\nRésidence Le Saint-Vincent, bât. B, lot 5B\n57000 Metz'),
        title('Appel de fonds travaux n° 1/2 — remplacement de l’ascenseur du bâtiment B'),
        p(
          'Exercice 2025/2026 (01.04.2025 – 31.03.2026). Travaux votés par l’assemblée générale du 22.05.2025 pour 48 000,00 €, répartis selon la clé ascenseur du bâtiment B (base 1 000). Votre lot 5B : 247 / 1 000, soit 11 856,00 €.',
        ),
        table(
          ['Appel', 'Exigible le', 'Part', 'Lot 5B', 'État'],
          ['1/2', '01.07.2025', '40 %', '4 742,40', 'présent appel'],
          ['2/2', '01.10.2025', '60 %', '7 113,60', '2e appel le 1er octobre 2025'],
          ['Total', '', '100 %', '11 856,00', ''],
        ),
        p(
          'Merci de régler 4 742,40 € avant le 01.07.2025. Le fonds de travaux n’est pas mobilisé pour cette opération.',
        ),
        small(
          'Syndic Moselle Habitat — SARL au capital de 20 000 € — carte professionnelle CPI 5701 2018 000 031 552.',
        ),
      ],
    ],
  },
  {
    // a cabinet's quarterly call with the collective loan's instalment, exercise from 1 October
    // with its bounds, one flat « lot A-6 »: the budget and the lot's share, the quarter, the
    // fund, the loan's instalment, the total; a box with the loan's capital, the lot's share and
    // the capital left after this instalment's predecessor
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 11800000),
      money('expected_budget', 486160),
      money('works_funds_contribution', 590000),
      money('works_funds_last_contribution', 6077),
      money('loan_amount', 25000000),
      money('loan_share', 1030000),
      money('loan_instalment', 25493),
      money('loan_remaining', 721000),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('SYNDIC CÔTE BASQUE GESTION'),
        small('11 rue Thiers 64100 Bayonne — 05 59 25 40 81'),
        right('Bayonne, le 11/06/2025'),
        right('M. Peio Irigoyen\nRésidence Les Allées Marines, lot A-6\n64100 Bayonne'),
        title('Avis d’échéance du 1er juillet 2025'),
        p(
          'Exercice du 1er octobre 2024 au 30 septembre 2025 — 4e et dernière échéance. Budget voté le 24 janvier 2024 : 118 000,00 € ; votre lot A-6 (412/10 000es) : 4 861,60 € pour l’année.',
        ),
        table(
          ['Libellé', 'Montant'],
          ['Provision sur charges — 4e trimestre', '1 215,40'],
          ['Fonds de travaux (cotisation annuelle 5 900,00 €) — 4e trimestre', '60,77'],
          ['Emprunt collectif « rénovation énergétique » — échéance du 01/07/2025', '254,93'],
          ['Total à régler au 01/07/2025', '1 531,10'],
        ),
        table(
          ['Emprunt collectif (2023, 10 ans, échéances trimestrielles)', ''],
          ['Capital emprunté par le syndicat', '250 000,00'],
          ['Quote-part de votre lot', '10 300,00'],
          ['Capital restant dû par votre lot après l’échéance du 01/04/2025', '7 210,00'],
        ),
        small(
          'Les copropriétaires ayant payé comptant leur quote-part des travaux ne participent pas à l’emprunt. Prélèvement le 05/07/2025 pour les comptes mensualisés.',
        ),
      ],
    ],
  },
  {
    // a cabinet's quarterly call with the collective loan's instalment, calendar exercise with its
    // bounds, « lots 14 et 14P » (a flat and a parking): each lot's year, quarter, fund and loan
    // instalment in columns and summed, the loan's figures for both lots in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 9400000),
      money('expected_budget', 351560),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 4488),
      money('loan_amount', 12000000),
      money('loan_share', 448800),
      money('loan_instalment', 13632),
      money('loan_remaining', 340826),
      day('dt_loan_next', '2025-04-01'),
    ],
    pages: [
      [
        heading('GÉRANCE DU VIEUX-LILLE'),
        small('Syndic — 33 rue de la Monnaie 59800 Lille'),
        p('Lille, le 12 mars 2025'),
        right('Mme Agnès Dewailly\nLe Clos Saint-Maurice, lots 14 et 14P\n59800 Lille'),
        title('Appel de fonds — échéance du 1er avril 2025'),
        p(
          'Exercice 2025 : du 01/01/2025 au 31/12/2025. Budget voté par l’assemblée du 20 mars 2024 : 94 000,00 €. Fonds de travaux : 4 800,00 € par an.',
        ),
        table(
          ['', 'Lot 14 (356/10 000)', 'Lot 14P (18/10 000)', 'Total'],
          ['Quote-part annuelle du budget', '3 346,40', '169,20', '3 515,60'],
          ['Provision 2e trimestre', '836,60', '42,30', '878,90'],
          ['Fonds de travaux 2e trimestre', '42,72', '2,16', '44,88'],
          ['Emprunt collectif — échéance du 01/04/2025', '129,76', '6,56', '136,32'],
          ['Total de l’appel', '1 009,08', '51,02', '1 060,10'],
        ),
        p(
          'Emprunt collectif de l’isolation des combles (2022) : 120 000,00 € empruntés par le syndicat, dont 4 488,00 € pour vos deux lots ; après l’échéance du 1er janvier 2025, vos lots devaient encore 3 408,26 € en capital.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's call slip after the April meeting, calendar exercise with
    // its bounds, one flat « lot 8-E »: the quarter and the fund, last year's surplus deducted with
    // its figures recalled, the net to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(170, 1.2, 13, 'png'),
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 6400000),
      money('expected_budget', 149120),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 1864),
      money('credit_balance', 3219),
      money('building_budget_n', 6200000),
      money('expected_budget_n', 144460),
      money('budget_n', 141241),
    ],
    pages: [
      [
        heading('CABINET BRUNEAU — SYNDIC'),
        small('3 rue Saint-Pierre 79000 Niort — 05 49 28 16 77'),
        p('Niort, le 16/06/2025'),
        right('M. Olivier Texier\nRésidence Le Donjon, lot 8-E\n79000 Niort'),
        title('Appel de fonds du 1er juillet 2025'),
        p(
          'Exercice du 01/01/2025 au 31/12/2025. Budget voté : 64 000,00 € ; votre lot 8-E (233/10 000es) : 1 491,20 € par an. Fonds de travaux : 3 200,00 € par an.',
        ),
        table(
          ['Libellé', 'Débit', 'Crédit'],
          ['Provision 3e trimestre 2025', '372,80', ''],
          ['Fonds de travaux 3e trimestre', '18,64', ''],
          ['Excédent de l’exercice 2024 (AG du 22/05/2025) — remboursé par déduction', '', '32,19'],
          ['Net à payer', '359,25', ''],
        ),
        p(
          'Exercice 2024 : budget 62 000,00 € ; vos provisions 1 444,60 € ; vos charges réelles 1 412,41 €. L’excédent vient en déduction du présent appel.',
        ),
        small('Cabinet Bruneau — paiement avant le 10/07/2025.'),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's call slip after the June meeting, exercise from 1 April
    // with its bounds, one flat « lot 17B »: the quarter and the fund, the closed exercise's
    // surplus « à votre crédit » deducted, its figures in a line below, the net to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-20',
    scan: scanned(180, -0.8, 12, 'png'),
    figures: [
      day('document_date', '2025-06-20'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 8800000),
      money('expected_budget', 154880),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 1936),
      money('credit_balance', 3301),
      money('building_budget_n', 8500000),
      money('expected_budget_n', 149600),
      money('budget_n', 146299),
    ],
    pages: [
      [
        heading('AGENCE DU PORT — SYNDIC DE COPROPRIÉTÉ'),
        small('1 quai Duperré 17000 La Rochelle'),
        right('La Rochelle, le 20 juin 2025'),
        right('Mme Claire Boutet — lot 17B\nRésidence Le Gabut'),
        title('APPEL DE FONDS — 2e ÉCHÉANCE 2025/2026'),
        small(
          'Exercice du 1er avril 2025 au 31 mars 2026 — budget voté 88 000,00 € — lot 17B : 176/10 000es, soit 1 548,80 € pour l’exercice',
        ),
        table(
          ['Échéance du 01/07/2025', 'Montant'],
          ['Provision charges courantes', '387,20'],
          ['Fonds de travaux (4 400,00 € par an)', '19,36'],
          ['Excédent 2024/2025 à votre crédit', '-33,01'],
          ['À payer', '373,55'],
        ),
        small(
          'Comptes 2024/2025 approuvés le 12/06/2025 : budget 85 000,00 € — provisions du lot 1 496,00 € — charges réelles 1 462,99 €.',
        ),
      ],
    ],
  },
  {
    // a software call printed across the page, exercise from 1 July with its bounds, « bât. B lot
    // 12 » on two keys: a row per key with the building's budget, the base, the tantièmes, the
    // year's and the quarter's share, the fund's row, the closed exercise's shortfall added after
    // the December meeting, the roof's second instalment; the third « le 1er octobre 2025 » below
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-16',
    landscape: true,
    figures: [
      day('document_date', '2024-12-16'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('building_budget', 8200000),
      money('expected_budget', 351520),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 2740),
      money('wanted_loads', 9328),
      money('building_budget_n', 7850000),
      money('expected_budget_n', 337400),
      money('budget_n', 346728),
      money('unbudget_not_due', 49320),
    ],
    pages: [
      [
        small(
          'ORION SYNDIC 4.7 — appel n° 1207-0012-2025-3 — Cabinet Lestrade, 6 place du Martroi 45000 Orléans — édité le 16/12/2024',
        ),
        right('M. Romain Chevallier\nRésidence Le Clos Bannier, bât. B lot 12\n45000 Orléans'),
        title('APPEL DE FONDS — ÉCHÉANCE DU 01/01/2025'),
        small(
          'Copropriété 1207 — exercice du 01/07/2024 au 30/06/2025 — budget voté par l’AG du 07/12/2023 — 3e échéance trimestrielle',
        ),
        listing(
          ['Code', 'Libellé', 'Budget immeuble', 'Base', 'Tant.', 'Q-P annuelle', 'Q-P trimestre'],
          ['GEN', 'Charges générales', '68 000,00', '10 000', '274', '1 863,20', '465,80'],
          ['ESC-B', 'Escalier B', '14 000,00', '1 000', '118', '1 652,00', '413,00'],
          ['', 'Total budget', '82 000,00', '', '', '3 515,20', '878,80'],
          ['FDT', 'Fonds de travaux 2024/2025', '4 000,00', '10 000', '274', '109,60', '27,40'],
          [
            'REG',
            'Régularisation 2023/2024 (AG du 05/12/2024) — insuffisance',
            '',
            '',
            '',
            '',
            '93,28',
          ],
          [
            'TX-TOI',
            'Toiture (AG du 07/12/2023, 54 000,00) — appel 2/3',
            '',
            '10 000',
            '274',
            '1 479,60',
            '493,20',
          ],
          ['', 'Total de l’échéance', '', '', '', '', '1 492,68'],
        ),
        listing(
          ['Exercice 2023/2024', 'Immeuble', 'Lot 12'],
          ['Budget / provisions', '78 500,00', '3 374,00'],
          ['Charges réelles', '', '3 467,28'],
          ['Insuffisance', '', '93,28'],
        ),
        p('Toiture : le 3e et dernier appel, 493,20 €, interviendra le 1er octobre 2025.'),
        small(
          'Q-P : quote-part — Tant. : tantièmes du lot. Le budget 2025/2026 (85 000,00) a été voté le 05/12/2024.',
        ),
      ],
    ],
  },
  {
    // a software call printed across the page, calendar exercise with its bounds, « lot 9-G » on
    // two keys: a row per key with the building's budget, the base, the tantièmes, the year's and
    // the quarter's share, the fund's row, last year's shortfall added after the meeting, the
    // lift's first half; « 2e appel le 1er octobre 2025 » in the last row
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 11600000),
      money('expected_budget', 393120),
      money('works_funds_contribution', 520000),
      money('works_funds_last_contribution', 4134),
      money('wanted_loads', 8815),
      money('building_budget_n', 11150000),
      money('expected_budget_n', 377800),
      money('budget_n', 386615),
      money('unbudget_not_due', 195000),
    ],
    pages: [
      [
        small(
          'KALIS COPRO — avis d’appel — SYNDIC DU VAL DE LOIRE, 12 rue Nationale 37000 Tours — 10.06.2025',
        ),
        right('Mme Hélène Bourdin\nRésidence Les Halles, lot 9-G\n37000 Tours'),
        title('Appel de fonds du 1er juillet 2025'),
        small('Exercice 2025 — du 01.01.2025 au 31.12.2025 — 3e trimestre'),
        listing(
          ['Poste', 'Budget immeuble 2025', 'Base', 'Tantièmes', 'Annuel lot', 'Trimestre lot'],
          ['Charges générales', '104 000,00', '10 000', '318', '3 307,20', '826,80'],
          ['Ascenseur', '12 000,00', '1 000', '52', '624,00', '156,00'],
          ['Sous-total', '116 000,00', '', '', '3 931,20', '982,80'],
          ['Fonds de travaux', '5 200,00', '10 000', '318', '165,36', '41,34'],
          ['Insuffisance 2024 (AG du 15.05.2025)', '', '', '', '', '88,15'],
          [
            'Ascenseur — remplacement (AG du 15.05.2025, 75 000,00) 1/2',
            '',
            '1 000',
            '52',
            '3 900,00',
            '1 950,00',
          ],
          ['Montant à régler', '', '', '', '', '3 062,29'],
          ['Reste à appeler : ascenseur, 2e appel le 1er octobre 2025', '', '', '', '', '1 950,00'],
        ),
        small(
          'Comptes 2024 : budget 111 500,00 ; provisions du lot 3 778,00 ; charges réelles du lot 3 866,15.',
        ),
      ],
    ],
  },
  {
    // a cabinet's letter calling the budget voted at the June meeting, exercise from 1 April with
    // its bounds, one flat « lot 11-A »: the April call made on the old budget, the new budget and
    // the lot's share, the July quarter with the April complement, the fund and the closed
    // exercise's shortfall added; the old budget's figures recalled
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 6400000),
      money('expected_budget', 170240),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 2128),
      money('wanted_loads', 3213),
      money('building_budget_n', 6000000),
      money('expected_budget_n', 159600),
      money('budget_n', 162813),
    ],
    pages: [
      [
        heading('CABINET AUBERTIN — SYNDIC'),
        small('15 rue de la Paix 51100 Reims — 03 26 47 20 93'),
        right('Reims, le 18 juin 2025'),
        right('M. Grégoire Lallement\nRésidence Le Cours Langlet, lot 11-A\n51100 Reims'),
        p('Objet : budget 2025/2026 voté le 5 juin 2025 — appel du 1er juillet 2025'),
        p(
          'Monsieur,\nL’exercice 2025/2026 court du 1er avril 2025 au 31 mars 2026. Son budget n’ayant été voté que le 5 juin 2025, l’appel du 1er avril a été calculé sur le budget précédent (60 000,00 €), soit 399,00 € pour votre lot 11-A (266/10 000es).',
        ),
        p(
          'Le budget voté est de 64 000,00 € : votre quote-part annuelle est de 1 702,40 €, soit 425,60 € par trimestre. L’appel de juillet comprend donc le complément du 1er trimestre, 26,60 €.',
        ),
        p(
          'La même assemblée a approuvé les comptes 2024/2025 : vos provisions (1 596,00 €) n’ont pas couvert vos charges réelles (1 628,13 €) ; l’insuffisance de 32,13 € est ajoutée au présent appel.',
        ),
        table(
          ['Appel du 1er juillet 2025', 'Montant'],
          ['Provision du 2e trimestre 2025/2026', '425,60'],
          ['Complément de la provision du 1er avril', '26,60'],
          ['Fonds de travaux (3 200,00 € par an)', '21,28'],
          ['Insuffisance 2024/2025', '32,13'],
          ['Total', '505,61'],
        ),
        right('Céline Aubertin'),
      ],
    ],
  },
  {
    // a cabinet's letter calling the budget voted at the January meeting, exercise from 1 October
    // with its bounds, one flat « lot 4-D »: the October and January calls made on the old budget,
    // the new budget and the lot's share, the April quarter with both complements, the fund, and
    // the closed exercise's surplus deducted
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-02-14',
    figures: [
      day('document_date', '2025-02-14'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 8800000),
      money('expected_budget', 168960),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 2112),
      money('credit_balance', 2647),
      money('building_budget_n', 8400000),
      money('expected_budget_n', 161280),
      money('budget_n', 158633),
    ],
    pages: [
      [
        heading('ALPES-MARITIMES SYNDIC'),
        small('40 boulevard Carabacel 06000 Nice'),
        right('Nice, le vendredi 14 février 2025'),
        right('Mme Josiane Cauvin\nRésidence Le Cimiez Palace, lot 4-D\n06000 Nice'),
        p('Objet : nouveau budget et appel du 1er avril 2025'),
        p(
          'Madame,\nL’assemblée générale du 30 janvier 2025 a voté le budget de l’exercice en cours (du 1er octobre 2024 au 30 septembre 2025) : 88 000,00 €. Votre lot 4-D (192/10 000es) en supporte 1 689,60 €, soit 422,40 € par trimestre. Les appels d’octobre et de janvier avaient été faits sur l’ancien budget de 84 000,00 € (403,20 € chacun) : il manque 19,20 € sur chacun d’eux.',
        ),
        p(
          'La même assemblée a approuvé les comptes 2023/2024 : vous aviez versé 1 612,80 € de provisions pour 1 586,33 € de charges réelles. L’excédent, 26,47 €, est remboursé par déduction sur l’appel ci-dessous.',
        ),
        table(
          ['Appel du 1er avril 2025', 'Montant'],
          ['Provision du 3e trimestre', '422,40'],
          ['Complément des appels d’octobre et de janvier (2 × 19,20)', '38,40'],
          ['Fonds de travaux (4 400,00 € par an)', '21,12'],
          ['Excédent 2023/2024 remboursé', '- 26,47'],
          ['Net à payer', '455,45'],
        ),
        right('Le syndic — Marc Giordano'),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's works call for « lot 12A », calendar exercise with its
    // bounds: the roof voted in April, part paid by the fund (its balance recalled), the rest in
    // three calls listed one per row with this call's row marked, « 2e appel le 1er octobre 2025 »,
    // what remains in the last row
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-05-19',
    scan: scanned(180, 0.9, 12, 'png'),
    figures: [
      day('document_date', '2025-05-19'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('works_funds', 3150000),
      day('dt_works_funds', '2024-12-31'),
      money('unbudget_not_due', 105160),
    ],
    pages: [
      [
        heading('BUREAU GIRAUD — SYNDIC'),
        small('8 rue du Commerce 42300 Roanne — 04 77 71 30 58'),
        p('Roanne, le 19 mai 2025'),
        right('M. Alain Desbois\nRésidence Les Mariniers, lot 12A\n42300 Roanne'),
        title('Appel de fonds travaux — réfection de la toiture'),
        p(
          'Exercice 2025 (01/01/2025 – 31/12/2025). Toiture votée par l’AG du 16/04/2025 : 84 000,00 € TTC. Le fonds de travaux (31 500,00 € au 31/12/2024) en finance 18 000,00 € ; les 66 000,00 € restants sont appelés selon les charges générales. Lot 12A : 239/10 000, soit 1 577,40 €.',
        ),
        table(
          ['Appel', 'Exigible le', 'Lot 12A'],
          ['1er appel — le présent', '01/06/2025', '525,80'],
          ['2e appel', '01/10/2025', '525,80'],
          ['3e appel', '01/01/2026', '525,80'],
          ['Reste à appeler après le présent appel', '', '1 051,60'],
        ),
        p('Merci de régler 525,80 € avant le 01/06/2025. 2e appel le 1er octobre 2025.'),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's second works call for « lot 12A », exercise from 1 July
    // with its bounds: the façade voted in December in three thirds, the first paid, this call's
    // row marked, the third on 1 October, what remains in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-02-18',
    scan: scanned(160, -1.0, 13, 'png'),
    figures: [
      day('document_date', '2025-02-18'),
      day('fiscal_year_start', '2024-07-01'),
      day('fiscal_year_end', '2025-06-30'),
      money('unbudget_not_due', 91200),
    ],
    pages: [
      [
        heading('CABINET LAFFONT'),
        small('Syndic — 2 allées Paul-Riquet 34500 Béziers'),
        p('Béziers, le 18.02.2025'),
        right('Mme Sylvie Roques — lot 12A\nRésidence Le Plateau des Poètes\n34500 Béziers'),
        title('2e appel de fonds — ravalement'),
        p(
          'Exercice 2024/2025, du 01.07.2024 au 30.06.2025. Ravalement voté le 10.12.2024 : 90 000,00 €, charges générales. Votre lot 12A (304/10 000) : 2 736,00 €, appelés en trois tiers.',
        ),
        table(
          ['Tiers', 'Date', 'Montant', 'Situation'],
          ['1', '01.02.2025', '912,00', 'réglé le 06.02.2025'],
          ['2', '01.04.2025', '912,00', 'présent appel'],
          ['3', '01.10.2025', '912,00', 'à venir'],
        ),
        p('Après le présent appel, il restera 912,00 € à appeler, le 1er octobre 2025.'),
      ],
    ],
  },
  {
    // a cabinet's décompte that looks like an annexe, calendar exercise with its days, « lot 3-12 »
    // on two keys: the building-wide table by account (the building's expense, the key, the base,
    // the lot's tantièmes) with the lot's column shared line by line and summed; the provisions,
    // the balance and the current budget in a small table below
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-05',
    figures: [
      day('document_date', '2025-05-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 6300000),
      money('expected_budget_n', 162540),
      money('budget_n', 165092),
      money('building_budget', 6540000),
      money('expected_budget', 169260),
    ],
    pages: [
      [
        heading('SYNDIC DE L’ESTUAIRE'),
        small(
          '5 place du Commerce 44000 Nantes — décompte individuel de charges de l’exercice du 1er janvier 2024 au 31 décembre 2024',
        ),
        p(
          'Résidence Le Jardin des Plantes, 2 rue Gambetta 44000 Nantes — Mme Catherine Guilbaud, lot 3-12 (générales 214/10 000, ascenseur 61/1 000) — comptes approuvés par l’AG du 24 avril 2025 — Nantes, le 5 mai 2025',
        ),
        table(
          ['Compte', 'Dépense immeuble', 'Clé', 'Base', 'Tant.', 'Lot 3-12'],
          ['Eau', '16 483,20', 'générales', '10 000', '214', '352,74'],
          ['Électricité', '7 124,50', 'générales', '10 000', '214', '152,46'],
          ['Nettoyage', '13 800,00', 'générales', '10 000', '214', '295,32'],
          ['Assurance', '6 241,90', 'générales', '10 000', '214', '133,58'],
          ['Honoraires du syndic', '10 800,00', 'générales', '10 000', '214', '231,12'],
          ['Ascenseur — entretien', '5 687,30', 'ascenseur', '1 000', '61', '346,93'],
          ['Ascenseur — électricité', '1 438,60', 'ascenseur', '1 000', '61', '87,75'],
          ['Divers', '2 384,10', 'générales', '10 000', '214', '51,02'],
          ['Total', '63 959,60', '', '', '', '1 650,92'],
        ),
        table(
          [
            'Lot 3-12',
            'Budget 2024 (immeuble 63 000,00)',
            'Réel 2024',
            'Solde',
            'Budget 2025 (immeuble 65 400,00)',
          ],
          ['Montant', '1 625,40', '1 650,92', '25,52 à payer', '1 692,60'],
        ),
        small('Le solde sera appelé avec l’échéance du 1er juillet 2025.'),
      ],
    ],
  },
  {
    // a cabinet's décompte that looks like an annexe, exercise from 1 April with its days, « lot
    // J-3 » (a ground-floor flat with a garden) on two keys: the building-wide table by account
    // with the lot's column shared line by line and summed; the provisions, the balance and the
    // current budget in sentences
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-25',
    figures: [
      day('document_date', '2025-06-25'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 7200000),
      money('expected_budget_n', 255420),
      money('budget_n', 256899),
      money('building_budget', 7420000),
      money('expected_budget', 264180),
    ],
    pages: [
      [
        heading('CABINET MOREL-FAVIER'),
        small('Syndic — 12 rue de la Liberté 25000 Besançon'),
        title('Répartition des charges 2024/2025 (du 01/04/2024 au 31/03/2025) — lot J-3'),
        p(
          'Résidence Les Jardins de Chamars — M. Pascal Vuillemin — lot J-3 : générales 318/10 000, jardins privatifs 12/100. Besançon, le 25/06/2025.',
        ),
        listing(
          ['Poste', 'Immeuble', 'Clé (base)', 'Tantièmes', 'Lot J-3'],
          ['Chauffage', '28 143,60', 'générales (10 000)', '318', '894,97'],
          ['Eau chaude', '9 612,40', 'générales (10 000)', '318', '305,67'],
          ['Eau froide', '5 408,70', 'générales (10 000)', '318', '172,00'],
          ['Entretien', '12 140,00', 'générales (10 000)', '318', '386,05'],
          ['Assurance', '4 983,20', 'générales (10 000)', '318', '158,47'],
          ['Gestion', '8 700,00', 'générales (10 000)', '318', '276,66'],
          ['Jardins', '3 126,40', 'jardins (100)', '12', '375,17'],
          ['Total', '72 114,30', '', '', '2 568,99'],
        ),
        p(
          'Le budget 2024/2025 de l’immeuble était de 72 000,00 € (générales 69 000,00 € ; jardins 3 000,00 €) ; vos provisions se sont élevées à 2 554,20 €, pour des charges réelles de 2 568,99 €, soit 14,79 € restant à votre charge, appelés le 1er juillet. Le budget 2025/2026 de 74 200,00 € vous attribue 2 641,80 €.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's décompte, exercise from 1 October with its days, « lot
    // 6-B » on two keys (general and heating): the building's budget and real by key beside the
    // lot's, summed; the balance « à payer » and the current budget per key
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-24',
    scan: scanned(170, 0.7, 14, 'png'),
    figures: [
      day('document_date', '2025-02-24'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 8400000),
      money('expected_budget_n', 224040),
      money('budget_n', 226122),
      money('building_budget', 8700000),
      money('expected_budget', 231970),
    ],
    pages: [
      [
        heading('CABINET VIDAL — SYNDIC'),
        small('4 rue des Marchands 68000 Colmar — 03 89 23 14 85'),
        p('Colmar, le 24/02/2025'),
        right('M. Thomas Haegel — lot 6-B\nRésidence Le Florimont'),
        title('Décompte de charges — exercice du 01/10/2023 au 30/09/2024'),
        table(
          ['Clé', 'Budget immeuble', 'Réel immeuble', 'Lot 6-B budget', 'Lot 6-B réel'],
          ['Générales (256/10 000)', '48 000,00', '47 138,40', '1 228,80', '1 206,74'],
          ['Chauffage (281/10 000)', '36 000,00', '37 526,10', '1 011,60', '1 054,48'],
          ['Total', '84 000,00', '84 664,50', '2 240,40', '2 261,22'],
        ),
        p('Solde à payer : 20,82 € (comptes approuvés par l’AG du 6 février 2025).'),
        small(
          'Budget 2024/2025 voté : 87 000,00 € (générales 50 000,00 ; chauffage 37 000,00) — lot 6-B : 2 319,70 €.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small cabinet's décompte, calendar exercise with its days, « lot 27C » on
    // two keys: the lot's budget and real per key for the closed exercise and the one before,
    // summed, the building's budgets in a line, the balance to pay and the current budget
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-28',
    scan: scanned(180, -1.3, 12, 'png'),
    figures: [
      day('document_date', '2025-04-28'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 6150000),
      money('expected_budget_n', 242200),
      money('budget_n', 243142),
      money('expected_budget_n1', 231700),
      money('budget_n1', 230908),
      money('building_budget', 6380000),
      money('expected_budget', 250940),
    ],
    pages: [
      [
        heading('GÉRANCE CHAMPENOISE'),
        small('Syndic — 22 rue Thiers 10000 Troyes'),
        p('Troyes, le 28 avril 2025'),
        right('Mme Lucie Royer — lot 27C\nRésidence Le Vauluisant'),
        title('Votre décompte 2024 (01/01/2024 – 31/12/2024)'),
        table(
          ['Lot 27C', 'Budget 2023', 'Réel 2023', 'Budget 2024', 'Réel 2024'],
          ['Générales (305/10 000)', '1 525,00', '1 539,73', '1 586,00', '1 566,87'],
          ['Ascenseur (88/1 000)', '792,00', '769,35', '836,00', '864,55'],
          ['Total', '2 317,00', '2 309,08', '2 422,00', '2 431,42'],
        ),
        p(
          'Budget de l’immeuble : 59 000,00 € en 2023, 61 500,00 € en 2024, 63 800,00 € en 2025 (votre part 2025 : 2 509,40 €).',
        ),
        p('Solde 2024 : 9,42 € à payer, appelé avec l’échéance de juillet.'),
      ],
    ],
  },
  {
    // a cabinet's letter sending the décompte after the December meeting, exercise from 1 July
    // with its days, one flat « lot 2C-05 »: the building's expenses by account and the lot's
    // share of each, summed; the provisions and the surplus « remboursé » by transfer in a
    // sentence, the exercise before and the current budget recalled
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-20',
    figures: [
      day('document_date', '2024-12-20'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 5600000),
      money('expected_budget_n', 138320),
      money('budget_n', 136581),
      money('expected_budget_n1', 133380),
      money('budget_n1', 134939),
      money('building_budget', 5800000),
      money('expected_budget', 143260),
    ],
    pages: [
      [
        heading('AGENCE MONTAIGNE — SYNDIC'),
        small('18 cours de l’Intendance 33000 Bordeaux'),
        right('Bordeaux, le 20 décembre 2024'),
        right('M. Jean-Philippe Lassalle\nRésidence Le Jardin Public, lot 2C-05\n33000 Bordeaux'),
        p('Objet : décompte de charges de l’exercice 2023/2024'),
        p(
          'Monsieur,\nL’assemblée générale du 12 décembre 2024 a approuvé les comptes de l’exercice ouvert le 1er juillet 2023 et clos le 30 juin 2024, dont le budget était de 56 000,00 €. Voici les dépenses de la résidence et la part de votre lot (247/10 000es) :',
        ),
        table(
          ['Poste', 'Résidence', 'Lot 2C-05'],
          ['Chauffage collectif', '23 164,80', '572,17'],
          ['Eau', '8 743,20', '215,96'],
          ['Entretien et nettoyage', '10 486,00', '259,00'],
          ['Assurance', '4 128,70', '101,98'],
          ['Honoraires', '7 200,00', '177,84'],
          ['Divers', '1 573,40', '38,86'],
          ['Total', '55 296,10', '1 365,81'],
        ),
        p(
          'Vous avez versé 1 383,20 € de provisions : l’excédent de 17,39 € vous a été remboursé par virement le 18 décembre. Pour mémoire, exercice 2022/2023 : provisions 1 333,80 €, charges réelles 1 349,39 €. Le budget 2024/2025 (58 000,00 €) vous attribue 1 432,60 €.',
        ),
        right('Nicolas Darrieux, gestionnaire'),
      ],
    ],
  },
  {
    // a cabinet's letter sending the décompte after the June meeting, exercise from 1 April with
    // its days, one flat « lot 18-A »: the building's expenses by account and the lot's share of
    // each, summed; the surplus « sera remboursé » in a sentence, the current budget recalled
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-27',
    figures: [
      day('document_date', '2025-06-27'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5800000),
      money('expected_budget_n', 94540),
      money('budget_n', 92116),
      money('building_budget', 6000000),
      money('expected_budget', 97800),
    ],
    pages: [
      [
        heading('SYNDIC DU GRÉSIVAUDAN'),
        small('3 place Grenette 38000 Grenoble'),
        right('Grenoble, le 27.06.2025'),
        right('Mme Marion Chabert\nRésidence Les Érables, lot 18-A'),
        p('Objet : votre décompte de charges du 1er avril 2024 au 31 mars 2025'),
        p(
          'Madame,\nLes comptes de l’exercice 2024/2025 (budget de 58 000,00 €) ont été approuvés par l’assemblée du 19 juin 2025. Répartition des dépenses pour votre lot 18-A (163/10 000es) :',
        ),
        listing(
          ['Poste', 'Immeuble', 'Votre part'],
          ['Eau', '11 842,50', '193,03'],
          ['Électricité', '5 061,90', '82,51'],
          ['Ascenseur', '7 124,30', '116,13'],
          ['Ménage', '14 600,00', '237,98'],
          ['Assurance', '5 836,10', '95,13'],
          ['Honoraires', '10 200,00', '166,26'],
          ['Divers', '1 847,60', '30,12'],
          ['Total', '56 512,40', '921,16'],
        ),
        p(
          'Vos provisions de l’exercice s’élevaient à 945,40 € ; l’excédent de 24,24 € vous sera remboursé par virement dans la quinzaine. Votre quote-part du budget 2025/2026 (60 000,00 €) est de 978,00 €.',
        ),
        right('Le gestionnaire, Éric Bouvier'),
      ],
    ],
  },
  {
    // a cabinet's décompte, calendar exercise with its days, one flat « lot D-104 »: the current
    // charges (budget and real for the building and the lot), then the letter boxes replaced
    // outside the budget (called and spent, the building's and the lot's), each balance and the
    // net; the current budget in a footnote
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-22',
    figures: [
      day('document_date', '2025-04-22'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 7800000),
      money('expected_budget_n', 154440),
      money('budget_n', 157337),
      money('expected_hors_budget_n', 23760),
      money('hors_budget_n', 23262),
      money('building_budget', 8100000),
      money('expected_budget', 160380),
    ],
    pages: [
      [
        heading('CABINET HAMELIN'),
        small('Syndic de copropriété — 10 rue de la Juiverie 72000 Le Mans'),
        right('Le Mans, le 22/04/2025'),
        right('Mme Françoise Pichon\nRésidence Les Jacobins, lot D-104'),
        title('Décompte individuel — exercice du 01/01/2024 au 31/12/2024'),
        small(
          'Lot D-104 : 198/10 000es des charges générales. Comptes approuvés par l’assemblée du 10/04/2025.',
        ),
        table(
          ['Charges courantes', 'Immeuble', 'Lot D-104'],
          ['Budget 2024 — provisions', '78 000,00', '1 544,40'],
          ['Dépenses 2024', '79 463,20', '1 573,37'],
          ['Solde (à votre charge)', '', '28,97'],
        ),
        table(
          ['Travaux hors budget', 'Immeuble', 'Lot D-104'],
          [
            'Remplacement des boîtes aux lettres (AG du 16/04/2024) — appelé',
            '12 000,00',
            '237,60',
          ],
          ['coût réel', '11 748,50', '232,62'],
          ['Solde (en votre faveur)', '', '-4,98'],
        ),
        p('Net à votre charge : 23,99 €, appelés avec l’échéance du 1er juillet 2025.'),
        small('Budget 2025 voté le 16/04/2024 : 81 000,00 € ; votre quote-part 1 603,80 €.'),
      ],
    ],
  },
  {
    // a cabinet's décompte, exercise from 1 October with its days, one flat « lot 5-F »: the
    // current charges (budget and real, the building's and the lot's) ending in a surplus, then the
    // electrical works outside the budget (called and spent) ending in a shortfall, the net in
    // words; the current budget recalled
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-05',
    figures: [
      day('document_date', '2025-03-05'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6600000),
      money('expected_budget_n', 182160),
      money('budget_n', 179053),
      money('expected_hors_budget_n', 77280),
      money('hors_budget_n', 80416),
      money('building_budget', 6800000),
      money('expected_budget', 187680),
    ],
    pages: [
      [
        heading('SYNDIC ARMOR GESTION'),
        small('6 rue Saint-Guillaume 22000 Saint-Brieuc'),
        p('Saint-Brieuc, le 5 mars 2025'),
        right('M. Erwan Le Goff\nRésidence Le Légué, lot 5-F'),
        title('Décompte de charges 2023/2024 (du 1er octobre 2023 au 30 septembre 2024)'),
        listing(
          ['', 'Immeuble budget', 'Immeuble réel', 'Lot 5-F provisions', 'Lot 5-F réel'],
          ['Charges courantes (générales)', '66 000,00', '64 874,10', '1 821,60', '1 790,53'],
          [
            'Mise en conformité électrique (hors budget, AG du 25/01/2024)',
            '28 000,00',
            '29 136,40',
            '772,80',
            '804,16',
          ],
        ),
        p(
          'Votre lot (276/10 000es) laisse un excédent de 31,07 € sur les charges courantes et une insuffisance de 31,36 € sur les travaux, soit 0,29 € restant à votre charge. Budget 2024/2025 : 68 000,00 €, votre part 1 876,80 €.',
        ),
      ],
    ],
  },
  {
    // a cabinet's décompte of two lots « A-14 et C-4 » (a flat on two keys and a cellar),
    // exercise from 1 April with its days: a row per lot with the provisions, the real charges and
    // the balance, their total; the flat's keys detailed below; the building's budgets and the
    // current budget's shares in a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 7100000),
      money('expected_budget_n', 268340),
      money('budget_n', 269308),
      money('building_budget', 7340000),
      money('expected_budget', 278060),
    ],
    pages: [
      [
        heading('PICARDIE SYNDIC'),
        small('9 rue Delambre 80000 Amiens — 03 22 91 48 30'),
        right('Amiens, le lundi 9 juin 2025'),
        right('M. et Mme Fabien Leleu\nRésidence Le Saint-Leu, lots A-14 et C-4'),
        title('Décompte de charges de l’exercice du 1er avril 2024 au 31 mars 2025'),
        table(
          ['Lot', 'Provisions appelées', 'Charges réelles', 'Solde'],
          ['A-14 (appartement)', '2 633,80', '2 642,53', '8,73'],
          ['C-4 (cave)', '49,60', '50,55', '0,95'],
          ['Total', '2 683,40', '2 693,08', '9,68'],
        ),
        table(
          ['Lot A-14 par clé', 'Provisions', 'Réel'],
          ['Générales (284/10 000)', '1 760,80', '1 794,44'],
          ['Ascenseur A (97/1 000)', '873,00', '848,09'],
        ),
        p(
          'Budget 2024/2025 de l’immeuble : 71 000,00 € (générales 62 000,00 € ; ascenseur A 9 000,00 €). Le solde de 9,68 € sera appelé le 1er juillet. Budget 2025/2026 voté : 73 400,00 € ; vos deux lots en supportent 2 780,60 € (A-14 : 2 729,40 € ; C-4 : 51,20 €).',
        ),
      ],
    ],
  },
  {
    // a cabinet's décompte of two lots « 7 et 7P » (a flat and a parking on two keys), calendar
    // exercise with its days: a row per lot for the closed exercise and the one before, each
    // summed, the balances per lot netting to a surplus « à votre crédit »; the current budget
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-14',
    figures: [
      day('document_date', '2025-05-14'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 5620000),
      money('expected_budget_n', 225700),
      money('budget_n', 225008),
      money('expected_budget_n1', 216960),
      money('budget_n1', 218775),
      money('building_budget', 5840000),
      money('expected_budget', 234440),
    ],
    pages: [
      [
        heading('SYNDIC DU PAYS D’AIX'),
        small('21 cours Sextius 13100 Aix-en-Provence'),
        right('Aix-en-Provence, le 14/05/2025'),
        right('Mme Delphine Arnaud\nRésidence Les Platanes, lots 7 et 7P'),
        title('Décompte 2024 — du 01/01/2024 au 31/12/2024'),
        listing(
          ['', 'Provisions 2023', 'Réel 2023', 'Provisions 2024', 'Réel 2024', 'Solde 2024'],
          [
            'Lot 7 (générales 362/10 000)',
            '1 737,60',
            '1 764,46',
            '1 810,00',
            '1 787,04',
            '-22,96',
          ],
          [
            'Lot 7P (générales 15/10 000, parkings 60/1 000)',
            '432,00',
            '423,29',
            '447,00',
            '463,04',
            '16,04',
          ],
          ['Vos deux lots', '2 169,60', '2 187,75', '2 257,00', '2 250,08', '-6,92'],
        ),
        p(
          'Solde net de 6,92 € à votre crédit, déduit de l’appel du 1er juillet. Budget de l’immeuble : 54 000,00 € en 2023, 56 200,00 € en 2024 ; budget 2025 voté 58 400,00 €, dont 2 344,40 € pour vos lots.',
        ),
      ],
    ],
  },
  {
    // a cabinet's letter after the December meeting, exercise from 1 July with its days, one flat
    // « lot 3-G » on two keys (general and heating): the lot's provisions and real charges per key
    // for the closed exercise, summed, the « insuffisance » called in January stated in a
    // sentence, the exercise before and the current budget in a closing paragraph
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-18',
    figures: [
      day('document_date', '2024-12-18'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 7000000),
      money('expected_budget_n', 227500),
      money('budget_n', 233601),
      money('expected_budget_n1', 217790),
      money('budget_n1', 217755),
      money('building_budget', 7300000),
      money('expected_budget', 237210),
    ],
    pages: [
      [
        heading('RÉGIE SAINT-JEAN'),
        small('Syndic — 4 quai Romain-Rolland 69005 Lyon'),
        right('Lyon, le 18 décembre 2024'),
        right('M. Jacques Vernay\nRésidence Le Gourguillon, lot 3-G'),
        p('Objet : décompte de vos charges de l’exercice 2023/2024 — insuffisance de provisions'),
        p(
          'Monsieur,\nL’assemblée générale du 10 décembre 2024 a approuvé les comptes de l’exercice du 1er juillet 2023 au 30 juin 2024 (budget de 70 000,00 €, dont 44 000,00 € de charges générales et 26 000,00 € de chauffage).',
        ),
        table(
          ['Lot 3-G', 'Provisions', 'Charges réelles'],
          ['Charges générales (312/10 000)', '1 372,80', '1 392,54'],
          ['Chauffage (347/10 000)', '902,20', '943,47'],
          ['Total', '2 275,00', '2 336,01'],
        ),
        p(
          'Vos provisions n’ont pas couvert vos charges : l’insuffisance, 61,01 €, vous sera appelée avec l’échéance du 1er janvier 2025. L’hiver 2023/2024 explique l’essentiel de l’écart sur le chauffage.',
        ),
        p(
          'Pour comparaison, exercice 2022/2023 : provisions 2 177,90 €, charges réelles 2 177,55 €. Budget de l’exercice en cours, 2024/2025 : 73 000,00 €, votre part 2 372,10 €.',
        ),
        right('Agnès Bernard, gestionnaire'),
      ],
    ],
  },
  {
    // a cabinet's letter after the April meeting, calendar exercise with its days, one flat « lot
    // E-2 »: the building's budget and expenses and the lot's share of each in sentences, the
    // « insuffisance » called with the July quarter, the current budget and its quarter
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-16',
    figures: [
      day('document_date', '2025-04-16'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 6800000),
      money('expected_budget_n', 154360),
      money('budget_n', 157700),
      money('building_budget', 7000000),
      money('expected_budget', 158900),
    ],
    pages: [
      [
        heading('CABINET DUPRÉ-LAMBERT'),
        small('Syndic — 7 rue de l’Horloge 30000 Nîmes'),
        right('Nîmes, le 16 avril 2025'),
        right('Mme Rachida Belkacem\nRésidence Les Arènes, lot E-2'),
        p('Objet : régularisation des charges 2024'),
        p(
          'Madame,\nLors de l’assemblée du 3 avril 2025, les copropriétaires ont approuvé les comptes de l’exercice 2024, ouvert le 1er janvier et clos le 31 décembre 2024. Le budget voté était de 68 000,00 € ; les dépenses se sont élevées à 69 471,30 €.',
        ),
        p(
          'Votre lot E-2 représente 227/10 000es : vos provisions 2024 étaient de 1 543,60 € et votre part des dépenses de 1 577,00 €. L’insuffisance, 33,40 €, sera appelée avec la provision du 1er juillet 2025.',
        ),
        p('Le budget 2025 de 70 000,00 € vous attribue 1 589,00 €, soit 397,25 € par trimestre.'),
        right('Le syndic, Hervé Dupré'),
      ],
    ],
  },
];
