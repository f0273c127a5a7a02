import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A twenty-third batch (issue 39, fourteenth round), written by a writer who never read the
 * reader's rules, before any rule of that round changed and before the reader was run on it.
 * Its theme: residences of several buildings and the papers of mid-size regional syndics (every
 * name, address, person and software invented). Buildings A, B, C (or numbered, or named) with
 * their special keys (building, lift, collective heating, hot water, parkings, garages, swimming
 * pool, leisure areas, ski lockers), a lot's charges spread over three to five keys whose lines
 * are summed, keys a lot does not bear marked « — » or « ☐ »; cooperative syndics and social
 * landlords (offices publics de l’habitat, HLM companies, cooperative housing societies) acting
 * as syndic; tourist, mountain and seaside residences whose exercise starts on 1 October or 1 May
 * (one on 1 July), some called by halves or by months. Papers that refer back (« cet exercice »,
 * « l’exercice précédent », « ledit budget », « le montant ci-dessus ») instead of repeating the
 * year; questionnaires numbered « 1.2.3 » or « A.1.1 » whose answer sits on the same line after a
 * colon or on the next line; forms with boxes « ☒ oui ☐ non » beside the amounts, or a column of
 * boxes; tables whose headers span two or three columns (the building's budget and real, the
 * lots' « quote-part »; an exercise over « budget » and « réel »), the span written as a first
 * header row over a second; footnotes « (1) » carrying what an amount is and when it fell due;
 * ledgers with a running balance in words (« débiteur », « créditeur ») or in two columns, one
 * ledger per lot, or the debit split into a column per lot; calls giving the year's share and the
 * quarter's (or the month's, or the half-year's); décomptes with the « quote-part » per key and a
 * « régularisation » line. Sellers of one lot, of two (a flat with its cellar, parking, garage or
 * ski locker) and of three. The syndic's answers: software pré-états datés across the page by key,
 * notaries' numbered forms with boxes (scanned), social landlords' and cooperatives' answers,
 * tourist and mountain syndics' letters, états datés whose lines carry footnotes (scanned), forms
 * in « 1.234,56 EUR » with boxes, answers whose first table spans the building's and the lots'
 * columns with works outside the budget. Owners' ledgers: software ledgers across the page, a
 * mountain and a seaside statement (scanned), a social landlord's monthly statement and a
 * cooperative's ending in credit, letters about an account, statements with footnotes, three lots
 * in three small ledgers or in three debit columns. Annexes: annexe 3 across the page with seven
 * keys or with the building's rows above the lot's, annexe 2 with spanning headers (scanned),
 * reports in prose, annexes with footnotes and annexe 5, annexes with a loan in « EUR » or in
 * « 1234.56 » with the building's real charges rounded to the euro. Calls: software calls across
 * the page by key (year and quarter), a mountain and a seaside call (scanned to PNG), calls
 * written as letters, calls with boxes and footnotes and a loan, social landlords' monthly calls
 * with the closed exercise's balance added or deducted, works calls with a column per lot.
 * Décomptes: software décomptes across the page by key or by account grouped under keys, a
 * mountain and a seaside décompte (scanned to PNG), letters, décomptes with spanning headers
 * (scanned), décomptes with footnotes and works outside the budget, social landlords' décomptes
 * with the exercise before and the closed one side by side. Dates as « 12/06/2025 »,
 * « 12.06.2025 », « 12 juin 2025 », « jeudi 12 juin 2025 », « 30 janv. 2025 » and ISO; amounts as
 * « 1 234,56 », « 1 234,56 € », « 1.234,56 EUR » and « 1234.56 » (a building's undeclared real
 * charges once rounded to the euro). Seven pairs are scans (PNG calls and décomptes; PDF
 * notaries' forms, états datés, ledgers, annexes and décomptes, their figures in tables), ten
 * documents are printed across the page.
 *
 * The figures follow the conventions of the earlier listings batches: "n" is the last exercise
 * closed on 2025-06-30 (2024 for a calendar exercise, 2023/2024 from October or from July,
 * 2024/2025 from May) and n-1 the one before it (budget_n1 its real charges, expected_budget_n1
 * the lots' provisions of its voted budget); a call's exercise is the one it calls, declared when
 * the call prints its bounds, even when the call was written before it begins; an annexe's or a
 * décompte's fiscal year is the closed exercise it accounts for, its building_budget the current
 * exercise's voted budget and building_budget_n the closed one's; a call's or a ledger's fund
 * instalment is works_funds_last_contribution; a collective loan's figures are loan_amount (the
 * building's capital), loan_share, loan_instalment and loan_remaining (the lots') and
 * dt_loan_next. In a syndic's answers budget, unbudget and wanted_loads are the sums due on the
 * day the answer is written (the current budget's provisions, works calls, closed exercises),
 * ongoing_budget the provisions not yet due, unbudget_not_due the works voted and not yet called,
 * reserved_advances the advances held, works_funds_lot the lots' part of the fund, dt_based the
 * meeting that approved the closed accounts, transfer_fees the état daté's fee; a balance in the
 * owner's favour is credit_balance; works called outside the budget for the closed exercise are
 * expected_hors_budget_n and their real cost hors_budget_n (the lots'). A ledger's, a call's or
 * a décompte's building budgets and the lots' closed exercise are declared when it prints them;
 * a closed exercise's balance added to a call is wanted_loads, deducted from it credit_balance;
 * a call's works still to be called after it are unbudget_not_due. When a seller owns several
 * lots a figure is declared where the document prints their sum, and not when it only prints
 * each lot's. A budget of an exercise later than the current one (2026, 2025/2026 from July or
 * October, 2026/2027 from May) or a budget only proposed and not voted is printed but has no
 * field, nor has the building's real expense or its n-1 budget; a figure printed as an explicit
 * zero is declared as 0. The amounts are consistent as a syndic's are: totals are the sums of
 * their lines, a lot's share the building's amount × its tantièmes ÷ the base rounded to the cent
 * (per key, or per account line where the document shares each line, then summed), a quarter the
 * year's share ÷ 4, a half-year ÷ 2, a month ÷ 12, a ledger's balance its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const twentyThirdListings: DocumentSpec[] = [
  {
    // a regional cabinet's software export of a « pré-état daté » over two pages printed across the
    // page, calendar exercise, a residence of three buildings: a flat, a cellar and a parking in
    // building B on five keys (general, building B, lift B, collective heating, parkings); one
    // table by key whose headers span two columns (the building's, then the three lots' summed),
    // the exercise before in a line below; on page 2 the account with « Exig. » and « Non exig. »,
    // a lift instalment and last year's regularisation unpaid, a roof of building B to come, the
    // fund and a loan on the heating key
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      money('building_budget_n', 12160000),
      money('expected_budget_n', 750376),
      money('budget_n', 768338),
      money('building_budget', 12600000),
      money('expected_budget', 777960),
      money('expected_budget_n1', 726712),
      money('budget_n1', 733665),
      day('dt_based', '2025-05-15'),
      money('budget', 0, 2),
      money('unbudget', 412800, 2),
      money('wanted_loads', 17962, 2),
      money('ongoing_budget', 388980, 2),
      money('unbudget_not_due', 925800, 2),
      money('reserved_advances', 65000, 2),
      money('works_funds', 5240000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 211696, 2),
      money('works_funds_contribution', 630000, 2),
      money('works_funds_last_contribution', 6363, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 18000000, 2),
      money('loan_share', 723600, 2),
      money('loan_remaining', 531142, 2),
      money('loan_instalment', 13987, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 2187433, 2),
      money('unpaid_providers', 1140590, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'QUORUM-COPRO 7.4 — module Cessions — PED n° 0631-B12 — tiré le 10/06/2025 à 09:17 par FOD-CES2 — feuillet 1/2',
        ),
        heading(
          'CABINET FERRAND-OUDIN — administrateur de biens, syndic — 9 place de Jaude 63000 Clermont-Ferrand — 04 73 90 26 18',
        ),
        title('PRÉ-ÉTAT DATÉ — RÉSIDENCE LE DOMAINE DES PUYS (BÂTIMENTS A, B ET C)'),
        listing(
          ['Copro', 'Adresse', 'Vendeur', 'Lots cédés', 'Exercice'],
          [
            '0631',
            '18 avenue du Puy-de-Dôme 63000 Clermont-Ferrand',
            'M. Thibault Auzance',
            'B12 (appt T4, bât. B) — 47 (cave) — 81 (parking extérieur)',
            'civil, du 01/01 au 31/12',
          ],
        ),
        listing(
          [
            'Clé de répartition',
            'Base',
            'Tant. lots\nB12 / 47 / 81',
            'IMMEUBLE',
            '',
            '',
            'LOTS B12 + 47 + 81',
            '',
            '',
          ],
          [
            '',
            '',
            '',
            'Bud. 2024',
            'Réal. 2024',
            'Bud. 2025',
            'Bud. 2024',
            'Réal. 2024',
            'Bud. 2025',
          ],
          [
            'Charges générales',
            '10 000',
            '386 / 6 / 12',
            '60 000,00',
            '61 218,40',
            '62 000,00',
            '2 424,00',
            '2 473,22',
            '2 504,80',
          ],
          [
            'Bâtiment B',
            '1 000',
            '168 / 3 / —',
            '14 000,00',
            '13 702,60',
            '14 400,00',
            '2 394,00',
            '2 343,15',
            '2 462,40',
          ],
          [
            'Ascenseur bât. B',
            '1 000',
            '172 / — / —',
            '6 400,00',
            '7 104,30',
            '6 800,00',
            '1 100,80',
            '1 221,94',
            '1 169,60',
          ],
          [
            'Chauffage collectif',
            '10 000',
            '402 / — / —',
            '36 800,00',
            '38 406,90',
            '38 000,00',
            '1 479,36',
            '1 543,96',
            '1 527,60',
          ],
          [
            'Parkings',
            '1 000',
            '— / — / 24',
            '4 400,00',
            '4 212,80',
            '4 800,00',
            '105,60',
            '101,11',
            '115,20',
          ],
          [
            'Total',
            '',
            '',
            '121 600,00',
            '124 645,00',
            '126 000,00',
            '7 503,76',
            '7 683,38',
            '7 779,60',
          ],
        ),
        small(
          'Exercice N-1 (2023) : budget immeuble 117 600,00 — provisions des lots 7 267,12 — charges réelles des lots 7 336,65.',
        ),
        small(
          'Bud. : budget voté — Réal. : dépenses réelles — 2024 = dernier exercice clos, comptes approuvés par l’AG du 15/05/2025, qui a aussi voté le budget 2026 (131 000,00). Budget 2025 voté le 23/05/2024, appelé par quarts : 1 944,90 par trimestre pour les trois lots.',
        ),
      ],
      [
        small('QUORUM-COPRO 7.4 — PED n° 0631-B12 — feuillet 2/2'),
        heading('Compte du vendeur au 10/06/2025'),
        listing(
          ['Cpte', 'Nature', 'Exig.', 'Non exig.', 'Observations'],
          [
            '4501',
            'Provisions budget 2025',
            '0,00',
            '3 889,80',
            'échéances des 01/01 et 01/04/2025 réglées ; restent les 01/07 et 01/10/2025',
          ],
          [
            '4502',
            'Travaux hors budget',
            '4 128,00',
            '9 258,00',
            'ascenseur bât. B (AG 23/05/2024, 96 000,00, clé ascenseur B) : éch. 3/4 du 01/04/2025 impayée, éch. 4/4 du 01/07/2025 4 128,00 ; étanchéité toiture bât. B (AG 15/05/2025, 30 000,00, clé bât. B) au 01/10/2025 : 5 130,00',
          ],
          ['4503', 'Régularisation 2024', '179,62', '', 'appelée le 20/05/2025, non réglée'],
          ['', 'Total', '4 307,62', '13 147,80', ''],
        ),
        listing(
          ['Cpte', 'Information', 'Montant'],
          ['103', 'Avance permanente (à rembourser au vendeur)', '650,00'],
          ['1051', 'Fonds de travaux au 31/12/2024', '52 400,00'],
          ['', 'Part des lots (404 / 10 000 charges générales)', '2 116,96'],
          ['', 'Cotisation annuelle 2025', '6 300,00'],
          ['', 'Appel fonds du 01/04/2025 (trois lots)', '63,63'],
          ['1641', 'Emprunt chaufferie 2022 — capital emprunté par le syndicat', '180 000,00'],
          ['', 'Part du lot B12 (clé chauffage 402 / 10 000)', '7 236,00'],
          ['', 'Capital restant dû après l’échéance du 01/04/2025', '5 311,42'],
          ['', 'Échéance trimestrielle — prochaine le 01/07/2025', '139,87'],
          ['450', 'Copropriétaires débiteurs au 31/12/2024', '21 874,33'],
          ['401', 'Fournisseurs au 31/12/2024', '11 405,90'],
          ['', 'Frais de pré-état daté TTC', '380,00'],
        ),
        small('Procédure en cours : néant. Pour le syndic : Mme Agathe Ferrand, pôle cessions.'),
      ],
    ],
  },
  {
    // a cooperative syndic's software export of the syndic's answers over two pages printed across
    // the page, calendar exercise, a residence of three buildings: a flat in building C and a
    // garage on four keys; the building's budget by key with a column per exercise, then the two
    // lots' provisions and real charges per lot and summed under exercise headers spanning two
    // columns; on page 2 the answers in three parts, the April quarter unpaid, a lift of building
    // C voted in April to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-28',
    landscape: true,
    figures: [
      day('document_date', '2025-05-28'),
      money('building_budget_n', 7160000),
      money('building_budget', 7460000),
      money('expected_budget_n1', 401520),
      money('budget_n1', 402345),
      money('expected_budget_n', 420200),
      money('budget_n', 423168),
      money('expected_budget', 440280),
      day('dt_based', '2025-04-17'),
      money('budget', 110070, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('ongoing_budget', 220140, 2),
      money('unbudget_not_due', 480000, 2),
      money('reserved_advances', 40000, 2),
      money('works_funds', 3180000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 104940, 2),
      money('works_funds_contribution', 376000, 2),
      money('works_funds_last_contribution', 3102, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 864015, 2),
      money('unpaid_providers', 501288, 2),
      money('transfer_fees', 30000, 2),
    ],
    pages: [
      [
        small(
          'COPRO-LIBRE 3.1 — export « réponses au notaire » — Grenoble, 28 mai 2025 — dossier CES-2025-009 — 1/2',
        ),
        heading(
          'SYNDICAT COOPÉRATIF DES JARDINS DE L’ISÈRE — syndic coopératif (art. 17-1 de la loi du 10 juillet 1965) — 40 quai Jongkind 38000 Grenoble',
        ),
        title('Réponses du syndic — cession des lots C23 et G05'),
        p(
          'Résidence LES JARDINS DE L’ISÈRE, bâtiments A, B et C. Cédante : Mme Laurence Pellissier. Lot C23 : appartement au 3e étage du bâtiment C (générales 312 / 10 000, bâtiment C 142 / 1 000, ascenseur C 160 / 1 000). Lot G05 : garage (générales 18 / 10 000, garages 7 / 100). Exercice du 1er janvier au 31 décembre.',
        ),
        listing(
          [
            'Budget de l’immeuble par clé',
            'Base',
            'Bud. 2023',
            'Bud. 2024',
            'Réal. 2024',
            'Bud. 2025',
            'Bud. 2026',
          ],
          [
            'Charges générales',
            '10 000',
            '52 000,00',
            '54 000,00',
            '53 412,70',
            '56 000,00',
            '58 000,00',
          ],
          ['Bâtiment C', '1 000', '9 600,00', '10 000,00', '10 618,20', '10 400,00', '10 800,00'],
          ['Ascenseur C', '1 000', '4 800,00', '5 200,00', '4 906,40', '5 600,00', '5 800,00'],
          ['Garages', '100', '2 400,00', '2 400,00', '2 518,00', '2 600,00', '2 600,00'],
          ['Total', '', '68 800,00', '71 600,00', '71 455,30', '74 600,00', '77 200,00'],
        ),
        listing(
          ['Quote-part des lots', 'Exercice 2023', '', 'Exercice 2024 (N)', '', 'Exercice 2025'],
          ['', 'provisions', 'charges réelles', 'provisions', 'charges réelles', 'budget'],
          ['Lot C23 (toutes clés)', '3 753,60', '3 768,74', '3 936,80', '3 959,28', '4 120,00'],
          ['Lot G05 (toutes clés)', '261,60', '254,71', '265,20', '272,40', '282,80'],
          ['Lots C23 + G05', '4 015,20', '4 023,45', '4 202,00', '4 231,68', '4 402,80'],
        ),
        small(
          'Budget 2025 voté par l’AG du 11/04/2024 ; comptes 2024 approuvés et budget 2026 voté par l’AG du 17/04/2025. Dépenses 2023 de l’immeuble : 68 680,30. Appel trimestriel 2025 : lot C23 1 030,00 ; lot G05 70,70 ; ensemble 1 100,70.',
        ),
      ],
      [
        small('COPRO-LIBRE 3.1 — CES-2025-009 — 2/2'),
        listing(
          ['I. Sommes dues par la cédante au syndicat', 'Montant'],
          ['Provisions exigibles (appel du 01/04/2025, non réglé)', '1 100,70'],
          ['Appels de travaux exigibles', '0,00'],
          ['Exercices clos (régularisation 2024 de 29,68 réglée le 02/05/2025)', '0,00'],
        ),
        listing(['II. Sommes dues à la cédante', 'Montant'], ['Avance de trésorerie', '400,00']),
        listing(
          ['III. Sommes à la charge de l’acquéreur', 'Montant'],
          ['Provisions 2025 non exigibles (01/07 et 01/10/2025)', '2 201,40'],
          [
            'Rénovation de l’ascenseur C (AG du 17/04/2025, 30 000,00, clé ascenseur C) : 1/2 au 01/07/2025 et 2/2 au 01/10/2025',
            '4 800,00',
          ],
        ),
        listing(
          ['Autres renseignements', 'Montant'],
          ['Fonds de travaux au 31/12/2024', '31 800,00'],
          ['Part des lots C23 + G05 (330 / 10 000)', '1 049,40'],
          ['Cotisation 2025 au fonds', '3 760,00'],
          ['Cotisation appelée le 01/04/2025 (les deux lots)', '31,02'],
          ['Emprunt collectif', 'néant'],
          ['Copropriétaires débiteurs au 31/12/2024', '8 640,15'],
          ['Dettes fournisseurs au 31/12/2024', '5 012,88'],
          ['Frais d’état daté TTC', '300,00'],
        ),
        small(
          'Aucune procédure. Pour le conseil syndical coopératif : M. Rémi Collomb, président-syndic.',
        ),
      ],
    ],
  },
  {
    // scanned: a notary's printed questionnaire over two pages filled in by a mountain syndic,
    // exercise from 1 May, a studio on four keys and a ski locker: questions numbered « 1.2.3 » in a
    // table, answers with check boxes « ☒ oui ☐ non » beside the amounts, the lots' shares per key
    // and summed, the May quarter unpaid, the closed exercise's regularisation not yet called,
    // balconies voted in June to come, the fund and a loan on the heating key
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-17',
    scan: scanned(180, 0.7, 12),
    figures: [
      day('document_date', '2025-06-17'),
      money('building_budget', 9840000),
      money('expected_budget', 161760),
      money('building_budget_n', 9440000),
      money('expected_budget_n', 154224),
      money('budget_n', 156889),
      day('dt_based', '2025-06-07'),
      money('expected_budget_n1', 149208),
      money('budget_n1', 149453),
      money('budget', 40440),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('ongoing_budget', 121320, 2),
      money('unbudget_not_due', 172200, 2),
      money('reserved_advances', 18000, 2),
      money('works_funds', 3860000, 2),
      day('dt_works_funds', '2025-04-30', 2),
      money('works_funds_lot', 33968, 2),
      money('works_funds_contribution', 500000, 2),
      money('works_funds_last_contribution', 1100, 2),
      day('dt_last_contribution', '2025-05-01', 2),
      money('loan_amount', 12000000, 2),
      money('loan_share', 110400, 2),
      money('loan_remaining', 61234, 2),
      money('loan_instalment', 2871, 2),
      day('dt_loan_next', '2025-08-01', 2),
      money('unpaid', 1420860, 2),
      money('unpaid_providers', 987415, 2),
      money('transfer_fees', 42000, 2),
    ],
    pages: [
      [
        small(
          'SCP ANTHONIOZ & MOLLARD-PERRIN — notaires — 6 place de l’Hôtel-de-Ville 74130 Bonneville — dossier 2025-0672 / vente Berthod',
        ),
        title('QUESTIONNAIRE AU SYNDIC — LOTS EN COPROPRIÉTÉ'),
        p(
          'Immeuble : Résidence LE HAMEAU DES ÉTERLOUS (chalets A et B), route du Chinaillon 74450 Le Grand-Bornand. Vendeur : M. Fabrice Berthod. Lots : 214 (studio, chalet B) et 318 (casier à skis).\nSyndic : Alpes Aravis Gestion, 12 rue du Vieux-Pont 74230 Thônes — questionnaire rempli le 17/06/2025.',
        ),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['1.1', 'Période de l’exercice comptable', 'du 1er mai au 30 avril'],
          [
            '1.2',
            'Budget prévisionnel de l’exercice en cours',
            'exercice 2025/2026 : 98 400,00 € (voté par l’AG du 08/06/2024)',
          ],
          [
            '1.2.1',
            'Répartition de ce budget par clé',
            'générales 48 000,00 — chalet B 16 000,00 — ascenseur B 6 400,00 — chauffage collectif 28 000,00',
          ],
          [
            '1.2.2',
            'Quote-part des lots vendus dans ce budget',
            'lot 214 (générales 86/10 000, chalet B 41/1 000, ascenseur B 44/1 000, chauffage 92/10 000) : 1 608,00 € ; lot 318 (générales 2/10 000) : 9,60 € ; total : 1 617,60 € (404,40 € par trimestre)',
          ],
          [
            '1.3',
            'Dernier exercice clos (2024/2025, clos le 30/04/2025)',
            'budget 94 400,00 € ; dépenses 97 142,00 € ; comptes approuvés par l’AG du 07/06/2025',
          ],
          [
            '1.3.1',
            'Provisions appelées aux lots sur cet exercice',
            '1 542,24 € (lot 214 : 1 533,04 ; lot 318 : 9,20)',
          ],
          [
            '1.3.2',
            'Charges réelles des lots sur cet exercice',
            '1 568,89 € (lot 214 : 1 559,53 ; lot 318 : 9,36)',
          ],
          [
            '1.4',
            'Exercice précédent (2023/2024)',
            'provisions 1 492,08 € ; charges réelles 1 494,53 €',
          ],
          [
            '2.1',
            'Provisions exigibles non réglées',
            '☒ oui ☐ non — 404,40 € (appel du 01/05/2025)',
          ],
          ['2.2', 'Appels de travaux exigibles non réglés', '☐ oui ☒ non — 0,00 €'],
          [
            '2.3',
            'Sommes dues sur exercices clos',
            '☐ oui ☒ non — 0,00 € (régularisation 2024/2025 de 26,65 € appelée le 01/08/2025)',
          ],
        ),
        small('Page 1/2 — questionnaire type de l’étude, édition 2024'),
      ],
      [
        small('Dossier 2025-0672 — Berthod — page 2/2'),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['2.4', 'Avance de trésorerie versée par le vendeur', '☒ oui ☐ non — 180,00 €'],
          [
            '3.1',
            'Provisions de l’exercice en cours non encore exigibles',
            '1 213,20 € (échéances des 01/08/2025, 01/11/2025 et 01/02/2026)',
          ],
          [
            '3.2',
            'Travaux votés non encore appelés',
            '☒ oui ☐ non — remplacement des garde-corps du chalet B (AG du 07/06/2025, 42 000,00 €, clé chalet B) : lot 214 : 1 722,00 €, appelés les 01/08 et 01/11/2025',
          ],
          [
            '3.3',
            'Fonds de travaux : montant et date',
            '38 600,00 € au 30/04/2025 ; part des lots : 339,68 €',
          ],
          [
            '3.3.1',
            'Cotisation annuelle et dernier appel',
            'cotisation 2025/2026 : 5 000,00 € ; appelé aux lots le 01/05/2025 : 11,00 €',
          ],
          [
            '3.4',
            'Emprunt collectif',
            '☒ oui ☐ non — chaufferie bois (2021) : 120 000,00 € ; part du lot 214 : 1 104,00 € ; restant dû : 612,34 € ; échéance trimestrielle : 28,71 €, prochaine le 01/08/2025',
          ],
          [
            '4.1',
            'Impayés de l’ensemble des copropriétaires (dernier bilan)',
            '14 208,60 € au 30/04/2025',
          ],
          ['4.2', 'Dettes fournisseurs (dernier bilan)', '9 874,15 € au 30/04/2025'],
          ['4.3', 'Procédure en cours', '☐ oui ☒ non'],
          ['4.4', 'Honoraires de l’état daté', '420,00 € TTC'],
        ),
        p('Certifié exact, à Thônes, le 17 juin 2025.'),
        right('Alpes Aravis Gestion\nMme Séverine Tissot-Golliet\n(cachet et signature)'),
      ],
    ],
  },
  {
    // scanned: a notary's printed form over two pages filled in by a seaside syndic, exercise from
    // 1 October, a flat on three keys, a parking and a storeroom: references « A.1.1 », a column
    // each for « Oui » and « Non » with boxes ticked and the amounts in a last column, the three
    // lots' shares summed, a balconies' instalment and the closed exercise's regularisation unpaid,
    // the last instalment to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-24',
    scan: scanned(170, -0.8, 13),
    figures: [
      day('document_date', '2025-04-24'),
      money('building_budget', 10320000),
      money('expected_budget', 432320),
      money('building_budget_n', 9920000),
      money('expected_budget_n', 413792),
      money('budget_n', 421486),
      day('dt_based', '2025-01-25'),
      money('expected_budget_n1', 399436),
      money('budget_n1', 401613),
      money('budget', 0),
      money('unbudget', 144000),
      money('wanted_loads', 7694),
      money('ongoing_budget', 108080, 2),
      money('unbudget_not_due', 144000, 2),
      money('reserved_advances', 25000, 2),
      money('works_funds', 4120000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 93524, 2),
      money('works_funds_contribution', 520000, 2),
      money('works_funds_last_contribution', 2951, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 1890427, 2),
      money('unpaid_providers', 761540, 2),
      money('transfer_fees', 36000, 2),
    ],
    pages: [
      [
        small(
          'Maîtres Gaëlle Rabiller et Vincent Chauvet, notaires associés — 3 quai Guiné 85100 Les Sables-d’Olonne — réf. VC/2025/0388',
        ),
        title('Demande de renseignements au syndic (article 5 du décret du 17 mars 1967)'),
        p(
          'Immeuble : Résidence LES VOILES DU PORTEAU — bâtiment A « Grand Large » et bâtiment B « Les Dunes » — 21 promenade Georges-Clemenceau 85100 Les Sables-d’Olonne.\nVendeurs : M. et Mme Patrick Rondeau — lots 27 (appartement, bât. A), 104 (parking) et 131 (cellier).\nSyndic : Océane Syndic Vendée, 8 rue des Halles 85100 Les Sables-d’Olonne. Réponses du 24/04/2025.',
        ),
        table(
          ['Réf.', 'Rubrique', 'Oui', 'Non', 'Montant / précisions'],
          ['A.1.1', 'Exercice comptable', '', '', 'du 1er octobre au 30 septembre'],
          [
            'A.1.2',
            'Budget de l’exercice en cours (2024/2025)',
            '',
            '',
            '103 200,00 € — AG du 27/01/2024',
          ],
          [
            'A.1.3',
            'Part des lots vendus dans ce budget',
            '',
            '',
            'lot 27 (générales 214, bât. A 96/1 000, ascenseur A 104/1 000) : 4 056,00 € ; lot 104 (générales 9, parkings 31/1 000) : 238,40 € ; lot 131 (générales 4) : 28,80 € ; ensemble : 4 323,20 €',
          ],
          [
            'A.2.1',
            'Dernier exercice clos (2023/2024) : budget voté',
            '',
            '',
            '99 200,00 € (dépenses : 101 023,20 €)',
          ],
          [
            'A.2.2',
            'Provisions appelées et charges réelles des lots sur cet exercice',
            '',
            '',
            'provisions 4 137,92 € ; charges 4 214,86 €',
          ],
          ['A.2.3', 'Date d’approbation des comptes', '', '', 'AG du 25/01/2025'],
          [
            'A.2.4',
            'Exercice 2022/2023 : provisions et charges réelles des lots',
            '',
            '',
            'provisions 3 994,36 € ; charges 4 016,13 €',
          ],
          ['B.1.1', 'Provisions exigibles impayées', '☐', '☒', '0,00 €'],
          [
            'B.1.2',
            'Appels de travaux exigibles impayés',
            '☒',
            '☐',
            '1 440,00 € — balcons du bât. A, échéance 3/4 du 01/04/2025',
          ],
          [
            'B.1.3',
            'Arriérés sur exercices clos',
            '☒',
            '☐',
            '76,94 € — régularisation 2023/2024 appelée le 10/02/2025',
          ],
        ),
        small('Formulaire VC-SYN-07 — 1/2'),
      ],
      [
        small('Réf. VC/2025/0388 — Rondeau — 2/2'),
        table(
          ['Réf.', 'Rubrique', 'Oui', 'Non', 'Montant / précisions'],
          ['B.2.1', 'Avances détenues par le syndicat', '☒', '☐', '250,00 €'],
          [
            'C.1.1',
            'Provisions de l’exercice restant à appeler',
            '☒',
            '☐',
            '1 080,80 € (échéance du 01/07/2025)',
          ],
          [
            'C.1.2',
            'Travaux votés restant à appeler',
            '☒',
            '☐',
            '1 440,00 € — balcons du bât. A (AG du 27/01/2024, 60 000,00 €), échéance 4/4 du 01/07/2025',
          ],
          [
            'C.2.1',
            'Fonds de travaux',
            '☒',
            '☐',
            '41 200,00 € au 30/09/2024 ; part des trois lots : 935,24 €',
          ],
          [
            'C.2.2',
            'Cotisation au fonds (exercice en cours) / dernier appel aux lots',
            '',
            '',
            '5 200,00 € / 29,51 € le 01/04/2025',
          ],
          ['C.3.1', 'Emprunt collectif', '☐', '☒', ''],
          [
            'D.1.1',
            'Créances sur copropriétaires au dernier bilan',
            '',
            '',
            '18 904,27 € au 30/09/2024',
          ],
          ['D.1.2', 'Dettes fournisseurs au dernier bilan', '', '', '7 615,40 € au 30/09/2024'],
          ['D.2.1', 'Procédures judiciaires', '☐', '☒', ''],
          ['D.3.1', 'Coût de l’état daté', '', '', '360,00 € TTC'],
        ),
        p(
          'Aux Sables-d’Olonne, le 24 avril 2025 — budget 2025/2026 voté le 25/01/2025 : 107 000,00 €.',
        ),
        right('Océane Syndic Vendée\nM. Hervé Burgaud, gestionnaire'),
      ],
    ],
  },
  {
    // a social landlord acting as syndic answers the notary, calendar exercise, a residence of four
    // buildings, one flat on four keys (general, building D, lift D, collective heating): questions
    // numbered « 1.2.3 », each answer on the same line after a colon, the lot's share per key and
    // its total, the January quarter partly unpaid and last year's regularisation unpaid, windows
    // voted in March to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-03-21',
    figures: [
      day('document_date', '2025-03-21'),
      money('building_budget', 11640000),
      money('expected_budget', 550320),
      money('building_budget_n', 11160000),
      money('expected_budget_n', 522860),
      money('budget_n', 550950),
      day('dt_based', '2025-03-06'),
      money('expected_budget_n1', 505440),
      money('budget_n1', 499033),
      money('budget', 37580),
      money('unbudget', 0),
      money('wanted_loads', 28090),
      money('ongoing_budget', 412740),
      money('unbudget_not_due', 1699200),
      money('reserved_advances', 50000),
      money('works_funds', 4640000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 91872),
      money('works_funds_contribution', 580000),
      money('works_funds_last_contribution', 2871),
      day('dt_last_contribution', '2025-01-01'),
      money('unpaid', 3241890),
      money('unpaid_providers', 1520766),
      money('transfer_fees', 31000),
    ],
    pages: [
      [
        heading('ESTUAIRE HABITAT — Office public de l’habitat — Direction de la copropriété'),
        small(
          'Service syndic de copropriété — 2 rue de la Paix 44600 Saint-Nazaire — syndic.copro@estuaire-habitat.fr — 02 40 17 63 50',
        ),
        p('Saint-Nazaire, le vendredi 21 mars 2025'),
        p(
          'Réponse au questionnaire de Maître Hélène Guérif, notaire à Pornichet (dossier HG-25-114) — vente par Mme Sandrine Moisan du lot 412 (appartement T3 au bâtiment D, cave n° 12 attachée) — Résidence LES CHÊNES VERTS, bâtiments A, B, C et D, 30 avenue de la République 44600 Saint-Nazaire.',
        ),
        heading('1. Budgets et charges'),
        p(
          '1.1 Exercice comptable : du 1er janvier au 31 décembre.\n1.2 Budget de l’exercice en cours (2025) : 116 400,00 €, voté par l’AG du 14/03/2024.\n1.2.1 Répartition par clé : charges générales 58 000,00 € ; bâtiment D 9 600,00 € ; ascenseur D 4 800,00 € ; chauffage collectif 44 000,00 €.\n1.2.2 Quote-part du lot 412 : générales (198/10 000) 1 148,40 € + bâtiment D (236/1 000) 2 265,60 € + ascenseur D (251/1 000) 1 204,80 € + chauffage (201/10 000) 884,40 € = 5 503,20 € pour l’année, appelés par trimestre (1 375,80 €).\n1.3 Dernier exercice clos (2024) : budget 111 600,00 € ; dépenses 115 158,00 € ; comptes approuvés par l’AG du 06/03/2025.\n1.3.1 Provisions appelées au lot sur cet exercice : 5 228,60 €.\n1.3.2 Charges réelles du lot sur cet exercice : 5 509,50 €.\n1.3.3 Exercice précédent (2023, budget 107 200,00 €) : provisions 5 054,40 € ; charges réelles 4 990,33 €.',
        ),
        heading('2. Situation du compte de la venderesse'),
        p(
          '2.1 Provisions exigibles non réglées : 375,80 € (solde de l’appel du 01/01/2025, réglé à hauteur de 1 000,00 €).\n2.2 Appels de travaux exigibles non réglés : 0,00 €.\n2.3 Sommes dues au titre des exercices clos : 280,90 € (régularisation 2024 appelée le 14/03/2025).\n2.4 Avance de trésorerie détenue : 500,00 €.\n2.5 Provisions non encore exigibles de l’exercice : 4 127,40 € (échéances des 01/04, 01/07 et 01/10/2025).\n2.6 Travaux votés non encore appelés : 16 992,00 € — remplacement des menuiseries du bâtiment D (AG du 06/03/2025, 72 000,00 €, clé bâtiment D), en trois appels de 5 664,00 € les 01/05/2025, 01/09/2025 et 01/01/2026.',
        ),
        heading('3. Fonds de travaux, emprunts, situation du syndicat'),
        p(
          '3.1 Fonds de travaux au 31/12/2024 : 46 400,00 €.\n3.1.1 Part attachée au lot 412 : 918,72 €.\n3.1.2 Cotisation 2025 : 5 800,00 € ; dernier appel au lot, le 01/01/2025 : 28,71 €.\n3.2 Emprunt collectif : aucun.\n3.3 Créances sur les copropriétaires au 31/12/2024 : 32 418,90 €.\n3.4 Dettes envers les fournisseurs au 31/12/2024 : 15 207,66 €.\n3.5 Procédures : aucune procédure en cours contre le lot ni contre le syndicat.\n3.6 Frais d’établissement de l’état daté : 310,00 € TTC.',
        ),
        right('Pour le directeur, la responsable du service syndic\nMme Nathalie Bourdeau'),
      ],
    ],
  },
  {
    // a cooperative housing society acting as syndic answers the notary, calendar exercise, a
    // residence of two buildings, a flat in building B on three keys and a garage: each question
    // numbered « 1.2.3 » on its line and its answer on the next, the lots' shares each and summed,
    // nothing unpaid, a lift of building B voted in April to come in September, the fund and a loan
    // on the general key
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-13',
    figures: [
      day('document_date', '2025-05-13'),
      money('building_budget', 5480000),
      money('expected_budget', 335220),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('ongoing_budget', 167610),
      money('unbudget_not_due', 352800),
      money('reserved_advances', 30000),
      money('building_budget_n', 5320000),
      money('expected_budget_n', 321600),
      money('budget_n', 327613),
      day('dt_based', '2025-04-10'),
      money('expected_budget_n1', 309468, 2),
      money('budget_n1', 310883, 2),
      money('works_funds', 2730000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 70434, 2),
      money('works_funds_contribution', 280000, 2),
      money('works_funds_last_contribution', 1806, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 15000000, 2),
      money('loan_share', 387000, 2),
      money('loan_remaining', 316427, 2),
      money('loan_instalment', 7314, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 611845, 2),
      money('unpaid_providers', 402270, 2),
      money('transfer_fees', 25000, 2),
    ],
    pages: [
      [
        heading('COOP’HABITAT QUERCY-GARONNE'),
        small(
          'Société coopérative d’intérêt collectif HLM — activité de syndic de copropriété — 11 quai de Verdun 82000 Montauban — carte professionnelle CPI 8201 2019 000 041 822',
        ),
        p('Montauban, le 13.05.2025'),
        title('Renseignements pour la mutation des lots B07 et G11'),
        p(
          'Copropriété RÉSIDENCE DU TESCOU (bâtiments A et B), 5 rue de l’Abbaye 82000 Montauban — vendeur : M. Olivier Castagné — lot B07 : appartement du bâtiment B (générales 244/10 000, bâtiment B 178/1 000, ascenseur B 196/1 000) ; lot G11 : garage (générales 14/10 000, garages 52/1 000).',
        ),
        p(
          '1.1 Quelles sont les dates de l’exercice ?\n— du 1er janvier au 31 décembre.\n1.2 Quel est le budget voté pour l’exercice en cours ?\n— 54 800,00 € pour 2025 (générales 41 000,00, bâtiment B 8 400,00, ascenseur B 3 600,00, garages 1 800,00), voté le 18/04/2024.\n1.2.1 Quelle est la quote-part des lots vendus dans ce budget ?\n— lot B07 : 3 201,20 € ; lot G11 : 151,00 € ; soit 3 352,20 € pour les deux lots (838,05 € par trimestre).\n1.3 Quels étaient le budget et les dépenses du dernier exercice clos ?\n— 2024 : budget 53 200,00 € ; dépenses 54 125,70 €.\n1.3.1 Provisions et charges réelles des lots sur cet exercice ?\n— provisions : 3 216,00 € (B07 : 3 066,40 ; G11 : 149,60) ; charges réelles : 3 276,13 € (B07 : 3 130,90 ; G11 : 145,23).\n1.3.2 Date de l’assemblée qui a approuvé ces comptes ?\n— le 10/04/2025.',
        ),
        p(
          '2.1 Reste-t-il des provisions exigibles non réglées ?\n— non : 0,00 € (appels des 01/01 et 01/04/2025 réglés).\n2.2 Reste-t-il des appels de travaux exigibles non réglés ?\n— non : 0,00 €.\n2.3 Reste-t-il des sommes dues sur les exercices clos ?\n— non : 0,00 € (régularisation 2024 de 60,13 € réglée le 05/05/2025).\n2.4 Le vendeur a-t-il versé des avances ?\n— oui : avance de trésorerie de 300,00 €.\n2.5 Quelles provisions restent à appeler sur l’exercice ?\n— 1 676,10 € (01/07 et 01/10/2025).\n2.6 Des travaux votés restent-ils à appeler ?\n— oui : mise aux normes de l’ascenseur B (AG du 10/04/2025, 18 000,00 €, clé ascenseur B), appel unique le 01/09/2025 : 3 528,00 € pour le lot B07.',
        ),
        small('1/2'),
      ],
      [
        small('Coop’Habitat Quercy-Garonne — Résidence du Tescou — lots B07 et G11 — 2/2'),
        p(
          '3.1 Provisions et charges réelles de l’exercice précédent (2023) ?\n— provisions 3 094,68 € ; charges réelles 3 108,83 €.\n3.2 Montant du fonds de travaux ?\n— 27 300,00 € au 31/12/2024, dont 704,34 € pour les deux lots (258/10 000).\n3.3 Cotisation annuelle et dernier appel ?\n— 2 800,00 € pour 2025 ; 18,06 € appelés aux deux lots le 01/04/2025.\n3.4 Le syndicat a-t-il emprunté ?\n— oui : prêt collectif d’isolation des façades (2023) de 150 000,00 €, réparti en charges générales ; part des deux lots : 3 870,00 € ; capital restant dû : 3 164,27 € ; échéance trimestrielle : 73,14 € ; prochaine échéance : 01/07/2025.\n3.5 Impayés des copropriétaires et dettes du syndicat au dernier bilan ?\n— 6 118,45 € d’impayés et 4 022,70 € de dettes fournisseurs au 31/12/2024.\n3.6 Procédures en cours ?\n— aucune.\n3.7 Coût de l’état daté ?\n— 250,00 € TTC.',
        ),
        right('Pour la coopérative, le gestionnaire copropriété\nM. Bastien Lacoste'),
      ],
    ],
  },
  {
    // a tourist residence's syndic writes to the notary in prose, exercise from 1 October, one flat
    // on three keys (general, building C, swimming pool): the exercises named once and then
    // referred back to (« cet exercice », « ledit budget », « l’exercice précédent », « le montant
    // ci-dessus »), the lot's share per key and summed in a sentence, the January quarter unpaid,
    // pool works voted in January to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-11',
    figures: [
      day('document_date', '2025-02-11'),
      money('building_budget', 11200000),
      money('expected_budget', 201600),
      money('budget', 50400),
      money('ongoing_budget', 100800),
      money('building_budget_n', 10680000),
      money('expected_budget_n', 193472),
      money('budget_n', 194468),
      day('dt_based', '2025-01-18'),
      money('wanted_loads', 0),
      money('budget_n1', 189499),
      money('unbudget', 0),
      money('unbudget_not_due', 34560),
      money('reserved_advances', 15000),
      money('works_funds', 3360000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_lot', 32256),
      money('works_funds_contribution', 560000),
      money('works_funds_last_contribution', 1344),
      day('dt_last_contribution', '2025-01-01'),
      money('unpaid', 2761480),
      money('unpaid_providers', 1290835),
      money('transfer_fees', 39000),
    ],
    pages: [
      [
        heading('LANDES CÔTE SUD SYNDIC'),
        small(
          'Syndic de résidences de tourisme et de copropriétés — 4 avenue des Lacs 40510 Seignosse — 05 58 43 17 26',
        ),
        right('Maître François Dufau\nNotaire\n12 rue Gambetta\n40100 Dax'),
        p('Seignosse, le 11 février 2025'),
        p(
          'Objet : Résidence de tourisme LE DOMAINE DU GOLF (bâtiments A « Les Chênes », B « Les Arbousiers » et C « Les Pins »), avenue du Belvédère 40510 Seignosse — vente du lot 308 par M. Jean-Marc Hiribarne — votre dossier FD/25/0093',
        ),
        p(
          'Maître,\nLe lot 308 est un appartement de deux pièces du bâtiment C ; il compte 96/10 000 des charges générales, 88/1 000 des charges du bâtiment C et 96/10 000 des charges de piscine et d’espaces de loisirs. Nos exercices commencent le 1er octobre et s’achèvent le 30 septembre.',
        ),
        p(
          'L’exercice en cours, 2024/2025, a commencé le 1er octobre 2024. Le budget de cet exercice a été voté par l’assemblée du 20 janvier 2024 pour 112 000,00 € (générales 84 000,00 €, bâtiment C 12 000,00 €, piscine 16 000,00 €). La quote-part du lot 308 dans ledit budget est de 806,40 € + 1 056,00 € + 153,60 €, soit 2 016,00 €, appelés par quarts de 504,00 € les 1er octobre, 1er janvier, 1er avril et 1er juillet. Le quart du 1er octobre a été réglé ; celui du 1er janvier ne l’est pas : le montant ci-dessus de 504,00 € est donc exigible. Les deux derniers quarts, soit 1 008,00 €, ne sont pas encore exigibles.',
        ),
        p(
          'L’exercice précédent, clos le 30 septembre 2024, reposait sur un budget de 106 800,00 € ; les dépenses de cet exercice ont atteint 110 137,20 €. Le lot 308 y a été appelé pour 1 934,72 € et sa part des charges réelles s’élève à 1 944,68 €. L’assemblée du 18 janvier 2025 a approuvé ces comptes ; la différence, 9,96 €, a été réglée par M. Hiribarne le 3 février, de sorte qu’aucune somme ne reste due au titre des exercices clos (0,00 €). Pour l’exercice d’avant (2022/2023), au budget de 104 000,00 €, les charges réelles du lot avaient été de 1 894,99 €.',
        ),
        p(
          'La même assemblée a voté la réfection des plages de la piscine pour 36 000,00 €, répartie selon la clé piscine ; la part du lot, 345,60 €, sera appelée en une fois le 1er avril 2025. Aucun appel de travaux n’est impayé à ce jour (0,00 €). Elle a aussi fixé le budget de l’exercice 2025/2026 à 116 500,00 €.',
        ),
        p(
          'Le vendeur a versé une avance de trésorerie de 150,00 €, qui lui sera restituée. Le fonds de travaux s’élevait à 33 600,00 € au 30 septembre 2024, dont 322,56 € attachés au lot 308 ; la cotisation de l’exercice en cours est de 5 600,00 € et le dernier appel, le 1er janvier 2025, a porté sur 13,44 € pour ce lot. Le syndicat n’a souscrit aucun emprunt.',
        ),
        p(
          'À la clôture de l’exercice précédent, les copropriétaires restaient devoir 27 614,80 € au syndicat, lequel devait 12 908,35 € à ses fournisseurs ; aucune procédure n’est en cours. Nos honoraires pour l’état daté s’élèvent à 390,00 € TTC.',
        ),
        p(
          'Nous vous prions de croire, Maître, à l’assurance de nos sentiments distingués.\nPour le syndic, Mme Maylis Lafitte',
        ),
      ],
    ],
  },
  {
    // a mountain syndic writes to the notary in prose, exercise from 1 May, a flat on three keys
    // (general, building B, collective heating) and a covered parking: the exercises named once and
    // then referred back to (« ledit exercice », « cet exercice », « l’exercice précédent », « le
    // montant ci-dessus »), each lot's share and their sum, a roof instalment and the closed
    // exercise's regularisation unpaid, the roof's last instalment to come, the fund and a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-24',
    figures: [
      day('document_date', '2025-06-24'),
      money('building_budget', 11720000),
      money('expected_budget', 290160),
      money('budget', 0),
      money('ongoing_budget', 217620),
      money('building_budget_n', 11280000),
      money('expected_budget_n', 280740),
      money('budget_n', 290802),
      day('dt_based', '2025-06-14'),
      money('wanted_loads', 10062),
      money('expected_budget_n1', 272092),
      money('budget_n1', 269447),
      money('unbudget', 315000),
      money('unbudget_not_due', 315000),
      money('reserved_advances', 0),
      money('works_funds', 4480000),
      day('dt_works_funds', '2025-04-30'),
      money('works_funds_lot', 58240),
      money('works_funds_contribution', 600000),
      money('works_funds_last_contribution', 1950),
      day('dt_last_contribution', '2025-05-01'),
      money('loan_amount', 9600000),
      money('loan_share', 125760),
      money('loan_remaining', 90418),
      money('loan_instalment', 3342),
      day('dt_loan_next', '2025-08-01'),
      money('unpaid', 1940615),
      money('unpaid_providers', 881742),
      money('transfer_fees', 36000),
    ],
    pages: [
      [
        heading('CABINET JACQUEMOUD — SYNDIC DE COPROPRIÉTÉ EN MONTAGNE'),
        small('88 rue de la Libération 73700 Bourg-Saint-Maurice — 04 79 07 28 64'),
        p('Bourg-Saint-Maurice, le 24/06/2025'),
        p('À Maître Clément Borrel, notaire à Moûtiers'),
        p(
          'Réf. : Résidence LES SORBIERS (bâtiments A et B), 140 route des Arcs 73700 Bourg-Saint-Maurice — vente par Mme Catherine Duc-Goninaz des lots 57 (appartement, bâtiment B) et P09 (parking couvert)',
        ),
        p(
          'Maître,\nLe lot 57 compte 122/10 000 des charges générales, 105/1 000 des charges du bâtiment B et 131/10 000 du chauffage collectif ; le lot P09, 8/10 000 des charges générales et 40/1 000 des parkings couverts. L’exercice de la copropriété court du 1er mai au 30 avril.',
        ),
        p(
          'Un nouvel exercice, 2025/2026, s’est ouvert le 1er mai 2025. Le budget dudit exercice, voté par l’assemblée du 15 juin 2024, s’élève à 117 200,00 € ; la part des deux lots y est de 2 901,60 € (lot 57 : 2 722,40 € ; lot P09 : 179,20 €), appelée par trimestres de 725,40 € les 1er mai, 1er août, 1er novembre et 1er février. L’appel du 1er mai a été réglé : rien n’est dû sur ce budget (0,00 €) et restent à appeler sur cet exercice 2 176,20 €.',
        ),
        p(
          'L’exercice précédent s’est clos le 30 avril 2025 : pour un budget de 112 800,00 €, les dépenses ont été de 116 544,90 €. Les provisions appelées aux deux lots sur cet exercice ont atteint 2 807,40 € et leurs charges réelles 2 908,02 € ; l’assemblée du 14 juin 2025 a approuvé ces comptes, et la régularisation de 100,62 € appelée le 20 juin reste due ; elle a aussi voté le budget 2026/2027, 121 000,00 €. L’exercice 2023/2024, au budget de 109 400,00 €, avait donné 2 720,92 € de provisions et 2 694,47 € de charges réelles pour les mêmes lots.',
        ),
        p(
          'La réfection en lauzes de la toiture du bâtiment B, votée le 15 juin 2024 pour 90 000,00 €, est appelée au lot 57 en trois échéances de 3 150,00 € (1er novembre 2024, 1er février et 1er août 2025). L’échéance de février n’a pas été réglée : le montant ci-dessus de 3 150,00 € est exigible ; la dernière, du même montant, sera appelée le 1er août 2025. Aucune avance n’a été versée par la venderesse (0,00 €).',
        ),
        p(
          'Le fonds de travaux atteignait 44 800,00 € au 30 avril 2025, dont 582,40 € pour les deux lots ; la cotisation de l’exercice 2025/2026 est de 6 000,00 €, et l’appel du 1er mai 2025 a porté sur 19,50 € pour les deux lots. Le syndicat rembourse un emprunt de 96 000,00 € souscrit pour la chaudière à granulés, réparti selon la clé chauffage : la part du lot 57 est de 1 257,60 €, dont 904,18 € restent dus ; son échéance trimestrielle de 33,42 € tombera le 1er août 2025.',
        ),
        p(
          'Au 30 avril 2025, les impayés des copropriétaires s’élevaient à 19 406,15 € et les dettes du syndicat envers ses fournisseurs à 8 817,42 €. Aucune procédure n’est en cours. L’état daté sera facturé 360,00 € TTC.',
        ),
        p('Veuillez agréer, Maître, nos salutations respectueuses.\nA. Jacquemoud'),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's état daté over two pages, calendar exercise, a residence of
    // three buildings, a flat in building A on four keys and a parking: the three parts in tables
    // whose amounts carry footnote calls « (1) », « (2) », the footnotes telling what is due and
    // when; a façade instalment unpaid and its last one to come; on page 2 the lots' shares by key
    // for three exercises under headers spanning two columns, the fund and a loan in a table
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-05',
    scan: scanned(180, -0.6, 12),
    figures: [
      day('document_date', '2025-06-05'),
      money('budget', 0),
      money('unbudget', 243000),
      money('wanted_loads', 0),
      money('reserved_advances', 60000),
      money('ongoing_budget', 342060),
      money('unbudget_not_due', 243000),
      money('transfer_fees', 42000),
      money('building_budget', 13100000, 2),
      money('expected_budget', 684120, 2),
      money('building_budget_n', 12640000, 2),
      money('expected_budget_n', 656584, 2),
      money('budget_n', 673767, 2),
      day('dt_based', '2025-04-24', 2),
      money('expected_budget_n1', 635608, 2),
      money('budget_n1', 641067, 2),
      money('works_funds', 4860000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 144828, 2),
      money('works_funds_contribution', 660000, 2),
      money('works_funds_last_contribution', 4917, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 14000000, 2),
      money('loan_share', 414400, 2),
      money('loan_remaining', 182265, 2),
      money('loan_instalment', 10360, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 2391506, 2),
      money('unpaid_providers', 1487031, 2),
    ],
    pages: [
      [
        heading('BOURGOGNE SYNDIC CONSEIL'),
        small('Syndic de copropriété — 27 rue de la Liberté 21000 Dijon — 03 80 30 58 12'),
        title('ÉTAT DATÉ'),
        p(
          'Établi le jeudi 5 juin 2025 à la demande de Maître Pauline Rameau, notaire à Beaune.\nCopropriété LE PARC DES ÉTOURNEAUX, bâtiments A, B et C, 12 boulevard de Strasbourg 21000 Dijon.\nCédant : M. Grégoire Bouchard — lots A31 (appartement, bâtiment A) et P14 (parking).',
        ),
        table(
          ['1re partie — sommes dues par le cédant', 'Montant'],
          ['Provisions sur budget (1)', '0,00'],
          ['Appels de travaux hors budget (2)', '2 430,00'],
          ['Soldes d’exercices clos (3)', '0,00'],
          ['Total', '2 430,00'],
        ),
        table(
          ['2e partie — sommes dues au cédant par le syndicat', 'Montant'],
          ['Avance de trésorerie', '600,00'],
        ),
        table(
          ['3e partie — sommes à la charge de l’acquéreur', 'Montant'],
          ['Provisions sur budget non exigibles (4)', '3 420,60'],
          ['Travaux votés non encore exigibles (5)', '2 430,00'],
        ),
        small(
          '(1) provisions exigibles au 05/06/2025 : appels des 01/01 et 01/04/2025 (1 710,30 chacun), réglés.\n(2) ravalement du bâtiment A (AG du 16/05/2024, 45 000,00, clé bâtiment A), part du lot A31 : 7 290,00 en trois échéances ; la 2e, exigible au 01/05/2025, reste impayée.\n(3) régularisation 2024 de 171,83 réglée le 15/05/2025.\n(4) échéances des 01/07 et 01/10/2025.\n(5) 3e échéance du ravalement, au 01/09/2025.',
        ),
        p('Honoraires d’établissement du présent état : 420,00 € TTC, à la charge du cédant.'),
        small('État daté BSC-2025-0418 — page 1/2'),
      ],
      [
        small('État daté BSC-2025-0418 — Le Parc des Étourneaux — page 2/2'),
        heading('Annexe — budgets et charges des lots A31 et P14'),
        table(
          ['Clé (base)', 'Tant. A31 / P14', '2023', '', '2024 (N)', '', '2025'],
          ['', '', 'provisions', 'réel', 'provisions', 'réel', 'budget'],
          [
            'Immeuble, toutes clés',
            '',
            '122 000,00',
            '122 548,10',
            '126 400,00',
            '130 444,30',
            '131 000,00',
          ],
          [
            'Lot A31',
            '287 gén. / 162 bât. A / 178 asc. A / 296 chauff.',
            '6 198,28',
            '6 255,70',
            '6 400,24',
            '6 573,69',
            '6 673,40',
          ],
          ['Lot P14', '11 gén. / 28 parkings', '157,80', '154,97', '165,60', '163,98', '167,80'],
          ['Lots A31 + P14', '', '6 356,08', '6 410,67', '6 565,84', '6 737,67', '6 841,20'],
        ),
        small(
          'Bases : générales et chauffage 10 000, bâtiment A, ascenseur A et parkings 1 000. Comptes 2024 approuvés par l’AG du 24/04/2025 ; budget 2025 voté le 16/05/2024.',
        ),
        table(
          ['Fonds de travaux et emprunt', 'Montant'],
          ['Fonds de travaux au 31/12/2024', '48 600,00'],
          ['Part des lots (298/10 000)', '1 448,28'],
          ['Cotisation 2025', '6 600,00'],
          ['Dernier appel aux lots (01/04/2025)', '49,17'],
          ['Emprunt chaufferie (2020) — capital', '140 000,00'],
          ['Part du lot A31 (clé chauffage)', '4 144,00'],
          ['Restant dû au 01/04/2025', '1 822,65'],
          ['Échéance trimestrielle (prochaine : 01/07/2025)', '103,60'],
        ),
        table(
          ['Situation du syndicat au 31/12/2024', 'Montant'],
          ['Copropriétaires débiteurs', '23 915,06'],
          ['Fournisseurs', '14 870,31'],
        ),
        right('Bourgogne Syndic Conseil — M. Lionel Gastaldi\ncachet'),
      ],
    ],
  },
  {
    // scanned: a regional group's état daté over two pages, calendar exercise, a residence of three
    // buildings, a flat in building C on three keys, a cellar and a parking box: one table of the
    // three parts whose lines carry footnote calls « (1) » to « (6) », the notes below telling what
    // each amount covers and when it falls due; the April quarter and last year's regularisation
    // unpaid, two works voted in April to come; on page 2 the budgets by key with the building's and
    // the three lots' columns, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-06',
    scan: scanned(170, 1.1, 13),
    figures: [
      day('document_date', '2025-05-06'),
      money('budget', 158760),
      money('unbudget', 0),
      money('wanted_loads', 1964),
      money('reserved_advances', 70000),
      money('ongoing_budget', 317520),
      money('unbudget_not_due', 200100),
      money('transfer_fees', 39600),
      money('building_budget', 11880000, 2),
      money('expected_budget', 635040, 2),
      money('building_budget_n', 11440000, 2),
      money('expected_budget_n', 608810, 2),
      money('budget_n', 610774, 2),
      day('dt_based', '2025-04-03', 2),
      money('expected_budget_n1', 591260, 2),
      money('budget_n1', 591891, 2),
      money('works_funds', 5320000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 135660, 2),
      money('works_funds_contribution', 600000, 2),
      money('works_funds_last_contribution', 3825, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 3087714, 2),
      money('unpaid_providers', 1740288, 2),
    ],
    pages: [
      [
        small(
          'RHÔNE SAÔNE GESTION — direction des copropriétés — 52 quai Saint-Vincent 69001 Lyon — état n° RSG-ED-2025-1173',
        ),
        title('État daté — mutation de lots'),
        p(
          'Date d’établissement : 2025-05-06. Immeuble : LES TERRASSES DE LA CROIX-ROUSSE, bâtiments A, B et C, 9 rue d’Austerlitz 69004 Lyon. Vendeuse : Mme Émilie Vachon-Roux. Lots : C42 (appartement, bâtiment C), 209 (cave) et X07 (box).',
        ),
        table(
          ['Rubrique', 'Note', 'Montant €'],
          ['A. Sommes dues par la vendeuse — provisions sur budget', '(1)', '1 587,60'],
          ['A. Sommes dues par la vendeuse — travaux hors budget', '(2)', '0,00'],
          ['A. Sommes dues par la vendeuse — exercices clos', '(3)', '19,64'],
          ['B. Sommes dues à la vendeuse — avance de trésorerie', '(4)', '700,00'],
          ['C. Sommes à la charge de l’acquéreur — provisions', '(5)', '3 175,20'],
          ['C. Sommes à la charge de l’acquéreur — travaux votés', '(6)', '2 001,00'],
        ),
        small(
          'Notes :\n(1) provisions exigibles au 06/05/2025 non réglées : appel du 01/04/2025 (trois lots).\n(2) aucun appel de travaux exigible.\n(3) régularisation des charges 2024, appelée le 15/04/2025.\n(4) avance permanente, remboursable à la vendeuse.\n(5) provisions 2025 non exigibles : appels des 01/07 et 01/10/2025 de 1 587,60 chacun.\n(6) portes des box (AG du 03/04/2025, 12 000,00, clé box), lot X07 : 732,00 au 01/07/2025 ; interphonie du bâtiment C (même AG, 9 000,00, clé bâtiment C), lots C42 et 209 : 1 269,00 au 01/10/2025.',
        ),
        p('Coût du présent état daté : 396,00 € TTC (note d’honoraires jointe).'),
        small('RSG-ED-2025-1173 — 1/2'),
      ],
      [
        small('RSG-ED-2025-1173 — Les Terrasses de la Croix-Rousse — 2/2'),
        table(
          [
            'Clé (base)',
            'Immeuble\nbudget 2024',
            'Immeuble\nréel 2024',
            'Immeuble\nbudget 2025',
            'Tant. C42 / 209 / X07',
          ],
          ['Générales (10 000)', '85 000,00', '86 214,70', '88 000,00', '236 / 5 / 14'],
          ['Bâtiment C (1 000)', '18 400,00', '17 906,30', '19 200,00', '138 / 3 / —'],
          ['Ascenseur C (1 000)', '7 200,00', '7 618,40', '7 600,00', '152 / — / —'],
          ['Box (1 000)', '3 800,00', '3 712,60', '4 000,00', '— / — / 61'],
          ['Total', '114 400,00', '115 452,00', '118 800,00', ''],
        ),
        table(
          [
            'Les trois lots',
            'Provisions 2023',
            'Réel 2023',
            'Provisions 2024',
            'Réel 2024',
            'Budget 2025',
          ],
          ['C42', '5 483,20', '5 484,20', '5 639,60', '5 663,74', '5 881,60'],
          ['209', '95,00', '95,64', '97,70', '96,83', '101,60'],
          ['X07', '334,40', '339,07', '350,80', '347,17', '367,20'],
          ['Ensemble', '5 912,60', '5 918,91', '6 088,10', '6 107,74', '6 350,40'],
        ),
        small(
          'Comptes 2024 approuvés par l’AG du 03/04/2025 ; budget 2025 voté par l’AG du 11/04/2024 ; budget 2026 voté le 03/04/2025 : 122 500,00.',
        ),
        table(
          ['Fonds de travaux', ''],
          ['Solde au 31/12/2024', '53 200,00'],
          ['Part des trois lots (255/10 000)', '1 356,60'],
          ['Cotisation 2025', '6 000,00'],
          ['Appelé aux trois lots le 01/04/2025', '38,25'],
        ),
        p(
          'Emprunt collectif : néant. Au 31/12/2024 : copropriétaires débiteurs 30 877,14 € ; fournisseurs 17 402,88 €. Procédures : néant.',
        ),
      ],
    ],
  },
  {
    // a regional syndic's filled-in form, calendar exercise, amounts as « 1.234,56 EUR », a residence
    // of three numbered buildings, a flat in building 2 on four keys (general, building 2, heating,
    // hot water) and a parking: each question with boxes « ☒ oui ☐ non » beside its amount, the
    // lots' shares each and summed, last year's regularisation unpaid, a façade of building 2 voted
    // in March to come in four instalments, the fund and an éco-PTZ loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-29',
    figures: [
      day('document_date', '2025-04-29'),
      money('building_budget', 14000000),
      money('expected_budget', 470912),
      money('building_budget_n', 13520000),
      money('expected_budget_n', 455168),
      money('budget_n', 473789),
      day('dt_based', '2025-03-27'),
      money('expected_budget_n1', 440388),
      money('budget_n1', 440437),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 18621),
      money('reserved_advances', 0),
      money('ongoing_budget', 235456, 2),
      money('unbudget_not_due', 838400, 2),
      money('works_funds', 6140000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 144904, 2),
      money('works_funds_contribution', 700000, 2),
      money('works_funds_last_contribution', 4130, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 21000000, 2),
      money('loan_share', 495600, 2),
      money('loan_remaining', 421260, 2),
      money('loan_instalment', 8260, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 2810257, 2),
      money('unpaid_providers', 1974003, 2),
      money('transfer_fees', 45000, 2),
    ],
    pages: [
      [
        heading('ALSACE SYNDIC PARTENAIRES'),
        small(
          '14 quai des Bateliers 67000 Strasbourg — 03 88 35 62 07 — formulaire « Mutation » n° ASP-M-2025-0211',
        ),
        p('Strasbourg, le 29/04/2025'),
        p(
          'Résidence LES JARDINS DE L’ILL — bâtiments 1, 2 et 3 — 7 rue de la Robertsau 67000 Strasbourg. Vendeur : M. Frédéric Schwebel. Lot 2-14 : appartement du bâtiment 2 (générales 226/10 000, bâtiment 2 131/1 000, chauffage 241/10 000, eau chaude 241/10 000). Lot PK33 : parking (générales 10/10 000, parkings 25/1 000). Exercice : 1er janvier – 31 décembre.',
        ),
        table(
          ['Question', 'Réponse', 'Montant'],
          ['Budget voté pour l’exercice en cours (2025, AG du 21/03/2024)', '', '140.000,00 EUR'],
          [
            'Part des lots dans ce budget',
            'lot 2-14 : 4.589,12 EUR ; lot PK33 : 120,00 EUR',
            '4.709,12 EUR',
          ],
          ['Budget du dernier exercice clos (2024)', 'dépenses : 140.654,20 EUR', '135.200,00 EUR'],
          [
            'Provisions appelées aux lots en 2024',
            'lot 2-14 : 4.433,68 ; lot PK33 : 118,00',
            '4.551,68 EUR',
          ],
          [
            'Charges réelles des lots en 2024',
            'lot 2-14 : 4.620,97 ; lot PK33 : 116,92',
            '4.737,89 EUR',
          ],
          ['Approbation des comptes 2024', 'AG du 27/03/2025', ''],
          [
            'Provisions appelées aux lots en 2023',
            'charges réelles 2023 : 4.404,37 EUR',
            '4.403,88 EUR',
          ],
          ['Provisions exigibles impayées', '☐ oui ☒ non', '0,00 EUR'],
          ['Appels de travaux exigibles impayés', '☐ oui ☒ non', '0,00 EUR'],
          [
            'Sommes dues sur exercices clos',
            '☒ oui ☐ non — régularisation 2024 appelée le 10/04/2025',
            '186,21 EUR',
          ],
          ['Avances versées par le vendeur', '☐ oui ☒ non', '0,00 EUR'],
        ),
        small('ASP-M-2025-0211 — page 1/2'),
      ],
      [
        small('ASP-M-2025-0211 — Les Jardins de l’Ill — lots 2-14 et PK33 — page 2/2'),
        table(
          ['Question', 'Réponse', 'Montant'],
          ['Provisions non encore exigibles (01/07 et 01/10/2025)', '☒ oui ☐ non', '2.354,56 EUR'],
          [
            'Travaux votés non encore appelés',
            '☒ oui ☐ non — ravalement du bâtiment 2 (AG du 27/03/2025, 64.000,00 EUR, clé bâtiment 2) : 4 appels de 2.096,00 EUR les 01/06/2025, 01/09/2025, 01/12/2025 et 01/03/2026',
            '8.384,00 EUR',
          ],
          ['Fonds de travaux au 31/12/2024', '☒ oui ☐ non', '61.400,00 EUR'],
          ['Part des lots vendus dans le fonds (236/10 000)', '', '1.449,04 EUR'],
          ['Cotisation annuelle 2025', '', '7.000,00 EUR'],
          ['Dernière cotisation appelée aux lots (01/04/2025)', '', '41,30 EUR'],
          [
            'Emprunt collectif',
            '☒ oui ☐ non — éco-PTZ isolation (2023), capital',
            '210.000,00 EUR',
          ],
          ['Part des lots dans l’emprunt (236/10 000)', '', '4.956,00 EUR'],
          ['Capital restant dû par les lots', '', '4.212,60 EUR'],
          ['Échéance trimestrielle des lots — prochaine le 01/07/2025', '', '82,60 EUR'],
          ['Copropriétaires débiteurs au 31/12/2024', '', '28.102,57 EUR'],
          ['Fournisseurs au 31/12/2024', '', '19.740,03 EUR'],
          ['Procédure en cours', '☐ oui ☒ non', ''],
          ['Honoraires de l’état daté', '', '450,00 EUR'],
        ),
        right('Le gestionnaire, Mme Carole Wendling'),
      ],
    ],
  },
  {
    // a seaside syndic's pre-printed answer sheet, exercise from 1 October, amounts as « 1.234,56
    // EUR », one flat on three keys (general, building B, lift B): dotted lines each ending with
    // boxes « ☒ oui ☐ non » and the amount, the lot's share per key and summed, the January quarter
    // unpaid, the closed exercise's regularisation to be called with the April quarter, terraces
    // voted in January to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-01-30',
    figures: [
      day('document_date', '2025-01-30'),
      money('building_budget', 6800000),
      money('expected_budget', 323280),
      money('building_budget_n', 6520000),
      money('expected_budget_n', 308040),
      money('budget_n', 313901),
      day('dt_based', '2025-01-11'),
      money('expected_budget_n1', 299512),
      money('budget_n1', 300434),
      money('budget', 80820),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 20000),
      money('ongoing_budget', 161640),
      money('unbudget_not_due', 539600),
      money('works_funds', 2590000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_lot', 46102),
      money('works_funds_contribution', 340000),
      money('works_funds_last_contribution', 1513),
      day('dt_last_contribution', '2025-01-01'),
      money('unpaid', 981726),
      money('unpaid_providers', 620614),
      money('transfer_fees', 34800),
    ],
    pages: [
      [
        heading('BASSIN SYNDIC — ARCACHON'),
        small('Syndic de copropriété — 41 boulevard de la Plage 33120 Arcachon — 05 56 83 40 19'),
        title('Fiche de renseignements — vente d’un lot'),
        p(
          'Établie le 30 janv. 2025. Résidence LES PINS DE LA CORNICHE, bâtiments A, B et C, 3 allée de la Chapelle 33120 Arcachon. Vendeuse : Mme Armelle Dubern. Lot 118 : appartement du bâtiment B (générales 178/10 000, bâtiment B 142/1 000, ascenseur B 150/1 000). Exercice du 1er octobre au 30 septembre.',
        ),
        heading('I. Budgets'),
        p(
          'Budget de l’exercice 2024/2025 (voté le 13/01/2024) ........ 68.000,00 EUR\n   dont générales 52.000,00 — bâtiment B 11.600,00 — ascenseur B 4.400,00\nPart du lot 118 : 925,60 + 1.647,20 + 660,00 ........ 3.232,80 EUR (808,20 EUR par trimestre)\nBudget de l’exercice 2023/2024, clos le 30/09/2024 ........ 65.200,00 EUR (dépenses : 66.737,20 EUR)\nProvisions appelées au lot sur cet exercice ........ 3.080,40 EUR\nCharges réelles du lot sur cet exercice ........ 3.139,01 EUR\nComptes 2023/2024 approuvés par l’assemblée du ........ 11/01/2025\nExercice 2022/2023 : provisions du lot 2.995,12 EUR ; charges réelles 3.004,34 EUR',
        ),
        heading('II. Compte de la venderesse'),
        p(
          'Provisions exigibles impayées ........ ☒ oui ☐ non ........ 808,20 EUR (appel du 01/01/2025)\nTravaux exigibles impayés ........ ☐ oui ☒ non ........ 0,00 EUR\nArriérés d’exercices clos ........ ☐ oui ☒ non ........ 0,00 EUR (1)\nAvance de trésorerie ........ ☒ oui ☐ non ........ 200,00 EUR\nProvisions restant à appeler sur l’exercice ........ ☒ oui ☐ non ........ 1.616,40 EUR\nTravaux votés restant à appeler ........ ☒ oui ☐ non ........ 5.396,00 EUR (2)',
        ),
        heading('III. Fonds de travaux, emprunt, syndicat'),
        p(
          'Fonds de travaux au 30/09/2024 ........ 25.900,00 EUR, dont lot 118 : 461,02 EUR\nCotisation 2024/2025 ........ 3.400,00 EUR ; appelé au lot le 01/01/2025 : 15,13 EUR\nEmprunt collectif ........ ☐ oui ☒ non\nImpayés des copropriétaires au 30/09/2024 ........ 9.817,26 EUR\nDettes fournisseurs au 30/09/2024 ........ 6.206,14 EUR\nProcédure ........ ☐ oui ☒ non\nÉtat daté ........ 348,00 EUR TTC',
        ),
        small(
          '(1) la régularisation 2023/2024 du lot (58,61 EUR à sa charge) sera appelée avec l’échéance du 01/04/2025.\n(2) étanchéité des terrasses du bâtiment B (AG du 11/01/2025, 38.000,00 EUR, clé bâtiment B), appelée par moitiés les 01/04 et 01/07/2025. Budget 2025/2026 voté le même jour : 70.500,00 EUR.',
        ),
        right('Bassin Syndic — M. Julien Lalanne'),
      ],
    ],
  },
  {
    // a regional syndic's answers over two pages, calendar exercise, a residence of three buildings,
    // a flat in building A on three keys and an underground garage under building C: on page 1 one
    // table whose headers span two columns (the building's budget and real, the two lots' provisions
    // and real), a row per exercise and one for a gable's works outside the budget; on page 2 the
    // answers with nothing unpaid, a garage door voted in April to come, the fund and a lift loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      money('expected_budget_n1', 474020),
      money('budget_n1', 475324),
      money('building_budget_n', 6680000),
      money('expected_budget_n', 493920),
      money('budget_n', 499838),
      money('expected_hors_budget_n', 470400),
      money('hors_budget_n', 486401),
      money('building_budget', 6940000),
      money('expected_budget', 512920),
      day('dt_based', '2025-04-08'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('ongoing_budget', 256460, 2),
      money('unbudget_not_due', 67500, 2),
      money('reserved_advances', 35000, 2),
      money('works_funds', 3060000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 108018, 2),
      money('works_funds_contribution', 360000, 2),
      money('works_funds_last_contribution', 3177, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 6000000, 2),
      money('loan_share', 1230000, 2),
      money('loan_remaining', 691245, 2),
      money('loan_instalment', 33418, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 771240, 2),
      money('unpaid_providers', 516095, 2),
      money('transfer_fees', 33000, 2),
    ],
    pages: [
      [
        heading('ANJOU COPROPRIÉTÉS'),
        small('Syndic professionnel — 6 boulevard Foch 49100 Angers — 02 41 87 22 35'),
        p('Angers, le 3 juin 2025'),
        title('Réponses au questionnaire du notaire — lots A08 et S12'),
        p(
          'Résidence LES HAUTS DE LA MAINE (bâtiments A, B et C), 22 rue Haute-Reculée 49100 Angers. Vendeurs : M. et Mme Laurent Chevrollier. Lot A08 : appartement du bâtiment A — générales 341/10 000, bâtiment A 196/1 000, ascenseur A 205/1 000. Lot S12 : garage au sous-sol du bâtiment C — générales 12/10 000, garages 45/1 000. Exercice civil.',
        ),
        table(
          ['Exercice', 'IMMEUBLE', '', 'LOTS A08 + S12', ''],
          [
            '',
            'budget voté ou appelé',
            'dépenses réelles',
            'provisions appelées',
            'charges réelles',
          ],
          ['2023', '64 000,00', '63 839,90', '4 740,20', '4 753,24'],
          ['2024 (dernier exercice clos)', '66 800,00', '67 944,00', '4 939,20', '4 998,38'],
          [
            '2024 — ravalement du pignon ouest, bâtiment A (hors budget)',
            '24 000,00',
            '24 816,40',
            '4 704,00',
            '4 864,01',
          ],
          ['2025 (exercice en cours)', '69 400,00', '', '5 129,20', ''],
          ['2026 (budget voté)', '72 000,00', '', '', ''],
        ),
        small(
          'Détail 2025 : lot A08 4 925,20 ; lot S12 204,00 ; appel trimestriel des deux lots 1 282,30. Détail 2024 : provisions A08 4 737,60 et S12 201,60 ; charges réelles A08 4 803,66 et S12 194,72. Le ravalement du pignon ne concerne que le lot A08 (clé bâtiment A).',
        ),
        small(
          'Budget 2025 voté par l’AG du 11/04/2024 ; comptes 2024 et travaux approuvés, budget 2026 voté par l’AG du 08/04/2025. — 1/2',
        ),
      ],
      [
        small('Anjou Copropriétés — Les Hauts de la Maine — lots A08 et S12 — 2/2'),
        table(
          ['Situation au 03/06/2025', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Travaux exigibles non réglés', '0,00'],
          ['Exercices clos non réglés (régularisation 2024 de 219,19 payée le 12/05/2025)', '0,00'],
          ['Avance de trésorerie versée par les vendeurs', '350,00'],
          ['Provisions 2025 restant à appeler (01/07 et 01/10/2025)', '2 564,60'],
          [
            'Travaux votés à appeler : porte du garage souterrain (AG du 08/04/2025, 15 000,00, clé garages), lot S12, le 01/07/2025',
            '675,00',
          ],
        ),
        table(
          ['Fonds de travaux, emprunt, syndicat', 'Montant'],
          ['Fonds de travaux au 31/12/2024', '30 600,00'],
          ['Part des deux lots (353/10 000)', '1 080,18'],
          ['Cotisation 2025', '3 600,00'],
          ['Appel du 01/04/2025 aux deux lots', '31,77'],
          ['Emprunt de rénovation de l’ascenseur A (2021), capital', '60 000,00'],
          ['Part du lot A08 (205/1 000)', '12 300,00'],
          ['Capital restant dû par le lot', '6 912,45'],
          ['Échéance trimestrielle — prochaine le 01/07/2025', '334,18'],
          ['Copropriétaires débiteurs au 31/12/2024', '7 712,40'],
          ['Fournisseurs au 31/12/2024', '5 160,95'],
          ['Honoraires de l’état daté TTC', '330,00'],
        ),
        p('Aucune procédure en cours. Mme Anne-Sophie Rabouin, gestionnaire.'),
      ],
    ],
  },
  {
    // a mountain syndic's answers over two pages, exercise from 1 May, a flat in building A on three
    // keys, a cellar and a parking: on page 1 one table with a row per line (the building, each lot,
    // the lots' total, their roof works outside the budget) and exercise headers spanning two
    // columns (« prévu », « réel ») from 2023/2024 to the voted 2026/2027; on page 2 the answers, the
    // May quarter unpaid, the closed exercise's surplus in the seller's favour, boiler-room works
    // voted in June to come, the fund, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      money('expected_budget_n1', 316064),
      money('budget_n1', 321806),
      money('building_budget_n', 10600000),
      money('expected_budget_n', 327180),
      money('budget_n', 330222),
      money('expected_hors_budget_n', 653400),
      money('hors_budget_n', 640172),
      money('building_budget', 11020000),
      money('expected_budget', 339016),
      day('dt_based', '2025-06-06'),
      money('budget', 84754, 2),
      money('unbudget', 0, 2),
      money('credit_balance', 10186, 2),
      money('ongoing_budget', 254262, 2),
      money('unbudget_not_due', 47880, 2),
      money('reserved_advances', 24000, 2),
      money('works_funds', 3980000, 2),
      day('dt_works_funds', '2025-04-30', 2),
      money('works_funds_lot', 70446, 2),
      money('works_funds_contribution', 560000, 2),
      money('works_funds_last_contribution', 2478, 2),
      day('dt_last_contribution', '2025-05-01', 2),
      money('unpaid', 1644018, 2),
      money('unpaid_providers', 1028765, 2),
      money('transfer_fees', 38400, 2),
    ],
    pages: [
      [
        heading('VERCORS IMMOBILIER GESTION'),
        small(
          'Syndic de copropriété — 5 place de la Libération 38250 Villard-de-Lans — 04 76 95 13 48 — Villard-de-Lans, le 19.06.2025',
        ),
        title('Résidence LE BALCON DU VERCORS — vente des lots 12, 45 et 88'),
        p(
          'Bâtiments A et B, 210 avenue du Général-de-Gaulle 38250 Villard-de-Lans. Vendeur : M. Raphaël Gerbier-Faure. Lot 12 : appartement du bâtiment A (générales 164/10 000, bâtiment A 118/1 000, chauffage collectif 171/10 000) ; lot 45 : cave (générales 4/10 000, bâtiment A 3/1 000) ; lot 88 : parking (générales 9/10 000, parkings 36/1 000). Exercice du 1er mai au 30 avril.',
        ),
        table(
          ['', 'Exercice 2023/2024', '', 'Exercice 2024/2025', '', '2025/2026', '2026/2027'],
          ['', 'prévu', 'réel', 'prévu', 'réel', 'voté', 'voté'],
          [
            'Immeuble',
            '102 000,00',
            '102 978,60',
            '106 000,00',
            '109 333,90',
            '110 200,00',
            '114 000,00',
          ],
          ['Lot 12', '2 948,64', '3 007,83', '3 056,00', '3 082,00', '3 163,36', ''],
          ['Lot 45', '60,80', '61,75', '62,80', '62,40', '64,80', ''],
          ['Lot 88', '151,20', '148,48', '153,00', '157,82', '162,00', ''],
          ['Total des trois lots', '3 160,64', '3 218,06', '3 271,80', '3 302,22', '3 390,16', ''],
          [
            'Toiture du bâtiment A, hors budget (lots 12 + 45)',
            '',
            '',
            '6 534,00',
            '6 401,72',
            '',
            '',
          ],
        ),
        small(
          'Toiture du bâtiment A : 54 000,00 appelés, 52 906,80 dépensés (clé bâtiment A). Exercice 2024/2025 clos le 30/04/2025, comptes approuvés par l’AG du 06/06/2025, qui a aussi voté le budget 2026/2027 ; budget 2025/2026 voté le 07/06/2024, appelé par trimestres de 847,54 pour les trois lots. — 1/2',
        ),
      ],
      [
        small('Vercors Immobilier Gestion — Le Balcon du Vercors — lots 12, 45, 88 — 2/2'),
        table(
          ['Question', 'Réponse'],
          ['Provisions exigibles non payées', '847,54 € (appel du 01/05/2025)'],
          ['Travaux exigibles non payés', '0,00 €'],
          [
            'Exercices clos',
            'l’exercice 2024/2025 laisse un excédent de 101,86 € en faveur du vendeur (charges + 30,42 € ; toiture − 132,28 €), porté à son crédit',
          ],
          ['Avances détenues', '240,00 €'],
          ['Provisions 2025/2026 à échoir', '2 542,62 € (01/08/2025, 01/11/2025, 01/02/2026)'],
          [
            'Travaux votés à appeler',
            'mise en conformité de la chaufferie (AG du 06/06/2025, 28 000,00 €, clé chauffage) : 478,80 € pour le lot 12, le 01/08/2025',
          ],
          ['Fonds de travaux', '39 800,00 € au 30/04/2025 ; part des trois lots : 704,46 €'],
          ['Cotisation', '5 600,00 € pour 2025/2026 ; 24,78 € appelés aux lots le 01/05/2025'],
          ['Emprunt collectif', 'néant'],
          ['Impayés des copropriétaires', '16 440,18 € au 30/04/2025'],
          ['Dettes fournisseurs', '10 287,65 € au 30/04/2025'],
          ['Procédures', 'aucune'],
          ['État daté', '384,00 € TTC'],
        ),
        right('Pour le syndic, Mme Lucie Arnaud-Faure'),
      ],
    ],
  },
  {
    // a regional cabinet's software ledger over two pages printed across the page, calendar
    // exercise, a residence of three buildings, a flat in building B and a parking: each quarter's
    // provisions posted key by key (general, building B, lift B, heating, parkings) with the fund, a
    // running balance column in words (« débiteur », « créditeur »), a lift's two works calls, last
    // year's regularisation; on page 2 a recap by key whose headers span two columns (the
    // building's budget, the lots' share) and the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    landscape: true,
    figures: [
      day('document_date', '2025-06-12'),
      money('building_budget_n', 14880000, 2),
      money('expected_budget_n', 732080, 2),
      money('budget_n', 750473, 2),
      money('building_budget', 15400000, 2),
      money('expected_budget', 763740, 2),
      money('budget', 0, 2),
      money('unbudget', 219600, 2),
      money('wanted_loads', 18393, 2),
      money('works_funds_last_contribution', 5073, 2),
      money('reserved_advances', 52000, 2),
    ],
    pages: [
      [
        small(
          'SYNDIGEST PRO 11 — grand livre copropriétaire — édition du 12/06/2025 — Cabinet Lemaire-Hautecœur, 15 rue des Trois-Cailloux 80000 Amiens — 1/2',
        ),
        heading(
          'RÉSIDENCE LES HORTILLONNAGES — bâtiments A, B et C — 40 boulevard de Beauvillé 80000 Amiens',
        ),
        right('Mme Véronique Delattre\ncompte 0814-0221\nlots B21 (appartement) et 63 (parking)'),
        title('Grand livre du 01/01/2025 au 12/06/2025'),
        listing(
          ['Date', 'Jnl', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'RAN', 'Report à nouveau au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'APP', 'Prov. T1 2025 — clé gén.', '493,95', '', '493,95 débiteur'],
          ['01/01/2025', 'APP', 'Prov. T1 2025 — clé bât. B', '718,20', '', '1 212,15 débiteur'],
          ['01/01/2025', 'APP', 'Prov. T1 2025 — clé asc. B', '329,40', '', '1 541,55 débiteur'],
          ['01/01/2025', 'APP', 'Prov. T1 2025 — clé chauffage', '345,80', '', '1 887,35 débiteur'],
          ['01/01/2025', 'APP', 'Prov. T1 2025 — clé parkings', '22,00', '', '1 909,35 débiteur'],
          ['01/01/2025', 'APP', 'Fonds de travaux T1 2025', '50,73', '', '1 960,08 débiteur'],
          ['07/01/2025', 'BQ', 'Prélèvement SEPA', '', '1 960,08', '0,00'],
          [
            '01/02/2025',
            'TRV',
            'Portes palières asc. B (AG 30/05/2024) 1/2',
            '2 196,00',
            '',
            '2 196,00 débiteur',
          ],
          ['10/02/2025', 'BQ', 'Virement reçu', '', '2 196,00', '0,00'],
          ['01/04/2025', 'APP', 'Prov. T2 2025 — clé gén.', '493,95', '', '493,95 débiteur'],
          ['01/04/2025', 'APP', 'Prov. T2 2025 — clé bât. B', '718,20', '', '1 212,15 débiteur'],
          ['01/04/2025', 'APP', 'Prov. T2 2025 — clé asc. B', '329,40', '', '1 541,55 débiteur'],
          ['01/04/2025', 'APP', 'Prov. T2 2025 — clé chauffage', '345,80', '', '1 887,35 débiteur'],
          ['01/04/2025', 'APP', 'Prov. T2 2025 — clé parkings', '22,00', '', '1 909,35 débiteur'],
          ['01/04/2025', 'APP', 'Fonds de travaux T2 2025', '50,73', '', '1 960,08 débiteur'],
          ['08/04/2025', 'BQ', 'Prélèvement SEPA', '', '1 960,08', '0,00'],
          [
            '01/05/2025',
            'TRV',
            'Portes palières asc. B (AG 30/05/2024) 2/2',
            '2 196,00',
            '',
            '2 196,00 débiteur',
          ],
          [
            '22/05/2025',
            'REG',
            'Régularisation charges 2024 (AG 15/05/2025)',
            '183,93',
            '',
            '2 379,93 débiteur',
          ],
          ['', '', 'Totaux de la période', '8 496,09', '6 116,16', '2 379,93 débiteur'],
        ),
        small(
          'Jnl : RAN report à nouveau — APP appels de provisions — TRV travaux — REG régularisations — BQ banque. Les provisions des deux lots sont cumulées par clé.',
        ),
      ],
      [
        small('SYNDIGEST PRO 11 — compte 0814-0221 — 2/2'),
        heading(
          'Récapitulatif par clé — lot B21 : gén. 258, bât. B 171, asc. B 183, chauffage 266 — lot 63 : gén. 9, parkings 22',
        ),
        listing(
          ['Clé (base)', 'Budget immeuble', '', '', 'Quote-part lots B21 + 63', '', ''],
          ['', '2024', 'réel 2024', '2025', '2024', 'réel 2024', '2025'],
          [
            'Générales (10 000)',
            '72 000,00',
            '73 412,60',
            '74 000,00',
            '1 922,40',
            '1 960,12',
            '1 975,80',
          ],
          [
            'Bâtiment B (1 000)',
            '16 000,00',
            '15 706,20',
            '16 800,00',
            '2 736,00',
            '2 685,76',
            '2 872,80',
          ],
          [
            'Ascenseur B (1 000)',
            '6 800,00',
            '7 318,40',
            '7 200,00',
            '1 244,40',
            '1 339,27',
            '1 317,60',
          ],
          [
            'Chauffage (10 000)',
            '50 000,00',
            '53 906,10',
            '52 000,00',
            '1 330,00',
            '1 433,90',
            '1 383,20',
          ],
          ['Parkings (1 000)', '4 000,00', '3 894,70', '4 000,00', '88,00', '85,68', '88,00'],
          ['Total', '148 800,00', '154 238,00', '154 000,00', '7 320,80', '7 504,73', '7 637,40'],
        ),
        listing(
          ['Détail du solde au 12/06/2025', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Travaux exigibles non réglés (portes palières 2/2 du 01/05/2025)', '2 196,00'],
          ['Exercice clos 2024 (régularisation)', '183,93'],
          ['Solde débiteur', '2 379,93'],
        ),
        p(
          'Avance de trésorerie versée (compte 103) : 520,00 €. Dernier appel de fonds de travaux : 50,73 € le 01/04/2025.',
        ),
      ],
    ],
  },
  {
    // a seaside syndic's software statement over two pages printed across the page, exercise from
    // 1 October, a residence of three buildings, a flat in building C, a cellar and a parking: a
    // line per lot for each quarter and one for the fund, a running balance with its direction
    // written out (« Débiteur », « Créditeur »), the closing of the exercise and the « report à
    // nouveau », the closed exercise's regularisation paid, the April quarter unpaid; on page 2 the
    // building's budget and the three lots' provisions and real charges per exercise
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-20',
    landscape: true,
    figures: [
      day('document_date', '2025-05-20'),
      money('building_budget_n', 7960000, 2),
      money('expected_budget_n', 589020, 2),
      money('budget_n', 597903, 2),
      money('building_budget', 8240000, 2),
      money('expected_budget', 613040, 2),
      money('budget', 153260, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 3170, 2),
      money('reserved_advances', 45000, 2),
    ],
    pages: [
      [
        small(
          'IMMOFACTO 6 — relevé de compte copropriétaire — ARMOR GESTION SYNDIC, 3 rue de Dinan 35400 Saint-Malo — édité le 20/05/2025 — 1/2',
        ),
        heading(
          'Résidence LES REMPARTS DU SILLON — bâtiments A, B et C — 61 chaussée du Sillon 35400 Saint-Malo',
        ),
        right('M. Denis Le Roux-Mahé\ncompte 3540-0105\nlots C05 — 17 — 33'),
        title('Relevé de compte du 01/07/2024 au 20/05/2025'),
        listing(
          ['Date', 'Pièce', 'Lot', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Sens'],
          ['01/07/2024', 'RAN', '', 'Solde au 30/06/2024', '', '', '0,00', '—'],
          [
            '01/07/2024',
            'AP2407',
            'C05',
            'Prov. T4 2023/2024 — lot C05',
            '1 408,65',
            '',
            '1 408,65',
            'Débiteur',
          ],
          [
            '01/07/2024',
            'AP2407',
            '17',
            'Prov. T4 2023/2024 — lot 17',
            '20,05',
            '',
            '1 428,70',
            'Débiteur',
          ],
          [
            '01/07/2024',
            'AP2407',
            '33',
            'Prov. T4 2023/2024 — lot 33',
            '43,85',
            '',
            '1 472,55',
            'Débiteur',
          ],
          [
            '01/07/2024',
            'AP2407',
            '',
            'Fonds de travaux T4 2023/2024',
            '31,70',
            '',
            '1 504,25',
            'Débiteur',
          ],
          ['09/07/2024', 'VIR', '', 'Virement reçu', '', '1 504,25', '0,00', '—'],
          ['30/09/2024', 'CLO', '', 'Clôture de l’exercice 2023/2024', '', '', '0,00', '—'],
          ['01/10/2024', 'RAN', '', 'Report à nouveau — exercice 2024/2025', '', '', '0,00', '—'],
          [
            '01/10/2024',
            'AP2410',
            'C05',
            'Prov. T1 2024/2025 — lot C05',
            '1 467,50',
            '',
            '1 467,50',
            'Débiteur',
          ],
          [
            '01/10/2024',
            'AP2410',
            '17',
            'Prov. T1 2024/2025 — lot 17',
            '20,70',
            '',
            '1 488,20',
            'Débiteur',
          ],
          [
            '01/10/2024',
            'AP2410',
            '33',
            'Prov. T1 2024/2025 — lot 33',
            '44,40',
            '',
            '1 532,60',
            'Débiteur',
          ],
          [
            '01/10/2024',
            'AP2410',
            '',
            'Fonds de travaux T1 2024/2025',
            '31,70',
            '',
            '1 564,30',
            'Débiteur',
          ],
          ['08/10/2024', 'VIR', '', 'Virement reçu', '', '1 564,30', '0,00', '—'],
          [
            '01/01/2025',
            'AP2501',
            'C05',
            'Prov. T2 2024/2025 — lot C05',
            '1 467,50',
            '',
            '1 467,50',
            'Débiteur',
          ],
          [
            '01/01/2025',
            'AP2501',
            '17',
            'Prov. T2 2024/2025 — lot 17',
            '20,70',
            '',
            '1 488,20',
            'Débiteur',
          ],
          [
            '01/01/2025',
            'AP2501',
            '33',
            'Prov. T2 2024/2025 — lot 33',
            '44,40',
            '',
            '1 532,60',
            'Débiteur',
          ],
          [
            '01/01/2025',
            'AP2501',
            '',
            'Fonds de travaux T2 2024/2025',
            '31,70',
            '',
            '1 564,30',
            'Débiteur',
          ],
          ['09/01/2025', 'VIR', '', 'Virement reçu', '', '1 564,30', '0,00', '—'],
          [
            '27/01/2025',
            'RG24',
            '',
            'Régularisation 2023/2024 (AG 16/01/2025)',
            '88,83',
            '',
            '88,83',
            'Débiteur',
          ],
          ['05/02/2025', 'VIR', '', 'Virement reçu', '', '88,83', '0,00', '—'],
          [
            '01/04/2025',
            'AP2504',
            'C05',
            'Prov. T3 2024/2025 — lot C05',
            '1 467,50',
            '',
            '1 467,50',
            'Débiteur',
          ],
          [
            '01/04/2025',
            'AP2504',
            '17',
            'Prov. T3 2024/2025 — lot 17',
            '20,70',
            '',
            '1 488,20',
            'Débiteur',
          ],
          [
            '01/04/2025',
            'AP2504',
            '33',
            'Prov. T3 2024/2025 — lot 33',
            '44,40',
            '',
            '1 532,60',
            'Débiteur',
          ],
          [
            '01/04/2025',
            'AP2504',
            '',
            'Fonds de travaux T3 2024/2025',
            '31,70',
            '',
            '1 564,30',
            'Débiteur',
          ],
          ['', '', '', 'Totaux', '6 285,98', '4 721,68', '1 564,30', 'Débiteur'],
        ),
      ],
      [
        small('IMMOFACTO 6 — compte 3540-0105 — 2/2'),
        heading('Exercices du 1er octobre au 30 septembre'),
        listing(
          [
            '',
            'Budget immeuble',
            'Provisions C05',
            'Provisions 17',
            'Provisions 33',
            'Provisions des 3 lots',
            'Charges réelles des 3 lots',
          ],
          ['2023/2024 (clos)', '79 600,00', '5 634,60', '80,20', '175,40', '5 890,20', '5 979,03'],
          ['2024/2025 (en cours)', '82 400,00', '5 870,00', '82,80', '177,60', '6 130,40', ''],
        ),
        small(
          'Tantièmes : C05 générales 301/10 000, bâtiment C 212/1 000, ascenseur C 226/1 000 ; 17 générales 5/10 000, bâtiment C 4/1 000 ; 33 générales 11/10 000, parkings 31/1 000. Dépenses 2023/2024 de l’immeuble : 79 246,30, comptes approuvés le 16/01/2025.',
        ),
        listing(
          ['Composition du solde au 20/05/2025', 'Montant', 'Sens'],
          ['Provisions exigibles impayées (T3 2024/2025)', '1 532,60', 'Débiteur'],
          ['Fonds de travaux (appel du 01/04/2025)', '31,70', 'Débiteur'],
          ['Travaux exigibles impayés', '0,00', ''],
          ['Exercices clos impayés', '0,00', ''],
          ['Solde', '1 564,30', 'Débiteur'],
        ),
        p('Avance de trésorerie détenue : 450,00 €. Prochain appel : 01/07/2025.'),
      ],
    ],
  },
  {
    // scanned: a mountain office's account statement over two pages, exercise from 1 May, one flat
    // on three keys (general, building B, heating): the closed exercise's last quarter, its closing
    // and the « report à nouveau », the new exercise's first quarter, a balconies' second half
    // unpaid and the closed exercise's regularisation; on page 2 the keys with the building's and
    // the lot's columns under headers spanning two columns, the balance broken down
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(170, 0.9, 13),
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget_n', 7000000, 2),
      money('expected_budget_n', 309876, 2),
      money('budget_n', 312404, 2),
      money('building_budget', 7280000, 2),
      money('expected_budget', 322524, 2),
      money('budget', 0, 2),
      money('unbudget', 243100, 2),
      money('wanted_loads', 2528, 2),
      money('works_funds_last_contribution', 1899, 2),
      money('reserved_advances', 20000, 2),
    ],
    pages: [
      [
        heading('CABINET PERRIER-BALMAT'),
        small(
          'Syndic de copropriété — 94 rue Joseph-Vallot 74400 Chamonix-Mont-Blanc — 04 50 53 19 82',
        ),
        p('Chamonix, le 16/06/2025'),
        right(
          'Mme Odile Ravanel\nRésidence Les Aiguilles Rouges, lot 26\n74400 Chamonix-Mont-Blanc',
        ),
        title('Relevé de votre compte'),
        p(
          'Résidence LES AIGUILLES ROUGES, bâtiments A et B, 33 route des Praz — lot 26, appartement du bâtiment B — exercice du 1er mai au 30 avril',
        ),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/02/2025', 'Solde au 31/01/2025', '', '', '0,00'],
          ['01/02/2025', 'Provisions 4e trimestre 2024/2025', '774,69', '', '774,69 débiteur'],
          ['01/02/2025', 'Fonds de travaux 4e trimestre 2024/2025', '18,99', '', '793,68 débiteur'],
          ['12/02/2025', 'Chèque n° 7702', '', '793,68', '0,00'],
          ['30/04/2025', 'Clôture de l’exercice 2024/2025', '', '', '0,00'],
          ['01/05/2025', 'Report à nouveau — exercice 2025/2026', '', '', '0,00'],
          ['01/05/2025', 'Provisions 1er trimestre 2025/2026', '806,31', '', '806,31 débiteur'],
          [
            '01/05/2025',
            'Fonds de travaux 1er trimestre 2025/2026',
            '18,99',
            '',
            '825,30 débiteur',
          ],
          [
            '01/05/2025',
            'Balcons du bâtiment B (AG du 08/06/2024) — 2e moitié',
            '2 431,00',
            '',
            '3 256,30 débiteur',
          ],
          ['14/05/2025', 'Chèque n° 7719', '', '825,30', '2 431,00 débiteur'],
          [
            '10/06/2025',
            'Régularisation 2024/2025 (AG du 05/06/2025)',
            '25,28',
            '',
            '2 456,28 débiteur',
          ],
          ['', 'Totaux', '4 075,26', '1 618,98', '2 456,28 débiteur'],
        ),
        small('page 1/2'),
      ],
      [
        small('Cabinet Perrier-Balmat — Les Aiguilles Rouges — lot 26 — page 2/2'),
        table(
          ['Clé (tantièmes du lot 26)', 'Immeuble', '', '', 'Lot 26', '', ''],
          [
            '',
            'budget 2024/2025',
            'réel 2024/2025',
            'budget 2025/2026',
            'budget 2024/2025',
            'réel 2024/2025',
            'budget 2025/2026',
          ],
          [
            'Générales (211/10 000)',
            '38 000,00',
            '38 712,40',
            '39 600,00',
            '801,80',
            '816,83',
            '835,56',
          ],
          [
            'Bâtiment B (187/1 000)',
            '9 600,00',
            '9 318,60',
            '10 000,00',
            '1 795,20',
            '1 742,58',
            '1 870,00',
          ],
          [
            'Chauffage (224/10 000)',
            '22 400,00',
            '25 206,80',
            '23 200,00',
            '501,76',
            '564,63',
            '519,68',
          ],
          ['Total', '70 000,00', '73 237,80', '72 800,00', '3 098,76', '3 124,04', '3 225,24'],
        ),
        table(
          ['Votre solde débiteur de 2 456,28 se compose de', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Travaux exigibles non réglés (balcons, 2e moitié du 01/05/2025)', '2 431,00'],
          ['Exercice clos 2024/2025 (régularisation)', '25,28'],
        ),
        p(
          'Fonds de travaux : 18,99 € appelés le 01/05/2025. Avance de trésorerie détenue par le syndicat : 200,00 €. Budget 2025/2026 voté par l’AG du 08/06/2024 ; comptes 2024/2025 approuvés le 05/06/2025.',
        ),
      ],
    ],
  },
  {
    // scanned: a seaside tourist residence's account statement over two pages, exercise from 1
    // October, a flat in building 2 and a parking summed on each call: columns « Montant dû » and «
    // Montant réglé » with a running balance in words, the closing and the « report à nouveau »,
    // the closed exercise's surplus credited so that the account ends in the owner's favour; on
    // page 2 a recap per exercise with the building's budget, each lot, their sum and the gap
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-03-04',
    scan: scanned(180, -1.0, 12),
    figures: [
      day('document_date', '2025-03-04'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 9852),
      money('works_funds_last_contribution', 2145),
      money('building_budget_n', 8760000, 2),
      money('expected_budget_n', 436600, 2),
      money('budget_n', 426748, 2),
      money('building_budget', 9040000, 2),
      money('expected_budget', 453260, 2),
      money('reserved_advances', 30000, 2),
    ],
    pages: [
      [
        heading('AGATHOISE DE GESTION — SYNDIC'),
        small(
          'Quai Jean-Miquel 34300 Le Cap-d’Agde — 04 67 26 90 51 — résidences de tourisme et copropriétés',
        ),
        p('Le Cap-d’Agde, le 04/03/2025'),
        right('M. et Mme Bernard Castel\nRésidence Les Jardins de la Plage\nlots 2-07 et P41'),
        title('Extrait de compte copropriétaire'),
        p(
          'Résidence de tourisme LES JARDINS DE LA PLAGE, bâtiments 1, 2 et 3, avenue des Sergents 34300 Le Cap-d’Agde — exercice du 1er octobre au 30 septembre — appels trimestriels des lots 2-07 (appartement, bâtiment 2) et P41 (parking) réunis.',
        ),
        table(
          ['Date', 'Opération', 'Montant dû', 'Montant réglé', 'Solde'],
          ['01/07/2024', 'Solde au 30/06/2024', '', '', '0,00'],
          ['01/07/2024', 'Provisions T4 2023/2024', '1 091,50', '', '1 091,50 débiteur'],
          ['01/07/2024', 'Fonds de travaux T4 2023/2024', '21,45', '', '1 112,95 débiteur'],
          ['10/07/2024', 'Virement', '', '1 112,95', '0,00'],
          ['30/09/2024', 'Clôture de l’exercice 2023/2024', '', '', '0,00'],
          ['01/10/2024', 'Report à nouveau 2024/2025', '', '', '0,00'],
          ['01/10/2024', 'Provisions T1 2024/2025', '1 133,15', '', '1 133,15 débiteur'],
          ['01/10/2024', 'Fonds de travaux T1 2024/2025', '21,45', '', '1 154,60 débiteur'],
          ['08/10/2024', 'Virement', '', '1 154,60', '0,00'],
          ['01/01/2025', 'Provisions T2 2024/2025', '1 133,15', '', '1 133,15 débiteur'],
          ['01/01/2025', 'Fonds de travaux T2 2024/2025', '21,45', '', '1 154,60 débiteur'],
          ['06/01/2025', 'Virement', '', '1 154,60', '0,00'],
          [
            '20/01/2025',
            'Excédent de charges 2023/2024 (AG du 11/01/2025)',
            '',
            '98,52',
            '98,52 créditeur',
          ],
          ['', 'Totaux', '3 422,15', '3 520,67', '98,52 créditeur'],
        ),
        p(
          'Situation au 04/03/2025 : provisions exigibles impayées 0,00 ; travaux exigibles impayés 0,00 ; solde créditeur de 98,52 € en votre faveur, qui sera imputé sur l’appel du 01/04/2025. Dernier appel au fonds de travaux : 21,45 €.',
        ),
        small('1/2'),
      ],
      [
        small('Agathoise de Gestion — Les Jardins de la Plage — lots 2-07 et P41 — 2/2'),
        table(
          [
            'Exercice',
            'Budget immeuble',
            'Lot 2-07',
            'Lot P41',
            'Total appelé',
            'Charges réelles',
            'Écart',
          ],
          [
            '2023/2024',
            '87 600,00',
            '4 237,60',
            '128,40',
            '4 366,00',
            '4 267,48',
            '98,52 créditeur',
          ],
          ['2024/2025', '90 400,00', '4 402,80', '129,80', '4 532,60', 'en cours', ''],
        ),
        small(
          'Lot 2-07 : générales 188/10 000, bâtiment 2 156/1 000, ascenseur 2 163/1 000. Lot P41 : générales 7/10 000, parkings 19/1 000. Dépenses 2023/2024 de la résidence : 85 943,50. Budget 2024/2025 voté le 13/01/2024.',
        ),
        p(
          'Avance permanente versée lors de l’acquisition : 300,00 €, restituée en fin de propriété.',
        ),
      ],
    ],
  },
  {
    // a social landlord acting as syndic sends an owner's statement, calendar exercise, monthly
    // calls, a residence of four buildings, one flat in building C on four keys: each month's
    // provisions, fund and loan instalment on their own lines, a running balance in words, last
    // year's surplus credited so that the account ends in the owner's favour; the building's budget
    // and the lot's share per key with last year's real charges below, the loan in a sentence
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [
      day('document_date', '2025-05-28'),
      money('budget', 0),
      money('credit_balance', 13259),
      money('works_funds_last_contribution', 696),
      money('loan_instalment', 1284),
      money('building_budget_n', 9600000),
      money('expected_budget_n', 484740),
      money('budget_n', 471481),
      money('building_budget', 9840000),
      money('expected_budget', 489000),
      money('reserved_advances', 0),
      money('loan_amount', 15000000),
      money('loan_share', 271500),
      money('loan_remaining', 220847),
      day('dt_loan_next', '2025-06-01'),
    ],
    pages: [
      [
        heading('HABITAT CÔTE BASQUE — Office public de l’habitat'),
        small(
          'Pôle syndic de copropriété — 18 allées Marines 64100 Bayonne — copropriete@habitat-cotebasque.fr',
        ),
        p('Bayonne, le 28 mai 2025'),
        right('Mme Maite Etcheverry\nRésidence Artola, bâtiment C, lot C-34\n64100 Bayonne'),
        title('Relevé de compte — du 1er janvier au 28 mai 2025'),
        small(
          'Copropriété RÉSIDENCE ARTOLA (bâtiments A, B, C et D), 5 rue Maubec 64100 Bayonne — lot C-34 : appartement — appels mensuels, prélevés le 10 du mois.',
        ),
        listing(
          ['Date', 'Code', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'RAN', 'Report à nouveau au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'APM', 'Provisions janvier 2025', '407,50', '', '407,50 débiteur'],
          ['01/01/2025', 'APM', 'Fonds de travaux janvier 2025', '6,96', '', '414,46 débiteur'],
          [
            '01/01/2025',
            'EMP',
            'Prêt chaufferie — mensualité janvier 2025',
            '12,84',
            '',
            '427,30 débiteur',
          ],
          ['10/01/2025', 'PRL', 'Prélèvement automatique', '', '427,30', '0,00'],
          ['01/02/2025', 'APM', 'Provisions février 2025', '407,50', '', '407,50 débiteur'],
          ['01/02/2025', 'APM', 'Fonds de travaux février 2025', '6,96', '', '414,46 débiteur'],
          [
            '01/02/2025',
            'EMP',
            'Prêt chaufferie — mensualité février 2025',
            '12,84',
            '',
            '427,30 débiteur',
          ],
          ['10/02/2025', 'PRL', 'Prélèvement automatique', '', '427,30', '0,00'],
          ['01/03/2025', 'APM', 'Provisions mars 2025', '407,50', '', '407,50 débiteur'],
          ['01/03/2025', 'APM', 'Fonds de travaux mars 2025', '6,96', '', '414,46 débiteur'],
          [
            '01/03/2025',
            'EMP',
            'Prêt chaufferie — mensualité mars 2025',
            '12,84',
            '',
            '427,30 débiteur',
          ],
          ['10/03/2025', 'PRL', 'Prélèvement automatique', '', '427,30', '0,00'],
          ['01/04/2025', 'APM', 'Provisions avril 2025', '407,50', '', '407,50 débiteur'],
          ['01/04/2025', 'APM', 'Fonds de travaux avril 2025', '6,96', '', '414,46 débiteur'],
          [
            '01/04/2025',
            'EMP',
            'Prêt chaufferie — mensualité avril 2025',
            '12,84',
            '',
            '427,30 débiteur',
          ],
          ['10/04/2025', 'PRL', 'Prélèvement automatique', '', '427,30', '0,00'],
          [
            '15/04/2025',
            'REG',
            'Excédent de charges 2024 (AG du 03/04/2025)',
            '',
            '132,59',
            '132,59 créditeur',
          ],
          ['01/05/2025', 'APM', 'Provisions mai 2025', '407,50', '', '274,91 débiteur'],
          ['01/05/2025', 'APM', 'Fonds de travaux mai 2025', '6,96', '', '281,87 débiteur'],
          [
            '01/05/2025',
            'EMP',
            'Prêt chaufferie — mensualité mai 2025',
            '12,84',
            '',
            '294,71 débiteur',
          ],
          ['10/05/2025', 'PRL', 'Prélèvement automatique', '', '427,30', '132,59 créditeur'],
          ['', '', 'Totaux', '2 136,50', '2 269,09', '132,59 créditeur'],
        ),
        p(
          'Votre compte présente un solde créditeur de 132,59 € : aucune provision exigible ne reste impayée (0,00 €). Aucune avance de trésorerie n’a été versée (0,00 €).',
        ),
        table(
          [
            'Clé (tantièmes du lot)',
            'Budget 2024',
            'Part 2024',
            'Réel 2024',
            'Budget 2025',
            'Part 2025',
          ],
          ['Générales (174/10 000)', '46 800,00', '814,32', '798,88', '48 000,00', '835,20'],
          ['Bâtiment C (232/1 000)', '9 600,00', '2 227,20', '2 161,87', '9 600,00', '2 227,20'],
          ['Chauffage (181/10 000)', '34 800,00', '629,88', '601,04', '36 000,00', '651,60'],
          ['Ascenseur C (245/1 000)', '4 800,00', '1 176,00', '1 153,02', '4 800,00', '1 176,00'],
          ['Total', '96 000,00', '4 847,40', '4 714,81', '98 400,00', '4 890,00'],
        ),
        small(
          'Prêt collectif de rénovation de la chaufferie (2022) : 150 000,00 € empruntés par le syndicat, répartis selon la clé chauffage ; part du lot 2 715,00 € ; capital restant dû après la mensualité de mai 2 208,47 € ; prochaine mensualité de 12,84 € le 01/06/2025.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's owner's statement, calendar exercise, a residence of two buildings, a
    // flat in building North on three keys and a cellar: a line per lot for each quarter and one for
    // the fund, a staircase's first half, last year's surplus credited, the balance in two columns
    // « Solde débiteur » and « Solde créditeur » ending in the owner's favour; the building's budget
    // and the lots' shares and real charges per exercise in a small table
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-17',
    figures: [
      day('document_date', '2025-04-17'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 13064),
      money('works_funds_last_contribution', 2346),
      money('reserved_advances', 40000),
      money('building_budget_n', 4440000),
      money('expected_budget_n', 463980),
      money('budget_n', 450916),
      money('building_budget', 4600000),
      money('expected_budget', 485440),
    ],
    pages: [
      [
        heading('SYNDIC COOPÉRATIF DU CLOS DES TILLEULS'),
        small(
          'Copropriété LE CLOS DES TILLEULS — bâtiments Nord et Sud — 7 rue des Tilleuls 57000 Metz — syndic coopératif : conseil syndical présidé par M. Jean-Luc Hoffmann — trésorière : Mme Sylvie Muller',
        ),
        p('Metz, le 17 avril 2025'),
        title(
          'Compte de M. Pascal Lorentz — lots N-12 (appartement, bâtiment Nord) et N-C4 (cave)',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde débiteur', 'Solde créditeur'],
          ['01/01/2025', 'Report à nouveau au 31/12/2024', '', '', '—', '—'],
          ['01/01/2025', 'Appel T1 2025 — lot N-12', '1 197,50', '', '1 197,50', ''],
          ['01/01/2025', 'Appel T1 2025 — lot N-C4', '16,10', '', '1 213,60', ''],
          ['01/01/2025', 'Fonds de travaux T1 2025', '23,46', '', '1 237,06', ''],
          ['09/01/2025', 'Virement', '', '1 237,06', '—', '—'],
          [
            '01/02/2025',
            'Cage d’escalier Nord (AG du 22/02/2024) — 1re moitié',
            '1 716,00',
            '',
            '1 716,00',
            '',
          ],
          ['12/02/2025', 'Virement', '', '1 716,00', '—', '—'],
          ['12/03/2025', 'Excédent 2024 (AG du 27/02/2025)', '', '130,64', '', '130,64'],
          ['01/04/2025', 'Appel T2 2025 — lot N-12', '1 197,50', '', '1 066,86', ''],
          ['01/04/2025', 'Appel T2 2025 — lot N-C4', '16,10', '', '1 082,96', ''],
          ['01/04/2025', 'Fonds de travaux T2 2025', '23,46', '', '1 106,42', ''],
          ['07/04/2025', 'Virement', '', '1 237,06', '', '130,64'],
          ['', 'Totaux', '4 190,12', '4 320,76', '', '130,64'],
        ),
        p(
          'Au 17/04/2025 : provisions exigibles impayées 0,00 € ; travaux exigibles impayés 0,00 € ; votre compte est créditeur de 130,64 €. Avance de trésorerie versée : 400,00 €.',
        ),
        table(
          [
            'Exercice',
            'Budget de la copropriété',
            'Part N-12',
            'Part N-C4',
            'Part des deux lots',
            'Charges réelles des deux lots',
          ],
          ['2024', '44 400,00', '4 578,00', '61,80', '4 639,80', '4 509,16'],
          ['2025', '46 000,00', '4 790,00', '64,40', '4 854,40', '—'],
        ),
        small(
          'Tantièmes : N-12 générales 402/10 000, bâtiment Nord 281/1 000, ascenseur Nord 297/1 000 ; N-C4 générales 6/10 000, bâtiment Nord 5/1 000. Dépenses 2024 : 43 437,30 €, approuvées le 27/02/2025.',
        ),
      ],
    ],
  },
  {
    // a regional syndic's letter about an owner's account, calendar exercise, a residence of two
    // buildings, one flat in building B on three keys: the budgets named once and then referred
    // back to (« cet exercice », « ledit budget », « le montant ci-dessus »), the lot's share per key
    // and summed in sentences, the April call and last year's regularisation unpaid, the last fund
    // instalment and the advance in sentences; the last movements in a small table below
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-15',
    figures: [
      day('document_date', '2025-05-15'),
      money('building_budget_n', 6400000),
      money('expected_budget_n', 506600),
      money('budget_n', 528593),
      money('wanted_loads', 21993),
      money('building_budget', 6680000),
      money('expected_budget', 533080),
      money('budget', 133270),
      money('unbudget', 0),
      money('works_funds_last_contribution', 2703),
      money('reserved_advances', 50000),
    ],
    pages: [
      [
        heading('ROUSSILLON SYNDIC'),
        small('Syndic de copropriété — 12 quai Vauban 66000 Perpignan — 04 68 34 71 26'),
        right('M. Jordi Puig\n8 rue de la Fusterie\n66000 Perpignan'),
        p('Perpignan, le 15 mai 2025'),
        p('Objet : votre compte — Résidence Les Portes du Canigou, lot B-18'),
        p(
          'Monsieur,\nVous nous avez demandé la situation de votre compte en vue de la vente de votre appartement B-18 de la Résidence LES PORTES DU CANIGOU (bâtiments A et B, 45 avenue du Maréchal-Joffre 66000 Perpignan), qui compte 318/10 000 des charges générales, 244/1 000 des charges du bâtiment B et 259/1 000 des charges d’ascenseur du bâtiment B.',
        ),
        p(
          'Le budget de l’exercice 2025 a été voté par l’assemblée du 25 avril 2024 pour 66 800,00 € (générales 52 000,00 €, bâtiment B 10 400,00 €, ascenseur B 4 400,00 €). Votre quote-part dans ledit budget s’élève à 1 653,60 € + 2 537,60 € + 1 139,60 €, soit 5 330,80 €, appelée par trimestre (1 332,70 €) avec la cotisation au fonds de travaux (3 400,00 € pour l’immeuble cette année, soit 27,03 € par trimestre pour votre lot).',
        ),
        p(
          'L’exercice précédent, 2024, avait un budget de 64 000,00 € ; vos provisions sur cet exercice se sont élevées à 5 066,00 € et votre part des charges réelles à 5 285,93 €. L’assemblée du 24 avril 2025 ayant approuvé ces comptes, la différence, 219,93 €, a été portée à votre débit le 2 mai.',
        ),
        table(
          ['Date', 'Mouvement', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Appel T1 2025 — provisions', '1 332,70', '', '1 332,70 débiteur'],
          ['01/01/2025', 'Appel T1 2025 — fonds de travaux', '27,03', '', '1 359,73 débiteur'],
          ['10/01/2025', 'Votre virement', '', '1 359,73', '0,00'],
          ['01/04/2025', 'Appel T2 2025 — provisions', '1 332,70', '', '1 332,70 débiteur'],
          ['01/04/2025', 'Appel T2 2025 — fonds de travaux', '27,03', '', '1 359,73 débiteur'],
          ['02/05/2025', 'Régularisation de l’exercice 2024', '219,93', '', '1 579,66 débiteur'],
        ),
        p(
          'Le solde débiteur de 1 579,66 € se décompose ainsi : l’appel du 1er avril n’a pas été réglé, si bien que 1 332,70 € de provisions de cet exercice restent exigibles, ainsi que 27,03 € de fonds de travaux ; s’y ajoute la régularisation de l’exercice précédent, 219,93 €. Aucun appel de travaux n’est impayé (0,00 €). Nous vous remercions de régler le montant ci-dessus avant la signature de l’acte.',
        ),
        p(
          'Nous détenons par ailleurs une avance de trésorerie de 500,00 €, qui vous sera remboursée lors de la mutation.\nVeuillez agréer, Monsieur, nos salutations distinguées.\nM. Thierry Sabaté, gestionnaire',
        ),
      ],
    ],
  },
  {
    // a seaside syndic's letter about an owner's account, exercise from 1 October, a flat in the
    // east building on three keys and a garage: the exercises named once and then referred back to
    // (« cet exercice », « l’exercice précédent », « ladite toiture », « le montant ci-dessus »),
    // the two lots' shares each and summed, a roof's last instalment unpaid, the closed exercise's
    // regularisation paid; the last movements with a running balance in a table
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-02-24',
    figures: [
      day('document_date', '2025-02-24'),
      money('building_budget', 5920000),
      money('expected_budget', 405000),
      money('building_budget_n', 5720000),
      money('expected_budget_n', 392472),
      money('budget_n', 400256),
      money('budget', 0),
      money('unbudget', 178200),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 2160),
      money('reserved_advances', 35000),
    ],
    pages: [
      [
        heading('CÔTE FLEURIE SYNDIC'),
        small(
          'Administrateur de biens — 9 rue Victor-Hugo 14360 Trouville-sur-Mer — 02 31 88 04 57',
        ),
        p('Trouville-sur-Mer, le lundi 24 février 2025'),
        right('Mme Hélène Vautier\n22 rue des Bains\n14360 Trouville-sur-Mer'),
        p('Objet : Résidence Les Roches Noires — lots E-09 et G-3 — situation de votre compte'),
        p(
          'Madame,\nVos lots de la Résidence LES ROCHES NOIRES (bâtiments Est et Ouest, 1 boulevard Aristide-Briand 14360 Trouville-sur-Mer) sont l’appartement E-09 (générales 276/10 000, bâtiment Est 198/1 000, ascenseur Est 211/1 000) et le garage G-3 (générales 12/10 000, garages 84/1 000). Notre exercice court du 1er octobre au 30 septembre.',
        ),
        p(
          'L’exercice 2024/2025 a commencé le 1er octobre dernier. Le budget de cet exercice, 59 200,00 €, a été voté le 13 janvier 2024 ; la part de vos deux lots y est de 4 050,00 € (E-09 : 3 795,60 € ; G-3 : 254,40 €), soit 1 012,50 € par trimestre, auxquels s’ajoutent 21,60 € de fonds de travaux.',
        ),
        p(
          'L’exercice précédent, clos le 30 septembre 2024, reposait sur un budget de 57 200,00 € : vos lots y ont été appelés pour 3 924,72 € et leur part des charges réelles s’élève à 4 002,56 €. La différence de 77,84 €, appelée après l’assemblée du 11 janvier 2025, a été réglée le 5 février.',
        ),
        p(
          'La réfection de la toiture-terrasse du bâtiment Est, votée le 13 janvier 2024 pour 36 000,00 €, est appelée au lot E-09 en quatre échéances de 1 782,00 €. Ladite toiture a été payée jusqu’à la troisième échéance ; la quatrième, appelée le 1er janvier 2025, ne l’a pas été.',
        ),
        table(
          ['Date', 'Mouvement', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/10/2024', 'Provisions T1 2024/2025', '1 012,50', '', '1 012,50 débiteur'],
          ['01/10/2024', 'Fonds de travaux T1', '21,60', '', '1 034,10 débiteur'],
          [
            '01/10/2024',
            'Toiture-terrasse Est — échéance 3/4',
            '1 782,00',
            '',
            '2 816,10 débiteur',
          ],
          ['08/10/2024', 'Virement', '', '2 816,10', '0,00'],
          ['01/01/2025', 'Provisions T2 2024/2025', '1 012,50', '', '1 012,50 débiteur'],
          ['01/01/2025', 'Fonds de travaux T2', '21,60', '', '1 034,10 débiteur'],
          [
            '01/01/2025',
            'Toiture-terrasse Est — échéance 4/4',
            '1 782,00',
            '',
            '2 816,10 débiteur',
          ],
          ['10/01/2025', 'Virement', '', '1 034,10', '1 782,00 débiteur'],
          ['20/01/2025', 'Régularisation 2023/2024', '77,84', '', '1 859,84 débiteur'],
          ['05/02/2025', 'Virement', '', '77,84', '1 782,00 débiteur'],
        ),
        p(
          'Le montant ci-dessus de 1 782,00 € correspond donc entièrement à la dernière échéance des travaux ; vous ne devez rien au titre des provisions (0,00 €) ni des exercices clos (0,00 €). Nous détenons une avance de trésorerie de 350,00 € à votre nom.\nVeuillez agréer, Madame, nos salutations distinguées.\nM. Antoine Lecoeur',
        ),
      ],
    ],
  },
  {
    // a regional syndic's owner's statement, calendar exercise, a residence of three buildings, a
    // flat in building A on three keys, a cellar and a parking: each quarter's call in three lines
    // (provisions, fund, loan instalment), an intercom call and last year's regularisation unpaid,
    // footnote calls « (1) » to « (4) » whose notes say what each line is and when it fell due; the
    // lots' shares per lot and summed with the building's budgets, the loan in a box
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      money('loan_instalment', 24187),
      money('works_funds_last_contribution', 2622),
      money('budget', 0),
      money('unbudget', 124800),
      money('wanted_loads', 5051),
      money('building_budget_n', 7320000),
      money('expected_budget_n', 496280),
      money('budget_n', 501331),
      money('building_budget', 7600000),
      money('expected_budget', 518880),
      money('reserved_advances', 45000),
      money('loan_amount', 4000000),
      money('loan_share', 876000),
      money('loan_remaining', 291433),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('POITOU SYNDIC — gestion de copropriétés'),
        small('21 rue Carnot 86000 Poitiers — 05 49 41 38 70 — www.poitou-syndic.fr'),
        right('M. et Mme Yves Bonneau\nRésidence Le Parc de Blossac\nlots A-14, 7 et 52'),
        title('Relevé de compte au 26/05/2025'),
        small(
          'Résidence LE PARC DE BLOSSAC, bâtiments A, B et C, 14 rue de la Tranchée 86000 Poitiers — compte 8602-0114 — exercice civil.',
        ),
        table(
          ['Date', 'Libellé', 'Note', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Report à nouveau', '', '', '', '0,00'],
          [
            '01/01/2025',
            'Provisions T1 2025 (lots A-14, 7, 52)',
            '(1)',
            '1 297,20',
            '',
            '1 297,20 débiteur',
          ],
          ['01/01/2025', 'Fonds de travaux T1 2025', '', '26,22', '', '1 323,42 débiteur'],
          [
            '01/01/2025',
            'Emprunt ascenseur A — échéance',
            '(4)',
            '241,87',
            '',
            '1 565,29 débiteur',
          ],
          ['08/01/2025', 'Prélèvement', '', '', '1 565,29', '0,00'],
          [
            '01/04/2025',
            'Provisions T2 2025 (lots A-14, 7, 52)',
            '(1)',
            '1 297,20',
            '',
            '1 297,20 débiteur',
          ],
          ['01/04/2025', 'Fonds de travaux T2 2025', '', '26,22', '', '1 323,42 débiteur'],
          [
            '01/04/2025',
            'Emprunt ascenseur A — échéance',
            '(4)',
            '241,87',
            '',
            '1 565,29 débiteur',
          ],
          ['08/04/2025', 'Prélèvement', '', '', '1 565,29', '0,00'],
          [
            '01/05/2025',
            'Interphonie du bâtiment A — appel unique',
            '(2)',
            '1 248,00',
            '',
            '1 248,00 débiteur',
          ],
          ['05/05/2025', 'Régularisation 2024', '(3)', '50,51', '', '1 298,51 débiteur'],
          ['', 'Solde au 26/05/2025', '', '4 429,09', '3 130,58', '1 298,51 débiteur'],
        ),
        small(
          '(1) provisions exigibles au 01/01/2025 et au 01/04/2025, toutes deux réglées : aucune provision exigible impayée (0,00).\n(2) remplacement de l’interphonie du bâtiment A (AG du 18/04/2024, 6 000,00, clé bâtiment A), exigible au 01/05/2025, non réglé.\n(3) charges 2024 des trois lots : 5 013,31 pour 4 962,80 de provisions ; comptes approuvés par l’AG du 24/04/2025 ; exigible, non réglé.\n(4) voir l’encadré ci-dessous.',
        ),
        table(
          ['', 'Budget immeuble', 'Lot A-14', 'Lot 7', 'Lot 52', 'Lots A-14 + 7 + 52'],
          ['2024 — provisions', '73 200,00', '4 756,40', '56,40', '150,00', '4 962,80'],
          ['2024 — charges réelles', '74 755,50', '4 807,95', '56,19', '149,17', '5 013,31'],
          ['2025 — budget', '76 000,00', '4 978,40', '58,40', '152,00', '5 188,80'],
        ),
        table(
          ['Emprunt collectif ascenseur A (2019)', 'Montant'],
          ['Capital emprunté par le syndicat', '40 000,00'],
          ['Part du lot A-14 (219/1 000)', '8 760,00'],
          ['Capital restant dû après l’échéance du 01/04/2025', '2 914,33'],
          ['Échéance trimestrielle', '241,87'],
          ['Prochaine échéance', '01/07/2025'],
        ),
        p(
          'Avance de trésorerie détenue : 450,00 €. Cotisation 2025 au fonds de travaux : 3 800,00 € pour l’immeuble.',
        ),
      ],
    ],
  },
  {
    // a mountain syndic's owner's statement, exercise from 1 May called by halves, a studio in
    // building C on four keys: the lines grouped under each exercise with its closing and the «
    // report à nouveau », a partial payment and the closed exercise's regularisation unpaid, the
    // footnotes telling how the payment was applied and what remains due; the building's budget
    // and the lot's share per key for both exercises, with the closed one's real charges
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-27',
    figures: [
      day('document_date', '2025-06-27'),
      money('works_funds_last_contribution', 2964),
      money('budget', 34760),
      money('unbudget', 0),
      money('wanted_loads', 5564),
      money('reserved_advances', 12000),
      money('building_budget_n', 14640000),
      money('expected_budget_n', 258340),
      money('budget_n', 263904),
      money('building_budget', 15160000),
      money('expected_budget', 269520),
    ],
    pages: [
      [
        heading('PYRÉNÉES SYNDIC'),
        small(
          'Syndic de copropriété et de résidences de tourisme — 3 rue Vincent-Mir 65170 Saint-Lary-Soulan — 05 62 40 87 13',
        ),
        p('Saint-Lary-Soulan, le 27 juin 2025'),
        right('M. Christophe Dupuy\nRésidence Le Domaine du Pla d’Adet, lot C-22'),
        title('Situation de compte'),
        small(
          'Résidence LE DOMAINE DU PLA D’ADET, bâtiments A, B et C, route du Pla d’Adet 65170 Saint-Lary-Soulan — lot C-22 : studio du bâtiment C — exercice du 1er mai au 30 avril, provisions appelées par semestre (1er mai et 1er novembre).',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'EXERCICE 2024/2025', '', '', ''],
          ['01/05/2024', 'Report à nouveau', '', '', '0,00'],
          [
            '01/05/2024',
            'Provisions 1er semestre 2024/2025 (1)',
            '1 291,70',
            '',
            '1 291,70 débiteur',
          ],
          ['01/05/2024', 'Fonds de travaux 1er semestre', '28,86', '', '1 320,56 débiteur'],
          ['15/05/2024', 'Virement', '', '1 320,56', '0,00'],
          [
            '01/11/2024',
            'Provisions 2e semestre 2024/2025 (1)',
            '1 291,70',
            '',
            '1 291,70 débiteur',
          ],
          ['01/11/2024', 'Fonds de travaux 2e semestre', '28,86', '', '1 320,56 débiteur'],
          ['18/11/2024', 'Virement', '', '1 320,56', '0,00'],
          ['30/04/2025', 'Clôture de l’exercice', '', '', '0,00'],
          ['', 'EXERCICE 2025/2026', '', '', ''],
          ['01/05/2025', 'Report à nouveau', '', '', '0,00'],
          [
            '01/05/2025',
            'Provisions 1er semestre 2025/2026 (1)',
            '1 347,60',
            '',
            '1 347,60 débiteur',
          ],
          ['01/05/2025', 'Fonds de travaux 1er semestre', '29,64', '', '1 377,24 débiteur'],
          ['16/05/2025', 'Virement partiel (2)', '', '1 000,00', '377,24 débiteur'],
          ['20/06/2025', 'Régularisation 2024/2025 (3)', '55,64', '', '432,88 débiteur'],
          ['', 'Solde au 27/06/2025', '', '', '432,88 débiteur'],
        ),
        small(
          '(1) provisions exigibles au 1er jour de chaque semestre.\n(2) imputé sur les provisions du 1er semestre 2025/2026 : restent exigibles 347,60 de provisions et 29,64 de fonds de travaux.\n(3) solde des charges de l’exercice 2024/2025 (comptes approuvés par l’AG du 14/06/2025), exigible, non réglé. Aucun appel de travaux n’est en cours (0,00).',
        ),
        table(
          [
            'Clé (tantièmes du lot C-22)',
            'Budget 2024/2025',
            'Part',
            'Réel (part)',
            'Budget 2025/2026',
            'Part',
          ],
          ['Générales (78/10 000)', '80 000,00', '624,00', '634,97', '82 000,00', '639,60'],
          ['Bâtiment C (64/1 000)', '17 600,00', '1 126,40', '1 101,98', '18 400,00', '1 177,60'],
          ['Ascenseur C (70/1 000)', '6 800,00', '476,00', '511,88', '7 200,00', '504,00'],
          ['Chauffage (85/10 000)', '42 000,00', '357,00', '390,21', '44 000,00', '374,00'],
          ['Total', '146 400,00', '2 583,40', '2 639,04', '151 600,00', '2 695,20'],
        ),
        p(
          'Avance de trésorerie versée : 120,00 €. Budget 2025/2026 voté par l’AG du 15/06/2024 ; cotisation 2025/2026 au fonds de travaux : 7 600,00 € (29,64 € appelés au lot le 01/05/2025).',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's owner's statement, calendar exercise, a residence of three buildings, a
    // flat in building B on three keys, a cellar and a garage: one small ledger per lot with its own
    // running balance (« débiteur »), last year's regularisation per lot (one of them in the
    // owner's favour), the garage's April quarter unpaid, then the owner's total and its breakdown;
    // a recap per exercise with the building's budget, each lot and their sum
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-30',
    figures: [
      day('document_date', '2025-04-30'),
      money('budget', 7005),
      money('unbudget', 0),
      money('wanted_loads', 7618),
      money('works_funds_last_contribution', 3487),
      money('reserved_advances', 48000),
      money('building_budget_n', 8160000),
      money('expected_budget_n', 558840),
      money('budget_n', 566458),
      money('building_budget', 8440000),
      money('expected_budget', 580900),
    ],
    pages: [
      [
        heading('CABINET GUÉRIN-LEBAS'),
        small('Syndic de copropriété — 17 rue Saint-Jean 14000 Caen — 02 31 85 46 02'),
        p('Caen, le 30.04.2025'),
        right('Mme Françoise Lemonnier\nRésidence Le Clos des Abbayes\nlots B-06, 12 et 40'),
        title('Relevé de compte par lot — du 01/01/2025 au 30/04/2025'),
        small(
          'Résidence LE CLOS DES ABBAYES, bâtiments A, B et C, 8 rue Caponière 14000 Caen. Lot B-06 : appartement du bâtiment B (générales 297/10 000, bâtiment B 188/1 000, ascenseur B 201/1 000) ; lot 12 : cave (générales 5/10 000, bâtiment B 4/1 000) ; lot 40 : garage (générales 15/10 000, garages 52/1 000).',
        ),
        table(
          ['Lot B-06', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025 Report à nouveau', '', '', '0,00'],
          ['01/01/2025 Provisions T1 2025', '1 360,85', '', '1 360,85 débiteur'],
          ['01/01/2025 Fonds de travaux T1', '32,67', '', '1 393,52 débiteur'],
          ['09/01/2025 Règlement', '', '1 393,52', '0,00'],
          ['01/04/2025 Provisions T2 2025', '1 360,85', '', '1 360,85 débiteur'],
          ['01/04/2025 Fonds de travaux T2', '32,67', '', '1 393,52 débiteur'],
          ['09/04/2025 Règlement', '', '1 393,52', '0,00'],
          ['25/04/2025 Régularisation 2024', '76,99', '', '76,99 débiteur'],
        ),
        table(
          ['Lot 12', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025 Provisions et fonds T1 2025 (21,35 + 0,55)', '21,90', '', '21,90 débiteur'],
          ['09/01/2025 Règlement', '', '21,90', '0,00'],
          ['01/04/2025 Provisions et fonds T2 2025 (21,35 + 0,55)', '21,90', '', '21,90 débiteur'],
          ['09/04/2025 Règlement', '', '21,90', '0,00'],
          ['25/04/2025 Régularisation 2024', '2,25', '', '2,25 débiteur'],
        ),
        table(
          ['Lot 40', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025 Provisions et fonds T1 2025 (70,05 + 1,65)', '71,70', '', '71,70 débiteur'],
          ['09/01/2025 Règlement', '', '71,70', '0,00'],
          ['01/04/2025 Provisions et fonds T2 2025 (70,05 + 1,65)', '71,70', '', '71,70 débiteur'],
          ['25/04/2025 Régularisation 2024 (excédent)', '', '3,06', '68,64 débiteur'],
        ),
        table(
          ['Solde de la copropriétaire au 30/04/2025', 'Montant'],
          ['Provisions exigibles impayées (lot 40, T2 2025)', '70,05'],
          ['Fonds de travaux impayé (lot 40, T2 2025)', '1,65'],
          ['Travaux exigibles impayés', '0,00'],
          ['Régularisation 2024 des trois lots (76,99 + 2,25 − 3,06)', '76,18'],
          ['Total — solde débiteur', '147,88'],
        ),
        table(
          ['Exercice', 'Budget immeuble', 'B-06', '12', '40', 'Trois lots'],
          ['2024 — provisions', '81 600,00', '5 228,40', '82,80', '277,20', '5 588,40'],
          ['2024 — charges réelles', '82 946,10', '5 305,39', '85,05', '274,14', '5 664,58'],
          ['2025 — budget', '84 400,00', '5 443,40', '85,40', '280,20', '5 809,00'],
        ),
        p(
          'Fonds de travaux appelé le 01/04/2025 pour les trois lots : 34,87 € (cotisation 2025 : 4 400,00 €). Avance de trésorerie détenue : 480,00 €. Comptes 2024 approuvés par l’AG du 17/04/2025.',
        ),
      ],
    ],
  },
  {
    // a seaside syndic's owner's statement, exercise from 1 October, a residence of two buildings, a
    // flat in building A, a cellar and a parking: one ledger whose debit is split into a column per
    // lot under a header spanning three columns, with the total debit, the credit and a running
    // balance in words; the closed exercise's regularisation per lot (one in the owner's favour), a
    // façade's first half unpaid; a recap per exercise with the building's budget and the lots' sum
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('budget', 0),
      money('unbudget', 255000),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 2560),
      money('reserved_advances', 38000),
      money('building_budget_n', 7600000),
      money('expected_budget_n', 449040),
      money('budget_n', 460067),
      money('building_budget', 7880000),
      money('expected_budget', 468200),
    ],
    pages: [
      [
        heading('RADE DE TOULON SYNDIC'),
        small('Syndic de copropriété — 25 boulevard de Strasbourg 83000 Toulon — 04 94 41 72 30'),
        p('Toulon, le 06/06/2025'),
        right('M. Marc Giordano\nRésidence Le Mourillon Plage\nlots A-15, C-03, P-22'),
        title('Relevé de compte — exercice 2024/2025 (1er octobre 2024 – 30 septembre 2025)'),
        small(
          'Résidence LE MOURILLON PLAGE, bâtiments A et B, 6 avenue de la Tour-Royale 83000 Toulon. A-15 : appartement du bâtiment A (générales 243/10 000, bâtiment A 167/1 000, ascenseur A 181/1 000) ; C-03 : cave (générales 4/10 000, bâtiment A 3/1 000) ; P-22 : parking (générales 9/10 000, parkings 27/1 000).',
        ),
        listing(
          ['Date', 'Libellé', 'Débit par lot', '', '', 'Total débit', 'Crédit', 'Solde'],
          ['', '', 'A-15', 'C-03', 'P-22', '', '', ''],
          ['01/01/2025', 'Report au 31/12/2024', '', '', '', '', '', '0,00'],
          [
            '01/01/2025',
            'Provisions T2 2024/2025',
            '1 123,45',
            '15,10',
            '31,95',
            '1 170,50',
            '',
            '1 170,50 débiteur',
          ],
          [
            '01/01/2025',
            'Fonds de travaux T2',
            '24,30',
            '0,40',
            '0,90',
            '25,60',
            '',
            '1 196,10 débiteur',
          ],
          ['08/01/2025', 'Virement', '', '', '', '', '1 196,10', '0,00'],
          [
            '03/02/2025',
            'Régularisation 2023/2024 (AG du 23/01/2025)',
            '112,45',
            '0,72',
            '-2,90',
            '110,27',
            '',
            '110,27 débiteur',
          ],
          ['12/02/2025', 'Virement', '', '', '', '', '110,27', '0,00'],
          [
            '01/04/2025',
            'Provisions T3 2024/2025',
            '1 123,45',
            '15,10',
            '31,95',
            '1 170,50',
            '',
            '1 170,50 débiteur',
          ],
          [
            '01/04/2025',
            'Fonds de travaux T3',
            '24,30',
            '0,40',
            '0,90',
            '25,60',
            '',
            '1 196,10 débiteur',
          ],
          [
            '01/04/2025',
            'Ravalement façade sud du bâtiment A — 1re moitié',
            '2 505,00',
            '45,00',
            '',
            '2 550,00',
            '',
            '3 746,10 débiteur',
          ],
          ['10/04/2025', 'Virement', '', '', '', '', '1 196,10', '2 550,00 débiteur'],
          ['', 'Totaux', '', '', '', '5 052,47', '2 502,47', '2 550,00 débiteur'],
        ),
        p(
          'Votre solde débiteur de 2 550,00 € correspond à la 1re moitié du ravalement, appelée le 01/04/2025 et non réglée. Provisions exigibles impayées : 0,00 € ; exercices clos : 0,00 €. Avance de trésorerie : 380,00 €.',
        ),
        table(
          ['Exercice', 'Budget immeuble', 'A-15', 'C-03', 'P-22', 'Trois lots'],
          ['2023/2024 — provisions', '76 000,00', '4 306,00', '58,40', '126,00', '4 490,40'],
          ['2023/2024 — charges réelles', '76 049,50', '4 418,45', '59,12', '123,10', '4 600,67'],
          ['2024/2025 — budget', '78 800,00', '4 493,80', '60,40', '127,80', '4 682,00'],
        ),
        small(
          'Cotisation 2024/2025 au fonds de travaux : 4 000,00 € pour l’immeuble, soit 25,60 € par trimestre pour vos trois lots.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes on one page printed across the page, calendar exercise, a
    // residence of three buildings with seven keys (general, each building, lift C, heating,
    // parkings): annexe 1's lines, then annexe 3 with the building's columns and the seller's two
    // lots' columns under headers spanning several columns, the keys the lots do not bear marked «
    // — », the lots' share summed over the keys
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-10',
    landscape: true,
    figures: [
      day('document_date', '2025-03-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 2641873),
      money('unpaid_providers', 1590612),
      money('works_funds', 5820000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 810000),
      money('building_budget_n', 15640000),
      money('building_budget', 16180000),
      money('budget_n1', 587912),
      money('expected_budget_n', 590500),
      money('budget_n', 604342),
      money('expected_budget', 610400),
    ],
    pages: [
      [
        small(
          'MAINE SYNDIC ASSOCIÉS — 30 place de la République 72000 Le Mans — logiciel GERANCIA 8 — le 10/03/2025 — documents joints à la convocation de l’assemblée générale du 03/04/2025',
        ),
        title(
          'LE PARC DES JACOBINS (bâtiments A, B et C) — comptes de l’exercice du 01/01/2024 au 31/12/2024',
        ),
        p(
          '2 rue des Jacobins 72000 Le Mans — exemplaire de M. Hugo Lemercier, lots C-41 (appartement, bâtiment C) et 118 (parking)',
        ),
        listing(
          ['Annexe 1 — extrait au 31/12/2024', 'Montant'],
          ['Créances sur copropriétaires (cpte 450)', '26 418,73'],
          ['Dettes fournisseurs (cpte 401)', '15 906,12'],
          ['Fonds de travaux (cpte 105)', '58 200,00'],
          ['Cotisation au fonds de travaux votée pour 2025', '8 100,00'],
        ),
        heading('Annexe 3 — charges par clé — immeuble et lots C-41 + 118'),
        listing(
          ['Clé (base)', 'IMMEUBLE', '', '', '', '', 'Tant.', 'LOTS C-41 + 118', '', '', ''],
          [
            '',
            'Réal. 2023',
            'Bud. 2024',
            'Réal. 2024',
            'Bud. 2025',
            'Bud. 2026 projet',
            'C-41 / 118',
            'Réal. 2023',
            'Bud. 2024',
            'Réal. 2024',
            'Bud. 2025',
          ],
          [
            'Générales (10 000)',
            '70 912,40',
            '72 000,00',
            '73 406,20',
            '74 000,00',
            '76 000,00',
            '221 / 9',
            '1 630,98',
            '1 656,00',
            '1 688,35',
            '1 702,00',
          ],
          [
            'Bâtiment A (1 000)',
            '9 806,30',
            '10 000,00',
            '9 712,80',
            '10 400,00',
            '10 800,00',
            '— / —',
            '—',
            '—',
            '—',
            '—',
          ],
          [
            'Bâtiment B (1 000)',
            '11 204,60',
            '11 200,00',
            '11 618,30',
            '11 600,00',
            '12 000,00',
            '— / —',
            '—',
            '—',
            '—',
            '—',
          ],
          [
            'Bâtiment C (1 000)',
            '12 418,90',
            '12 400,00',
            '12 906,40',
            '12 800,00',
            '13 200,00',
            '174 / —',
            '2 160,89',
            '2 157,60',
            '2 245,71',
            '2 227,20',
          ],
          [
            'Ascenseur C (1 000)',
            '5 612,70',
            '5 600,00',
            '5 318,60',
            '5 800,00',
            '6 000,00',
            '188 / —',
            '1 055,19',
            '1 052,80',
            '999,90',
            '1 090,40',
          ],
          [
            'Chauffage collectif (10 000)',
            '41 806,20',
            '42 000,00',
            '45 212,90',
            '44 000,00',
            '45 000,00',
            '229 / —',
            '957,36',
            '961,80',
            '1 035,38',
            '1 007,60',
          ],
          [
            'Parkings (1 000)',
            '3 112,40',
            '3 200,00',
            '3 086,70',
            '3 200,00',
            '3 300,00',
            '— / 24',
            '74,70',
            '76,80',
            '74,08',
            '76,80',
          ],
          [
            'Total',
            '154 873,50',
            '156 400,00',
            '161 261,90',
            '161 800,00',
            '166 300,00',
            '',
            '5 879,12',
            '5 905,00',
            '6 043,42',
            '6 104,00',
          ],
        ),
        small(
          'Réal. : charges réelles (2023 approuvées ; 2024 soumises à l’assemblée du 03/04/2025) — Bud. : budget voté (2025 voté le 11/04/2024) — projet 2026 soumis au vote. « — » : clé ne concernant pas le lot.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes on one page printed across the page, calendar exercise « N » with
    // its days, a residence of three numbered buildings, one flat on five keys: annexe 1's lines,
    // then one table with the building's rows by key above the lot's rows by key, each block with its
    // total, under exercise headers spanning two columns (« N-1 = 2023 », « N = 2024 ») and the
    // budgets N+1 voted and N+2 to vote
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-26',
    landscape: true,
    figures: [
      day('document_date', '2025-02-26'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1270854),
      money('unpaid_providers', 931726),
      money('works_funds', 3890000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 500000),
      money('building_budget_n', 9560000),
      money('building_budget', 9940000),
      money('expected_budget_n1', 529504),
      money('budget_n1', 530521),
      money('expected_budget_n', 552104),
      money('budget_n', 566841),
      money('expected_budget', 575328),
    ],
    pages: [
      [
        small(
          'CABINET VIDAL-ROUQUETTE — syndic — 7 boulevard Victor-Hugo 30000 Nîmes — 04 66 21 58 30 — Nîmes, le 26 février 2025',
        ),
        title(
          'Résidence LES JARDINS DE LA FONTAINE — bâtiments 1, 2 et 3 — annexes aux comptes de l’exercice N',
        ),
        small(
          '12 quai de la Fontaine 30000 Nîmes — exercice N du 01/01/2024 au 31/12/2024 — assemblée générale du 27/03/2025 — exemplaire de Mme Mireille Chabrol, lot 3-27 (appartement, bâtiment 3)',
        ),
        listing(
          ['Annexe 1 — état financier au 31/12/2024', 'Montant'],
          ['Copropriétaires débiteurs', '12 708,54'],
          ['Fournisseurs', '9 317,26'],
          ['Fonds de travaux', '38 900,00'],
          ['Cotisation au fonds de travaux, exercice N+1 (2025)', '5 000,00'],
        ),
        listing(
          ['Poste', 'N-1 = 2023', '', 'N = 2024', '', 'N+1 = 2025', 'N+2 = 2026'],
          ['', 'Bud.', 'Réal.', 'Bud.', 'Réal.', 'Bud. voté', 'Bud. à voter'],
          [
            'Immeuble — générales (10 000)',
            '46 000,00',
            '45 718,30',
            '48 000,00',
            '49 126,40',
            '50 000,00',
            '52 000,00',
          ],
          [
            'Immeuble — bâtiment 3 (1 000)',
            '8 800,00',
            '8 612,40',
            '9 200,00',
            '9 518,70',
            '9 600,00',
            '10 000,00',
          ],
          [
            'Immeuble — ascenseur 3 (1 000)',
            '4 000,00',
            '4 186,20',
            '4 200,00',
            '4 061,30',
            '4 400,00',
            '4 600,00',
          ],
          [
            'Immeuble — chauffage (10 000)',
            '28 000,00',
            '28 614,70',
            '29 000,00',
            '31 182,60',
            '30 000,00',
            '31 000,00',
          ],
          [
            'Immeuble — espaces verts (10 000)',
            '5 200,00',
            '5 089,40',
            '5 200,00',
            '5 413,60',
            '5 400,00',
            '5 600,00',
          ],
          [
            'Immeuble — total',
            '92 000,00',
            '92 221,00',
            '95 600,00',
            '99 302,60',
            '99 400,00',
            '103 200,00',
          ],
          [
            'Lot 3-27 — générales (312)',
            '1 435,20',
            '1 426,41',
            '1 497,60',
            '1 532,74',
            '1 560,00',
            '1 622,40',
          ],
          [
            'Lot 3-27 — bâtiment 3 (214)',
            '1 883,20',
            '1 843,05',
            '1 968,80',
            '2 037,00',
            '2 054,40',
            '2 140,00',
          ],
          [
            'Lot 3-27 — ascenseur 3 (231)',
            '924,00',
            '967,01',
            '970,20',
            '938,16',
            '1 016,40',
            '1 062,60',
          ],
          [
            'Lot 3-27 — chauffage (318)',
            '890,40',
            '909,95',
            '922,20',
            '991,61',
            '954,00',
            '985,80',
          ],
          [
            'Lot 3-27 — espaces verts (312)',
            '162,24',
            '158,79',
            '162,24',
            '168,90',
            '168,48',
            '174,72',
          ],
          [
            'Lot 3-27 — total',
            '5 295,04',
            '5 305,21',
            '5 521,04',
            '5 668,41',
            '5 753,28',
            '5 985,52',
          ],
        ),
        small(
          'Bud. : budget voté — Réal. : dépenses réelles (N soumises à l’approbation de l’assemblée) — N+2 : budget soumis au vote de l’assemblée du 27/03/2025. Tantièmes du lot entre parenthèses.',
        ),
      ],
    ],
  },
  {
    // scanned: a tourist residence's annexes over two pages, exercise from 1 October, a residence of
    // two buildings with a swimming pool: annexe 1, then annexe 2 by account under exercise headers
    // spanning two columns (2023/2024 budget and real) beside 2022/2023 real, 2024/2025 voted and
    // 2025/2026 proposed; on page 2 the same columns by key for the building and for the seller's
    // flat on three keys, each with its total
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-05',
    scan: scanned(170, 0.8, 13),
    figures: [
      day('document_date', '2024-12-05'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 2140658),
      money('unpaid_providers', 1183097),
      money('works_funds', 2740000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_contribution', 480000),
      money('building_budget_n', 9240000),
      money('building_budget', 9520000),
      money('budget_n1', 220702, 2),
      money('expected_budget_n', 224520, 2),
      money('budget_n', 230608, 2),
      money('expected_budget', 231032, 2),
    ],
    pages: [
      [
        heading('SAINTONGE SYNDIC'),
        small(
          'Syndic de copropriétés et de résidences de tourisme — 8 boulevard de la Côte-de-Beauté 17200 Royan — 05 46 38 20 64',
        ),
        p('Royan, le 05/12/2024'),
        title('Résidence de tourisme LES HAUTS DE ROYAN — comptes de l’exercice 2023/2024'),
        small(
          'Bâtiments A et B, 40 avenue de Pontaillac 17200 Royan — exercice du 1er octobre 2023 au 30 septembre 2024 — pièces jointes à la convocation de l’assemblée générale du 16/01/2025.',
        ),
        table(
          ['Annexe 1 — au 30/09/2024', 'Montant'],
          ['Copropriétaires débiteurs', '21 406,58'],
          ['Fournisseurs', '11 830,97'],
          ['Fonds de travaux', '27 400,00'],
          ['Cotisation au fonds de travaux votée pour 2024/2025', '4 800,00'],
        ),
        heading('Annexe 2 — charges courantes'),
        table(
          [
            'Compte',
            'Exercice 2022/2023',
            'Exercice 2023/2024',
            '',
            'Exercice 2024/2025',
            'Exercice 2025/2026',
          ],
          ['', 'réalisé', 'budget', 'réalisé', 'budget voté', 'budget proposé'],
          ['601 Eau', '12 406,30', '12 600,00', '12 918,40', '13 000,00', '13 400,00'],
          ['602 Électricité', '6 812,40', '7 000,00', '7 426,10', '7 200,00', '7 600,00'],
          [
            '614 Nettoyage et entretien',
            '26 568,60',
            '27 400,00',
            '27 116,20',
            '28 300,00',
            '29 200,00',
          ],
          [
            '615 Piscine (contrat, produits)',
            '13 906,10',
            '14 000,00',
            '15 312,50',
            '14 400,00',
            '14 800,00',
          ],
          ['616 Assurances', '9 318,20', '9 400,00', '9 584,70', '9 800,00', '10 000,00'],
          [
            '621 Honoraires de gestion',
            '17 400,00',
            '17 800,00',
            '17 800,00',
            '18 200,00',
            '18 600,00',
          ],
          ['623 Frais divers', '4 025,60', '4 200,00', '3 879,10', '4 300,00', '4 400,00'],
          ['Total', '90 437,20', '92 400,00', '94 037,00', '95 200,00', '98 000,00'],
        ),
        small('page 1/2'),
      ],
      [
        small(
          'Les Hauts de Royan — annexes 2023/2024 — exemplaire de M. Serge Maréchal, lot 212 — page 2/2',
        ),
        heading('Répartition par clé — immeuble et lot 212 (appartement, bâtiment B)'),
        table(
          [
            'Clé',
            'Exercice 2022/2023',
            'Exercice 2023/2024',
            '',
            'Exercice 2024/2025',
            'Exercice 2025/2026',
          ],
          ['', 'réalisé', 'budget', 'réalisé', 'budget voté', 'budget proposé'],
          ['Immeuble — générales', '62 318,40', '64 000,00', '63 806,20', '66 000,00', '68 000,00'],
          [
            'Immeuble — bâtiment B',
            '14 212,70',
            '14 400,00',
            '14 918,30',
            '14 800,00',
            '15 200,00',
          ],
          ['Immeuble — piscine', '13 906,10', '14 000,00', '15 312,50', '14 400,00', '14 800,00'],
          ['Immeuble — total', '90 437,20', '92 400,00', '94 037,00', '95 200,00', '98 000,00'],
          ['Lot 212 — générales (118/10 000)', '735,36', '755,20', '752,91', '778,80', '802,40'],
          [
            'Lot 212 — bâtiment B (92/1 000)',
            '1 307,57',
            '1 324,80',
            '1 372,48',
            '1 361,60',
            '1 398,40',
          ],
          ['Lot 212 — piscine (118/10 000)', '164,09', '165,20', '180,69', '169,92', '174,64'],
          ['Lot 212 — total', '2 207,02', '2 245,20', '2 306,08', '2 310,32', '2 375,44'],
        ),
        p(
          'Écart 2023/2024 à la charge du lot 212 : 60,88 €, appelé après l’assemblée du 16/01/2025.',
        ),
      ],
    ],
  },
  {
    // scanned: a mountain syndic's annexes over two pages, exercise from 1 May, a residence of three
    // buildings: annexe 1, then annexe 2 by nature with exercise headers spanning two columns
    // (« budget », « réalisé ») for 2023/2024 and 2024/2025, 2025/2026 voted and 2026/2027 to vote;
    // on page 2 the seller's flat and parking in a row each with their total under the same
    // columns, and each lot's tantièmes by key
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-22',
    scan: scanned(180, -1.1, 12),
    figures: [
      day('document_date', '2025-05-22'),
      day('fiscal_year_start', '2024-05-01'),
      day('fiscal_year_end', '2025-04-30'),
      money('unpaid', 1761204),
      money('unpaid_providers', 1095483),
      money('works_funds', 4630000),
      day('dt_works_funds', '2025-04-30'),
      money('works_funds_contribution', 600000),
      money('building_budget_n', 11540000),
      money('building_budget', 11900000),
      money('expected_budget_n1', 305980, 2),
      money('budget_n1', 310585, 2),
      money('expected_budget_n', 315210, 2),
      money('budget_n', 319810, 2),
      money('expected_budget', 325100, 2),
    ],
    pages: [
      [
        heading('CERDAGNE SYNDIC'),
        small(
          'Syndic de copropriété — 2 avenue Emmanuel-Brousse 66120 Font-Romeu — 04 68 30 12 75',
        ),
        p('Font-Romeu, le 22 mai 2025'),
        title('Résidence LES CRISTAUX — annexes aux comptes de l’exercice 2024/2025'),
        small(
          'Bâtiments A, B et C, 15 avenue du Docteur-Capelle 66120 Font-Romeu — exercice du 1er mai 2024 au 30 avril 2025 — assemblée générale du 21/06/2025.',
        ),
        table(
          ['Annexe 1 — état financier au 30/04/2025', 'Montant'],
          ['Copropriétaires débiteurs', '17 612,04'],
          ['Fournisseurs', '10 954,83'],
          ['Fonds de travaux', '46 300,00'],
          ['Cotisation au fonds de travaux, exercice 2025/2026', '6 000,00'],
        ),
        heading('Annexe 2 — compte de gestion courante'),
        table(
          ['Nature', '2023/2024', '', '2024/2025', '', '2025/2026', '2026/2027'],
          ['', 'budget', 'réalisé', 'budget', 'réalisé', 'voté', 'à voter'],
          ['Eau', '11 000,00', '11 062,40', '11 400,00', '11 328,10', '11 600,00', '12 000,00'],
          ['Électricité', '9 000,00', '9 184,70', '9 400,00', '9 872,60', '9 800,00', '10 000,00'],
          [
            'Combustible (chauffage collectif)',
            '38 000,00',
            '39 418,70',
            '39 000,00',
            '42 806,30',
            '40 000,00',
            '41 000,00',
          ],
          [
            'Entretien, ménage et déneigement',
            '25 000,00',
            '24 477,50',
            '25 800,00',
            '26 859,90',
            '27 000,00',
            '28 000,00',
          ],
          [
            'Assurance',
            '10 000,00',
            '10 126,40',
            '10 400,00',
            '10 419,80',
            '10 800,00',
            '11 000,00',
          ],
          [
            'Honoraires du syndic',
            '15 600,00',
            '15 600,00',
            '16 000,00',
            '16 000,00',
            '16 400,00',
            '16 800,00',
          ],
          ['Frais divers', '3 400,00', '3 186,20', '3 400,00', '2 961,50', '3 400,00', '3 600,00'],
          [
            'Total',
            '112 000,00',
            '113 055,90',
            '115 400,00',
            '120 248,20',
            '119 000,00',
            '122 400,00',
          ],
        ),
        small('Budget 2025/2026 voté par l’AG du 22/06/2024. — 1/2'),
      ],
      [
        small('Les Cristaux — annexes 2024/2025 — exemplaire de Mme Nadine Escaró — 2/2'),
        heading('Vos lots : 31 (appartement, bâtiment A) et 77 (parking)'),
        table(
          ['', '2023/2024', '', '2024/2025', '', '2025/2026'],
          ['', 'budget', 'réalisé', 'budget', 'réalisé', 'voté'],
          ['Lot 31', '2 907,80', '2 957,01', '2 998,50', '3 040,07', '3 089,20'],
          ['Lot 77', '152,00', '148,84', '153,60', '158,03', '161,80'],
          ['Ensemble', '3 059,80', '3 105,85', '3 152,10', '3 198,10', '3 251,00'],
        ),
        small(
          'Lot 31 : générales 142/10 000, bâtiment A 118/1 000, chauffage 151/10 000. Lot 77 : générales 8/10 000, parkings 33/1 000. Charges par clé de l’immeuble en 2024/2025 (budget / réalisé) : générales 60 000,00 / 61 218,40 ; bâtiment A 13 200,00 / 12 918,60 ; chauffage 39 000,00 / 42 806,30 ; parkings 3 200,00 / 3 304,90.',
        ),
        p('Solde 2024/2025 de vos lots : 46,00 € à votre charge, appelé après l’assemblée.'),
      ],
    ],
  },
  {
    // a social housing company acting as syndic writes its annual report in prose, calendar
    // exercise, a residence of three buildings, one flat on three keys: the closed exercise named
    // once and then referred back to (« cet exercice », « ledit exercice », « l’exercice
    // précédent », « le budget suivant »), the balance sheet's lines in a sentence, the building's
    // budgets and the lot's shares per key and summed inside sentences
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-18',
    figures: [
      day('document_date', '2025-03-18'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 10240000),
      money('unpaid', 3461290),
      money('unpaid_providers', 1820437),
      money('works_funds', 4980000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget', 10680000),
      money('works_funds_contribution', 534000),
      money('expected_budget_n', 333760),
      money('budget_n', 334026),
      money('expected_budget_n1', 322496),
      money('budget_n1', 328116),
      money('expected_budget', 346400),
    ],
    pages: [
      [
        heading('VAL DE LOIRE HABITAT — Direction des copropriétés'),
        small(
          'Entreprise sociale pour l’habitat, syndic de copropriété — 11 rue Édouard-Vaillant 37000 Tours',
        ),
        p('Tours, le 18 mars 2025'),
        title('Rapport du syndic sur les comptes de l’exercice 2024'),
        p(
          'Résidence LES COTEAUX DE SAINT-CYR, bâtiments A, B et C, 60 rue de la Croix-de-Périgourd 37540 Saint-Cyr-sur-Loire — document joint à la convocation de l’assemblée générale du 15 avril 2025 — exemplaire de M. Karim Belkacem, lot B-204 (appartement du bâtiment B).',
        ),
        p(
          'L’exercice 2024 a couru du 1er janvier au 31 décembre 2024. Le budget de cet exercice avait été voté à 102 400,00 € (charges générales 52 000,00 €, bâtiment B 12 400,00 €, chauffage collectif 38 000,00 €) ; les dépenses dudit exercice se sont élevées à 105 437,80 €, le dépassement venant pour l’essentiel du chauffage (40 312,60 € pour 38 000,00 € prévus).',
        ),
        p(
          'À la clôture de cet exercice, les copropriétaires restaient devoir 34 612,90 € au syndicat, qui devait lui-même 18 204,37 € à ses fournisseurs. Le fonds de travaux atteignait 49 800,00 € au 31 décembre 2024 ; la cotisation votée pour l’exercice suivant, 2025, est de 5 340,00 €.',
        ),
        p(
          'Le budget de l’exercice 2025, voté l’an dernier, s’élève à 106 800,00 € (générales 54 000,00 €, bâtiment B 12 800,00 €, chauffage 40 000,00 €). Le budget de l’exercice 2026, 110 500,00 €, est soumis au vote de l’assemblée.',
        ),
        heading('Votre lot B-204'),
        p(
          'Le lot B-204 compte 168/10 000 des charges générales, 146/1 000 des charges du bâtiment B et 172/10 000 du chauffage. Sur ledit exercice 2024, vos provisions se sont élevées à 873,60 € + 1 810,40 € + 653,60 €, soit 3 337,60 €, et votre part des charges réelles à 892,19 € + 1 754,69 € + 693,38 €, soit 3 340,26 € : il vous reste 2,66 € à régler après l’assemblée.',
        ),
        p(
          'Pour l’exercice précédent, 2023 (budget de 98 800,00 €, dépenses de 100 543,40 €), vos provisions avaient été de 3 224,96 € et vos charges réelles de 3 281,16 €. Dans le budget suivant, celui de 2025, votre quote-part est de 907,20 € + 1 868,80 € + 688,00 €, soit 3 464,00 €.',
        ),
        right('Pour Val de Loire Habitat, le responsable copropriétés\nM. Olivier Ménard'),
      ],
    ],
  },
  {
    // a cooperative syndic's report to the owners in prose, exercise from 1 October, a residence of
    // two buildings, a flat in the lake building on three keys and a garage: the closed exercise
    // named once and then referred back to (« cet exercice », « ledit exercice », « l’exercice
    // d’avant », « le budget en cours »), the balance sheet in sentences, each lot's provisions and
    // charges and their sum for both closed exercises, the current budget's share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-28',
    figures: [
      day('document_date', '2024-11-28'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 5680000),
      money('unpaid', 491836),
      money('unpaid_providers', 330745),
      money('works_funds', 2160000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_contribution', 294000),
      money('expected_budget_n', 392920),
      money('budget_n', 393552),
      money('expected_budget_n1', 376420),
      money('budget_n1', 376029),
      money('building_budget', 5880000),
      money('expected_budget', 406200),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DU DOMAINE DES MARQUISATS'),
        small(
          'Copropriété LE DOMAINE DES MARQUISATS — bâtiments « Lac » et « Parc » — 31 rue des Marquisats 74000 Annecy — président-syndic : M. Gilles Pernoud ; trésorier : M. André Curt',
        ),
        p('Annecy, le jeudi 28 novembre 2024'),
        title('Les comptes de l’exercice 2023/2024, expliqués aux copropriétaires'),
        p(
          'Notre exercice va du 1er octobre au 30 septembre. L’exercice 2023/2024 s’est donc ouvert le 1er octobre 2023 et clos le 30 septembre 2024. Le budget de cet exercice avait été fixé à 56 800,00 € (générales 41 600,00 €, bâtiment Lac 9 400,00 €, ascenseur Lac 3 800,00 €, garages 2 000,00 €) ; ledit exercice a coûté 57 406,20 €.',
        ),
        p(
          'Au 30 septembre 2024, des copropriétaires devaient encore 4 918,36 € au syndicat, et nous devions 3 307,45 € à des fournisseurs. Le fonds de travaux, placé sur un livret, s’élevait à la même date à 21 600,00 € ; la cotisation de l’exercice 2024/2025 a été fixée à 2 940,00 €.',
        ),
        p(
          'Le budget en cours, celui de 2024/2025, voté le 20 janvier 2024, est de 58 800,00 €. Le projet de budget 2025/2026, 61 000,00 €, sera présenté à l’assemblée du 18 janvier 2025.',
        ),
        heading(
          'Pour les lots L-31 (appartement, bâtiment Lac) et G-08 (garage) de Mme Sophie Dunand',
        ),
        p(
          'Tantièmes : L-31 générales 276/10 000, bâtiment Lac 193/1 000, ascenseur Lac 207/1 000 ; G-08 générales 14/10 000, garages 61/1 000.\nSur cet exercice 2023/2024, les provisions appelées ont été de 3 748,96 € pour L-31 et 180,24 € pour G-08, soit 3 929,20 € ; les charges réelles de 3 756,21 € et 179,31 €, soit 3 935,52 €. Il reste donc 6,32 € à régler.\nSur l’exercice d’avant, 2022/2023 (budget 54 600,00 €), les provisions des deux lots avaient été de 3 764,20 € et leurs charges réelles de 3 760,29 €.\nDans le budget en cours, la part des deux lots est de 4 062,00 € (L-31 : 3 867,60 € ; G-08 : 194,40 €).',
        ),
        p('Le trésorier reste à votre disposition pour toute question. A. Curt'),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages, calendar exercise, a residence of three
    // buildings: annexe 1 and annexe 2 by key whose amounts carry footnote calls, the notes giving
    // the meaning of each column (approved, voted, submitted); on page 2 the seller's flat, cellar
    // and parking in a row each with their total, and annexe 5's façade of building A called and
    // spent, with the two lots concerned and their sum
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-27',
    figures: [
      day('document_date', '2025-03-27'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1530872),
      money('unpaid_providers', 894611),
      money('works_funds', 3370000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 350000),
      money('building_budget_n', 6720000),
      money('building_budget', 7000000),
      money('expected_budget_n1', 436080, 2),
      money('budget_n1', 436886, 2),
      money('expected_budget_n', 449920, 2),
      money('budget_n', 456856, 2),
      money('expected_budget', 468760, 2),
      money('expected_hors_budget_n', 1818000, 2),
      money('hors_budget_n', 1866618, 2),
    ],
    pages: [
      [
        heading('VAUCLUSE GESTION IMMOBILIÈRE'),
        small('Syndic de copropriété — 19 rue Joseph-Vernet 84000 Avignon — 04 90 86 33 17'),
        p('Avignon, le 27/03/2025'),
        title('LES REMPARTS DU RHÔNE — annexes aux comptes de l’exercice 2024'),
        small(
          'Bâtiments A, B et C, 4 boulevard de la Ligne 84000 Avignon — exercice du 01/01/2024 au 31/12/2024 — assemblée générale du 24/04/2025.',
        ),
        table(
          ['Annexe 1 — état financier', 'Montant'],
          ['Copropriétaires débiteurs (1)', '15 308,72'],
          ['Fournisseurs restant à payer (1)', '8 946,11'],
          ['Fonds de travaux — compte 105 (2)', '33 700,00'],
          ['Cotisation au fonds de travaux (3)', '3 500,00'],
        ),
        heading('Annexe 2 — charges par clé'),
        table(
          [
            'Clé',
            'Réalisé 2023 (4)',
            'Budget 2024 (5)',
            'Réalisé 2024 (6)',
            'Budget 2025 (5)',
            'Budget 2026 (7)',
          ],
          ['Générales / 10 000', '47 618,30', '50 000,00', '51 206,40', '52 000,00', '54 000,00'],
          ['Bâtiment A / 1 000', '9 912,40', '10 000,00', '9 718,60', '10 400,00', '10 800,00'],
          ['Ascenseur A / 1 000', '4 206,80', '4 400,00', '4 812,30', '4 600,00', '4 800,00'],
          ['Parkings / 1 000', '2 718,50', '2 800,00', '2 906,70', '3 000,00', '3 000,00'],
          ['Total', '64 456,00', '67 200,00', '68 644,00', '70 000,00', '72 600,00'],
        ),
        small(
          '(1) au 31/12/2024, date de clôture de l’exercice. (2) solde au 31/12/2024, après encaissement de la cotisation 2024. (3) cotisation votée pour l’exercice 2025, soit 5 % du budget 2025. (4) comptes approuvés par l’AG du 25/04/2024 (budget 2023 : 64 800,00). (5) budget voté (2024 le 27/04/2023 ; 2025 le 25/04/2024). (6) dépenses soumises à l’approbation de l’AG du 24/04/2025. (7) projet soumis au vote de la même assemblée.',
        ),
        small('page 1/2'),
      ],
      [
        small(
          'Les Remparts du Rhône — exemplaire de M. Bruno Pélissier (lots A-22, 9 et 61) — page 2/2',
        ),
        table(
          [
            'Lot',
            'Tantièmes',
            'Budget 2023',
            'Réalisé 2023',
            'Budget 2024',
            'Réalisé 2024',
            'Budget 2025',
          ],
          [
            'A-22 (appartement)',
            'gén. 274, bât. A 198, asc. A 212',
            '4 148,80',
            '4 159,24',
            '4 282,80',
            '4 347,55',
            '4 459,20',
          ],
          ['9 (cave)', 'gén. 4, bât. A 4', '57,60', '58,70', '60,00', '59,35', '62,40'],
          [
            '61 (parking)',
            'gén. 10, parkings 38',
            '154,40',
            '150,92',
            '156,40',
            '161,66',
            '166,00',
          ],
          ['Total des trois lots', '', '4 360,80', '4 368,86', '4 499,20', '4 568,56', '4 687,60'],
        ),
        heading('Annexe 5 — travaux hors budget de l’exercice 2024'),
        table(
          ['Opération', 'Appelé', 'Dépensé', 'Appelé aux lots (8)', 'Réel des lots (8)'],
          [
            'Ravalement du bâtiment A (AG du 27/04/2023)',
            '90 000,00',
            '92 406,80',
            '18 180,00',
            '18 666,18',
          ],
        ),
        small(
          '(8) lots A-22 (17 820,00 appelés, 18 296,55 réels) et 9 (360,00 appelés, 369,63 réels), clé bâtiment A ; le lot 61 n’est pas concerné. Opération close ; le complément sera appelé après l’assemblée.',
        ),
      ],
    ],
  },
  {
    // a mountain syndic's annexes over two pages, exercise from 1 May, a residence of two buildings,
    // one flat on four keys: annexe 1 and the closed exercise by key with the building's and the
    // lot's budget and real side by side, footnote calls « (a) » to « (e) » whose notes say which
    // exercise and which vote each amount belongs to; on page 2 the lot's totals for the exercise
    // before, the current one and the next, and annexe 5's roof called and spent with the lot's part
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      day('fiscal_year_start', '2024-05-01'),
      day('fiscal_year_end', '2025-04-30'),
      money('unpaid', 1120634),
      money('unpaid_providers', 791852),
      money('works_funds', 3690000),
      day('dt_works_funds', '2025-04-30'),
      money('works_funds_contribution', 464000),
      money('building_budget_n', 9000000),
      money('expected_budget_n', 329544),
      money('budget_n', 336998),
      money('building_budget', 9280000, 2),
      money('expected_budget_n1', 318720, 2),
      money('budget_n1', 322105, 2),
      money('expected_budget', 341960, 2),
      money('expected_hors_budget_n', 786000, 2),
      money('hors_budget_n', 765121, 2),
    ],
    pages: [
      [
        heading('MAURIENNE SYNDIC'),
        small('Syndic de copropriété — 6 rue du Grand-Verger 73450 Valloire — 04 79 59 26 40'),
        p('Valloire, le 2 juin 2025'),
        title('Résidence LE HAMEAU DU GALIBIER — annexes aux comptes'),
        small(
          'Bâtiments A et B, route des Verneys 73450 Valloire — exercice du 1er mai 2024 au 30 avril 2025 — exemplaire de Mme Josiane Favre, lot B-11 (appartement du bâtiment B) — assemblée générale du 05/07/2025.',
        ),
        table(
          ['Annexe 1', 'Montant'],
          ['Copropriétaires débiteurs (a)', '11 206,34'],
          ['Fournisseurs (a)', '7 918,52'],
          ['Fonds de travaux (a)', '36 900,00'],
          ['Cotisation annuelle au fonds (b)', '4 640,00'],
        ),
        table(
          [
            'Clé',
            'Immeuble budget (c)',
            'Immeuble réalisé (d)',
            'Tant. lot B-11',
            'Lot B-11 budget (c)',
            'Lot B-11 réalisé (d)',
          ],
          ['Générales', '45 600,00', '46 418,20', '196/10 000', '893,76', '909,80'],
          ['Bâtiment B', '9 200,00', '8 912,70', '131/1 000', '1 205,20', '1 167,56'],
          ['Ascenseur B', '4 000,00', '4 306,10', '140/1 000', '560,00', '602,85'],
          ['Chauffage', '31 200,00', '33 812,40', '204/10 000', '636,48', '689,77'],
          ['Total', '90 000,00', '93 449,40', '', '3 295,44', '3 369,98'],
        ),
        small(
          '(a) au 30/04/2025, clôture de l’exercice. (b) cotisation votée pour l’exercice 2025/2026. (c) budget de l’exercice 2024/2025, voté par l’AG du 01/07/2023. (d) dépenses de l’exercice 2024/2025, soumises à l’AG du 05/07/2025. (e) budget de l’exercice 2025/2026, voté par l’AG du 15/06/2024.',
        ),
        small('1/2'),
      ],
      [
        small('Le Hameau du Galibier — lot B-11 — 2/2'),
        table(
          ['Exercice', 'Budget immeuble', 'Budget du lot', 'Réalisé du lot'],
          ['2023/2024', '86 800,00', '3 187,20', '3 221,05'],
          ['2024/2025', '90 000,00', '3 295,44', '3 369,98'],
          ['2025/2026 (e)', '92 800,00', '3 419,60', ''],
          ['2026/2027 (projet)', '95 800,00', '3 547,84', ''],
        ),
        heading('Annexe 5 — travaux hors budget de l’exercice 2024/2025'),
        table(
          ['Opération', 'Immeuble appelé', 'Immeuble dépensé', 'Lot B-11 appelé', 'Lot B-11 réel'],
          [
            'Réfection de la toiture du bâtiment B (AG du 15/06/2024), clé bâtiment B',
            '60 000,00',
            '58 406,20',
            '7 860,00',
            '7 651,21',
          ],
        ),
        p('L’excédent de 208,79 € sur la toiture sera remboursé au lot B-11 après l’assemblée.'),
      ],
    ],
  },
  {
    // a regional group's annexes over two pages, calendar exercise, « EUR » with dots between
    // thousands, a residence of three buildings: annexe 1 by account code with the loan's capital,
    // annexe 3 by key (real 2023, budget and real 2024, budget 2025, project 2026); on page 2 the
    // seller's flat and garage in a column each with their sum, and the loan with the lots' part,
    // what remains and the next instalment
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-05',
    figures: [
      day('document_date', '2025-03-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 2941508),
      money('unpaid_providers', 1670233),
      money('works_funds', 4410000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 580000),
      money('loan_amount', 24000000),
      money('building_budget_n', 11160000),
      money('building_budget', 11580000),
      money('budget_n1', 635480, 2),
      money('expected_budget_n', 643120, 2),
      money('budget_n', 648649, 2),
      money('expected_budget', 669120, 2),
      money('loan_share', 633600, 2),
      money('loan_remaining', 510487, 2),
      money('loan_instalment', 11862, 2),
      day('dt_loan_next', '2025-04-01', 2),
    ],
    pages: [
      [
        small(
          'CORNOUAILLE SYNDIC GESTION — 8 quai de l’Odet 29000 Quimper — agence des copropriétés — édition du 05.03.2025',
        ),
        title('LES QUAIS DE L’ODET (bâtiments A, B et C) — annexes aux comptes 2024'),
        small(
          '14 allée de Locmaria 29000 Quimper — exercice du 01.01.2024 au 31.12.2024 — assemblée générale du 10.04.2025',
        ),
        listing(
          ['Cpte', 'Annexe 1 — situation au 31.12.2024', 'Montant'],
          ['450', 'Copropriétaires débiteurs', '29.415,08 EUR'],
          ['401', 'Fournisseurs', '16.702,33 EUR'],
          ['105', 'Fonds de travaux', '44.100,00 EUR'],
          ['105', 'Cotisation votée pour 2025', '5.800,00 EUR'],
          [
            '1641',
            'Emprunt collectif isolation des façades (2022) — capital emprunté',
            '240.000,00 EUR',
          ],
        ),
        heading('Annexe 3 — charges par clé'),
        listing(
          [
            'Clé (base)',
            'Réalisé 2023',
            'Budget 2024',
            'Réalisé 2024',
            'Budget 2025',
            'Projet 2026',
          ],
          ['Générales (10 000)', '82.406,30', '84.000,00', '85.912,60', '87.000,00', '90.000,00'],
          ['Bâtiment B (1 000)', '16.318,20', '16.400,00', '16.012,80', '17.000,00', '17.600,00'],
          ['Ascenseur B (1 000)', '7.106,40', '7.200,00', '7.618,90', '7.600,00', '7.800,00'],
          ['Garages (1 000)', '3.912,60', '4.000,00', '3.906,20', '4.200,00', '4.400,00'],
          ['Total EUR', '109.743,50', '111.600,00', '113.450,50', '115.800,00', '119.800,00'],
        ),
        small(
          'Montants en euros. Budget 2025 voté par l’AG du 11.04.2024 ; projet 2026 soumis au vote. — 1/2',
        ),
      ],
      [
        small('Les Quais de l’Odet — exemplaire de Mme Morgane Le Gall, lots B-33 et 07 — 2/2'),
        listing(
          ['', 'Lot B-33 (appartement)', 'Lot 07 (garage)', 'Total des lots'],
          ['Tantièmes', 'gén. 252 ; bât. B 168 ; asc. B 177', 'gén. 12 ; garages 46', ''],
          ['Réalisé 2023', '6.075,93', '278,87', '6.354,80 EUR'],
          ['Budget 2024', '6.146,40', '284,80', '6.431,20 EUR'],
          ['Réalisé 2024', '6.203,70', '282,79', '6.486,49 EUR'],
          ['Budget 2025', '6.393,60', '297,60', '6.691,20 EUR'],
        ),
        listing(
          ['Emprunt collectif isolation des façades', 'Montant'],
          ['Part des lots B-33 et 07 (264/10 000 des charges générales)', '6.336,00 EUR'],
          ['Capital restant dû par les lots au 31.12.2024', '5.104,87 EUR'],
          ['Échéance trimestrielle des lots', '118,62 EUR'],
          ['Prochaine échéance', '01.04.2025'],
        ),
        p('Écart 2024 des deux lots : 55,29 EUR à leur charge, appelé après l’assemblée.'),
      ],
    ],
  },
  {
    // a small regional cabinet's annexes typed from a spreadsheet, exercise from 1 October, amounts
    // as « 1234.56 », the building's real charges rounded to the euro, a residence of two buildings,
    // one flat on three keys: annexe 1 in a table with the loan, the building's budgets and real by
    // key, then the lot's share by key and in total for the same exercises, the loan's part, what
    // remains and the next instalment in a sentence
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-18',
    figures: [
      day('document_date', '2024-12-18'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 380612),
      money('unpaid_providers', 251490),
      money('works_funds', 1620000),
      day('dt_works_funds', '2024-09-30'),
      money('works_funds_contribution', 240000),
      money('loan_amount', 8000000),
      money('building_budget_n', 4620000),
      money('building_budget', 4800000),
      money('budget_n1', 368177),
      money('expected_budget_n', 375470),
      money('budget_n', 377143),
      money('expected_budget', 389428),
      money('loan_share', 229600),
      money('loan_remaining', 111846),
      money('loan_instalment', 6185),
      day('dt_loan_next', '2025-01-01'),
    ],
    pages: [
      [
        heading('CABINET HARISTOY — SYNDIC'),
        small('5 rue du Port 64700 Hendaye — 05 59 20 41 86'),
        p('Hendaye, le 2024-12-18'),
        title('Résidence LES TERRASSES DE SOKOBURU — comptes 2023/2024'),
        small(
          'Bâtiments A et B, 2 boulevard de la Mer 64700 Hendaye — exercice du 01/10/2023 au 30/09/2024 — assemblée générale du 25/01/2025 — exemplaire de M. Iñaki Etxeberria, lot A-07 (appartement du bâtiment A).',
        ),
        table(
          ['Annexe 1 au 30/09/2024', 'Montant'],
          ['Copropriétaires débiteurs', '3806.12'],
          ['Fournisseurs', '2514.90'],
          ['Fonds de travaux', '16200.00'],
          ['Cotisation fonds de travaux 2024/2025', '2400.00'],
          ['Emprunt collectif étanchéité des terrasses (2021), capital emprunté', '80000.00'],
        ),
        table(
          [
            'Clé',
            'Réel 2022/2023 (€)',
            'Budget 2023/2024',
            'Réel 2023/2024 (€)',
            'Budget 2024/2025',
            'Budget 2025/2026 proposé',
          ],
          ['Générales', '34 812', '35000.00', '36 105', '36400.00', '37600.00'],
          ['Bâtiment A', '7 606', '7800.00', '7 512', '8000.00', '8200.00'],
          ['Ascenseur A', '3 319', '3400.00', '3 612', '3600.00', '3800.00'],
          ['Total', '45 737', '46200.00', '47 229', '48000.00', '49600.00'],
        ),
        small('Dépenses réelles arrondies à l’euro. Budget 2024/2025 voté par l’AG du 27/01/2024.'),
        table(
          [
            'Lot A-07',
            'Tant.',
            'Réel 2022/2023',
            'Budget 2023/2024',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Budget 2025/2026 proposé',
          ],
          ['Générales', '287/10000', '999.12', '1004.50', '1036.20', '1044.68', '1079.12'],
          ['Bâtiment A', '241/1000', '1833.09', '1879.80', '1810.46', '1928.00', '1976.20'],
          ['Ascenseur A', '256/1000', '849.56', '870.40', '924.77', '921.60', '972.80'],
          ['Total du lot', '', '3681.77', '3754.70', '3771.43', '3894.28', '4028.12'],
        ),
        p(
          'Emprunt : la part du lot A-07 (clé générales) est de 2296.00 ; il en reste 1118.46 à rembourser au 30/09/2024, par échéances trimestrielles de 61.85, la prochaine le 01/01/2025. Écart 2023/2024 du lot : 16.73 à sa charge.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's software call printed across the page, calendar exercise with its days,
    // a residence of three buildings, a flat in building A and a parking on five keys: a row per key
    // with the building's budget, the base, both lots' tantièmes and their share for the year and
    // for the quarter under a header spanning two columns, the fund's row, the loan's instalment;
    // the loan in a box and a roof voted in May still to be called in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    landscape: true,
    figures: [
      day('document_date', '2025-06-13'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 13880000),
      money('expected_budget', 890820),
      money('works_funds_contribution', 720000),
      money('works_funds_last_contribution', 6174),
      money('loan_amount', 16000000),
      money('loan_share', 545600),
      money('loan_remaining', 461238),
      money('loan_instalment', 13244),
      day('dt_loan_next', '2025-07-01'),
      money('unbudget_not_due', 549600),
    ],
    pages: [
      [
        small(
          'CITYCOPRO 4.2 — avis d’échéance n° 2025-T3-0412 — CABINET BESSON-ROCHAT, 22 rue de la République 25000 Besançon — édité le 13/06/2025',
        ),
        right('Mme Élodie Vuillemin\nRésidence Les Glacis, lots A-03 et P-19\n25000 Besançon'),
        title('APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025'),
        small(
          'Copro 2504 RÉSIDENCE LES GLACIS (bâtiments A, B et C), 9 rue de Vesoul 25000 Besançon — compte 2504-0412 — exercice du 01/01/2025 au 31/12/2025 — budget voté par l’AG du 22/05/2024 — 3e échéance trimestrielle',
        ),
        listing(
          [
            'Cpte',
            'Poste',
            'Budget immeuble 2025',
            'Base',
            'Tant. A-03 / P-19',
            'Quote-part des lots',
            '',
          ],
          ['', '', '', '', '', 'année 2025', '3e trim. 2025'],
          ['4501.1', 'Charges générales', '68 000,00', '10 000', '334 / 9', '2 332,40', '583,10'],
          ['4501.2', 'Bâtiment A', '14 800,00', '1 000', '229 / —', '3 389,20', '847,30'],
          ['4501.3', 'Ascenseur A', '6 400,00', '1 000', '241 / —', '1 542,40', '385,60'],
          ['4501.4', 'Chauffage collectif', '46 000,00', '10 000', '341 / —', '1 568,60', '392,15'],
          ['4501.5', 'Parkings', '3 600,00', '1 000', '— / 21', '75,60', '18,90'],
          ['', 'Total budget', '138 800,00', '', '', '8 908,20', '2 227,05'],
          ['4502', 'Fonds de travaux 2025', '7 200,00', '10 000', '334 / 9', '246,96', '61,74'],
          ['4505', 'Emprunt chaudières — échéance du 01/07/2025', '', '', '', '', '132,44'],
          ['', 'Montant de l’appel', '', '', '', '', '2 421,23'],
        ),
        listing(
          ['Emprunt collectif remplacement des chaudières (2023)', 'Montant'],
          ['Capital emprunté par le syndicat', '160 000,00'],
          ['Part du lot A-03 (clé chauffage 341 / 10 000)', '5 456,00'],
          ['Capital restant dû par le lot au 01/04/2025', '4 612,38'],
          ['Échéance trimestrielle', '132,44'],
          ['Échéance appelée', '01/07/2025'],
        ),
        p(
          'Travaux votés restant à appeler après cet avis : étanchéité de la toiture du bâtiment A (AG du 20/05/2025, 24 000,00 €, clé bâtiment A), en deux appels les 01/10/2025 et 01/01/2026, soit 5 496,00 € pour le lot A-03.',
        ),
        small('Prélèvement le 05/07/2025 pour les comptes en prélèvement automatique.'),
      ],
    ],
  },
  {
    // a seaside syndic's software call printed across the page, exercise from 1 October with its
    // days, a residence of two buildings with a swimming pool, a flat on four keys and a storeroom:
    // a row per lot and key with the building's budget, the base, the tantièmes and the shares for
    // the year and the quarter, the fund, a walkways' instalment and the closed exercise's
    // regularisation added, the closed exercise's figures in a second table, the last instalment
    // still to come in a note
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-12',
    landscape: true,
    figures: [
      day('document_date', '2025-03-12'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 7960000),
      money('expected_budget', 420744),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 2220),
      money('unbudget_not_due', 205200),
      money('building_budget_n', 7720000),
      money('expected_budget_n', 409476),
      money('budget_n', 415240),
      money('wanted_loads', 5764),
    ],
    pages: [
      [
        small(
          'SYNDICWEB PRO — ESTÉREL SYNDIC, 14 boulevard de la Libération 83600 Fréjus — avis n° 8360-0114-2503 — Fréjus, le 12/03/2025',
        ),
        right('M. Thierry Santoni\nRésidence Le Clos des Arènes, lots C-14 et 41\n83600 Fréjus'),
        title('Appel de fonds du 1er avril 2025'),
        small(
          'Résidence LE CLOS DES ARÈNES, bâtiments Azur et Corail, 120 avenue de Provence 83600 Fréjus — exercice 2024/2025, du 01/10/2024 au 30/09/2025 — 3e échéance — budget voté par l’AG du 20/01/2024',
        ),
        listing(
          ['Lot', 'Clé', 'Budget immeuble 2024/2025', 'Base', 'Tant.', 'Quote-part', ''],
          ['', '', '', '', '', 'exercice', 'trimestre'],
          ['C-14', 'Générales', '54 000,00', '10 000', '219', '1 182,60', '295,65'],
          ['C-14', 'Bâtiment Corail', '11 200,00', '1 000', '171', '1 915,20', '478,80'],
          ['C-14', 'Ascenseur Corail', '4 800,00', '1 000', '184', '883,20', '220,80'],
          ['C-14', 'Piscine', '9 600,00', '10 000', '219', '210,24', '52,56'],
          ['41', 'Générales', '54 000,00', '10 000', '3', '16,20', '4,05'],
          ['', 'Total provisions (budget 79 600,00)', '', '', '', '4 207,44', '1 051,86'],
          ['C-14 + 41', 'Fonds de travaux (4 000,00)', '', '10 000', '222', '88,80', '22,20'],
          [
            'C-14',
            'Coursives du bâtiment Corail (AG du 20/01/2024) — échéance 2/3',
            '',
            '1 000',
            '171',
            '6 156,00',
            '2 052,00',
          ],
          [
            'C-14 + 41',
            'Régularisation de l’exercice 2023/2024 (AG du 18/01/2025)',
            '',
            '',
            '',
            '',
            '57,64',
          ],
          ['', 'Total à régler au 01/04/2025', '', '', '', '', '3 183,70'],
        ),
        listing(
          ['Exercice 2023/2024 (01/10/2023 – 30/09/2024)', 'Immeuble', 'Lots C-14 + 41'],
          ['Budget voté / provisions appelées', '77 200,00', '4 094,76'],
          ['Dépenses réelles / charges réelles', '78 682,00', '4 152,40'],
          ['Régularisation', '', '57,64'],
        ),
        small(
          'Reste à appeler sur les coursives après cet avis : échéance 3/3 du 01/10/2025, 2 052,00 €. Budget 2025/2026 voté le 18/01/2025 : 82 000,00 €.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a mountain office's quarterly call, exercise from 1 May with its days, a
    // studio in chalet B on three keys and a ski locker: one table with a row per lot and key, the
    // building's budget, the base, the tantièmes, the year's share and the quarter's, the lots'
    // totals, the fund's row and the amount to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-14',
    scan: scanned(170, 1.3, 13, 'png'),
    figures: [
      day('document_date', '2025-04-14'),
      day('fiscal_year_start', '2025-05-01'),
      day('fiscal_year_end', '2026-04-30'),
      money('building_budget', 6720000),
      money('expected_budget', 164592),
      money('works_funds_contribution', 320000),
      money('works_funds_last_contribution', 840),
    ],
    pages: [
      [
        heading('PORTES DU SOLEIL SYNDIC'),
        small('Syndic de copropriété — 48 route du Front-de-Neige 74260 Les Gets — 04 50 75 88 21'),
        p('Les Gets, le 14/04/2025'),
        right('M. et Mme Didier Muffat\nRésidence Les Chalets du Praz\nlots B-05 et SK-12'),
        title('Appel de provisions — 1er trimestre de l’exercice 2025/2026'),
        small(
          'Résidence LES CHALETS DU PRAZ (chalets A, B et C), 160 chemin du Praz 74260 Les Gets — exercice du 01/05/2025 au 30/04/2026 — budget de 67 200,00 € voté par l’AG du 29/06/2024 — échéance du 01/05/2025',
        ),
        table(
          ['Lot', 'Clé', 'Budget', 'Base', 'Tant.', 'Part de l’exercice', 'Part du trimestre'],
          ['B-05 studio', 'Générales', '36 000,00', '10 000', '104', '374,40', '93,60'],
          ['B-05 studio', 'Chalet B', '8 400,00', '1 000', '121', '1 016,40', '254,10'],
          ['B-05 studio', 'Chauffage collectif', '21 600,00', '10 000', '112', '241,92', '60,48'],
          ['SK-12 casier', 'Générales', '36 000,00', '10 000', '1', '3,60', '0,90'],
          ['SK-12 casier', 'Casiers à skis', '1 200,00', '1 000', '8', '9,60', '2,40'],
          ['Total provisions', '', '67 200,00', '', '', '1 645,92', '411,48'],
          ['Fonds de travaux', 'Générales', '3 200,00', '10 000', '105', '33,60', '8,40'],
          ['À payer au 01/05/2025', '', '', '', '', '', '419,88'],
        ),
        p(
          'Règlement par virement ou par chèque à l’ordre de Portes du Soleil Syndic avant le 10/05/2025.',
        ),
        small('Prochaines échéances : 01/08/2025, 01/11/2025, 01/02/2026.'),
      ],
    ],
  },
  {
    // scanned to PNG: a seaside office's quarterly call, exercise from 1 October with its days, a
    // flat in the south building on three keys and a garage: one table with the building's budget
    // by key in a column and each lot's yearly share and their total in the next, the year's total
    // and the quarter, the fund and the closed exercise's surplus deducted; the closed exercise's
    // figures in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-10',
    scan: scanned(180, -1.2, 12, 'png'),
    figures: [
      day('document_date', '2024-12-10'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 5720000),
      money('expected_budget', 408300),
      money('works_funds_contribution', 280000),
      money('works_funds_last_contribution', 2079),
      money('building_budget_n', 5560000),
      money('expected_budget_n', 396576),
      money('budget_n', 386141),
      money('credit_balance', 10435),
    ],
    pages: [
      [
        heading('CÔTE D’OPALE SYNDIC'),
        small('Syndic de copropriété — 37 rue Carnot 62600 Berck-sur-Mer — 03 21 09 47 62'),
        p('Berck-sur-Mer, le 10 décembre 2024'),
        right('Mme Jacqueline Fourcroy\nRésidence Les Dunes de Berck\nlots 12 et 3'),
        title('Appel de fonds — échéance du 1er janvier 2025'),
        small(
          'Résidence LES DUNES DE BERCK, bâtiments Nord et Sud, 5 esplanade Parmentier 62600 Berck-sur-Mer — exercice du 1er octobre 2024 au 30 septembre 2025 (budget voté le 18/11/2023) — 2e trimestre',
        ),
        table(
          [
            'Clé',
            'Budget de l’immeuble',
            'Lot 12 (appartement)',
            'Lot 3 (garage)',
            'Vos deux lots',
          ],
          ['Générales (287 et 10 / 10 000)', '42 000,00', '1 205,40', '42,00', '1 247,40'],
          ['Bâtiment Sud (204 / 1 000)', '9 200,00', '1 876,80', '—', '1 876,80'],
          ['Ascenseur Sud (219 / 1 000)', '3 600,00', '788,40', '—', '788,40'],
          ['Garages (71 / 1 000)', '2 400,00', '—', '170,40', '170,40'],
          ['Total de l’exercice', '57 200,00', '3 870,60', '212,40', '4 083,00'],
          ['Appel du trimestre (1/4)', '', '967,65', '53,10', '1 020,75'],
          ['Fonds de travaux (2 800,00 par an)', '', '', '', '20,79'],
          ['Excédent de l’exercice 2023/2024, déduit', '', '', '', '-104,35'],
          ['Net à payer au 01/01/2025', '', '', '', '937,19'],
        ),
        p(
          'Exercice 2023/2024 (comptes approuvés par l’AG du 30/11/2024) : budget 55 600,00 € ; vos deux lots ont versé 3 965,76 € de provisions pour 3 861,41 € de charges réelles, d’où l’excédent de 104,35 € déduit ci-dessus.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's call written as a letter, calendar exercise with its days, a residence
    // of two buildings, a flat in building B on four keys and a cellar: the budget named once and
    // then referred back to (« ledit budget », « cet exercice », « le montant ci-dessus »), each
    // lot's share and their sum in sentences, the quarter, the fund, a staircase's third instalment
    // and the last one to come; the call's lines in a small table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 9160000),
      money('expected_budget', 502300),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 3132),
      money('unbudget_not_due', 226800),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DU CHAMP-DE-JUILLET'),
        small(
          'Résidence du Champ-de-Juillet, bâtiments A et B, 12 avenue de la Libération 87000 Limoges — président-syndic : Mme Annie Granet — trésorier : M. Paul Desbordes',
        ),
        p('Limoges, le 18 juin 2025'),
        right('M. Étienne Lavergne\nlots B-42 et B-C2'),
        p('Objet : appel de fonds du 1er juillet 2025'),
        p(
          'Cher copropriétaire,\nL’exercice 2025 court du 1er janvier au 31 décembre 2025. L’assemblée du 15 mai 2024 en a voté le budget pour 91 600,00 € (générales 46 000,00 €, bâtiment B 9 600,00 €, ascenseur B 4 000,00 €, chauffage 32 000,00 €). Dans ledit budget, votre appartement B-42 (générales 256/10 000, bâtiment B 212/1 000, ascenseur B 226/1 000, chauffage 264/10 000) supporte 4 961,60 € et votre cave B-C2 (générales 5/10 000, bâtiment B 4/1 000) 61,40 €, soit 5 023,00 € pour les deux lots. Le montant ci-dessus est appelé par quarts : 1 255,75 € chaque trimestre.',
        ),
        p(
          'La cotisation au fonds de travaux de cet exercice est de 4 800,00 € pour la résidence, soit 31,32 € par trimestre pour vos deux lots.',
        ),
        p(
          'La réfection de la cage d’escalier et des paliers du bâtiment B (42 000,00 €, votée le 15 mai 2024, clé bâtiment B) est appelée en quatre échéances de 2 268,00 € pour vos lots ; le présent appel porte la troisième. La dernière, du même montant, sera appelée le 1er octobre 2025.',
        ),
        table(
          ['Appel du 1er juillet 2025', 'Montant'],
          ['Provisions, 3e trimestre 2025', '1 255,75'],
          ['Fonds de travaux', '31,32'],
          ['Cage d’escalier du bâtiment B — échéance 3/4', '2 268,00'],
          ['Total à régler avant le 10 juillet 2025', '3 555,07'],
        ),
        p('Avec nos remerciements, pour le syndicat coopératif, P. Desbordes'),
      ],
    ],
  },
  {
    // a lakeside tourist residence's call written as a letter, exercise from 1 May with its days,
    // one flat on four keys (general, building C, lift C, leisure areas): the exercises named once
    // and then referred back to (« cet exercice », « l’exercice précédent », « ledit emprunt », « le
    // montant ci-dessus »), the share per key and summed in a sentence, the quarter, the fund, the
    // loan's instalment and the closed exercise's surplus deducted; the call's lines in a table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-25',
    figures: [
      day('document_date', '2025-06-25'),
      day('fiscal_year_start', '2025-05-01'),
      day('fiscal_year_end', '2026-04-30'),
      money('building_budget', 10240000),
      money('expected_budget', 340700),
      money('works_funds_contribution', 520000),
      money('works_funds_last_contribution', 1703),
      money('building_budget_n', 9920000),
      money('expected_budget_n', 328276),
      money('budget_n', 320070),
      money('credit_balance', 8206),
      money('loan_amount', 9000000),
      money('loan_share', 117900),
      money('loan_remaining', 80652),
      money('loan_instalment', 3187),
      day('dt_loan_next', '2025-08-01'),
    ],
    pages: [
      [
        heading('LAC DU BOURGET SYNDIC'),
        small(
          'Syndic de copropriétés et de résidences de tourisme — 3 boulevard Wilson 73100 Aix-les-Bains — 04 79 35 61 02',
        ),
        right('Mme Corinne Vibert\nRésidence Les Balcons du Lac, lot C-17\n73100 Aix-les-Bains'),
        p('Aix-les-Bains, le mercredi 25 juin 2025'),
        p('Objet : appel de fonds du 1er août 2025'),
        p(
          'Madame,\nL’exercice 2025/2026 de la résidence de tourisme LES BALCONS DU LAC (bâtiments A, B et C, 18 avenue du Grand-Port) a commencé le 1er mai 2025 et s’achèvera le 30 avril 2026. Le budget de cet exercice, voté par l’assemblée du 28 juin 2024, s’élève à 102 400,00 € ; votre lot C-17 y contribue pour 917,00 € (générales, 131/10 000) + 1 612,80 € (bâtiment C, 112/1 000) + 720,00 € (ascenseur C, 120/1 000) + 157,20 € (espaces de loisirs, 131/10 000), soit 3 407,00 €, appelés par trimestres de 851,75 €. La cotisation de cet exercice au fonds de travaux, 5 200,00 €, représente 17,03 € par trimestre pour votre lot.',
        ),
        p(
          'L’exercice précédent, clos le 30 avril 2025, avait un budget de 99 200,00 € ; vous avez versé 3 282,76 € de provisions pour une part de charges réelles de 3 200,70 €. L’assemblée du 14 juin 2025 ayant approuvé ces comptes, l’excédent de 82,06 € vient en déduction du présent appel.',
        ),
        p(
          'Le présent appel comprend enfin l’échéance du 1er août 2025 de l’emprunt de 90 000,00 € souscrit en 2022 pour la rénovation du spa et réparti selon la clé espaces de loisirs : la part de votre lot dans ledit emprunt est de 1 179,00 €, dont 806,52 € restent dus avant cette échéance trimestrielle de 31,87 €.',
        ),
        table(
          ['Appel du 1er août 2025 — lot C-17', 'Montant'],
          ['Provisions, 2e trimestre 2025/2026', '851,75'],
          ['Fonds de travaux', '17,03'],
          ['Emprunt spa — échéance du 01/08/2025', '31,87'],
          ['Excédent de l’exercice 2024/2025', '-82,06'],
          ['Total', '818,59'],
        ),
        p(
          'Nous vous remercions de régler le montant ci-dessus avant le 10 août 2025.\nVeuillez agréer, Madame, nos salutations distinguées.\nF. Dumas, gestionnaire',
        ),
      ],
    ],
  },
  {
    // a regional syndic's call, calendar exercise with its days, a residence of three buildings, a
    // flat in building B: a row per key of the residence with a box « ☒ » or « ☐ » telling whether
    // the lot bears it, the building's budget, the tantièmes and the shares for the year and the
    // quarter, the fund and a lift loan's instalment; footnote calls whose notes carry the vote, the
    // fund's rule and the loan's figures; the payment method ticked
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-14',
    figures: [
      day('document_date', '2025-03-14'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 12720000),
      money('expected_budget', 526740),
      money('works_funds_contribution', 640000),
      money('works_funds_last_contribution', 3856),
      money('loan_instalment', 20314),
      day('dt_loan_next', '2025-04-01'),
      money('loan_amount', 3600000),
      money('loan_share', 676800),
      money('loan_remaining', 291450),
    ],
    pages: [
      [
        heading('FOREZ SYNDIC'),
        small('Syndic de copropriété — 9 place Jean-Jaurès 42000 Saint-Étienne — 04 77 32 18 90'),
        p('Saint-Étienne, le vendredi 14 mars 2025'),
        right('M. Patrick Chambon\nLe Val d’Auzon, bâtiment B, lot B-09'),
        title('Appel de fonds — échéance du 01/04/2025'),
        small(
          'Copropriété LE VAL D’AUZON, bâtiments A, B et C, 25 rue Bergson 42000 Saint-Étienne — exercice 2025 du 01/01/2025 au 31/12/2025 — 2e trimestre',
        ),
        table(
          [
            'Clé',
            'Concerné',
            'Budget 2025 (1)',
            'Tant. lot B-09',
            'Part annuelle',
            'Part du trimestre',
          ],
          ['Charges générales', '☒', '58 000,00', '241 / 10 000', '1 397,80', '349,45'],
          ['Bâtiment A', '☐', '10 800,00', '—', '—', '—'],
          ['Bâtiment B', '☒', '11 200,00', '176 / 1 000', '1 971,20', '492,80'],
          ['Ascenseur B', '☒', '4 800,00', '188 / 1 000', '902,40', '225,60'],
          ['Chauffage collectif', '☒', '40 000,00', '249 / 10 000', '996,00', '249,00'],
          ['Parkings', '☐', '2 400,00', '—', '—', '—'],
          ['Total', '', '127 200,00', '', '5 267,40', '1 316,85'],
          ['Fonds de travaux (2)', '☒', '6 400,00', '241 / 10 000', '154,24', '38,56'],
          ['Emprunt ascenseur B (3)', '☒', '', '188 / 1 000', '', '203,14'],
          ['Montant de l’échéance', '', '', '', '', '1 558,55'],
        ),
        small(
          '(1) budget de l’exercice 2025 voté par l’assemblée générale du 28/05/2024.\n(2) cotisation annuelle votée pour 2025, appelée par quarts avec les provisions.\n(3) prêt de mise en sécurité de l’ascenseur du bâtiment B (2021) : 36 000,00 empruntés par le syndicat ; part du lot 6 768,00 ; capital restant dû au 01/01/2025 : 2 914,50 ; échéance trimestrielle appelée le 01/04/2025.',
        ),
        p('Mode de règlement : ☒ prélèvement le 05/04/2025 ☐ chèque ☐ virement'),
      ],
    ],
  },
  {
    // a seaside syndic's call slip, exercise from 1 October with its days, a flat in the east
    // building and a parking: the call's natures in rows each ticked « ☒ » when included in this
    // call or « ☐ » when not, a column per lot and their total, footnote calls whose notes give the
    // budget, each lot's yearly share and the loan's figures; the last quarter, the fund and a
    // balconies loan's instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('loan_instalment', 29845),
      money('works_funds_last_contribution', 2457),
      money('building_budget', 6800000),
      money('expected_budget', 436100),
      money('works_funds_contribution', 360000),
      money('loan_amount', 6000000),
      money('loan_share', 1128000),
      money('loan_remaining', 348672),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        heading('ÎLES D’OR SYNDIC'),
        small('Syndic de copropriété — 6 avenue Gambetta 83400 Hyères — 04 94 65 20 38'),
        p('Hyères, le 11/06/2025'),
        right('Mme Laurence Bertrand\nRésidence Les Salins, lots 8 et 24'),
        title('Bordereau d’appel — échéance du 1er juillet 2025'),
        small(
          'Résidence LES SALINS, bâtiments Est et Ouest, 30 avenue de la Méditerranée 83400 Hyères — exercice du 01/10/2024 au 30/09/2025 — 4e et dernier trimestre.',
        ),
        table(
          ['', 'Nature', 'Lot 8 (appartement)', 'Lot 24 (parking)', 'Total'],
          ['☒', 'Provisions sur budget, 4e trimestre (1)', '1 059,95', '30,30', '1 090,25'],
          ['☒', 'Fonds de travaux (2)', '23,85', '0,72', '24,57'],
          ['☒', 'Emprunt balcons du bâtiment Est (3)', '298,45', '', '298,45'],
          ['☐', 'Appel de travaux', '', '', '0,00'],
          ['☐', 'Régularisation d’exercice', '', '', '0,00'],
          ['', 'À payer au 01/07/2025', '', '', '1 413,27'],
        ),
        small(
          '(1) budget 2024/2025 de 68 000,00 € (générales 50 000,00, bâtiment Est 10 800,00, ascenseur Est 4 400,00, parkings 2 800,00), voté par l’AG du 25/01/2024. Part annuelle : lot 8 (générales 265/10 000, bâtiment Est 188/1 000, ascenseur Est 201/1 000) 4 239,80 € ; lot 24 (générales 8/10 000, parkings 29/1 000) 121,20 € ; ensemble 4 361,00 €.\n(2) cotisation 2024/2025 de 3 600,00 € pour la résidence.\n(3) prêt collectif de 60 000,00 € (2020), clé bâtiment Est ; part du lot 8 : 11 280,00 € ; capital restant dû après l’échéance du 01/04/2025 : 3 486,72 € ; échéance trimestrielle appelée le 01/07/2025.',
        ),
        p('☒ prélèvement automatique le 05/07/2025 ☐ virement ☐ chèque'),
      ],
    ],
  },
  {
    // a social landlord acting as syndic sends a monthly call, calendar exercise with its days, a
    // residence of four buildings, one flat in building D on four keys: the month's provisions per
    // key with the building's budget and the lot's yearly share beside, the fund, last year's
    // regularisation added to this month, the closed exercise's figures in a small table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-05-21',
    figures: [
      day('document_date', '2025-05-21'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 10200000),
      money('expected_budget', 412788),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 748),
      money('wanted_loads', 3236),
      money('building_budget_n', 9840000),
      money('expected_budget_n', 405912),
      money('budget_n', 409148),
    ],
    pages: [
      [
        heading('SAMBRE HABITAT — Office public de l’habitat'),
        small('Service des copropriétés — 4 rue de la Croix 59600 Maubeuge — 03 27 53 40 12'),
        p('Maubeuge, le 21/05/2025'),
        right('M. Rachid Bensaïd\nRésidence Les Hauts de Sambre\nbâtiment D, lot D-112'),
        title('Avis d’échéance mensuelle — juin 2025'),
        small(
          'Copropriété LES HAUTS DE SAMBRE, bâtiments A, B, C et D, 2 avenue de Ferrière 59600 Maubeuge — exercice du 1er janvier au 31 décembre 2025 — budget voté par l’AG du 16/05/2024 — appel du 01/06/2025, prélevé le 10/06/2025.',
        ),
        table(
          ['Poste', 'Budget immeuble 2025', 'Tantièmes', 'Part annuelle du lot', 'Juin 2025'],
          ['Charges générales', '44 400,00', '187 / 10 000', '830,28', '69,19'],
          ['Bâtiment D', '9 600,00', '247 / 1 000', '2 371,20', '197,60'],
          ['Chauffage collectif', '38 400,00', '193 / 10 000', '741,12', '61,76'],
          ['Eau chaude collective', '9 600,00', '193 / 10 000', '185,28', '15,44'],
          ['Total des provisions', '102 000,00', '', '4 127,88', '343,99'],
          ['Fonds de travaux', '4 800,00', '187 / 10 000', '89,76', '7,48'],
          ['Régularisation des charges 2024', '', '', '', '32,36'],
          ['Total de l’échéance', '', '', '', '383,83'],
        ),
        table(
          ['Exercice 2024 (comptes approuvés le 24/04/2025)', 'Immeuble', 'Lot D-112'],
          ['Budget / provisions appelées', '98 400,00', '4 059,12'],
          ['Dépenses / charges réelles', '102 243,60', '4 091,48'],
          ['Régularisation à votre charge', '', '32,36'],
        ),
        small('Les provisions sont appelées par douzièmes le 1er de chaque mois.'),
      ],
    ],
  },
  {
    // a social housing company acting as syndic sends a monthly call, calendar exercise with its
    // days, a residence of three numbered buildings, a flat in building 2 and a parking: the
    // month's lines per lot with the year's share beside, the fund, the loan's monthly instalment,
    // last year's surplus deducted from this month; the closed exercise's figures and the loan in
    // sentences
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-18',
    figures: [
      day('document_date', '2025-04-18'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 5400000),
      money('expected_budget', 291996),
      money('works_funds_contribution', 360000),
      money('works_funds_last_contribution', 663),
      money('loan_instalment', 942),
      money('credit_balance', 9421),
      money('building_budget_n', 5280000),
      money('expected_budget_n', 289344),
      money('budget_n', 279923),
      money('loan_amount', 4800000),
      money('loan_share', 106080),
      money('loan_remaining', 84216),
      day('dt_loan_next', '2025-05-01'),
    ],
    pages: [
      [
        heading('LOGIS BERRICHON — société anonyme d’HLM'),
        small(
          'Activité syndic de copropriété — 15 rue Victor-Hugo 36000 Châteauroux — syndic@logis-berrichon.fr',
        ),
        p('Châteauroux, le 18 avril 2025'),
        right('Mme Christine Aubrun\nRésidence Saint-Denis\nlots 2-21 et P-07'),
        title('Appel mensuel — mai 2025'),
        small(
          'Copropriété RÉSIDENCE SAINT-DENIS, bâtiments 1, 2 et 3, 8 rue Saint-Denis 36000 Châteauroux — exercice du 01/01/2025 au 31/12/2025 — budget de 54 000,00 € voté par l’AG du 03/06/2024 — lot 2-21 : appartement du bâtiment 2 (générales 214/10 000, bâtiment 2 163/1 000, ascenseur 2 171/1 000) ; lot P-07 : parking (générales 7/10 000, parkings 25/1 000).',
        ),
        table(
          ['Ligne', 'Lot 2-21', 'Lot P-07', 'Total'],
          ['Quote-part annuelle du budget 2025', '2 832,24', '87,72', '2 919,96'],
          ['Provisions de mai 2025 (1/12)', '236,02', '7,31', '243,33'],
          ['Fonds de travaux (3 600,00 par an pour la résidence)', '6,42', '0,21', '6,63'],
          ['Prêt isolation des combles — mensualité', '', '', '9,42'],
          ['Excédent 2024 déduit', '', '', '-94,21'],
          ['À payer le 01/05/2025', '', '', '165,17'],
        ),
        p(
          'Exercice 2024 : budget de 52 800,00 € ; provisions appelées à vos deux lots 2 893,44 €, charges réelles 2 799,23 € (comptes approuvés par l’AG du 10/04/2025) ; l’excédent de 94,21 € est déduit de cet appel.',
        ),
        p(
          'Prêt collectif d’isolation des combles (2023) : 48 000,00 € empruntés par le syndicat, répartis en charges générales ; part de vos lots 1 060,80 € ; capital restant dû après la mensualité d’avril 842,16 € ; mensualité de 9,42 €, la prochaine le 01/05/2025.',
        ),
      ],
    ],
  },
  {
    // a regional syndic's works call, calendar exercise with its days, a residence of three
    // buildings, an owner of two flats and a cellar in building A: a façade of building A voted in
    // April, part paid by the fund, the rest in four instalments with a column per lot and their
    // total under a header spanning the instalments, this call's column marked, the rest after it;
    // the year's budget and each lot's share recalled
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('works_funds', 5260000),
      day('dt_works_funds', '2024-12-31'),
      money('unbudget_not_due', 1270500),
      money('building_budget', 8120000),
      money('expected_budget', 610000),
      money('works_funds_contribution', 410000),
    ],
    pages: [
      [
        heading('CABINET ROLLAND-MAZET'),
        small('Syndic de copropriété — 10 cours Berriat 38000 Grenoble — 04 76 46 70 13'),
        p('Grenoble, le 05.06.2025'),
        right('M. Damien Chevalier\nRésidence Les Trois Tours\nlots A-12, A-13 et A-C3'),
        title('Appel de fonds travaux — ravalement du bâtiment A'),
        p(
          'Résidence LES TROIS TOURS, bâtiments A, B et C, 5 rue Ampère 38000 Grenoble. L’assemblée du 10/04/2025 a voté le ravalement du bâtiment A pour 84 000,00 €, réparti selon la clé bâtiment A. Le fonds de travaux (52 600,00 € au 31/12/2024) en finance 14 000,00 € ; les 70 000,00 € restants sont appelés en quatre échéances, la première sur l’exercice 2025 (du 01/01/2025 au 31/12/2025).',
        ),
        table(
          ['Lot', 'Tant. bâtiment A', 'Part totale', 'Échéances', '', '', ''],
          ['', '', '', '01/07/2025 (cet appel)', '01/10/2025', '01/01/2026', '01/04/2026'],
          [
            'A-12 (appartement)',
            '142 / 1 000',
            '9 940,00',
            '2 485,00',
            '2 485,00',
            '2 485,00',
            '2 485,00',
          ],
          [
            'A-13 (appartement)',
            '96 / 1 000',
            '6 720,00',
            '1 680,00',
            '1 680,00',
            '1 680,00',
            '1 680,00',
          ],
          ['A-C3 (cave)', '4 / 1 000', '280,00', '70,00', '70,00', '70,00', '70,00'],
          ['Total', '242 / 1 000', '16 940,00', '4 235,00', '4 235,00', '4 235,00', '4 235,00'],
        ),
        p(
          'À régler pour le 01/07/2025 : 4 235,00 €. Resteront à appeler après cet appel : 12 705,00 € (A-12 : 7 455,00 ; A-13 : 5 040,00 ; A-C3 : 210,00).',
        ),
        p(
          'Pour mémoire : budget 2025 de 81 200,00 €, dont 3 583,60 € pour A-12, 2 442,80 € pour A-13 et 73,60 € pour A-C3, soit 6 100,00 € pour vos trois lots ; cotisation 2025 au fonds de travaux : 4 100,00 € pour la résidence.',
        ),
        p('Pour le cabinet, Mme Sandrine Mazet'),
      ],
    ],
  },
  {
    // a seaside syndic's works call, exercise from 1 October with its days, a residence of two
    // buildings, a flat in building B and a garage box: two works voted at the same meeting on two
    // keys (lift B, garages), a row per instalment with a column per lot and their total, this
    // call's row marked and the rest in the last row; the year's budget and the lots' shares each
    // and summed, the fund recalled
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-07',
    figures: [
      day('document_date', '2025-03-07'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('unbudget_not_due', 862800),
      money('works_funds', 3180000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget', 8600000),
      money('expected_budget', 550040),
      money('works_funds_contribution', 430000),
    ],
    pages: [
      [
        heading('PAYS DE RETZ SYNDIC'),
        small('Syndic de copropriété — 2 rue de la Marine 44210 Pornic — 02 40 82 19 55'),
        p('Pornic, le 7 mars 2025'),
        right(
          'M. et Mme Jean-Yves Guillou\nRésidence Les Terrasses de la Noëveillard\nlots B-22 et 14',
        ),
        title('Appel de fonds travaux du 1er avril 2025'),
        p(
          'Résidence LES TERRASSES DE LA NOËVEILLARD, bâtiments A et B, 3 chemin du Port 44210 Pornic. L’assemblée du 25/01/2025 a voté le remplacement de l’ascenseur du bâtiment B (54 000,00 €, clé ascenseur B, dont 212/1 000 pour votre lot B-22) et le remplacement des portes des garages (18 000,00 €, clé garages, dont 83/1 000 pour votre box 14), soit 11 448,00 € + 1 494,00 € = 12 942,00 € pour vos deux lots, appelés sur l’exercice 2024/2025 (du 1er octobre 2024 au 30 septembre 2025) en trois échéances égales.',
        ),
        table(
          ['Échéance', 'Lot B-22 (ascenseur B)', 'Box 14 (garages)', 'Total'],
          ['1/3 — 01/04/2025 — présent appel', '3 816,00', '498,00', '4 314,00'],
          ['2/3 — 01/07/2025', '3 816,00', '498,00', '4 314,00'],
          ['3/3 — 01/09/2025', '3 816,00', '498,00', '4 314,00'],
          ['Total', '11 448,00', '1 494,00', '12 942,00'],
          ['Restant à appeler après le présent appel', '7 632,00', '996,00', '8 628,00'],
        ),
        p(
          'Le fonds de travaux (31 800,00 € au 30/09/2024) n’est pas mobilisé pour ces travaux ; sa cotisation 2024/2025 est de 4 300,00 €. Rappel : budget 2024/2025 de 86 000,00 €, dont 5 152,00 € pour le lot B-22 et 348,40 € pour le box 14, soit 5 500,40 € pour vos deux lots.',
        ),
        p('Le gestionnaire, M. Loïc Praud'),
      ],
    ],
  },
  {
    // a regional cabinet's software décompte printed across the page, calendar exercise with its
    // days, a residence of three buildings, a flat in building C and a parking on five keys: a row
    // per key with the base and tantièmes, the building's budget and real, the two lots' « quote-
    // part » of provisions and real and the gap, and the next budget for both, under headers
    // spanning two or three columns; the « régularisation » line at the foot
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-08',
    landscape: true,
    figures: [
      day('document_date', '2025-04-08'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 12400000),
      money('expected_budget_n', 651700),
      money('budget_n', 665493),
      money('building_budget', 12860000),
      money('expected_budget', 674280),
    ],
    pages: [
      [
        small(
          'PROCOPRO 12 — DÉCOMPTE INDIVIDUEL DE CHARGES — Cabinet Sarrazin-Thévenet, 3 place Stanislas 54000 Nancy — édité le 08/04/2025',
        ),
        right('M. Nicolas Grandjean\nRésidence Le Parc de Saurupt\nlots C-31 et P-44'),
        title('Décompte de charges — exercice du 01/01/2024 au 31/12/2024'),
        small(
          'Copro 5407 LE PARC DE SAURUPT (bâtiments A, B et C), 40 avenue du Général-Leclerc 54000 Nancy — compte 5407-0331 — lot C-31 : appartement du bâtiment C ; lot P-44 : parking — comptes soumis à l’AG du 22/05/2025',
        ),
        listing(
          [
            'Clé',
            'Base',
            'Tant. C-31 / P-44',
            'IMMEUBLE',
            '',
            'QUOTE-PART LOTS C-31 + P-44',
            '',
            '',
            'BUDGET 2025',
            '',
          ],
          [
            '',
            '',
            '',
            'budget 2024',
            'réel 2024',
            'provisions',
            'réel',
            'écart',
            'immeuble',
            'lots',
          ],
          [
            'Charges générales',
            '10 000',
            '263 / 9',
            '60 000,00',
            '61 418,30',
            '1 632,00',
            '1 670,58',
            '38,58',
            '62 000,00',
            '1 686,40',
          ],
          [
            'Bâtiment C',
            '1 000',
            '191 / —',
            '13 200,00',
            '12 906,70',
            '2 521,20',
            '2 465,18',
            '-56,02',
            '13 600,00',
            '2 597,60',
          ],
          [
            'Ascenseur C',
            '1 000',
            '204 / —',
            '5 600,00',
            '6 012,40',
            '1 142,40',
            '1 226,53',
            '84,13',
            '5 800,00',
            '1 183,20',
          ],
          [
            'Chauffage collectif',
            '10 000',
            '271 / —',
            '42 000,00',
            '44 718,90',
            '1 138,20',
            '1 211,88',
            '73,68',
            '44 000,00',
            '1 192,40',
          ],
          [
            'Parkings',
            '1 000',
            '— / 26',
            '3 200,00',
            '3 106,20',
            '83,20',
            '80,76',
            '-2,44',
            '3 200,00',
            '83,20',
          ],
          [
            'Total',
            '',
            '',
            '124 000,00',
            '128 162,50',
            '6 517,00',
            '6 654,93',
            '137,93',
            '128 600,00',
            '6 742,80',
          ],
          ['Régularisation 2024 à votre charge', '', '', '', '', '', '', '137,93', '', ''],
        ),
        small(
          'Écart positif : à votre charge ; négatif : en votre faveur. La régularisation sera appelée avec l’échéance du 01/07/2025. Budget 2025 voté par l’AG du 23/05/2024.',
        ),
      ],
    ],
  },
  {
    // a seaside syndic's software décompte printed across the page, exercise from 1 October with its
    // days, a residence of two buildings, one flat on three keys: the accounts grouped under each
    // key with a subtotal per key, the building's budget and real beside the lot's « quote-part »
    // of each (shared line by line) and the gap, the « régularisation » line at the foot; the lot's
    // real charges of the exercise before and the current budget in notes
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-01-09',
    landscape: true,
    figures: [
      day('document_date', '2025-01-09'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6600000),
      money('expected_budget_n', 415744),
      money('budget_n', 416479),
      money('budget_n1', 409652),
      money('building_budget', 6800000),
      money('expected_budget', 427808),
    ],
    pages: [
      [
        small(
          'GESTICOP 5 — répartition individuelle — VENDÉE LITTORAL SYNDIC, 12 quai du Port-Fidèle 85800 Saint-Gilles-Croix-de-Vie — le 09/01/2025',
        ),
        right('Mme Béatrice Renaud\nRésidence Le Grand Large, lot O-26'),
        title('Répartition des charges de l’exercice 2023/2024 (du 01/10/2023 au 30/09/2024)'),
        small(
          'Résidence LE GRAND LARGE, bâtiments Océan et Dune, 25 boulevard de l’Égalité 85800 Saint-Gilles-Croix-de-Vie — lot O-26 : appartement du bâtiment Océan — générales 244/10 000, bâtiment Océan 197/1 000, ascenseur Océan 211/1 000',
        ),
        listing(
          ['Compte', 'Immeuble', '', 'Quote-part du lot O-26', '', ''],
          ['', 'budget', 'réel', 'budget', 'réel', 'écart'],
          ['601 Eau', '9 800,00', '10 126,40', '239,12', '247,08', '7,96'],
          [
            '602 Électricité des parties communes',
            '4 200,00',
            '4 518,70',
            '102,48',
            '110,26',
            '7,78',
          ],
          ['614 Nettoyage', '15 600,00', '15 600,00', '380,64', '380,64', '0,00'],
          ['616 Assurance multirisque', '8 800,00', '9 043,20', '214,72', '220,65', '5,93'],
          ['621 Honoraires du syndic', '13 200,00', '13 200,00', '322,08', '322,08', '0,00'],
          [
            'Sous-total charges générales',
            '51 600,00',
            '52 488,30',
            '1 259,04',
            '1 280,71',
            '21,67',
          ],
          [
            '615 Entretien du bâtiment Océan',
            '6 400,00',
            '5 872,10',
            '1 260,80',
            '1 156,80',
            '-104,00',
          ],
          ['618 Espaces verts côté Océan', '3 600,00', '3 718,60', '709,20', '732,56', '23,36'],
          ['Sous-total bâtiment Océan', '10 000,00', '9 590,70', '1 970,00', '1 889,36', '-80,64'],
          [
            '6155 Contrat d’entretien ascenseur',
            '3 800,00',
            '3 800,00',
            '801,80',
            '801,80',
            '0,00',
          ],
          ['6156 Dépannages ascenseur', '600,00', '914,30', '126,60', '192,92', '66,32'],
          ['Sous-total ascenseur Océan', '4 400,00', '4 714,30', '928,40', '994,72', '66,32'],
          ['Total de l’exercice', '66 000,00', '66 793,30', '4 157,44', '4 164,79', '7,35'],
          ['Régularisation à votre charge', '', '', '', '', '7,35'],
        ),
        small(
          'Pour mémoire : charges réelles du lot O-26 sur l’exercice 2022/2023 : 4 096,52. Exercice en cours 2024/2025 : budget 68 000,00 voté par l’AG du 13/01/2024, quote-part du lot 4 278,08. Comptes 2023/2024 soumis à l’AG du 25/01/2025.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a mountain office's décompte, exercise from 1 May with its days, a flat in
    // chalet A on three keys and a parking: one table with a row per key, the building's budget and
    // real, both lots' « quote-part » of each summed over the two lots, the totals and the «
    // régularisation » line, then the new exercise's budget by key for the building and the lots
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-10',
    scan: scanned(160, 0.9, 14, 'png'),
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2024-05-01'),
      day('fiscal_year_end', '2025-04-30'),
      money('building_budget_n', 7720000),
      money('expected_budget_n', 274540),
      money('budget_n', 275757),
      money('building_budget', 8020000),
      money('expected_budget', 285618),
    ],
    pages: [
      [
        heading('MONT-BLANC COPRO GESTION'),
        small('Syndic — 71 avenue du Mont-d’Arbois 74170 Saint-Gervais-les-Bains — 04 50 93 44 06'),
        p('Saint-Gervais, le 10 juin 2025'),
        right('M. Hervé Socquet\nRésidence Les Gentianes, lots A-06 et P-2'),
        title('Décompte de charges — exercice du 01/05/2024 au 30/04/2025'),
        small(
          'Résidence LES GENTIANES, chalets A et B, 210 route de la Forclaz 74170 Saint-Gervais-les-Bains. Lot A-06 : générales 176/10 000, chalet A 158/1 000, chauffage 183/10 000 ; lot P-2 : générales 7/10 000, parkings 42/1 000.',
        ),
        table(
          [
            'Clé',
            'Budget immeuble',
            'Réel immeuble',
            'Quote-part budget (A-06 + P-2)',
            'Quote-part réelle (A-06 + P-2)',
          ],
          ['Générales', '40 000,00', '40 918,60', '732,00', '748,81'],
          ['Chalet A', '9 200,00', '8 906,40', '1 453,60', '1 407,21'],
          ['Chauffage collectif', '26 000,00', '28 412,30', '475,80', '519,95'],
          ['Parkings', '2 000,00', '1 942,80', '84,00', '81,60'],
          ['Total', '77 200,00', '80 180,10', '2 745,40', '2 757,57'],
          ['Régularisation à votre charge', '', '', '', '12,17'],
        ),
        table(
          ['Exercice 2025/2026 (du 01/05/2025 au 30/04/2026)', 'Budget immeuble', 'Vos lots'],
          ['Générales', '41 600,00', '761,28'],
          ['Chalet A', '9 600,00', '1 516,80'],
          ['Chauffage collectif', '27 000,00', '494,10'],
          ['Parkings', '2 000,00', '84,00'],
          ['Total', '80 200,00', '2 856,18'],
        ),
        small(
          'Comptes 2024/2025 soumis à l’AG du 28/06/2025 ; budget 2025/2026 voté le 29/06/2024.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a seaside office's décompte, exercise from 1 October with its days, one flat in
    // building B on three keys: one table with a column per key and a total column, rows for the
    // building's budget and real, the tantièmes, the lot's provisions, real charges and gap, and the
    // current exercise's budget and share; the lot's real charges of the exercise before in a line
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-02',
    scan: scanned(170, -0.7, 13, 'png'),
    figures: [
      day('document_date', '2024-12-02'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6040000),
      money('expected_budget_n', 353460),
      money('budget_n', 365065),
      money('building_budget', 6260000),
      money('expected_budget', 367572),
      money('budget_n1', 341080),
    ],
    pages: [
      [
        heading('SYNDIC DE LA CÔTE RADIEUSE'),
        small('4 promenade de la Côte-Vermeille 66140 Canet-en-Roussillon — 04 68 73 25 09'),
        p('Canet-en-Roussillon, le lundi 2 décembre 2024'),
        right('M. Alain Ribes\nRésidence Les Alizés, lot B-31'),
        title('Décompte individuel de l’exercice 2023/2024'),
        small(
          'Résidence LES ALIZÉS, bâtiments A et B, 18 avenue de la Méditerranée 66140 Canet-en-Roussillon — exercice du 1er octobre 2023 au 30 septembre 2024.',
        ),
        table(
          ['', 'Générales', 'Bâtiment B', 'Ascenseur B', 'Total'],
          ['Budget immeuble 2023/2024', '46 000,00', '10 400,00', '4 000,00', '60 400,00'],
          ['Dépenses immeuble 2023/2024', '45 318,60', '10 812,40', '4 306,20', '60 437,20'],
          ['Tantièmes du lot B-31', '207 / 10 000', '176 / 1 000', '188 / 1 000', ''],
          ['Provisions appelées au lot', '952,20', '1 830,40', '752,00', '3 534,60'],
          ['Charges réelles du lot', '938,10', '1 902,98', '809,57', '3 650,65'],
          ['Écart (+ à votre charge)', '-14,10', '72,58', '57,57', '116,05'],
          ['Budget immeuble 2024/2025', '47 600,00', '10 800,00', '4 200,00', '62 600,00'],
          ['Quote-part du lot 2024/2025', '985,32', '1 900,80', '789,60', '3 675,72'],
        ),
        p(
          'Exercice 2022/2023 : charges réelles du lot B-31, 3 410,80 €. Le solde de 116,05 € sera appelé après l’assemblée du 18/01/2025.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's décompte written as a letter, calendar exercise with its days, a
    // residence of two buildings, one flat in building A on three keys: the closed exercise named
    // once and then referred back to (« cet exercice », « ledit exercice », « l’exercice
    // précédent », « le montant ci-dessus »), the building's budget and expenses, the lot's
    // provisions and real charges per key and summed in sentences, the current budget's share
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-20',
    figures: [
      day('document_date', '2025-02-20'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 3680000),
      money('expected_budget_n', 353500),
      money('budget_n', 354978),
      money('expected_budget_n1', 340516),
      money('budget_n1', 346675),
      money('building_budget', 3820000),
      money('expected_budget', 367550),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DE LA RÉSIDENCE DU REBBERG'),
        small(
          'Résidence du Rebberg, bâtiments A et B, 14 rue du Rebberg 68100 Mulhouse — président-syndic : M. François Kieffer — comptable bénévole : Mme Irène Baumann',
        ),
        p('Mulhouse, le 20/02/2025'),
        right('Mme Gisèle Meyer\nRésidence du Rebberg, bâtiment A, lot A-4'),
        p('Objet : vos charges de l’exercice 2024'),
        p(
          'Chère Madame,\nL’exercice 2024 a couru du 1er janvier au 31 décembre 2024. Le budget de cet exercice, voté par notre assemblée du 7 mars 2024, s’élevait à 36 800,00 € (générales 18 000,00 €, bâtiment A 4 800,00 €, chauffage 14 000,00 €) ; les dépenses de la résidence sur ledit exercice ont atteint 38 237,80 €, surtout à cause du chauffage.',
        ),
        p(
          'Votre appartement A-4 compte 512/10 000 des charges générales, 389/1 000 des charges du bâtiment A et 533/10 000 du chauffage. Sur cet exercice, vous avez versé 921,60 € + 1 867,20 € + 746,20 €, soit 3 535,00 € de provisions ; votre part des charges réelles est de 942,73 € + 1 796,52 € + 810,53 €, soit 3 549,78 €. La différence, 14,78 €, reste à votre charge : le montant ci-dessus sera appelé avec l’échéance d’avril, après l’approbation des comptes par l’assemblée du 13 mars 2025.',
        ),
        p(
          'Pour comparaison, sur l’exercice précédent (2023, budget de 35 600,00 €), vous aviez versé 3 405,16 € de provisions pour 3 466,75 € de charges réelles.',
        ),
        p(
          'Le budget de l’exercice 2025, voté l’an dernier, est de 38 200,00 € ; votre quote-part y est de 952,32 € + 1 945,00 € + 778,18 €, soit 3 675,50 €.',
        ),
        p('Bien cordialement, pour le syndicat coopératif, I. Baumann'),
      ],
    ],
  },
  {
    // a mountain syndic's décompte written as a letter, exercise from 1 May with its days, a flat in
    // building C on three keys and a covered parking: the closed exercise named once and then
    // referred back to (« ledit exercice », « cet exercice », « l’exercice précédent », « ce
    // montant »), each lot's provisions and real charges and their sum in sentences, the exercise
    // before and the current budget likewise, the next budget only to be voted
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2024-05-01'),
      day('fiscal_year_end', '2025-04-30'),
      money('building_budget_n', 9640000),
      money('expected_budget_n', 303240),
      money('budget_n', 303722),
      money('expected_budget_n1', 293808),
      money('budget_n1', 295475),
      money('building_budget', 9940000),
      money('expected_budget', 313004),
    ],
    pages: [
      [
        heading('HAUT-CHABLAIS SYNDIC'),
        small('Syndic de copropriété — 12 place de la Poste 74110 Morzine — 04 50 79 03 62'),
        right('M. et Mme Frédéric Baud\n9 chemin des Udrezants\n74110 Morzine'),
        p('Morzine, le 16/06/2025'),
        p('Objet : Résidence Les Fermes de Morzine — décompte de vos lots C-08 et PC-21'),
        p(
          'Madame, Monsieur,\nL’exercice 2024/2025 de la résidence LES FERMES DE MORZINE (bâtiments A, B et C, 45 route de la Plagne) s’est ouvert le 1er mai 2024 et clos le 30 avril 2025. Ledit exercice reposait sur un budget de 96 400,00 € ; les dépenses ont atteint 99 642,50 €, le chauffage ayant coûté 32 604,80 € pour 30 000,00 € prévus.',
        ),
        p(
          'Votre appartement C-08 (générales 158/10 000, bâtiment C 137/1 000, chauffage 166/10 000) a été appelé pour 2 908,80 € sur cet exercice et votre parking couvert PC-21 (générales 6/10 000, parkings 33/1 000) pour 123,60 €, soit 3 032,40 € de provisions. Leurs charges réelles s’élèvent à 2 915,83 € et 121,39 €, soit 3 037,22 €. Il vous reste 4,82 € à régler ; ce montant sera appelé après l’assemblée du 28 juin 2025.',
        ),
        p(
          'Sur l’exercice précédent, 2023/2024, vos deux lots avaient été appelés pour 2 938,08 € et leurs charges réelles s’étaient élevées à 2 954,75 €.',
        ),
        p(
          'L’exercice 2025/2026 a commencé le 1er mai 2025 avec un budget de 99 400,00 €, voté le 29 juin 2024 : votre quote-part est de 3 005,48 € pour C-08 et 124,56 € pour PC-21, soit 3 130,04 €. Le budget de l’exercice 2026/2027, 102 800,00 €, sera proposé à l’assemblée du 28 juin.',
        ),
        p(
          'Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.\nM. Olivier Tavernier',
        ),
      ],
    ],
  },
  {
    // scanned: a regional syndic's décompte over two pages, calendar exercise with its days, a
    // residence of three buildings, a flat in building B on three keys, a cellar and a parking: on
    // page 1 a row per key under headers spanning two columns (the building's budget and real, the
    // three lots' « quote-part » budget and real) and the « régularisation » line; on page 2 each
    // lot in a row and their sum for the exercise before, the closed one and the current budget
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-31',
    scan: scanned(180, 0.6, 12),
    figures: [
      day('document_date', '2025-03-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 9760000),
      money('expected_budget_n', 560320),
      money('budget_n', 565378),
      money('expected_budget_n1', 541320, 2),
      money('budget_n1', 549295, 2),
      money('building_budget', 10040000, 2),
      money('expected_budget', 579320, 2),
    ],
    pages: [
      [
        heading('HÉRAULT SYNDIC CONSEIL'),
        small('Syndic de copropriété — 22 rue Foch 34000 Montpellier — 04 67 60 81 44'),
        p('Montpellier, le 31 mars 2025'),
        right('Mme Sophie Azaïs\nRésidence Le Clos des Arceaux\nlots B-17, B-41 et 92'),
        title('Décompte de charges de l’exercice 2024 (du 01/01/2024 au 31/12/2024)'),
        small(
          'Résidence LE CLOS DES ARCEAUX, bâtiments A, B et C, 11 boulevard des Arceaux 34000 Montpellier. B-17 : appartement (générales 224/10 000, bâtiment B 171/1 000, ascenseur B 183/1 000) ; B-41 : cave (générales 4/10 000, bâtiment B 3/1 000) ; 92 : parking (générales 8/10 000, parkings 22/1 000).',
        ),
        table(
          ['Clé', 'Immeuble', '', 'Vos trois lots', ''],
          ['', 'budget', 'réel', 'quote-part budget', 'quote-part réelle'],
          ['Générales', '72 000,00', '73 806,20', '1 699,20', '1 741,82'],
          ['Bâtiment B', '15 200,00', '14 718,60', '2 644,80', '2 561,04'],
          ['Ascenseur B', '6 400,00', '6 912,40', '1 171,20', '1 264,97'],
          ['Parkings', '4 000,00', '3 906,80', '88,00', '85,95'],
          ['Total', '97 600,00', '99 344,00', '5 603,20', '5 653,78'],
          ['Régularisation 2024', '', '', '', '50,58'],
        ),
        small(
          'La régularisation, à votre charge, sera appelée après l’assemblée du 15/05/2025. — 1/2',
        ),
      ],
      [
        small('Hérault Syndic Conseil — Le Clos des Arceaux — lots B-17, B-41, 92 — 2/2'),
        table(
          ['Lot', 'Provisions 2023', 'Réel 2023', 'Provisions 2024', 'Réel 2024', 'Budget 2025'],
          ['B-17', '5 196,80', '5 276,05', '5 383,20', '5 435,11', '5 569,60'],
          ['B-41', '72,40', '73,09', '74,40', '73,68', '76,40'],
          ['92', '144,00', '143,81', '145,60', '144,99', '147,20'],
          ['Ensemble', '5 413,20', '5 492,95', '5 603,20', '5 653,78', '5 793,20'],
          [
            'Immeuble (budget / dépenses)',
            '94 800,00 / 94 750,40',
            '',
            '97 600,00 / 99 344,00',
            '',
            '100 400,00',
          ],
        ),
        small('Budget 2025 voté par l’AG du 16/05/2024.'),
      ],
    ],
  },
  {
    // scanned: a Riviera office's décompte on one page, exercise from 1 October with its days, a
    // residence of two buildings, a flat in building A on three keys and a cellar: one table with
    // a row for the building, one per lot and the lots' total under exercise headers spanning two
    // columns (« budget », « réel ») for 2022/2023 and 2023/2024 and the 2024/2025 budget, the «
    // régularisation » line below
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-01-21',
    scan: scanned(170, -1.4, 13),
    figures: [
      day('document_date', '2025-01-21'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('expected_budget_n1', 421420),
      money('budget_n1', 420534),
      money('building_budget_n', 5160000),
      money('expected_budget_n', 435096),
      money('budget_n', 439194),
      money('building_budget', 5340000),
      money('expected_budget', 453932),
    ],
    pages: [
      [
        heading('RIVIERA SYNDIC MENTONNAIS'),
        small('Syndic de copropriété — 7 avenue Félix-Faure 06500 Menton — 04 93 35 72 48'),
        p('Menton, le 21/01/2025'),
        right('Mme Paola Ravel\nRésidence Les Jardins du Bastion\nlots 5 et 19'),
        title(
          'Répartition des charges — exercice 2023/2024 (1er octobre 2023 – 30 septembre 2024)',
        ),
        small(
          'Résidence LES JARDINS DU BASTION, bâtiments A et B, 3 quai Bonaparte 06500 Menton. Lot 5 : appartement du bâtiment A (générales 318/10 000, bâtiment A 241/1 000, ascenseur A 258/1 000) ; lot 19 : cave (générales 5/10 000, bâtiment A 4/1 000).',
        ),
        table(
          ['', 'Exercice 2022/2023', '', 'Exercice 2023/2024', '', 'Exercice 2024/2025'],
          ['', 'budget', 'réel', 'budget', 'réel', 'budget'],
          ['Immeuble', '50 000,00', '49 637,60', '51 600,00', '52 537,60', '53 400,00'],
          ['Lot 5', '4 161,60', '4 152,05', '4 296,16', '4 337,84', '4 482,32'],
          ['Lot 19', '52,60', '53,29', '54,80', '54,10', '57,00'],
          ['Total de vos lots', '4 214,20', '4 205,34', '4 350,96', '4 391,94', '4 539,32'],
        ),
        table(
          ['Régularisation de l’exercice 2023/2024', 'Montant'],
          ['Charges réelles de vos lots', '4 391,94'],
          ['Provisions appelées', '4 350,96'],
          ['Solde à votre charge', '40,98'],
        ),
        small(
          'Budget 2024/2025 voté par l’AG du 20/01/2024 ; comptes 2023/2024 soumis à l’AG du 08/02/2025. Le solde sera appelé avec l’échéance du 01/04/2025.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's décompte, calendar exercise with its days, a residence of three
    // buildings, one flat in building A on three keys: the current charges by key with the
    // building's and the lot's budget and real, then the boiler replaced outside the budget called
    // and spent for the building and the lot, the two balances and their net; footnote calls whose
    // notes say which vote and which exercise each column belongs to
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-02',
    figures: [
      day('document_date', '2025-04-02'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 9720000),
      money('expected_budget_n', 474840),
      money('budget_n', 472846),
      money('expected_hors_budget_n', 179840),
      money('hors_budget_n', 186074),
      money('building_budget', 10080000),
      money('expected_budget', 492132),
    ],
    pages: [
      [
        heading('CHAMPAGNE SUD SYNDIC'),
        small('Syndic de copropriété — 18 rue Émile-Zola 10000 Troyes — 03 25 73 12 56'),
        p('Troyes, le 02/04/2025'),
        right('M. Bertrand Collot\nRésidence Les Quais de Seine, lot A-25'),
        title('Décompte individuel — exercice du 01/01/2024 au 31/12/2024'),
        small(
          'Résidence LES QUAIS DE SEINE, bâtiments A, B et C, 6 quai La Fontaine 10000 Troyes — lot A-25 : appartement du bâtiment A — générales 268/10 000, bâtiment A 214/1 000, chauffage collectif 281/10 000.',
        ),
        table(
          [
            'Charges courantes',
            'Immeuble budget (1)',
            'Immeuble réel (2)',
            'Lot A-25 budget (1)',
            'Lot A-25 réel (2)',
          ],
          ['Générales', '50 000,00', '50 912,40', '1 340,00', '1 364,45'],
          ['Bâtiment A', '11 200,00', '10 806,30', '2 396,80', '2 312,55'],
          ['Chauffage collectif', '36 000,00', '37 418,60', '1 011,60', '1 051,46'],
          ['Total', '97 200,00', '99 137,30', '4 748,40', '4 728,46'],
        ),
        table(
          [
            'Travaux hors budget (3)',
            'Immeuble appelé',
            'Immeuble dépensé',
            'Lot A-25 appelé',
            'Lot A-25 réel',
          ],
          [
            'Remplacement de la chaudière collective',
            '64 000,00',
            '66 218,40',
            '1 798,40',
            '1 860,74',
          ],
        ),
        table(
          ['Soldes du lot A-25 (4)', 'Montant'],
          ['Charges courantes (en votre faveur)', '-19,94'],
          ['Travaux de chaufferie (à votre charge)', '62,34'],
          ['Net à votre charge', '42,40'],
        ),
        small(
          '(1) budget de l’exercice 2024, voté par l’AG du 30/05/2023. (2) dépenses de l’exercice 2024, soumises à l’approbation de l’AG du 22/05/2025. (3) travaux votés par l’AG du 30/05/2023 (clé chauffage), appelés en deux fois en 2024, opération close au 31/12/2024. (4) appelé ou remboursé avec l’échéance du 01/07/2025. Budget de l’exercice 2025, voté par l’AG du 23/05/2024 : 100 800,00 €, dont 4 921,32 € pour le lot A-25.',
        ),
      ],
    ],
  },
  {
    // a regional syndic's décompte, calendar exercise with its days, a residence of three
    // buildings, a flat in building C on three keys and a garage: one table with a column per lot
    // and their total, rows for the provisions, the real charges, the railings' works outside the
    // budget called and spent, and each balance; the building's budget, expenses and works and
    // the next budget only in footnotes called from the rows
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-07',
    figures: [
      day('document_date', '2025-05-07'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('expected_budget_n', 604320),
      money('budget_n', 615816),
      money('expected_hors_budget_n', 663000),
      money('hors_budget_n', 638966),
      money('building_budget_n', 8040000),
      money('building_budget', 8300000),
      money('expected_budget', 624040),
    ],
    pages: [
      [
        heading('MAYENNE SYNDIC'),
        small('Syndic de copropriété — 31 rue du Pont-de-Mayenne 53000 Laval — 02 43 56 21 80'),
        p('Laval, le 7 mai 2025'),
        right('Mme Aurélie Gendron\nRésidence Les Coteaux du Mont-Aigu\nlots C-12 et G-6'),
        title('Vos charges de l’exercice 2024 (1er janvier – 31 décembre 2024)'),
        small(
          'Résidence LES COTEAUX DU MONT-AIGU, bâtiments A, B et C, 4 rue du Mont-Aigu 53000 Laval. C-12 : appartement du bâtiment C (générales 297/10 000, bâtiment C 221/1 000, ascenseur C 236/1 000) ; G-6 : garage (générales 11/10 000, garages 58/1 000).',
        ),
        table(
          ['', 'Lot C-12', 'Lot G-6', 'Vos deux lots'],
          ['Provisions appelées (1)', '5 838,00', '205,20', '6 043,20'],
          ['Charges réelles (2)', '5 959,16', '199,00', '6 158,16'],
          ['Solde des charges courantes', '121,16', '-6,20', '114,96'],
          ['Garde-corps du bâtiment C : appelé (3)', '6 630,00', '', '6 630,00'],
          ['Garde-corps du bâtiment C : coût réel (3)', '6 389,66', '', '6 389,66'],
          ['Solde des travaux', '-240,34', '', '-240,34'],
          ['Solde net (4)', '-119,18', '-6,20', '-125,38'],
        ),
        small(
          '(1) d’après le budget 2024 de l’immeuble, 80 400,00 €, voté par l’AG du 16/05/2023.\n(2) d’après les dépenses 2024 de l’immeuble, 80 243,30 €, soumises à l’AG du 12/06/2025.\n(3) travaux votés le 16/05/2023 pour 30 000,00 € (clé bâtiment C), dépensés 28 912,50 € ; le garage n’est pas concerné.\n(4) montant négatif : en votre faveur, déduit de l’appel du 01/07/2025.\nBudget 2025 : 83 000,00 € pour l’immeuble (voté le 21/05/2024) ; C-12 : 6 033,00 € ; G-6 : 207,40 € ; vos deux lots : 6 240,40 €.',
        ),
      ],
    ],
  },
  {
    // a social landlord acting as syndic sends a décompte, calendar exercise with its days, a
    // residence of four buildings, one flat in building A on five keys: the lot's provisions and
    // real charges per key for the exercise before and the closed one side by side under headers
    // spanning two columns, the current budget's share, the building's figures in a second table,
    // the surplus in a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-25',
    figures: [
      day('document_date', '2025-03-25'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('expected_budget_n1', 371064),
      money('budget_n1', 383003),
      money('expected_budget_n', 384092),
      money('budget_n', 381434),
      money('expected_budget', 398088),
      money('building_budget_n', 8680000),
      money('building_budget', 9000000),
    ],
    pages: [
      [
        heading('ARDENNES HABITAT — Office public de l’habitat'),
        small(
          'Mission syndic de copropriété — 10 place Ducale 08000 Charleville-Mézières — 03 24 33 70 15',
        ),
        p('Charleville-Mézières, le 25/03/2025'),
        right('M. Jean-Claude Lambotte\nRésidence Les Hauts de Meuse\nbâtiment A, lot A-33'),
        title('Décompte annuel des charges — exercice 2024'),
        small(
          'Copropriété LES HAUTS DE MEUSE, bâtiments A, B, C et D, 1 rue de Warcq 08000 Charleville-Mézières — exercice du 01/01/2024 au 31/12/2024 — comptes soumis à l’AG du 17/04/2025.',
        ),
        table(
          [
            'Poste (tantièmes du lot A-33)',
            'Exercice 2023 (N-1)',
            '',
            'Exercice 2024 (N)',
            '',
            'Budget 2025',
          ],
          ['', 'provisions', 'réel', 'provisions', 'réel', ''],
          ['Charges générales (167/10 000)', '601,20', '594,73', '621,24', '634,72', '641,28'],
          ['Bâtiment A (224/1 000)', '1 612,80', '1 661,77', '1 702,40', '1 637,98', '1 747,20'],
          ['Chauffage collectif (172/10 000)', '516,00', '547,07', '536,64', '578,24', '557,28'],
          ['Eau chaude collective (172/10 000)', '123,84', '120,61', '123,84', '127,40', '130,72'],
          ['Ascenseur A (238/1 000)', '856,80', '905,85', '856,80', '836,00', '904,40'],
          ['Total du lot', '3 710,64', '3 830,03', '3 840,92', '3 814,34', '3 980,88'],
        ),
        table(
          ['Immeuble', '2023', '2024', '2025'],
          ['Budget voté', '84 000,00', '86 800,00', '90 000,00'],
          ['Dépenses réelles', '85 655,60', '89 857,40', ''],
        ),
        p(
          'Pour l’exercice 2024, vos provisions dépassent vos charges réelles de 26,58 € : cette somme vous sera remboursée sur l’appel de juillet 2025.',
        ),
        small('Budget 2025 voté par l’assemblée générale du 11/04/2024.'),
      ],
    ],
  },
  {
    // a social housing company acting as syndic sends a décompte, exercise from 1 July with its
    // days, a residence of three buildings, a flat in building B on three keys and a parking: one
    // table with the building's row, a row per lot and the lots' total, the exercise before and the
    // closed one side by side under headers spanning two columns (« provisions », « réel ») and the
    // current budget; the balance in a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-11-14',
    figures: [
      day('document_date', '2024-11-14'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('expected_budget_n1', 318000),
      money('budget_n1', 323644),
      money('building_budget_n', 5960000),
      money('expected_budget_n', 327016),
      money('budget_n', 329602),
      money('building_budget', 6140000),
      money('expected_budget', 339512),
    ],
    pages: [
      [
        heading('BREST ARMOR LOGEMENT — société anonyme d’HLM'),
        small(
          'Service syndic de copropriété — 3 rue Frédéric-Le-Guyader 29200 Brest — 02 98 43 58 70',
        ),
        p('Brest, le 14 novembre 2024'),
        right('Mme Anne Le Bris\nRésidence Les Hauts de Recouvrance\nlots B-45 et P-12'),
        title('Décompte de charges — exercice 2023/2024'),
        small(
          'Copropriété LES HAUTS DE RECOUVRANCE, bâtiments A, B et C, 12 rue de la Porte 29200 Brest — exercice du 1er juillet 2023 au 30 juin 2024. B-45 : appartement du bâtiment B (générales 201/10 000, bâtiment B 163/1 000, ascenseur B 174/1 000) ; P-12 : parking (générales 7/10 000, parkings 19/1 000).',
        ),
        table(
          ['', '2022/2023', '', '2023/2024', '', '2024/2025'],
          ['', 'provisions', 'réel', 'provisions', 'réel', 'budget'],
          ['Immeuble', '58 000,00', '57 644,00', '59 600,00', '60 550,20', '61 400,00'],
          ['Lot B-45', '3 105,00', '3 163,70', '3 194,32', '3 219,30', '3 318,44'],
          ['Lot P-12', '75,00', '72,74', '75,84', '76,72', '76,68'],
          ['Vos deux lots', '3 180,00', '3 236,44', '3 270,16', '3 296,02', '3 395,12'],
        ),
        p(
          'Sur l’exercice 2023/2024, les charges réelles de vos deux lots dépassent les provisions de 25,86 € ; cette somme sera appelée après l’assemblée générale du 12/12/2024, appelée à approuver les comptes. Le budget 2024/2025 a été voté par l’assemblée du 07/12/2023.',
        ),
        right('Le service syndic de copropriété'),
      ],
    ],
  },
];
