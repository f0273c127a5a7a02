import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A twenty-fourth batch (issue 39, fifteenth round), written by a writer who never read the
 * reader's rules, before any rule of that round changed and before the reader was run on it.
 * Its theme: the papers of small and self-managed copropriétés and how modern syndics deliver
 * documents (every name, address, person and software invented). Volunteer syndics
 * (« syndic bénévole », « syndic non professionnel ») and cooperative syndics of four to
 * fourteen lots who make their papers in a word processor or a spreadsheet: figures inside
 * sentences, tables made of tab-aligned text, totals written « Total : » on a line of their own,
 * amounts written « € 1 234,56 », negative amounts and surpluses in parentheses « (123,45) »,
 * thousands separated by a no-break space, a narrow no-break space or an apostrophe
 * (« 1'234,56 »), the spreadsheet's figures restated in a typed summary. National syndics' web
 * extranets printed to PDF: the address bar, a navigation menu, breadcrumbs, « Mon espace
 * copropriétaire », « Solde au » widgets, the lots in tabs printed one after the other and then
 * summed in a synthesis, cookie banners and footers. E-mails printed to PDF (« De : », « À : »,
 * « Objet : », « Envoyé le : ») whose body carries the figures and which quote with « > » an
 * earlier message (a draft, a provisional estimate, a wrong call, an owner's question) with
 * older, different figures that are not declared. Tables carried over two pages by « À
 * reporter » / « Report » with their header repeated and their total only on the last page (an
 * état daté's account, a ledger, annexe 2 by account, a décompte by account). Exercises from
 * 1 April and calendar exercises in every family. Absences and zeros stated in words (« aucune
 * somme n'est due au titre des travaux », « néant », « pas d'avance », « 0,00 € »). Sellers of one,
 * two (a flat with its cellar, parking or garage) and three lots. The syndic's answers:
 * volunteers' letters to the notary, cooperatives' spreadsheets across the page, notaries'
 * questionnaires filled in by volunteers (scanned), e-mails, extranet pré-états datés, small
 * cabinets' états datés with the account carried over two pages (scanned), pasted spreadsheets
 * for three lots. Owners' ledgers: volunteers' spreadsheets, extranet accounts across the page,
 * small cabinets' ledgers carried over two pages (scanned), e-mails, cooperatives' statements of
 * three lots ending in credit (scanned), volunteers' letters. Annexes: volunteers' accounts in a
 * word processor, cooperatives' spreadsheets across the page, annexe 2 carried over two pages
 * (scanned), extranet pages, e-mails. Calls: volunteers' letters, extranet calls across the page,
 * cooperatives' call slips (scanned to PNG), corrected calls by e-mail, spreadsheet calls for
 * three lots, volunteers' works calls. Décomptes: volunteers' letters with the expenses shared
 * line by line, extranet décomptes, cooperatives' décomptes by key (scanned to PNG), e-mails,
 * spreadsheets carried over two pages, letters for three lots. Dates as « 12/06/2025 »,
 * « 12.06.2025 », « 12 juin 2025 », « jeudi 12 juin 2025 » and in mail headers; amounts as
 * « 1 234,56 », « 1 234,56 € » and « € 1 234,56 », undeclared ones also with other thousands
 * separators. Seven pairs are scans (PNG call slips and décomptes; PDF questionnaires, états
 * datés, ledgers and annexes), eight documents are printed across the page.
 *
 * The figures follow the conventions of the earlier listings batches: "n" is the last exercise
 * closed on 2025-06-30 (2024 for a calendar exercise, 2024/2025 from April) and n-1 the one
 * before it (budget_n1 its real charges, expected_budget_n1 the lots' provisions of its voted
 * budget); a call's exercise is the one it calls, declared when the call prints its bounds, even
 * when the call was written before it begins; an annexe's or a décompte's fiscal year is the
 * closed exercise it accounts for, its building_budget the current exercise's voted budget and
 * building_budget_n the closed one's; a call's or a ledger's fund instalment is
 * works_funds_last_contribution; a collective loan's figures are loan_amount (the building's
 * capital), loan_share, loan_instalment and loan_remaining (the lots') and dt_loan_next. In a
 * syndic's answers budget, unbudget and wanted_loads are the sums due on the day the answer is
 * written (the current budget's provisions, works calls, closed exercises), ongoing_budget the
 * provisions not yet due, unbudget_not_due the works voted and not yet called, reserved_advances
 * the advances held, works_funds_lot the lots' part of the fund, dt_based the meeting that
 * approved the closed accounts, transfer_fees the état daté's fee; a balance in the owner's
 * favour is credit_balance; works called outside the budget for the closed exercise are
 * expected_hors_budget_n and their real cost hors_budget_n (the lots'). A ledger's, a call's or
 * a décompte's building budgets and the lots' closed exercise are declared when it prints them;
 * a closed exercise's balance added to a call is wanted_loads, deducted from it credit_balance;
 * a call's works still to be called after it are unbudget_not_due. When a seller owns several
 * lots a figure is declared where the document prints their sum, and not when it only prints
 * each lot's (an extranet's tabs give each lot, its synthesis the sum). A budget of an exercise
 * later than the current one (2026, 2026/2027 from April) or a budget only proposed and not
 * voted is printed but has no field, nor has the building's real expense or its n-1 budget, nor
 * a regularisation in a décompte; figures quoted from an earlier message are not declared. A
 * figure printed as an explicit zero, or stated absent in words where the document states that
 * very field (« néant », « pas d'avance », « aucune somme n'est due au titre des travaux »), is
 * declared as 0. The amounts are consistent as a syndic's are: totals are the sums of their
 * lines, a lot's share the building's amount × its tantièmes ÷ the base rounded to the cent (per
 * key, or per account line where the document shares each line, then summed), a quarter the
 * year's share ÷ 4, a ledger's balance its debits less its credits, a carried amount the sum of
 * the page's lines.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */

export const twentyFourthListings: DocumentSpec[] = [
  {
    // a volunteer syndic of a six-lot house answers the notary in a letter typed in a word
    // processor, calendar exercise, one flat: the budgets, the lot’s share and its real charges in
    // tab-aligned text, the sums due listed with « Total : » on a line of its own, last year’s
    // regularisation unpaid, no works due and no advance stated in words, a façade voted in April
    // to be called in October, the fund, no fee
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-14',
    figures: [
      day('document_date', '2025-05-14'),
      money('building_budget', 1120000),
      money('expected_budget', 203840),
      money('building_budget_n', 1080000),
      money('expected_budget_n', 196560),
      money('budget_n', 201052),
      money('expected_budget_n1', 189280),
      money('budget_n1', 193145),
      day('dt_based', '2025-04-05'),
      money('budget', 0),
      money('wanted_loads', 4492),
      money('unbudget', 0),
      money('ongoing_budget', 101920),
      money('unbudget_not_due', 262080),
      money('reserved_advances', 0),
      money('works_funds', 391240),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 71206),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 3640),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 61820),
      money('unpaid_providers', 120475),
      money('transfer_fees', 0),
    ],
    pages: [
      [
        small(
          'Copropriété « Le Clos des Aubépines » — 14 rue des Vignerons 21200 Beaune — 6 lots — syndic bénévole : M. Gérard Pothier (lot 1) — gerard.pothier@orange-mel.fr — 03 80 24 61 07',
        ),
        right('Beaune, le 14 mai 2025'),
        right('Maître Claire Jobard\nNotaire\n5 place de l’Église\n21700 Nuits-Saint-Georges'),
        p(
          'Objet : vente du lot 4 (appartement au 2e étage) par Mme Odile Renaudin — votre dossier 2025/311',
        ),
        p(
          'Maître,\nEn ma qualité de syndic bénévole, je réponds à votre questionnaire du 2 mai. Je ne dispose pas de logiciel : les chiffres ci-dessous sont repris de mes comptes, tenus sur tableur.',
        ),
        p(
          '1. Budgets et charges. Notre exercice court du 1er janvier au 31 décembre. Vous trouverez ci-dessous, tels que je les tiens dans mon tableur, le budget voté de chaque exercice, la part du lot 4 (182/1000e) et ses charges réelles :',
        ),
        p(
          'Exercice  Budget voté  Part du lot 4  Charges réelles du lot 4\n2023        10 400,00       1 892,80                  1 931,45\n2024        10 800,00       1 965,60                  2 010,52\n2025        11 200,00       2 038,40  (exercice en cours)',
        ),
        p(
          'Les comptes de 2024 ont été approuvés par l’assemblée générale du 5 avril 2025, qui a fixé la régularisation du lot 4 à 44,92 € à sa charge ; elle a été appelée le 15 avril et n’est pas réglée à ce jour.',
        ),
        p(
          '2. Sommes dues par le vendeur au 14/05/2025 :\nProvisions exigibles non réglées    0,00\nRégularisation de l’exercice 2024  44,92\nAppels de travaux exigibles         0,00\nTotal :\n44,92 €',
        ),
        p(
          'Les appels de janvier et d’avril 2025 ont été payés. Aucune somme n’est due au titre des travaux.',
        ),
        p(
          '3. Pour l’acquéreur : restent à appeler sur le budget 2025 1 019,20 € (appels du 1er juillet et du 1er octobre, 509,60 € chacun). L’assemblée du 5 avril 2025 a voté le ravalement de la façade sur cour pour 14 400,00 €, réparti en charges générales : la part du lot 4, 2 620,80 €, sera appelée en une fois le 1er octobre 2025. Il n’y a pas d’emprunt collectif.',
        ),
        p(
          '4. Fonds de travaux : 3 912,40 € au 31 décembre 2024 (compte bancaire séparé), dont 712,06 € attachés au lot 4. La cotisation votée pour 2025 est de 800,00 € pour l’immeuble ; le lot 4 a versé 36,40 € avec l’appel du 1er avril 2025.',
        ),
        p(
          '5. Divers : pas d’avance de trésorerie (0,00 €). Au 31 décembre 2024, les copropriétaires devaient 618,20 € au syndicat et les factures fournisseurs non payées s’élevaient à 1 204,75 €. Aucune procédure en cours. Je ne perçois aucun honoraire pour ces renseignements (0,00 €).',
        ),
        right('Gérard Pothier, syndic bénévole'),
      ],
    ],
  },
  {
    // a volunteer syndic of an eight-lot villa answers the notary in a letter typed in a word
    // processor, exercise from 1 April, one flat: the budgets, the lot’s share and its real
    // charges in tab-aligned text, the sums due with « Total : » on a line of its own, the April
    // quarter unpaid, the closed exercise’s regularisation to be called in July, works and
    // supplier debts stated as « néant », the fund and a lump-sum fee
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-04',
    figures: [
      day('document_date', '2025-06-04'),
      money('building_budget', 960000),
      money('expected_budget', 137280),
      money('building_budget_n', 920000),
      money('expected_budget_n', 131560),
      money('budget_n', 134687),
      money('expected_budget_n1', 125840),
      money('budget_n1', 124898),
      day('dt_based', '2025-05-24'),
      money('budget', 34320),
      money('wanted_loads', 0),
      money('unbudget', 0),
      money('ongoing_budget', 102960),
      money('unbudget_not_due', 0),
      money('reserved_advances', 15000),
      money('works_funds', 264000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 37752),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 2860),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 28640),
      money('unpaid_providers', 0),
      money('transfer_fees', 12000),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires de la VILLA LES MIMOSAS — 3 avenue des Pins Parasols 83400 Hyères — 8 lots — syndic non professionnel : Mme Martine Guérin-Bardot',
        ),
        right('Hyères, le mercredi 4 juin 2025'),
        right('Maître Paul Sicard\nNotaire\n12 rue de la République\n83400 Hyères'),
        p('Objet : cession du lot 7 (appartement, 1er étage) par M. Christophe Ollivier'),
        p(
          'Maître,\nSyndic bénévole de la Villa Les Mimosas, je vous adresse les renseignements demandés par votre lettre du 26 mai dernier.',
        ),
        p(
          '1. Budgets et charges. Notre exercice court du 1er avril au 31 mars. Vous trouverez ci-dessous, tels que je les tiens dans mon tableur, le budget voté de chaque exercice, la part du lot 7 (143/1000e) et ses charges réelles :',
        ),
        p(
          'Exercice   Budget voté  Part du lot 7  Charges réelles du lot 7\n2023/2024     8 800,00       1 258,40                  1 248,98\n2024/2025     9 200,00       1 315,60                  1 346,87\n2025/2026     9 600,00       1 372,80  (exercice en cours)',
        ),
        p(
          'L’exercice 2024/2025 s’est clos le 31 mars 2025 ; ses comptes ont été approuvés par l’assemblée du 24 mai 2025. Le lot 7 y doit un complément de 31,27 €, qui sera appelé avec l’échéance du 1er juillet 2025 et n’est donc pas encore exigible.',
        ),
        p(
          '2. Sommes dues par le vendeur au 04/06/2025 :\nProvisions exigibles non réglées        343,20\nRégularisation de l’exercice 2024/2025    0,00\nAppels de travaux exigibles               0,00\nTotal :\n343,20 €',
        ),
        p(
          'La provision du 1er avril 2025 (343,20 €) n’a pas été réglée. Travaux exigibles : néant.',
        ),
        p(
          '3. Pour l’acquéreur : restent à appeler sur le budget 2025/2026 1 029,60 € (échéances des 1er juillet, 1er octobre 2025 et 1er janvier 2026). Travaux votés restant à appeler : néant (0,00 €). Emprunt collectif : néant.',
        ),
        p(
          '4. Fonds de travaux au 31/03/2025 : 2 640,00 €, soit 377,52 € pour le lot 7. Cotisation 2025/2026 : 800,00 € pour la copropriété ; dernier versement du lot : 28,60 € le 01/04/2025.',
        ),
        p(
          '5. Avance de trésorerie versée par le vendeur : 150,00 €. Au 31/03/2025, impayés des copropriétaires : 286,40 € ; dettes fournisseurs : néant (0,00 €). Procédures : néant. Frais d’établissement du présent état, forfait voté par l’assemblée : 120,00 €.',
        ),
        right('Martine Guérin-Bardot, syndic bénévole'),
      ],
    ],
  },
  {
    // the volunteer syndic of a four-lot house sends an owner her account typed in a spreadsheet,
    // calendar exercise, one flat: the movements in tab-aligned text with an apostrophe between
    // thousands and credits in parentheses, « Total : » on a line of its own, last year’s surplus
    // credited so that the account ends in the owner’s favour; what is due and the budgets in a
    // paragraph, zeros stated
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-05',
    figures: [
      day('document_date', '2025-05-05'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 13822),
      money('works_funds_last_contribution', 5740),
      money('reserved_advances', 0),
      money('building_budget', 1400000),
      money('expected_budget', 401800),
      money('building_budget_n', 1320000),
      money('expected_budget_n', 378840),
      money('budget_n', 365018),
    ],
    pages: [
      [
        heading('Copropriété du 5 quai de la Fosse — 44000 Nantes'),
        small(
          '4 lots — syndic bénévole : M. Yves Le Bihan (lot 1) — tenue des comptes sur tableur — Nantes, le 5 mai 2025',
        ),
        right('Mme Josette Guibert\nlot 3 (appartement, 287/1000)'),
        title('Votre compte de copropriétaire — 2025'),
        p(
          "Date        Libellé                                 Débit     Crédit    Solde\n01/01/2025  Solde au 31/12/2024                                             0,00\n01/01/2025  Appel provisions T1 2025                1'004,50            1'004,50\n01/01/2025  Fonds de travaux T1 2025                   57,40            1'061,90\n20/01/2025  Chèque n° 0002417                                 1'061,90      0,00\n05/04/2025  Régularisation 2024 (AG du 29/03/2025)  (138,22)            (138,22)\n01/04/2025  Appel provisions T2 2025                1'004,50              866,28\n01/04/2025  Fonds de travaux T2 2025                   57,40              923,68\n18/04/2025  Virement                                          1'061,90  (138,22)",
        ),
        p("Total :\ndébit 1'985,58 — crédit 2'123,80 — solde créditeur 138,22"),
        p(
          'Votre compte est créditeur de 138,22 € : l’excédent de 2024 (138,22 €) vous a été crédité après l’assemblée du 29 mars 2025 (budget 2024 de l’immeuble : 13 200,00 € ; vos provisions : 3 788,40 € ; vos charges réelles : 3 650,18 €). Il sera déduit de l’appel de juillet. Provisions exigibles impayées : 0,00 € ; travaux : 0,00 €. Budget 2025 : 14 000,00 € pour l’immeuble, 4 018,00 € pour votre lot, appelés par trimestres de 1 004,50 €, plus 57,40 € de fonds de travaux. Pas d’avance de trésorerie (0,00 €).',
        ),
        right('Y. Le Bihan'),
      ],
    ],
  },
  {
    // the volunteer syndic of a six-lot house sends an owner his account typed in a spreadsheet,
    // exercise from 1 April, one flat: the movements in tab-aligned text with a no-break space
    // between thousands, « Total : » on a line of its own, a partial payment of the April quarter
    // and the closed exercise’s regularisation unpaid; what is due and the budgets in a paragraph
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('budget', 52660),
      money('unbudget', 0),
      money('wanted_loads', 9154),
      money('works_funds_last_contribution', 5190),
      money('reserved_advances', 18000),
      money('building_budget', 1680000),
      money('expected_budget', 290640),
      money('building_budget_n', 1600000),
      money('expected_budget_n', 276800),
      money('budget_n', 285954),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires du 31 rue Nationale — 37000 Tours'),
        small('6 lots — syndic bénévole : Mme Danielle Moreau-Pichon — Tours, le 06/06/2025'),
        right('M. Frédéric Tessier\nlot 6 (appartement, 173/1000)'),
        title('Relevé de votre compte du 01/01/2025 au 06/06/2025'),
        p(
          'Date        Libellé                                      Débit   Crédit  Solde\n01/01/2025  Report                                                         0,00\n01/01/2025  Provision T4 2024/2025                       692,00          692,00\n01/01/2025  Fonds de travaux T4 2024/2025                 51,90          743,90\n13/01/2025  Virement                                             743,90    0,00\n01/04/2025  Provision T1 2025/2026                       726,60          726,60\n01/04/2025  Fonds de travaux T1 2025/2026                 51,90          778,50\n16/04/2025  Virement partiel                                     251,90  526,60\n26/05/2025  Régularisation 2024/2025 (AG du 24/05/2025)   91,54          618,14',
        ),
        p('Total :\n1\u00a0613,94 au débit, 995,80 au crédit, reste dû 618,14'),
        p(
          'Il reste dû 618,14 €. Votre virement partiel de 251,90 € a d’abord réglé le fonds de travaux du 1er avril (51,90 €), puis 200,00 € sur la provision de 726,60 € : la provision impayée est donc de 526,60 €. S’y ajoute la régularisation 2024/2025 de 91,54 €. Travaux exigibles : 0,00 €. Pour mémoire : budget 2024/2025 de l’immeuble 16 000,00 € (vos provisions 2 768,00 €, vos charges réelles 2 859,54 €) ; budget 2025/2026 16 800,00 €, votre part 2 906,40 €. Avance de trésorerie détenue : 180,00 €.',
        ),
        right('D. Moreau-Pichon'),
      ],
    ],
  },
  {
    // the volunteer syndic of a five-lot house sends the year’s accounts typed in a word
    // processor, calendar exercise: the expenses by account in tab-aligned text with an apostrophe
    // between thousands and « Total : » on a line of its own, the budgets and the balance sheet in
    // sentences (supplier debts « néant »), then the owner’s lot: provisions and real charges of
    // both closed exercises and the current budget’s share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-03',
    figures: [
      day('document_date', '2025-03-03'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 920000),
      money('building_budget', 960000),
      money('unpaid', 31240),
      money('unpaid_providers', 0),
      money('works_funds', 276000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 80000),
      money('expected_budget_n', 207920),
      money('budget_n', 214110),
      money('expected_budget_n1', 198880),
      money('budget_n1', 194641),
      money('expected_budget', 216960),
    ],
    pages: [
      [
        heading('Copropriété du 12 rue des Tanneurs — 67000 Strasbourg — 5 lots'),
        small(
          'Syndic bénévole : M. Jean-Marc Schaller — comptes tenus à la main et saisis sous traitement de texte — Strasbourg, le 3 mars 2025',
        ),
        title(
          'Comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024) — annexes pour l’assemblée du 29 mars 2025',
        ),
        p('Dépenses de l’exercice par compte (montants en euros) :'),
        p(
          "Compte                            Dépenses 2024\nEau froide                             1'989,51\nÉlectricité des communs                  852,65\nAssurance multirisque                  2'273,73\nMénage de l’escalier                   2'557,95\nEntretien et petites réparations       1'326,34\nFrais bancaires et divers                473,72\nTotal :\n9'473,90 €",
        ),
        p(
          "Le budget voté pour 2024 était de 9 200,00 € ; les dépenses réelles s’élèvent à 9'473,90 €. Le budget 2025, voté l’an dernier, est de 9 600,00 €.",
        ),
        p(
          'Situation au 31 décembre 2024 : copropriétaires débiteurs 312,40 € ; dettes envers les fournisseurs : néant (0,00 €) ; fonds de travaux (livret séparé) 2 760,00 €. La cotisation au fonds de travaux votée pour 2025 est de 800,00 €.',
        ),
        p(
          'Pour votre lot 3 (226/1000) : provisions appelées en 2024 2 079,20 €, charges réelles 2024 2 141,10 €, soit 61,90 € à régler après l’assemblée. En 2023 : provisions 1 988,80 €, charges réelles 1 946,41 €. Votre part du budget 2025 : 2 169,60 €.',
        ),
        right('J.-M. Schaller'),
      ],
    ],
  },
  {
    // the volunteer syndic of a seven-lot house sends the closed exercise’s accounts typed in a
    // word processor, exercise from 1 April: the expenses by account in tab-aligned text with a
    // no-break space between thousands and « Total : » on a line of its own, the budgets and the
    // balance sheet in sentences, then the owner’s lot: provisions and real charges of both closed
    // exercises and the current budget’s share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-06',
    figures: [
      day('document_date', '2025-05-06'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 1360000),
      money('building_budget', 1400000),
      money('unpaid', 56890),
      money('unpaid_providers', 48315),
      money('works_funds', 368000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 80000),
      money('expected_budget_n', 209440),
      money('budget_n', 206626),
      money('expected_budget_n1', 197120),
      money('budget_n1', 199658),
      money('expected_budget', 215600),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires — 8 rue du Palais — 66000 Perpignan — 7 lots'),
        small(
          'Syndic non professionnel : Mme Rosa Pujol-Marty — exercice du 1er avril au 31 mars — documents joints à la convocation',
        ),
        title(
          'Comptes de l’exercice 2024/2025 — du 01/04/2024 au 31/03/2025 — Perpignan, le 6 mai 2025',
        ),
        p('Dépenses de l’exercice :'),
        p(
          'Compte                 Dépenses 2024/2025\nEau                    2\u00a0415,10\nÉlectricité            1\u00a0073,38\nChauffage (fioul)      4\u00a0159,34\nAssurance              2\u00a0549,27\nEntretien des communs  2\u00a0280,93\nDivers                             939,23\nTotal :\n13\u00a0417,25 €',
        ),
        p(
          'Budget voté pour l’exercice 2024/2025 : 13 600,00 €, pour des dépenses de 13\u00a0417,25 €. Budget 2025/2026 déjà voté : 14 000,00 €.',
        ),
        p(
          'Au 31/03/2025 : copropriétaires débiteurs 568,90 € ; fournisseurs 483,15 € ; fonds de travaux 3 680,00 €. Cotisation 2025/2026 au fonds de travaux : 800,00 €.',
        ),
        p(
          'Votre lot 5 (154/1000) : provisions 2024/2025 2 094,40 €, charges réelles 2 066,26 € (excédent de 28,14 € en votre faveur). Exercice 2023/2024 : provisions 1 971,20 €, réel 1 996,58 €. Quote-part du budget 2025/2026 : 2 156,00 €.',
        ),
        right('R. Pujol-Marty'),
      ],
    ],
  },
  {
    // the volunteer syndic of a four-lot house writes the quarter’s call in a word processor,
    // calendar exercise with its days, one flat: the budget and the lot’s share in sentences, the
    // quarter and the fund, the lines in tab-aligned text and « Total : » on a line of its own
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 840000),
      money('expected_budget', 220920),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 5260),
    ],
    pages: [
      [
        heading('Copropriété « Villa Marguerite » — 7 avenue Foch 64200 Biarritz — 4 lots'),
        small(
          'Syndic bénévole : Mme Maialen Etcheverry (lot 1) — villa.marguerite.copro@mel-basque.fr',
        ),
        right('Biarritz, le 16 juin 2025'),
        right('M. Thomas Larralde\nlot 2'),
        p('Objet : appel de fonds du 1er juillet 2025'),
        p(
          'Cher voisin,\nL’exercice 2025 va du 1er janvier au 31 décembre 2025. Le budget voté par l’assemblée du 8 mars 2024 est de 8 400,00 € ; votre lot 2 (263/1000) en supporte 2 209,20 €, appelés par quarts de 552,30 €.',
        ),
        p(
          'La cotisation au fonds de travaux est de 800,00 € par an pour la villa, soit 52,60 € par trimestre pour votre lot.',
        ),
        p(
          'Provision 3e trimestre 2025  552,30\nFonds de travaux              52,60\nTotal :\n604,90 €',
        ),
        p(
          'Merci de régler par virement avant le 10 juillet (IBAN du compte séparé du syndicat sur demande).',
        ),
        right('Maialen Etcheverry'),
      ],
    ],
  },
  {
    // the volunteer syndic of a six-lot house writes the first call of the new exercise in a word
    // processor, exercise from 1 April with its days, one flat: the budget and the lot’s share in
    // sentences, the quarter, the fund and the closed exercise’s regularisation added after the
    // meeting, its figures recalled, the lines in tab-aligned text and « Total : » on a line of
    // its own
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 1240000),
      money('expected_budget', 220720),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 3560),
      money('building_budget_n', 1160000),
      money('expected_budget_n', 206480),
      money('budget_n', 213038),
      money('wanted_loads', 6558),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires du 24 rue de la Liberté — 21000 Dijon — 6 lots'),
        small('Syndic bénévole : M. Hugues Fromentin — comptes tenus sur tableur'),
        right('Dijon, le 19/06/2025'),
        right('Mme Aurélie Mathey\nlot 5'),
        p('Objet : appel du 1er juillet 2025'),
        p(
          'Madame,\nNotre exercice 2025/2026 court du 1er avril 2025 au 31 mars 2026. Son budget, voté le 14 juin 2024, est de 12 400,00 € ; la part de votre lot 5 (178/1000) est de 2 207,20 €, soit 551,80 € par trimestre. Le fonds de travaux (800,00 € par an) vous coûte 35,60 € par trimestre.',
        ),
        p(
          'L’assemblée du 14 juin 2025 a approuvé les comptes de 2024/2025 : budget 11 600,00 € ; vos provisions 2 064,80 € ; votre part des charges réelles 2 130,38 €. La différence, 65,58 €, est ajoutée au présent appel.',
        ),
        p(
          'Provision 2e trimestre 2025/2026  551,80\nFonds de travaux                   35,60\nRégularisation 2024/2025           65,58\nTotal :\n652,98 €',
        ),
        p('Règlement par chèque à l’ordre du syndicat ou par virement, avant le 10 juillet 2025.'),
        right('H. Fromentin'),
      ],
    ],
  },
  {
    // the volunteer syndic of a five-lot house writes an owner’s décompte in a word processor,
    // calendar exercise with its days, one flat: the building’s expenses per line and the lot’s
    // share of each in tab-aligned text, « Total : » on a line of its own, the lot’s provisions
    // and the balance in sentences, the exercise before and the current budget recalled
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-07',
    figures: [
      day('document_date', '2025-04-07'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1000000),
      money('expected_budget_n', 203000),
      money('budget_n', 210405),
      money('expected_budget_n1', 194880),
      money('budget_n1', 192285),
      money('building_budget', 1040000),
      money('expected_budget', 211120),
    ],
    pages: [
      [
        heading('Copropriété « Les Lilas » — 21 rue des Lilas 33000 Bordeaux — 5 lots'),
        small('Syndic bénévole : Mme Colette Baradat — Bordeaux, le 7 avril 2025'),
        right('M. Sébastien Dufau\nlot 4 (203/1000)'),
        p('Objet : décompte de vos charges de l’exercice 2024'),
        p(
          'Monsieur,\nL’assemblée du 29 mars 2025 a approuvé les comptes de l’exercice 2024, du 1er janvier au 31 décembre 2024, dont le budget était de 10 000,00 €. Voici les dépenses de l’immeuble et votre part de chacune :',
        ),
        p(
          "Poste                             Dépense immeuble  Part du lot 4\nEau                                       2'383,90         483,93\nÉlectricité des parties communes            829,18         168,32\nAssurance de l’immeuble                   2'694,84         547,05\nNettoyage                                 2'591,20         526,01\nPetits travaux                            1'347,42         273,53\nDivers (banque, poste)                      518,26         105,21\nTotal :\n10'364,80 € pour l’immeuble — 2 104,05 € pour votre lot",
        ),
        p(
          'Vous avez versé 2 030,00 € de provisions en 2024 ; vos charges réelles sont de 2 104,05 €, soit un écart de 74,05 €, qui sera porté sur l’appel de juillet.',
        ),
        p(
          'Pour comparaison, en 2023 : provisions 1 948,80 €, charges réelles 1 922,85 €. Le budget 2025 est de 10 400,00 € ; votre quote-part est de 2 111,20 € (527,80 € par trimestre).',
        ),
        right('Colette Baradat'),
      ],
    ],
  },
  {
    // the volunteer syndic of an eight-lot house writes an owner’s décompte in a word processor,
    // exercise from 1 April with its days, one flat: the building’s expenses per line and the
    // lot’s share of each in tab-aligned text, « Total : » on a line of its own, the lot’s
    // provisions and the balance in sentences, the exercise before and the current budget recalled
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 1640000),
      money('expected_budget_n', 209920),
      money('budget_n', 205918),
      money('expected_budget_n1', 199680),
      money('budget_n1', 202742),
      money('building_budget', 1720000),
      money('expected_budget', 220160),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires du 16 rue de la Monnaie — 59800 Lille — 8 lots'),
        small('Syndic bénévole : M. Hubert Descamps — Lille, le 3 juin 2025'),
        right('Mme Sandrine Vandewalle\nlot 7 (128/1000)'),
        p('Objet : décompte individuel de charges 2024/2025'),
        p(
          'Madame,\nL’exercice 2024/2025 a couru du 1er avril 2024 au 31 mars 2025 ; son budget était de 16 400,00 € et ses comptes ont été approuvés le 24 mai 2025. Dépenses de l’immeuble et part de votre lot :',
        ),
        p(
          'Poste                Dépense immeuble  Part du lot 7\nEau froide           2\u00a0734,84                 350,06\nÉlectricité          1\u00a0126,11                 144,14\nChauffage collectif  5\u00a0469,69                 700,12\nAssurance            2\u00a0573,97                 329,47\nEntretien et ménage  3\u00a0217,47                 411,84\nFrais divers                   965,27         123,55\nTotal :\n16\u00a0087,35 € pour l’immeuble — 2 059,18 € pour votre lot',
        ),
        p(
          'Provisions versées sur l’exercice : 2 099,20 € ; charges réelles : 2 059,18 € ; écart : 40,02 €.',
        ),
        p(
          'Exercice 2023/2024 : provisions 1 996,80 €, charges réelles 2 027,42 €. Budget 2025/2026 voté : 17 200,00 €, votre quote-part 2 201,60 €.',
        ),
        right('H. Descamps'),
      ],
    ],
  },
  {
    // a cooperative syndic’s pré-état daté typed in a spreadsheet and printed across the page,
    // exercise from 1 April, a flat and a cellar on two keys: amounts written « € 1 234,56 », the
    // closed exercise’s gap per lot with surpluses in parentheses « (123,45) », the lots’ columns
    // and their total; the situation on the day with the surplus credited, a boiler voted in May
    // to be called in two halves, the fund, the building’s figures in a note
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-11',
    landscape: true,
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget_n1', 624400),
      money('budget_n1', 635738),
      money('building_budget_n', 2920000),
      money('expected_budget_n', 651000),
      money('budget_n', 647089),
      money('building_budget', 3040000),
      money('expected_budget', 677600),
      day('dt_based', '2025-05-17'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 3911),
      money('reserved_advances', 30000),
      money('ongoing_budget', 508200),
      money('unbudget_not_due', 554400),
      money('works_funds', 648000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 140616),
      money('works_funds_contribution', 160000),
      money('works_funds_last_contribution', 8680),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 112260),
      money('unpaid_providers', 234510),
      money('transfer_fees', 18000),
    ],
    pages: [
      [
        small(
          'Syndicat coopératif du PATIO DES TANNEURS — 9 rue des Tanneurs 68000 Colmar — 9 lots — président-syndic : M. Léon Wirth — fichier « PED_lot5_lot14.ods », imprimé le 11/06/2025',
        ),
        title('Pré-état daté — lots 5 (appartement) et 14 (cave) — vendeuse : Mme Nadia Benhamou'),
        p(
          'Exercice comptable du 1er avril au 31 mars. Comptes 2024/2025 approuvés par l’assemblée générale du 17/05/2025. Montants en euros ; un montant entre parenthèses est en faveur de la vendeuse.',
        ),
        listing(
          ['Rubrique', 'Lot 5', 'Lot 14', 'Total des lots'],
          ['Tantièmes (générales / chauffage)', '208 / 231', '9 / —', ''],
          ['2023/2024 — provisions appelées', '€ 6 100,00', '€ 144,00', '€ 6 244,00'],
          ['2023/2024 — charges réelles', '€ 6 214,51', '€ 142,87', '€ 6 357,38'],
          ['2024/2025 — provisions appelées', '€ 6 358,80', '€ 151,20', '€ 6 510,00'],
          ['2024/2025 — charges réelles', '€ 6 316,88', '€ 154,01', '€ 6 470,89'],
          ['2024/2025 — écart (excédent entre parenthèses)', '€ (41,92)', '€ 2,81', '€ (39,11)'],
          ['2025/2026 — budget voté, quote-part', '€ 6 617,60', '€ 158,40', '€ 6 776,00'],
        ),
        listing(
          ['Situation au 11/06/2025', 'Lot 5', 'Lot 14', 'Total'],
          ['A. Provisions exigibles non réglées', '€ 0,00', '€ 0,00', '€ 0,00'],
          ['A. Appels de travaux exigibles non réglés', '€ 0,00', '€ 0,00', '€ 0,00'],
          ['B. Excédent 2024/2025 porté au crédit du vendeur', '€ 41,92', '€ (2,81)', '€ 39,11'],
          ['B. Avance de trésorerie', '€ 288,00', '€ 12,00', '€ 300,00'],
          ['C. Provisions 2025/2026 non encore exigibles', '€ 4 963,20', '€ 118,80', '€ 5 082,00'],
          [
            'C. Remplacement de la chaudière (AG du 17/05/2025) — appels à venir',
            '€ 5 544,00',
            '€ 0,00',
            '€ 5 544,00',
          ],
          ['Fonds de travaux — part des lots', '€ 1 347,84', '€ 58,32', '€ 1 406,16'],
          ['Fonds de travaux — appel du 01/04/2025', '€ 83,20', '€ 3,60', '€ 86,80'],
        ),
        small(
          'Immeuble : budget 2025/2026 voté 30 400,00 ; budget 2024/2025 29 200,00, dépenses 29 049,65 ; budget 2023/2024 28 000,00. Chaudière : 24 000,00 (clé chauffage), appelés par moitiés les 01/07/2025 et 01/10/2025. Fonds de travaux au 31/03/2025 : 6 480,00 ; cotisation 2025/2026 : 1 600,00. Impayés des copropriétaires au 31/03/2025 : 1 122,60 ; fournisseurs : 2 345,10. Pas d’emprunt. Frais de mutation (forfait) : 180,00.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic’s pré-état daté typed in a spreadsheet and printed across the page,
    // calendar exercise, a flat and a parking on two keys: amounts written « € 1 234,56 », the
    // closed exercise’s gap per lot, the lots’ columns and their total; the situation on the day
    // with the April quarter, last year’s regularisation and a staircase instalment unpaid, its
    // last instalment to come, the fund, the building’s figures in a note
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-23',
    landscape: true,
    figures: [
      day('document_date', '2025-04-23'),
      money('expected_budget_n1', 476000),
      money('budget_n1', 482259),
      money('building_budget_n', 2520000),
      money('expected_budget_n', 502480),
      money('budget_n', 518270),
      money('building_budget', 2640000),
      money('expected_budget', 528960),
      day('dt_based', '2025-03-29'),
      money('budget', 132240),
      money('unbudget', 186000),
      money('wanted_loads', 15790),
      money('reserved_advances', 26400),
      money('ongoing_budget', 264480),
      money('unbudget_not_due', 186000),
      money('works_funds', 512000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 90112),
      money('works_funds_contribution', 120000),
      money('works_funds_last_contribution', 5280),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 341585),
      money('unpaid_providers', 187240),
      money('transfer_fees', 15000),
    ],
    pages: [
      [
        small(
          'SYNDICAT COOPÉRATIF « LES TISSERANDS » — 27 rue du Collège 59100 Roubaix — 11 lots — syndic : le conseil syndical, présidé par Mme Sabine Delcourt — tableur « mutation_B3.xlsx » du 23/04/2025',
        ),
        title(
          'Renseignements pour la mutation des lots B3 (appartement) et P2 (parking) — vendeur : M. Yannick Deram',
        ),
        p(
          'Exercice du 1er janvier au 31 décembre. Comptes 2024 approuvés par l’assemblée du 29/03/2025. Les montants négatifs sont entre parenthèses.',
        ),
        listing(
          ['Rubrique', 'Lot B3', 'Lot P2', 'Total des lots'],
          ['Tantièmes (générales / escalier B)', '164 / 310', '12 / —', ''],
          ['2023 — provisions appelées', '€ 4 520,00', '€ 240,00', '€ 4 760,00'],
          ['2023 — charges réelles', '€ 4 580,92', '€ 241,67', '€ 4 822,59'],
          ['2024 — provisions appelées', '€ 4 775,20', '€ 249,60', '€ 5 024,80'],
          ['2024 — charges réelles', '€ 4 927,40', '€ 255,30', '€ 5 182,70'],
          ['2024 — écart (excédent entre parenthèses)', '€ 152,20', '€ 5,70', '€ 157,90'],
          ['2025 — budget voté, quote-part', '€ 5 030,40', '€ 259,20', '€ 5 289,60'],
        ),
        listing(
          ['Situation au 23/04/2025', 'Lot B3', 'Lot P2', 'Total'],
          ['A. Provisions exigibles non réglées', '€ 1 257,60', '€ 64,80', '€ 1 322,40'],
          ['A. Appels de travaux exigibles non réglés', '€ 1 860,00', '€ 0,00', '€ 1 860,00'],
          ['A. Régularisation 2024 due', '€ 152,20', '€ 5,70', '€ 157,90'],
          ['B. Avance de trésorerie', '€ 246,00', '€ 18,00', '€ 264,00'],
          ['C. Provisions 2025 non encore exigibles', '€ 2 515,20', '€ 129,60', '€ 2 644,80'],
          [
            'C. Réfection de l’escalier B, échéance 3/3 du 01/07/2025 — appels à venir',
            '€ 1 860,00',
            '€ 0,00',
            '€ 1 860,00',
          ],
          ['Fonds de travaux — part des lots', '€ 839,68', '€ 61,44', '€ 901,12'],
          ['Fonds de travaux — appel du 01/04/2025', '€ 49,20', '€ 3,60', '€ 52,80'],
        ),
        small(
          'Immeuble : budget 2025 voté 26 400,00 ; budget 2024 25 200,00, dépenses 2024 25 914,50 ; budget 2023 24 000,00. Escalier B : 18 000,00 (clé escalier B) appelés en trois tiers, les deux premiers les 01/01/2025 et 01/04/2025 (ce dernier impayé). Fonds de travaux au 31/12/2024 : 5 120,00 ; cotisation 2025 : 1 200,00. Impayés au 31/12/2024 : 3 415,85 ; fournisseurs : 1 872,40. Aucun emprunt. Frais de mutation : 150,00.',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet account printed to PDF across the page over two pages, calendar
    // exercise, a flat and a parking in tabs printed one after the other, each with its movements
    // and its balance, the cookie banner; on page 2 a « Solde au » widget and the synthesis per
    // lot and summed, last year’s regularisation unpaid on the flat and the parking’s surplus set
    // against it, the fund’s last call, the advances
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-12',
    landscape: true,
    figures: [
      day('document_date', '2025-05-12'),
      money('building_budget', 4160000, 2),
      money('building_budget_n', 4000000, 2),
      money('expected_budget', 335360, 2),
      money('expected_budget_n', 322880, 2),
      money('budget_n', 333837, 2),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 10957, 2),
      money('works_funds_last_contribution', 4680, 2),
      money('reserved_advances', 19000, 2),
    ],
    pages: [
      [
        small(
          'https://mon-espace.urbania-syndic.fr/coproprietaire/compte?copro=3112-0077   imprimé le 12/05/2025 à 08:47   1/2',
        ),
        small(
          'URBANIA SYNDIC | Accueil | Mes lots | Mon compte | Mes documents | Mes AG | Contacter mon gestionnaire | Déconnexion',
        ),
        small('Accueil > Mes lots > Résidence Les Hauts de Jolimont > Mon compte'),
        heading('Mon espace copropriétaire — M. Benoît Carrère'),
        heading('Onglet Lot 21 — Appartement T3'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'AF25-0001', 'Report à nouveau', '', '', '0,00'],
          ['01/01/2025', 'AF25-0002', 'Appel de fonds T1 2025', '803,20', '', '803,20'],
          ['01/01/2025', 'AF25-0003', 'Fonds travaux ALUR T1 2025', '44,40', '', '847,60'],
          ['06/01/2025', 'AF25-0004', 'Prélèvement SEPA', '', '847,60', '0,00'],
          ['01/04/2025', 'AF25-0005', 'Appel de fonds T2 2025', '803,20', '', '803,20'],
          ['01/04/2025', 'AF25-0006', 'Fonds travaux ALUR T2 2025', '44,40', '', '847,60'],
          ['07/04/2025', 'AF25-0007', 'Prélèvement SEPA', '', '847,60', '0,00'],
          ['25/04/2025', 'AF25-0008', 'Régularisation charges 2024', '105,07', '', '105,07'],
          ['', '', 'Solde du lot 21 au 12/05/2025', '1 800,27', '1 695,20', '105,07'],
        ),
        heading('Onglet Lot 53 — Parking'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'AF25-0001', 'Report à nouveau', '', '', '0,00'],
          ['01/01/2025', 'AF25-0002', 'Appel de fonds T1 2025', '35,20', '', '35,20'],
          ['01/01/2025', 'AF25-0003', 'Fonds travaux ALUR T1 2025', '2,40', '', '37,60'],
          ['06/01/2025', 'AF25-0004', 'Prélèvement SEPA', '', '37,60', '0,00'],
          ['01/04/2025', 'AF25-0005', 'Appel de fonds T2 2025', '35,20', '', '35,20'],
          ['01/04/2025', 'AF25-0006', 'Fonds travaux ALUR T2 2025', '2,40', '', '37,60'],
          ['07/04/2025', 'AF25-0007', 'Prélèvement SEPA', '', '37,60', '0,00'],
          ['25/04/2025', 'AF25-0008', 'Régularisation charges 2024', '4,50', '', '4,50'],
          ['', '', 'Solde du lot 53 au 12/05/2025', '79,70', '75,20', '4,50'],
        ),
        small(
          'Ce site utilise des cookies pour améliorer votre expérience. En poursuivant votre navigation, vous acceptez leur utilisation. [OK] [Paramétrer]',
        ),
      ],
      [
        small(
          'https://mon-espace.urbania-syndic.fr/coproprietaire/compte?copro=3112-0077   imprimé le 12/05/2025 à 08:47   2/2',
        ),
        table(
          ['Solde au 12/05/2025', 'Prochain appel', 'Mode de paiement'],
          ['109,57 € débiteur', '01/07/2025', 'Prélèvement SEPA'],
        ),
        heading('Synthèse de mon compte — tous lots'),
        listing(
          ['Rubrique', 'Lot 21', 'Lot 53', 'Total'],
          ['Budget 2025 voté — ma quote-part', '3 212,80', '140,80', '3 353,60'],
          ['Budget 2024 — provisions appelées', '3 094,40', '134,40', '3 228,80'],
          ['Exercice 2024 — charges réelles', '3 199,47', '138,90', '3 338,37'],
          ['Provisions exigibles impayées', '0,00', '0,00', '0,00'],
          ['Travaux exigibles impayés', '0,00', '0,00', '0,00'],
          ['Exercices clos impayés', '105,07', '4,50', '109,57'],
          ['Dernier appel fonds de travaux (01/04/2025)', '44,40', '2,40', '46,80'],
          ['Avance de trésorerie', '180,00', '10,00', '190,00'],
        ),
        small(
          'Résidence Les Hauts de Jolimont, 14 lots, 8 chemin de Jolimont 31500 Toulouse — exercice civil. Budget 2025 voté : 41 600,00 ; budget 2024 : 40 000,00. Régularisation 2024 appelée le 25/04/2025 après l’AG du 17/04/2025.',
        ),
        small(
          '© Urbania Syndic 2025 — syndic national — Mentions légales — Politique de confidentialité — Cookies — Accessibilité : non conforme',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet account printed to PDF across the page over two pages, exercise
    // from 1 April, a flat and a cellar in tabs printed one after the other, each with its
    // movements and its balance, the cookie banner; on page 2 a « Solde au » widget and the
    // synthesis per lot and summed, the April quarter unpaid on both lots, the closed exercise’s
    // regularisation settled, the fund’s last call, the advances
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-23',
    landscape: true,
    figures: [
      day('document_date', '2025-06-23'),
      money('building_budget', 2240000, 2),
      money('building_budget_n', 2160000, 2),
      money('expected_budget', 280000, 2),
      money('expected_budget_n', 270000, 2),
      money('budget_n', 273432, 2),
      money('budget', 70000, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 5000, 2),
      money('reserved_advances', 22900, 2),
    ],
    pages: [
      [
        small(
          'https://www.copropulse.fr/espace-proprietaire/mes-comptes   imprimé le 23/06/2025 à 21:05   1/2',
        ),
        small(
          'COPROPULSE  —  Mon tableau de bord  ·  Mes biens  ·  Mes comptes  ·  Mes appels  ·  Documents  ·  Assemblées  ·  Aide  ·  Se déconnecter',
        ),
        small('Mon tableau de bord › Mes comptes › Résidence Le Belvédère de la Citadelle'),
        heading('Mon espace copropriétaire — Mme Irène Vauban-Lecomte'),
        heading('Onglet Lot 9 — Appartement'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'EC-0001', 'Solde antérieur', '', '', '0,00'],
          ['01/01/2025', 'EC-0002', 'Appel provisions T4 2024/2025', '648,00', '', '648,00'],
          ['01/01/2025', 'EC-0003', 'Cotisation fonds de travaux T4', '48,00', '', '696,00'],
          ['10/01/2025', 'EC-0004', 'Paiement carte bancaire', '', '696,00', '0,00'],
          ['01/04/2025', 'EC-0005', 'Appel provisions T1 2025/2026', '672,00', '', '672,00'],
          ['01/04/2025', 'EC-0006', 'Cotisation fonds de travaux T1', '48,00', '', '720,00'],
          ['02/06/2025', 'EC-0007', 'Régularisation 2024/2025', '32,95', '', '752,95'],
          ['09/06/2025', 'EC-0008', 'Paiement carte bancaire', '', '32,95', '720,00'],
          ['', '', 'Solde du lot 9 au 23/06/2025', '1 448,95', '728,95', '720,00'],
        ),
        heading('Onglet Lot 27 — Cave'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'EC-0001', 'Solde antérieur', '', '', '0,00'],
          ['01/01/2025', 'EC-0002', 'Appel provisions T4 2024/2025', '27,00', '', '27,00'],
          ['01/01/2025', 'EC-0003', 'Cotisation fonds de travaux T4', '2,00', '', '29,00'],
          ['10/01/2025', 'EC-0004', 'Paiement carte bancaire', '', '29,00', '0,00'],
          ['01/04/2025', 'EC-0005', 'Appel provisions T1 2025/2026', '28,00', '', '28,00'],
          ['01/04/2025', 'EC-0006', 'Cotisation fonds de travaux T1', '2,00', '', '30,00'],
          ['02/06/2025', 'EC-0007', 'Régularisation 2024/2025', '1,37', '', '31,37'],
          ['09/06/2025', 'EC-0008', 'Paiement carte bancaire', '', '1,37', '30,00'],
          ['', '', 'Solde du lot 27 au 23/06/2025', '60,37', '30,37', '30,00'],
        ),
        small(
          'Nous utilisons des cookies : certains sont indispensables, d’autres nous aident à améliorer le site. Tout accepter · Tout refuser · Choisir',
        ),
      ],
      [
        small(
          'https://www.copropulse.fr/espace-proprietaire/mes-comptes   imprimé le 23/06/2025 à 21:05   2/2',
        ),
        table(
          ['Solde au 23/06/2025', 'Prochain appel', 'Mode de paiement'],
          ['750,00 € à régler', '01/07/2025', 'Carte bancaire ou virement'],
        ),
        heading('Synthèse de mon compte — tous lots'),
        listing(
          ['Rubrique', 'Lot 9', 'Lot 27', 'Total'],
          ['Budget 2025/2026 voté — ma quote-part', '2 688,00', '112,00', '2 800,00'],
          ['Budget 2024/2025 — provisions appelées', '2 592,00', '108,00', '2 700,00'],
          ['Exercice 2024/2025 — charges réelles', '2 624,95', '109,37', '2 734,32'],
          ['Provisions exigibles impayées', '672,00', '28,00', '700,00'],
          ['Travaux exigibles impayés', '0,00', '0,00', '0,00'],
          ['Exercices clos impayés', '0,00', '0,00', '0,00'],
          ['Dernier appel fonds de travaux (01/04/2025)', '48,00', '2,00', '50,00'],
          ['Avance de trésorerie', '220,00', '9,00', '229,00'],
        ),
        small(
          'Résidence Le Belvédère de la Citadelle, 11 lots, 3 rue de la Citadelle 25000 Besançon — exercice du 1er avril au 31 mars. Budget 2025/2026 voté : 22 400,00 ; budget 2024/2025 : 21 600,00. Comptes 2024/2025 approuvés par l’AG du 28/05/2025.',
        ),
        small(
          'Copropulse — syndic en ligne — carte professionnelle CPI 2501 2020 000 017 633 — Conditions générales — Cookies — Mentions légales',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic’s annexes typed in a spreadsheet and printed across the page, exercise
    // from 1 April, a ten-lot house on two keys: amounts written « € 1 234,56 », annexe 1, the
    // building’s real and budget per key from the exercise before to the next budget proposed,
    // then the owner’s flat and cellar in a row each and their total, with each lot’s gap
    // (surpluses in parentheses)
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-19',
    landscape: true,
    figures: [
      day('document_date', '2025-05-19'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 184520),
      money('unpaid_providers', 96310),
      money('works_funds', 720000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 200000),
      money('building_budget_n', 3080000),
      money('building_budget', 3200000),
      money('expected_budget_n1', 440920),
      money('budget_n1', 450158),
      money('expected_budget_n', 465080),
      money('budget_n', 467221),
      money('expected_budget', 483200),
    ],
    pages: [
      [
        small(
          'SYNDICAT COOPÉRATIF DE LA RÉSIDENCE DU PARC SAINT-PIERRE — 22 rue Saint-Pierre 60200 Compiègne — classeur « AG2025.xlsx », onglet « Annexes », imprimé le 19/05/2025',
        ),
        title('Comptes de l’exercice du 1er avril 2024 au 31 mars 2025 — annexes'),
        small(
          'Exemplaire de M. Didier Caron, lots 7 (appartement) et 17 (cave). Montants négatifs entre parenthèses. Budget 2025/2026 voté par l’AG du 25/05/2024 ; budget 2026/2027 proposé à l’AG du 14/06/2025.',
        ),
        listing(
          ['Annexe 1 — situation au 31/03/2025', 'Montant'],
          ['Copropriétaires débiteurs', '€ 1 845,20'],
          ['Fournisseurs', '€ 963,10'],
          ['Fonds de travaux (compte séparé)', '€ 7 200,00'],
          ['Cotisation 2025/2026 au fonds de travaux (votée)', '€ 2 000,00'],
        ),
        listing(
          [
            'Clé (base)',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Réel 2024/2025',
            'Budget 2025/2026',
            'Budget 2026/2027 proposé',
          ],
          [
            'générales (1000)',
            '€ 18 124,50',
            '€ 18 800,00',
            '€ 18 593,20',
            '€ 19 600,00',
            '€ 20 400,00',
          ],
          [
            'chauffage (1000)',
            '€ 11 687,30',
            '€ 12 000,00',
            '€ 12 348,55',
            '€ 12 400,00',
            '€ 12 800,00',
          ],
          ['Total', '€ 29 811,80', '€ 30 800,00', '€ 30 941,75', '€ 32 000,00', '€ 33 200,00'],
        ),
        listing(
          [
            'Lots du copropriétaire',
            'Budget 2023/2024',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Réel 2024/2025',
            'Écart 2024/2025',
            'Budget 2025/2026',
          ],
          [
            'Lot 7 (générales 143, chauffage 151)',
            '€ 4 265,20',
            '€ 4 356,58',
            '€ 4 500,40',
            '€ 4 523,46',
            '€ 23,06',
            '€ 4 675,20',
          ],
          [
            'Lot 17 (générales 8)',
            '€ 144,00',
            '€ 145,00',
            '€ 150,40',
            '€ 148,75',
            '€ (1,65)',
            '€ 156,80',
          ],
          [
            'Total des lots',
            '€ 4 409,20',
            '€ 4 501,58',
            '€ 4 650,80',
            '€ 4 672,21',
            '€ 21,41',
            '€ 4 832,00',
          ],
        ),
        small('Pas d’emprunt collectif.'),
      ],
    ],
  },
  {
    // a cooperative syndic’s annexes typed in a spreadsheet and printed across the page, calendar
    // exercise, a twelve-lot building on three keys: amounts written « € 1 234,56 », annexe 1, the
    // building’s real and budget per key from the exercise before to the next budget proposed,
    // then the owner’s flat and parking in a row each and their total, with each lot’s gap
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-27',
    landscape: true,
    figures: [
      day('document_date', '2025-02-27'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 412875),
      money('unpaid_providers', 263040),
      money('works_funds', 1032000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 160000),
      money('building_budget_n', 3080000),
      money('building_budget', 3240000),
      money('expected_budget_n1', 282720),
      money('budget_n1', 289195),
      money('expected_budget_n', 294400),
      money('budget_n', 303108),
      money('expected_budget', 309680),
    ],
    pages: [
      [
        small(
          'COOP’SYNDIC DES CANUTS — syndic coopératif — 5 montée de la Grande-Côte 69001 Lyon — fichier « comptes_2024.ods » imprimé le 27/02/2025',
        ),
        title('Exercice du 01/01/2024 au 31/12/2024 — annexes comptables'),
        small(
          'Copropriété du 31 rue des Tables-Claudiennes 69001 Lyon (12 lots). Exemplaire de Mme Hélène Duplat, lots B4 (appartement) et P7 (parking). Budget 2025 voté par l’AG du 21/03/2024 ; budget 2026 proposé à l’AG du 20/03/2025.',
        ),
        listing(
          ['Annexe 1 — situation au 31/12/2024', 'Montant'],
          ['Copropriétaires débiteurs', '€ 4 128,75'],
          ['Fournisseurs', '€ 2 630,40'],
          ['Fonds de travaux (compte séparé)', '€ 10 320,00'],
          ['Cotisation 2025 au fonds de travaux (votée)', '€ 1 600,00'],
        ),
        listing(
          [
            'Clé (base)',
            'Réel 2023',
            'Budget 2024',
            'Réel 2024',
            'Budget 2025',
            'Budget 2026 proposé',
          ],
          [
            'générales (1000)',
            '€ 24 361,10',
            '€ 24 800,00',
            '€ 25 384,60',
            '€ 25 600,00',
            '€ 26 400,00',
          ],
          [
            'ascenseur (1000)',
            '€ 5 128,70',
            '€ 5 200,00',
            '€ 5 473,15',
            '€ 5 600,00',
            '€ 6 000,00',
          ],
          ['parkings (100)', '€ 762,40', '€ 800,00', '€ 841,30', '€ 1 200,00', '€ 1 200,00'],
          ['Total', '€ 30 252,20', '€ 30 800,00', '€ 31 699,05', '€ 32 400,00', '€ 33 600,00'],
        ),
        listing(
          [
            'Lots du copropriétaire',
            'Budget 2023',
            'Réel 2023',
            'Budget 2024',
            'Réel 2024',
            'Écart 2024',
            'Budget 2025',
          ],
          [
            'Lot B4 (générales 88, ascenseur 104)',
            '€ 2 611,20',
            '€ 2 677,16',
            '€ 2 723,20',
            '€ 2 803,05',
            '€ 79,85',
            '€ 2 835,20',
          ],
          [
            'Lot P7 (générales 6, parkings 9)',
            '€ 216,00',
            '€ 214,79',
            '€ 220,80',
            '€ 228,03',
            '€ 7,23',
            '€ 261,60',
          ],
          [
            'Total des lots',
            '€ 2 827,20',
            '€ 2 891,95',
            '€ 2 944,00',
            '€ 3 031,08',
            '€ 87,08',
            '€ 3 096,80',
          ],
        ),
        small('Aucun emprunt collectif.'),
      ],
    ],
  },
  {
    // a national syndic’s extranet « mes appels de fonds » printed to PDF across the page over two
    // pages, calendar exercise with its days, a flat and a parking in tabs printed one after the
    // other, each with its keys, the building’s budget, the tantièmes, the year’s and the
    // quarter’s share and the fund; on page 2 the call summed over both lots, the cookie banner
    // and the footer
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-24',
    landscape: true,
    figures: [
      day('document_date', '2025-06-24'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 4520000),
      money('works_funds_contribution', 240000),
      money('expected_budget', 353360, 2),
      money('works_funds_last_contribution', 4560, 2),
    ],
    pages: [
      [
        small('https://moncompte.habitat-syndic-national.fr/appels — imprimé le 24/06/2025 — 1/2'),
        small(
          'HABITAT SYNDIC NATIONAL ▸ Accueil ▸ Mes biens ▸ Mes appels de fonds ▸ Mes paiements ▸ Documents ▸ Assemblées ▸ Aide ▸ Déconnexion',
        ),
        small(
          'Accueil / Mes biens / Résidence Le Cours Mirabeau / Mes appels de fonds / Appel du 01/07/2025',
        ),
        heading('Mon espace copropriétaire — Mme Laurence Giraud-Esposito'),
        table(
          ['Solde au 24/06/2025', 'Appel à venir', 'Échéance'],
          ['0,00 €', '929,00 €', '01/07/2025'],
        ),
        title(
          'Appel de fonds du 01/07/2025 — exercice du 01/01/2025 au 31/12/2025 — Résidence Le Cours Mirabeau (13 lots)',
        ),
        small(
          'Budget voté de l’exercice, toutes clés : 45 200,00 € — cotisation annuelle au fonds de travaux : 2 400,00 €.',
        ),
        heading('Onglet « Lot 32 — Appartement T2 »'),
        listing(
          ['Clé', 'Budget copropriété', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '36 800,00', '71 / 1000', '2 612,80', '653,20'],
          ['Ascenseur', '7 200,00', '89 / 1000', '640,80', '160,20'],
          ['Fonds de travaux', '2 400,00', '71 / 1000', '170,40', '42,60'],
          ['Total du lot', '', '', '3 424,00', '856,00'],
        ),
        heading('Onglet « Lot 112 — Parking n° 12 »'),
        listing(
          ['Clé', 'Budget copropriété', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '36 800,00', '5 / 1000', '184,00', '46,00'],
          ['Parkings', '1 200,00', '8 / 100', '96,00', '24,00'],
          ['Fonds de travaux', '2 400,00', '5 / 1000', '12,00', '3,00'],
          ['Total du lot', '', '', '292,00', '73,00'],
        ),
        small('Ce site utilise des cookies. [Accepter] [Refuser] [Paramètres]'),
      ],
      [
        small('https://moncompte.habitat-syndic-national.fr/appels — imprimé le 24/06/2025 — 2/2'),
        heading('Synthèse de l’appel — tous mes lots'),
        listing(
          ['', 'Lot 32', 'Lot 112', 'Total'],
          ['Budget annuel — quote-part', '3 253,60', '280,00', '3 533,60'],
          ['Provisions du trimestre', '813,40', '70,00', '883,40'],
          ['Fonds de travaux du trimestre', '42,60', '3,00', '45,60'],
          ['Montant appelé', '856,00', '73,00', '929,00'],
        ),
        small(
          'Budget 2025 voté par l’assemblée générale du 27/03/2024. Prélèvement automatique le 05/07/2025. Résidence Le Cours Mirabeau, 18 cours Mirabeau 13100 Aix-en-Provence.',
        ),
        small('© Habitat Syndic National 2025 — Mentions légales — Confidentialité — Cookies'),
      ],
    ],
  },
  {
    // a national syndic’s extranet « mes appels de fonds » printed to PDF across the page over two
    // pages, exercise from 1 April with its days, a flat and a cellar in tabs printed one after
    // the other, each with its keys, the building’s budget, the tantièmes, the year’s and the
    // quarter’s share and the fund; on page 2 the call summed over both lots, the cookie banner
    // and the footer
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-20',
    landscape: true,
    figures: [
      day('document_date', '2025-03-20'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 4480000),
      money('works_funds_contribution', 160000),
      money('expected_budget', 532480, 2),
      money('works_funds_last_contribution', 4640, 2),
    ],
    pages: [
      [
        small(
          'https://espace-client.syndiplus.fr/coproprietaire/appels-de-fonds — imprimé le 20/03/2025 — 1/2',
        ),
        small(
          'SYNDIPLUS  ☰  Tableau de bord | Mes lots | Appels de fonds | Règlements | Documents | Assemblées | Messagerie | Déconnexion',
        ),
        small('Tableau de bord › Mes lots › Le Clos des Ursulines › Appels de fonds › 01/04/2025'),
        heading('Mon espace copropriétaire — M. Vincent Barbier'),
        table(
          ['Solde au 20/03/2025', 'Appel à venir', 'Échéance'],
          ['0,00 €', '1 377,60 €', '01/04/2025'],
        ),
        title(
          'Appel de fonds du 01/04/2025 — 1er trimestre de l’exercice du 01/04/2025 au 31/03/2026 — Le Clos des Ursulines (10 lots)',
        ),
        small(
          'Budget voté de l’exercice, toutes clés : 44 800,00 € — cotisation annuelle au fonds de travaux : 1 600,00 €.',
        ),
        heading('Onglet « Lot 6 — Appartement »'),
        listing(
          ['Clé', 'Budget copropriété', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '28 800,00', '112 / 1000', '3 225,60', '806,40'],
          ['Chauffage collectif', '16 000,00', '124 / 1000', '1 984,00', '496,00'],
          ['Fonds de travaux', '1 600,00', '112 / 1000', '179,20', '44,80'],
          ['Total du lot', '', '', '5 388,80', '1 347,20'],
        ),
        heading('Onglet « Lot 19 — Cave »'),
        listing(
          ['Clé', 'Budget copropriété', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '28 800,00', '4 / 1000', '115,20', '28,80'],
          ['Fonds de travaux', '1 600,00', '4 / 1000', '6,40', '1,60'],
          ['Total du lot', '', '', '121,60', '30,40'],
        ),
        small(
          'Nous utilisons des cookies pour le fonctionnement du site et la mesure d’audience. Accepter · Refuser',
        ),
      ],
      [
        small(
          'https://espace-client.syndiplus.fr/coproprietaire/appels-de-fonds — imprimé le 20/03/2025 — 2/2',
        ),
        heading('Synthèse de l’appel — tous mes lots'),
        listing(
          ['', 'Lot 6', 'Lot 19', 'Total'],
          ['Budget annuel — quote-part', '5 209,60', '115,20', '5 324,80'],
          ['Provisions du trimestre', '1 302,40', '28,80', '1 331,20'],
          ['Fonds de travaux du trimestre', '44,80', '1,60', '46,40'],
          ['Montant appelé', '1 347,20', '30,40', '1 377,60'],
        ),
        small(
          'Budget 2025/2026 voté par l’assemblée générale du 11/06/2024. Le Clos des Ursulines, 3 rue des Ursulines 51100 Reims.',
        ),
        small(
          'Syndiplus — syndic de copropriété — carte professionnelle CPI 5101 2019 000 039 117 — CGU — Cookies',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet « mes décomptes de charges » printed to PDF over two pages,
    // calendar exercise with its days, a flat and a parking in tabs printed one after the other
    // with each lot’s provisions, real charges and gap for both exercises and the current budget,
    // a widget with the balance, the cookie banner; on page 2 the recap summed over both lots
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-15',
    figures: [
      day('document_date', '2025-04-15'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('expected_budget_n', 341760, 2),
      money('budget_n', 351801, 2),
      money('expected_budget_n1', 330240, 2),
      money('budget_n1', 327036, 2),
      money('expected_budget', 360320, 2),
      money('building_budget_n', 3720000),
      money('building_budget', 3920000),
    ],
    pages: [
      [
        small(
          'https://www.espace-coproprietaire.immoval-syndic.fr/decomptes — 15.04.2025 — page 1/2',
        ),
        small(
          'IMMOVAL SYNDIC — Accueil | Mes lots | Mes comptes | Mes décomptes | Mes appels | Documents | Assemblées | Contact | Déconnexion',
        ),
        small('Accueil > Mes décomptes > Résidence Les Balcons de la Loire > Exercice 2024'),
        heading('Mon espace copropriétaire — M. Damien Chevallier'),
        table(
          ['Décompte disponible', 'Solde de régularisation', 'Imputé sur l’appel du'],
          ['Exercice 2024', '100,41 €', '01/07/2025'],
        ),
        title('Décompte individuel de charges — exercice du 01/01/2024 au 31/12/2024'),
        small(
          'Résidence Les Balcons de la Loire, 12 quai de la Loire 44000 Nantes (14 lots). Budget 2024 de la copropriété : 37 200,00 € ; dépenses 2024 : 38 262,65 € ; budget 2025 voté : 39 200,00 €. Comptes approuvés par l’AG du 03/04/2025.',
        ),
        heading('Onglet « Lot 17 — Appartement »'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024', '3 261,60', '3 358,13', '96,53'],
          ['Exercice 2023', '3 150,40', '3 119,44', '-30,96'],
          ['Budget 2025', '3 439,20', '', ''],
        ),
        heading('Onglet « Lot 58 — Parking »'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024', '156,00', '159,88', '3,88'],
          ['Exercice 2023', '152,00', '150,92', '-1,08'],
          ['Budget 2025', '164,00', '', ''],
        ),
        small(
          'Ce site utilise des cookies de fonctionnement et de mesure d’audience. [J’accepte] [Je refuse] [Personnaliser]',
        ),
      ],
      [
        small(
          'https://www.espace-coproprietaire.immoval-syndic.fr/decomptes — 15.04.2025 — page 2/2',
        ),
        heading('Récapitulatif de mes lots (17 + 58)'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024', '3 417,60', '3 518,01', '100,41'],
          ['Exercice 2023', '3 302,40', '3 270,36', '-32,04'],
          ['Budget 2025 — ma quote-part', '3 603,20', '', ''],
        ),
        small(
          'Immoval Syndic — réseau national de syndics — Mentions légales — Cookies — Protection des données',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet « mes décomptes de charges » printed to PDF over two pages,
    // exercise from 1 April with its days, a flat and a cellar in tabs printed one after the other
    // with each lot’s provisions, real charges and gap for both exercises and the current budget,
    // a widget with the balance, the cookie banner; on page 2 the recap summed over both lots
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-25',
    figures: [
      day('document_date', '2025-06-25'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('expected_budget_n', 319200, 2),
      money('budget_n', 315940, 2),
      money('expected_budget_n1', 310080, 2),
      money('budget_n1', 311925, 2),
      money('expected_budget', 332880, 2),
      money('building_budget_n', 2800000),
      money('building_budget', 2920000),
    ],
    pages: [
      [
        small(
          'https://app.syndeo-copro.fr/proprietaire/decomptes/2024-2025 — 25.06.2025 — page 1/2',
        ),
        small(
          'SYNDEO  ·  Mon tableau de bord  ·  Mes lots  ·  Mes décomptes  ·  Mes paiements  ·  Documents  ·  AG en ligne  ·  Aide  ·  Se déconnecter',
        ),
        small('Tableau de bord / Mes décomptes / Le Clos du Moulin / 2024-2025'),
        heading('Mon espace copropriétaire — Mme Valérie Hamon'),
        table(
          ['Décompte disponible', 'Solde de régularisation', 'Imputé sur l’appel du'],
          ['Exercice 2024/2025', '-32,60 €', '01/07/2025'],
        ),
        title('Décompte individuel de charges — exercice du 01/04/2024 au 31/03/2025'),
        small(
          'Le Clos du Moulin, 8 rue du Moulin 35000 Rennes (11 lots). Budget 2024/2025 : 28 000,00 € ; dépenses : 27 714,05 € ; budget 2025/2026 voté : 29 200,00 €. Comptes approuvés par l’AG du 14/06/2025.',
        ),
        heading('Onglet « Lot 12 — Appartement »'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024/2025', '3 052,00', '3 020,83', '-31,17'],
          ['Exercice 2023/2024', '2 964,80', '2 982,44', '17,64'],
          ['Budget 2025/2026', '3 182,80', '', ''],
        ),
        heading('Onglet « Lot 30 — Cave »'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024/2025', '140,00', '138,57', '-1,43'],
          ['Exercice 2023/2024', '136,00', '136,81', '0,81'],
          ['Budget 2025/2026', '146,00', '', ''],
        ),
        small('Syndeo utilise des cookies. Accepter — Refuser — Paramétrer'),
      ],
      [
        small(
          'https://app.syndeo-copro.fr/proprietaire/decomptes/2024-2025 — 25.06.2025 — page 2/2',
        ),
        heading('Récapitulatif de mes lots (12 + 30)'),
        table(
          ['', 'Provisions appelées', 'Charges réelles', 'Écart'],
          ['Exercice 2024/2025', '3 192,00', '3 159,40', '-32,60'],
          ['Exercice 2023/2024', '3 100,80', '3 119,25', '18,45'],
          ['Budget 2025/2026 — ma quote-part', '3 328,80', '', ''],
        ),
        small(
          'Syndeo — le syndic en ligne — CGU — Politique de confidentialité — Cookies — © 2025',
        ),
      ],
    ],
  },
  {
    // scanned: a notary’s printed questionnaire over two pages filled in by the volunteer syndic
    // of a seven-lot house, calendar exercise, a flat, a cellar and a parking on two keys: the
    // lots’ shares each and summed in the answers, nothing unpaid but last year’s regularisation,
    // no works due stated « néant », a roof voted in March to be called in September, the fund, a
    // token fee
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-06',
    scan: scanned(180, 0.8, 12),
    figures: [
      day('document_date', '2025-05-06'),
      money('building_budget', 1320000),
      money('expected_budget', 287760),
      money('building_budget_n', 1240000),
      day('dt_based', '2025-03-22'),
      money('expected_budget_n', 270320),
      money('budget_n', 276276),
      money('expected_budget_n1', 261600),
      money('budget_n1', 265686),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 5956, 2),
      money('reserved_advances', 0, 2),
      money('ongoing_budget', 143880, 2),
      money('unbudget_not_due', 470880, 2),
      money('works_funds', 436000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 95048, 2),
      money('works_funds_contribution', 80000, 2),
      money('works_funds_last_contribution', 4360, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 34280, 2),
      money('unpaid_providers', 97615, 2),
      money('transfer_fees', 5000, 2),
    ],
    pages: [
      [
        small(
          'Office notarial de Maîtres Anne Courtois et Julien Ferrat — 2 place du Marché 49400 Saumur — dossier 25-0418 / vente Lemonnier',
        ),
        title('QUESTIONNAIRE AU SYNDIC DE COPROPRIÉTÉ'),
        p(
          'Immeuble : « Maison Les Capucins », 7 rue des Capucins 49400 Saumur (7 lots). Syndic : M. Hervé Bonnin, syndic bénévole, 7 rue des Capucins (lot 1). Vendeuse : Mme Agnès Lemonnier — lots 3 (appartement, 196/1000), 9 (cave, 8/1000) et 12 (parking, 14/1000).',
        ),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['1', 'Exercice comptable', 'du 1er janvier au 31 décembre'],
          ['2', 'Budget voté de l’exercice en cours (2025)', '13 200,00 € — AG du 16/03/2024'],
          [
            '3',
            'Quote-part des lots vendus dans ce budget',
            'lot 3 : 2 587,20 € ; lot 9 : 105,60 € ; lot 12 : 184,80 € — total : 2 877,60 €',
          ],
          [
            '4',
            'Dernier exercice clos (2024) : budget',
            '12 400,00 € ; comptes approuvés le 22/03/2025',
          ],
          [
            '5',
            'Provisions appelées aux lots sur cet exercice',
            'lot 3 : 2 430,40 € ; lot 9 : 99,20 € ; lot 12 : 173,60 € — total : 2 703,20 €',
          ],
          [
            '6',
            'Charges réelles des lots sur cet exercice',
            'lot 3 : 2 483,95 € ; lot 9 : 101,39 € ; lot 12 : 177,42 € — total : 2 762,76 €',
          ],
          [
            '7',
            'Exercice 2023 : provisions et charges réelles des lots',
            '2 616,00 € et 2 656,86 €',
          ],
        ),
        small('Questionnaire de l’étude — page 1/2'),
      ],
      [
        small('Dossier 25-0418 — Lemonnier — page 2/2'),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['8', 'Provisions exigibles non payées', '0,00 € — néant'],
          ['9', 'Travaux exigibles non payés', 'néant — 0,00 €'],
          ['10', 'Sommes dues sur exercices clos', '59,56 € (régularisation 2024)'],
          ['11', 'Avances versées par le vendeur', 'pas d’avance (0,00 €)'],
          [
            '12',
            'Provisions non encore exigibles',
            '1 438,80 € (échéances des 01/07 et 01/10/2025)',
          ],
          [
            '13',
            'Travaux votés non encore appelés',
            'réfection de la toiture (AG du 22/03/2025, 21 600,00 €, charges générales) : 4 708,80 € pour les trois lots, appelés le 01/09/2025',
          ],
          [
            '14',
            'Fonds de travaux (montant, date, part des lots)',
            '4 360,00 € au 31/12/2024 — part des trois lots : 950,48 €',
          ],
          [
            '15',
            'Cotisation annuelle / dernier versement des lots',
            '800,00 € / 43,60 € le 01/04/2025',
          ],
          ['16', 'Emprunt collectif', 'non'],
          ['17', 'Impayés de charges (dernier bilan)', '342,80 €'],
          ['18', 'Dettes fournisseurs (dernier bilan)', '976,15 €'],
          ['19', 'Procédures en cours', 'aucune'],
          ['20', 'Honoraires de l’état daté', '50,00 € (frais de copie et d’envoi)'],
        ),
        p('Réponses certifiées par le syndic bénévole, à Saumur, le 6 mai 2025.'),
        right('H. Bonnin'),
      ],
    ],
  },
  {
    // scanned: a notary’s printed questionnaire over two pages filled in by the volunteer syndic
    // of a ten-lot house, exercise from 1 April, a flat, a cellar and a garage on two keys: the
    // lots’ shares each and summed in the answers, the April quarter unpaid, the closed exercise’s
    // surplus credited, a gate voted in May to be called in July, the fund, a token fee
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-18',
    scan: scanned(170, -0.9, 13),
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 1720000),
      money('expected_budget', 302080),
      money('building_budget_n', 1640000),
      day('dt_based', '2025-05-31'),
      money('expected_budget_n', 285360),
      money('budget_n', 279041),
      money('expected_budget_n1', 271920),
      money('budget_n1', 275936),
      money('budget', 75520, 2),
      money('unbudget', 0, 2),
      money('credit_balance', 6319, 2),
      money('reserved_advances', 16800, 2),
      money('ongoing_budget', 226560, 2),
      money('unbudget_not_due', 120000, 2),
      money('works_funds', 318400, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 53490, 2),
      money('works_funds_contribution', 80000, 2),
      money('works_funds_last_contribution', 3360, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 51290, 2),
      money('unpaid_providers', 0, 2),
      money('transfer_fees', 8000, 2),
    ],
    pages: [
      [
        small(
          'SCP Dumoulin-Vasseur, notaires — 18 boulevard de Strasbourg 76600 Le Havre — réf. DV/25/1127',
        ),
        title('QUESTIONNAIRE AU SYNDIC DE COPROPRIÉTÉ'),
        p(
          'Immeuble : « Résidence du Square Holker », 4 square Holker 76600 Le Havre (10 lots). Syndic : Mme Josiane Legrand, syndic non professionnel bénévole. Vendeur : M. Karim Haddad — lots 6 (appartement, 151/1000), C6 (cave, 6/1000) et G2 (garage, 11/1000 et 25/100 des charges de garages).',
        ),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['1', 'Exercice comptable', 'du 1er avril au 31 mars'],
          ['2', 'Budget voté de l’exercice en cours (2025/2026)', '17 200,00 € — AG du 08/06/2024'],
          [
            '3',
            'Quote-part des lots vendus dans ce budget',
            'lot 6 : 2 355,60 € ; lot C6 : 93,60 € ; lot G2 : 571,60 € — total : 3 020,80 €',
          ],
          [
            '4',
            'Dernier exercice clos (2024/2025) : budget',
            '16 400,00 € ; comptes approuvés le 31/05/2025',
          ],
          [
            '5',
            'Provisions appelées aux lots sur cet exercice',
            'lot 6 : 2 295,20 € ; lot C6 : 91,20 € ; lot G2 : 467,20 € — total : 2 853,60 €',
          ],
          [
            '6',
            'Charges réelles des lots sur cet exercice',
            'lot 6 : 2 246,78 € ; lot C6 : 89,28 € ; lot G2 : 454,35 € — total : 2 790,41 €',
          ],
          [
            '7',
            'Exercice 2023/2024 : provisions et charges réelles des lots',
            '2 719,20 € et 2 759,36 €',
          ],
        ),
        small('Questionnaire de l’étude — page 1/2'),
      ],
      [
        small('Réf. DV/25/1127 — Haddad — page 2/2'),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['8', 'Provisions exigibles non payées', '755,20 € (appel du 01/04/2025)'],
          ['9', 'Travaux exigibles non payés', 'néant — 0,00 €'],
          [
            '10',
            'Sommes dues sur exercices clos',
            'non — l’exercice 2024/2025 laisse un excédent de 63,19 € en faveur du vendeur, porté à son crédit le 02/06/2025',
          ],
          ['11', 'Avances versées par le vendeur', 'fonds de roulement : 168,00 €'],
          [
            '12',
            'Provisions non encore exigibles',
            '2 265,60 € (échéances des 01/07/2025, 01/10/2025 et 01/01/2026)',
          ],
          [
            '13',
            'Travaux votés non encore appelés',
            'remplacement de la porte des garages (AG du 31/05/2025, 4 800,00 €, clé garages) : 1 200,00 € pour le lot G2, appelés le 01/07/2025',
          ],
          [
            '14',
            'Fonds de travaux (montant, date, part des lots)',
            '3 184,00 € au 31/03/2025 — part des trois lots : 534,90 €',
          ],
          [
            '15',
            'Cotisation annuelle / dernier versement des lots',
            '800,00 € / 33,60 € le 01/04/2025',
          ],
          ['16', 'Emprunt collectif', 'non'],
          ['17', 'Impayés de charges (dernier bilan)', '512,90 €'],
          ['18', 'Dettes fournisseurs (dernier bilan)', '0,00 €'],
          ['19', 'Procédures en cours', 'aucune'],
          ['20', 'Honoraires de l’état daté', '80,00 € (forfait voté par l’assemblée)'],
        ),
        p('Au Havre, le 18 juin 2025. Dettes fournisseurs : néant.'),
        right('Josiane Legrand, syndic bénévole'),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s ledger over two pages carried by « À reporter » / « Report » with
    // its header repeated, exercise from 1 April, one flat: the closed exercise’s four quarters,
    // an intercom’s two halves, the closing and the « report à nouveau », the new quarter paid,
    // the closed exercise’s regularisation unpaid; the total only on page 2, the balance broken
    // down, the budgets in a small table
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(180, 0.9, 12),
    figures: [
      day('document_date', '2025-06-12'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 5884, 2),
      money('works_funds_last_contribution', 3240, 2),
      money('reserved_advances', 13000, 2),
      money('building_budget_n', 1440000, 2),
      money('expected_budget_n', 233280, 2),
      money('budget_n', 239164, 2),
      money('building_budget', 1520000, 2),
      money('expected_budget', 246240, 2),
    ],
    pages: [
      [
        small(
          'CABINET MARTIN-LEROUX — syndic de copropriétés de 2 à 15 lots — 6 rue de la Paix 42000 Saint-Étienne',
        ),
        right('M. Grégory Faure\n18 rue Jacquard\n42000 Saint-Étienne'),
        title('Relevé de compte copropriétaire'),
        small(
          'Copropriété « Le Clos Jacquard », 18 rue Jacquard (7 lots) — lot 5, appartement, 162/1000 — exercice du 1er avril au 31 mars — édité le 12/06/2025',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/04/2024', 'Provisions 1e trim. 2024/2025', '583,20', '', '583,20 D'],
          ['01/04/2024', 'Fonds de travaux 1e trim.', '32,40', '', '615,60 D'],
          ['08/04/2024', 'Chèque', '', '615,60', '0,00'],
          ['01/07/2024', 'Provisions 2e trim. 2024/2025', '583,20', '', '583,20 D'],
          ['01/07/2024', 'Fonds de travaux 2e trim.', '32,40', '', '615,60 D'],
          ['09/07/2024', 'Chèque', '', '615,60', '0,00'],
          ['01/10/2024', 'Provisions 3e trim. 2024/2025', '583,20', '', '583,20 D'],
          ['01/10/2024', 'Fonds de travaux 3e trim.', '32,40', '', '615,60 D'],
          ['01/10/2024', 'Interphone (AG 15/06/2024) — 1/2', '388,80', '', '1 004,40 D'],
          ['07/10/2024', 'Chèque', '', '1 004,40', '0,00'],
          ['01/01/2025', 'Provisions 4e trim. 2024/2025', '583,20', '', '583,20 D'],
          ['01/01/2025', 'Fonds de travaux 4e trim.', '32,40', '', '615,60 D'],
          ['01/01/2025', 'Interphone (AG 15/06/2024) — 2/2', '388,80', '', '1 004,40 D'],
          ['', 'À reporter', '3 240,00', '2 235,60', '1 004,40 D'],
        ),
        small('page 1/2 — suite au verso'),
      ],
      [
        small(
          'Cabinet Martin-Leroux — compte de M. Grégory Faure — « Le Clos Jacquard » — lot 5 — suite',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '3 240,00', '2 235,60', '1 004,40 D'],
          ['10/01/2025', 'Chèque', '', '1 004,40', '0,00'],
          ['31/03/2025', 'Clôture de l’exercice 2024/2025', '', '', '0,00'],
          ['01/04/2025', 'Report à nouveau 2025/2026', '', '', '0,00'],
          ['01/04/2025', 'Provisions 1er trim. 2025/2026', '615,60', '', '615,60 D'],
          ['01/04/2025', 'Fonds de travaux 1er trim.', '32,40', '', '648,00 D'],
          ['14/04/2025', 'Chèque', '', '648,00', '0,00'],
          ['03/06/2025', 'Régularisation 2024/2025 (AG du 31/05/2025)', '58,84', '', '58,84 D'],
          ['', 'Total', '3 946,84', '3 888,00', '58,84 D'],
        ),
        table(
          ['Détail du solde', 'Montant'],
          ['Provisions exigibles impayées', '0,00'],
          ['Travaux exigibles impayés', '0,00'],
          ['Régularisation 2024/2025', '58,84'],
          ['Solde débiteur', '58,84'],
        ),
        table(
          ['Exercice', 'Budget de l’immeuble', 'Provisions du lot', 'Charges réelles du lot'],
          ['2024/2025', '14 400,00', '2 332,80', '2 391,64'],
          ['2025/2026', '15 200,00', '2 462,40', 'en cours'],
        ),
        p(
          'Avance de trésorerie détenue par le syndicat : 130,00 €. Dernière cotisation au fonds de travaux appelée le 01/04/2025 : 32,40 €.',
        ),
        small('page 2/2'),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s ledger over two pages carried by « À reporter » / « Report » with
    // its header repeated, calendar exercise, one flat: last year’s four quarters, the closing and
    // the « report à nouveau », a boiler’s two halves, last year’s regularisation paid, the April
    // call unpaid; the total only on page 2, the balance broken down, the budgets in a small table
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-29',
    scan: scanned(170, -1.0, 13),
    figures: [
      day('document_date', '2025-04-29'),
      money('budget', 95680, 2),
      money('unbudget', 124800, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 8320, 2),
      money('reserved_advances', 0, 2),
      money('building_budget_n', 1760000, 2),
      money('expected_budget_n', 366080, 2),
      money('budget_n', 375136, 2),
      money('building_budget', 1840000, 2),
      money('expected_budget', 382720, 2),
    ],
    pages: [
      [
        small('AGENCE DU BEFFROI — syndic — 2 place du Beffroi 59500 Douai'),
        right('Mme Céline Wattez\n5 rue de Bellain\n59500 Douai'),
        title('Extrait de compte copropriétaire'),
        small(
          'Copropriété « Maison du Beffroi », 5 rue de Bellain (5 lots) — lot B, appartement, 208/1000 — exercice civil — édité le 29/04/2025',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Solde reporté', '', '', '0,00'],
          ['01/01/2024', 'Appel T1 2024', '915,20', '', '915,20 D'],
          ['01/01/2024', 'Fonds de travaux T1 2024', '83,20', '', '998,40 D'],
          ['11/01/2024', 'Virement', '', '998,40', '0,00'],
          ['01/04/2024', 'Appel T2 2024', '915,20', '', '915,20 D'],
          ['01/04/2024', 'Fonds de travaux T2 2024', '83,20', '', '998,40 D'],
          ['12/04/2024', 'Virement', '', '998,40', '0,00'],
          ['01/07/2024', 'Appel T3 2024', '915,20', '', '915,20 D'],
          ['01/07/2024', 'Fonds de travaux T3 2024', '83,20', '', '998,40 D'],
          ['13/07/2024', 'Virement', '', '998,40', '0,00'],
          ['01/10/2024', 'Appel T4 2024', '915,20', '', '915,20 D'],
          ['01/10/2024', 'Fonds de travaux T4 2024', '83,20', '', '998,40 D'],
          ['14/10/2024', 'Virement', '', '998,40', '0,00'],
          ['31/12/2024', 'Clôture 2024', '', '', '0,00'],
          ['', 'À reporter', '3 993,60', '3 993,60', '0,00'],
        ),
        small('page 1/2 — suite au verso'),
      ],
      [
        small(
          'Agence du Beffroi — compte de Mme Céline Wattez — « Maison du Beffroi » — lot B — suite',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '3 993,60', '3 993,60', '0,00'],
          ['01/01/2025', 'Report à nouveau 2025', '', '', '0,00'],
          ['01/01/2025', 'Appel T1 2025', '956,80', '', '956,80 D'],
          ['01/01/2025', 'Fonds de travaux T1 2025', '83,20', '', '1 040,00 D'],
          ['01/01/2025', 'Chaudière (AG 14/09/2024) 1/2', '1 248,00', '', '2 288,00 D'],
          ['15/01/2025', 'Virement', '', '2 288,00', '0,00'],
          ['08/03/2025', 'Régularisation 2024 (AG du 01/03/2025)', '90,56', '', '90,56 D'],
          ['20/03/2025', 'Virement', '', '90,56', '0,00'],
          ['01/04/2025', 'Appel T2 2025', '956,80', '', '956,80 D'],
          ['01/04/2025', 'Fonds de travaux T2 2025', '83,20', '', '1 040,00 D'],
          ['01/04/2025', 'Chaudière (AG 14/09/2024) 2/2', '1 248,00', '', '2 288,00 D'],
          ['', 'Total', '8 660,16', '6 372,16', '2 288,00 D'],
        ),
        table(
          ['Détail du solde', 'Montant'],
          ['Provisions exigibles impayées (T2 2025)', '956,80'],
          ['Fonds de travaux (T2 2025)', '83,20'],
          ['Travaux exigibles impayés (chaudière 2/2)', '1 248,00'],
          ['Exercices clos', '0,00'],
          ['Solde débiteur', '2 288,00'],
        ),
        table(
          ['Exercice', 'Budget de l’immeuble', 'Provisions du lot', 'Charges réelles du lot'],
          ['2024', '17 600,00', '3 660,80', '3 751,36'],
          ['2025', '18 400,00', '3 827,20', 'en cours'],
        ),
        p(
          'Pas d’avance de trésorerie : 0,00 €. Dernier appel du fonds de travaux (01/04/2025) : 83,20 €.',
        ),
        small('page 2/2'),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s annexes over two pages, calendar exercise, a nine-lot building:
    // annexe 2 by account (real of the exercise before, budget and real of the closed one, current
    // budget) carried from page 1 to page 2 by « À reporter » / « Report » with its header
    // repeated, the totals only on page 2; then annexe 1 and the owner’s flat: provisions and real
    // charges of both exercises and the current budget
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-14',
    scan: scanned(180, -0.8, 12),
    figures: [
      day('document_date', '2025-03-14'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 3200000, 2),
      money('building_budget', 3360000, 2),
      money('unpaid', 206480, 2),
      money('unpaid_providers', 137955, 2),
      money('works_funds', 1120000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 240000, 2),
      money('expected_budget_n1', 355680, 2),
      money('budget_n1', 361210, 2),
      money('expected_budget_n', 374400, 2),
      money('budget_n', 381909, 2),
      money('expected_budget', 393120, 2),
    ],
    pages: [
      [
        small('CABINET DELORME & FILS — syndic — 17 rue Thiers 10000 Troyes — 03 25 73 18 40'),
        title(
          'Résidence « Le Clos des Comtes » — comptes de l’exercice du 01/01/2024 au 31/12/2024',
        ),
        small(
          '4 rue des Comtes-de-Champagne 10000 Troyes — 9 lots — annexes jointes à la convocation de l’assemblée du 05/04/2025 — Troyes, le 14/03/2025',
        ),
        heading('Annexe 2 — compte de gestion générale de l’exercice'),
        table(
          ['Compte', 'Libellé', 'Réel 2023', 'Budget 2024', 'Réel 2024', 'Budget 2025'],
          ['601', 'Eau', '3 934,74', '3 840,00', '4 160,22', '4 030,00'],
          ['602', 'Électricité', '1 816,03', '1 920,00', '1 920,10', '2 010,00'],
          ['604', 'Chauffage', '9 685,53', '9 600,00', '10 240,56', '10 080,00'],
          ['614', 'Contrat ascenseur', '2 724,05', '2 880,00', '2 880,15', '3 020,00'],
          ['615', 'Entretien courant', '2 724,05', '3 200,00', '2 880,15', '3 360,00'],
          ['616', 'Assurance', '3 632,07', '3 520,00', '3 840,21', '3 690,00'],
          ['', 'À reporter', '24 516,47', '24 960,00', '25 921,39', '26 190,00'],
        ),
        small('1/2'),
      ],
      [
        small('Cabinet Delorme & Fils — « Le Clos des Comtes » — comptes 2024 — annexe 2 (suite)'),
        table(
          ['Compte', 'Libellé', 'Réel 2023', 'Budget 2024', 'Réel 2024', 'Budget 2025'],
          ['', 'Report', '24 516,47', '24 960,00', '25 921,39', '26 190,00'],
          ['621', 'Ménage', '3 632,07', '4 160,00', '3 840,21', '4 360,00'],
          ['622', 'Honoraires du syndic', '1 816,03', '1 920,00', '1 920,10', '2 010,00'],
          ['627', 'Frais bancaires', '302,67', '320,00', '320,01', '330,00'],
          ['671', 'Charges diverses', '605,41', '640,00', '640,09', '710,00'],
          ['', 'Total', '30 872,65', '32 000,00', '32 641,80', '33 600,00'],
        ),
        heading('Annexe 1 — état financier au 31/12/2024'),
        table(
          ['Poste', 'Montant'],
          ['Copropriétaires débiteurs', '2 064,80'],
          ['Fournisseurs', '1 379,55'],
          ['Fonds de travaux', '11 200,00'],
          ['Cotisation 2025 au fonds de travaux', '2 400,00'],
        ),
        heading('Lot 6 (117/1000) — M. Stéphane Garnier'),
        table(
          ['', 'Exercice 2023', 'Exercice 2024', 'Budget 2025'],
          ['Provisions appelées', '3 556,80', '3 744,00', '3 931,20'],
          ['Charges réelles', '3 612,10', '3 819,09', ''],
        ),
        small('2/2'),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s annexes over two pages, exercise from 1 April, an eleven-lot
    // building: annexe 2 by account (real of the exercise before, budget and real of the closed
    // one, current budget) carried from page 1 to page 2 by « À reporter » / « Report » with its
    // header repeated, the totals only on page 2; then annexe 1 and the owner’s flat: provisions
    // and real charges of both exercises and the current budget
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-28',
    scan: scanned(170, 1.2, 13),
    figures: [
      day('document_date', '2025-05-28'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 3680000, 2),
      money('building_budget', 3840000, 2),
      money('unpaid', 318760, 2),
      money('unpaid_providers', 174290, 2),
      money('works_funds', 1456000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 320000, 2),
      money('expected_budget_n1', 337920, 2),
      money('budget_n1', 341927, 2),
      money('expected_budget_n', 353280, 2),
      money('budget_n', 350238, 2),
      money('expected_budget', 368640, 2),
    ],
    pages: [
      [
        small('GESTIMMO SAINTONGE — syndic — 9 cours National 17100 Saintes'),
        title(
          '« Les Arcades de l’Arc de Germanicus » — comptes de l’exercice du 1er avril 2024 au 31 mars 2025',
        ),
        small(
          '6 quai de la République 17100 Saintes — 11 lots — pièces jointes à la convocation de l’assemblée du 21/06/2025 — Saintes, le 28 mai 2025',
        ),
        heading('Annexe 2 — compte de gestion générale de l’exercice'),
        table(
          [
            'Compte',
            'Libellé',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Réel 2024/2025',
            'Budget 2025/2026',
          ],
          ['601', 'Eau', '4 539,47', '4 410,00', '4 649,81', '4 600,00'],
          ['602', 'Électricité', '2 095,14', '2 200,00', '2 146,06', '2 300,00'],
          ['604', 'Chauffage', '11 174,08', '11 040,00', '11 445,69', '11 520,00'],
          ['614', 'Contrat ascenseur', '3 142,71', '3 310,00', '3 219,10', '3 450,00'],
          ['615', 'Entretien courant', '3 142,71', '3 680,00', '3 219,10', '3 840,00'],
          ['', 'À reporter', '24 094,11', '24 640,00', '24 679,76', '25 710,00'],
        ),
        small('1/2'),
      ],
      [
        small(
          'Gestimmo Saintonge — « Les Arcades de l’Arc de Germanicus » — comptes 2024/2025 — annexe 2 (suite)',
        ),
        table(
          [
            'Compte',
            'Libellé',
            'Réel 2023/2024',
            'Budget 2024/2025',
            'Réel 2024/2025',
            'Budget 2025/2026',
          ],
          ['', 'Report', '24 094,11', '24 640,00', '24 679,76', '25 710,00'],
          ['616', 'Assurance', '4 190,28', '4 040,00', '4 292,13', '4 220,00'],
          ['621', 'Ménage', '4 190,28', '4 780,00', '4 292,13', '4 990,00'],
          ['622', 'Honoraires du syndic', '2 095,14', '2 200,00', '2 146,06', '2 300,00'],
          ['627', 'Frais bancaires', '349,19', '360,00', '357,67', '380,00'],
          ['671', 'Charges diverses', '698,40', '780,00', '715,40', '800,00'],
          ['', 'Total', '35 617,40', '36 800,00', '36 483,15', '38 400,00'],
        ),
        heading('Annexe 1 — état financier au 31/03/2025'),
        table(
          ['Poste', 'Montant'],
          ['Copropriétaires débiteurs', '3 187,60'],
          ['Fournisseurs', '1 742,90'],
          ['Fonds de travaux', '14 560,00'],
          ['Cotisation 2025/2026 au fonds de travaux', '3 200,00'],
        ),
        heading('Lot 10 (96/1000) — Mme Pascale Henrion'),
        table(
          ['', 'Exercice 2023/2024', 'Exercice 2024/2025', 'Budget 2025/2026'],
          ['Provisions appelées', '3 379,20', '3 532,80', '3 686,40'],
          ['Charges réelles', '3 419,27', '3 502,38', ''],
        ),
        small('2/2'),
      ],
    ],
  },
  {
    // scanned to PNG: a cooperative syndic’s call slip, exercise from 1 April with its days, a
    // flat and a cellar on the general key: one table with each lot’s tantièmes, yearly share,
    // quarter and fund and their total, then the call’s lines and the net to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-24',
    scan: scanned(170, 1.3, 13, 'png'),
    figures: [
      day('document_date', '2025-03-24'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 2240000),
      money('expected_budget', 342720),
      money('works_funds_contribution', 160000),
      money('works_funds_last_contribution', 6120),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF « LES TILLEULS DU PARC »'),
        small(
          '12 avenue du Parc 80000 Amiens — 10 lots — trésorier : M. Bruno Vasseur — Amiens, le 24/03/2025',
        ),
        title(
          'Appel de fonds — 1er trimestre 2025/2026 (échéance du 1er avril 2025) — Mme Élodie Poiret',
        ),
        p(
          'Exercice du 1er avril 2025 au 31 mars 2026 — budget voté : 22 400,00 € — cotisation au fonds de travaux : 1 600,00 € par an.',
        ),
        table(
          ['Lot', 'Tantièmes', 'Part annuelle', 'Trimestre', 'Fonds de travaux'],
          ['8 (appartement)', '147/1000', '3 292,80', '823,20', '58,80'],
          ['21 (cave)', '6/1000', '134,40', '33,60', '2,40'],
          ['Total', '', '3 427,20', '856,80', '61,20'],
        ),
        table(
          ['Détail de l’appel', 'Montant'],
          ['Provisions', '856,80'],
          ['Fonds de travaux', '61,20'],
          ['Net à payer', '918,00'],
        ),
        small('Règlement par chèque ou virement avant le 10/04/2025. Merci.'),
      ],
    ],
  },
  {
    // scanned to PNG: a cooperative syndic’s call slip, calendar exercise with its days, a flat
    // and a garage on the general key: one table with each lot’s tantièmes, yearly share, quarter
    // and fund and their total, then the call’s lines with last year’s surplus deducted in
    // parentheses and the net to pay
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(180, -1.1, 12, 'png'),
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 1920000),
      money('expected_budget', 384000),
      money('works_funds_contribution', 120000),
      money('works_funds_last_contribution', 6000),
      money('credit_balance', 6418),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DU 15 RUE DE LA MONNAIE'),
        small(
          '15 rue de la Monnaie 35000 Rennes — 8 lots — trésorière : Mme Soizic Le Gall — Rennes, le 12 juin 2025',
        ),
        title('Appel de fonds du 1er juillet 2025 — 3e trimestre — M. Mathieu Rouxel'),
        p(
          'Exercice du 1er janvier 2025 au 31 décembre 2025 — budget voté : 19 200,00 € — cotisation annuelle au fonds de travaux : 1 200,00 €.',
        ),
        table(
          ['Lot', 'Tantièmes', 'Part annuelle', 'Trimestre', 'Fonds de travaux'],
          ['4 (appartement)', '186/1000', '3 571,20', '892,80', '55,80'],
          ['G2 (garage)', '14/1000', '268,80', '67,20', '4,20'],
          ['Total', '', '3 840,00', '960,00', '60,00'],
        ),
        table(
          ['Détail de l’appel', 'Montant'],
          ['Provisions', '960,00'],
          ['Fonds de travaux', '60,00'],
          ['Excédent 2024 (AG du 24/05/2025)', '(64,18)'],
          ['Net à payer', '955,82'],
        ),
        small(
          'Les montants entre parenthèses viennent en déduction. Règlement avant le 10/07/2025.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a cooperative syndic’s décompte on one page, exercise from 1 April with its
    // days, a flat and a cellar (their tantièmes added per key) on two keys: a row per key with
    // the building’s budget and expenses, the lots’ provisions, real charges and gap (a surplus in
    // parentheses), the totals; the regularisation and the current budget’s share in sentences
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-06',
    scan: scanned(170, 0.9, 14, 'png'),
    figures: [
      day('document_date', '2025-06-06'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 2200000),
      money('expected_budget_n', 308960),
      money('budget_n', 306350),
      money('building_budget', 2320000),
      money('expected_budget', 326240),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF « RÉSIDENCE DU CHAMP-DE-MARS »'),
        small(
          '5 rue du Champ-de-Mars 49100 Angers — 12 lots — trésorière bénévole : Mme Monique Chauvin — Angers, le 6 juin 2025',
        ),
        title('Décompte de charges de M. Jean-Claude Poisson — lots B6 (appartement) et K6 (cave)'),
        p(
          'Exercice du 1er avril 2024 au 31 mars 2025, comptes approuvés par l’assemblée du 31 mai 2025. Montants en euros ; les montants entre parenthèses sont en votre faveur.',
        ),
        table(
          [
            'Clé',
            'Budget immeuble',
            'Dépenses immeuble',
            'Tantièmes des lots',
            'Provisions des lots',
            'Réel des lots',
            'Écart',
          ],
          ['Générales', '18 400,00', '17 964,20', '137/1000', '2 520,80', '2 461,09', '(59,71)'],
          ['Ascenseur', '3 600,00', '3 812,75', '158/1000', '568,80', '602,41', '33,61'],
          ['Total', '22 000,00', '21 776,95', '', '3 089,60', '3 063,50', '(26,10)'],
        ),
        p(
          'Excédent en votre faveur : 26,10 €, déduit de l’appel du 1er juillet. Budget 2025/2026 voté : 23 200,00 €, dont 3 262,40 € pour vos deux lots.',
        ),
        small('Tantièmes : B6 générales 132, ascenseur 158 ; K6 générales 5.'),
      ],
    ],
  },
  {
    // scanned to PNG: a cooperative syndic’s décompte on one page, calendar exercise with its
    // days, a flat and a parking (their tantièmes added per key) on two keys: a row per key with
    // the building’s budget and expenses, the lots’ provisions, real charges and gap, the totals;
    // the regularisation and the current budget’s share in sentences
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-26',
    scan: scanned(180, -1.3, 12, 'png'),
    figures: [
      day('document_date', '2025-03-26'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 2280000),
      money('expected_budget_n', 335040),
      money('budget_n', 343178),
      money('building_budget', 2360000),
      money('expected_budget', 346960),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DU 2 ALLÉE DES PLATANES'),
        small(
          '2 allée des Platanes 34000 Montpellier — 11 lots — président-syndic : M. Frédéric Roux — Montpellier, le 26/03/2025',
        ),
        title(
          'Décompte individuel de charges 2024 — Mme Inès Benali — lots 5 (appartement) et P5 (parking)',
        ),
        p('Exercice du 1er janvier au 31 décembre 2024, approuvé par l’assemblée du 15 mars 2025.'),
        table(
          [
            'Clé',
            'Budget immeuble',
            'Dépenses immeuble',
            'Tantièmes des lots',
            'Provisions des lots',
            'Réel des lots',
            'Écart',
          ],
          ['Générales', '21 600,00', '22 187,65', '149/1000', '3 218,40', '3 305,96', '87,56'],
          ['Parkings', '1 200,00', '1 143,80', '11/100', '132,00', '125,82', '(6,18)'],
          ['Total', '22 800,00', '23 331,45', '', '3 350,40', '3 431,78', '81,38'],
        ),
        p(
          'Solde à régler : 81,38 €, appelé avec l’échéance d’avril. Budget 2025 voté : 23 600,00 € ; votre quote-part : 3 469,60 €.',
        ),
        small('Tantièmes : lot 5 générales 141 ; lot P5 générales 8, parkings 11.'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a five-lot house answers the notary’s
    // clerk, calendar exercise, one flat on two keys: the figures in the body’s sentences, the
    // April quarter and last year’s regularisation unpaid, a roof voted in March to come, the
    // fund; below, his own first answer of March quoted with « > », with the figures of before the
    // accounts were approved (not declared)
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-16',
    figures: [
      day('document_date', '2025-04-16'),
      money('building_budget', 1640000),
      money('expected_budget', 414680),
      money('building_budget_n', 1560000),
      money('expected_budget_n', 394320),
      money('budget_n', 409463),
      money('expected_budget_n1', 373960),
      money('budget_n1', 384584),
      day('dt_based', '2025-03-28'),
      money('budget', 103670),
      money('unbudget', 0),
      money('wanted_loads', 15143),
      money('ongoing_budget', 207340),
      money('unbudget_not_due', 296400),
      money('reserved_advances', 20000),
      money('works_funds', 296500),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 73236),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 4940),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 41560),
      money('unpaid_providers', 68930),
      money('transfer_fees', 0),
    ],
    pages: [
      [
        small(
          'De : Bernard Quéméner <b.quemener@laposte-mel.fr>\nÀ : Étude Le Goff & Tanguy <formalites@legoff-tanguy-notaires.fr>\nEnvoyé le : mercredi 16 avril 2025 18:42\nObjet : RE: Vente Kerbrat — lot 2 — 11 rue de Siam, Brest — questionnaire syndic',
        ),
        p(
          'Bonjour Madame Abgrall,\n\nComme promis, voici les chiffres définitifs maintenant que l’assemblée du 28 mars 2025 a approuvé les comptes 2024 de notre petite copropriété (5 lots, 11 rue de Siam 29200 Brest, exercice civil). Je suis syndic bénévole, je n’ai pas de formulaire : tout est dans ce message.\n\n- Budget 2025 voté : 16 400,00 € ; part du lot 2 de M. Kerbrat (247/1000 générales, 262/1000 chauffage) : 4 146,80 €, soit 1 036,70 € par trimestre.\n- Exercice 2024 : budget 15 600,00 € ; provisions appelées au lot : 3 943,20 € ; charges réelles du lot : 4 094,63 €.\n- Exercice 2023 : provisions 3 739,60 € ; charges réelles 3 845,84 €.\n- Dû à ce jour par le vendeur : la provision du 1er avril, 1 036,70 €, et la régularisation 2024 de 151,43 € appelée le 4 avril ; aucune somme n’est due au titre des travaux (0,00 €).\n- Restent à appeler sur 2025 : 2 073,40 € (juillet et octobre).\n- Travaux votés le 28 mars : réfection de la toiture, 12 000,00 € en charges générales, dont 2 964,00 € pour le lot 2, appelés le 1er septembre 2025.\n- Avance de trésorerie versée par M. Kerbrat : 200,00 €.\n- Fonds de travaux : 2 965,00 € au 31/12/2024, dont 732,36 € pour le lot 2 ; cotisation 2025 800,00 €, dernier appel au lot : 49,40 € le 01/04/2025.\n- Impayés au 31/12/2024 : 415,60 € ; factures fournisseurs non réglées : 689,30 €. Pas d’emprunt, pas de procédure. Aucuns frais pour ce courriel (0,00 €).\n\nBien cordialement,\nBernard Quéméner, syndic bénévole',
        ),
        p(
          '> Le 12 mars 2025 à 09:15, Bernard Quéméner a écrit :\n> Bonjour Madame, les comptes 2024 ne sont pas encore approuvés. Chiffres provisoires :\n> budget 2025 proposé 9 800,00 € ; part du lot 2 : 2 420,60 € ;\n> charges réelles 2024 du lot (estimation) : 3 880,00 € ;\n> fonds de travaux au 31/12/2024 : 2 890,00 € à confirmer.\n> Je vous redonne les montants définitifs après l’assemblée du 28 mars.',
        ),
        small(
          'Ce message et ses pièces jointes sont confidentiels. — imprimé depuis la messagerie le 16/04/2025',
        ),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a nine-lot house answers the notary’s
    // clerk, exercise from 1 April, one flat on two keys: the figures in the body’s sentences,
    // nothing unpaid, the closed exercise’s regularisation paid, no advance (« pas d’avance »), a
    // lift repair voted in May to come, the fund; below, the clerk’s earlier message quoting his
    // first estimate with « > » (not declared)
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      money('building_budget', 1800000),
      money('expected_budget', 227440),
      money('building_budget_n', 1720000),
      money('expected_budget_n', 218000),
      money('budget_n', 214873),
      money('expected_budget_n1', 206680),
      money('budget_n1', 211702),
      day('dt_based', '2025-05-22'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('ongoing_budget', 170580),
      money('unbudget_not_due', 158400),
      money('reserved_advances', 0),
      money('works_funds', 402800),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 47530),
      money('works_funds_contribution', 120000),
      money('works_funds_last_contribution', 3540),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 88245),
      money('unpaid_providers', 132018),
      money('transfer_fees', 15000),
    ],
    pages: [
      [
        small(
          'De : Claudine Marchetti <claudine.marchetti@wanadoo-mail.fr>\nÀ : Office notarial Ferracci <accueil@ferracci-notaires.fr>\nCc : Jean-Pierre Santoni\nEnvoyé le : vendredi 13 juin 2025 11:07\nObjet : Re: Cession lot 8 — Résidence U Castellu, 6 cours Napoléon, Ajaccio',
        ),
        p(
          'Bonjour Monsieur,\n\nJe vous confirme, en tant que syndic bénévole de la Résidence U Castellu (9 lots, 6 cours Napoléon 20000 Ajaccio ; exercice du 1er avril au 31 mars), les éléments pour la vente du lot 8 de M. Santoni (118/1000 générales, 165/1000 ascenseur) :\n\nBudget 2025/2026 voté : 18 000,00 €, dont 2 274,40 € pour le lot 8 (568,60 € par trimestre).\nExercice clos 2024/2025 (comptes approuvés le 22 mai 2025) : budget 17 200,00 € ; provisions du lot : 2 180,00 € ; charges réelles du lot : 2 148,73 €. L’excédent de 31,27 € en faveur du lot a été remboursé au vendeur le 6 juin.\nExercice 2023/2024 : provisions 2 066,80 €, charges réelles 2 117,02 €.\nProvisions exigibles impayées : 0,00 €. Travaux exigibles impayés : 0,00 €. Exercices antérieurs : 0,00 €.\nProvisions 2025/2026 restant à appeler : 1 705,80 € (juillet, octobre, janvier).\nTravaux votés le 22 mai : mise aux normes de l’ascenseur, 9 600,00 € (clé ascenseur), part du lot 8 : 1 584,00 €, appelée le 1er octobre 2025.\nPas d’avance de trésorerie : 0,00 €.\nFonds de travaux au 31/03/2025 : 4 028,00 € ; part du lot 8 : 475,30 € ; cotisation 2025/2026 : 1 200,00 € ; dernier versement du lot : 35,40 € le 01/04/2025.\nImpayés au 31/03/2025 : 882,45 € ; dettes fournisseurs : 1 320,18 €. Ni emprunt ni procédure.\nFrais d’état daté fixés par l’assemblée : 150,00 €.\n\nCordialement,\nClaudine Marchetti',
        ),
        p(
          '> Le 2 juin 2025 à 16:30, Office notarial Ferracci a écrit :\n> Madame, dans votre message du 20 mai vous indiquiez :\n> > budget 2025/2026 : 14 400,00 € (à voter le 22 mai)\n> > part du lot 8 : 2 108,00 € — fonds de travaux : 3 960,00 €\n> Pouvez-vous nous confirmer ces chiffres après l’assemblée ?',
        ),
        small('Envoyé depuis mon ordinateur — page 1/1'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer treasurer of a six-lot house answers an owner about
    // her account, calendar exercise, a flat and a cellar: the balance and what it is made of in
    // the body’s sentences, the April quarter unpaid, last year’s regularisation paid, the budgets
    // summed over both lots; below, her earlier message quoted with « > » and an older balance
    // (not declared)
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-24',
    figures: [
      day('document_date', '2025-04-24'),
      money('budget', 62720),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 4480),
      money('reserved_advances', 10000),
      money('building_budget', 1120000),
      money('expected_budget', 250880),
      money('building_budget_n', 1040000),
      money('expected_budget_n', 232960),
      money('budget_n', 239520),
    ],
    pages: [
      [
        small(
          'De : Monique Perrotin <monique.perrotin@gmx-mail.fr>\nÀ : Hélène Dubreuil <h.dubreuil@free-mel.fr>\nDate : jeudi 24 avril 2025 à 19:03\nObjet : Re: Mon compte — lots 2 et 8 — 3 rue Mazarine, Dijon',
        ),
        p(
          'Bonsoir Hélène,\n\nJe te réponds en tant que trésorière bénévole (le syndic, c’est toujours Paul). Ton compte pour l’appartement 2 et la cave 8 est débiteur de 672,00 € au 24/04/2025 : c’est l’appel du 1er avril, soit 627,20 € de provisions et 44,80 € de fonds de travaux. Aucune somme n’est due au titre des travaux (0,00 €) et la régularisation 2024 de 65,60 €, que tu as payée le 10 avril, est soldée : il ne reste rien sur les exercices passés (0,00 €).\n\nPour mémoire : le budget 2025 de l’immeuble est de 11 200,00 €, dont 2 508,80 € pour tes deux lots ; en 2024, budget 10 400,00 €, tes provisions 2 329,60 € et tes charges réelles 2 395,20 €. Ton avance de trésorerie de 100,00 € reste au syndicat.\n\nBises,\nMonique',
        ),
        p(
          '> Le 2 avril 2025 à 08:40, Monique Perrotin a écrit :\n> Hélène, selon mon tableau de mars ton compte était débiteur de 1 187,40 €\n> (régularisation 2024 estimée à 75,00 € avant l’AG). Je te redis quand j’aurai tout.',
        ),
        small('Copropriété du 3 rue Mazarine 21000 Dijon — 6 lots — message imprimé le 24/04/2025'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of an eight-lot house answers an owner about
    // his account, exercise from 1 April, one flat: the balance and what it is made of in the
    // body’s sentences, the closed exercise’s surplus credited so that the account ends in the
    // owner’s favour, no advance (« néant »); below, the owner’s question quoting an older
    // statement with « > » (not declared)
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 5375),
      money('works_funds_last_contribution', 2780),
      money('reserved_advances', 0),
      money('building_budget', 1360000),
      money('expected_budget', 189040),
      money('building_budget_n', 1280000),
      money('expected_budget_n', 177920),
      money('budget_n', 172545),
    ],
    pages: [
      [
        small(
          'De : Syndic bénévole Villa Sainte-Anne <syndic.villa.steanne@mailo-net.fr>\nÀ : M. Olivier Kerjean\nEnvoyé : mardi 17 juin 2025 07:55\nObjet : RE: relevé de compte lot 6',
        ),
        p(
          'Bonjour Monsieur Kerjean,\n\nVotre compte (lot 6, 139/1000) est aujourd’hui créditeur de 53,75 € : c’est l’excédent de l’exercice 2024/2025, clos le 31 mars et approuvé le 7 juin, porté à votre crédit. Vos provisions de 2024/2025 s’élevaient à 1 779,20 € pour des charges réelles de 1 725,45 € (budget de l’immeuble 12 800,00 €). L’appel du 1er avril (472,60 € de provisions et 27,80 € de fonds de travaux) a bien été payé : provisions exigibles impayées 0,00 €, travaux 0,00 €.\n\nLe budget 2025/2026 est de 13 600,00 €, soit 1 890,40 € pour votre lot. Avance de trésorerie : néant (0,00 €). Le crédit sera déduit de l’appel du 1er juillet.\n\nCordialement,\nAnnick Le Floch, syndic bénévole — Villa Sainte-Anne, 12 rue du Roi-Gradlon 29000 Quimper',
        ),
        p(
          '> De : Olivier Kerjean\n> Envoyé : lundi 16 juin 2025 22:10\n> Bonjour, sur le relevé papier de janvier je vois un solde débiteur de 812,60 €\n> et un appel de 780,00 € : pouvez-vous me dire où en est mon compte ?',
        ),
        small('Villa Sainte-Anne — 8 lots — exercice du 1er avril au 31 mars'),
      ],
    ],
  },
  {
    // a national syndic’s extranet page « comptes de l’exercice » printed to PDF over two pages,
    // calendar exercise, a twelve-lot building: the menu, the breadcrumbs, widgets with annexe 1’s
    // figures, the building’s budget and real from the closed exercise to the next project, each
    // lot’s tab (a flat and a cellar) printed one after the other; on page 2 the recap summed over
    // both lots, the cookie banner and the footer
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-03',
    figures: [
      day('document_date', '2025-04-03'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('works_funds', 1376000),
      day('dt_works_funds', '2024-12-31'),
      money('unpaid', 527340),
      money('unpaid_providers', 301865),
      money('building_budget_n', 3360000),
      money('building_budget', 3440000),
      money('works_funds_contribution', 200000),
      money('expected_budget_n1', 307200, 2),
      money('budget_n1', 311694, 2),
      money('expected_budget_n', 322560, 2),
      money('budget_n', 327558, 2),
      money('expected_budget', 330240, 2),
    ],
    pages: [
      [
        small(
          'https://www.mon-syndic-gesticoop.fr/proprietaire/comptes/exercice-2024 — 03/04/2025 — 1/2',
        ),
        small(
          'GESTIMO FRANCE  |  Accueil  |  Ma copropriété  |  Mes comptes  |  Mes documents  |  Mes assemblées  |  Mes demandes  |  Déconnexion',
        ),
        small(
          'Accueil › Ma copropriété › Résidence Le Square Gambetta › Comptes de l’exercice 2024',
        ),
        heading('Mon espace copropriétaire — Comptes de l’exercice'),
        table(
          [
            'Trésorerie au 31/12/2024',
            'Fonds de travaux',
            'Impayés copropriétaires',
            'Dettes fournisseurs',
          ],
          ['24 918,37 €', '13 760,00 €', '5 273,40 €', '3 018,65 €'],
        ),
        title(
          'Résidence Le Square Gambetta — exercice du 1er janvier au 31 décembre 2024 (comptes soumis à l’AG du 24/04/2025)',
        ),
        table(
          ['', 'Budget 2024', 'Réalisé 2024', 'Budget 2025 (voté)', 'Budget 2026 (projet)'],
          [
            'Charges courantes de la copropriété',
            '33 600,00',
            '34 120,70',
            '34 400,00',
            '36 000,00',
          ],
        ),
        small('Cotisation 2025 au fonds de travaux (votée) : 2 000,00 €. Pas d’emprunt collectif.'),
        heading('Onglet « Lot 11 — Appartement » (92/1000)'),
        table(
          ['', 'Exercice 2023', 'Exercice 2024', 'Budget 2025'],
          ['Provisions', '2 944,00', '3 091,20', '3 164,80'],
          ['Charges réelles', '2 987,07', '3 139,10', '—'],
        ),
        heading('Onglet « Lot 24 — Cave » (4/1000)'),
        table(
          ['', 'Exercice 2023', 'Exercice 2024', 'Budget 2025'],
          ['Provisions', '128,00', '134,40', '137,60'],
          ['Charges réelles', '129,87', '136,48', '—'],
        ),
      ],
      [
        small(
          'https://www.mon-syndic-gesticoop.fr/proprietaire/comptes/exercice-2024 — 03/04/2025 — 2/2',
        ),
        heading('Récapitulatif — tous mes lots (11 + 24)'),
        table(
          ['', 'Exercice 2023', 'Exercice 2024', 'Budget 2025'],
          ['Provisions appelées', '3 072,00', '3 225,60', '3 302,40'],
          ['Charges réelles', '3 116,94', '3 275,58', '—'],
          ['Écart', '44,94', '49,98', ''],
        ),
        small(
          'Gestion des cookies : ce site utilise des traceurs. [Accepter] [Refuser] [Personnaliser]',
        ),
        small(
          '© 2025 Gestimo France — syndic de copropriété — 11 rue de Gambetta, Lorient — Mentions légales — Cookies — Plan du site',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet page « comptes de l’exercice » printed to PDF over two pages,
    // exercise from 1 April, a nine-lot building: the menu, the breadcrumbs, widgets with annexe
    // 1’s figures, the building’s budget and real from the closed exercise to the next project,
    // each lot’s tab (a flat and a parking) printed one after the other; on page 2 the recap
    // summed over both lots, the cookie banner and the footer
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('works_funds', 952000),
      day('dt_works_funds', '2025-03-31'),
      money('unpaid', 284610),
      money('unpaid_providers', 0),
      money('building_budget_n', 2640000),
      money('building_budget', 2720000),
      money('works_funds_contribution', 160000),
      money('expected_budget_n1', 366080, 2),
      money('budget_n1', 369390, 2),
      money('expected_budget_n', 377520, 2),
      money('budget_n', 385919, 2),
      money('expected_budget', 388960, 2),
    ],
    pages: [
      [
        small('https://client.syndicalis.fr/mon-compte/documents/comptes — 05/06/2025 — 1/2'),
        small(
          'SYNDICALIS  ≡  Vue d’ensemble · Ma résidence · Comptabilité · Documents · Assemblées générales · Travaux · Contact · Quitter',
        ),
        small(
          'Vue d’ensemble / Ma résidence / Villa Les Tamaris / Comptabilité / Comptes de l’exercice 2024/2025',
        ),
        heading('Mon espace copropriétaire — Comptes de l’exercice'),
        table(
          [
            'Trésorerie au 31/03/2025',
            'Fonds de travaux',
            'Impayés copropriétaires',
            'Dettes fournisseurs',
          ],
          ['12 406,55 €', '9 520,00 €', '2 846,10 €', '0,00 €'],
        ),
        title(
          'Villa Les Tamaris — exercice du 01/04/2024 au 31/03/2025 (comptes soumis à l’AG du 21/06/2025)',
        ),
        table(
          [
            '',
            'Budget 2024/2025',
            'Réalisé 2024/2025',
            'Budget 2025/2026 (voté)',
            'Budget 2026/2027 (projet)',
          ],
          [
            'Charges courantes de la copropriété',
            '26 400,00',
            '26 987,30',
            '27 200,00',
            '28 000,00',
          ],
        ),
        small(
          'Cotisation 2025/2026 au fonds de travaux (votée) : 1 600,00 €. Dettes fournisseurs : néant au 31/03/2025. Aucun emprunt.',
        ),
        heading('Onglet « Lot 4 — Appartement » (131/1000)'),
        table(
          ['', 'Exercice 2023/2024', 'Exercice 2024/2025', 'Budget 2025/2026'],
          ['Provisions', '3 353,60', '3 458,40', '3 563,20'],
          ['Charges réelles', '3 383,92', '3 535,34', '—'],
        ),
        heading('Onglet « Lot P3 — Parking » (12/1000)'),
        table(
          ['', 'Exercice 2023/2024', 'Exercice 2024/2025', 'Budget 2025/2026'],
          ['Provisions', '307,20', '316,80', '326,40'],
          ['Charges réelles', '309,98', '323,85', '—'],
        ),
      ],
      [
        small('https://client.syndicalis.fr/mon-compte/documents/comptes — 05/06/2025 — 2/2'),
        heading('Récapitulatif — tous mes lots (4 + P3)'),
        table(
          ['', 'Exercice 2023/2024', 'Exercice 2024/2025', 'Budget 2025/2026'],
          ['Provisions appelées', '3 660,80', '3 775,20', '3 889,60'],
          ['Charges réelles', '3 693,90', '3 859,19', '—'],
          ['Écart', '33,10', '83,99', ''],
        ),
        small(
          'Syndicalis et ses partenaires utilisent des cookies. Accepter et fermer — Continuer sans accepter',
        ),
        small(
          'Syndicalis SAS — syndic national en ligne — Conditions d’utilisation — Données personnelles — Accessibilité — page imprimée le 05/06/2025',
        ),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a five-lot house sends a corrected call,
    // calendar exercise with its days, one flat: the budget, the lot’s share, the quarter and the
    // fund in the body’s sentences with « Total : »; below, the first call quoted with « > »,
    // computed on last year’s budget (not declared)
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-02',
    figures: [
      day('document_date', '2025-04-02'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 1120000),
      money('expected_budget', 245280),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 4380),
    ],
    pages: [
      [
        small(
          'De : Patrick Vernet <p.vernet.syndic@orange-courriel.fr>\nÀ : copropriétaires 9 rue Saint-Rome\nEnvoyé le : mercredi 2 avril 2025 09:12\nObjet : [CORRECTIF] Appel de fonds du 1er avril 2025',
        ),
        p(
          'Bonjour à tous,\n\nToutes mes excuses : l’appel envoyé hier était calculé sur l’ancien budget. L’exercice 2025 (du 1er janvier au 31 décembre 2025) repose sur le budget de 11 200,00 € voté le 16 mars 2024 (l’assemblée du 15 mars 2025 n’a fait qu’approuver les comptes de 2024).\n\nPour Mme Bousquet (lot 3, 219/1000) : part annuelle 2 452,80 €, soit 613,20 € pour ce trimestre, plus 43,80 € de fonds de travaux (cotisation annuelle de la copropriété : 800,00 €).\nTotal :\n657,00 €\n\nMerci de ne pas tenir compte du premier message.\nPatrick Vernet, syndic bénévole — 9 rue Saint-Rome 31000 Toulouse (5 lots)',
        ),
        p(
          '> Le 1 avr. 2025 à 18:47, Patrick Vernet a écrit :\n> Appel du 1er avril 2025 — lot 3 : provisions 591,30 € (budget 10 800,00 €)\n> fonds de travaux 43,80 € — total 635,10 €',
        ),
        small('Message imprimé par Mme Bousquet le 02/04/2025'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a seven-lot house sends a corrected call,
    // exercise from 1 April with its days, one flat: the budget, the lot’s share, the quarter and
    // the fund in the body’s sentences with « Total : »; below, the first call quoted with « > »,
    // with a wrong tantième (not declared)
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-04',
    figures: [
      day('document_date', '2025-04-04'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 1480000),
      money('expected_budget', 224960),
      money('works_funds_contribution', 120000),
      money('works_funds_last_contribution', 4560),
    ],
    pages: [
      [
        small(
          'De : Corinne Lambert-Delorme <syndic.quai.vauban@messagerie-libre.fr>\nÀ : M. Jérôme Hartmann\nEnvoyé : vendredi 4 avril 2025 17:26\nObjet : TR: appel 1er trimestre 2025/2026 — lot 6 (rectifié)',
        ),
        p(
          'Monsieur,\n\nL’appel ci-dessous comportait une erreur de tantièmes. Le voici rectifié.\nExercice 2025/2026, du 1er avril 2025 au 31 mars 2026 ; budget voté le 7 juin 2024 : 14 800,00 €.\nVotre lot 6 (152/1000) : 2 249,60 € pour l’année, soit 562,40 € ce trimestre.\nFonds de travaux : 45,60 € (sur une cotisation de 1 200,00 € pour l’immeuble).\nTotal :\n608,00 €\n\nCordialement,\nCorinne Lambert-Delorme, syndic bénévole — 14 quai Vauban 68100 Mulhouse',
        ),
        p(
          '> -----Message d’origine-----\n> Envoyé : mardi 1 avril 2025 08:02\n> Lot 6 (125/1000) : provisions 462,50 € ; fonds de travaux 37,50 € ; total 500,00 €',
        ),
        small('7 lots — exercice du 1er avril au 31 mars'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a six-lot house sends an owner her
    // décompte in the body, calendar exercise with its days, one flat: the building’s budget and
    // expenses, the lot’s provisions, real charges and gap for both exercises, the current
    // budget’s share; below, the provisional figures of February quoted with « > » (not declared)
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-11',
    figures: [
      day('document_date', '2025-04-11'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1160000),
      money('expected_budget_n', 229680),
      money('budget_n', 234555),
      money('expected_budget_n1', 221760),
      money('budget_n1', 219353),
      money('building_budget', 1200000),
      money('expected_budget', 237600),
    ],
    pages: [
      [
        small(
          'De : Alain Grosjean <alain.grosjean.syndic@sfr-mail.fr>\nÀ : Mme Martine Cordier\nEnvoyé le : vendredi 11 avril 2025 10:26\nObjet : Décompte de charges 2024 — lot 1 — 4 rue du Palais-Granvelle, Besançon',
        ),
        p(
          'Bonjour Madame Cordier,\n\nL’assemblée du 5 avril a approuvé les comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024). Voici votre décompte définitif :\n— budget 2024 de la copropriété : 11 600,00 € ; dépenses : 11 846,20 € ;\n— votre lot 1 (198/1000) : provisions 2 296,80 €, charges réelles 2 345,55 €, écart 48,75 € à régler avec l’appel de juillet ;\n— pour mémoire, 2023 : provisions 2 217,60 €, charges réelles 2 193,53 € ;\n— budget 2025 : 12 000,00 €, dont 2 376,00 € pour votre lot.\n\nBien à vous,\nAlain Grosjean, syndic bénévole (6 lots)',
        ),
        p(
          '> Le 20 févr. 2025 à 18:05, Alain Grosjean a écrit :\n> Chiffres provisoires avant l’AG : dépenses 2024 environ 11 790,00 €,\n> votre part estimée 2 334,42 € (écart d’environ 37,62 €). À confirmer.',
        ),
        small('Imprimé depuis le webmail le 11/04/2025'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of a ten-lot house sends an owner his
    // décompte in the body, exercise from 1 April with its days, one flat: the building’s budget
    // and expenses, the lot’s provisions, real charges and gap for both exercises, the current
    // budget’s share; below, the owner’s question quoting the draft figures with « > » (not
    // declared)
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-27',
    figures: [
      day('document_date', '2025-06-27'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 2000000),
      money('expected_budget_n', 208000),
      money('budget_n', 204084),
      money('expected_budget_n1', 199680),
      money('budget_n1', 201511),
      money('building_budget', 2080000),
      money('expected_budget', 216320),
    ],
    pages: [
      [
        small(
          'De : Syndic bénévole Résidence Pasteur <residence.pasteur.syndic@laposte-mel.fr>\nÀ : M. Guillaume Renard\nDate : vendredi 27 juin 2025 15:40\nObjet : RE: mon décompte 2024/2025 ?',
        ),
        p(
          'Bonjour Monsieur Renard,\n\nLes comptes de l’exercice 2024/2025, du 1er avril 2024 au 31 mars 2025, ont été approuvés le 21 juin. Votre décompte :\n• budget de l’exercice : 20 000,00 € ; dépenses de la résidence : 19 623,45 € ;\n• lot 3 (104/1000) : provisions 2 080,00 €, charges réelles 2 040,84 €, excédent de 39,16 € en votre faveur ;\n• exercice 2023/2024 : provisions 1 996,80 €, charges réelles 2 015,11 € ;\n• budget 2025/2026 : 20 800,00 €, dont 2 163,20 € pour votre lot.\n\nCordialement,\nNicole Faivre, syndic bénévole — Résidence Pasteur, 7 rue Pasteur 25000 Besançon',
        ),
        p(
          '> Le 25 juin 2025, Guillaume Renard a écrit :\n> Le projet envoyé avec la convocation indiquait des dépenses de 19 874,00 €\n> et un excédent de 27,10 € pour mon lot ; est-ce toujours valable ?',
        ),
        small('Résidence Pasteur — 10 lots'),
      ],
    ],
  },
  {
    // a national syndic’s extranet printed to PDF over two pages, calendar exercise, a twelve-lot
    // building, a flat and a parking: the menu, the breadcrumbs, « Mon espace copropriétaire », a
    // « Solde au » widget, each lot’s tab printed one after the other with the building’s budget
    // and the lot’s provisions and real charges, the cookie banner; on page 2 the sale’s synthesis
    // summed over both lots, the April quarter unpaid, a lift loan, the footer
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-27',
    figures: [
      day('document_date', '2025-05-27'),
      money('building_budget', 3600000),
      money('building_budget_n', 3480000),
      money('expected_budget', 379200, 2),
      money('expected_budget_n', 366240, 2),
      money('budget_n', 374079, 2),
      money('expected_budget_n1', 345040, 2),
      money('budget_n1', 352555, 2),
      day('dt_based', '2025-03-20', 2),
      money('budget', 94800, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('reserved_advances', 0, 2),
      money('ongoing_budget', 189600, 2),
      money('unbudget_not_due', 0, 2),
      money('works_funds', 1128000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 116184, 2),
      money('works_funds_contribution', 160000, 2),
      money('works_funds_last_contribution', 4120, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 6000000, 2),
      money('loan_share', 708000, 2),
      money('loan_remaining', 472318, 2),
      money('loan_instalment', 11806, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 641870, 2),
      money('unpaid_providers', 389455, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'https://moncompte.nexhabitat-syndic.fr/espace/copro/6910-0412/vente/ped — 27/05/2025 10:14 — Page 1 sur 2',
        ),
        small(
          'NEXHABITAT SYNDIC   ☰ Accueil   Mes copropriétés   Mes documents   Mes paiements   Mon assemblée   Messagerie   Aide   Déconnexion',
        ),
        small(
          'Accueil › Mes copropriétés › Résidence Le Clos Bellecour › Mes lots › Vente › Pré-état daté',
        ),
        heading('Mon espace copropriétaire — Mme Sophie Vuillermoz'),
        table(
          ['Solde au 27/05/2025', 'Prochain appel', 'Documents'],
          ['948,00 € à régler', '01/07/2025', '12 documents disponibles'],
        ),
        title('Pré-état daté — Résidence LE CLOS BELLECOUR (12 lots)'),
        small(
          '12 rue Sala 69002 Lyon — immatriculation AB-1234-567 — exercice du 1er janvier au 31 décembre — lots 21 (appartement : générales 96/1000, ascenseur 118/1000) et 104 (parking : générales 7/1000). Les montants de chaque lot sont présentés dans son onglet ; la synthèse de la vente figure en page 2.',
        ),
        heading('Onglet « Lot 21 — Appartement »'),
        listing(
          ['Exercice', 'Budget copropriété', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023', '32 800,00', '3 254,40', '3 326,31'],
          ['2024 (clos)', '34 800,00', '3 455,20', '3 529,96'],
          ['2025 (en cours)', '36 000,00', '3 579,20', '—'],
        ),
        heading('Onglet « Lot 104 — Parking »'),
        listing(
          ['Exercice', 'Budget copropriété', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023', '32 800,00', '196,00', '199,24'],
          ['2024 (clos)', '34 800,00', '207,20', '210,83'],
          ['2025 (en cours)', '36 000,00', '212,80', '—'],
        ),
        small(
          'Ce site utilise des cookies nécessaires à son fonctionnement et des cookies de mesure d’audience. [Tout accepter] [Tout refuser] [Personnaliser]',
        ),
      ],
      [
        small(
          'https://moncompte.nexhabitat-syndic.fr/espace/copro/6910-0412/vente/ped — 27/05/2025 10:14 — Page 2 sur 2',
        ),
        small(
          'Accueil › Mes copropriétés › Résidence Le Clos Bellecour › Mes lots › Vente › Pré-état daté',
        ),
        heading('Synthèse de la vente — tous lots'),
        table(
          ['Rubrique (lots 21 + 104)', 'Montant'],
          ['Budget 2025 — quote-part des lots', '3 792,00 €'],
          ['Exercice 2024 — provisions appelées', '3 662,40 €'],
          ['Exercice 2024 — charges réelles', '3 740,79 €'],
          ['Exercice 2023 — provisions appelées', '3 450,40 €'],
          ['Exercice 2023 — charges réelles', '3 525,55 €'],
          ['Date de l’AG ayant approuvé les comptes 2024', '20/03/2025'],
          ['Provisions exigibles non payées', '948,00 €'],
          ['Appels travaux exigibles non payés', '0,00 €'],
          ['Arriérés exercices clos', '0,00 €'],
          ['Avances détenues par le syndicat', '0,00 €'],
          ['Provisions 2025 à échoir', '1 896,00 €'],
          ['Travaux votés restant à appeler', '0,00 €'],
          ['Fonds de travaux au 31/12/2024', '11 280,00 €'],
          ['Part du fonds attachée aux lots', '1 161,84 €'],
          ['Cotisation 2025 au fonds', '1 600,00 €'],
          ['Dernière cotisation appelée aux lots (01/04/2025)', '41,20 €'],
          ['Emprunt collectif ascenseur (2022) — capital emprunté', '60 000,00 €'],
          ['Part du lot 21 (clé ascenseur 118/1000)', '7 080,00 €'],
          ['Capital restant dû par le lot 21', '4 723,18 €'],
          ['Échéance trimestrielle — prochaine le 01/07/2025', '118,06 €'],
          ['Impayés copropriétaires (dernier bilan)', '6 418,70 €'],
          ['Dettes fournisseurs (dernier bilan)', '3 894,55 €'],
          ['Honoraires état daté (plafond réglementaire)', '380,00 €'],
        ),
        small(
          'Aucun travaux votés restant à appeler (0,00 €). Régularisation 2024 de 78,39 € réglée le 14/04/2025. Aucune procédure. Le budget 2026 sera soumis à l’assemblée de 2026.',
        ),
        small(
          '© 2025 Nexhabitat Syndic — Mentions légales — Données personnelles — Gestion des cookies — Plan du site — Nous contacter',
        ),
      ],
    ],
  },
  {
    // a national syndic’s extranet printed to PDF over two pages, exercise from 1 April, a ten-lot
    // building, a flat and a cellar: the menu, the breadcrumbs, « Mon espace copropriétaire », a «
    // Solde au » widget, each lot’s tab printed one after the other with the building’s budget and
    // the lot’s provisions and real charges, the cookie banner; on page 2 the sale’s synthesis
    // summed over both lots, the closed exercise’s regularisation unpaid, a courtyard voted in May
    // to come, no loan, the footer
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('building_budget', 2400000),
      money('building_budget_n', 2320000),
      money('expected_budget', 333600, 2),
      money('expected_budget_n', 322480, 2),
      money('budget_n', 333125, 2),
      money('expected_budget_n1', 311360, 2),
      money('budget_n1', 314410, 2),
      day('dt_based', '2025-05-15', 2),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 10645, 2),
      money('reserved_advances', 25000, 2),
      money('ongoing_budget', 250200, 2),
      money('unbudget_not_due', 233520, 2),
      money('works_funds', 864000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 120096, 2),
      money('works_funds_contribution', 160000, 2),
      money('works_funds_last_contribution', 5560, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 218460, 2),
      money('unpaid_providers', 154307, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'https://extranet.syndicor.fr/mon-espace/coproprietes/33-0871/ped — 20/06/2025 16:52 — Page 1 sur 2',
        ),
        small(
          'SYNDICOR   Tableau de bord   Mes biens   Comptabilité   Documents   Assemblées   Incidents   Mon profil   Se déconnecter',
        ),
        small('Tableau de bord / Mes biens / Les Jardins de Caudéran / Cession / Pré-état daté'),
        heading('Mon espace copropriétaire — M. Rodolphe Lacoste'),
        table(
          ['Solde au 20/06/2025', 'Prochain appel', 'Documents'],
          ['106,45 € à régler', '01/07/2025', 'Comptes 2024/2025 disponibles'],
        ),
        title('Pré-état daté — Les Jardins de Caudéran (10 lots)'),
        small(
          '41 avenue de la Libération 33200 Bordeaux — exercice du 1er avril au 31 mars — lots 7 (appartement : 134/1000) et 18 (cave : 5/1000). Chaque lot est présenté dans son onglet, puis la synthèse de la cession.',
        ),
        heading('Onglet « Lot 7 — Appartement »'),
        listing(
          ['Exercice', 'Budget copropriété', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023/2024', '22 400,00', '3 001,60', '3 031,00'],
          ['2024/2025 (clos)', '23 200,00', '3 108,80', '3 211,42'],
          ['2025/2026 (en cours)', '24 000,00', '3 216,00', '—'],
        ),
        heading('Onglet « Lot 18 — Cave »'),
        listing(
          ['Exercice', 'Budget copropriété', 'Provisions du lot', 'Charges réelles du lot'],
          ['2023/2024', '22 400,00', '112,00', '113,10'],
          ['2024/2025 (clos)', '23 200,00', '116,00', '119,83'],
          ['2025/2026 (en cours)', '24 000,00', '120,00', '—'],
        ),
        small(
          'Nous respectons votre vie privée : ce site dépose des cookies. Accepter — Refuser — En savoir plus',
        ),
      ],
      [
        small(
          'https://extranet.syndicor.fr/mon-espace/coproprietes/33-0871/ped — 20/06/2025 16:52 — Page 2 sur 2',
        ),
        small('Tableau de bord / Mes biens / Les Jardins de Caudéran / Cession / Pré-état daté'),
        heading('Synthèse de la vente — tous lots'),
        table(
          ['Rubrique (lots 7 + 18)', 'Montant'],
          ['Budget 2025/2026 — quote-part des lots', '3 336,00 €'],
          ['Exercice 2024/2025 — provisions appelées', '3 224,80 €'],
          ['Exercice 2024/2025 — charges réelles', '3 331,25 €'],
          ['Exercice 2023/2024 — provisions appelées', '3 113,60 €'],
          ['Exercice 2023/2024 — charges réelles', '3 144,10 €'],
          ['Date de l’AG ayant approuvé les comptes 2024/2025', '15/05/2025'],
          ['Provisions exigibles non payées', '0,00 €'],
          ['Appels travaux exigibles non payés', '0,00 €'],
          ['Arriérés exercices clos', '106,45 €'],
          ['Avances détenues par le syndicat', '250,00 €'],
          ['Provisions 2025/2026 à échoir', '2 502,00 €'],
          ['Réfection de la cour (AG du 15/05/2025) — à appeler le 01/10/2025', '2 335,20 €'],
          ['Fonds de travaux au 31/03/2025', '8 640,00 €'],
          ['Part du fonds attachée aux lots', '1 200,96 €'],
          ['Cotisation 2025/2026 au fonds', '1 600,00 €'],
          ['Dernière cotisation appelée aux lots (01/04/2025)', '55,60 €'],
          ['Emprunt collectif', 'aucun'],
          ['Impayés copropriétaires (dernier bilan)', '2 184,60 €'],
          ['Dettes fournisseurs (dernier bilan)', '1 543,07 €'],
          ['Honoraires état daté (plafond réglementaire)', '380,00 €'],
        ),
        small(
          'Cour : 16 800,00 € en charges générales, appelés en une fois. Régularisation 2024/2025 appelée le 20/05/2025, non réglée. Budget 2026/2027 : sera proposé à l’assemblée de 2026.',
        ),
        small(
          'Syndicor SAS — syndic de copropriété en ligne — carte professionnelle CPI 3301 2021 000 045 872 — CGU — Cookies — Accessibilité',
        ),
      ],
    ],
  },
  {
    // scanned: a cooperative syndic’s statement for three lots (a flat, a cellar and a garage),
    // calendar exercise: one amount column with credits in parentheses « (123,45) » and a running
    // balance, last year’s regularisation per lot with surpluses and a charge netting to a credit,
    // the account ending in the owner’s favour; the three lots’ provisions, real charges and
    // current budget each and summed
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-02',
    scan: scanned(180, 0.6, 12),
    figures: [
      day('document_date', '2025-05-02'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 6845),
      money('works_funds_last_contribution', 7350),
      money('reserved_advances', 15000),
      money('expected_budget_n', 392400),
      money('budget_n', 385555),
      money('expected_budget', 412000),
      money('building_budget_n', 1600000),
      money('building_budget', 1680000),
    ],
    pages: [
      [
        heading('SYNDICAT COOPÉRATIF DU 40 RUE DES CARMES'),
        small(
          '40 rue des Carmes 45000 Orléans — 8 lots — conseil syndical coopératif : M. Jacques Touchard (président), Mme Rose Ménard (trésorière)',
        ),
        right('Mme Chantal Poupard\nlots A1, C1 et G1'),
        title('Relevé de compte au 2 mai 2025'),
        table(
          ['Date', 'Lot', 'Opération', 'Montant', 'Solde'],
          ['01/01/2025', '—', 'Report à nouveau', '0,00', '0,00'],
          ['01/01/2025', 'A1', 'Provisions trimestre', '904,00', '904,00'],
          ['01/01/2025', 'C1', 'Provisions trimestre', '28,00', '932,00'],
          ['01/01/2025', 'G1', 'Provisions trimestre', '98,00', '1 030,00'],
          ['01/01/2025', '—', 'Fonds de travaux (trois lots)', '73,50', '1 103,50'],
          ['09/01/2025', '—', 'Virement reçu', '(1 103,50)', '0,00'],
          ['01/04/2025', 'A1', 'Provisions trimestre', '904,00', '904,00'],
          ['01/04/2025', 'C1', 'Provisions trimestre', '28,00', '932,00'],
          ['01/04/2025', 'G1', 'Provisions trimestre', '98,00', '1 030,00'],
          ['01/04/2025', '—', 'Fonds de travaux (trois lots)', '73,50', '1 103,50'],
          ['08/04/2025', '—', 'Virement reçu', '(1 103,50)', '0,00'],
          ['22/04/2025', 'A1', 'Excédent 2024', '(93,45)', '(93,45)'],
          ['22/04/2025', 'C1', 'Excédent 2024', '(2,89)', '(96,34)'],
          ['22/04/2025', 'G1', 'Régularisation 2024', '27,89', '(68,45)'],
        ),
        p(
          'Votre compte présente un solde créditeur de 68,45 € (montant entre parenthèses) : la régularisation 2024 des trois lots laisse un excédent net de 68,45 € en votre faveur. Provisions exigibles impayées : 0,00 € ; travaux exigibles impayés : 0,00 €. Dernier appel du fonds de travaux, le 01/04/2025 : 73,50 €. Avance de trésorerie : 150,00 €.',
        ),
        table(
          ['', 'Lot A1', 'Lot C1', 'Lot G1', 'Ensemble'],
          ['Provisions 2024', '3 435,20', '106,40', '382,40', '3 924,00'],
          ['Charges réelles 2024', '3 341,75', '103,51', '410,29', '3 855,55'],
          ['Budget 2025', '3 616,00', '112,00', '392,00', '4 120,00'],
        ),
        small(
          'Budget 2024 de l’immeuble : 16 000,00 € ; budget 2025 : 16 800,00 € (AG du 12/04/2025, qui a approuvé les comptes 2024). Parenthèses = crédit.',
        ),
      ],
    ],
  },
  {
    // scanned: a cooperative syndic’s statement for three lots (a flat, a cellar and a parking),
    // exercise from 1 April: one amount column with credits in parentheses « (123,45) » and a
    // running balance, the closed exercise’s regularisation per lot netting to a credit, the
    // account ending in the owner’s favour; the three lots’ provisions, real charges and current
    // budget each and summed
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-09',
    scan: scanned(170, -1.2, 13),
    figures: [
      day('document_date', '2025-06-09'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 8333),
      money('works_funds_last_contribution', 7000),
      money('reserved_advances', 0),
      money('expected_budget_n', 308000),
      money('budget_n', 299667),
      money('expected_budget', 322000),
      money('building_budget_n', 1760000),
      money('building_budget', 1840000),
    ],
    pages: [
      [
        heading('SYNDIC COOPÉRATIF « LES MARRONNIERS »'),
        small(
          'Résidence Les Marronniers, 9 allée des Marronniers 87000 Limoges — 12 lots — président du conseil syndical coopératif : M. Serge Bardet',
        ),
        right('M. et Mme Alain Peyrat\nlots 12, 31 et 44'),
        title('Situation de compte — 09/06/2025'),
        table(
          ['Date', 'Lot', 'Opération', 'Montant', 'Solde'],
          ['01/01/2025', '—', 'Solde au 31/12/2024', '0,00', '0,00'],
          ['01/01/2025', '12', 'Provision T4 2024/2025', '704,00', '704,00'],
          ['01/01/2025', '31', 'Provision T4 2024/2025', '22,00', '726,00'],
          ['01/01/2025', '44', 'Provision T4 2024/2025', '44,00', '770,00'],
          ['01/01/2025', '—', 'Fonds de travaux', '70,00', '840,00'],
          ['13/01/2025', '—', 'Chèque', '(840,00)', '0,00'],
          ['01/04/2025', '12', 'Provision T1 2025/2026', '736,00', '736,00'],
          ['01/04/2025', '31', 'Provision T1 2025/2026', '23,00', '759,00'],
          ['01/04/2025', '44', 'Provision T1 2025/2026', '46,00', '805,00'],
          ['01/04/2025', '—', 'Fonds de travaux', '70,00', '875,00'],
          ['11/04/2025', '—', 'Chèque', '(875,00)', '0,00'],
          ['04/06/2025', '12', 'Excédent 2024/2025', '(76,19)', '(76,19)'],
          ['04/06/2025', '31', 'Excédent 2024/2025', '(2,38)', '(78,57)'],
          ['04/06/2025', '44', 'Excédent 2024/2025', '(4,76)', '(83,33)'],
        ),
        p(
          'Solde créditeur de 83,33 € en votre faveur, provenant de l’excédent 2024/2025 (83,33 €) constaté à l’assemblée du 31/05/2025. Rien n’est dû : provisions 0,00 €, travaux 0,00 €. Fonds de travaux appelé le 01/04/2025 : 70,00 €. Pas d’avance : 0,00 €.',
        ),
        table(
          ['', 'Lot 12', 'Lot 31', 'Lot 44', 'Ensemble'],
          ['Provisions 2024/2025', '2 816,00', '88,00', '176,00', '3 080,00'],
          ['Charges réelles 2024/2025', '2 739,81', '85,62', '171,24', '2 996,67'],
          ['Budget 2025/2026', '2 944,00', '92,00', '184,00', '3 220,00'],
        ),
        small(
          'Exercice du 1er avril au 31 mars. Budget 2024/2025 de la résidence : 17 600,00 € ; budget 2025/2026 : 18 400,00 €.',
        ),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer treasurer of a six-lot house sends the owners the
    // closed exercise’s accounts in the body, calendar exercise: the exercise’s bounds, the
    // budgets and expenses, the balance sheet in a list, one owner’s lot figures; below, the draft
    // sent a week earlier quoted with « > », with other figures (not declared)
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-11',
    figures: [
      day('document_date', '2025-03-11'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1040000),
      money('building_budget', 1080000),
      money('unpaid', 19835),
      money('unpaid_providers', 42760),
      money('works_funds', 312000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_contribution', 80000),
      money('expected_budget_n', 177840),
      money('budget_n', 181666),
      money('expected_budget_n1', 171000),
      money('budget_n1', 168678),
      money('expected_budget', 184680),
    ],
    pages: [
      [
        small(
          'De : Trésorerie copro 18 rue Gambetta <tresorier.gambetta18@posteo-mail.fr>\nÀ : copropriétaires (6 destinataires)\nEnvoyé le : mardi 11 mars 2025 20:31\nObjet : Comptes 2024 définitifs — à lire avant l’AG du 29 mars',
        ),
        p(
          'Bonjour à tous,\n\nVoici les comptes définitifs de l’exercice 2024 (du 1er janvier au 31 décembre 2024), qui remplacent le brouillon de la semaine dernière :\n• budget voté 2024 : 10 400,00 € ; dépenses réelles : 10 623,75 € ;\n• budget 2025 (voté l’an dernier) : 10 800,00 € ; budget 2026 proposé : 11 200,00 € ;\n• au 31/12/2024 : copropriétaires débiteurs 198,35 €, factures fournisseurs à payer 427,60 €, fonds de travaux 3 120,00 € ;\n• cotisation 2025 au fonds de travaux (votée) : 800,00 €.\n\nMadame Perret, pour votre lot 4 (171/1000) : provisions 2024 1 778,40 €, charges réelles 2024 1 816,66 €, donc 38,26 € à régulariser ; en 2023, provisions 1 710,00 € et charges réelles 1 686,78 € ; votre part du budget 2025 est de 1 846,80 €.\n\nBonne soirée,\nFrançois Lhermitte, trésorier bénévole (syndic bénévole : Mme Odette Rivière)',
        ),
        p(
          '> Le mar. 4 mars 2025 à 21:12, Trésorerie copro a écrit :\n> BROUILLON — dépenses 2024 : 10 481,20 € (facture d’eau de décembre non encore reçue)\n> fonds de travaux : 3 040,00 € ; débiteurs : 412,35 €\n> lot 4 : charges réelles 2024 provisoires 1 792,29 €',
        ),
        small('Copropriété du 18 rue Gambetta 87000 Limoges — 6 lots'),
      ],
    ],
  },
  {
    // an e-mail printed to PDF: the volunteer syndic of an eight-lot house sends the owners the
    // closed exercise’s accounts in the body, exercise from 1 April: the exercise’s bounds, the
    // budgets and expenses, the balance sheet in a list with supplier debts « néant », one owner’s
    // lot figures; below, an owner’s question quoting the draft with « > » and other figures (not
    // declared)
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 1600000),
      money('building_budget', 1680000),
      money('unpaid', 73410),
      money('unpaid_providers', 0),
      money('works_funds', 456000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 120000),
      money('expected_budget_n', 236800),
      money('budget_n', 234424),
      money('expected_budget_n1', 224960),
      money('budget_n1', 229012),
      money('expected_budget', 248640),
    ],
    pages: [
      [
        small(
          'De : Gilles Ferrand-Aubry <syndic.benevole.lavoisier@netcourrier-mail.fr>\nÀ : copropriétaires Résidence Lavoisier\nDate : lundi 26 mai 2025 à 12:48\nObjet : Re: Comptes 2024/2025 — version définitive',
        ),
        p(
          'Bonjour,\n\nComme demandé, voici la version définitive des comptes de l’exercice 2024/2025, du 1er avril 2024 au 31 mars 2025 :\n- budget voté de l’exercice : 16 000,00 € ; dépenses : 15 839,45 € ;\n- budget 2025/2026, voté en juin dernier : 16 800,00 € (projet 2026/2027 : 17 600,00 €) ;\n- au 31/03/2025 : impayés des copropriétaires 734,10 € ; dettes fournisseurs : néant (0,00 €) ; fonds de travaux 4 560,00 € ;\n- cotisation 2025/2026 au fonds de travaux : 1 200,00 €.\n\nM. Da Silva, pour votre lot 2 (148/1000) : provisions 2024/2025 2 368,00 €, charges réelles 2 344,24 € (écart 23,76 €) ; exercice 2023/2024 : provisions 2 249,60 €, réel 2 290,12 € ; budget 2025/2026 : 2 486,40 €.\n\nGilles Ferrand-Aubry, syndic bénévole — Résidence Lavoisier, 4 rue Lavoisier 45000 Orléans',
        ),
        p(
          '> Le 24 mai 2025, Manuel Da Silva a écrit :\n> Bonjour, dans le projet du 12 mai il était écrit « dépenses 2024/2025 : 15 912,40 € »\n> et « fonds de travaux : 4 480,00 € ». Quelle est la bonne version ?',
        ),
        small('Résidence Lavoisier — 8 lots — syndic bénévole'),
      ],
    ],
  },
  {
    // the volunteer syndic of an eight-lot house sends a call made in a spreadsheet, calendar
    // exercise with its days, a flat, a cellar and a parking on two keys: amounts written « € 1
    // 234,56 » with a no-break space between thousands, each lot’s tantièmes, yearly share,
    // quarter and fund and their total in tab-aligned text, last year’s surplus deducted in
    // parentheses, « Total : » on a line of its own; the budgets and last year’s figures in
    // sentences
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-28',
    figures: [
      day('document_date', '2025-04-28'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 1760000),
      money('expected_budget', 334960),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 3760),
      money('building_budget_n', 1680000),
      money('expected_budget_n', 319920),
      money('budget_n', 314756),
      money('credit_balance', 5164),
    ],
    pages: [
      [
        heading('Copropriété « Le Patio Saint-Jean » — 6 rue Saint-Jean 57000 Metz — 8 lots'),
        small('Syndic bénévole : M. Lucien Kremer — appel généré depuis mon tableur le 28/04/2025'),
        title(
          'Appel de fonds du 1er mai 2025 (2e trimestre, échéance reportée) — Mme Anne-Laure Weber, lots 7, C7 et P4',
        ),
        p(
          'Exercice 2025 : du 1er janvier au 31 décembre 2025. Budget voté : 17 600,00 € (gén. 15 200,00 € ; esc. 2 400,00 €), dont 3 349,60 € pour vos trois lots. Cotisation au fonds de travaux : 800,00 € par an.',
        ),
        p(
          'Lot    Tant. gén.  Tant. esc.  Part annuelle  Trimestre  Fonds trav.\n7      171         205         € 3\u00a0091,20      € 772,80      € 34,20\nC7     6           —                 € 91,20    € 22,80       € 1,20\nP4     11          —                € 167,20    € 41,80       € 2,20\nTotal                          € 3\u00a0349,60      € 837,40      € 37,60',
        ),
        p(
          'Provisions du trimestre   € 837,40\nFonds de travaux           € 37,60\nExcédent 2024 déduit     € (51,64)\nTotal :\n€ 823,36',
        ),
        p(
          'Comptes 2024 approuvés le 12 avril 2025 : budget 16 800,00 € ; provisions de vos trois lots : 3 199,20 € ; charges réelles 3 147,56 € ; l’excédent de 51,64 € est déduit ci-dessus.',
        ),
      ],
    ],
  },
  {
    // the volunteer syndic of a twelve-lot house sends a call made in a spreadsheet, exercise from
    // 1 April with its days, a flat, a cellar and a garage on two keys: amounts written « €
    // 1'234,56 » with an apostrophe between thousands, each lot’s tantièmes, yearly share, quarter
    // and fund and their total in tab-aligned text, the closed exercise’s regularisation added, «
    // Total : » on a line of its own; the budgets, the share and last exercise’s figures restated
    // in sentences
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-21',
    figures: [
      day('document_date', '2025-06-21'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 2720000),
      money('expected_budget', 298240),
      money('works_funds_contribution', 200000),
      money('works_funds_last_contribution', 5450),
      money('building_budget_n', 2560000),
      money('expected_budget_n', 280800),
      money('budget_n', 289038),
      money('wanted_loads', 8238),
    ],
    pages: [
      [
        heading(
          'Syndicat des copropriétaires « Les Hauts de Saint-Clair » — 30 rue Saint-Clair 76000 Rouen — 12 lots',
        ),
        small(
          'Syndic bénévole : Mme Béatrice Lemaître — fichier « appels_2025-2026.xlsx » — Rouen, le 21 juin 2025',
        ),
        title(
          'Appel de fonds du 1er juillet 2025 (2e trimestre 2025/2026) — M. Hervé Colin, lots 9, 29 et G5',
        ),
        p(
          'Exercice 2025/2026 : du 1er avril 2025 au 31 mars 2026. Budget voté : 27 200,00 € (gén. 25 600,00 € ; garages 1 600,00 €), dont 2 982,40 € pour vos trois lots. Cotisation au fonds de travaux : 2 000,00 € par an, soit 54,50 € ce trimestre pour vos lots.',
        ),
        p(
          "Lot    Tant. gén.  Tant. garages  Part annuelle  Trimestre  Fonds trav.\n9      96          —                 € 2'457,60   € 614,40      € 48,00\n29     4           —                   € 102,40    € 25,60       € 2,00\nG5     9           12                  € 422,40   € 105,60       € 4,50\nTotal                                € 2'982,40   € 745,60      € 54,50",
        ),
        p(
          'Provisions du trimestre   € 745,60\nFonds de travaux           € 54,50\nRégularisation 2024/2025   € 82,38\nTotal :\n€ 882,48',
        ),
        p(
          'L’assemblée du 14 juin 2025 a approuvé les comptes 2024/2025 : budget 25 600,00 € ; provisions de vos lots : 2 808,00 € ; charges réelles 2 890,38 € ; la régularisation de 82,38 € est ajoutée au présent appel, dont le total est de 882,48 €.',
        ),
      ],
    ],
  },
  {
    // the volunteer syndic of a twelve-lot house prints a décompte from his spreadsheet over two
    // pages, calendar exercise with its days, a flat and a cellar summed: a row per account with
    // the building’s budget and expense, the lots’ provisions and real share of each line and the
    // gap (surpluses in parentheses), carried from page 1 to page 2 by « À reporter » / « Report »
    // with the header repeated, the totals only on page 2; the current budget’s share in a
    // sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-19',
    figures: [
      day('document_date', '2025-03-19'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('expected_budget_n', 400400, 2),
      money('budget_n', 411203, 2),
      money('building_budget', 4560000, 2),
      money('expected_budget', 414960, 2),
      money('building_budget_n', 4400000, 2),
    ],
    pages: [
      [
        small(
          'Copropriété « Le Grand Cèdre » — 5 boulevard Carnot 06400 Cannes — 12 lots — syndic bénévole : M. Roger Allavena',
        ),
        title(
          'Décompte individuel — exercice du 01/01/2024 au 31/12/2024 — M. Karim Messaoudi, lots 10 (appartement, 87/1000) et C10 (cave, 4/1000)',
        ),
        small(
          'Tableur « decomptes_2024.ods » imprimé le 19/03/2025 — comptes approuvés par l’assemblée du 15/03/2025.',
        ),
        table(
          [
            'Compte',
            'Budget immeuble',
            'Réel immeuble',
            'Provisions lots (91/1000)',
            'Réel lots',
            'Écart',
          ],
          ['Eau froide', '6 100,00', '6 778,10', '555,10', '616,81', '61,71'],
          ['Eau chaude', '3 900,00', '4 518,73', '354,90', '411,20', '56,30'],
          ['Électricité', '2 600,00', '2 711,24', '236,60', '246,72', '10,12'],
          ['Chauffage', '11 400,00', '12 652,45', '1 037,40', '1 151,37', '113,97'],
          ['Ascenseur', '3 500,00', '3 614,98', '318,50', '328,96', '10,46'],
          ['Assurance', '4 400,00', '4 518,73', '400,40', '411,20', '10,80'],
          ['À reporter', '31 900,00', '34 794,23', '2 902,90', '3 166,26', '263,36'],
        ),
        small('Feuille 1/2'),
      ],
      [
        small('« Le Grand Cèdre » — décompte 2024 — lots 10 et C10 — suite'),
        table(
          [
            'Compte',
            'Budget immeuble',
            'Réel immeuble',
            'Provisions lots (91/1000)',
            'Réel lots',
            'Écart',
          ],
          ['Report', '31 900,00', '34 794,23', '2 902,90', '3 166,26', '263,36'],
          ['Entretien des espaces verts', '2 200,00', '1 807,49', '200,20', '164,48', '(35,72)'],
          ['Ménage', '5 200,00', '4 970,60', '473,20', '452,32', '(20,88)'],
          ['Petites réparations', '2 200,00', '1 807,49', '200,20', '164,48', '(35,72)'],
          ['Frais de tenue de compte', '800,00', '903,74', '72,80', '82,24', '9,44'],
          ['Divers', '1 700,00', '903,80', '154,70', '82,25', '(72,45)'],
          ['Total', '44 000,00', '45 187,35', '4 004,00', '4 112,03', '108,03'],
        ),
        p(
          'Écart de 108,03 €, à régulariser avec l’appel d’avril. Budget 2025 voté : 45 600,00 € ; part de vos deux lots : 4 149,60 €.',
        ),
        small('Feuille 2/2'),
      ],
    ],
  },
  {
    // the volunteer syndic of an eleven-lot house prints a décompte from her spreadsheet over two
    // pages, exercise from 1 April with its days, a flat and a parking summed: a row per account
    // with the building’s budget and expense, the lots’ provisions and real share of each line and
    // the gap (surpluses in parentheses), carried from page 1 to page 2 by « À reporter » / «
    // Report » with the header repeated, the totals only on page 2; the current budget’s share in
    // a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-30',
    figures: [
      day('document_date', '2025-05-30'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('expected_budget_n', 421800, 2),
      money('budget_n', 415838, 2),
      money('building_budget', 4000000, 2),
      money('expected_budget', 444000, 2),
      money('building_budget_n', 3800000, 2),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires « Les Terrasses du Lez » — 14 avenue de Lodève 34000 Montpellier — 11 lots — syndic bénévole : Mme Josiane Fabre-Pagès',
        ),
        title(
          'Décompte individuel — exercice du 01/04/2024 au 31/03/2025 — Mme Céline Arnal, lots 8 (appartement, 102/1000) et P8 (parking, 9/1000)',
        ),
        small(
          'Extrait du tableur « comptes_2024-2025.xlsx » du 30/05/2025 — comptes approuvés par l’assemblée du 24/05/2025.',
        ),
        table(
          [
            'Compte',
            'Budget immeuble',
            'Réel immeuble',
            'Provisions lots (111/1000)',
            'Réel lots',
            'Écart',
          ],
          ['Eau froide', '5 300,00', '5 619,43', '588,30', '623,76', '35,46'],
          ['Eau chaude', '3 400,00', '3 746,29', '377,40', '415,84', '38,44'],
          ['Électricité', '2 200,00', '2 247,77', '244,20', '249,50', '5,30'],
          ['Chauffage', '9 800,00', '10 489,61', '1 087,80', '1 164,35', '76,55'],
          ['Ascenseur', '3 000,00', '2 997,03', '333,00', '332,67', '(0,33)'],
          ['À reporter', '23 700,00', '25 100,13', '2 630,70', '2 786,12', '155,42'],
        ),
        small('Feuille 1/2'),
      ],
      [
        small('« Les Terrasses du Lez » — décompte 2024/2025 — lots 8 et P8 — suite'),
        table(
          [
            'Compte',
            'Budget immeuble',
            'Réel immeuble',
            'Provisions lots (111/1000)',
            'Réel lots',
            'Écart',
          ],
          ['Report', '23 700,00', '25 100,13', '2 630,70', '2 786,12', '155,42'],
          ['Assurance', '3 800,00', '3 746,29', '421,80', '415,84', '(5,96)'],
          ['Entretien des espaces verts', '1 900,00', '1 498,51', '210,90', '166,33', '(44,57)'],
          ['Ménage', '4 500,00', '4 120,91', '499,50', '457,42', '(42,08)'],
          ['Petites réparations', '1 900,00', '1 498,51', '210,90', '166,33', '(44,57)'],
          ['Frais de tenue de compte', '700,00', '749,25', '77,70', '83,17', '5,47'],
          ['Divers', '1 500,00', '749,30', '166,50', '83,17', '(83,33)'],
          ['Total', '38 000,00', '37 462,90', '4 218,00', '4 158,38', '(59,62)'],
        ),
        p(
          'Excédent de 59,62 € en votre faveur, déduit de l’appel de juillet. Budget 2025/2026 voté : 40 000,00 € ; part de vos deux lots : 4 440,00 €.',
        ),
        small('Feuille 2/2'),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s état daté over two pages, calendar exercise, a five-lot house, a
    // flat and a cellar: the seller’s account from January 2024 carried from page 1 to page 2 by «
    // À reporter » / « Report » with its header repeated and its total only on page 2; then the
    // three parts and the figures in one table, a façade instalment and last year’s regularisation
    // unpaid, its last third to come, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-20',
    scan: scanned(180, 1.1, 12),
    figures: [
      day('document_date', '2025-05-20'),
      money('budget', 0, 2),
      money('unbudget', 145800, 2),
      money('wanted_loads', 8473, 2),
      money('reserved_advances', 12000, 2),
      money('ongoing_budget', 116640, 2),
      money('unbudget_not_due', 145800, 2),
      money('building_budget', 960000, 2),
      money('expected_budget', 233280, 2),
      money('building_budget_n', 920000, 2),
      money('expected_budget_n', 223560, 2),
      money('budget_n', 232033, 2),
      money('expected_budget_n1', 213840, 2),
      money('budget_n1', 217034, 2),
      money('works_funds', 288000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 69984, 2),
      money('works_funds_contribution', 80000, 2),
      money('works_funds_last_contribution', 4860, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 39815, 2),
      money('unpaid_providers', 72140, 2),
      money('transfer_fees', 30000, 2),
      day('dt_based', '2025-03-22'),
    ],
    pages: [
      [
        small(
          'CABINET RIBEROLLES — gestion de petites copropriétés — 3 rue du Temple 63000 Clermont-Ferrand — 04 73 31 08 26',
        ),
        title('ÉTAT DATÉ — article 5 du décret n° 67-223 du 17 mars 1967'),
        p(
          'Copropriété « Maison Pascal », 22 rue Pascal 63000 Clermont-Ferrand (5 lots, exercice du 1er janvier au 31 décembre). Cédant : M. Thierry Chassaing, lots 2 (appartement, 231/1000) et 5 (cave, 12/1000). Comptes 2024 approuvés par l’assemblée du 22/03/2025. Établi le 20/05/2025 à la demande de Maître Isabelle Vidal.',
        ),
        heading('Annexe : compte du copropriétaire cédant'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/01/2024', 'Appel provisions T1 2024', '558,90', '', '558,90'],
          ['01/01/2024', 'Fonds de travaux T1 2024', '48,60', '', '607,50'],
          ['12/01/2024', 'Virement', '', '607,50', '0,00'],
          ['01/04/2024', 'Appel provisions T2 2024', '558,90', '', '558,90'],
          ['01/04/2024', 'Fonds de travaux T2 2024', '48,60', '', '607,50'],
          ['10/04/2024', 'Virement', '', '607,50', '0,00'],
          ['01/07/2024', 'Appel provisions T3 2024', '558,90', '', '558,90'],
          ['01/07/2024', 'Fonds de travaux T3 2024', '48,60', '', '607,50'],
          ['09/07/2024', 'Virement', '', '607,50', '0,00'],
          ['01/10/2024', 'Appel provisions T4 2024', '558,90', '', '558,90'],
          ['01/10/2024', 'Fonds de travaux T4 2024', '48,60', '', '607,50'],
          ['08/10/2024', 'Virement', '', '607,50', '0,00'],
          ['', 'À reporter', '2 430,00', '2 430,00', '0,00'],
        ),
        small('page 1/2'),
      ],
      [
        small('Cabinet Riberolles — état daté lots 2 et 5 — « Maison Pascal » — suite (page 2/2)'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '2 430,00', '2 430,00', '0,00'],
          ['01/01/2025', 'Appel provisions T1 2025', '583,20', '', '583,20'],
          ['01/01/2025', 'Fonds de travaux T1 2025', '48,60', '', '631,80'],
          ['01/01/2025', 'Ravalement — appel 1/3', '1 458,00', '', '2 089,80'],
          ['14/01/2025', 'Virement', '', '2 089,80', '0,00'],
          ['02/04/2025', 'Régularisation 2024 (AG du 22/03/2025)', '84,73', '', '84,73'],
          ['01/04/2025', 'Appel provisions T2 2025', '583,20', '', '667,93'],
          ['01/04/2025', 'Fonds de travaux T2 2025', '48,60', '', '716,53'],
          ['01/04/2025', 'Ravalement — appel 2/3', '1 458,00', '', '2 174,53'],
          ['11/04/2025', 'Virement', '', '631,80', '1 542,73'],
          ['', 'Total', '6 694,33', '5 151,60', '1 542,73'],
        ),
        table(
          ['Rubrique', 'Montant'],
          ['I.A — Provisions exigibles du budget 2025 non réglées', '0,00 €'],
          ['I.A — Provisions hors budget exigibles non réglées', '1 458,00 €'],
          ['I.A — Charges impayées des exercices antérieurs', '84,73 €'],
          ['I.B — Avances (fonds de roulement)', '120,00 €'],
          ['I.C — Provisions 2025 non encore exigibles', '1 166,40 €'],
          ['I.C — Travaux votés non encore appelés', '1 458,00 €'],
          ['Budget 2025 : immeuble / lots', '9 600,00 € / 2 332,80 €'],
          [
            'Exercice 2024 : budget immeuble / provisions des lots / charges réelles des lots',
            '9 200,00 € / 2 235,60 € / 2 320,33 €',
          ],
          [
            'Exercice 2023 : provisions des lots / charges réelles des lots',
            '2 138,40 € / 2 170,34 €',
          ],
          ['Fonds de travaux au 31/12/2024 / part des lots', '2 880,00 € / 699,84 €'],
          ['Cotisation 2025 / dernier appel aux lots (01/04/2025)', '800,00 € / 48,60 €'],
          ['Impayés / dettes fournisseurs au dernier bilan', '398,15 € / 721,40 €'],
          ['Honoraires de l’état daté TTC', '300,00 €'],
        ),
        p(
          'Ravalement voté le 16/11/2024 : 18 000,00 € en charges générales, appelés par tiers les 01/01, 01/04 et 01/07/2025. Pas d’emprunt collectif, aucune procédure. Pour le cabinet, Mme Delphine Riberolles.',
        ),
      ],
    ],
  },
  {
    // scanned: a small cabinet’s état daté over two pages, exercise from 1 April, a six-lot house,
    // a flat and a garage: the seller’s account from April 2024 carried from page 1 to page 2 by «
    // À reporter » / « Report » with its header repeated and its total only on page 2; then the
    // three parts and the figures in one table, only the closed exercise’s regularisation unpaid,
    // the roof fully called, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-26',
    scan: scanned(170, -0.7, 13),
    figures: [
      day('document_date', '2025-06-26'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 9809, 2),
      money('reserved_advances', 0, 2),
      money('ongoing_budget', 194010, 2),
      money('unbudget_not_due', 0, 2),
      money('building_budget', 1160000, 2),
      money('expected_budget', 258680, 2),
      money('building_budget_n', 1120000, 2),
      money('expected_budget_n', 249760, 2),
      money('budget_n', 259569, 2),
      money('expected_budget_n1', 231920, 2),
      money('budget_n1', 234700, 2),
      money('works_funds', 356000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 79388, 2),
      money('works_funds_contribution', 80000, 2),
      money('works_funds_last_contribution', 4460, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 27430, 2),
      money('unpaid_providers', 41285, 2),
      money('transfer_fees', 25000, 2),
      day('dt_based', '2025-05-24', 2),
    ],
    pages: [
      [
        small(
          'GESTION DES REMPARTS — syndic de petites copropriétés — 8 rue des Lices 84000 Avignon',
        ),
        title('ÉTAT DATÉ — article 5 du décret n° 67-223 du 17 mars 1967'),
        p(
          'Copropriété « Le Clos Saint-Ruf », 15 avenue Saint-Ruf 84000 Avignon (6 lots, exercice du 1er avril au 31 mars). Cédante : Mme Françoise Aubanel, lots 4 (appartement, 205/1000) et G1 (garage, 18/1000). Établi le 26 juin 2025 pour Maître Loïc Bérard.',
        ),
        heading('Annexe : compte du copropriétaire cédant'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/04/2024', 'Solde reporté', '', '', '0,00'],
          ['01/04/2024', 'Provision T1 2024/2025', '624,40', '', '624,40'],
          ['01/04/2024', 'Fonds travaux T1', '44,60', '', '669,00'],
          ['05/04/2024', 'Prélèvement', '', '669,00', '0,00'],
          ['01/07/2024', 'Provision T2 2024/2025', '624,40', '', '624,40'],
          ['01/07/2024', 'Fonds travaux T2', '44,60', '', '669,00'],
          ['05/07/2024', 'Prélèvement', '', '669,00', '0,00'],
          ['01/10/2024', 'Provision T3 2024/2025', '624,40', '', '624,40'],
          ['01/10/2024', 'Fonds travaux T3', '44,60', '', '669,00'],
          ['01/10/2024', 'Toiture — appel 1/2', '1 070,40', '', '1 739,40'],
          ['07/10/2024', 'Prélèvement', '', '1 739,40', '0,00'],
          ['', 'À reporter', '3 077,40', '3 077,40', '0,00'],
        ),
        small('page 1/2'),
      ],
      [
        small(
          'Gestion des Remparts — état daté lots 4 et G1 — « Le Clos Saint-Ruf » — suite (page 2/2)',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '3 077,40', '3 077,40', '0,00'],
          ['01/01/2025', 'Provision T4 2024/2025', '624,40', '', '624,40'],
          ['01/01/2025', 'Fonds travaux T4', '44,60', '', '669,00'],
          ['06/01/2025', 'Prélèvement', '', '669,00', '0,00'],
          ['01/04/2025', 'Provision T1 2025/2026', '646,70', '', '646,70'],
          ['01/04/2025', 'Fonds travaux T1', '44,60', '', '691,30'],
          ['01/04/2025', 'Toiture — appel 2/2', '1 070,40', '', '1 761,70'],
          ['07/04/2025', 'Prélèvement', '', '1 761,70', '0,00'],
          ['28/05/2025', 'Régularisation 2024/2025 (AG du 24/05/2025)', '98,09', '', '98,09'],
          ['', 'Total', '5 606,19', '5 508,10', '98,09'],
        ),
        table(
          ['Rubrique', 'Montant'],
          ['I.A — Provisions exigibles du budget 2025/2026 non réglées', '0,00 €'],
          ['I.A — Provisions hors budget exigibles non réglées', '0,00 €'],
          ['I.A — Charges impayées des exercices antérieurs', '98,09 €'],
          ['I.B — Avances (fonds de roulement)', '0,00 €'],
          ['I.C — Provisions 2025/2026 non encore exigibles', '1 940,10 €'],
          ['I.C — Travaux votés non encore appelés', '0,00 €'],
          ['Budget 2025/2026 : immeuble / lots', '11 600,00 € / 2 586,80 €'],
          [
            'Exercice 2024/2025 : budget immeuble / provisions des lots / charges réelles des lots',
            '11 200,00 € / 2 497,60 € / 2 595,69 €',
          ],
          [
            'Exercice 2023/2024 : provisions des lots / charges réelles des lots',
            '2 319,20 € / 2 347,00 €',
          ],
          ['Fonds de travaux au 31/03/2025 / part des lots', '3 560,00 € / 793,88 €'],
          ['Cotisation 2025/2026 / dernier appel aux lots (01/04/2025)', '800,00 € / 44,60 €'],
          ['Impayés / dettes fournisseurs au dernier bilan', '274,30 € / 412,85 €'],
          ['Honoraires de l’état daté TTC', '250,00 €'],
        ),
        p(
          'Comptes 2024/2025 approuvés par l’assemblée du 24/05/2025. Toiture votée le 15/06/2024 (9 600,00 €), entièrement appelée. Pas d’avance, pas d’emprunt, aucune procédure. Mme Lucie Reboul, gestionnaire.',
        ),
      ],
    ],
  },
  {
    // the volunteer syndic of a five-lot house writes to an owner about his account in a letter
    // typed in a word processor, calendar exercise, a flat and a garage: each lot’s budget share
    // and their sum in sentences, a gutter’s instalment unpaid, provisions and past exercises «
    // néant », no advance stated in words, the fund’s last call; a « Total : » line on its own
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-22',
    figures: [
      day('document_date', '2025-05-22'),
      money('budget', 0),
      money('unbudget', 77400),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 5160),
      money('reserved_advances', 0),
      money('building_budget', 1000000),
      money('expected_budget', 258000),
      money('building_budget_n', 960000),
      money('expected_budget_n', 247680),
      money('budget_n', 252435),
    ],
    pages: [
      [
        heading('Copropriété « Les Glycines » — 2 impasse des Glycines 86000 Poitiers'),
        small('5 lots — syndic bénévole : Mme Évelyne Charrier — 05 49 41 27 93'),
        right('Poitiers, le 22 mai 2025'),
        right('M. Patrice Rousseau\nlots 1 (appartement) et G (garage)'),
        p('Objet : situation de votre compte'),
        p(
          'Monsieur,\nVous m’avez demandé où en était votre compte. Au 22 mai 2025, vous restez devoir la seconde moitié de la réfection des gouttières (774,00 €), appelée le 1er avril : la part de vos deux lots dans ces travaux de 6 000,00 € est payable en deux fois, et la première moitié a été réglée en janvier.',
        ),
        p(
          'Provisions exigibles impayées : néant (0,00 €). Exercices antérieurs : néant (0,00 €) — la régularisation 2024 de 47,55 € a été réglée le 2 mai. Avance de trésorerie : vous n’en avez pas versé (0,00 €).',
        ),
        p('Total :\n774,00 € à régler avant le 15 juin 2025.'),
        p(
          'Pour mémoire, le budget 2025 de la copropriété est de 10 000,00 € : l’appartement 1 y contribue pour 2 410,00 € et le garage pour 170,00 €, soit 2 580,00 € par an (645,00 € par trimestre). En 2024 (budget 9 600,00 €), vos provisions ont été de 2 476,80 € et vos charges réelles de 2 524,35 €. Le fonds de travaux vous a été appelé le 1er avril pour 51,60 €.',
        ),
        right('Évelyne Charrier, syndic bénévole'),
      ],
    ],
  },
  {
    // the volunteer syndic of a nine-lot house writes to an owner about her account in a letter
    // typed in a word processor, exercise from 1 April, a flat and a cellar: each lot’s budget
    // share and their sum in sentences, the April quarter unpaid, the closed exercise’s
    // regularisation not yet called, « aucune somme n’est due au titre des travaux », the advance,
    // the fund’s last call; a « Total : » line on its own
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-15',
    figures: [
      day('document_date', '2025-05-15'),
      money('budget', 60270),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 3690),
      money('reserved_advances', 14000),
      money('building_budget', 1960000),
      money('expected_budget', 241080),
      money('building_budget_n', 1880000),
      money('expected_budget_n', 231240),
      money('budget_n', 235344),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires du 5 cours Berriat — 38000 Grenoble'),
        small(
          '9 lots — syndic bénévole : M. Rémi Chabert-Giraud — exercice du 1er avril au 31 mars',
        ),
        right('Grenoble, le 15/05/2025'),
        right('Mme Nathalie Brun\nlots 3 (appartement) et 15 (cave)'),
        p('Objet : votre compte de copropriétaire'),
        p(
          'Madame,\nL’appel du 1er avril 2025 n’est pas encore réglé : 602,70 € de provisions pour l’exercice 2025/2026 et 36,90 € de fonds de travaux. Aucune somme n’est due au titre des travaux (0,00 €). Rien n’est dû sur les exercices clos à ce jour (0,00 €) : la régularisation de 2024/2025, soit 41,04 € à votre charge, sera appelée après l’assemblée du 14 juin.',
        ),
        p('Total :\n639,60 €'),
        p(
          'Le budget 2025/2026 voté est de 19 600,00 € : votre appartement y contribue pour 2 293,20 € et votre cave pour 117,60 €, soit 2 410,80 €. Sur 2024/2025 (budget 18 800,00 €), vos deux lots ont été appelés pour 2 312,40 € et leurs charges réelles sont de 2 353,44 €. Votre avance de trésorerie de 140,00 € reste acquise au syndicat jusqu’à la vente.',
        ),
        right('R. Chabert-Giraud'),
      ],
    ],
  },
  {
    // the volunteer syndic of a six-lot house writes a works call in a word processor, calendar
    // exercise with its days, a flat and a cellar: a roof voted in March, part paid from the fund,
    // the rest in three instalments in tab-aligned text with a column per lot and their total,
    // this call marked, the instalments still to come; the year’s budget and the lots’ shares
    // recalled in sentences
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-14',
    figures: [
      day('document_date', '2025-04-14'),
      money('works_funds', 412000),
      day('dt_works_funds', '2024-12-31'),
      money('unbudget_not_due', 318240),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 1040000),
      money('expected_budget', 229840),
      money('works_funds_contribution', 80000),
    ],
    pages: [
      [
        heading('Copropriété du 3 place Saint-Louis — 13001 Marseille — 6 lots'),
        small('Syndic bénévole : M. Antoine Castellani — Marseille, le 14 avril 2025'),
        right('Mme Gisèle Fabre\nlots 2 (appartement) et 6 (cave)'),
        title('Appel de fonds travaux — réfection de la toiture'),
        p(
          'Madame,\nL’assemblée du 22 mars 2025 a voté la réfection de la toiture pour 25 200,00 €, répartis en charges générales. Le fonds de travaux, qui s’élevait à 4 120,00 € au 31 décembre 2024, en financera 3 600,00 € ; les 21 600,00 € restants sont appelés en trois échéances :',
        ),
        p(
          'Échéance                         Lot 2     Lot 6   Total\n01/05/2025 ◄ présent appel       1 526,40   64,80  1 591,20\n01/08/2025                       1 526,40   64,80  1 591,20\n01/11/2025                       1 526,40   64,80  1 591,20\nTotal des travaux pour vos lots  4 579,20  194,40  4 773,60',
        ),
        p(
          'Après le présent appel, il restera 3 182,40 € à appeler sur vos deux lots (échéances d’août et de novembre). Pour mémoire, l’exercice 2025 (du 1er janvier au 31 décembre 2025) a un budget de 10 400,00 €, dont 2 204,80 € pour le lot 2 et 93,60 € pour le lot 6, soit 2 298,40 € pour vos deux lots ; la cotisation annuelle au fonds de travaux est de 800,00 €.',
        ),
        right('A. Castellani, syndic bénévole'),
      ],
    ],
  },
  {
    // the volunteer syndic of a nine-lot house writes a works call in a word processor, exercise
    // from 1 April with its days, a flat and a parking: a façade voted in May, part paid from the
    // fund, the rest in four instalments in tab-aligned text with a column per lot and their
    // total, this call marked, the instalments still to come; the year’s budget and the lots’
    // shares recalled in sentences
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('works_funds', 596000),
      day('dt_works_funds', '2025-03-31'),
      money('unbudget_not_due', 396900),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 1760000),
      money('expected_budget', 258720),
      money('works_funds_contribution', 120000),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires du 11 rue des Cordeliers — 29600 Morlaix — 9 lots'),
        small('Syndic non professionnel : Mme Yvonne Le Meur — Morlaix, le 10/06/2025'),
        right('M. Erwan Guivarc’h\nlots 8 (appartement) et P1 (parking)'),
        title('Ravalement de la façade sur rue — appel de fonds n° 1'),
        p(
          'Monsieur,\nLe ravalement de la façade sur rue a été voté le 24 mai 2025 pour 40 800,00 € (charges générales). Le fonds de travaux, de 5 960,00 € au 31/03/2025, en couvrira 4 800,00 € ; le solde de 36 000,00 € est appelé en quatre échéances :',
        ),
        p(
          'Échéance                         Lot 8     Lot P1  Total\n01/07/2025 ◄ présent appel       1 233,00   90,00  1 323,00\n01/10/2025                       1 233,00   90,00  1 323,00\n01/01/2026                       1 233,00   90,00  1 323,00\n01/04/2026                       1 233,00   90,00  1 323,00\nTotal des travaux pour vos lots  4 932,00  360,00  5 292,00',
        ),
        p(
          'Restera à appeler après celle-ci : 3 969,00 € pour vos deux lots. Rappel : exercice du 1er avril 2025 au 31 mars 2026, budget voté 17 600,00 € ; quote-part de vos lots : 2 411,20 € pour le lot 8 et 176,00 € pour le lot P1, soit 2 587,20 € ; cotisation annuelle au fonds de travaux 1 200,00 €.',
        ),
        right('Y. Le Meur'),
      ],
    ],
  },
  {
    // the volunteer syndic of a seven-lot house writes an owner’s décompte as a letter in a word
    // processor, exercise from 1 April with its days, a flat, a cellar and a garage: each lot’s
    // provisions, real charges and current share and their sums in sentences, the exercise before
    // summed, works outside the budget stated as « néant » for the lots (declared as zero), the
    // gap in the owner’s favour
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-23',
    figures: [
      day('document_date', '2025-05-23'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 1240000),
      money('expected_budget_n', 243040),
      money('budget_n', 239000),
      money('expected_budget_n1', 235200),
      money('budget_n1', 237840),
      money('building_budget', 1320000),
      money('expected_budget', 258720),
      money('expected_hors_budget_n', 0),
      money('hors_budget_n', 0),
    ],
    pages: [
      [
        heading('Copropriété « Les Remparts » — 3 rue des Remparts 17000 La Rochelle — 7 lots'),
        small('Syndic bénévole : M. Marcel Guillon — exercice du 1er avril au 31 mars'),
        right('La Rochelle, le 23 mai 2025'),
        right('Mme Françoise Texier\nlots 2, 11 et 14'),
        p('Objet : vos charges de l’exercice 2024/2025'),
        p(
          'Madame,\nLes comptes de l’exercice 2024/2025, du 1er avril 2024 au 31 mars 2025, ont été approuvés par l’assemblée du 17 mai 2025. Le budget était de 12 400,00 € et les dépenses ont été de 12 193,85 €.',
        ),
        p(
          'Vos lots ont été appelés pour 2 182,40 € pour le lot 2, 86,80 € pour le lot 11, 161,20 € pour le lot 14, soit 2 430,40 € au total. Leurs charges réelles sont de 2 146,12 € pour le lot 2, 85,36 € pour le lot 11, 158,52 € pour le lot 14, soit 2 390,00 €. L’excédent de 40,40 € vous sera remboursé.',
        ),
        p(
          'Travaux hors budget sur l’exercice : néant — aucune somme appelée ni dépensée pour vos lots (0,00 €).',
        ),
        p(
          'Sur l’exercice précédent, 2023/2024, vos trois lots avaient été appelés pour 2 352,00 € et leurs charges réelles s’étaient élevées à 2 378,40 €.',
        ),
        p(
          'Le budget 2025/2026, voté l’an dernier, est de 13 200,00 € : 2 323,20 € pour le lot 2, 92,40 € pour le lot 11, 171,60 € pour le lot 14, soit 2 587,20 € pour l’ensemble.',
        ),
        right('Marcel Guillon'),
      ],
    ],
  },
  {
    // the volunteer syndic of a nine-lot house writes an owner’s décompte as a letter in a word
    // processor, calendar exercise with its days, a flat, a cellar and a parking: each lot’s
    // provisions, real charges and current share and their sums in sentences, the exercise before
    // summed, works outside the budget stated as « néant » for the lots (declared as zero), the
    // gap to pay
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-18',
    figures: [
      day('document_date', '2025-04-18'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 1760000),
      money('expected_budget_n', 272800),
      money('budget_n', 279382),
      money('expected_budget_n1', 260400),
      money('budget_n1', 262448),
      money('building_budget', 1840000),
      money('expected_budget', 285200),
      money('expected_hors_budget_n', 0),
      money('hors_budget_n', 0),
    ],
    pages: [
      [
        heading(
          'Syndicat des copropriétaires du 19 rue Victor-Hugo — 71100 Chalon-sur-Saône — 9 lots',
        ),
        small('Syndic bénévole : Mme Huguette Bonnot — exercice du 1er janvier au 31 décembre'),
        right('Chalon-sur-Saône, le 18/04/2025'),
        right('M. Cédric Lagrange\nlots 5, C3 et P2'),
        p('Objet : décompte de charges 2024'),
        p(
          'Monsieur,\nL’assemblée du 5 avril 2025 a approuvé les comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024) : budget 17 600,00 €, dépenses 18 024,60 €.',
        ),
        p(
          'Provisions appelées : 2 446,40 € pour le lot 5, 105,60 € pour le lot C3, 176,00 € pour le lot P2, total 2 728,00 €. Charges réelles : 2 505,42 € pour le lot 5, 108,15 € pour le lot C3, 180,25 € pour le lot P2, total 2 793,82 €. Il vous reste à régler 65,82 €, qui seront ajoutés à l’appel de juillet.',
        ),
        p('Travaux hors budget : néant (0,00 €) ; pas de fonds de travaux utilisé sur l’exercice.'),
        p('Exercice 2023 : provisions 2 604,00 €, charges réelles 2 624,48 € pour les trois lots.'),
        p(
          'Budget 2025 voté le 23 mars 2024 : 18 400,00 €, dont 2 557,60 € pour le lot 5, 110,40 € pour le lot C3, 184,00 € pour le lot P2, soit 2 852,00 € en tout.',
        ),
        right('H. Bonnot'),
      ],
    ],
  },
  {
    // the volunteer syndic of a four-lot house pastes his spreadsheet into a letter, calendar
    // exercise, a flat, a cellar and an attic room: the three lots’ provisions, real charges and
    // current budget with their total in tab-aligned text, amounts with an apostrophe between
    // thousands « 1'234,56 » and a surplus in parentheses, the building’s budgets in a legend; the
    // answers summed in a typed paragraph, nothing unpaid, the surplus to be refunded, no works
    // voted, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-09',
    figures: [
      day('document_date', '2025-04-09'),
      money('building_budget', 800000),
      money('expected_budget', 300000),
      money('building_budget_n', 760000),
      money('expected_budget_n', 285000),
      money('budget_n', 277973),
      money('expected_budget_n1', 270000),
      money('budget_n1', 265850),
      day('dt_based', '2025-03-15'),
      money('budget', 0),
      money('unbudget', 0),
      money('credit_balance', 7027),
      money('ongoing_budget', 150000),
      money('unbudget_not_due', 0),
      money('reserved_advances', 0),
      money('works_funds', 192000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 72000),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 7500),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 0),
      money('unpaid_providers', 23470),
      money('transfer_fees', 0),
    ],
    pages: [
      [
        heading('Copropriété du 9 rue Juiverie — 69005 Lyon — 4 lots'),
        small(
          'Syndic bénévole : M. Alain Brunet-Vial (lot 2) — tableau « mutation_Fayolle.ods » collé ci-dessous — Lyon, le 9 avril 2025',
        ),
        p(
          'Maître,\nPour la vente par Mme Lucienne Fayolle de ses lots 1 (appartement, 318/1000), 3 (cave, 11/1000) et 4 (chambre sous les toits, 46/1000), voici l’extrait de mon tableur (exercice civil, montants en euros) :',
        ),
        p(
          "                 Lot 1     Lot 3   Lot 4   Total\nProvisions 2023  2'289,60   79,20  331,20  2'700,00\nRéel 2023        2'254,41   77,98  326,11  2'658,50\nProvisions 2024  2'416,80   83,60  349,60  2'850,00\nRéel 2024        2'357,21   81,54  340,98  2'779,73\nBudget 2025      2'544,00   88,00  368,00  3'000,00\nÉcart 2024        (59,59)  (2,06)  (8,62)   (70,27)",
        ),
        small(
          "Budgets de l’immeuble : 2023 7'200,00 — 2024 7'600,00 (dépenses 7'412,60) — 2025 8'000,00. Écart négatif = excédent en faveur du copropriétaire.",
        ),
        p(
          'En clair, pour les trois lots ensemble : budget 2025 de l’immeuble 8 000,00 €, part des trois lots : 3 000,00 € (750,00 € par trimestre) ; exercice 2024 (budget 7 600,00 €, comptes approuvés le 15 mars 2025) : provisions 2 850,00 €, charges réelles 2 779,73 € ; exercice 2023 : provisions 2 700,00 €, charges réelles 2 658,50 €. Provisions exigibles impayées : 0,00 € ; travaux exigibles : 0,00 €. L’excédent 2024 de 70,27 € sera remboursé à Mme Fayolle. Restent à appeler en 2025 : 1 500,00 €. Travaux votés non appelés : néant (0,00 €). Avance : néant (0,00 €). Fonds de travaux au 31/12/2024 : 1 920,00 €, dont 720,00 € pour les trois lots ; cotisation 2025 : 800,00 € ; appel du 01/04/2025 pour les trois lots : 75,00 €. Impayés au 31/12/2024 : néant (0,00 €) ; fournisseurs : 234,70 €. Pas d’emprunt. Pas de frais (0,00 €).',
        ),
        right('A. Brunet-Vial'),
      ],
    ],
  },
  {
    // the volunteer syndic of a seven-lot house pastes her spreadsheet into a letter, exercise
    // from 1 April, a flat, a cellar and a parking: the three lots’ provisions, real charges and
    // current budget with their total in tab-aligned text, amounts with a narrow no-break space
    // between thousands, the building’s budgets in a legend; the answers summed in a typed
    // paragraph, the April quarter and the closed exercise’s regularisation unpaid, windows voted
    // in May to come, the fund
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('building_budget', 1240000),
      money('expected_budget', 354640),
      money('building_budget_n', 1200000),
      money('expected_budget_n', 343200),
      money('budget_n', 354257),
      money('expected_budget_n1', 320320),
      money('budget_n1', 324558),
      day('dt_based', '2025-05-10'),
      money('budget', 88660),
      money('unbudget', 0),
      money('wanted_loads', 11057),
      money('ongoing_budget', 265980),
      money('unbudget_not_due', 205920),
      money('reserved_advances', 20000),
      money('works_funds', 296000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_lot', 84656),
      money('works_funds_contribution', 80000),
      money('works_funds_last_contribution', 5720),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 108640),
      money('unpaid_providers', 31275),
      money('transfer_fees', 10000),
    ],
    pages: [
      [
        heading('Syndicat des copropriétaires — 17 rue Saint-Nicolas 14000 Caen — 7 lots'),
        small(
          'Syndic bénévole : Mme Ghislaine Marie — extrait du fichier « cession_lots_A_K_P.xlsx » — Caen, le 02/06/2025',
        ),
        p(
          'Maître,\nVoici, pour la cession par M. Arnaud Letellier de ses lots A (appartement, 262/1000), K (cave, 9/1000) et P (parking, 15/1000), l’extrait de mon tableau (exercice du 1er avril au 31 mars) :',
        ),
        p(
          '                      Lot A     Lot K   Lot P   Total\nProvisions 2023/2024  2\u202f934,40  100,80  168,00  3\u202f203,20\nRéel 2023/2024        2\u202f973,23  102,13  170,22  3\u202f245,58\nProvisions 2024/2025  3\u202f144,00  108,00  180,00  3\u202f432,00\nRéel 2024/2025        3\u202f245,29  111,48  185,80  3\u202f542,57\nBudget 2025/2026      3\u202f248,80  111,60  186,00  3\u202f546,40\nÉcart 2024/2025         101,29    3,48    5,80    110,57',
        ),
        small(
          'Budgets de l’immeuble : 2023/2024 11\u202f200,00 — 2024/2025 12\u202f000,00 (dépenses 12\u202f386,60) — 2025/2026 12\u202f400,00.',
        ),
        p(
          'Récapitulatif pour les trois lots : budget 2025/2026 12 400,00 € (part des lots : 3 546,40 €, soit 886,60 € par trimestre) ; exercice 2024/2025, clos le 31/03/2025 et approuvé par l’assemblée du 10 mai 2025 : budget 12 000,00 €, provisions 3 432,00 €, charges réelles 3 542,57 € ; exercice 2023/2024 : provisions 3 203,20 €, réel 3 245,58 €. Dus à ce jour : la provision du 1er avril (886,60 €) et la régularisation 2024/2025 (110,57 €), appelée le 15 mai ; aucune somme n’est due au titre des travaux : 0,00 €. Provisions à échoir : 2 659,80 €. Remplacement des fenêtres de l’escalier voté le 10 mai (7 200,00 €, charges générales) : 2 059,20 € pour les trois lots, appelés le 1er septembre 2025. Avance de trésorerie : 200,00 €. Fonds de travaux au 31/03/2025 : 2 960,00 €, part des lots : 846,56 € ; cotisation 2025/2026 800,00 €, dernier appel aux lots 57,20 € le 01/04/2025. Impayés au 31/03/2025 : 1 086,40 € ; fournisseurs : 312,75 €. Emprunt : néant. Frais : 100,00 € (forfait de l’assemblée).',
        ),
        right('Ghislaine Marie, syndic bénévole'),
      ],
    ],
  },
];
