import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * An eighteenth batch (issue 39, ninth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme:
 * what a seller actually receives by e-mail or downloads from the syndic's extranet, from big
 * national groups, regional cabinets, small independent offices, volunteer, cooperative and
 * online syndics (every name, address and person invented). Calls for funds: e-mails with no
 * title (« De : », « Objet : », then the sentence), pages printed from an extranet (« Mes appels
 * de fonds », « Mon échéancier ») with their menus and breadcrumbs around the data, a small
 * office's letter with its reference and no title, a cooperative syndic's call in « EUR » with
 * dots between thousands, a volunteer's e-mail for three lots whose total is followed by each
 * lot's part on the next line, a big group's call whose summary is on page 1 and whose detail
 * under a merged header row is on page 2 with a collective loan. Owners' ledgers: an extranet's
 * « Situation de compte au … » with a one-row summary whose headers wrap (« Solde au /
 * 16/06/2025 »), a small office's two pages with credits in parentheses, last year's arrears, a
 * works call and recovery costs, a volunteer's e-mail answer ending in credit, a big group's
 * statement with the lot's recap per exercise (« Budget 2024 | Réalisé 2024 | Budget 2025 »),
 * online syndics' monthly ledgers with credits as « 44,18- », two lots in one ledger with a
 * « Lot » column and totals followed by their breakdown in parentheses. Annexes: a big group's
 * annexes 1 and 2 with wrapped headings and a merged header row, a recap per exercise with the
 * seller's two lots, a cooperative syndic's annexes in « EUR » with a loan, an online syndic's
 * trial balance and the lot's share. Décomptes: an e-mail « Régularisation des charges 2024 » for
 * two lots, scanned two-page décomptes with works outside the budget and trailing minus signs, a
 * recap per exercise from « Réalisé 2023/2024 » to « Budget 2025/2026 », an extranet page. The
 * syndic's answers for a sale: numbered question–answer tables (« néant », « 0,00 », « sans
 * objet ») with a collective loan and works voted but not yet called, an e-mail reply to a
 * notary for two lots, a scanned pre-printed form, an online pré-état daté page, a volunteer's
 * letter in « EUR » that charges nothing for the état daté. Minutes with the budgets in a table
 * and a loan voted in sentences, a cooperative syndic's minutes, a volunteer's minutes sent by
 * e-mail with dates as « 14.06.25 »; two fiches synthétiques printed from an extranet. Exercises
 * from January, April, July and October; dates as « 16/06/2025 », « 17.06.25 », « 16 juin 2025 »,
 * « lundi 16 juin 2025 » and ISO. Four pairs are scans (PNG calls, two-page PDF ledgers,
 * décomptes and answers).
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the field
 * is the building's, is declared (the fourteenth to seventeenth batches' conventions): "n" is
 * the last exercise closed on 2025-06-30 (2024, 2023/2024 from October or from July, 2024/2025
 * from April), a call's exercise is declared when the call prints its bounds, a figure printed
 * as an explicit 0 is declared as 0. A call's fund instalment is its
 * works_funds_last_contribution; a collective loan's figures are declared with the order form's
 * fields (loan_amount for the building's borrowed capital, loan_share, loan_remaining and
 * loan_instalment for the lot's, dt_loan_next for the next instalment's day). An annexe's
 * « budget en cours voté » is the building_budget, the closed exercise's voted budget its
 * building_budget_n, the fund's balance at the closing its works_funds; a closed exercise's
 * balance carried into a call or a ledger is wanted_loads, a previous balance in the owner's
 * favour credit_balance, recovery costs other_due. When a seller owns several lots, a figure is
 * declared where the document prints their sum, and not when it only prints each lot's. A
 * budget or a contribution of a later exercise than the current one (a budget voted for 2026)
 * is printed but has no field. The amounts are consistent as a syndic's are: a total is the
 * sum of its lines, a lot's share the building's amount × its tantièmes ÷ the base (rounded to
 * the cent), a quarter the year's share ÷ 4, a month ÷ 12, a ledger's balance its debits less
 * its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const eighteenthListings: DocumentSpec[] = [
  {
    // e-mail export, no title: a big group's call for the third quarter sent by e-mail, the
    // sentence gives the exercise, the budget and the fund, headers wrapped on two lines
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 14800000),
      money('expected_budget', 444560),
      money('works_funds_contribution', 740000),
      money('works_funds_last_contribution', 5328),
    ],
    pages: [
      [
        small('De : Service copropriété Lyon Part-Dieu <copro.lyon-partdieu@horizia-syndic.fr>'),
        small('À : marc.dubreuil@laposte.net'),
        small('Date : lundi 16 juin 2025 09:12'),
        small(
          'Objet : Votre appel de fonds du 3e trimestre 2025 — Résidence LES BALCONS DE SAXE — lot 23',
        ),
        small('Pièce jointe : AF-2025-T3-0023.pdf (84 Ko)'),
        p('Bonjour Monsieur Dubreuil,'),
        p(
          'Vous trouverez ci-dessous le détail de votre appel de fonds exigible le 1er juillet 2025. Il est établi sur le budget prévisionnel de l’exercice 2025 (du 01/01/2025 au 31/12/2025), fixé à 148 000,00 € par l’assemblée générale du 22 mai 2024, et sur la cotisation annuelle au fonds de travaux de 7 400,00 €.',
        ),
        table(
          [
            'Clé de répartition',
            'Budget\nimmeuble',
            'Tantièmes\ndu lot',
            'Quote-part\nannuelle',
            'Montant\nappelé',
          ],
          ['Charges générales', '112 000,00', '288 / 10 000', '3 225,60', '806,40'],
          ['Ascenseur bât. A', '14 000,00', '40 / 1 000', '560,00', '140,00'],
          ['Chauffage collectif', '22 000,00', '300 / 10 000', '660,00', '165,00'],
          ['Total provisions', '148 000,00', '', '4 445,60', '1 111,40'],
          ['Fonds de travaux (art. 14-2)', '7 400,00', '288 / 10 000', '213,12', '53,28'],
          ['Total à régler', '', '', '', '1 164,68'],
        ),
        p(
          'Le montant de 1 164,68 € sera prélevé le 5 juillet 2025 si vous avez opté pour le prélèvement ; à défaut, merci d’effectuer un virement en indiquant la référence 6903-0023.',
        ),
        p('Bien cordialement,'),
        p(
          'Amandine Rolland\nGestionnaire de copropriété — HORIZIA SYNDIC, agence Lyon Part-Dieu\n27 rue Servient 69003 Lyon — 04 78 62 91 40',
        ),
        small(
          'Ce message et ses pièces jointes sont confidentiels. Pour consulter l’ensemble de vos documents, connectez-vous à votre espace copropriétaire sur horizia-syndic.fr.',
        ),
      ],
    ],
  },
  {
    // e-mail export, no title: a regional cabinet's call for the third quarter sent by e-mail,
    // the sentence gives the exercise, the budget and the fund, headers wrapped on two lines
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 8670000),
      money('expected_budget', 434380),
      money('works_funds_contribution', 440000),
      money('works_funds_last_contribution', 4565),
    ],
    pages: [
      [
        small('De : Cabinet Tessier Gestion <appels@tessier-gestion.fr>'),
        small('Envoyé : vendredi 13 juin 2025 16:47'),
        small('À : Mme Laetitia Bouvier'),
        small('Objet : Appel de charges au 01/07/2025 — copropriété LE PARC MONTAIGU — lot 7'),
        p('Madame,'),
        p(
          'Pour l’exercice 2025, ouvert le 1er janvier et clos le 31 décembre 2025, l’assemblée générale du 3 juin 2024 a voté un budget prévisionnel de 86 700,00 € et une cotisation au fonds de travaux de 4 400,00 €. Votre lot 7 (appartement, escalier B) est appelé comme suit pour le 3e trimestre :',
        ),
        table(
          [
            'Poste',
            'Montant\nvoté',
            'Quote-part\ndu lot',
            'Part\nannuelle',
            'Échéance\ndu 01/07/2025',
          ],
          ['Charges communes générales', '68 000,00', '415 / 10 000', '2 822,00', '705,50'],
          ['Escalier B', '9 500,00', '120 / 1 000', '1 140,00', '285,00'],
          ['Eau froide', '9 200,00', '415 / 10 000', '381,80', '95,45'],
          ['Budget 2025', '86 700,00', '', '4 343,80', '1 085,95'],
          ['Fonds de travaux', '4 400,00', '415 / 10 000', '182,60', '45,65'],
          ['Net à payer', '', '', '', '1 131,60'],
        ),
        p(
          'Merci de bien vouloir régler la somme de 1 131,60 € avant le 1er juillet 2025, par virement sur le compte séparé du syndicat (IBAN FR76 1027 8361 0000 0204 5120 144).',
        ),
        p(
          'Cordialement,\nService comptabilité copropriétés\nCABINET TESSIER GESTION — 14 rue de Strasbourg 44000 Nantes',
        ),
        small(
          'Vous recevez ce courriel car vous avez accepté la notification électronique (art. 42-1 de la loi du 10 juillet 1965).',
        ),
      ],
    ],
  },
  {
    // extranet export « Mes appels de fonds », October–September, two lots: the breadcrumb and
    // menu around the data, the list of the exercise's calls, the total with each lot's part in
    // parentheses, a detail table with wrapped headers
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 9600000),
      money('expected_budget', 310600),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 3936),
    ],
    pages: [
      [
        small(
          'CITADELLE IMMOBILIER — Espace copropriétaire   |   Tableau de bord   Mes documents   Mes appels de fonds   Mes paiements   Ma copropriété   Contact   Se déconnecter',
        ),
        small('Accueil › Mon compte › Mes appels de fonds › Appel du 01/07/2025'),
        small(
          'Connecté : M. Vincent Laborde — compte 3114-0023 — Résidence LES ALLÉES JEAN-JAURÈS (3114)',
        ),
        heading('Mes appels de fonds — exercice du 01/10/2024 au 30/09/2025'),
        listing(
          ['Échéance', 'Libellé', 'Montant', 'Statut'],
          ['01/10/2024', 'Appel de provisions 1er trimestre', '815,86', 'Réglé le 04/10/2024'],
          ['01/01/2025', 'Appel de provisions 2e trimestre', '815,86', 'Réglé le 06/01/2025'],
          ['01/04/2025', 'Appel de provisions 3e trimestre', '815,86', 'Réglé le 03/04/2025'],
          ['01/07/2025', 'Appel de provisions 4e trimestre', '815,86', 'À régler'],
        ),
        heading('Détail de l’appel du 01/07/2025'),
        p('Montant de l’appel : 815,86 € (lot 23 : 748,44 € ; lot 41 : 67,42 €)'),
        p(
          'Budget prévisionnel 2024/2025 voté par l’assemblée générale du 12/12/2023 : 96 000,00 € — cotisation annuelle au fonds de travaux (art. 14-2) : 4 800,00 €.',
        ),
        listing(
          [
            'Lot',
            'Clé',
            'Budget\nde la clé',
            'Tantièmes',
            'Quote-part\nannuelle',
            'Appel du\n01/07/2025',
          ],
          ['23', 'Charges générales', '70 000,00', '312 / 10 000', '2 184,00', '546,00'],
          ['23', 'Chauffage', '20 000,00', '330 / 10 000', '660,00', '165,00'],
          ['23', 'Fonds de travaux', '4 800,00', '312 / 10 000', '149,76', '37,44'],
          ['41', 'Charges générales', '70 000,00', '16 / 10 000', '112,00', '28,00'],
          ['41', 'Parkings', '6 000,00', '25 / 1 000', '150,00', '37,50'],
          ['41', 'Fonds de travaux', '4 800,00', '16 / 10 000', '7,68', '1,92'],
          ['', 'Total', '', '', '3 263,44', '815,86'],
        ),
        p(
          'Quote-part annuelle de vos lots dans le budget : 3 106,00 € (lot 23 : 2 844,00 € ; lot 41 : 262,00 €). Cotisations au fonds de travaux du trimestre : 39,36 € (lot 23 : 37,44 € ; lot 41 : 1,92 €).',
        ),
        small(
          '[ Payer en ligne ]   [ Télécharger l’avis PDF ]   [ Mettre en place le prélèvement ]',
        ),
        small(
          'Page imprimée depuis votre espace le 18/06/2025 à 14:32 — citadelle-immobilier.fr/espace/appels — © Citadelle Immobilier, 12 allées Jean-Jaurès 31000 Toulouse',
        ),
      ],
    ],
  },
  {
    // extranet export « Mes appels de fonds », October–September, two lots: the breadcrumb and
    // menu around the data, the list of the exercise's calls, the total with each lot's part in
    // parentheses, a detail table with wrapped headers
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 6240000),
      money('expected_budget', 213240),
      money('works_funds_contribution', 312000),
      money('works_funds_last_contribution', 2223),
    ],
    pages: [
      [
        small(
          'MonCopro — Cabinet Marchetti   ·   Accueil   ·   Mon compte   ·   Appels   ·   Règlements   ·   Documents   ·   Messagerie',
        ),
        small('Vous êtes ici : Accueil > Mon compte > Appels de fonds > Échéance 4/4'),
        heading('Appels de fonds — Mme Chantal Ferracci'),
        p(
          'Copropriété LE PALAIS ROSSINI, 18 rue Rossini 06000 Nice — exercice 2024/2025 (du 1er octobre 2024 au 30 septembre 2025) — vos lots : 5 (appartement) et 32 (cave)',
        ),
        listing(
          ['Date', 'Appel', 'Montant', 'Réglé', 'Reste'],
          ['01/10/2024', 'Échéance 1/4', '555,33', '555,33', '0,00'],
          ['01/01/2025', 'Échéance 2/4', '555,33', '555,33', '0,00'],
          ['01/04/2025', 'Échéance 3/4', '555,33', '555,33', '0,00'],
          ['01/07/2025', 'Échéance 4/4', '555,33', '0,00', '555,33'],
        ),
        heading('Échéance 4/4 du 01/07/2025'),
        p('Total : 555,33 €'),
        p('(lot 5 : 541,95 € ; lot 32 : 13,38 €)'),
        table(
          [
            'Lot',
            'Rubrique',
            'Total\ncopropriété',
            'Millièmes /\ntantièmes',
            'Part\nannuelle',
            'Montant\nappelé',
          ],
          ['5', 'Charges générales', '50 400,00', '275 / 10 000', '1 386,00', '346,50'],
          ['5', 'Ascenseur', '12 000,00', '58 / 1 000', '696,00', '174,00'],
          ['5', 'Fonds travaux ALUR', '3 120,00', '275 / 10 000', '85,80', '21,45'],
          ['32', 'Charges générales', '50 400,00', '10 / 10 000', '50,40', '12,60'],
          ['32', 'Fonds travaux ALUR', '3 120,00', '10 / 10 000', '3,12', '0,78'],
        ),
        p(
          'Budget de l’exercice voté le 05/12/2023 : 62 400,00 €, dont votre part annuelle : 2 132,40 € (lot 5 : 2 082,00 € ; lot 32 : 50,40 €). Fonds de travaux : 3 120,00 € par an ; part de l’échéance : 22,23 €.',
        ),
        small(
          'Export PDF du 20/06/2025 — moncopro.marchetti-immobilier.fr — Cabinet Marchetti, 7 avenue Jean-Médecin 06000 Nice — carte professionnelle CPI 0605 2018 000 027 541',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's letter with no title (letterhead, reference, then the
    // sentence), April–March, one row per key, the previous balance in the owner's favour in
    // parentheses deducted from the call
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    scan: scanned(180, 0.7, 11, 'png'),
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 5800000),
      money('expected_budget', 158800),
      money('works_funds_contribution', 290000),
      money('works_funds_last_contribution', 1740),
      money('credit_balance', 3120),
    ],
    pages: [
      [
        heading('CABINET BRUNEAU'),
        small('Gestion de copropriétés depuis 1979 — 31 rue Colbert 37000 Tours — 02 47 05 61 38'),
        small('Nos réf. : CB/LOIRE-ROYALE/0012 — Vos réf. : lot 12'),
        right(
          'M. Thomas Giraudeau\nRésidence Loire Royale, appt 12\n8 quai d’Orléans\n37000 Tours',
        ),
        p('Tours, le 11 juin 2025'),
        p('Objet : appel de provisions — échéance du 1er juillet 2025'),
        p(
          'Monsieur, nous vous prions de trouver ci-dessous le détail de la deuxième échéance de l’exercice du 01/04/2025 au 31/03/2026, calculée sur le budget prévisionnel de 58 000,00 € voté par l’assemblée générale du 13 juin 2024 et sur la cotisation annuelle au fonds de travaux de 2 900,00 €.',
        ),
        table(
          ['Désignation', 'Base immeuble', 'Tant.', 'Annuel lot', 'Échéance'],
          ['Charges générales', '46 000,00', '240 / 10 000', '1 104,00', '276,00'],
          ['Ascenseur', '7 000,00', '52 / 1 000', '364,00', '91,00'],
          ['Eau froide', '5 000,00', '240 / 10 000', '120,00', '30,00'],
          ['Sous-total budget', '58 000,00', '', '1 588,00', '397,00'],
          ['Fonds de travaux', '2 900,00', '240 / 10 000', '69,60', '17,40'],
          ['Solde antérieur en votre faveur (excédent 2024/2025)', '', '', '', '(31,20)'],
          ['Net à payer au 01/07/2025', '', '', '', '383,20'],
        ),
        p(
          'L’excédent de l’exercice 2024/2025, approuvé par l’assemblée du 4 juin 2025, a été porté au crédit de votre compte et vient en déduction de la présente échéance.',
        ),
        small('Veuillez agréer, Monsieur, nos salutations distinguées. — Le service comptable'),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's letter with no title (letterhead, reference, then the
    // sentence), April–March, one row per key, the previous balance in the owner's favour in
    // parentheses deducted from the call
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-05',
    scan: scanned(170, -0.9, 12, 'png'),
    figures: [
      day('document_date', '2025-06-05'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 5700000),
      money('expected_budget', 190760),
      money('works_funds_contribution', 300000),
      money('works_funds_last_contribution', 2490),
      money('credit_balance', 1865),
    ],
    pages: [
      [
        heading('AGENCE IMMOBILIÈRE DU VIEUX-LILLE — SYNDIC'),
        small('22 rue de la Monnaie 59000 Lille — 03 20 06 48 12 — syndic@agence-vieuxlille.fr'),
        small('Réf. : ADVL/SAINT-SAUVEUR/lot 9 — dossier suivi par M. Rémi Vandamme'),
        right('Mme Pauline Lefebvre\n4 place du Lion-d’Or\n59000 Lille'),
        p('Lille, le 05/06/2025'),
        p(
          'Madame, l’exercice de la copropriété LE CLOS SAINT-SAUVEUR court du 1er avril 2025 au 31 mars 2026. Conformément au budget de 57 000,00 € adopté le 19 juin 2024 et à la cotisation de 3 000,00 € au fonds de travaux, voici votre appel pour l’échéance du 01/07/2025 :',
        ),
        table(
          ['Rubrique', 'Budget voté', 'Vos tantièmes', 'Votre part annuelle', 'Trimestre'],
          ['Charges communes', '38 000,00', '332 / 10 000', '1 261,60', '315,40'],
          ['Chauffage', '19 000,00', '340 / 10 000', '646,00', '161,50'],
          ['Total budget 2025/2026', '57 000,00', '', '1 907,60', '476,90'],
          ['Fonds de travaux', '3 000,00', '332 / 10 000', '99,60', '24,90'],
          ['À déduire : solde créditeur au 31/03/2025', '', '', '', '(18,65)'],
          ['Montant de l’échéance', '', '', '', '483,15'],
        ),
        p('Nous vous remercions de régler 483,15 € avant le 1er juillet 2025.'),
        small(
          'Le solde créditeur provient de la régularisation des charges de l’exercice 2024/2025.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's first call of a July–June exercise: amounts with dots between
    // thousands and « EUR », the date as « 17.06.25 », a works instalment beside the budget and
    // the fund, the fund's balance at the last closing in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 4400000),
      money('expected_budget', 213400),
      money('works_funds_contribution', 240000),
      money('works_funds_last_contribution', 2910),
      money('works_funds', 1648000),
      day('dt_works_funds', '2024-06-30'),
    ],
    pages: [
      [
        p(
          'SYNDICAT COOPÉRATIF DE LA RÉSIDENCE LES CÈDRES — 12 rue de Fougères 35700 Rennes — syndic : le conseil syndical, président M. Jean-Yves Le Gall (lot 3) — trésorière : Mme Soizic Hervé',
        ),
        p('Rennes, le 17.06.25'),
        right('Mme Aurélie Morvan\nLot 14 — bâtiment B\n12 rue de Fougères\n35700 Rennes'),
        title('APPEL DE FONDS N° 1 — EXERCICE 2025/2026'),
        p(
          'Exercice du 01.07.2025 au 30.06.2026. Budget prévisionnel voté par l’assemblée générale du 05.12.2024 : 44.000,00 EUR. Cotisation annuelle au fonds de travaux : 2.400,00 EUR. Réfection de la toiture du bâtiment B votée le même jour : 30.000,00 EUR, appelés en deux moitiés (01.07.2025 et 01.01.2026).',
        ),
        table(
          ['Poste', 'Montant immeuble', 'Tantièmes', 'Part du lot 14', 'Appel du 01.07.2025'],
          ['Charges générales', '36.000,00 EUR', '485 / 10.000', '1.746,00 EUR', '436,50 EUR'],
          ['Eau froide', '8.000,00 EUR', '485 / 10.000', '388,00 EUR', '97,00 EUR'],
          ['Budget 2025/2026', '44.000,00 EUR', '', '2.134,00 EUR', '533,50 EUR'],
          ['Fonds de travaux', '2.400,00 EUR', '485 / 10.000', '116,40 EUR', '29,10 EUR'],
          [
            'Toiture bât. B (1re moitié)',
            '30.000,00 EUR',
            '485 / 10.000',
            '1.455,00 EUR',
            '727,50 EUR',
          ],
          ['TOTAL DE L’APPEL', '', '', '', '1.290,10 EUR'],
        ),
        p(
          'Le fonds de travaux s’élevait à 16.480,00 EUR au 30.06.2024 (comptes approuvés le 05.12.2024) ; il n’est pas mobilisé pour la toiture.',
        ),
        small(
          'Règlement par virement sur le compte du syndicat au Crédit Coopératif, référence CEDRES-14, avant le 01.07.2025. Appel édité le 17/06/2025 par la trésorière bénévole.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's first call of a July–June exercise: amounts with dots between
    // thousands and « EUR », the date as « 10.06.25 », a works instalment beside the budget and
    // the fund, the fund's balance at the last closing in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 3400000),
      money('expected_budget', 214800),
      money('works_funds_contribution', 170000),
      money('works_funds_last_contribution', 2635),
      money('works_funds', 1192000),
      day('dt_works_funds', '2024-06-30'),
    ],
    pages: [
      [
        p(
          'Copropriété LE HAMEAU DES VIGNES — 45 rue Francis-de-Pressensé 69100 Villeurbanne — syndic coopératif (art. 17-1 de la loi du 10 juillet 1965) — président du conseil syndical : Mme Nadine Perrier',
        ),
        p('Le 10.06.25'),
        right('M. Karim Haddad\nLot 21\n45 rue Francis-de-Pressensé\n69100 Villeurbanne'),
        title('Appel de charges — 1er trimestre 2025/2026'),
        p(
          'Exercice comptable : 01.07.2025 – 30.06.2026. Budget adopté par l’assemblée générale du 28.11.2024 : 34.000,00 EUR ; fonds de travaux : 1.700,00 EUR par an. Ravalement de la façade sud voté le 28.11.2024 pour 18.600,00 EUR, appelé en trois tiers (01.07.2025, 01.10.2025, 01.01.2026).',
        ),
        table(
          ['Nature', 'Voté', 'Quote-part', 'Annuel / total lot 21', 'À payer le 01.07.2025'],
          ['Charges générales', '29.000,00', '620 / 10.000', '1.798,00', '449,50'],
          ['Ascenseur', '5.000,00', '70 / 1.000', '350,00', '87,50'],
          ['Total budget', '34.000,00', '', '2.148,00', '537,00'],
          ['Fonds de travaux', '1.700,00', '620 / 10.000', '105,40', '26,35'],
          ['Ravalement façade sud (tiers 1/3)', '18.600,00', '620 / 10.000', '1.153,20', '384,40'],
          ['Total à régler', '', '', '', '947,75'],
        ),
        p('Montants en EUR. Fonds de travaux au 30.06.2024 : 11.920,00 EUR.'),
        small(
          'Document établi le 10/06/2025 par le conseil syndical. Paiement par virement (IBAN FR76 4255 9100 0008 0112 3456 789) ou chèque à l’ordre de « SDC Le Hameau des Vignes ».',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail for three lots of one owner, calendar exercise: the total, then
    // its breakdown per lot on the next line, the annual shares the same way, no table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-14',
    figures: [
      day('document_date', '2025-06-14'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 2160000),
      money('expected_budget', 427680),
      money('works_funds_contribution', 108000),
      money('works_funds_last_contribution', 5346),
    ],
    pages: [
      [
        small('De : Gérard Lemaire <gerard.lemaire56@orange.fr>'),
        small('À : Mme Sylvie Caradec <s.caradec@free.fr>'),
        small('Date : samedi 14 juin 2025, 11:05'),
        small('Objet : Copro du 9 rue Thiers — charges du 3e trimestre 2025'),
        p('Bonjour Madame Caradec,'),
        p(
          'Comme chaque trimestre, je vous transmets l’appel de charges de la copropriété du 9 rue Thiers (56000 Vannes) pour l’exercice 2025, qui va du 1er janvier au 31 décembre 2025. Le budget voté à l’assemblée du 12 avril 2025 est de 21 600,00 € et la cotisation au fonds de travaux de 1 080,00 € pour l’année, répartis selon les millièmes généraux.',
        ),
        p('Pour vos lots 4, 9 et 15, l’appel du 1er juillet 2025 s’élève à :'),
        p('1 122,66 €'),
        p('(lot 4 : 963,90 € ; lot 9 : 124,74 € ; lot 15 : 34,02 €)'),
        p('dont provisions sur le budget : 1 069,20 € et fonds de travaux : 53,46 €'),
        p('(fonds de travaux — lot 4 : 45,90 € ; lot 9 : 5,94 € ; lot 15 : 1,62 €).'),
        p('Pour mémoire, votre part annuelle du budget 2025 est de 4 276,80 €'),
        p(
          '(lot 4, appartement, 170 / 1 000 : 3 672,00 € ; lot 9, garage, 22 / 1 000 : 475,20 € ; lot 15, cave, 6 / 1 000 : 129,60 €).',
        ),
        p(
          'Vous pouvez régler par virement sur le compte du syndicat (Crédit Agricole, IBAN en pied de message) ou par chèque dans ma boîte aux lettres, avant le 1er juillet.',
        ),
        p('Bonne fin de semaine,\nGérard Lemaire\nSyndic bénévole — lot 6'),
        small(
          'IBAN du syndicat des copropriétaires du 9 rue Thiers : FR76 1600 6210 0000 0456 7812 934',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail for three lots of one owner, calendar exercise: the total, then
    // its breakdown per lot on the next line, the annual shares the same way, no table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-08',
    figures: [
      day('document_date', '2025-06-08'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 1840000),
      money('expected_budget', 441600),
      money('works_funds_contribution', 92000),
      money('works_funds_last_contribution', 5520),
    ],
    pages: [
      [
        small('From: Copropriété Les Tilleuls <copro.lestilleuls.albi@gmail.com>'),
        small('To: Philippe Azéma'),
        small('Sent: dimanche 8 juin 2025 20:31'),
        small('Subject: Appel de fonds juillet 2025 — vos lots 2, 11 et 12'),
        p('Bonjour Philippe,'),
        p(
          'Voici l’appel du 3e trimestre pour l’exercice 2025 (01/01/2025 – 31/12/2025). Budget voté en AG le 22 mars 2025 : 18 400,00 € ; fonds de travaux : 920,00 € par an.',
        ),
        p('Montant à régler au 01/07/2025 pour tes trois lots :'),
        p('1 159,20 €'),
        p('soit lot 2 : 990,15 € ; lot 11 : 144,90 € ; lot 12 : 24,15 €.'),
        p('Dans ce montant, la part du fonds de travaux est de 55,20 €'),
        p('(lot 2 : 47,15 € ; lot 11 : 6,90 € ; lot 12 : 1,15 €).'),
        p('Ta quote-part annuelle du budget 2025 est de 4 416,00 €'),
        p(
          '(lot 2 : 3 772,00 € ; lot 11 : 552,00 € ; lot 12 : 92,00 €), en millièmes : 205, 30 et 5 / 1 000.',
        ),
        p(
          'Merci de faire le virement avant la fin du mois.\nAmitiés,\nMarie-Hélène Cabrol, syndic bénévole de la copropriété Les Tilleuls, 14 rue Croix-Verte 81000 Albi',
        ),
      ],
    ],
  },
  {
    // a big group's call over two pages, April–March: page 1 the summary to pay, page 2 the
    // detail under a merged header row (« Budget annuel » over « immeuble » and « votre lot »)
    // and the collective loan's box
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('works_funds_last_contribution', 4240),
      money('building_budget', 12400000, 2),
      money('expected_budget', 561600, 2),
      money('works_funds_contribution', 640000, 2),
      money('loan_amount', 18000000, 2),
      money('loan_share', 477000, 2),
      money('loan_instalment', 14117, 2),
      money('loan_remaining', 383297, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'ASTRÉE GESTION — agence de Dijon — 9 place Darcy 21000 Dijon — 03 80 43 17 25 — www.astree-gestion.fr',
        ),
        small(
          'Copropriété 2107 LES HAUTS DE MONTCHAPET — copropriétaire 2107-0088 — édité le 19/06/2025 — page 1/2',
        ),
        right('M. et Mme Julien Morel\n14 rue de Montchapet, bât. A\n21000 Dijon'),
        title('AVIS D’APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025'),
        p(
          'Lot 88 — appartement T4, bâtiment A — exercice du 01/04/2025 au 31/03/2026, 2e échéance',
        ),
        table(
          ['Récapitulatif de l’échéance', 'Montant'],
          ['Provisions sur budget prévisionnel (1/4)', '1 404,00 €'],
          ['Cotisation au fonds de travaux (1/4)', '42,40 €'],
          ['Emprunt collectif ravalement — échéance trimestrielle', '141,17 €'],
          ['Total à payer au 01/07/2025', '1 587,57 €'],
        ),
        p(
          'Prélèvement automatique le 05/07/2025 sur le compte enregistré (mandat SEPA n° ASG-2107-0088). Le détail du calcul figure en page 2.',
        ),
        small(
          'En cas de vente de votre lot, le capital restant dû sur votre quote-part d’emprunt devient exigible à la signature de l’acte authentique.',
        ),
      ],
      [
        small('LES HAUTS DE MONTCHAPET — 2107-0088 — détail de l’appel — page 2/2'),
        listing(
          ['', '', 'Budget annuel', '', 'Appel du'],
          ['Clé', 'Tantièmes', 'immeuble', 'votre lot', '01/07/2025'],
          ['Charges générales', '265 / 10 000', '92 000,00', '2 438,00', '609,50'],
          ['Bâtiment A', '98 / 1 000', '18 000,00', '1 764,00', '441,00'],
          ['Ascenseur A', '101 / 1 000', '14 000,00', '1 414,00', '353,50'],
          ['Total budget 2025/2026', '', '124 000,00', '5 616,00', '1 404,00'],
          ['Fonds de travaux (art. 14-2)', '265 / 10 000', '6 400,00', '169,60', '42,40'],
        ),
        small(
          'Budget 2025/2026 et cotisation au fonds de travaux votés par l’assemblée générale du 20/06/2024.',
        ),
        heading('Emprunt collectif — ravalement des façades (AG du 15/06/2022)'),
        table(
          ['Emprunt', 'Montant'],
          ['Capital emprunté par le syndicat', '180 000,00 €'],
          ['Votre quote-part (265 / 10 000)', '4 770,00 €'],
          ['Échéance trimestrielle de votre lot (capital et intérêts)', '141,17 €'],
          ['Capital restant dû sur votre quote-part au 01/04/2025', '3 832,97 €'],
          ['Prochaine échéance', '01/07/2025'],
        ),
      ],
    ],
  },
  {
    // a big group's call over two pages, April–March: page 1 the summary to pay, page 2 the
    // detail under a merged header row (« Budget annuel » over « immeuble » and « votre lot »)
    // and the collective loan's box
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-23',
    figures: [
      day('document_date', '2025-06-23'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('works_funds_last_contribution', 3498),
      money('building_budget', 8600000, 2),
      money('expected_budget', 276120, 2),
      money('works_funds_contribution', 440000, 2),
      money('loan_amount', 13500000, 2),
      money('loan_share', 429300, 2),
      money('loan_instalment', 10744, 2),
      money('loan_remaining', 383927, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'OCÉANIS SYNDIC — agence Côte basque — 6 avenue Édouard-VII 64200 Biarritz — 05 59 24 38 70',
        ),
        small('Immeuble 6412 VILLA BELLEVUE — compte 6412-0031 — 23/06/2025 — feuillet 1/2'),
        right('Mme Maite Etcheverry\n3 rue Gambetta, appt 31\n64200 Biarritz'),
        title('Appel de fonds du 1er juillet 2025'),
        p('Lot 31 — exercice 2025/2026 (du 1er avril 2025 au 31 mars 2026), échéance 2/4'),
        table(
          ['Ce que vous devez payer', 'Euros'],
          ['Provisions de charges du trimestre', '690,30'],
          ['Fonds de travaux du trimestre', '34,98'],
          ['Échéance de l’emprunt toiture', '107,44'],
          ['Montant de l’appel', '832,72'],
        ),
        p(
          'À régler au plus tard le 01/07/2025 par virement, chèque ou paiement en ligne sur votre espace.',
        ),
      ],
      [
        small('Villa Bellevue — 6412-0031 — feuillet 2/2'),
        heading('Détail du calcul'),
        listing(
          ['', '', 'Montant annuel', '', 'Échéance'],
          ['Répartition', 'Quote-part', 'copropriété', 'lot 31', 'du trimestre'],
          ['Charges communes générales', '318 / 10 000', '64 000,00', '2 035,20', '508,80'],
          ['Chauffage collectif', '330 / 10 000', '22 000,00', '726,00', '181,50'],
          ['Budget prévisionnel', '', '86 000,00', '2 761,20', '690,30'],
          ['Fonds de travaux ALUR', '318 / 10 000', '4 400,00', '139,92', '34,98'],
        ),
        small('Budget et cotisation votés par l’assemblée générale du 18/06/2024.'),
        heading('Emprunt collectif toiture (AG du 22/06/2023, 12 ans)'),
        table(
          ['', 'Euros'],
          ['Montant emprunté par la copropriété', '135 000,00'],
          ['Part du lot 31 (318 / 10 000)', '4 293,00'],
          ['Échéance trimestrielle du lot 31', '107,44'],
          ['Capital restant dû par le lot 31 au 01/04/2025', '3 839,27'],
          ['Prochaine échéance', '01/07/2025'],
        ),
      ],
    ],
  },
  {
    // an online syndic's extranet page « Mon échéancier », October–September, ISO dates: the menu,
    // the twelve monthly instalments with their status, the coming one's detail and the loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-24',
    figures: [
      day('document_date', '2025-06-24'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 7800000),
      money('expected_budget', 243360),
      money('works_funds_contribution', 390000),
      money('works_funds_last_contribution', 1014),
      money('loan_amount', 9600000),
      money('loan_share', 299520),
      money('loan_instalment', 2878),
      money('loan_remaining', 248635),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        small(
          'coprolink.fr  |  Mon espace  ›  Mes finances  ›  Mon échéancier           Aide  ·  Mon profil  ·  Déconnexion',
        ),
        small(
          'COPROLINK — syndic en ligne — 40 rue de la République 69002 Lyon — page générée le 2025-06-24 à 07:58',
        ),
        heading('Mon échéancier 2024-10-01 → 2025-09-30'),
        p(
          'Mme Hélène Vasseur — lot 17 (T3, 3e étage) — copropriété 69-0733 LES TERRASSES DE LA SAÔNE',
        ),
        listing(
          ['Échéance', 'Provisions', 'Fonds travaux', 'Emprunt', 'Total', 'Statut'],
          ['2024-10-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2024-11-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2024-12-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-01-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-02-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-03-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-04-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-05-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-06-01', '202,80', '10,14', '28,78', '241,72', 'Prélevé'],
          ['2025-07-01', '202,80', '10,14', '28,78', '241,72', 'À venir'],
          ['2025-08-01', '202,80', '10,14', '28,78', '241,72', 'À venir'],
          ['2025-09-01', '202,80', '10,14', '28,78', '241,72', 'À venir'],
          ['Total', '2 433,60', '121,68', '345,36', '2 900,64', ''],
        ),
        table(
          ['Ma copropriété', ''],
          ['Budget voté pour l’exercice (AG du 2023-12-07)', '78 000,00 €'],
          ['Ma quote-part annuelle (312 / 10 000)', '2 433,60 €'],
          ['Fonds de travaux voté', '3 900,00 €'],
          ['Ma cotisation mensuelle au fonds', '10,14 €'],
        ),
        table(
          ['Mon emprunt : ascenseur (souscrit en 2023)', ''],
          ['Capital emprunté par le syndicat', '96 000,00 €'],
          ['Ma quote-part', '2 995,20 €'],
          ['Ma mensualité', '28,78 €'],
          ['Capital restant dû au 2025-06-01', '2 486,35 €'],
          ['Prochaine mensualité', '2025-07-01'],
        ),
        small(
          'Les montants sont prélevés le 5 de chaque mois. Une question ? Écrivez-nous depuis la messagerie de votre espace.',
        ),
      ],
    ],
  },
  {
    // an online syndic's extranet page « Mon échéancier », October–September, ISO dates: the menu,
    // the twelve monthly instalments with their status, the coming one's detail and the loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-21',
    figures: [
      day('document_date', '2025-06-21'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 6600000),
      money('expected_budget', 181500),
      money('works_funds_contribution', 336000),
      money('works_funds_last_contribution', 770),
      money('loan_amount', 12000000),
      money('loan_share', 330000),
      money('loan_instalment', 2311),
      money('loan_remaining', 268089),
      day('dt_loan_next', '2025-07-01'),
    ],
    pages: [
      [
        small(
          'SYNDEO  —  Tableau de bord  |  Échéancier  |  Paiements  |  Documents  |  Assemblées  |  Mon compte',
        ),
        small('Accueil / Échéancier / Exercice 2024-2025 — export PDF du 2025-06-21'),
        heading('Échéancier de M. Olivier Decroix — lot 9'),
        p(
          'Résidence LE CLOS DE L’ESPLANADE (59-0412), 3 rue Royale 59000 Lille — exercice du 2024-10-01 au 2025-09-30',
        ),
        listing(
          ['Mois', 'Charges', 'Fonds de\ntravaux', 'Prêt\nfaçades', 'Montant', 'État'],
          ['octobre 2024', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['novembre 2024', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['décembre 2024', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['janvier 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['février 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['mars 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['avril 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['mai 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['juin 2025', '151,25', '7,70', '23,11', '182,06', 'payé'],
          ['juillet 2025', '151,25', '7,70', '23,11', '182,06', 'à échoir'],
          ['août 2025', '151,25', '7,70', '23,11', '182,06', 'à échoir'],
          ['septembre 2025', '151,25', '7,70', '23,11', '182,06', 'à échoir'],
        ),
        table(
          ['Base de calcul', 'Montant'],
          ['Budget 2024-2025 voté le 2023-12-12', '66 000,00'],
          ['Votre part (275 / 10 000)', '1 815,00'],
          ['Cotisation fonds de travaux 2024-2025', '3 360,00'],
          ['Votre part du fonds, par mois', '7,70'],
        ),
        table(
          ['Prêt façades (2021, 15 ans)', 'Montant'],
          ['Montant emprunté', '120 000,00'],
          ['Part du lot 9', '3 300,00'],
          ['Mensualité du lot 9', '23,11'],
          ['Reste dû par le lot 9 au 2025-06-01', '2 680,89'],
          ['Prochain prélèvement du prêt', '2025-07-01'],
        ),
        small('Montants en euros, prélevés le 1er de chaque mois.'),
      ],
    ],
  },
  {
    // extranet export « Situation de compte au … », calendar exercise, one lot: the menu and
    // breadcrumb, the ledger with « DB », a rejected direct debit, and a one-row summary whose
    // headers wrap onto two lines (« Solde au / 16/06/2025 »)
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('expected_budget', 276480),
      money('budget', 69120),
      money('works_funds_last_contribution', 3456),
      money('wanted_loads', 4836),
      money('other_due', 1500),
      money('reserved_advances', 27600),
    ],
    pages: [
      [
        small(
          'VAUBAN PATRIMOINE SYNDIC — Mon Espace Copropriétaire      Accueil | Mon compte | Mes documents | Ma copropriété | Nous contacter',
        ),
        small('Accueil › Mon compte › Situation de compte'),
        heading('Situation de compte au 16/06/2025'),
        p(
          'M. Frédéric Lambert — compte 5921-0112 — Résidence LE JARDIN VAUBAN, 2 boulevard Vauban 59000 Lille — lot 112 (appartement, 4e étage)',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'Appel provisions 1T2025', '691,20', '', '691,20 DB'],
          ['01/01/2025', 'Appel fonds de travaux 1T2025', '34,56', '', '725,76 DB'],
          ['08/01/2025', 'Prélèvement SEPA', '', '725,76', '0,00'],
          ['01/04/2025', 'Appel provisions 2T2025', '691,20', '', '691,20 DB'],
          ['01/04/2025', 'Appel fonds de travaux 2T2025', '34,56', '', '725,76 DB'],
          ['08/04/2025', 'Prélèvement SEPA', '', '725,76', '0,00'],
          [
            '14/04/2025',
            'Rejet de prélèvement (provision insuffisante)',
            '725,76',
            '',
            '725,76 DB',
          ],
          ['14/04/2025', 'Frais de rejet', '15,00', '', '740,76 DB'],
          [
            '15/04/2025',
            'Régularisation des charges 2024 (AG du 10/04/2025)',
            '48,36',
            '',
            '789,12 DB',
          ],
          ['', 'Totaux', '2 240,64', '1 451,52', '789,12 DB'],
        ),
        table(
          [
            'Budget 2025\nde votre lot',
            'Provisions\nimpayées',
            'Fonds de travaux\n(dernier appel)',
            'Régularisation\n2024 impayée',
            'Frais',
            'Solde au\n16/06/2025',
          ],
          ['2 764,80', '691,20', '34,56', '48,36', '15,00', '789,12 DB'],
        ),
        p('Avances de trésorerie versées et conservées par le syndicat : 276,00 €.'),
        small('[ Régler mon solde par carte ]   [ Télécharger mes relevés ]'),
        small(
          'DB : somme due par vous. Document imprimé le 16/06/2025 depuis espace.vauban-patrimoine.fr — Vauban Patrimoine Syndic, 41 rue Nationale 59000 Lille.',
        ),
      ],
    ],
  },
  {
    // extranet export « Situation de compte au … », calendar exercise, one lot: the menu and
    // breadcrumb, the ledger with « DB », the last call and last year's regularisation unpaid,
    // and a one-row summary whose headers wrap onto two lines (« Solde au / 12/06/2025 »)
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      money('expected_budget', 195840),
      money('budget', 48960),
      money('works_funds_last_contribution', 2448),
      money('wanted_loads', 3174),
      money('reserved_advances', 19000),
    ],
    pages: [
      [
        small(
          'Extranet copropriétaires — CABINET DELORME IMMOBILIER   ▸ Mes comptes   ▸ Mes documents   ▸ Ma résidence   ▸ Déconnexion',
        ),
        small('Vous êtes ici : Mes comptes > Situation de compte'),
        heading('Situation de compte au 12/06/2025'),
        p(
          'Mme Josiane Perret — copropriété LE CLOS DES CANUTS, 11 rue d’Ivry 69004 Lyon — lot 6 — référence client 0412-006',
        ),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Report de l’exercice 2024', '', '', '0,00'],
          ['01/01/2025', 'Provisions 1er trimestre 2025', '489,60', '', '489,60 DB'],
          ['01/01/2025', 'Fonds travaux 1er trimestre 2025', '24,48', '', '514,08 DB'],
          ['17/01/2025', 'Virement reçu', '', '514,08', '0,00'],
          ['01/04/2025', 'Provisions 2e trimestre 2025', '489,60', '', '489,60 DB'],
          ['01/04/2025', 'Fonds travaux 2e trimestre 2025', '24,48', '', '514,08 DB'],
          ['22/04/2025', 'Répartition de l’exercice 2024 — complément', '31,74', '', '545,82 DB'],
          ['', 'Totaux', '1 059,90', '514,08', '545,82 DB'],
        ),
        table(
          [
            'Quote-part\nbudget 2025',
            'Provisions du\n01/04 non réglées',
            'Fonds de travaux\ndu 01/04',
            'Exercice 2024\nnon réglé',
            'Solde au\n12/06/2025',
          ],
          ['1 958,40', '489,60', '24,48', '31,74', '545,82 DB'],
        ),
        p('Fonds de roulement détenu par le syndicat pour votre lot : 190,00 €.'),
        small(
          'Imprimé le 12/06/2025 — Cabinet Delorme Immobilier, 5 place des Terreaux 69001 Lyon — DB : débiteur.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: one amount column with the
    // credits in parentheses, last year's arrears and regularisation, a works call and the last
    // quarter unpaid, recovery costs; the balance broken down at the end
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    scan: scanned(180, 1.0, 12),
    figures: [
      day('document_date', '2025-06-06'),
      money('expected_budget', 186240),
      money('wanted_loads', 17895, 2),
      money('budget', 46560, 2),
      money('works_funds_last_contribution', 2328, 2),
      money('unbudget', 46000, 2),
      money('other_due', 4200, 2),
      money('reserved_advances', 18000, 2),
    ],
    pages: [
      [
        heading('CABINET FAURE-MARTIN'),
        small(
          'Administration de copropriétés — 18 rue Blatin 63000 Clermont-Ferrand — 04 73 93 27 51',
        ),
        right('Mme Brigitte Chanet\n7 rue Ballainvilliers\n63000 Clermont-Ferrand'),
        p('Clermont-Ferrand, le 6 juin 2025'),
        p(
          'Copropriété LE DOMAINE DE MONTJUZET — lot 8 — exercice du 01/07/2024 au 30/06/2025 — provisions annuelles de votre lot : 1 862,40 € (465,60 € par trimestre) — fonds de travaux : 23,28 € par trimestre',
        ),
        table(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['01/07/2024', 'Solde dû au 30/06/2024', '136,80', '136,80'],
          ['01/07/2024', 'Provisions 1er trimestre', '465,60', '602,40'],
          ['01/07/2024', 'Fonds de travaux 1er trimestre', '23,28', '625,68'],
          ['15/07/2024', 'Chèque', '(488,88)', '136,80'],
          ['01/10/2024', 'Provisions 2e trimestre', '465,60', '602,40'],
          ['01/10/2024', 'Fonds de travaux 2e trimestre', '23,28', '625,68'],
          ['10/10/2024', 'Virement', '(488,88)', '136,80'],
          ['02/12/2024', 'Régularisation 2023/2024 (AG du 21/11/2024)', '42,15', '178,95'],
          ['', 'À reporter', '', '178,95'],
        ),
        small('Montants entre parenthèses : sommes portées à votre crédit. Suite au verso — 1/2'),
      ],
      [
        small('Le Domaine de Montjuzet — lot 8 — Mme Chanet — 2/2'),
        table(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['', 'Report', '', '178,95'],
          ['01/01/2025', 'Provisions 3e trimestre', '465,60', '644,55'],
          ['01/01/2025', 'Fonds de travaux 3e trimestre', '23,28', '667,83'],
          ['01/01/2025', 'Colonnes d’eau — appel 1/2 (AG du 21/11/2024)', '460,00', '1 127,83'],
          ['20/01/2025', 'Virement', '(948,88)', '178,95'],
          ['03/03/2025', 'Frais de relance', '12,00', '190,95'],
          ['01/04/2025', 'Provisions 4e trimestre', '465,60', '656,55'],
          ['01/04/2025', 'Fonds de travaux 4e trimestre', '23,28', '679,83'],
          ['01/04/2025', 'Colonnes d’eau — appel 2/2', '460,00', '1 139,83'],
          ['20/05/2025', 'Frais de mise en demeure', '30,00', '1 169,83'],
          ['', 'Total des débits', '3 096,47', ''],
          ['', 'Total des crédits', '(1 926,64)', '1 169,83'],
        ),
        table(
          ['Votre solde se compose de', 'Montant'],
          ['Exercice 2023/2024 clos : solde et régularisation', '178,95'],
          ['Provisions du 4e trimestre 2024/2025', '465,60'],
          ['Fonds de travaux du 4e trimestre', '23,28'],
          ['Colonnes d’eau, appel 2/2', '460,00'],
          ['Frais de recouvrement (relance et mise en demeure)', '42,00'],
          ['Solde débiteur au 06/06/2025', '1 169,83'],
        ),
        p('Avance de trésorerie versée à l’achat et détenue par le syndicat : 180,00 €.'),
        small(
          'Sans règlement sous huitaine, le dossier sera transmis à notre avocat. — Le service contentieux',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: one amount column with the
    // credits in parentheses, last year's arrears and regularisation, a works call and the last
    // quarter unpaid, recovery costs; the balance broken down at the end
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-27',
    scan: scanned(170, -1.1, 13),
    figures: [
      day('document_date', '2025-05-27'),
      money('expected_budget', 221760),
      money('wanted_loads', 11540, 2),
      money('budget', 55440, 2),
      money('works_funds_last_contribution', 2772, 2),
      money('unbudget', 63000, 2),
      money('other_due', 5100, 2),
      money('reserved_advances', 22000, 2),
    ],
    pages: [
      [
        heading('AGENCE SAINT-CYPRIEN GESTION'),
        small(
          'Syndic — 42 rue de la République 31300 Toulouse — 05 61 42 18 07 — contact@stcyprien-gestion.fr',
        ),
        right('M. Sébastien Cazals\n15 allées Charles-de-Fitte\n31300 Toulouse'),
        p('Toulouse, le 27/05/2025'),
        p(
          'Résidence LES JARDINS DE LA GRAVE — lot 3 — exercice 2024/2025 (1er juillet 2024 – 30 juin 2025) — budget annuel de votre lot : 2 217,60 €, appelé par quarts de 554,40 € — fonds de travaux : 27,72 € par appel',
        ),
        table(
          ['Date', 'Opération', 'Montant', 'Solde'],
          ['01/07/2024', 'Arriéré au 30/06/2024', '88,50', '88,50'],
          ['01/07/2024', 'Appel de provisions T1', '554,40', '642,90'],
          ['01/07/2024', 'Fonds de travaux T1', '27,72', '670,62'],
          ['18/07/2024', 'Chèque n° 0912734', '(582,12)', '88,50'],
          ['01/10/2024', 'Appel de provisions T2', '554,40', '642,90'],
          ['01/10/2024', 'Fonds de travaux T2', '27,72', '670,62'],
          ['14/10/2024', 'Virement', '(582,12)', '88,50'],
          ['09/12/2024', 'Régularisation 2023/2024 (AG du 28/11/2024)', '26,90', '115,40'],
          ['', 'Solde à reporter', '', '115,40'],
        ),
        small('(…) : crédit. Page 1/2'),
      ],
      [
        small('Les Jardins de la Grave — lot 3 — 2/2'),
        table(
          ['Date', 'Opération', 'Montant', 'Solde'],
          ['', 'Solde reporté', '', '115,40'],
          ['01/01/2025', 'Appel de provisions T3', '554,40', '669,80'],
          ['01/01/2025', 'Fonds de travaux T3', '27,72', '697,52'],
          ['01/01/2025', 'Ascenseur mise aux normes — appel 1/2', '630,00', '1 327,52'],
          ['24/01/2025', 'Virement', '(1 212,12)', '115,40'],
          ['04/03/2025', 'Lettre de relance', '15,00', '130,40'],
          ['01/04/2025', 'Appel de provisions T4', '554,40', '684,80'],
          ['01/04/2025', 'Fonds de travaux T4', '27,72', '712,52'],
          ['01/04/2025', 'Ascenseur mise aux normes — appel 2/2', '630,00', '1 342,52'],
          ['12/05/2025', 'Mise en demeure (LRAR)', '36,00', '1 378,52'],
          ['', 'Cumul des débits', '3 754,88', ''],
          ['', 'Cumul des crédits', '(2 376,36)', '1 378,52'],
        ),
        table(
          ['Détail de la somme due', 'Euros'],
          ['Exercices clos (arriéré et régularisation 2023/2024)', '115,40'],
          ['Provisions T4 2024/2025', '554,40'],
          ['Fonds de travaux T4', '27,72'],
          ['Travaux ascenseur, appel 2/2', '630,00'],
          ['Frais de recouvrement', '51,00'],
          ['Total dû au 27/05/2025', '1 378,52'],
        ),
        p('Fonds de roulement détenu par le syndicat : 220,00 €.'),
        small('Agence Saint-Cyprien Gestion — service copropriété.'),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail answering « où en est mon compte ? », October–September, two
    // lots: a short ledger with « DB » / « CR », the account ending in credit, each figure given
    // in total then per lot in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      money('expected_budget', 388800),
      money('works_funds_last_contribution', 4860),
      money('budget', 0),
      money('credit_balance', 8640),
      money('reserved_advances', 13500),
    ],
    pages: [
      [
        small('De : Bernard Favre (syndic bénévole) <copro.lesaravis@gmail.com>'),
        small('À : Mme Christine Mugnier'),
        small('Date : lundi 9 juin 2025 18:22'),
        small('Objet : RE: Situation de mon compte avant la vente'),
        p('Bonjour Madame Mugnier,'),
        p(
          'Comme demandé, voici la situation de votre compte dans la copropriété LES ARAVIS (5 avenue de Chevêne 74000 Annecy) pour vos lots 6 (appartement, 126 / 1 000) et 14 (cave, 9 / 1 000), sur l’exercice en cours du 1er octobre 2024 au 30 septembre 2025.',
        ),
        table(
          ['Date', 'Opération (lots 6 et 14)', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Report au 30/09/2024', '', '', '0,00'],
          [
            '01/10/2024',
            'Appel 1er trimestre (provisions 972,00 + fonds 48,60)',
            '1 020,60',
            '',
            '1 020,60 DB',
          ],
          ['07/10/2024', 'Virement', '', '1 020,60', '0,00'],
          ['01/01/2025', 'Appel 2e trimestre', '1 020,60', '', '1 020,60 DB'],
          ['10/01/2025', 'Virement', '', '1 020,60', '0,00'],
          [
            '20/03/2025',
            'Excédent de l’exercice 2023/2024 (AG du 13/03/2025)',
            '',
            '86,40',
            '86,40 CR',
          ],
          ['01/04/2025', 'Appel 3e trimestre', '1 020,60', '', '934,20 DB'],
          ['04/04/2025', 'Virement', '', '1 020,60', '86,40 CR'],
        ),
        p('Provisions impayées à ce jour : 0,00 €.'),
        p(
          'Solde créditeur : 86,40 € CR (lot 6 : 80,64 € ; lot 14 : 5,76 €), qui sera déduit de l’appel du 1er juillet.',
        ),
        p(
          'Votre part du budget 2024/2025 (28 800,00 € pour l’immeuble) est de 3 888,00 € (lot 6 : 3 628,80 € ; lot 14 : 259,20 €) ; la cotisation au fonds de travaux de chaque appel est de 48,60 € (lot 6 : 45,36 € ; lot 14 : 3,24 €).',
        ),
        p(
          'Avances de trésorerie versées : 135,00 € (lot 6 : 126,00 € ; lot 14 : 9,00 €), remboursables à la vente.',
        ),
        p('Bien à vous,\nBernard Favre — syndic bénévole, lot 2'),
        small(
          '> Le 8 juin 2025 à 10:14, Christine Mugnier a écrit : Bonjour, pourriez-vous m’indiquer où en est mon compte ? Je signe le compromis le 20 juin. Merci.',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail answering « où en est mon compte ? », October–September, two
    // lots: a short ledger with « DB » / « CR », the account ending in credit, each figure given
    // in total then per lot in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('expected_budget', 384000),
      money('works_funds_last_contribution', 4800),
      money('budget', 0),
      money('credit_balance', 5760),
      money('reserved_advances', 16000),
    ],
    pages: [
      [
        small('De : Syndic bénévole — Résidence du Parc <residenceduparc.pau@laposte.net>'),
        small('Envoyé : lundi 2 juin 2025 08:47'),
        small('À : Jean-Pierre Laborde'),
        small('Objet : Votre compte copropriétaire (lots 3 et 10)'),
        p('Monsieur Laborde,'),
        p(
          'Voici l’état de votre compte dans la Résidence du Parc, 22 avenue Trespoey 64000 Pau, pour l’exercice du 01/10/2024 au 30/09/2025 (budget voté : 24 000,00 €).',
        ),
        table(
          ['Date', 'Mouvement', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Solde reporté', '', '', '0,00'],
          ['01/10/2024', 'Appel T1 — lots 3 et 10', '1 008,00', '', '1 008,00 DB'],
          ['12/10/2024', 'Chèque', '', '1 008,00', '0,00'],
          ['01/01/2025', 'Appel T2 — lots 3 et 10', '1 008,00', '', '1 008,00 DB'],
          ['09/01/2025', 'Chèque', '', '1 008,00', '0,00'],
          ['28/02/2025', 'Trop-perçu 2023/2024 (AG du 20/02/2025)', '', '57,60', '57,60 CR'],
          ['01/04/2025', 'Appel T3 — lots 3 et 10', '1 008,00', '', '950,40 DB'],
          ['11/04/2025', 'Chèque', '', '1 008,00', '57,60 CR'],
        ),
        p('Appels échus non payés : 0,00 €. Votre compte est créditeur de 57,60 € CR'),
        p('(lot 3 : 51,12 € ; lot 10 : 6,48 €).'),
        p(
          'Chaque appel trimestriel de 1 008,00 € comprend les provisions (960,00 €) et le fonds de travaux, 48,00 € (lot 3 : 42,60 € ; lot 10 : 5,40 €). Votre part annuelle du budget : 3 840,00 € (lot 3, 142 / 1 000 : 3 408,00 € ; lot 10, 18 / 1 000 : 432,00 €).',
        ),
        p('Fonds de roulement versé : 160,00 € (lot 3 : 142,00 € ; lot 10 : 18,00 €).'),
        p('Cordialement,\nAnne-Sophie Darrigrand, syndic bénévole'),
      ],
    ],
  },
  {
    // a big group's statement over two pages, calendar exercise, landscape: the ledger of the
    // year on page 1, then the lot's recap per exercise (« Budget 2024 | Réalisé 2024 | Budget
    // 2025 ») per key and the balance broken down on page 2
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-18',
    landscape: true,
    figures: [
      day('document_date', '2025-06-18'),
      money('expected_budget_n', 267600, 2),
      money('budget_n', 272768, 2),
      money('expected_budget', 276300, 2),
      money('budget', 69075, 2),
      money('works_funds_last_contribution', 2808, 2),
      money('wanted_loads', 5168, 2),
      money('reserved_advances', 30000, 2),
    ],
    pages: [
      [
        small(
          'ORIAL SYNDIC — direction régionale Méditerranée — 60 rue de Rome 13001 Marseille — service relation copropriétaires 04 91 55 20 80',
        ),
        small(
          'Relevé n° 1334-0045-2025-06 — édité le 18/06/2025 — immeuble 1334 LES TERRASSES DU ROUCAS — page 1/2',
        ),
        right('Mme Nathalie Giordano\n28 chemin du Roucas-Blanc, lot 45\n13007 Marseille'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE — PÉRIODE DU 01/01/2025 AU 18/06/2025'),
        listing(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', '', 'Solde au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'AF', 'Provisions 1T2025', '690,75', '', '690,75 DB'],
          ['01/01/2025', 'AF', 'Fonds de travaux 1T2025', '28,08', '', '718,83 DB'],
          ['06/01/2025', 'PR', 'Prélèvement', '', '718,83', '0,00'],
          ['01/04/2025', 'AF', 'Provisions 2T2025', '690,75', '', '690,75 DB'],
          ['01/04/2025', 'AF', 'Fonds de travaux 2T2025', '28,08', '', '718,83 DB'],
          [
            '05/05/2025',
            'OD',
            'Régularisation des charges 2024 (AG du 29/04/2025)',
            '51,68',
            '',
            '770,51 DB',
          ],
          ['', '', 'Totaux au 18/06/2025', '1 489,34', '718,83', '770,51 DB'],
        ),
        small(
          'Le prélèvement du 2e trimestre n’a pu être présenté : mandat révoqué le 20/03/2025. Détail de votre lot en page 2.',
        ),
      ],
      [
        small('LES TERRASSES DU ROUCAS — compte 1334-0045 — page 2/2'),
        heading('Récapitulatif par exercice — lot 45'),
        listing(
          ['Clé', 'Tantièmes', 'Budget 2024', 'Réalisé 2024', 'Budget 2025'],
          ['Charges générales', '312 / 10 000', '1 872,00', '1 909,58', '1 934,40'],
          ['Ascenseur', '48 / 1 000', '384,00', '370,20', '393,60'],
          ['Chauffage collectif', '300 / 10 000', '420,00', '447,90', '435,00'],
          ['Total charges courantes', '', '2 676,00', '2 727,68', '2 763,00'],
          ['Fonds de travaux (art. 14-2)', '312 / 10 000', '106,08', '106,08', '112,32'],
        ),
        small(
          'Réalisé 2024 : comptes approuvés par l’assemblée générale du 29/04/2025 ; écart de 51,68 € à votre charge.',
        ),
        table(
          ['Composition du solde débiteur', 'Montant'],
          ['Provisions 2T2025 impayées', '690,75 DB'],
          ['Fonds de travaux 2T2025', '28,08 DB'],
          ['Régularisation de l’exercice 2024', '51,68 DB'],
          ['Solde au 18/06/2025', '770,51 DB'],
        ),
        p('Avance de trésorerie (fonds de roulement) détenue par le syndicat : 300,00 €.'),
        small(
          'DB : débiteur — CR : créditeur. Règlement par virement sur le compte séparé du syndicat, référence 1334-0045.',
        ),
      ],
    ],
  },
  {
    // a big group's statement over two pages, calendar exercise, landscape: the ledger of the
    // year on page 1, then the lot's recap per exercise (« Budget 2024 | Réalisé 2024 | Budget
    // 2025 ») per key and the balance broken down on page 2
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    landscape: true,
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget_n', 202920, 2),
      money('budget_n', 205699, 2),
      money('expected_budget', 209328, 2),
      money('budget', 0, 2),
      money('works_funds_last_contribution', 2581, 2),
      money('wanted_loads', 2779, 2),
      money('reserved_advances', 25000, 2),
    ],
    pages: [
      [
        small(
          'GESTIA COPROPRIÉTÉS — groupe Ligérien — 12 rue de la Barre 49100 Angers — gestion@gestia-copro.fr',
        ),
        small(
          'Immeuble 4903 LE QUAI DES CARMES — copropriétaire 4903-0007 — Angers, le 11/06/2025 — feuillet 1/2',
        ),
        right('M. Yannick Boisseau\n6 quai des Carmes\n49100 Angers'),
        title('Extrait de compte — exercice 2025 au 11/06/2025'),
        listing(
          ['Date', 'Journal', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', '', 'Report à nouveau', '', '', '0,00'],
          ['01/01/2025', 'APF', 'Appel provisions T1', '523,32', '', '523,32 DB'],
          ['01/01/2025', 'APF', 'Appel fonds de travaux T1', '25,81', '', '549,13 DB'],
          ['10/01/2025', 'BQ', 'Virement reçu', '', '549,13', '0,00'],
          ['01/04/2025', 'APF', 'Appel provisions T2', '523,32', '', '523,32 DB'],
          ['01/04/2025', 'APF', 'Appel fonds de travaux T2', '25,81', '', '549,13 DB'],
          ['09/04/2025', 'BQ', 'Virement reçu', '', '549,13', '0,00'],
          [
            '26/05/2025',
            'OD',
            'Répartition exercice 2024 (AG du 20/05/2025)',
            '27,79',
            '',
            '27,79 DB',
          ],
          ['', '', 'Totaux', '1 126,05', '1 098,26', '27,79 DB'],
        ),
      ],
      [
        small('Le Quai des Carmes — 4903-0007 — feuillet 2/2'),
        heading('Vos charges exercice par exercice — lot 7 (356 / 10 000)'),
        listing(
          ['Répartition', 'Budget\n2024', 'Réalisé\n2024', 'Budget\n2025'],
          ['Charges communes générales', '1 708,80', '1 741,06', '1 762,20'],
          ['Eau froide', '320,40', '315,93', '331,08'],
          ['Total', '2 029,20', '2 056,99', '2 093,28'],
          ['Cotisation fonds de travaux', '101,46', '101,46', '103,24'],
        ),
        table(
          ['Ce que vous devez', 'Euros'],
          ['Provisions échues impayées', '0,00'],
          ['Complément de charges 2024', '27,79'],
          ['Total dû au 11/06/2025', '27,79'],
        ),
        p(
          'Cotisation au fonds de travaux appelée le 01/04/2025 : 25,81 € (réglée). Avances détenues par le syndicat : 250,00 €.',
        ),
        small(
          'Les provisions 2025 sont appelées par quarts les 1er janvier, avril, juillet et octobre.',
        ),
      ],
    ],
  },
  {
    // an online syndic's monthly ledger, April–March, ISO dates: credits with a trailing « - »,
    // the closed year's surplus credited, the account ending in credit, the loan in a box and
    // explicit zeros for what is due
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('expected_budget', 207120),
      money('works_funds_last_contribution', 863),
      money('credit_balance', 4418),
      money('budget', 0),
      money('loan_amount', 8400000),
      money('loan_share', 252000),
      money('loan_instalment', 2410),
      money('loan_remaining', 195450),
      money('reserved_advances', 30000),
    ],
    pages: [
      [
        small(
          'SYNDICÉO — le syndic en ligne — 9 rue du Château-d’Eau 75010 Paris — www.syndiceo.fr',
        ),
        small('Espace copropriétaire › Mes comptes › Relevé — export du 2025-06-10'),
        title('Relevé de compte'),
        p(
          'M. Antoine Berthelot — lot 24 — copropriété 93-0518 LE PARC DES GUILANDS, 12 rue Édouard-Vaillant 93100 Montreuil — exercice 2025-04-01 → 2026-03-31',
        ),
        listing(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['2025-04-01', 'Solde d’ouverture', '0,00', '0,00'],
          ['2025-04-01', 'Provisions avril', '172,60', '172,60'],
          ['2025-04-01', 'Fonds de travaux avril', '8,63', '181,23'],
          ['2025-04-01', 'Emprunt toiture avril', '24,10', '205,33'],
          ['2025-04-05', 'Prélèvement', '205,33-', '0,00'],
          ['2025-05-01', 'Provisions mai', '172,60', '172,60'],
          ['2025-05-01', 'Fonds de travaux mai', '8,63', '181,23'],
          ['2025-05-01', 'Emprunt toiture mai', '24,10', '205,33'],
          ['2025-05-05', 'Prélèvement', '205,33-', '0,00'],
          ['2025-06-01', 'Provisions juin', '172,60', '172,60'],
          ['2025-06-01', 'Fonds de travaux juin', '8,63', '181,23'],
          ['2025-06-01', 'Emprunt toiture juin', '24,10', '205,33'],
          ['2025-06-05', 'Prélèvement', '205,33-', '0,00'],
          ['2025-06-06', 'Excédent exercice 2024-2025 (AG du 2025-06-04)', '44,18-', '44,18-'],
          ['', 'Total débits', '615,99', ''],
          ['', 'Total crédits', '660,17-', '44,18-'],
        ),
        table(
          ['Sommes dues au 2025-06-10', ''],
          ['Provisions échues non réglées', '0,00'],
          ['Exercices antérieurs', '0,00'],
          ['Solde en votre faveur', '44,18-'],
        ),
        table(
          ['Mes informations', ''],
          ['Budget 2025-2026 de mon lot (12 mensualités)', '2 071,20'],
          ['Cotisation fonds de travaux par mois', '8,63'],
          ['Emprunt toiture : capital emprunté par la copropriété', '84 000,00'],
          ['Ma quote-part (300 / 10 000)', '2 520,00'],
          ['Ma mensualité', '24,10'],
          ['Capital restant dû au 2025-06-01', '1 954,50'],
          ['Avance de trésorerie versée', '300,00'],
        ),
        small(
          'Le signe - après un montant indique un crédit en votre faveur. Le solde créditeur sera imputé sur le prélèvement de juillet.',
        ),
      ],
    ],
  },
  {
    // an online syndic's monthly ledger, April–March, ISO dates: credits with a trailing « - »,
    // the closed year's surplus credited, the account ending in credit, the loan in a box and
    // explicit zeros for what is due
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      money('expected_budget', 207900),
      money('works_funds_last_contribution', 880),
      money('credit_balance', 3894),
      money('budget', 0),
      money('loan_amount', 11000000),
      money('loan_share', 363000),
      money('loan_instalment', 2577),
      money('loan_remaining', 276376),
      money('reserved_advances', 33000),
    ],
    pages: [
      [
        small('Mon Syndic Malin — gestion 100 % en ligne — 4 place Bellecour 69002 Lyon'),
        small('Accueil > Compte > Historique des opérations — document du 2025-06-03'),
        title('Historique de votre compte'),
        p(
          'Mme Inès Benhamou — lot 11 — RÉSIDENCE LES CANUTS (69-1204), 30 rue Belfort 69004 Lyon — exercice du 2025-04-01 au 2026-03-31',
        ),
        listing(
          ['Date', 'Opération', 'Montant', 'Solde'],
          ['2025-04-01', 'Report au 2025-03-31', '0,00', '0,00'],
          ['2025-04-01', 'Charges avril', '173,25', '173,25'],
          ['2025-04-01', 'Fonds travaux avril', '8,80', '182,05'],
          ['2025-04-01', 'Prêt ascenseur avril', '25,77', '207,82'],
          ['2025-04-08', 'Prélèvement', '207,82-', '0,00'],
          ['2025-05-01', 'Charges mai', '173,25', '173,25'],
          ['2025-05-01', 'Fonds travaux mai', '8,80', '182,05'],
          ['2025-05-01', 'Prêt ascenseur mai', '25,77', '207,82'],
          ['2025-05-08', 'Prélèvement', '207,82-', '0,00'],
          ['2025-05-28', 'Trop-perçu 2024-2025 (AG du 2025-05-22)', '38,94-', '38,94-'],
          ['2025-06-01', 'Charges juin', '173,25', '134,31'],
          ['2025-06-01', 'Fonds travaux juin', '8,80', '143,11'],
          ['2025-06-01', 'Prêt ascenseur juin', '25,77', '168,88'],
          ['2025-06-02', 'Prélèvement', '207,82-', '38,94-'],
          ['', 'Totaux', '623,46 / 662,40-', '38,94-'],
        ),
        table(
          ['Reste à payer', ''],
          ['Appels échus impayés', '0,00'],
          ['Soldes antérieurs', '0,00'],
          ['Crédit disponible', '38,94-'],
        ),
        table(
          ['Repères', ''],
          ['Votre budget annuel 2025-2026', '2 079,00'],
          ['Fonds de travaux (mensuel)', '8,80'],
          ['Prêt ascenseur souscrit par le syndicat', '110 000,00'],
          ['Part de votre lot (330 / 10 000)', '3 630,00'],
          ['Mensualité du prêt', '25,77'],
          ['Capital restant dû au 2025-06-01', '2 763,76'],
          ['Fonds de roulement versé', '330,00'],
        ),
        small('Montant suivi de - : crédit. Prochain prélèvement le 2025-07-08.'),
      ],
    ],
  },
  {
    // a regional cabinet's ledger for two lots over two pages, October–September: a « Lot »
    // column, credits in parentheses, « À reporter » / « Report », then each figure given as the
    // total and its breakdown per lot in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      money('expected_budget', 251520, 2),
      money('budget', 62880, 2),
      money('works_funds_last_contribution', 3144, 2),
      money('reserved_advances', 25000, 2),
    ],
    pages: [
      [
        heading('CABINET ROCHE & FILS'),
        small('Syndic de copropriété — 11 place Jean-Jaurès 42000 Saint-Étienne — 04 77 33 52 10'),
        right('M. Daniel Peyron\n3 rue Michelet\n42000 Saint-Étienne'),
        p('Saint-Étienne, le 13 juin 2025'),
        title('Relevé de compte — lots 12 et 40'),
        p(
          'Copropriété LE CARRÉ MICHELET — exercice du 01/10/2024 au 30/09/2025 — mouvements au 13/06/2025',
        ),
        listing(
          ['Date', 'Lot', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', '', 'Report au 30/09/2024', '', '', '0,00'],
          ['01/10/2024', '12', 'Provisions T1', '604,80', '', '604,80'],
          ['01/10/2024', '12', 'Fonds de travaux T1', '30,24', '', '635,04'],
          ['01/10/2024', '40', 'Provisions T1', '24,00', '', '659,04'],
          ['01/10/2024', '40', 'Fonds de travaux T1', '1,20', '', '660,24'],
          ['14/10/2024', '', 'Chèque', '', '(660,24)', '0,00'],
          ['01/01/2025', '12', 'Provisions T2', '604,80', '', '604,80'],
          ['01/01/2025', '12', 'Fonds de travaux T2', '30,24', '', '635,04'],
          ['01/01/2025', '40', 'Provisions T2', '24,00', '', '659,04'],
          ['01/01/2025', '40', 'Fonds de travaux T2', '1,20', '', '660,24'],
          ['', '', 'À reporter', '1 320,48', '(660,24)', '660,24'],
        ),
        small('Page 1/2'),
      ],
      [
        small('Le Carré Michelet — M. Peyron — page 2/2'),
        listing(
          ['Date', 'Lot', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', '', 'Report', '1 320,48', '(660,24)', '660,24'],
          ['20/01/2025', '12', 'Excédent 2023/2024 (AG du 16/01/2025)', '', '(38,40)', '621,84'],
          ['20/01/2025', '40', 'Excédent 2023/2024 (AG du 16/01/2025)', '', '(1,60)', '620,24'],
          ['27/01/2025', '', 'Chèque', '', '(620,24)', '0,00'],
          ['01/04/2025', '12', 'Provisions T3', '604,80', '', '604,80'],
          ['01/04/2025', '12', 'Fonds de travaux T3', '30,24', '', '635,04'],
          ['01/04/2025', '40', 'Provisions T3', '24,00', '', '659,04'],
          ['01/04/2025', '40', 'Fonds de travaux T3', '1,20', '', '660,24'],
          ['', '', 'Totaux', '1 980,72', '(1 320,48)', '660,24'],
        ),
        p('Solde débiteur au 13/06/2025 : 660,24 € (lot 12 : 635,04 € ; lot 40 : 25,20 €), dont :'),
        p(
          '— provisions du 3e trimestre impayées : 628,80 € (lot 12 : 604,80 € ; lot 40 : 24,00 €) ;',
        ),
        p('— fonds de travaux du 3e trimestre : 31,44 € (lot 12 : 30,24 € ; lot 40 : 1,20 €).'),
        p('Budget 2024/2025 de vos lots : 2 515,20 € (lot 12 : 2 419,20 € ; lot 40 : 96,00 €).'),
        p('Avances détenues par le syndicat : 250,00 € (lot 12 : 240,00 € ; lot 40 : 10,00 €).'),
        small('Les montants entre parenthèses sont portés à votre crédit.'),
      ],
    ],
  },
  {
    // a regional cabinet's ledger for two lots over two pages, October–September: a « Lot »
    // column, credits in parentheses, « À reporter » / « Report », then each figure given as the
    // total and its breakdown per lot in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('expected_budget', 204480, 2),
      money('budget', 51120, 2),
      money('works_funds_last_contribution', 2556, 2),
      money('reserved_advances', 20600, 2),
    ],
    pages: [
      [
        heading('IMMOBILIÈRE DU COMTAT'),
        small(
          'Syndic — 7 rue de la République 84200 Carpentras — 04 90 63 15 42 — compta@immo-comtat.fr',
        ),
        right('Mme Geneviève Roumanille\n18 boulevard Albin-Durand\n84200 Carpentras'),
        p('Carpentras, le 05/06/2025'),
        title('Relevé de compte copropriétaire'),
        p(
          'Résidence LES PLATANES — lots 7 (appartement) et 52 (cave) — exercice 2024/2025 (du 1er octobre 2024 au 30 septembre 2025)',
        ),
        listing(
          ['Date', 'Lot', 'Écriture', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', '', 'Solde reporté', '', '', '0,00'],
          ['01/10/2024', '7', 'Appel provisions 1/4', '496,80', '', '496,80'],
          ['01/10/2024', '7', 'Appel fonds travaux 1/4', '24,84', '', '521,64'],
          ['01/10/2024', '52', 'Appel provisions 1/4', '14,40', '', '536,04'],
          ['01/10/2024', '52', 'Appel fonds travaux 1/4', '0,72', '', '536,76'],
          ['10/10/2024', '', 'Virement', '', '(536,76)', '0,00'],
          ['01/01/2025', '7', 'Appel provisions 2/4', '496,80', '', '496,80'],
          ['01/01/2025', '7', 'Appel fonds travaux 2/4', '24,84', '', '521,64'],
          ['01/01/2025', '52', 'Appel provisions 2/4', '14,40', '', '536,04'],
          ['01/01/2025', '52', 'Appel fonds travaux 2/4', '0,72', '', '536,76'],
          ['', '', 'À reporter', '1 073,52', '(536,76)', '536,76'],
        ),
        small('1/2'),
      ],
      [
        small('Les Platanes — Mme Roumanille — 2/2'),
        listing(
          ['Date', 'Lot', 'Écriture', 'Débit', 'Crédit', 'Solde'],
          ['', '', 'Report', '1 073,52', '(536,76)', '536,76'],
          ['06/02/2025', '7', 'Trop-perçu 2023/2024 (AG du 30/01/2025)', '', '(22,08)', '514,68'],
          ['06/02/2025', '52', 'Trop-perçu 2023/2024 (AG du 30/01/2025)', '', '(0,64)', '514,04'],
          ['11/02/2025', '', 'Virement', '', '(514,04)', '0,00'],
          ['01/04/2025', '7', 'Appel provisions 3/4', '496,80', '', '496,80'],
          ['01/04/2025', '7', 'Appel fonds travaux 3/4', '24,84', '', '521,64'],
          ['01/04/2025', '52', 'Appel provisions 3/4', '14,40', '', '536,04'],
          ['01/04/2025', '52', 'Appel fonds travaux 3/4', '0,72', '', '536,76'],
          ['', '', 'Totaux', '1 610,28', '(1 073,52)', '536,76'],
        ),
        p('Reste dû au 05/06/2025 : 536,76 €'),
        p('(lot 7 : 521,64 € ; lot 52 : 15,12 €)'),
        p(
          'dont provisions échues : 511,20 € (lot 7 : 496,80 € ; lot 52 : 14,40 €) et fonds de travaux : 25,56 € (lot 7 : 24,84 € ; lot 52 : 0,72 €).',
        ),
        p('Provisions annuelles 2024/2025 : 2 044,80 € (lot 7 : 1 987,20 € ; lot 52 : 57,60 €).'),
        p('Fonds de roulement versé : 206,00 € (lot 7 : 200,00 € ; lot 52 : 6,00 €).'),
        small('(…) : crédit en votre faveur.'),
      ],
    ],
  },
  {
    // a big group's annexes 1 and 2 downloaded from its extranet, calendar exercise, landscape:
    // annexe 1 with wrapped column headings, annexe 2 under a merged header row (« Exercice
    // 2024 » over « Budget voté » and « Réalisé ») with the next two budgets
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-08',
    landscape: true,
    figures: [
      day('document_date', '2025-04-08'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 2591877),
      money('unpaid_providers', 1748326),
      money('works_funds', 6124000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 12800000, 2),
      money('building_budget', 13200000, 2),
      money('works_funds_contribution', 660000, 2),
    ],
    pages: [
      [
        small(
          'SOLÈNE GESTION IMMOBILIÈRE › Espace client › Documents de la copropriété › Assemblée 2025 › Annexes comptables.pdf',
        ),
        small(
          'SOLÈNE GESTION — agence Toulouse Capitole — 3 rue Lafayette 31000 Toulouse — édité le 08/04/2025 pour l’assemblée générale du 06/05/2025 — page 1/2',
        ),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2024'),
        p(
          'Syndicat des copropriétaires LE PATIO DES MINIMES, 45 avenue des Minimes 31200 Toulouse — exercice du 01/01/2024 au 31/12/2024',
        ),
        listing(
          [
            'Cpte',
            'Fonds, provisions\net dettes',
            'Exercice clos\n31/12/2024',
            'Exercice\nprécédent',
            'Cpte',
            'Créances et\ntrésorerie',
            'Exercice clos\n31/12/2024',
            'Exercice\nprécédent',
          ],
          [
            '103',
            'Avances de trésorerie',
            '24 000,00',
            '24 000,00',
            '4501',
            'Copropriétaires débiteurs',
            '25 918,77',
            '22 406,31',
          ],
          [
            '105',
            'Fonds de travaux',
            '61 240,00',
            '54 880,00',
            '5021',
            'Compte fonds de travaux',
            '61 240,00',
            '54 880,00',
          ],
          [
            '102',
            'Provisions travaux votés',
            '12 600,00',
            '0,00',
            '512',
            'Banque',
            '36 276,89',
            '24 778,82',
          ],
          ['401', 'Fournisseurs', '17 483,26', '15 920,18', '', '', '', ''],
          ['4502', 'Copropriétaires créditeurs', '8 112,40', '7 264,95', '', '', '', ''],
          ['', 'Total', '123 435,66', '102 065,13', '', 'Total', '123 435,66', '102 065,13'],
        ),
        small(
          'Copropriétaires débiteurs : charges exigibles non réglées au 31/12/2024. Fournisseurs : factures reçues et non payées à la clôture.',
        ),
      ],
      [
        small('LE PATIO DES MINIMES — annexes 2024 — page 2/2'),
        title('ANNEXE 2 — COMPTE DE GESTION GÉNÉRAL ET BUDGETS'),
        listing(
          ['', 'Exercice 2024', '', 'Exercice 2025', 'Exercice 2026'],
          ['Nature', 'Budget voté', 'Réalisé', 'Budget voté', 'Budget proposé'],
          ['Eau', '11 000,00', '11 642,18', '11 500,00', '12 000,00'],
          ['Électricité', '7 500,00', '7 188,40', '7 800,00', '8 000,00'],
          ['Chauffage collectif', '32 000,00', '29 871,55', '32 000,00', '33 000,00'],
          ['Contrats d’entretien', '21 000,00', '21 304,72', '21 800,00', '22 400,00'],
          ['Nettoyage', '18 500,00', '18 720,00', '19 000,00', '19 500,00'],
          ['Travaux d’entretien', '8 000,00', '9 915,30', '8 000,00', '8 000,00'],
          ['Assurance', '8 200,00', '8 346,00', '8 700,00', '9 200,00'],
          ['Honoraires du syndic', '16 800,00', '16 800,00', '17 200,00', '17 600,00'],
          ['Frais divers', '5 000,00', '3 126,20', '6 000,00', '6 300,00'],
          ['Total des charges courantes', '128 000,00', '126 914,35', '132 000,00', '136 000,00'],
          ['Cotisation au fonds de travaux', '6 400,00', '6 400,00', '6 600,00', '6 800,00'],
          ['Provisions appelées sur budget', '128 000,00', '128 000,00', '', ''],
          ['Excédent ou (insuffisance)', '', '1 085,65', '', ''],
        ),
        small(
          'Budget 2025 et cotisation 2025 votés par l’assemblée du 14/05/2024 ; budget 2026 et cotisation 2026 proposés à l’assemblée du 06/05/2025.',
        ),
      ],
    ],
  },
  {
    // a big group's annexes 1 and 2 downloaded from its extranet, calendar exercise, landscape:
    // annexe 1 with wrapped column headings, annexe 2 under a merged header row (« Exercice
    // 2024 » over « Budget voté » and « Réalisé ») with the next two budgets
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-27',
    landscape: true,
    figures: [
      day('document_date', '2025-03-27'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1320749),
      money('unpaid_providers', 987451),
      money('works_funds', 3846000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 8700000, 2),
      money('building_budget', 8950000, 2),
      money('works_funds_contribution', 447500, 2),
    ],
    pages: [
      [
        small(
          'Extranet ARCADIA SYNDIC — Ma copropriété > Comptabilité > Exercice 2024 > Annexes 1 à 2',
        ),
        small(
          'ARCADIA SYNDIC — direction régionale Grand Est — 5 place Kléber 67000 Strasbourg — document du 27/03/2025 — 1/2',
        ),
        title('Annexe n° 1 — État financier au 31 décembre 2024'),
        p(
          'Copropriété LES JARDINS DE L’ORANGERIE, 21 allée de la Robertsau 67000 Strasbourg — exercice 2024 (1er janvier – 31 décembre 2024)',
        ),
        listing(
          [
            'N°',
            'Passif',
            'Clôture\n2024',
            'Clôture\n2023',
            'N°',
            'Actif',
            'Clôture\n2024',
            'Clôture\n2023',
          ],
          [
            '103',
            'Avances (fonds de roulement)',
            '15 000,00',
            '15 000,00',
            '4501',
            'Copropriétaires — débiteurs',
            '13 207,49',
            '12 118,40',
          ],
          [
            '105',
            'Fonds de travaux ALUR',
            '38 460,00',
            '34 110,00',
            '5021',
            'Livret fonds de travaux',
            '38 460,00',
            '34 110,00',
          ],
          [
            '102',
            'Provisions travaux votés',
            '0,00',
            '5 200,00',
            '512',
            'Compte bancaire séparé',
            '15 985,09',
            '23 190,38',
          ],
          ['401', 'Fournisseurs', '9 874,51', '11 203,66', '', '', '', ''],
          ['4502', 'Copropriétaires — créditeurs', '4 318,07', '3 905,12', '', '', '', ''],
          [
            '',
            'Total passif',
            '67 652,58',
            '69 418,78',
            '',
            'Total actif',
            '67 652,58',
            '69 418,78',
          ],
        ),
        small(
          'Les soldes débiteurs des copropriétaires sont les sommes exigibles et impayées à la clôture.',
        ),
      ],
      [
        small('Les Jardins de l’Orangerie — comptes 2024 — 2/2'),
        title('Annexe n° 2 — Compte de gestion général et budget prévisionnel'),
        listing(
          ['', 'Exercice clos 2024', '', 'En cours 2025', 'À voter 2026'],
          ['Charges', 'Budget', 'Réel', 'Budget voté', 'Projet'],
          ['Eau froide', '8 400,00', '8 814,82', '8 700,00', '9 000,00'],
          ['Électricité', '4 600,00', '4 523,18', '4 800,00', '5 000,00'],
          ['Ascenseurs', '9 800,00', '10 127,40', '10 100,00', '10 400,00'],
          ['Nettoyage', '24 000,00', '24 000,00', '24 600,00', '25 200,00'],
          ['Espaces verts', '6 200,00', '6 180,00', '6 300,00', '6 400,00'],
          ['Entretien et réparations', '5 500,00', '7 349,12', '5 500,00', '5 500,00'],
          ['Assurance', '6 900,00', '7 026,00', '7 300,00', '7 700,00'],
          ['Honoraires', '13 600,00', '13 600,00', '13 900,00', '14 200,00'],
          ['Divers', '8 000,00', '6 230,75', '8 300,00', '8 600,00'],
          ['Total charges courantes', '87 000,00', '87 851,27', '89 500,00', '92 000,00'],
          ['Fonds de travaux (art. 14-2)', '4 350,00', '4 350,00', '4 475,00', '4 600,00'],
          ['Provisions appelées', '87 000,00', '87 000,00', '', ''],
          ['Résultat réparti', '', '(851,27)', '', ''],
        ),
        small(
          'Budget 2025 voté le 16/04/2024 ; le projet 2026 sera soumis à l’assemblée du 24/04/2025. (…) : insuffisance répartie entre les copropriétaires.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages, October–September: annexe 1 in a few lines,
    // annexe 3 as a recap per exercise (« Budget 2023/2024 | Réalisé 2023/2024 | Budget 2024/2025
    // | Budget 2025/2026 »), then the seller's two lots per key with « Total lot » rows
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-24',
    figures: [
      day('document_date', '2025-01-24'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 921463),
      money('unpaid_providers', 687015),
      money('works_funds', 3145000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 8800000),
      money('building_budget', 9100000),
      money('expected_budget_n', 275410, 2),
      money('budget_n', 273877, 2),
      money('expected_budget', 284767, 2),
    ],
    pages: [
      [
        heading('CABINET GIRONDIN DE GESTION'),
        small(
          'Syndic de copropriété — 48 cours de l’Intendance 33000 Bordeaux — 05 56 44 71 20 — page 1/2',
        ),
        p('Bordeaux, le 24 janvier 2025'),
        p(
          'Copropriété LES QUINCONCES, 7 rue Esprit-des-Lois 33000 Bordeaux — comptes de l’exercice du 1er octobre 2023 au 30 septembre 2024, joints à la convocation de l’assemblée générale du 20 février 2025',
        ),
        heading('Annexe 1 (extrait) — situation au 30/09/2024'),
        table(
          ['Poste', 'Au 30/09/2024', 'Au 30/09/2023'],
          ['Copropriétaires débiteurs', '9 214,63', '8 407,12'],
          ['Fournisseurs (factures non réglées)', '6 870,15', '7 215,90'],
          ['Fonds de travaux (art. 14-2)', '31 450,00', '27 050,00'],
          ['Avances des copropriétaires', '18 000,00', '18 000,00'],
        ),
        heading('Annexe 3 — charges courantes par clé, exercice par exercice'),
        listing(
          [
            'Clé',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
            'Budget\n2025/2026',
          ],
          ['Charges générales', '52 000,00', '53 184,60', '54 000,00', '55 500,00'],
          ['Ascenseur', '9 000,00', '8 612,35', '9 300,00', '9 500,00'],
          ['Chauffage collectif', '27 000,00', '25 946,80', '27 700,00', '28 000,00'],
          ['Total', '88 000,00', '87 743,75', '91 000,00', '93 000,00'],
        ),
        small(
          'Budget 2024/2025 voté par l’assemblée du 15/02/2024 ; budget 2025/2026 soumis au vote de l’assemblée du 20/02/2025.',
        ),
      ],
      [
        small(
          'Les Quinconces — répartition individuelle 2023/2024 — M. et Mme Bertrand Lafitte — page 2/2',
        ),
        heading('Votre part : lots 15 (appartement) et 62 (cave)'),
        listing(
          [
            'Lot',
            'Clé',
            'Tantièmes',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
          ],
          ['15', 'Charges générales', '286 / 10 000', '1 487,20', '1 521,08', '1 544,40'],
          ['15', 'Ascenseur', '47 / 1 000', '423,00', '404,78', '437,10'],
          ['15', 'Chauffage collectif', '301 / 10 000', '812,70', '781,00', '833,77'],
          ['', 'Total lot 15', '', '2 722,90', '2 706,86', '2 815,27'],
          ['62', 'Charges générales', '6 / 10 000', '31,20', '31,91', '32,40'],
          ['', 'Total lot 62', '', '31,20', '31,91', '32,40'],
          ['', 'Total de vos lots', '', '2 754,10', '2 738,77', '2 847,67'],
        ),
        p(
          'Écart de l’exercice 2023/2024 : 15,33 € en votre faveur (lot 15 : 16,04 € en votre faveur ; lot 62 : 0,71 € à votre charge).',
        ),
        small(
          'Budget 2023/2024 = provisions appelées ; réalisé = quote-part des dépenses de l’exercice.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages, October–September: annexe 1 in a few lines,
    // annexe 3 as a recap per exercise (« Budget 2023/2024 | Réalisé 2023/2024 | Budget 2024/2025
    // | Budget 2025/2026 »), then the seller's two lots per key with « Total lot » rows
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-10',
    figures: [
      day('document_date', '2025-02-10'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 584207),
      money('unpaid_providers', 412688),
      money('works_funds', 2284000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 5500000),
      money('building_budget', 5700000),
      money('expected_budget_n', 255140, 2),
      money('budget_n', 259594, 2),
      money('expected_budget', 264242, 2),
    ],
    pages: [
      [
        heading('AGENCE DU PALAIS — SYNDIC'),
        small('26 rue aux Juifs 76000 Rouen — 02 35 70 48 16 — syndic@agencedupalais.fr'),
        p('Rouen, le 10/02/2025'),
        p(
          'Résidence LE GROS-HORLOGE, 9 rue Thouret 76000 Rouen — exercice 2023/2024 (du 01/10/2023 au 30/09/2024) — documents comptables pour l’assemblée générale du 13/03/2025',
        ),
        heading('Situation financière au 30/09/2024'),
        table(
          ['Rubrique', 'Montant'],
          ['Charges impayées des copropriétaires', '5 842,07'],
          ['Dettes envers les fournisseurs', '4 126,88'],
          ['Fonds de travaux placé', '22 840,00'],
          ['Trésorerie disponible', '11 305,62'],
        ),
        heading('Annexe 3 — récapitulatif par exercice'),
        listing(
          [
            'Répartition',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
            'Budget\n2025/2026',
          ],
          ['Communes générales', '41 000,00', '40 218,44', '42 500,00', '43 800,00'],
          ['Escalier A', '6 000,00', '6 412,90', '6 200,00', '6 400,00'],
          ['Eau froide', '8 000,00', '8 533,10', '8 300,00', '8 600,00'],
          ['Total', '55 000,00', '55 164,44', '57 000,00', '58 800,00'],
        ),
        small(
          'Budget 2024/2025 adopté le 07/03/2024. Budget 2025/2026 proposé à l’assemblée du 13/03/2025. Page 1/2',
        ),
      ],
      [
        small('Le Gros-Horloge — Mme Claire Duval — page 2/2'),
        heading('Répartition pour vos lots 9 et 27'),
        listing(
          [
            'Lot',
            'Répartition',
            'Quote-part',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
          ],
          ['9', 'Communes générales', '344 / 10 000', '1 410,40', '1 383,51', '1 462,00'],
          ['9', 'Escalier A', '132 / 1 000', '792,00', '846,50', '818,40'],
          ['9', 'Eau froide', '344 / 10 000', '275,20', '293,54', '285,52'],
          ['', 'Total lot 9', '', '2 477,60', '2 523,55', '2 565,92'],
          ['27', 'Communes générales', '18 / 10 000', '73,80', '72,39', '76,50'],
          ['', 'Total lot 27', '', '73,80', '72,39', '76,50'],
          ['', 'Total copropriétaire', '', '2 551,40', '2 595,94', '2 642,42'],
        ),
        p('Reste à votre charge pour 2023/2024 : 44,54 €, ajouté à l’appel du 01/04/2025.'),
      ],
    ],
  },
  {
    // a cooperative syndic's annexes, July–June: amounts with dots between thousands and « EUR »,
    // the shortfall in parentheses, annexe 1, the budgets in one table, the fund's movements
    // and the collective loan
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-12',
    figures: [
      day('document_date', '2024-11-12'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 698215),
      money('unpaid_providers', 521836),
      money('works_funds', 2734000),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 7800000, 2),
      money('building_budget_n', 4600000, 2),
      money('building_budget', 4800000, 2),
    ],
    pages: [
      [
        p(
          'SYNDICAT COOPÉRATIF DU CLOS DES TISSERANDS — 40 rue de l’Épeule 59100 Roubaix — conseil syndical : Mme Françoise Delattre (présidente), M. Ahmed Belkacem (trésorier)',
        ),
        p('Roubaix, le 12/11/2024'),
        title('Comptes de l’exercice 2023/2024 — annexes'),
        p(
          'Exercice du 01/07/2023 au 30/06/2024, soumis à l’assemblée générale du 05/12/2024. Montants en EUR.',
        ),
        heading('Annexe 1 — état financier au 30/06/2024'),
        table(
          ['Fonds et dettes', '30/06/2024', '30/06/2023'],
          ['Avances de trésorerie', '12.000,00', '12.000,00'],
          ['Fonds de travaux', '27.340,00', '24.940,00'],
          ['Emprunt collectif — capital restant dû', '64.812,40', '71.140,20'],
          ['Fournisseurs', '5.218,36', '4.877,02'],
          ['Copropriétaires créditeurs', '2.104,90', '1.856,33'],
          ['Total', '111.475,66', '114.813,55'],
        ),
        table(
          ['Créances et trésorerie', '30/06/2024', '30/06/2023'],
          ['Copropriétaires débiteurs', '6.982,15', '5.733,48'],
          ['Copropriétaires — emprunt à rembourser', '64.812,40', '71.140,20'],
          ['Compte séparé fonds de travaux', '27.340,00', '24.940,00'],
          ['Banque', '12.341,11', '12.999,87'],
          ['Total', '111.475,66', '114.813,55'],
        ),
      ],
      [
        small('Clos des Tisserands — annexes 2023/2024 — page 2'),
        heading('Annexes 2 et 3 — budgets et réalisé'),
        table(
          [
            '',
            'Budget 2023/2024',
            'Réalisé 2023/2024',
            'Budget 2024/2025 voté',
            'Budget 2025/2026 proposé',
          ],
          ['Charges courantes', '46.000,00 EUR', '47.312,84 EUR', '48.000,00 EUR', '49.500,00 EUR'],
          ['Provisions appelées', '46.000,00 EUR', '46.000,00 EUR', '', ''],
          ['Résultat', '', '(1.312,84) EUR', '', ''],
        ),
        small(
          'Le budget 2024/2025 a été voté par l’assemblée du 07/12/2023. (…) : insuffisance répartie entre les copropriétaires.',
        ),
        heading('Annexe 4 — fonds de travaux'),
        table(
          ['Mouvements 2023/2024', 'EUR'],
          ['Solde au 01/07/2023', '24.940,00'],
          ['Cotisations de l’exercice', '2.400,00'],
          ['Solde au 30/06/2024', '27.340,00'],
        ),
        heading('Annexe 5 — emprunt collectif'),
        table(
          ['Emprunt', 'Capital emprunté', 'Remboursé au 30/06/2024', 'Restant dû'],
          [
            'Isolation des combles et chaudière (AG du 09/12/2020)',
            '78.000,00',
            '13.187,60',
            '64.812,40',
          ],
        ),
        small(
          'Le conseil syndical — comptes vérifiés par les deux contrôleurs aux comptes désignés par l’assemblée.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's annexes, July–June: amounts with dots between thousands and « EUR »,
    // the result signed, annexe 1, the budgets in one table, the fund's movements and the
    // collective loan
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-25',
    figures: [
      day('document_date', '2024-11-25'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 461508),
      money('unpaid_providers', 390472),
      money('works_funds', 1986000),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 5500000, 2),
      money('building_budget_n', 3600000, 2),
      money('building_budget', 3750000, 2),
    ],
    pages: [
      [
        p(
          'Copropriété LES TERRASSES DE L’ÎLE VERTE, 8 rue Pierre-Duclot 38000 Grenoble — syndic coopératif : conseil syndical présidé par M. Lucien Barbier',
        ),
        p('Grenoble, le lundi 25 novembre 2024'),
        title('ANNEXES COMPTABLES 2023/2024'),
        p(
          'Exercice ouvert le 01/07/2023 et clos le 30/06/2024 — comptes présentés à l’assemblée générale du 12/12/2024 (montants en EUR)',
        ),
        heading('1. État financier'),
        table(
          ['Au 30/06/2024', 'EUR', 'Au 30/06/2024', 'EUR'],
          ['Avances', '9.000,00', 'Copropriétaires débiteurs', '4.615,08'],
          [
            'Fonds de travaux',
            '19.860,00',
            'Emprunt à rembourser par les copropriétaires',
            '41.250,00',
          ],
          ['Emprunt — capital restant dû', '41.250,00', 'Livret fonds de travaux', '19.860,00'],
          ['Fournisseurs', '3.904,72', 'Banque', '9.678,09'],
          ['Copropriétaires créditeurs', '1.388,45', '', ''],
          ['Total', '75.403,17', 'Total', '75.403,17'],
        ),
      ],
      [
        small('Île Verte — annexes 2023/2024 — 2/2'),
        heading('2. Budgets'),
        table(
          [
            'Exercice',
            '2023/2024 budget',
            '2023/2024 réalisé',
            '2024/2025 voté',
            '2025/2026 à voter',
          ],
          ['Charges courantes', '36.000,00', '35.214,60', '37.500,00', '38.800,00'],
          ['Excédent (+) / insuffisance (-)', '', '+785,40', '', ''],
        ),
        small('Budget 2024/2025 voté le 14/12/2023.'),
        heading('3. Fonds de travaux'),
        p(
          'Solde au 01/07/2023 : 18.060,00 EUR ; cotisations 2023/2024 : 1.800,00 EUR ; solde au 30/06/2024 : 19.860,00 EUR.',
        ),
        heading('4. Emprunt collectif'),
        table(
          ['Objet', 'Capital', 'Remboursé', 'Restant dû au 30/06/2024'],
          [
            'Remplacement de l’ascenseur (AG du 10/12/2020), 12 ans',
            '55.000,00',
            '13.750,00',
            '41.250,00',
          ],
        ),
        small('Pour le conseil syndical, le trésorier : Mme Hélène Rochas.'),
      ],
    ],
  },
  {
    // an online syndic's annexes downloaded from its extranet, April–March, ISO dates: the
    // breadcrumb, annexe 1 as a trial balance in debit and credit, the budgets per key and the
    // lot's share of each exercise
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 840655),
      money('unpaid_providers', 729418),
      money('works_funds', 2783000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 6600000, 2),
      money('building_budget', 6840000, 2),
      money('expected_budget_n', 194500, 2),
      money('budget_n', 196126, 2),
      money('expected_budget', 201840, 2),
    ],
    pages: [
      [
        small(
          'COPROZEN  ›  Ma copropriété  ›  Documents  ›  Assemblée générale 2025  ›  Annexes comptables 2024-2025',
        ),
        small(
          'Téléchargé le 2025-06-06 par M. Paul Vernet (lot 8) — copropriété 13-0277 LA BASTIDE DES LICES, 4 rue des Lices 13200 Arles — 1/2',
        ),
        title('Annexe 1 — Balance des comptes au 2025-03-31'),
        p(
          'Exercice du 2024-04-01 au 2025-03-31 — comptes soumis à l’assemblée générale du 2025-06-26',
        ),
        listing(
          ['Compte', 'Libellé', 'Débit', 'Crédit'],
          ['103', 'Avances de trésorerie', '', '16 000,00'],
          ['105', 'Fonds de travaux (art. 14-2)', '', '27 830,00'],
          ['401', 'Fournisseurs', '', '7 294,18'],
          ['408', 'Fournisseurs — factures non parvenues', '', '1 120,00'],
          ['4501', 'Copropriétaires — soldes débiteurs', '8 406,55', ''],
          ['4502', 'Copropriétaires — soldes créditeurs', '', '2 915,40'],
          ['5021', 'Livret fonds de travaux', '27 830,00', ''],
          ['512', 'Banque', '18 923,03', ''],
          ['', 'Totaux', '55 159,58', '55 159,58'],
        ),
        small(
          '4501 : charges appelées et non encaissées à la clôture ; 401 : factures reçues non réglées.',
        ),
      ],
      [
        small('Annexes comptables 2024-2025 — La Bastide des Lices — 2/2'),
        title('Annexes 2 et 3 — charges par clé et budgets'),
        listing(
          [
            'Clé',
            'Budget\n2024-2025',
            'Réalisé\n2024-2025',
            'Budget\n2025-2026',
            'Projet\n2026-2027',
          ],
          ['Charges générales', '58 000,00', '59 412,30', '60 000,00', '61 800,00'],
          ['Ascenseur', '8 000,00', '7 584,90', '8 400,00', '8 700,00'],
          ['Total', '66 000,00', '66 997,20', '68 400,00', '70 500,00'],
        ),
        small(
          'Budget 2025-2026 voté le 2024-06-20 ; projet 2026-2027 soumis à l’assemblée du 2025-06-26.',
        ),
        heading('Votre lot 8'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Provisions\n2024-2025',
            'Charges réelles\n2024-2025',
            'Budget\n2025-2026',
          ],
          ['Charges générales', '265 / 10 000', '1 537,00', '1 574,43', '1 590,00'],
          ['Ascenseur', '51 / 1 000', '408,00', '386,83', '428,40'],
          ['Total lot 8', '', '1 945,00', '1 961,26', '2 018,40'],
        ),
        small(
          'Écart 2024-2025 : 16,26 € à votre charge, porté sur votre compte après l’assemblée.',
        ),
      ],
    ],
  },
  {
    // an online syndic's annexes downloaded from its extranet, April–March, ISO dates: the
    // breadcrumb, annexe 1 as a trial balance in debit and credit, the budgets per key and the
    // lot's share of each exercise
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-30',
    figures: [
      day('document_date', '2025-05-30'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 711894),
      money('unpaid_providers', 587762),
      money('works_funds', 2365000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 6500000, 2),
      money('building_budget', 6750000, 2),
      money('expected_budget_n', 264030, 2),
      money('budget_n', 266648, 2),
      money('expected_budget', 274210, 2),
    ],
    pages: [
      [
        small('Bastille Syndic en ligne — Mon espace / Documents / Comptes annuels / 2024-2025'),
        small(
          'Fichier généré le 2025-05-30 — RÉSIDENCE DU CANAL (31-0590), 12 port Saint-Sauveur 31000 Toulouse — Mme Léa Marty, lot 21 — page 1/2',
        ),
        title('Balance générale au 2025-03-31 (annexe 1)'),
        p('Exercice 2024-04-01 → 2025-03-31, à approuver par l’assemblée générale du 2025-06-19'),
        listing(
          ['N°', 'Compte', 'Solde débiteur', 'Solde créditeur'],
          ['103', 'Avances (fonds de roulement)', '', '14 000,00'],
          ['105', 'Fonds de travaux ALUR', '', '23 650,00'],
          ['401', 'Fournisseurs', '', '5 877,62'],
          ['4501', 'Copropriétaires débiteurs', '7 118,94', ''],
          ['4502', 'Copropriétaires créditeurs', '', '1 702,35'],
          ['5021', 'Compte séparé fonds de travaux', '23 650,00', ''],
          ['512', 'Banque', '14 461,03', ''],
          ['', 'Total', '45 229,97', '45 229,97'],
        ),
      ],
      [
        small('Résidence du Canal — comptes 2024-2025 — page 2/2'),
        title('Charges et budgets par clé (annexes 2 et 3)'),
        listing(
          [
            'Clé',
            'Budget voté\n2024-2025',
            'Réel\n2024-2025',
            'Budget voté\n2025-2026',
            'Budget proposé\n2026-2027',
          ],
          ['Générales', '44 000,00', '43 186,50', '45 500,00', '46 800,00'],
          ['Chauffage', '21 000,00', '22 418,70', '22 000,00', '22 700,00'],
          ['Total', '65 000,00', '65 605,20', '67 500,00', '69 500,00'],
        ),
        heading('Quote-part du lot 21'),
        listing(
          ['Clé', 'Tantièmes', 'Appelé\n2024-2025', 'Réel\n2024-2025', 'Budget\n2025-2026'],
          ['Générales', '402 / 10 000', '1 768,80', '1 736,10', '1 829,10'],
          ['Chauffage', '415 / 10 000', '871,50', '930,38', '913,00'],
          ['Total', '', '2 640,30', '2 666,48', '2 742,10'],
        ),
        small(
          'Budget 2025-2026 voté par l’assemblée du 2024-06-13. Écart 2024-2025 : 26,18 € à la charge du lot 21.',
        ),
      ],
    ],
  },
  {
    // e-mail « Objet : Régularisation des charges 2024 », calendar exercise, two lots: the totals
    // in sentences with each lot's part in parentheses, then one row per lot and key with
    // headers wrapped on two lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-22',
    figures: [
      day('document_date', '2025-04-22'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 13500000),
      money('budget_n', 387425),
      money('expected_budget_n', 385080),
    ],
    pages: [
      [
        small('De : Nexalia Syndic — service charges <charges@nexalia-syndic.fr>'),
        small('À : Mme Véronique Pasquier'),
        small('Date : mardi 22 avril 2025 10:03'),
        small('Objet : Régularisation des charges 2024 — LE CLOS DES CAPUCINS — lots 31 et 58'),
        p('Madame,'),
        p(
          'L’assemblée générale du 15 avril 2025 a approuvé les comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024) : pour un budget voté de 135 000,00 €, les dépenses de la copropriété se sont élevées à 135 709,20 €.',
        ),
        p(
          'Vos charges réelles 2024 s’élèvent à 3 874,25 € (lot 31 : 3 647,39 € ; lot 58 : 226,86 €), pour des provisions appelées de 3 850,80 € (lot 31 : 3 616,40 € ; lot 58 : 234,40 €). Il reste donc 23,45 € à votre charge, qui seront ajoutés à l’appel du 1er juillet 2025.',
        ),
        table(
          [
            'Lot',
            'Clé',
            'Tantièmes',
            'Dépenses\nimmeuble',
            'Provisions\nappelées',
            'Charges\nréelles',
            'Écart',
          ],
          [
            '31',
            'Charges générales',
            '274 / 10 000',
            '94 812,40',
            '2 630,40',
            '2 597,86',
            '32,54 CR',
          ],
          ['31', 'Chauffage', '290 / 10 000', '36 190,60', '986,00', '1 049,53', '63,53 DB'],
          ['58', 'Charges générales', '14 / 10 000', '94 812,40', '134,40', '132,74', '1,66 CR'],
          ['58', 'Parkings', '20 / 1 000', '4 706,20', '100,00', '94,12', '5,88 CR'],
          ['', 'Total', '', '135 709,20', '3 850,80', '3 874,25', '23,45 DB'],
        ),
        p(
          'Le décompte détaillé est disponible dans votre espace en ligne, rubrique « Mes documents ».',
        ),
        p('Cordialement,\nLe service charges — NEXALIA SYNDIC, 8 place Bellecour 69002 Lyon'),
        small('CR : en votre faveur — DB : à votre charge.'),
      ],
    ],
  },
  {
    // e-mail « Objet : Régularisation des charges 2024 », calendar exercise, two lots: the totals
    // in sentences with each lot's part in parentheses, then one row per lot and key with
    // headers wrapped on two lines
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-05',
    figures: [
      day('document_date', '2025-05-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 7100000),
      money('budget_n', 304968),
      money('expected_budget_n', 303180),
    ],
    pages: [
      [
        small('De : Cabinet Lebrun Immobilier <comptabilite@lebrun-immo.fr>'),
        small('Envoyé : lundi 5 mai 2025 14:36'),
        small('À : M. Hervé Caillaud'),
        small('Objet : Charges 2024 : votre décompte (lots 4 et 19)'),
        p('Monsieur,'),
        p(
          'Suite à l’approbation des comptes de l’exercice 2024 (01/01/2024 – 31/12/2024) par l’assemblée du 29 avril 2025, voici votre décompte. Budget voté : 71 000,00 € ; dépenses réelles : 71 711,85 €.',
        ),
        p('Total de vos charges réelles : 3 049,68 €'),
        p('(lot 4 : 2 980,17 € ; lot 19 : 69,51 €)'),
        p('Total de vos provisions appelées : 3 031,80 €'),
        p('(lot 4 : 2 963,60 € ; lot 19 : 68,20 €)'),
        table(
          [
            'Lot',
            'Répartition',
            'Quote-part',
            'Charges\nde l’immeuble',
            'Provisions\ndu lot',
            'Réel\ndu lot',
            'Solde',
          ],
          ['4', 'Générales', '388 / 10 000', '63 187,75', '2 405,60', '2 451,68', '46,08 DB'],
          ['4', 'Ascenseur', '62 / 1 000', '8 524,10', '558,00', '528,49', '29,51 CR'],
          ['19', 'Générales', '11 / 10 000', '63 187,75', '68,20', '69,51', '1,31 DB'],
          ['', 'Ensemble', '', '', '3 031,80', '3 049,68', '17,88 DB'],
        ),
        p(
          'Solde à régler : 17,88 € (lot 4 : 16,57 € ; lot 19 : 1,31 €), avec l’appel du 01/07/2025.',
        ),
        p('Bien cordialement,\nCabinet Lebrun Immobilier — 16 rue Nationale 37000 Tours'),
      ],
    ],
  },
  {
    // scanned: a small office's décompte over two pages, July–June: the current charges per key
    // on page 1, the works voted outside the budget on page 2, credits with a trailing « - »,
    // the overall balance at the end
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-04',
    scan: scanned(190, 0.9, 11),
    figures: [
      day('document_date', '2024-12-04'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 6200000),
      money('expected_budget_n', 220760),
      money('budget_n', 226052),
      money('expected_hors_budget_n', 84480, 2),
      money('hors_budget_n', 81568, 2),
    ],
    pages: [
      [
        heading('CABINET MARTEL'),
        small('Syndic de copropriété — 14 boulevard Victor-Hugo 30000 Nîmes — 04 66 67 38 21'),
        right('M. Raphaël Soulier\n5 rue de l’Agau, lot 11\n30000 Nîmes'),
        p('Nîmes, le 4 décembre 2024'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES'),
        p(
          'Copropriété LES JARDINS DE L’AGAU — lot 11 — exercice du 01/07/2023 au 30/06/2024, comptes approuvés par l’assemblée générale du 26/11/2024 — budget voté de l’exercice : 62 000,00 €',
        ),
        heading('1. Charges courantes'),
        table(
          [
            'Clé',
            'Tantièmes',
            'Budget immeuble',
            'Réel immeuble',
            'Provisions lot',
            'Réel lot',
            'Solde',
          ],
          ['Générales', '352 / 10 000', '38 000,00', '37 406,20', '1 337,60', '1 316,70', '20,90-'],
          ['Chauffage', '366 / 10 000', '18 000,00', '19 812,40', '658,80', '725,13', '66,33'],
          ['Eau froide', '352 / 10 000', '6 000,00', '6 212,85', '211,20', '218,69', '7,49'],
          ['Total', '', '62 000,00', '63 431,45', '2 207,60', '2 260,52', '52,92'],
        ),
        small(
          'Solde sans signe : à votre charge ; solde suivi de « - » : en votre faveur. Suite page 2.',
        ),
      ],
      [
        small('Les Jardins de l’Agau — lot 11 — décompte 2023/2024 — page 2/2'),
        heading('2. Travaux hors budget : canalisations du sous-sol (AG du 30/11/2023)'),
        table(
          [
            'Travaux',
            'Tantièmes',
            'Appelé immeuble',
            'Coût réel',
            'Appelé lot',
            'Réel lot',
            'Solde',
          ],
          ['Canalisations', '352 / 10 000', '24 000,00', '23 172,60', '844,80', '815,68', '29,12-'],
        ),
        heading('3. Récapitulatif'),
        table(
          ['', 'Appelé', 'Réel', 'Solde'],
          ['Charges courantes', '2 207,60', '2 260,52', '52,92'],
          ['Travaux hors budget', '844,80', '815,68', '29,12-'],
          ['Total exercice 2023/2024', '3 052,40', '3 076,20', '23,80'],
        ),
        p('Solde de l’exercice : 23,80 € à votre charge, ajouté à l’appel du 1er janvier 2025.'),
        small('Cabinet Martel — service comptabilité.'),
      ],
    ],
  },
  {
    // scanned: a small office's décompte over two pages, July–June: the current charges per key
    // on page 1, the works voted outside the budget on page 2, credits with a trailing « - »,
    // the overall balance at the end
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-17',
    scan: scanned(170, -0.8, 12),
    figures: [
      day('document_date', '2024-12-17'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 5200000),
      money('expected_budget_n', 237850),
      money('budget_n', 236880),
      money('expected_hors_budget_n', 129480, 2),
      money('hors_budget_n', 134311, 2),
    ],
    pages: [
      [
        heading('AGENCE VIDAL IMMOBILIER'),
        small(
          'Syndic — 3 place de la Comédie 34000 Montpellier — 04 67 58 12 90 — vidal.syndic@wanadoo.fr',
        ),
        right('Mme Colette Arnaud\n22 rue de l’Aiguillerie\n34000 Montpellier'),
        p('Montpellier, le 17/12/2024'),
        title('Votre décompte de charges 2023/2024'),
        p(
          'Résidence LE CLOS DE L’AIGUILLERIE — lot 6 — exercice ouvert le 1er juillet 2023 et clos le 30 juin 2024 (budget voté : 52 000,00 € ; comptes approuvés le 10/12/2024)',
        ),
        heading('Charges de fonctionnement'),
        table(
          ['Répartition', 'Quote-part', 'Budget', 'Dépenses', 'Appelé lot 6', 'Dû lot 6', 'Écart'],
          ['Générales', '415 / 10 000', '45 000,00', '43 912,64', '1 867,50', '1 822,37', '45,13-'],
          ['Ascenseur', '73 / 1 000', '7 000,00', '7 485,30', '511,00', '546,43', '35,43'],
          ['Total', '', '52 000,00', '51 397,94', '2 378,50', '2 368,80', '9,70-'],
        ),
        small('Écart suivi de « - » : trop-versé en votre faveur. Page 1/2'),
      ],
      [
        small('Clos de l’Aiguillerie — lot 6 — page 2/2'),
        heading('Travaux votés hors budget : toiture-terrasse (AG du 12/12/2023)'),
        table(
          ['Opération', 'Quote-part', 'Appelé', 'Dépenses', 'Appelé lot 6', 'Dû lot 6', 'Écart'],
          [
            'Toiture-terrasse',
            '415 / 10 000',
            '31 200,00',
            '32 364,18',
            '1 294,80',
            '1 343,11',
            '48,31',
          ],
        ),
        table(
          ['Synthèse 2023/2024', 'Appelé', 'Dû', 'Écart'],
          ['Fonctionnement', '2 378,50', '2 368,80', '9,70-'],
          ['Travaux', '1 294,80', '1 343,11', '48,31'],
          ['Ensemble', '3 673,30', '3 711,91', '38,61'],
        ),
        p('Vous restez redevable de 38,61 €, qui figureront sur l’appel du 01/01/2025.'),
        small('Agence Vidal Immobilier — le service copropriété.'),
      ],
    ],
  },
  {
    // a big group's décompte, April–March, landscape: the lot's charges per key in a recap per
    // exercise (« Réalisé 2023/2024 | Budget 2024/2025 | Réalisé 2024/2025 | Budget 2025/2026 »)
    // with the building's totals in the last row
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 16500000),
      money('building_budget', 16900000),
      money('budget_n1', 565625),
      money('expected_budget_n', 565980),
      money('budget_n', 570487),
      money('expected_budget', 580350),
    ],
    pages: [
      [
        small(
          'GROUPE HÉLIADE SYNDIC — agence de Nantes — 4 quai de la Fosse 44000 Nantes — 02 40 73 26 55',
        ),
        small('Immeuble 4412 LES NEFS DE L’ÎLE — copropriétaire 4412-0027 — édité le 10/06/2025'),
        right('M. François Guillou\n18 boulevard de la Prairie-au-Duc, appt 27\n44200 Nantes'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE DU 01/04/2024 AU 31/03/2025'),
        p(
          'Lot 27 — appartement T3, 5e étage — comptes approuvés par l’assemblée générale du 05/06/2025',
        ),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
            'Réalisé\n2024/2025',
            'Écart\n2024/2025',
            'Budget\n2025/2026',
          ],
          [
            'Charges générales',
            '318 / 10 000',
            '3 765,52',
            '3 816,00',
            '3 850,49',
            '34,49 DB',
            '3 911,40',
          ],
          [
            'Chauffage urbain',
            '326 / 10 000',
            '1 115,12',
            '1 075,80',
            '1 040,54',
            '35,26 CR',
            '1 092,10',
          ],
          ['Ascenseur', '64 / 1 000', '775,61', '768,00', '813,84', '45,84 DB', '800,00'],
          ['Total lot 27', '', '5 656,25', '5 659,80', '5 704,87', '45,07 DB', '5 803,50'],
          [
            'Immeuble (toutes clés)',
            '',
            '164 737,75',
            '165 000,00',
            '165 719,25',
            '',
            '169 000,00',
          ],
        ),
        p(
          'Votre quote-part réelle de l’exercice 2024/2025 dépasse vos provisions de 45,07 € ; cette somme sera appelée avec l’échéance du 01/07/2025. Le budget 2025/2026 de 169 000,00 € a été voté par l’assemblée du 12/06/2024.',
        ),
        small(
          'Budget = provisions appelées au lot ; réalisé = quote-part des dépenses. DB : à votre charge ; CR : en votre faveur.',
        ),
      ],
    ],
  },
  {
    // a big group's décompte, April–March, landscape: the lot's charges per key in a recap per
    // exercise (« Réalisé 2023/2024 | Budget 2024/2025 | Réalisé 2024/2025 | Budget 2025/2026 »)
    // with the building's totals in the last row
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-17',
    landscape: true,
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 9500000),
      money('building_budget', 9800000),
      money('budget_n1', 341238),
      money('expected_budget_n', 346600),
      money('budget_n', 352392),
      money('expected_budget', 357412),
    ],
    pages: [
      [
        small('PROVINCIA GESTION — direction Bourgogne — 22 rue de la Liberté 21000 Dijon'),
        small('Copropriété 2115 LE CLOS DU CHÂTEAU — compte 2115-0014 — Dijon, le 17/06/2025'),
        right('Mme Odile Perrin\n9 rue Chabot-Charny\n21000 Dijon'),
        title('Relevé individuel de charges 2024/2025 et comparatif'),
        p(
          'Lot 14 — exercice du 1er avril 2024 au 31 mars 2025 — avec le réalisé de l’exercice précédent et le budget en cours',
        ),
        listing(
          [
            'Répartition',
            'Quote-part',
            'Réalisé\n2023/2024',
            'Budget\n2024/2025',
            'Réalisé\n2024/2025',
            'Budget\n2025/2026',
          ],
          ['Communes générales', '276 / 10 000', '1 965,24', '2 014,80', '2 001,52', '2 070,00'],
          ['Escalier B', '112 / 1 000', '1 107,25', '1 120,00', '1 166,21', '1 153,60'],
          ['Eau froide', '276 / 10 000', '339,89', '331,20', '356,19', '350,52'],
          ['Total du lot', '', '3 412,38', '3 466,00', '3 523,92', '3 574,12'],
          ['Total immeuble', '', '93 405,35', '95 000,00', '95 836,85', '98 000,00'],
        ),
        p(
          'Régularisation 2024/2025 : 57,92 € à votre charge (réalisé 3 523,92 € pour 3 466,00 € appelés), portée sur l’appel du 01/07/2025.',
        ),
        small('Budget 2025/2026 voté le 18/06/2024 ; comptes 2024/2025 approuvés le 12/06/2025.'),
      ],
    ],
  },
  {
    // an online syndic's extranet page « Décompte individuel », October–September, ISO dates: the
    // menu, the closed exercise per key with « + » / « - » gaps, the works outside the budget
    // in their own block
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-04',
    figures: [
      day('document_date', '2025-02-04'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 8000000),
      money('expected_budget_n', 182560),
      money('budget_n', 184439),
      money('expected_hors_budget_n', 16128),
      money('hors_budget_n', 15590),
    ],
    pages: [
      [
        small(
          'COPRONEO   Accueil   Mes documents   Mes charges   Mes paiements   Ma résidence   Aide',
        ),
        small(
          'Accueil › Mes charges › Décompte individuel › Exercice 2023-2024 — imprimé le 2025-02-04',
        ),
        heading('Décompte individuel — exercice 2023-10-01 → 2024-09-30'),
        p(
          'M. Mathieu Ferrand — lot 33 — RÉSIDENCE LES HAUTS DE VAISE (69-0846), 21 rue Marietton 69009 Lyon — comptes approuvés par l’AG du 2025-01-23',
        ),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Budget\nimmeuble',
            'Dépenses\nimmeuble',
            'Provisions\nappelées',
            'Quote-part\nréelle',
            'Écart',
          ],
          [
            'Charges générales',
            '224 / 10 000',
            '56 000,00',
            '55 104,80',
            '1 254,40',
            '1 234,35',
            '+20,05',
          ],
          ['Chauffage', '238 / 10 000', '24 000,00', '25 632,10', '571,20', '610,04', '-38,84'],
          [
            'Total charges courantes',
            '',
            '80 000,00',
            '80 736,90',
            '1 825,60',
            '1 844,39',
            '-18,79',
          ],
        ),
        heading('Travaux hors budget'),
        listing(
          [
            'Opération',
            'Tantièmes',
            'Appelé\nimmeuble',
            'Coût\nréel',
            'Appelé\nlot 33',
            'Réel\nlot 33',
            'Écart',
          ],
          [
            'Audit énergétique (AG du 2023-12-14)',
            '224 / 10 000',
            '7 200,00',
            '6 960,00',
            '161,28',
            '155,90',
            '+5,38',
          ],
        ),
        table(
          ['Résultat de l’exercice pour le lot 33', ''],
          ['Charges courantes', '-18,79'],
          ['Travaux hors budget', '+5,38'],
          ['Solde à régler', '-13,41'],
        ),
        small(
          'Écart + : en votre faveur ; écart - : à votre charge, ajouté à votre prochaine échéance mensuelle.',
        ),
      ],
    ],
  },
  {
    // an online syndic's extranet page « Décompte individuel », October–September, ISO dates: the
    // menu, the closed exercise per key with « + » / « - » gaps, the works outside the budget
    // in their own block
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-01-28',
    figures: [
      day('document_date', '2025-01-28'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 5450000),
      money('expected_budget_n', 184100),
      money('budget_n', 185929),
      money('expected_hors_budget_n', 29280),
      money('hors_budget_n', 30233),
    ],
    pages: [
      [
        small(
          'Mon espace Habitéo — Documents | Charges | Règlements | Assemblées | Messagerie | Déconnexion',
        ),
        small('Charges > Décomptes > 2023-2024 (PDF généré le 2025-01-28)'),
        heading('Vos charges de l’exercice 2023-10-01 au 2024-09-30'),
        p(
          'Mme Stéphanie Roussel — lot 5 — copropriété 35-0219 LE MAIL FRANÇOIS-MITTERRAND, 40 mail François-Mitterrand 35000 Rennes',
        ),
        listing(
          [
            'Répartition',
            'Quote-part',
            'Budget',
            'Réel\ncopropriété',
            'Appelé',
            'Réel\nlot',
            'Différence',
          ],
          ['Générales', '305 / 10 000', '48 000,00', '49 218,30', '1 464,00', '1 501,16', '-37,16'],
          ['Ascenseur', '58 / 1 000', '6 500,00', '6 174,60', '377,00', '358,13', '+18,87'],
          ['Total', '', '54 500,00', '55 392,90', '1 841,00', '1 859,29', '-18,29'],
        ),
        heading('Hors budget : remplacement de l’interphone (AG du 2023-12-07)'),
        listing(
          ['Opération', 'Quote-part', 'Appelé', 'Réel', 'Appelé lot', 'Réel lot', 'Différence'],
          ['Interphone', '305 / 10 000', '9 600,00', '9 912,40', '292,80', '302,33', '-9,53'],
        ),
        p(
          'Au total, l’exercice 2023-2024 se solde par 27,82 € à votre charge (courant -18,29 ; travaux -9,53).',
        ),
        small(
          'Différence + : trop-versé ; - : complément dû. Exercice approuvé par l’assemblée générale du 2025-01-16.',
        ),
      ],
    ],
  },
  {
    // the syndic's answers for an état daté as a numbered question–answer table over two pages,
    // calendar exercise, one lot: « néant », « 0,00 », « sans objet », a collective loan and works
    // voted but not yet called
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('building_budget', 9200000),
      money('expected_budget', 287040),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 3862),
      money('reserved_advances', 31200),
      money('ongoing_budget', 143520),
      money('unbudget_not_due', 57720),
      money('building_budget_n', 8800000, 2),
      money('expected_budget_n', 274560, 2),
      money('budget_n', 278422, 2),
      day('dt_based', '2025-04-17', 2),
      money('works_funds', 4125000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 128700, 2),
      money('works_funds_contribution', 460000, 2),
      money('works_funds_last_contribution', 3588, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 15000000, 2),
      money('loan_share', 468000, 2),
      money('loan_remaining', 353790, 2),
      money('loan_instalment', 13718, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1140836, 2),
      money('unpaid_providers', 721580, 2),
      money('transfer_fees', 39000, 2),
    ],
    pages: [
      [
        heading('CABINET LACROIX & ASSOCIÉS — SYNDIC'),
        small('15 rue de Vesle 51100 Reims — 03 26 88 40 12 — mutations@lacroix-associes.fr'),
        title('État daté — réponses du syndic (art. 5 du décret du 17 mars 1967)'),
        p(
          'Copropriété LE CLOS SAINT-REMI, 6 rue Simon 51100 Reims — vendeur : M. Pascal Gérard — lot 16 (appartement, 312 / 10 000) — demande de Maître Sophie Collet, notaire, du 02/06/2025 — Reims, le 10/06/2025',
        ),
        listing(
          ['N°', 'Question', 'Réponse du syndic'],
          [
            '1',
            'Exercice en cours et budget prévisionnel voté',
            'du 01/01/2025 au 31/12/2025 — 92 000,00 € (AG du 11/04/2024)',
          ],
          [
            '2',
            'Quote-part du lot dans ce budget',
            '2 870,40 € par an, soit 717,60 € par trimestre',
          ],
          ['3', 'Provisions exigibles du budget non réglées', 'néant — 0,00 €'],
          ['4', 'Provisions hors budget exigibles non réglées', '0,00 €'],
          [
            '5',
            'Charges impayées des exercices antérieurs',
            'régularisation 2024 non réglée : 38,62 €',
          ],
          ['6', 'Avances exigibles non versées', 'sans objet'],
          ['7', 'Avances de trésorerie détenues pour le compte du vendeur', '312,00 €'],
          [
            '8',
            'Provisions du budget non encore exigibles',
            'appels du 01/07/2025 et du 01/10/2025 : 1 435,20 €',
          ],
          [
            '9',
            'Travaux votés non encore appelés',
            'réfection de la cage d’escalier (AG du 17/04/2025), appel unique le 01/10/2025 : 577,20 €',
          ],
          ['10', 'Procédures en cours contre le vendeur', 'néant'],
        ),
        small('Réponses 1 à 10 : parties I et II de l’état daté. Suite des réponses en page 2.'),
      ],
      [
        small('Le Clos Saint-Remi — état daté du lot 16 — page 2/2'),
        listing(
          ['N°', 'Question', 'Réponse du syndic'],
          ['11', 'Dernier exercice clos (01/01/2024 – 31/12/2024) : budget voté', '88 000,00 €'],
          ['12', 'Provisions appelées au lot sur cet exercice', '2 745,60 €'],
          [
            '13',
            'Charges réelles du lot sur cet exercice',
            '2 784,22 € (comptes approuvés par l’AG du 17/04/2025)',
          ],
          ['14', 'Montant du fonds de travaux', '41 250,00 € au 31/12/2024'],
          ['15', 'Part du fonds de travaux attachée au lot', '1 287,00 €'],
          ['16', 'Cotisation annuelle au fonds de travaux', '4 600,00 € pour 2025'],
          ['17', 'Dernière cotisation versée par le vendeur', '35,88 € (appel du 01/04/2025)'],
          [
            '18',
            'Emprunt collectif : capital emprunté par le syndicat',
            '150 000,00 € (ravalement, AG du 23/06/2022)',
          ],
          ['19', 'Quote-part du lot dans l’emprunt', '4 680,00 €'],
          [
            '20',
            'Capital restant dû sur la part du lot',
            '3 537,90 € après l’échéance du 01/04/2025',
          ],
          ['21', 'Échéance trimestrielle du lot', '137,18 € — prochaine échéance le 01/07/2025'],
          ['22', 'Impayés de charges de la copropriété au 31/12/2024', '11 408,36 €'],
          ['23', 'Dettes fournisseurs au 31/12/2024', '7 215,80 €'],
          [
            '24',
            'Honoraires d’établissement de l’état daté',
            '390,00 € TTC, à la charge du vendeur',
          ],
        ),
        p(
          'Certifié exact par le syndic, à Reims, le 10 juin 2025. Mme Laurence Millot, gestionnaire.',
        ),
      ],
    ],
  },
  {
    // the syndic's answers for an état daté as a numbered question–answer table over two pages,
    // calendar exercise, one lot: « néant », « 0,00 », « sans objet », a collective loan and works
    // voted but not yet called
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 7400000),
      money('expected_budget', 196100),
      money('budget', 0),
      money('unbudget', 31200),
      money('wanted_loads', 0),
      money('reserved_advances', 26500),
      money('ongoing_budget', 98050),
      money('unbudget_not_due', 69960),
      money('building_budget_n', 7200000, 2),
      money('expected_budget_n', 190800, 2),
      money('budget_n', 187944, 2),
      day('dt_based', '2025-05-15', 2),
      money('works_funds', 2918000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 77327, 2),
      money('works_funds_contribution', 384000, 2),
      money('works_funds_last_contribution', 2544, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 9600000, 2),
      money('loan_share', 254400, 2),
      money('loan_remaining', 213163, 2),
      money('loan_instalment', 6295, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 691240, 2),
      money('unpaid_providers', 438815, 2),
      money('transfer_fees', 36000, 2),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DU BERRY'),
        small('Syndic — 9 rue Moyenne 18000 Bourges — 02 48 24 61 70'),
        title('Réponses au questionnaire de l’état daté'),
        p(
          'Immeuble LES REMPARTS DE BOURGES, 14 rue des Arènes 18000 Bourges — cédante : Mme Agnès Tissier — lot 9 (265 / 10 000) — notaire : Maître Hugues Pelletier — Bourges, le 18/06/2025',
        ),
        listing(
          ['N°', 'Question', 'Réponse'],
          [
            '1',
            'Budget prévisionnel de l’exercice en cours (01/01/2025 – 31/12/2025)',
            '74 000,00 € voté le 16/05/2024',
          ],
          ['2', 'Part annuelle du lot 9', '1 961,00 € (490,25 € par trimestre)'],
          ['3', 'Provisions sur budget exigibles impayées', '0,00 €'],
          [
            '4',
            'Sommes hors budget exigibles impayées',
            'ascenseur, appel du 01/04/2025 : 312,00 €',
          ],
          ['5', 'Soldes impayés des exercices clos', 'néant (0,00 €)'],
          ['6', 'Avances exigibles', 'sans objet'],
          ['7', 'Avances versées et détenues par le syndicat', '265,00 €'],
          ['8', 'Provisions non exigibles de l’exercice', '980,50 € (01/07/2025 et 01/10/2025)'],
          [
            '9',
            'Travaux votés restant à appeler',
            'garde-corps (AG du 15/05/2025), appels des 01/10/2025 et 01/01/2026 : 699,60 €',
          ],
          ['10', 'Contentieux', 'sans objet'],
        ),
        small('Questions 11 à 24 en page 2.'),
      ],
      [
        small('Les Remparts de Bourges — lot 9 — page 2/2'),
        listing(
          ['N°', 'Question', 'Réponse'],
          ['11', 'Exercice 2024 clos : budget de l’immeuble', '72 000,00 €'],
          ['12', 'Provisions 2024 appelées au lot', '1 908,00 €'],
          ['13', 'Charges 2024 réelles du lot', '1 879,44 € (approuvées le 15/05/2025)'],
          ['14', 'Fonds de travaux au 31/12/2024', '29 180,00 €'],
          ['15', 'Part du lot 9 dans le fonds', '773,27 €'],
          ['16', 'Cotisation 2025 au fonds de travaux', '3 840,00 €'],
          ['17', 'Dernière cotisation acquittée', '25,44 € avec l’appel du 01/04/2025'],
          ['18', 'Emprunt collectif (chaudière, AG du 30/03/2023)', '96 000,00 €'],
          ['19', 'Part du lot 9', '2 544,00 €'],
          ['20', 'Capital restant dû par le lot 9', '2 131,63 € au 01/04/2025'],
          ['21', 'Échéance trimestrielle du lot 9', '62,95 € ; prochaine le 01/07/2025'],
          ['22', 'Impayés des copropriétaires au 31/12/2024', '6 912,40 €'],
          ['23', 'Dettes fournisseurs au 31/12/2024', '4 388,15 €'],
          ['24', 'Coût de l’état daté', '360,00 € TTC'],
        ),
        p('Fait à Bourges le 18 juin 2025 — Gestion Immobilière du Berry, service des mutations.'),
      ],
    ],
  },
  {
    // the syndic's e-mail reply to a notary's questionnaire, October–September, two lots: the
    // questions quoted and answered in sentences, each amount as a total with the lots' parts
    // in parentheses
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('building_budget', 8400000),
      money('expected_budget', 267120),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 31800),
      money('ongoing_budget', 66780),
      money('unbudget_not_due', 0),
      money('building_budget_n', 8000000),
      money('expected_budget_n', 254400),
      money('budget_n', 253842),
      day('dt_based', '2025-01-30'),
      money('works_funds', 3360000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 106848, 2),
      money('works_funds_contribution', 420000, 2),
      money('works_funds_last_contribution', 3339, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 831690, 2),
      money('unpaid_providers', 540237, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small('De : Immobilière Saint-Michel — service mutations <mutations@immo-saintmichel.fr>'),
        small('À : Étude de Maître Olivier Desbats <o.desbats@notaires-bordeaux.fr>'),
        small('Cc : M. Guillaume Ribeiro (vendeur)'),
        small('Date : jeudi 5 juin 2025 15:26'),
        small(
          'Objet : RE: Vente RIBEIRO — copropriété LES CHARTRONS — lots 8 et 35 — votre questionnaire du 27/05/2025',
        ),
        p('Maître,'),
        p('Voici nos réponses à votre questionnaire, dans l’ordre de vos questions.'),
        p(
          '1. Exercice en cours : du 1er octobre 2024 au 30 septembre 2025 ; budget voté : 84 000,00 € ; quote-part annuelle des lots : 2 671,20 € (lot 8 : 2 503,20 € ; lot 35 : 168,00 €).',
        ),
        p(
          '2. Sommes exigibles dues par le vendeur : provisions sur budget 0,00 € ; provisions hors budget 0,00 € ; charges des exercices antérieurs 0,00 €. Le compte est à jour.',
        ),
        p('3. Avances de trésorerie versées : 318,00 € (lot 8 : 298,00 € ; lot 35 : 20,00 €).'),
        p(
          '4. Provisions non encore exigibles : appel du 01/07/2025, 667,80 € (lot 8 : 625,80 € ; lot 35 : 42,00 €).',
        ),
        p('5. Travaux votés non encore appelés : aucun, 0,00 €.'),
        p(
          '6. Dernier exercice clos, du 01/10/2023 au 30/09/2024 (budget voté : 80 000,00 €), approuvé par l’assemblée générale du 30/01/2025 : provisions appelées 2 544,00 € (lot 8 : 2 384,00 € ; lot 35 : 160,00 €) ; charges réelles 2 538,42 € (lot 8 : 2 378,77 € ; lot 35 : 159,65 €).',
        ),
        small('Suite de nos réponses en page 2.'),
      ],
      [
        small('RE: Vente RIBEIRO — lots 8 et 35 — page 2/2'),
        p(
          '7. Fonds de travaux : 33 600,00 € au 30/09/2024, dont 1 068,48 € attachés aux lots (lot 8 : 1 001,28 € ; lot 35 : 67,20 €). Cotisation 2024/2025 : 4 200,00 €. Dernière cotisation versée avec l’appel du 01/04/2025 : 33,39 € (lot 8 : 31,29 € ; lot 35 : 2,10 €).',
        ),
        p('8. Emprunt collectif : néant.'),
        p(
          '9. Situation du syndicat au 30/09/2024 : impayés des copropriétaires 8 316,90 € ; dettes fournisseurs 5 402,37 €.',
        ),
        p('10. Procédures : aucune.'),
        p('11. Honoraires d’établissement de l’état daté : 380,00 € TTC, facturés au vendeur.'),
        p(
          'Nous restons à votre disposition.\nBien cordialement,\nMarion Delpech — service mutations, Immobilière Saint-Michel, 31 quai des Chartrons 33000 Bordeaux',
        ),
      ],
    ],
  },
  {
    // the syndic's e-mail reply to a notary's questionnaire, October–September, two lots: the
    // questions quoted and answered in sentences, each amount as a total with the lots' parts
    // in parentheses
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      money('building_budget', 7000000),
      money('expected_budget', 254800),
      money('budget', 63700),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 36400),
      money('ongoing_budget', 63700),
      money('unbudget_not_due', 56784),
      money('building_budget_n', 6800000),
      money('expected_budget_n', 247520),
      money('budget_n', 244087),
      day('dt_based', '2025-02-06'),
      money('works_funds', 2415000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 87906, 2),
      money('works_funds_contribution', 350000, 2),
      money('works_funds_last_contribution', 3185, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('unpaid', 710455, 2),
      money('unpaid_providers', 391720, 2),
      money('transfer_fees', 35000, 2),
    ],
    pages: [
      [
        small('From: Agence Lyonnaise de Gestion <etats-dates@alg-syndic.fr>'),
        small('Sent: jeudi 12 juin 2025 11:48'),
        small('To: Office notarial Berthier & Mallet'),
        small(
          'Subject: Questionnaire vendeur — Mme Caroline Fontaine — RÉSIDENCE DU PARC DE LA TÊTE D’OR — lots 21 et 44',
        ),
        p('Bonjour,'),
        p('En réponse à votre questionnaire :'),
        p(
          'Q1 — Exercice, budget et quote-part. R : exercice du 01/10/2024 au 30/09/2025, budget de 70 000,00 € ; part annuelle des lots 2 548,00 € (lot 21 : 2 464,00 € ; lot 44 : 84,00 €).',
        ),
        p(
          'Q2 — Sommes exigibles impayées. R : provisions de l’appel du 01/04/2025 non réglées, 637,00 € (lot 21 : 616,00 € ; lot 44 : 21,00 €) ; hors budget : 0,00 € ; exercices antérieurs : 0,00 €.',
        ),
        p('Q3 — Avances. R : 364,00 € (lot 21 : 352,00 € ; lot 44 : 12,00 €).'),
        p(
          'Q4 — Provisions à échoir. R : appel du 01/07/2025, 637,00 € (lot 21 : 616,00 € ; lot 44 : 21,00 €).',
        ),
        p(
          'Q5 — Travaux votés restant à appeler. R : peinture des parties communes (AG du 06/02/2025), appel du 01/10/2025 : 567,84 € (lot 21 : 549,12 € ; lot 44 : 18,72 €).',
        ),
        p(
          'Q6 — Exercice clos 2023/2024 (01/10/2023 – 30/09/2024, budget 68 000,00 €, comptes approuvés le 06/02/2025). R : provisions appelées 2 475,20 € (lot 21 : 2 393,60 € ; lot 44 : 81,60 €) ; charges réelles 2 440,87 € (lot 21 : 2 360,40 € ; lot 44 : 80,47 €).',
        ),
      ],
      [
        small('Questionnaire Fontaine — suite — 2/2'),
        p(
          'Q7 — Fonds de travaux. R : 24 150,00 € au 30/09/2024 ; part des lots : 879,06 € (lot 21 : 850,08 € ; lot 44 : 28,98 €) ; cotisation 2024/2025 : 3 500,00 € ; dernière cotisation réglée (appel du 01/01/2025) : 31,85 € (lot 21 : 30,80 € ; lot 44 : 1,05 €).',
        ),
        p('Q8 — Emprunt. R : aucun emprunt collectif.'),
        p(
          'Q9 — Impayés et dettes au 30/09/2024. R : impayés 7 104,55 € ; fournisseurs 3 917,20 €.',
        ),
        p('Q10 — Procédures. R : néant.'),
        p('Q11 — Frais d’état daté. R : 350,00 € TTC à la charge de la venderesse.'),
        p(
          'Cordialement,\nThibault Mercier\nAgence Lyonnaise de Gestion — 52 cours Vitton 69006 Lyon',
        ),
      ],
    ],
  },
  {
    // scanned: a syndic's pre-printed form for a sale over two pages, April–March: each question
    // on the left, the answer in the right column (« 0,00 », « néant », « sans objet »), the
    // closed exercise approved a few days before
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-16',
    scan: scanned(200, 0.6, 11),
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget', 6400000),
      money('expected_budget', 176640),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 2284),
      money('reserved_advances', 27600),
      money('ongoing_budget', 132480),
      money('unbudget_not_due', 0),
      money('building_budget_n', 6200000, 2),
      money('expected_budget_n', 171120, 2),
      money('budget_n', 173404, 2),
      day('dt_based', '2025-06-11', 2),
      money('works_funds', 2648000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 73085, 2),
      money('works_funds_contribution', 320000, 2),
      money('works_funds_last_contribution', 2208, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 520866, 2),
      money('unpaid_providers', 364410, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('ARMOR SYNDIC'),
        small('Cabinet de syndic — 7 rue Saint-Guillaume 22000 Saint-Brieuc — 02 96 61 44 70'),
        title('QUESTIONNAIRE DU NOTAIRE — MUTATION'),
        table(
          ['Renseignement demandé', 'Réponse du syndic'],
          ['Copropriété', 'LE CLOS DES ROSAIRES, 11 rue de Gouët 22000 Saint-Brieuc'],
          ['Vendeur / lot', 'M. Loïc Le Bihan — lot 12 (276 / 10 000)'],
          ['Date de la réponse', '16/06/2025'],
          ['Exercice en cours', 'du 01/04/2025 au 31/03/2026'],
          ['Budget voté pour l’exercice en cours', '64 000,00 €'],
          ['Quote-part annuelle du lot', '1 766,40 €'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Appels hors budget exigibles non réglés', '0,00'],
          ['Soldes des exercices clos non réglés', 'régularisation 2024/2025 : 22,84 €'],
          ['Avances exigibles', 'sans objet'],
          ['Avances détenues pour le vendeur', '276,00 €'],
          [
            'Provisions de l’exercice non encore exigibles',
            '1 324,80 € (01/07/2025, 01/10/2025, 01/01/2026)',
          ],
          ['Travaux votés non encore appelés', 'néant — 0,00'],
        ),
      ],
      [
        small('Armor Syndic — questionnaire lot 12 — page 2/2'),
        table(
          ['Renseignement demandé', 'Réponse du syndic'],
          ['Dernier exercice clos', 'du 01/04/2024 au 31/03/2025'],
          ['Budget voté de cet exercice', '62 000,00 €'],
          ['Provisions appelées au lot', '1 711,20 €'],
          ['Charges réelles du lot', '1 734,04 €'],
          ['Date d’approbation des comptes', 'assemblée générale du 11/06/2025'],
          ['Fonds de travaux au 31/03/2025', '26 480,00 €'],
          ['Part du fonds attachée au lot', '730,85 €'],
          ['Cotisation annuelle 2025/2026', '3 200,00 €'],
          ['Dernière cotisation versée', '22,08 € — appel du 01/04/2025'],
          ['Emprunt collectif', 'sans objet'],
          ['Impayés des copropriétaires au 31/03/2025', '5 208,66 €'],
          ['Dettes fournisseurs au 31/03/2025', '3 644,10 €'],
          ['Procédures en cours', 'néant'],
          ['Honoraires d’état daté', '380,00 € TTC'],
        ),
        p('Cachet et signature du syndic : Armor Syndic, Mme Gwenaëlle Tanguy.'),
      ],
    ],
  },
  {
    // scanned: a syndic's pre-printed form for a sale over two pages, April–March: each question
    // on the left, the answer in the right column (« 0,00 », « néant », « sans objet »), the
    // closed exercise approved a few days before
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-24',
    scan: scanned(180, -1.2, 12),
    figures: [
      day('document_date', '2025-06-24'),
      money('building_budget', 4800000),
      money('expected_budget', 196800),
      money('budget', 49200),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 41000),
      money('ongoing_budget', 147600),
      money('unbudget_not_due', 90200),
      money('building_budget_n', 4600000, 2),
      money('expected_budget_n', 188600, 2),
      money('budget_n', 186155, 2),
      day('dt_based', '2025-06-05', 2),
      money('works_funds', 1890000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 77490, 2),
      money('works_funds_contribution', 240000, 2),
      money('works_funds_last_contribution', 2378, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('unpaid', 411580, 2),
      money('unpaid_providers', 273146, 2),
      money('transfer_fees', 30000, 2),
    ],
    pages: [
      [
        heading('SYNDIC DES DEUX-RIVES'),
        small(
          '4 quai Gambetta 71100 Chalon-sur-Saône — 03 85 48 27 13 — deuxrives.syndic@orange.fr',
        ),
        title('Renseignements financiers pour la vente d’un lot'),
        table(
          ['Question', 'Réponse'],
          ['Immeuble', 'RÉSIDENCE SAINT-VINCENT, 3 rue du Pont 71100 Chalon-sur-Saône'],
          ['Copropriétaire vendeur', 'Mme Monique Bonnot — lot 4 (410 / 10 000)'],
          ['Établi le', '24/06/2025'],
          ['Exercice en cours', '01/04/2025 – 31/03/2026'],
          ['Budget prévisionnel voté', '48 000,00 €'],
          ['Part annuelle du lot 4', '1 968,00 €'],
          ['Provisions exigibles impayées', '492,00 € (appel du 01/04/2025)'],
          ['Hors budget exigible impayé', '0,00'],
          ['Charges impayées des exercices clos', '0,00'],
          ['Avances exigibles non versées', 'sans objet'],
          ['Avances versées (fonds de roulement)', '410,00 €'],
          ['Provisions non exigibles', '1 476,00 € (trois appels à venir)'],
          ['Travaux votés non appelés', 'toiture (AG du 05/06/2025) : 902,00 €'],
        ),
      ],
      [
        small('Syndic des Deux-Rives — lot 4 — 2/2'),
        table(
          ['Question', 'Réponse'],
          ['Exercice clos', '01/04/2024 – 31/03/2025, approuvé le 05/06/2025'],
          ['Budget de l’immeuble', '46 000,00 €'],
          ['Provisions appelées (lot 4)', '1 886,00 €'],
          ['Charges réelles (lot 4)', '1 861,55 €'],
          ['Fonds de travaux au 31/03/2025', '18 900,00 €'],
          ['Part du lot 4', '774,90 €'],
          ['Cotisation 2025/2026', '2 400,00 €'],
          ['Dernière cotisation payée', '23,78 € (appel du 01/01/2025)'],
          ['Emprunt', 'néant'],
          ['Impayés de la copropriété au 31/03/2025', '4 115,80 €'],
          ['Dettes fournisseurs au 31/03/2025', '2 731,46 €'],
          ['Contentieux', 'sans objet'],
          ['Frais d’état daté', '300,00 €'],
        ),
        p('Pour le syndic, M. Dominique Gauthier.'),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » page exported from its extranet, July–June, ISO dates:
    // the menu and the steps of the request around the data, one block per part with explicit
    // zeros, a collective loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      money('building_budget', 5800000),
      money('expected_budget', 201840),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 34800),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 125280),
      money('building_budget_n', 5500000, 2),
      money('expected_budget_n', 191400, 2),
      money('budget_n', 195137, 2),
      day('dt_based', '2024-12-05', 2),
      money('works_funds', 2145000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 74646, 2),
      money('works_funds_contribution', 290000, 2),
      money('works_funds_last_contribution', 2523, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 7200000, 2),
      money('loan_share', 250560, 2),
      money('loan_remaining', 212105, 2),
      money('loan_instalment', 7309, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 598014, 2),
      money('unpaid_providers', 387025, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'SYNDIKA — syndic en ligne      Mes biens  ·  Ma copropriété  ·  Vendre mon lot  ·  Documents  ·  Aide',
        ),
        small(
          'Vendre mon lot › Pré-état daté › Étape 3/3 : récapitulatif — export PDF du 2025-06-09',
        ),
        title('Pré-état daté — lot 7'),
        table(
          ['Dossier', ''],
          ['Copropriété', '37-0158 LE DOMAINE DE GRANDMONT, 5 avenue de Grandmont 37200 Tours'],
          ['Vendeur', 'M. Alexandre Chevalier'],
          ['Lot', '7 — appartement T4 — 348 / 10 000'],
          ['Exercice en cours', '2024-07-01 → 2025-06-30'],
        ),
        heading('A. Sommes dues par le vendeur'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Provisions du budget exigibles et non payées', '0,00'],
          ['Provisions hors budget exigibles et non payées', '0,00'],
          ['Charges des exercices clos non payées', '0,00'],
        ),
        heading('B. Sommes dues au vendeur'),
        listing(['Poste', 'Montant (€)'], ['Avances de trésorerie', '348,00']),
        heading('C. Sommes à la charge de l’acquéreur'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Provisions 2024-2025 non encore exigibles', '0,00'],
          ['Ravalement (AG du 2024-12-05), appel du 2025-10-01', '1 252,80'],
        ),
        heading('D. Budget'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Budget 2024-2025 voté', '58 000,00'],
          ['Quote-part du lot 7', '2 018,40'],
        ),
      ],
      [
        small('Syndika — pré-état daté lot 7 — 2/2'),
        heading('E. Exercice clos 2023-07-01 → 2024-06-30 (approuvé le 2024-12-05)'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Budget voté', '55 000,00'],
          ['Provisions appelées au lot', '1 914,00'],
          ['Charges réelles du lot', '1 951,37'],
        ),
        heading('F. Fonds de travaux'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Solde au 2024-06-30', '21 450,00'],
          ['Part du lot', '746,46'],
          ['Cotisation 2024-2025', '2 900,00'],
          ['Dernière cotisation payée (appel du 2025-04-01)', '25,23'],
        ),
        heading('G. Emprunt collectif ascenseur'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Capital emprunté', '72 000,00'],
          ['Quote-part du lot', '2 505,60'],
          ['Capital restant dû par le lot', '2 121,05'],
          ['Échéance trimestrielle du lot', '73,09'],
          ['Prochaine échéance', '2025-07-01'],
        ),
        heading('H. Copropriété'),
        listing(
          ['Poste', 'Montant (€)'],
          ['Impayés au 2024-06-30', '5 980,14'],
          ['Dettes fournisseurs au 2024-06-30', '3 870,25'],
          ['Honoraires de pré-état daté / état daté', '380,00'],
        ),
        small('Aucune procédure en cours. [ Transmettre au notaire ]  [ Télécharger ]'),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » page exported from its extranet, July–June, ISO dates:
    // the menu and the steps of the request around the data, one block per part with explicit
    // zeros, a collective loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      money('building_budget', 6600000),
      money('expected_budget', 171600),
      money('budget', 42900),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 26000),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 0),
      money('building_budget_n', 6400000, 2),
      money('expected_budget_n', 166400, 2),
      money('budget_n', 164368, 2),
      day('dt_based', '2024-11-28', 2),
      money('works_funds', 2730000, 2),
      day('dt_works_funds', '2024-06-30', 2),
      money('works_funds_lot', 70980, 2),
      money('works_funds_contribution', 330000, 2),
      money('works_funds_last_contribution', 2145, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('loan_amount', 8800000, 2),
      money('loan_share', 228800, 2),
      money('loan_remaining', 175954, 2),
      money('loan_instalment', 5858, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 724090, 2),
      money('unpaid_providers', 481233, 2),
      money('transfer_fees', 35000, 2),
    ],
    pages: [
      [
        small(
          'KOPRIX   |   Tableau de bord   |   Ventes   |   Pré-états datés   |   Documents   |   Paramètres',
        ),
        small('Ventes > Dossier PED-25-0412 > Réponses du syndic — imprimé le 2025-06-20'),
        title('Réponses pour le pré-état daté'),
        table(
          ['Dossier PED-25-0412', ''],
          ['Immeuble', '06-0331 LES JARDINS DU CIMIEZ, 40 boulevard de Cimiez 06000 Nice'],
          ['Copropriétaire cédant', 'Mme Giulia Ferrero'],
          ['Lot', '15 (260 / 10 000)'],
          ['Exercice', 'du 2024-07-01 au 2025-06-30'],
        ),
        heading('1. Dû par le cédant'),
        listing(
          ['Rubrique', '€'],
          ['Provisions exigibles impayées (appel du 2025-04-01)', '429,00'],
          ['Hors budget exigible impayé', '0,00'],
          ['Exercices clos impayés', '0,00'],
        ),
        heading('2. Dû au cédant'),
        listing(['Rubrique', '€'], ['Fonds de roulement', '260,00']),
        heading('3. À la charge du cessionnaire'),
        listing(
          ['Rubrique', '€'],
          ['Provisions de l’exercice à échoir', '0,00'],
          ['Travaux votés à appeler', '0,00'],
        ),
        heading('4. Budget de l’exercice'),
        listing(
          ['Rubrique', '€'],
          ['Budget voté (AG du 2023-11-30)', '66 000,00'],
          ['Part du lot 15', '1 716,00'],
        ),
      ],
      [
        small('Koprix — dossier PED-25-0412 — page 2/2'),
        heading('5. Exercice clos du 2023-07-01 au 2024-06-30, approuvé le 2024-11-28'),
        listing(
          ['Rubrique', '€'],
          ['Budget de l’immeuble', '64 000,00'],
          ['Provisions appelées au lot 15', '1 664,00'],
          ['Charges réelles du lot 15', '1 643,68'],
        ),
        heading('6. Fonds de travaux'),
        listing(
          ['Rubrique', '€'],
          ['Montant au 2024-06-30', '27 300,00'],
          ['Part du lot 15', '709,80'],
          ['Cotisation votée 2024-2025', '3 300,00'],
          ['Dernière cotisation réglée (appel du 2025-01-01)', '21,45'],
        ),
        heading('7. Emprunt collectif toiture'),
        listing(
          ['Rubrique', '€'],
          ['Montant emprunté', '88 000,00'],
          ['Part du lot 15', '2 288,00'],
          ['Restant dû par le lot 15', '1 759,54'],
          ['Échéance trimestrielle', '58,58'],
          ['Prochaine échéance', '2025-07-01'],
        ),
        heading('8. Syndicat'),
        listing(
          ['Rubrique', '€'],
          ['Impayés des copropriétaires au 2024-06-30', '7 240,90'],
          ['Dettes fournisseurs au 2024-06-30', '4 812,33'],
          ['Honoraires d’état daté', '350,00'],
        ),
        small('Procédures : aucune.'),
      ],
    ],
  },
  {
    // a volunteer syndic's letter to the notary with no title (the sender, the reference, then
    // « Maître, »), calendar exercise: the answers in numbered paragraphs, amounts in « EUR »,
    // works voted but not yet called, the volunteer's free état daté as an explicit zero
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      money('building_budget', 1450000),
      money('expected_budget', 269700),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 18600),
      money('ongoing_budget', 134850),
      money('unbudget_not_due', 119040),
      money('building_budget_n', 1400000, 2),
      money('expected_budget_n', 260400, 2),
      money('budget_n', 257472, 2),
      day('dt_based', '2025-04-05', 2),
      money('works_funds', 798000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 148428, 2),
      money('works_funds_contribution', 74000, 2),
      money('works_funds_last_contribution', 3441, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 61240, 2),
      money('unpaid_providers', 28800, 2),
      money('transfer_fees', 0, 2),
    ],
    pages: [
      [
        p(
          'Jean-Claude Renaud\nSyndic bénévole de la copropriété LE MOULIN\n3 quai de la Charente 16100 Cognac\n06 71 24 58 90',
        ),
        right('Maître Isabelle Fouché\nNotaire\n12 place François-Ier\n16100 Cognac'),
        p('Cognac, le lundi 26 mai 2025'),
        p('V/Réf. : IF/2025/0388 — vente de Mme Martine Girard, lot 3'),
        p('Maître,'),
        p(
          'En réponse à votre questionnaire du 19 mai, je vous communique les renseignements suivants sur le lot 3 (186 / 1 000) de la copropriété LE MOULIN :',
        ),
        p(
          '1. L’exercice 2025 court du 1er janvier au 31 décembre 2025 ; le budget voté s’élève à 14.500,00 EUR, dont 2.697,00 EUR pour le lot 3 (674,25 EUR par trimestre).',
        ),
        p(
          '2. Mme Girard a réglé tous les appels échus : provisions impayées 0,00 EUR ; hors budget impayé 0,00 EUR ; arriérés des exercices antérieurs 0,00 EUR.',
        ),
        p('3. Elle a versé une avance de trésorerie de 186,00 EUR, qui lui sera remboursée.'),
        p(
          '4. Restent à appeler sur 2025 les provisions des 1er juillet et 1er octobre, soit 1.348,50 EUR.',
        ),
        p(
          '5. L’assemblée du 5 avril 2025 a voté le remplacement des fenêtres de l’escalier pour 6.400,00 EUR, qui seront appelés le 1er septembre 2025 : part du lot 3, 1.190,40 EUR.',
        ),
        small('Suite au verso.'),
      ],
      [
        small('Copropriété Le Moulin — réponse au questionnaire du 19/05/2025 — page 2'),
        p(
          '6. Exercice 2024 (budget de 14.000,00 EUR), comptes approuvés par l’assemblée du 5 avril 2025 : provisions appelées au lot 3, 2.604,00 EUR ; charges réelles, 2.574,72 EUR.',
        ),
        p(
          '7. Le fonds de travaux s’élevait à 7.980,00 EUR au 31 décembre 2024, dont 1.484,28 EUR attachés au lot 3. Cotisation 2025 : 740,00 EUR. Dernière cotisation versée : 34,41 EUR, avec l’appel du 1er avril 2025.',
        ),
        p(
          '8. Au 31 décembre 2024, les impayés de l’ensemble des copropriétaires étaient de 612,40 EUR et les factures restant à payer de 288,00 EUR.',
        ),
        p('9. Pas d’emprunt collectif, pas de procédure en cours.'),
        p('10. En tant que syndic bénévole, je ne facture pas l’état daté : honoraires 0,00 EUR.'),
        p('Je vous prie d’agréer, Maître, mes salutations distinguées.\nJ.-C. Renaud'),
      ],
    ],
  },
  {
    // a volunteer syndic's letter to the notary with no title (the sender, the reference, then
    // « Maître, »), calendar exercise: the answers in numbered paragraphs, amounts in « EUR »,
    // works voted but not yet called, last year's regularisation unpaid
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('building_budget', 1180000),
      money('expected_budget', 250160),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 4664),
      money('reserved_advances', 21200),
      money('ongoing_budget', 125080),
      money('unbudget_not_due', 190800),
      money('building_budget_n', 1140000, 2),
      money('expected_budget_n', 241680, 2),
      money('budget_n', 246344, 2),
      day('dt_based', '2025-05-10', 2),
      money('works_funds', 532000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 112784, 2),
      money('works_funds_contribution', 60000, 2),
      money('works_funds_last_contribution', 3180, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 84650, 2),
      money('unpaid_providers', 41075, 2),
      money('transfer_fees', 15000, 2),
    ],
    pages: [
      [
        p(
          'Copropriété 8 RUE DU MARCHÉ-AUX-HERBES — 67600 Sélestat\nSyndic non professionnel : Mme Évelyne Koenig (lot 2)\nevelyne.koenig@sfr.fr',
        ),
        right('Office notarial Weber & Schmitt\n2 rue du Président-Poincaré\n67600 Sélestat'),
        p('Sélestat, le 2 juin 2025'),
        p('Vos références : dossier 25/1146 — vente Hoffmann, lot 5'),
        p('Maître,'),
        p(
          'Voici les informations demandées pour le lot 5 (212 / 1 000) appartenant à M. Jérôme Hoffmann.',
        ),
        p(
          '1. Exercice 2025 (01/01/2025 – 31/12/2025) : budget voté 11.800,00 EUR ; part du lot 5 : 2.501,60 EUR, appelée par trimestre (625,40 EUR).',
        ),
        p(
          '2. Provisions 2025 échues non payées : 0,00 EUR. Appels de travaux échus non payés : 0,00 EUR.',
        ),
        p(
          '3. Régularisation de l’exercice 2024, appelée le 15 mai et non encore réglée : 46,64 EUR.',
        ),
        p('4. Avance de trésorerie versée par le vendeur : 212,00 EUR.'),
        p('5. Provisions 2025 encore à appeler (1er juillet et 1er octobre) : 1.250,80 EUR.'),
        p(
          '6. Travaux votés non encore appelés : ravalement du pignon (AG du 10 mai 2025) pour 9.000,00 EUR, appelés les 1er septembre et 1er décembre 2025 ; part du lot 5 : 1.908,00 EUR.',
        ),
      ],
      [
        small('8 rue du Marché-aux-Herbes — dossier 25/1146 — page 2'),
        p(
          '7. Exercice 2024 (budget de 11.400,00 EUR), approuvé par l’assemblée du 10 mai 2025 : provisions appelées au lot 5, 2.416,80 EUR ; charges réelles, 2.463,44 EUR.',
        ),
        p(
          '8. Fonds de travaux au 31/12/2024 : 5.320,00 EUR, dont 1.127,84 EUR pour le lot 5. Cotisation 2025 : 600,00 EUR ; dernière cotisation payée le 1er avril 2025 : 31,80 EUR.',
        ),
        p(
          '9. Impayés des copropriétaires au 31/12/2024 : 846,50 EUR ; dettes fournisseurs : 410,75 EUR.',
        ),
        p('10. Ni emprunt, ni procédure.'),
        p('11. Frais d’établissement de l’état daté (forfait voté par l’assemblée) : 150,00 EUR.'),
        p('Avec mes salutations respectueuses,\nÉ. Koenig'),
      ],
    ],
  },
  {
    // a big group's minutes over two pages, calendar exercise: the budgets in a table (« Budget
    // 2024 voté | Réalisé 2024 | Budget 2025 | Budget 2026 »), then the resolutions in sentences
    // with the fund, the works and their financing by a collective loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-20',
    figures: [
      day('document_date', '2025-05-20'),
      day('dt_based', '2025-05-20'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 15200000),
      money('building_budget', 15600000),
      money('works_funds', 6892000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 780000, 2),
      money('loan_amount', 20800000, 2),
    ],
    pages: [
      [
        small(
          'LOIRE SYNDIC PATRIMOINE — groupe Hestia — 18 rue Jeanne-d’Arc 45000 Orléans — carte professionnelle CPI 4502 2017 000 019 306',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU MARDI 20 MAI 2025'),
        p(
          'Syndicat des copropriétaires de la résidence LE QUAI DU CHÂTELET, 9 quai du Châtelet 45000 Orléans. L’assemblée s’est tenue à 18 h 30 à l’hôtel Mercure Orléans Centre. Présents, représentés ou votant par correspondance : 46 copropriétaires sur 63, représentant 7 412 / 10 000 tantièmes.',
        ),
        p(
          'Résolution n° 1 — Élection du président de séance : M. Thierry Lemaire. Adoptée à l’unanimité des voix exprimées (art. 24).',
        ),
        p(
          'Résolution n° 2 — Élection du secrétaire : le syndic, représenté par Mme Audrey Caron. Adoptée (art. 24).',
        ),
        p(
          'Résolution n° 3 — Approbation des comptes de l’exercice du 1er janvier au 31 décembre 2024, présentés selon le tableau ci-dessous. Pour : 7 036 ; contre : 376 ; abstention : 0. Adoptée (art. 24).',
        ),
        listing(
          [
            'Nature',
            'Budget 2024\nvoté',
            'Réalisé\n2024',
            'Budget 2025\nvoté',
            'Budget 2026\nproposé',
          ],
          ['Eau', '15 000,00', '15 842,15', '15 500,00', '16 000,00'],
          ['Électricité', '9 600,00', '9 184,70', '10 000,00', '10 400,00'],
          ['Chauffage', '34 000,00', '32 188,40', '34 000,00', '35 000,00'],
          ['Contrats d’entretien', '23 000,00', '23 126,00', '23 800,00', '24 400,00'],
          ['Nettoyage', '19 500,00', '19 500,00', '20 200,00', '20 800,00'],
          ['Travaux d’entretien', '9 000,00', '11 874,20', '9 000,00', '9 000,00'],
          ['Assurance', '9 800,00', '10 024,00', '10 600,00', '11 200,00'],
          ['Honoraires', '18 100,00', '18 100,00', '18 600,00', '19 000,00'],
          ['Divers', '14 000,00', '9 775,00', '14 300,00', '14 200,00'],
          ['Total', '152 000,00', '149 614,45', '156 000,00', '160 000,00'],
        ),
        p(
          'L’excédent de 2 385,55 € est réparti entre les copropriétaires selon les clés de l’exercice.',
        ),
        p(
          'Résolution n° 4 — Le budget de l’exercice 2025 (du 1er janvier au 31 décembre 2025), voté à 156 000,00 € par l’assemblée du 21/05/2024, est confirmé. Adoptée (art. 24).',
        ),
      ],
      [
        small('Le Quai du Châtelet — PV de l’AG du 20/05/2025 — page 2/2'),
        p(
          'Résolution n° 5 — Budget prévisionnel de l’exercice 2026 fixé à 160 000,00 €, appelé par quarts. Pour : 7 412. Adoptée (art. 24).',
        ),
        p(
          'Résolution n° 6 — Fonds de travaux : l’assemblée prend acte d’un solde de 68 920,00 € au 31/12/2024. La cotisation 2025, votée à 7 800,00 €, est maintenue ; la cotisation 2026 est fixée à 8 000,00 €. Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 7 — Ravalement des façades et isolation des pignons pour un montant de 310 000,00 € TTC, honoraires de maîtrise d’œuvre compris. Pour : 5 944 ; contre : 1 092 ; abstention : 376. Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 8 — Financement : 40 000,00 € prélevés sur le fonds de travaux, 62 000,00 € payés comptant par les copropriétaires qui en ont fait le choix, et un emprunt collectif de 208 000,00 € sur 15 ans souscrit au nom du syndicat pour les autres (art. 26-4 de la loi du 10 juillet 1965). Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 9 — Installation de bornes de recharge : rejetée (pour : 2 118 ; contre : 5 294).',
        ),
        p(
          'Plus rien n’étant à l’ordre du jour, la séance est levée à 21 h 05. Signé : le président, le secrétaire.',
        ),
        small(
          'Art. 42 de la loi du 10 juillet 1965 : délai de contestation de deux mois à compter de la notification du présent procès-verbal.',
        ),
      ],
    ],
  },
  {
    // a big group's minutes over two pages, calendar exercise: the budgets in a table (« Budget
    // 2024 voté | Réalisé 2024 | Budget 2025 | Budget 2026 »), then the resolutions in sentences
    // with the fund, the works and their financing by a collective loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-24',
    figures: [
      day('document_date', '2025-04-24'),
      day('dt_based', '2025-04-24'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 8200000),
      money('building_budget', 8400000),
      money('works_funds', 3964000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 420000, 2),
      money('loan_amount', 12460000, 2),
    ],
    pages: [
      [
        small(
          'GROUPE CAPSYNDIC — agence de Caen — 30 rue Saint-Pierre 14000 Caen — 02 31 50 72 64',
        ),
        title('Procès-verbal de l’assemblée générale du jeudi 24 avril 2025'),
        p(
          'Copropriété LES JARDINS DE L’ORNE, 14 quai Vendeuvre 14000 Caen. Réunion à 18 h au centre de congrès. 33 copropriétaires présents ou représentés sur 48, soit 6 980 / 10 000 tantièmes.',
        ),
        p(
          '1re résolution — Président de séance : Mme Annie Lecoq ; scrutateur : M. Paul Hébert ; secrétaire : le syndic. Adoptée à l’unanimité.',
        ),
        p(
          '2e résolution — Comptes de l’exercice 2024 (du 01/01/2024 au 31/12/2024) : l’assemblée approuve les comptes présentés ci-dessous, l’insuffisance de 1 217,20 € étant répartie. Pour 6 604, contre 376. Adoptée (art. 24).',
        ),
        listing(
          [
            'Poste',
            'Budget 2024\nvoté',
            'Réalisé\n2024',
            'Budget 2025\nvoté',
            'Budget 2026\nproposé',
          ],
          ['Eau', '8 200,00', '8 612,30', '8 400,00', '8 700,00'],
          ['Électricité', '5 400,00', '5 187,45', '5 600,00', '5 800,00'],
          ['Ascenseur', '11 000,00', '11 406,90', '11 300,00', '11 600,00'],
          ['Nettoyage', '21 000,00', '21 000,00', '21 600,00', '22 200,00'],
          ['Espaces verts', '4 500,00', '4 380,00', '4 600,00', '4 700,00'],
          ['Entretien', '7 000,00', '8 914,75', '7 000,00', '7 000,00'],
          ['Assurance', '7 200,00', '7 344,00', '7 600,00', '8 000,00'],
          ['Honoraires', '13 300,00', '13 300,00', '13 600,00', '13 900,00'],
          ['Divers', '4 400,00', '3 071,80', '4 300,00', '4 600,00'],
          ['Total', '82 000,00', '83 217,20', '84 000,00', '86 500,00'],
        ),
        p(
          '3e résolution — Budget 2025 : le budget de 84 000,00 € voté le 25/04/2024 pour l’exercice du 01/01/2025 au 31/12/2025 est maintenu. Adoptée (art. 24).',
        ),
      ],
      [
        small('Les Jardins de l’Orne — AG du 24/04/2025 — 2/2'),
        p('4e résolution — Budget 2026 : 86 500,00 €. Adoptée (art. 24).'),
        p(
          '5e résolution — Fonds de travaux : solde de 39 640,00 € au 31/12/2024 ; cotisation 2025 de 4 200,00 € confirmée ; cotisation 2026 fixée à 4 325,00 €. Adoptée (art. 25).',
        ),
        p(
          '6e résolution — Réfection complète de la toiture et des chéneaux : 186 000,00 € TTC. Financement : fonds de travaux 26 000,00 € ; paiements comptant 35 400,00 € ; emprunt collectif de 124 600,00 € sur 12 ans au nom du syndicat pour les copropriétaires qui y adhèrent. Pour 5 712, contre 892, abstention 376. Adoptée (art. 25).',
        ),
        p(
          '7e résolution — Mandat au syndic pour signer le contrat de prêt et la garantie. Adoptée (art. 25).',
        ),
        p(
          'La séance est levée à 20 h 35. Signatures : la présidente, le scrutateur, le secrétaire.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's minutes over two pages, October–September: the council elected and
    // its president as syndic, the accounts, the current budget readjusted and next year's, the
    // fund and works in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-02-12',
    figures: [
      day('document_date', '2025-02-12'),
      day('dt_based', '2025-02-12'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 4100000),
      money('building_budget', 4320000),
      money('works_funds', 1876000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_contribution', 216000, 2),
    ],
    pages: [
      [
        p('SYNDICAT COOPÉRATIF DE LA RÉSIDENCE LES GLYCINES — 27 rue Paul-Bellamy 44000 Nantes'),
        title('Procès-verbal de l’assemblée générale ordinaire du mercredi 12 février 2025'),
        p(
          'L’assemblée s’est réunie à 19 h dans la salle commune de la résidence, sur convocation du président du conseil syndical, syndic coopératif. Présents ou représentés : 19 copropriétaires sur 24, soit 8 214 / 10 000 tantièmes.',
        ),
        p(
          'Résolution 1 — Président de séance : Mme Marie-Paule Joubert ; secrétaire : M. Denis Le Roux, trésorier du conseil syndical. Adoptée à l’unanimité.',
        ),
        p(
          'Résolution 2 — Les comptes de l’exercice ouvert le 1er octobre 2023 et clos le 30 septembre 2024 sont approuvés : charges de 40 286,35 € pour un budget voté de 41 000,00 €, l’excédent de 713,65 € étant remboursé aux copropriétaires. Pour : 8 214. Adoptée (art. 24).',
        ),
        p(
          'Résolution 3 — Le budget de l’exercice en cours, du 1er octobre 2024 au 30 septembre 2025, voté à 42 500,00 € le 7 février 2024, est réajusté à 43 200,00 € pour tenir compte de la hausse de l’assurance. Pour : 7 802 ; contre : 412. Adoptée (art. 24).',
        ),
        p(
          'Résolution 4 — Le budget de l’exercice 2025/2026 est fixé à 44 500,00 €. Pour : 8 214. Adoptée (art. 24).',
        ),
      ],
      [
        small('Les Glycines — PV de l’AG du 12/02/2025 — page 2/2'),
        p(
          'Résolution 5 — Fonds de travaux : l’assemblée constate un solde de 18 760,00 € au 30 septembre 2024. La cotisation de l’exercice 2024/2025 est portée à 2 160,00 € (5 % du budget réajusté) ; celle de 2025/2026 est fixée à 2 225,00 €. Adoptée (art. 25).',
        ),
        p(
          'Résolution 6 — Remplacement des boîtes aux lettres pour 4 800,00 € TTC, payé par prélèvement sur le fonds de travaux, sans appel de fonds. Pour : 7 390 ; contre : 824. Adoptée (art. 25).',
        ),
        p(
          'Résolution 7 — Élection du conseil syndical pour deux ans : Mme Joubert, M. Le Roux, Mme Aïcha Benali, M. Hervé Morin. Le conseil réélit Mme Joubert comme présidente, qui exerce les fonctions de syndic coopératif (art. 17-1 de la loi du 10 juillet 1965). Adoptée (art. 25).',
        ),
        p(
          'Plus rien n’étant à l’ordre du jour, la séance est levée à 21 h 15. Signé : la présidente de séance, le secrétaire.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's minutes over two pages, October–September: the council elected and
    // its president as syndic, the accounts, the current budget kept and next year's, the fund
    // and works in sentences
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-06',
    figures: [
      day('document_date', '2025-03-06'),
      day('dt_based', '2025-03-06'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 3300000),
      money('building_budget', 3400000),
      money('works_funds', 1293000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_contribution', 170000, 2),
    ],
    pages: [
      [
        p('Copropriété LE CLOS DU PORT — 8 quai Cronstadt 79000 Niort — syndic coopératif'),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU JEUDI 6 MARS 2025'),
        p(
          'Sur convocation du président du conseil syndical, l’assemblée générale des copropriétaires s’est tenue au 8 quai Cronstadt à 18 h 30. Présents ou représentés : 14 copropriétaires sur 18, totalisant 812 / 1 000 tantièmes.',
        ),
        p(
          '1. Bureau de séance : M. Roger Giraud, président ; Mme Lucie Favreau, secrétaire. Adopté à l’unanimité.',
        ),
        p(
          '2. Comptes de l’exercice du 01/10/2023 au 30/09/2024 : charges de 33 948,10 € pour un budget de 33 000,00 € ; l’insuffisance de 948,10 € est répartie selon les tantièmes. Pour 770, contre 42. Adopté (art. 24).',
        ),
        p(
          '3. Budget 2024/2025 (du 01/10/2024 au 30/09/2025) : le budget de 34 000,00 € voté le 14/03/2024 est maintenu. Pour 812. Adopté (art. 24).',
        ),
        p('4. Budget 2025/2026 : 35 200,00 €. Pour 770, abstention 42. Adopté (art. 24).'),
      ],
      [
        small('Le Clos du Port — AG du 06/03/2025 — 2/2'),
        p(
          '5. Fonds de travaux : 12 930,00 € au 30/09/2024. Cotisation 2024/2025 : 1 700,00 €, inchangée ; cotisation 2025/2026 : 1 760,00 €. Adopté (art. 25).',
        ),
        p(
          '6. Étanchéité des balcons : travaux votés pour 28 500,00 € TTC, financés par 8 000,00 € du fonds de travaux et deux appels de 10 250,00 € (1er juillet et 1er octobre 2025). Pour 686, contre 84, abstention 42. Adopté (art. 25).',
        ),
        p(
          '7. Conseil syndical : MM. Giraud et Pineau, Mmes Favreau et Texier sont élus ; M. Giraud est reconduit comme président-syndic. Adopté (art. 25).',
        ),
        p('Fin de la séance à 20 h 40. Le président et la secrétaire ont signé.'),
      ],
    ],
  },
  {
    // a volunteer syndic's minutes sent the same evening by e-mail, April–March: the mail header,
    // then the minutes in short paragraphs with dates as « 14.06.25 », budgets and the fund
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-14',
    figures: [
      day('document_date', '2025-06-14'),
      day('dt_based', '2025-06-14'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 960000),
      money('building_budget', 990000),
      money('works_funds', 418000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 49500),
    ],
    pages: [
      [
        small('De : Copro Les Capucines <copro.capucines.angouleme@gmail.com>'),
        small('À : les copropriétaires (6 destinataires)'),
        small('Date : samedi 14 juin 2025 19:42'),
        small('Objet : PV de l’AG de ce jour — à conserver'),
        p(
          'Bonsoir à tous, voici le procès-verbal de notre assemblée de cet après-midi. Merci à tous pour votre présence !',
        ),
        heading('Copropriété LES CAPUCINES — 12 rue de Périgueux 16000 Angoulême'),
        heading('Procès-verbal de l’assemblée générale du 14.06.25'),
        p(
          'Présents : 5 copropriétaires sur 6 (912 / 1 000 millièmes). Président de séance : M. Marcel Dupuy. Secrétaire : Mme Claire Vergnaud, syndic bénévole.',
        ),
        p(
          '1. Comptes de l’exercice du 01.04.24 au 31.03.25 (soit du 1er avril 2024 au 31 mars 2025) : dépenses de 9 874,30 € pour un budget voté de 9 600,00 €. Le dépassement de 274,30 € est réparti selon les millièmes. Approuvé à l’unanimité.',
        ),
        p(
          '2. Budget de l’exercice en cours (01.04.25 – 31.03.26) : le budget de 9 900,00 € voté le 15.06.24 est maintenu. Approuvé à l’unanimité.',
        ),
        p('3. Budget 2026/2027 : 10 200,00 €. Approuvé à l’unanimité.'),
        p(
          '4. Fonds de travaux : 4 180,00 € sur le livret A de la copropriété au 31/03/2025. Cotisation 2025/2026 : 495,00 € (5 % du budget) ; cotisation 2026/2027 : 510,00 €. Approuvé.',
        ),
        p(
          '5. Devis de peinture de la cage d’escalier (3 960,00 €) : à revoir, un second devis sera demandé. Pas de vote.',
        ),
        p(
          '6. Renouvellement de Mme Vergnaud comme syndic bénévole pour un an. Approuvé (4 pour, 1 abstention).',
        ),
        p('La séance est levée à 17 h 10. Signé : M. Dupuy, président ; Mme Vergnaud, secrétaire.'),
        small(
          'Le PV signé est disponible sur demande en version papier. Délai de contestation : deux mois à compter de sa notification.',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's minutes sent the same evening by e-mail, April–March: the mail header,
    // then the minutes in short paragraphs with dates as « 07.06.25 », budgets and the fund
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-07',
    figures: [
      day('document_date', '2025-06-07'),
      day('dt_based', '2025-06-07'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 1240000),
      money('building_budget', 1280000),
      money('works_funds', 624000),
      day('dt_works_funds', '2025-03-31'),
      money('works_funds_contribution', 64000),
    ],
    pages: [
      [
        small('From: Syndic bénévole 4 rue Voltaire <syndic.4voltaire@outlook.fr>'),
        small('To: copropriétaires 4 rue Voltaire'),
        small('Sent: samedi 7 juin 2025 21:05'),
        small('Subject: Procès-verbal AG 07.06.25'),
        p(
          'Bonsoir, ci-dessous le procès-verbal de l’assemblée de ce matin, à conserver avec vos documents de copropriété.',
        ),
        heading('Syndicat des copropriétaires du 4 RUE VOLTAIRE — 21000 Dijon'),
        heading('Assemblée générale ordinaire du 07.06.25 — procès-verbal'),
        p(
          '7 copropriétaires sur 8 présents ou représentés (874 / 1 000). Présidente : Mme Solange Prost. Secrétaire : M. Yves Bouchard, syndic non professionnel.',
        ),
        p(
          'Résolution 1 — Comptes de l’exercice 01.04.24 – 31.03.25 (du 1er avril 2024 au 31 mars 2025) : charges 12 118,65 € pour 12 400,00 € de budget ; l’excédent de 281,35 € sera déduit du prochain appel. Adoptée à l’unanimité.',
        ),
        p(
          'Résolution 2 — Le budget 2025/2026 (01.04.25 – 31.03.26), voté 12 800,00 € à l’assemblée du 08.06.24, est confirmé. Adoptée.',
        ),
        p('Résolution 3 — Budget 2026/2027 : 13 200,00 €. Adoptée (6 pour, 1 contre).'),
        p(
          'Résolution 4 — Fonds de travaux : solde de 6 240,00 € au 31/03/2025 ; cotisation 2025/2026 : 640,00 € ; 2026/2027 : 660,00 €. Adoptée.',
        ),
        p(
          'Résolution 5 — Remplacement du digicode (1 180,00 € TTC), payé sur le budget courant. Adoptée.',
        ),
        p('Résolution 6 — Mandat de M. Bouchard renouvelé jusqu’à l’assemblée de 2026. Adoptée.'),
        p('Séance levée à 11 h 45. Signé : la présidente, le secrétaire.'),
      ],
    ],
  },
  {
    // a fiche synthétique printed from a big group's extranet, calendar exercise: the menu and
    // breadcrumb around a two-column sheet, the financial rows among the building's identity
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      money('building_budget', 11800000),
      money('unpaid', 984722),
      money('unpaid_providers', 631840),
      money('works_funds', 5230000),
      day('dt_works_funds', '2024-12-31'),
    ],
    pages: [
      [
        small(
          'HORIZIA SYNDIC — Espace copropriétaire   |   Accueil   Ma copropriété   Mes documents   Mes comptes   Contact',
        ),
        small(
          'Accueil › Ma copropriété › Fiche synthétique (art. 8-2 de la loi du 10 juillet 1965)',
        ),
        title('Fiche synthétique de la copropriété'),
        table(
          ['Rubrique', 'Information'],
          ['Dénomination', 'LES JARDINS DE LA DUCHÈRE'],
          ['Adresse', '27 avenue du Plateau 69009 Lyon'],
          ['Numéro d’immatriculation', 'AD7-451-208'],
          ['Syndic', 'HORIZIA SYNDIC, agence Lyon Ouest, syndic professionnel'],
          ['Lots', '212 lots dont 96 lots principaux d’habitation'],
          ['Période de construction', '1971'],
          ['Chauffage', 'collectif, chaufferie gaz'],
          ['Exercice comptable', 'du 1er janvier au 31 décembre'],
          ['Budget prévisionnel de l’exercice 2025', '118 000,00 €'],
          ['Impayés de charges au 31/12/2024', '9 847,22 €'],
          ['Dettes fournisseurs au 31/12/2024', '6 318,40 €'],
          ['Fonds de travaux au 31/12/2024', '52 300,00 €'],
          ['Emprunt collectif', 'aucun'],
          ['Procédures en cours', 'aucune'],
        ),
        small('Fiche mise à jour le 12/03/2025 — document imprimé depuis espace.horizia-syndic.fr'),
      ],
    ],
  },
  {
    // a fiche synthétique printed from a regional cabinet's extranet, October–September: the menu
    // and breadcrumb around a sheet in two pairs of columns, the financial ones on the right
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-01-20',
    figures: [
      day('document_date', '2025-01-20'),
      money('building_budget', 6850000),
      money('unpaid', 490261),
      money('unpaid_providers', 311508),
      money('works_funds', 2274000),
      day('dt_works_funds', '2024-09-30'),
    ],
    pages: [
      [
        small('Extranet CABINET MARCHETTI  ▸ Ma résidence  ▸ Informations  ▸ Fiche synthétique'),
        small('Édition du 20/01/2025'),
        heading('Fiche synthétique — Résidence LE PALAIS MASSÉNA, 9 rue Masséna 06000 Nice'),
        listing(
          ['Identification', '', 'Données financières', ''],
          ['Immatriculation', 'AB3-906-117', 'Exercice', '1er octobre – 30 septembre'],
          ['Lots principaux', '42', 'Budget 2024/2025 voté', '68 500,00'],
          ['Lots au total', '88', 'Impayés au 30/09/2024', '4 902,61'],
          ['Construction', '1932', 'Dettes fournisseurs au 30/09/2024', '3 115,08'],
          ['Ascenseur', 'oui', 'Fonds de travaux au 30/09/2024', '22 740,00'],
          ['Syndic', 'Cabinet Marchetti', 'Emprunt', 'néant'],
        ),
        small(
          'Montants en euros. Fiche établie par le syndic en application de l’article 8-2 de la loi du 10 juillet 1965.',
        ),
      ],
    ],
  },
];
