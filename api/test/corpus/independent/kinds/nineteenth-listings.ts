import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A nineteenth batch (issue 39, tenth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it. Its theme:
 * what syndic software prints for a sale and for the accounts, lot by lot, from big national
 * groups, regional cabinets, small offices, volunteer, cooperative and online syndics (every
 * name, address and person invented). Calls for funds: a quarterly call printed across the
 * page with each key's building budget followed by one row per lot, another with one pair of
 * columns per lot; online syndics' monthly calls giving the building's total for the month
 * first and the lot's part on the next line, with sentences that end mid-line; small offices'
 * half-yearly letters with works voted under art. 14-2; cooperative syndics' calls in « EUR »
 * with dots between thousands, an instalment of works and the ALUR fund; regional cabinets'
 * calls over two pages carried by « À reporter » and « Report » mixing budget, fund, works and
 * a collective loan's instalment; scanned calls with last exercise's shortfall added; big
 * groups' calls with the lot's amortisation table; volunteers' e-mails in « 1234.56 € ».
 * Owners' ledgers: « solde débiteur » and « solde créditeur » columns over two pages, online
 * monthly ledgers with trailing minus signs and a loan, scanned ledgers with balances followed
 * by « D », a « Sens » column with DB / CR and the lot's recap per exercise, cooperative
 * ledgers with a « Lot » column, statements sent before legal action with recovery costs.
 * Annexes: annexe 2 under merged header rows carried over three pages, per-key tables with one
 * column per lot, cooperative annexes with the loan's schedule per exercise, scanned small
 * offices' annexes, online trial balances with the owners' balances one lot per row carried
 * over pages. Décomptes: two lots per key with DB / CR, works outside the budget, four
 * exercises under wrapped headings carried over two pages, online e-mails with trailing minus.
 * The syndic's answers: « Rubrique | Réponse | Montant » listings with a loan and works voted
 * not yet called, an online pré-état daté, scanned pre-printed état daté forms, volunteers'
 * letters with « sans objet » and explicit zeros. Minutes with the budgets in a table and a loan
 * voted, scanned minutes of April exercises; two fiches synthétiques. Exercises from January,
 * April, July and October; dates as « 16/06/2025 », « 16.06.2025 », « 16 juin 2025 » and ISO.
 * Five pairs are scans (PNG calls; two-page PDF ledgers, annexes, états datés and minutes).
 *
 * The figures follow the conventions of the earlier listings batches: "n" is the last
 * exercise closed on 2025-06-30 (2024, 2023/2024 from October or from July, 2024/2025 from
 * April); a call's exercise is the one it calls; an annexe's or a minute's building_budget is
 * the current exercise's voted budget and building_budget_n the closed one's; a call's or a
 * ledger's fund instalment is works_funds_last_contribution; a collective loan's figures are
 * loan_amount (the building's capital), loan_share, loan_instalment and loan_remaining (the
 * lot's) and dt_loan_next; arrears of closed exercises are wanted_loads, recovery costs
 * other_due, a balance in the owner's favour credit_balance, unpaid works calls unbudget. When
 * a seller owns several lots a figure is declared where the document prints their sum. A
 * budget or a contribution of an exercise later than the current one is printed but has no
 * field; a figure printed as an explicit zero is declared as 0. The amounts are consistent as a
 * syndic's are: totals are the sums of their lines, a lot's share the building's amount × its
 * tantièmes ÷ the base rounded to the cent, a quarter the year's share ÷ 4, a month ÷ 12, a
 * ledger's balance its debits less its credits, a loan's schedule an annuity's.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const nineteenthListings: DocumentSpec[] = [
  {
    // a big group's quarterly call printed across the page, calendar exercise, two lots: one
    // row per key with the building's budget, then each lot's row under it, headings wrapped
    // on two lines, the fund in its own block and a recap per lot in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    landscape: true,
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 12300000),
      money('expected_budget', 386100),
      money('works_funds_contribution', 600000),
      money('works_funds_last_contribution', 4155),
    ],
    pages: [
      [
        small(
          'GROUPE ALTÉA SYNDIC — agence Rouen Rive Droite — 28 rue Jeanne-d’Arc 76000 Rouen — 02 35 71 44 90 — carte professionnelle CPI 7601 2016 000 008 412',
        ),
        small(
          'Immeuble 0762 LES HAUTS DE BIHOREL — copropriétaire 0762-0112 — édité le 12/06/2025 — réf. AF/2025/T3',
        ),
        right('M. et Mme Olivier Lecanu\n14 rue de la Prévotière, lot 12\n76000 Rouen'),
        title('AVIS D’APPEL DE FONDS — 3e TRIMESTRE 2025'),
        p(
          'Exercice du 01/01/2025 au 31/12/2025 — budget prévisionnel voté par l’assemblée générale du 27/05/2024. Échéance : 01/07/2025.',
        ),
        listing(
          [
            'Clé de répartition',
            'Budget\nimmeuble',
            'Base\ntantièmes',
            'Tantièmes\ndu lot',
            'Quote-part\nannuelle',
            'Appel\n3e trim. 2025',
          ],
          ['Charges générales', '84 000,00', '10 000', '', '', ''],
          ['   lot 12 — appartement', '', '', '268', '2 251,20', '562,80'],
          ['   lot 47 — cave', '', '', '9', '75,60', '18,90'],
          ['Ascenseur', '12 600,00', '1 000', '', '', ''],
          ['   lot 12 — appartement', '', '', '61', '768,60', '192,15'],
          ['Chauffage collectif', '26 400,00', '10 000', '', '', ''],
          ['   lot 12 — appartement', '', '', '290', '765,60', '191,40'],
          ['Total budget 2025', '123 000,00', '', '', '3 861,00', '965,25'],
          ['Fonds de travaux (art. 14-2)', '6 000,00', '10 000', '', '', ''],
          ['   lot 12 — appartement', '', '', '268', '160,80', '40,20'],
          ['   lot 47 — cave', '', '', '9', '5,40', '1,35'],
          ['Total fonds de travaux', '6 000,00', '', '', '166,20', '41,55'],
          ['TOTAL DE L’APPEL', '', '', '', '', '1 006,80'],
        ),
        p(
          'Récapitulatif par lot : lot 12 : 986,55 € (provisions 946,35 + fonds de travaux 40,20) ; lot 47 : 20,25 € (provisions 18,90 + fonds de travaux 1,35).',
        ),
        p(
          'Le montant de 1 006,80 € sera prélevé le 05/07/2025 sur le compte désigné dans votre mandat SEPA n° ALT-0762-0112.',
        ),
        small(
          'Groupe Altéa Syndic — SAS au capital de 500 000 € — les fonds sont déposés sur le compte séparé du syndicat des copropriétaires. Page 1/1',
        ),
      ],
    ],
  },
  {
    // a big group's quarterly call printed across the page, calendar exercise, two lots: one
    // row per key with the building's budget and one pair of columns per lot, headings wrapped
    // on two lines, the lots' annual share summed in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    landscape: true,
    figures: [
      day('document_date', '2025-06-10'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 8320000),
      money('expected_budget', 413620),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 3570),
    ],
    pages: [
      [
        small(
          'GROUPE VAUCLAIR COPROPRIÉTÉS — direction régionale Loire — 11 place du Peuple 42000 Saint-Étienne — 04 77 32 18 65',
        ),
        small(
          'Résidence 4218 LE BELVÉDÈRE DE VILLEBŒUF — compte 4218-0005 — Saint-Étienne, le 10/06/2025',
        ),
        right('Mme Catherine Berthon\n6 rue Neyron\n42000 Saint-Étienne'),
        title('Appel de provisions du 1er juillet 2025'),
        p(
          'Exercice 2025 (01/01/2025 – 31/12/2025), troisième échéance trimestrielle. Budget de l’exercice et cotisation au fonds de travaux votés par l’assemblée générale du 04/06/2024.',
        ),
        listing(
          [
            'Clé de\nrépartition',
            'Budget 2025\nimmeuble',
            'Base',
            'Lot 5\ntantièmes',
            'Lot 5\nannuel',
            'Lot 38\ntantièmes',
            'Lot 38\nannuel',
            'Appel du\n01/07/2025',
          ],
          ['Charges générales', '66 000,00', '10 000', '342', '2 257,20', '15', '99,00', '589,05'],
          ['Bâtiment B', '14 000,00', '1 000', '118', '1 652,00', '—', '—', '413,00'],
          ['Parkings', '3 200,00', '1 000', '—', '—', '40', '128,00', '32,00'],
          ['Total budget', '83 200,00', '', '', '3 909,20', '', '227,00', '1 034,05'],
          ['Fonds de travaux ALUR', '4 000,00', '10 000', '342', '136,80', '15', '6,00', '35,70'],
          ['Total appelé', '', '', '', '', '', '', '1 069,75'],
        ),
        p(
          'Votre part annuelle du budget 2025 : 4 136,20 € (lot 5 : 3 909,20 € ; lot 38 : 227,00 €). Part de l’échéance dans la cotisation au fonds de travaux : 35,70 € (lot 5 : 34,20 € ; lot 38 : 1,50 €).',
        ),
        p(
          'Montant à régler avant le 01/07/2025 : 1 069,75 €, par virement (référence 4218-0005) ou par chèque à l’ordre du syndicat des copropriétaires Le Belvédère de Villebœuf.',
        ),
        small('Lot 5 : appartement T4, bâtiment B, 3e étage — lot 38 : parking n° 12, sous-sol.'),
      ],
    ],
  },
  {
    // an online syndic's monthly call, April–March: the building's total for the month first
    // and the lot's part on the following line, sentences that end mid-line and go on after
    // the full stop, a small table per key
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 7200000),
      money('expected_budget', 234600),
      money('works_funds_contribution', 360000),
      money('works_funds_last_contribution', 861),
    ],
    pages: [
      [
        small(
          'COPROMATIC — votre syndic 100 % en ligne — 5 rue du Faubourg-Figuerolles 34070 Montpellier',
        ),
        small('Avis n° 34-0207-014-2025-07 — émis le 20/06/2025'),
        heading('Appel mensuel — juillet 2025'),
        p(
          'Copropriété 34-0207 LE VERGER DES AUBES, 9 rue des Aubes 34000 Montpellier\nM. Julien Crespin — lot 14 (appartement T3)',
        ),
        p(
          'Montant appelé à l’ensemble des copropriétaires pour juillet 2025 : 6 300,00 €\nPart de votre lot 14 : 204,11 €',
        ),
        p(
          'Cet appel est le 4e des 12 appels de l’exercice 2025/2026, ouvert le 1er avril 2025. Il\nclôturera le 31 mars 2026. Le budget prévisionnel voté le 12/06/2024 est de\n72 000,00 €. Votre quote-part annuelle est de 2 346,00 €, appelée par douzièmes. La\ncotisation au fonds de travaux est de 3 600,00 € par an. Votre part mensuelle : 8,61 €.',
        ),
        listing(
          ['Poste', 'Budget annuel', 'Tantièmes', 'Votre part annuelle', 'Juillet 2025'],
          ['Charges générales', '60 000,00', '287 / 10 000', '1 722,00', '143,50'],
          ['Ascenseur', '12 000,00', '52 / 1 000', '624,00', '52,00'],
          ['Provisions', '72 000,00', '', '2 346,00', '195,50'],
          ['Fonds de travaux', '3 600,00', '287 / 10 000', '103,32', '8,61'],
          ['Total', '', '', '', '204,11'],
        ),
        p(
          'Prélèvement le 5 juillet 2025. Aucune action de votre part n’est nécessaire. Pour\nmodifier vos coordonnées bancaires, rendez-vous dans « Mon compte ».',
        ),
        small(
          'Copromatic SAS — carte professionnelle CPI 3402 2021 000 046 118 — garantie financière : Galian. Les sommes appelées sont versées sur le compte séparé du syndicat.',
        ),
      ],
    ],
  },
  {
    // an online syndic's monthly call, April–March: the building's total for the month first
    // and the lot's part on the following line, sentences that end mid-line and go on after
    // the full stop, a small table per key
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 5880000),
      money('expected_budget', 245640),
      money('works_funds_contribution', 240000),
      money('works_funds_last_contribution', 830),
    ],
    pages: [
      [
        small('MACOPRO DIRECT › Mes appels › Juillet 2025 — document généré le 18/06/2025 à 06:40'),
        title('Votre appel de fonds de juillet 2025'),
        p(
          'Résidence LES CHARTRONS — 41 rue Notre-Dame 33000 Bordeaux — Mme Élodie Sarrazin, lot 3',
        ),
        table(
          ['', 'Montant'],
          ['Total appelé pour l’immeuble (juillet 2025)', '5 100,00 €'],
          ['dont votre lot 3', '213,00 €'],
        ),
        p(
          'Exercice en cours : du 01/04/2025 au 31/03/2026. Les provisions sont appelées chaque mois. Le\nbudget voté par l’assemblée du 19/06/2024 s’élève à 58 800,00 €. Votre part annuelle\ns’élève à 2 456,40 €. Le fonds de travaux est alimenté à hauteur de 2 400,00 € par an. Il\nreprésente 8,30 € par mois pour votre lot.',
        ),
        listing(
          ['Clé', 'Budget', 'Quote-part', 'Annuel lot 3', 'Mensuel'],
          ['Charges communes générales', '48 000,00', '415 / 10 000', '1 992,00', '166,00'],
          ['Chauffage collectif', '10 800,00', '430 / 10 000', '464,40', '38,70'],
          ['Total budget', '58 800,00', '', '2 456,40', '204,70'],
          ['Fonds de travaux', '2 400,00', '415 / 10 000', '99,60', '8,30'],
          ['À payer le 05/07/2025', '', '', '', '213,00'],
        ),
        small(
          'Paiement par prélèvement le 5 de chaque mois. MaCopro Direct, 12 quai des Chartrons 33000 Bordeaux — service client : messagerie de votre espace.',
        ),
      ],
    ],
  },
  {
    // a small office's half-yearly call, July–June: a letter whose sentences end mid-line and
    // go on after the full stop, the budget, the fund and the first half of works voted under
    // art. 14-2 in one table, the total at the foot
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 3800000),
      money('expected_budget', 194560),
      money('works_funds_contribution', 190000),
      money('works_funds_last_contribution', 4864),
    ],
    pages: [
      [
        heading('CABINET ROUSSEL & FILS'),
        small(
          'Syndic de copropriété — administration de biens — 3 quai Vauban 66000 Perpignan — 04 68 35 22 17',
        ),
        right('Mme Anne-Marie Pujol\nRésidence Le Castillet, lot 6\n66000 Perpignan'),
        p('Perpignan, le 6 juin 2025'),
        p('Objet : appel semestriel du 1er juillet 2025'),
        p(
          'Madame,\nL’exercice 2025/2026 de la résidence Le Castillet s’ouvre le 1er juillet 2025. Il se\nterminera le 30 juin 2026. Les provisions sont appelées par semestre. Le budget voté par\nl’assemblée du 11 décembre 2024 est de 38 000,00 € et la cotisation au fonds de travaux\nde 1 900,00 €. Votre lot 6 représente 512 / 10 000 des charges générales. La même\nassemblée a voté la réfection de la toiture-terrasse pour 24 000,00 €, appelée en deux\nfois, le 1er juillet 2025 et le 1er janvier 2026.',
        ),
        table(
          ['Désignation', 'Montant voté', 'Part annuelle du lot', 'Appel du 01/07/2025'],
          ['Budget prévisionnel 2025/2026', '38 000,00', '1 945,60', '972,80'],
          ['Fonds de travaux (art. 14-2)', '1 900,00', '97,28', '48,64'],
          ['Toiture-terrasse, appel 1/2', '24 000,00', '1 228,80', '614,40'],
          ['Total à régler', '', '', '1 635,84'],
        ),
        p(
          'Nous vous remercions de régler la somme de 1 635,84 € avant le 1er juillet 2025. Le\nprochain appel interviendra le 1er janvier 2026.',
        ),
        p('Veuillez agréer, Madame, nos salutations distinguées.\nL. Roussel'),
      ],
    ],
  },
  {
    // a small office's half-yearly call, July–June: a letter whose sentences end mid-line and
    // go on after the full stop, the budget per key, the fund and works voted under art. 14-2
    // called at once, the total at the foot
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-13',
    figures: [
      day('document_date', '2025-06-13'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 2750000),
      money('expected_budget', 377080),
      money('works_funds_contribution', 150000),
      money('works_funds_last_contribution', 8880),
    ],
    pages: [
      [
        heading('ÉTUDE MORIN — ADMINISTRATEUR DE BIENS'),
        small('12 rue des Granges 25000 Besançon — 03 81 82 40 66 — etude.morin@orange.fr'),
        small('N/Réf. : SYN-GRANVELLE-02 — dossier suivi par Mme Christelle Morin'),
        right('M. Hervé Cuenot\n7 rue de la Préfecture\n25000 Besançon'),
        p('Besançon, le 13/06/2025'),
        p(
          'Monsieur,\nVoici, pour la copropriété du Clos Granvelle, l’appel du premier semestre de l’exercice\ndu 01/07/2025 au 30/06/2026. Il est calculé\nsur le budget de 27 500,00 € voté le 10/12/2024. Votre lot 2 supporte\n1 184 / 10 000 des charges générales et 212 / 1 000 des charges de l’escalier. S’y\najoutent la cotisation au fonds de travaux (1 500,00 € par an) et votre part du\nremplacement de la porte du garage, voté pour 9 600,00 € et appelé en une seule fois.',
        ),
        table(
          ['Poste', 'Voté', 'Tantièmes', 'Annuel lot 2', 'Semestre'],
          ['Charges générales', '22 000,00', '1 184 / 10 000', '2 604,80', '1 302,40'],
          ['Escalier', '5 500,00', '212 / 1 000', '1 166,00', '583,00'],
          ['Budget 2025/2026', '27 500,00', '', '3 770,80', '1 885,40'],
          ['Fonds de travaux', '1 500,00', '1 184 / 10 000', '177,60', '88,80'],
          ['Porte du garage (art. 14-2)', '9 600,00', '1 184 / 10 000', '', '1 136,64'],
          ['Montant de l’appel', '', '', '', '3 110,84'],
        ),
        p(
          'Règlement attendu pour le 1er juillet 2025. Un échéancier peut être accordé sur\ndemande. Merci de rappeler la référence SYN-GRANVELLE-02.',
        ),
        small('Étude Morin — carte professionnelle G 2501 2009 000 002 311 — page 1/1'),
      ],
    ],
  },
  {
    // a cooperative syndic's last call of an October–September exercise, amounts in « EUR »
    // with dots between thousands: the budget, the ALUR fund and an instalment of works voted
    // under art. 14-2 in one table, the fund's balance at the last closing in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 5200000),
      money('expected_budget', 231040),
      money('works_funds_contribution', 260000),
      money('works_funds_last_contribution', 2574),
      money('works_funds', 2145000),
      day('dt_works_funds', '2024-09-30'),
    ],
    pages: [
      [
        p(
          'SYNDICAT COOPÉRATIF DES GLYCINES — 22 rue de la Ravinelle 54000 Nancy — président du conseil syndical : M. Denis Thouvenin — trésorier : M. Paul Schaller',
        ),
        p('Nancy, le 11/06/2025'),
        right('Mme Isabelle Marchal\nLot 11\n22 rue de la Ravinelle\n54000 Nancy'),
        title('APPEL DE FONDS N° 4 — EXERCICE 2024/2025'),
        p(
          'Exercice du 01/10/2024 au 30/09/2025. Budget voté par l’assemblée générale du 12/12/2023 : 52.000,00 EUR. Fonds de travaux (loi ALUR) : 2.600,00 EUR par an. Ravalement des façades voté par l’assemblée générale du 12/12/2024 (art. 14-2, hors budget) : 64.000,00 EUR, appelés en quatre fractions les 01/04/2025, 01/07/2025, 01/10/2025 et 01/01/2026.',
        ),
        table(
          ['Nature', 'Montant voté', 'Tantièmes', 'Part du lot 11', 'Appel du 01/07/2025'],
          ['Charges générales', '44.000,00 EUR', '396 / 10.000', '1.742,40 EUR', '435,60 EUR'],
          ['Ascenseur', '8.000,00 EUR', '71 / 1.000', '568,00 EUR', '142,00 EUR'],
          ['Budget 2024/2025', '52.000,00 EUR', '', '2.310,40 EUR', '577,60 EUR'],
          ['Fonds de travaux ALUR', '2.600,00 EUR', '396 / 10.000', '102,96 EUR', '25,74 EUR'],
          [
            'Ravalement (fraction 2/4)',
            '64.000,00 EUR',
            '396 / 10.000',
            '2.534,40 EUR',
            '633,60 EUR',
          ],
          ['TOTAL À PAYER', '', '', '', '1.236,94 EUR'],
        ),
        p(
          'Le fonds de travaux s’élevait à 21.450,00 EUR au 30/09/2024, selon les comptes approuvés le 12/12/2024 ; l’assemblée a décidé de le conserver pour la réfection de la toiture prévue en 2027.',
        ),
        small(
          'Paiement par virement au Crédit Mutuel (IBAN FR76 1027 8040 0000 0221 8450 172), référence GLYC-11, avant le 01/07/2025. Document établi par le trésorier bénévole.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's last call of an October–September exercise, amounts in « EUR »
    // with dots between thousands: the budget, the ALUR fund and half of works voted under
    // art. 14-2 in one table, the fund's balance at the last closing in a sentence
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 4160000),
      money('expected_budget', 190120),
      money('works_funds_contribution', 208000),
      money('works_funds_last_contribution', 2366),
      money('works_funds', 1532000),
      day('dt_works_funds', '2024-09-30'),
    ],
    pages: [
      [
        p(
          'Copropriété LE CLOS DES TANNEURS — 6 rue des Tanneurs 67000 Strasbourg — syndic coopératif (art. 17-1 de la loi du 10 juillet 1965) — présidente : Mme Martine Ehrhart',
        ),
        p('Strasbourg, le 16.06.2025'),
        right('M. Frédéric Kieffer\nLot 4\n6 rue des Tanneurs\n67000 Strasbourg'),
        title('Appel de charges et de travaux — 4e trimestre 2024/2025'),
        p(
          'Exercice comptable : 01.10.2024 – 30.09.2025. Budget : 41.600,00 EUR (AG du 05.12.2023). Fonds de travaux : 2.080,00 EUR par an. Remplacement des fenêtres des parties communes et de la porte d’entrée (AG du 10.12.2024, art. 14-2) : 18.400,00 EUR en deux appels, le 01.07.2025 et le 01.10.2025.',
        ),
        table(
          ['Poste', 'Voté', 'Quote-part', 'Lot 4', 'Échéance 01.07.2025'],
          ['Charges générales', '36.000,00', '455 / 10.000', '1.638,00', '409,50'],
          ['Chauffage', '5.600,00', '470 / 10.000', '263,20', '65,80'],
          ['Total budget', '41.600,00', '', '1.901,20', '475,30'],
          ['Fonds de travaux', '2.080,00', '455 / 10.000', '94,64', '23,66'],
          ['Fenêtres et porte (1/2)', '18.400,00', '455 / 10.000', '837,20', '418,60'],
          ['Total de l’appel', '', '', '', '917,56'],
        ),
        p(
          'Montants en EUR. Solde du fonds de travaux au 30.09.2024 : 15.320,00 EUR (comptes approuvés par l’AG du 10.12.2024).',
        ),
        small(
          'Règlement par virement (IBAN FR76 1513 5090 1700 0045 6789 012) avant le 01.07.2025 — la présidente du conseil syndical, syndic bénévole.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's call over two pages printed across the page, October–September: the
    // budget per key on page 1 down to « À reporter », then « Report », the fund, a works
    // instalment and the collective loan's instalment on page 2, the loan's box at the end
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-17',
    landscape: true,
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 9300000),
      money('expected_budget', 307568),
      money('works_funds_contribution', 480000, 2),
      money('works_funds_last_contribution', 3660, 2),
      money('loan_amount', 15000000, 2),
      money('loan_share', 457500, 2),
      money('loan_instalment', 13346, 2),
      money('loan_remaining', 334750, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'CABINET DUVAL-AUBRY IMMOBILIER — syndic de copropriété — 17 rue Saint-Jean 14000 Caen — 02 31 86 52 40 — www.duval-aubry.fr',
        ),
        small('Copropriété 1408 LE PARC DE LA PRAIRIE — compte 1408-0023 — 17/06/2025 — page 1/2'),
        right('M. Grégoire Lemonnier\n3 avenue de la Prairie, lot 23\n14000 Caen'),
        title('APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025 (4/4)'),
        p('Exercice 2024/2025 du 01/10/2024 au 30/09/2025 — lot 23, appartement T4, 2e étage'),
        listing(
          [
            'Poste',
            'Clé',
            'Base',
            'Tantièmes\ndu lot',
            'Montant\nimmeuble',
            'Quote-part\nannuelle',
            'Échéance\n01/07/2025',
          ],
          ['Provisions', 'Charges générales', '10 000', '305', '58 000,00', '1 769,00', '442,25'],
          ['Provisions', 'Ascenseur', '1 000', '54', '9 600,00', '518,40', '129,60'],
          ['Provisions', 'Chauffage', '10 000', '312', '19 400,00', '605,28', '151,32'],
          ['Provisions', 'Eau froide', '10 000', '305', '6 000,00', '183,00', '45,75'],
          ['Total budget', '', '', '', '93 000,00', '3 075,68', '768,92'],
          ['À reporter', '', '', '', '', '', '768,92'],
        ),
        small(
          'Budget 2024/2025 voté par l’assemblée générale du 06/03/2024. Suite de l’appel (fonds de travaux, travaux, emprunt) en page 2.',
        ),
      ],
      [
        small('Le Parc de la Prairie — 1408-0023 — appel du 01/07/2025 — page 2/2'),
        listing(
          [
            'Poste',
            'Clé',
            'Base',
            'Tantièmes\ndu lot',
            'Montant\nimmeuble',
            'Quote-part\nannuelle',
            'Échéance\n01/07/2025',
          ],
          ['Report', '', '', '', '', '', '768,92'],
          [
            'Fonds de travaux (art. 14-2)',
            'Charges générales',
            '10 000',
            '305',
            '4 800,00',
            '146,40',
            '36,60',
          ],
          [
            'Garde-corps (AG du 05/03/2025), appel 2/3',
            'Charges générales',
            '10 000',
            '305',
            '21 000,00',
            '640,50',
            '213,50',
          ],
          ['Emprunt collectif toiture', 'Charges générales', '10 000', '305', '', '', '133,46'],
          ['Net à payer', '', '', '', '', '', '1 152,48'],
        ),
        heading('Emprunt collectif — réfection de la toiture (AG du 14/03/2022)'),
        table(
          ['', 'Montant'],
          ['Capital emprunté par le syndicat (10 ans, taux fixe 3,10 %)', '150 000,00 €'],
          ['Quote-part du lot 23 (305 / 10 000)', '4 575,00 €'],
          ['Échéance trimestrielle du lot 23', '133,46 €'],
          ['Capital restant dû par le lot 23 après l’échéance du 01/04/2025', '3 347,50 €'],
          ['Prochaine échéance', '01/07/2025'],
          ['Dernière échéance', '01/04/2032'],
        ),
        small(
          'Le capital restant dû peut être remboursé par anticipation, notamment en cas de vente du lot. Règlement par virement, référence 1408-0023.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's call over two pages printed across the page, October–September: the
    // budget per key on page 1 down to « À reporter », then « Report », the fund, a works
    // instalment and the collective loan's instalment on page 2, the loan's box at the end
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-19',
    landscape: true,
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 7100000),
      money('expected_budget', 294380),
      money('works_funds_contribution', 360000, 2),
      money('works_funds_last_contribution', 2484, 2),
      money('loan_amount', 8400000, 2),
      money('loan_share', 231840, 2),
      money('loan_instalment', 8128, 2),
      money('loan_remaining', 192284, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'AGENCE DU BEFFROI — syndic — 5 place Gambetta 80000 Amiens — 03 22 91 47 03 — copropriete@agence-beffroi.fr',
        ),
        small('Résidence 8031 LES HORTILLONNAGES — copropriétaire 8031-0009 — 19/06/2025 — 1/2'),
        right('Mme Sandrine Delahaye\n12 rue de la Dodane, lot 9\n80000 Amiens'),
        title('Avis d’échéance du 1er juillet 2025'),
        p('Exercice du 01/10/2024 au 30/09/2025 — 4e trimestre — lot 9 (appartement, escalier C)'),
        listing(
          [
            'Nature',
            'Répartition',
            'Base',
            'Tant.\nlot 9',
            'Budget\nimmeuble',
            'Part\nannuelle',
            'Trimestre',
          ],
          ['Budget', 'Charges générales', '10 000', '276', '46 000,00', '1 269,60', '317,40'],
          ['Budget', 'Escalier C', '1 000', '142', '8 400,00', '1 192,80', '298,20'],
          ['Budget', 'Chauffage', '10 000', '290', '16 600,00', '481,40', '120,35'],
          ['Sous-total budget', '', '', '', '71 000,00', '2 943,80', '735,95'],
          ['à reporter', '', '', '', '', '', '735,95'],
        ),
        small('Budget de l’exercice voté par l’assemblée générale du 27/02/2024.'),
      ],
      [
        small('Les Hortillonnages — 8031-0009 — avis du 01/07/2025 — 2/2'),
        listing(
          [
            'Nature',
            'Répartition',
            'Base',
            'Tant.\nlot 9',
            'Montant\nimmeuble',
            'Part\nannuelle',
            'Trimestre',
          ],
          ['report', '', '', '', '', '', '735,95'],
          ['Fonds de travaux', 'Charges générales', '10 000', '276', '3 600,00', '99,36', '24,84'],
          [
            'Réseaux d’eaux usées (AG du 12/02/2025) 1/2',
            'Charges générales',
            '10 000',
            '276',
            '16 800,00',
            '463,68',
            '231,84',
          ],
          ['Emprunt ascenseur', 'Charges générales', '10 000', '276', '', '', '81,28'],
          ['Total de l’avis', '', '', '', '', '', '1 073,91'],
        ),
        heading('Votre emprunt collectif — modernisation de l’ascenseur (AG du 21/06/2023)'),
        table(
          ['Capital emprunté', 'Votre part', 'Échéance', 'Restant dû au 01/04/2025', 'Prochaine'],
          ['84 000,00', '2 318,40', '81,28', '1 922,84', '01/07/2025'],
        ),
        small(
          'Emprunt sur 8 ans au taux de 2,85 %, échéances trimestrielles du 01/01/2024 au 01/10/2031. Le restant dû s’entend après l’échéance du 01/04/2025.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's quarterly call, April–March, with the closed exercise's
    // shortfall added to the instalment; a single key, the sentence gives the budget and the
    // fund
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(170, 0.8, 12, 'png'),
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 4400000),
      money('expected_budget', 170720),
      money('works_funds_contribution', 220000),
      money('works_funds_last_contribution', 2134),
      money('wanted_loads', 3742),
    ],
    pages: [
      [
        heading('CABINET LEBRETON'),
        small('Syndic — gérance — 19 rue de Siam 29200 Brest — 02 98 44 12 70'),
        small('Copropriété LE BELVÉDÈRE DE RECOUVRANCE — lot 7 — compte n° 0207'),
        right('M. Yann Le Gall\n4 rue de la Porte\n29200 Brest'),
        p('Brest, le 12/06/2025'),
        title('APPEL DE PROVISIONS'),
        p(
          'Échéance du 01/07/2025 (2e trimestre de l’exercice du 01/04/2025 au 31/03/2026). Budget prévisionnel : 44 000,00 € (AG du 20/06/2024). Fonds de travaux : 2 200,00 € par an. Tantièmes du lot : 388 / 10 000.',
        ),
        table(
          ['Libellé', 'Base annuelle', 'Part annuelle du lot', 'Montant'],
          ['Provisions charges générales', '44 000,00', '1 707,20', '426,80'],
          ['Fonds de travaux', '2 200,00', '85,36', '21,34'],
          ['Régularisation exercice 2024/2025 (AG du 05/06/2025)', '', '', '37,42'],
          ['TOTAL À PAYER', '', '', '485,56'],
        ),
        p(
          'La régularisation correspond à l’écart entre vos provisions et vos charges réelles de l’exercice clos le 31/03/2025, approuvé par l’assemblée du 05/06/2025.',
        ),
        small(
          'Règlement par chèque ou virement avant le 01/07/2025. Merci de rappeler le n° 0207.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: a small office's quarterly call, April–March, with the closed exercise's
    // shortfall added to the instalment; two keys, the sentence gives the budget and the fund
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-09',
    scan: scanned(160, -1.0, 13, 'png'),
    figures: [
      day('document_date', '2025-06-09'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 3640000),
      money('expected_budget', 110760),
      money('works_funds_contribution', 200000),
      money('works_funds_last_contribution', 1510),
      money('wanted_loads', 1856),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DU PALAIS'),
        small('8 rue de la Cathédrale 86000 Poitiers — 05 49 41 63 08 — gip.syndic@wanadoo.fr'),
        right('Mme Odile Rabier\nRésidence Saint-Hilaire, lot 19\n86000 Poitiers'),
        p('Poitiers, le 9 juin 2025'),
        p('Réf. : SH/019 — appel du 1er juillet 2025'),
        p(
          'Madame, pour l’exercice du 1er avril 2025 au 31 mars 2026, l’assemblée du 26 juin 2024 a voté un budget de 36 400,00 € et une cotisation au fonds de travaux de 2 000,00 €. Votre appel du 2e trimestre s’établit ainsi :',
        ),
        table(
          ['Rubrique', 'Budget', 'Tantièmes', 'Annuel', 'Trimestre'],
          ['Charges générales', '30 000,00', '302 / 10 000', '906,00', '226,50'],
          ['Chauffage', '6 400,00', '315 / 10 000', '201,60', '50,40'],
          ['Total provisions', '36 400,00', '', '1 107,60', '276,90'],
          ['Fonds de travaux', '2 000,00', '302 / 10 000', '60,40', '15,10'],
          ['Complément de charges 2024/2025', '', '', '', '18,56'],
          ['Net à payer', '', '', '', '310,56'],
        ),
        p(
          'Le complément de 18,56 € résulte des comptes de l’exercice 2024/2025, approuvés le 3 juin 2025.',
        ),
        small('Veuillez agréer, Madame, nos sincères salutations. — Le syndic'),
      ],
    ],
  },
  {
    // a big group's call over two pages, calendar exercise: page 1 the instalment with its
    // budget, fund and loan lines; page 2 the lot's share of the collective loan and its
    // amortisation table from the coming instalment on
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-14',
    figures: [
      day('document_date', '2025-06-14'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 10800000),
      money('expected_budget', 312000),
      money('works_funds_contribution', 540000),
      money('works_funds_last_contribution', 3564),
      money('loan_amount', 18000000, 2),
      money('loan_share', 475200, 2),
      money('loan_instalment', 10143, 2),
      money('loan_remaining', 437789, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'SOLARIS SYNDIC — agence Grenoble Europole — 7 rue Dominique-Villars 38000 Grenoble — 04 76 46 25 81',
        ),
        small('Copropriété 3822 L’ÉCRIN DE L’ÎLE VERTE — compte 3822-0031 — édition du 14/06/2025'),
        right('M. Nicolas Faure-Brac\n15 quai Jongkind, lot 31\n38000 Grenoble'),
        title('APPEL DE FONDS DU 3e TRIMESTRE 2025'),
        p(
          'Exercice 2025 : du 01/01/2025 au 31/12/2025. Budget prévisionnel de 108 000,00 € et cotisation au fonds de travaux de 5 400,00 € votés par l’assemblée générale du 12/06/2024.',
        ),
        listing(
          ['Clé', 'Budget immeuble', 'Tantièmes', 'Part annuelle', 'Échéance 01/07/2025'],
          ['Charges générales', '80 000,00', '264 / 10 000', '2 112,00', '528,00'],
          ['Ascenseur', '12 000,00', '48 / 1 000', '576,00', '144,00'],
          ['Chauffage', '16 000,00', '270 / 10 000', '432,00', '108,00'],
          ['Budget 2025', '108 000,00', '', '3 120,00', '780,00'],
          ['Fonds de travaux', '5 400,00', '264 / 10 000', '142,56', '35,64'],
          ['Emprunt rénovation énergétique', '', '264 / 10 000', '', '101,43'],
          ['À payer le 01/07/2025', '', '', '', '917,07'],
        ),
        small(
          'Le tableau d’amortissement de votre quote-part d’emprunt figure au verso. Prélèvement le 05/07/2025.',
        ),
      ],
      [
        small('L’Écrin de l’Île Verte — 3822-0031 — verso'),
        heading('Emprunt collectif — rénovation énergétique (AG du 14/06/2023)'),
        p(
          'Capital emprunté par le syndicat : 180 000,00 € sur 15 ans au taux fixe de 3,40 %, remboursable par trimestre du 01/01/2024 au 01/10/2038. Quote-part du lot 31 (264 / 10 000) : 4 752,00 €. Échéance trimestrielle du lot : 101,43 €.',
        ),
        listing(
          ['Échéance', 'Capital', 'Intérêts', 'Échéance lot', 'Capital restant dû'],
          ['Situation au 01/04/2025', '', '', '', '4 377,89'],
          ['01/07/2025', '64,22', '37,21', '101,43', '4 313,67'],
          ['01/10/2025', '64,76', '36,67', '101,43', '4 248,91'],
          ['01/01/2026', '65,31', '36,12', '101,43', '4 183,60'],
          ['01/04/2026', '65,87', '35,56', '101,43', '4 117,73'],
          ['01/07/2026', '66,43', '35,00', '101,43', '4 051,30'],
          ['01/10/2026', '66,99', '34,44', '101,43', '3 984,31'],
          ['01/01/2027', '67,56', '33,87', '101,43', '3 916,75'],
          ['01/04/2027', '68,14', '33,29', '101,43', '3 848,61'],
        ),
        small(
          'Extrait de 8 échéances. En cas de vente, le capital restant dû à la date de la mutation est exigible, sauf accord de l’acquéreur pour reprendre les échéances.',
        ),
      ],
    ],
  },
  {
    // a big group's call over two pages, calendar exercise: page 1 the instalment with its
    // budget, fund and loan lines; page 2 the lot's share of the collective loan and its
    // amortisation table from the coming instalment on
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 7400000),
      money('expected_budget', 305200),
      money('works_funds_contribution', 400000),
      money('works_funds_last_contribution', 4100),
      money('loan_amount', 12000000, 2),
      money('loan_share', 492000, 2),
      money('loan_instalment', 13669, 2),
      money('loan_remaining', 378483, 2),
      day('dt_loan_next', '2025-07-01', 2),
    ],
    pages: [
      [
        small(
          'ARCADE COPROPRIÉTÉS — agence de Metz — 21 rue Serpenoise 57000 Metz — 03 87 75 18 33 — carte professionnelle CPI 5701 2018 000 031 206',
        ),
        small('Immeuble 5709 LES JARDINS DE LA SEILLE — copropriétaire 5709-0008 — 17/06/2025'),
        right('Mme Claire Weber\n9 rue de la Seille, lot 8\n57000 Metz'),
        title('Avis d’appel — échéance du 01/07/2025'),
        p(
          'Exercice du 01/01/2025 au 31/12/2025 — 3e appel trimestriel. Budget 2025 de la copropriété : 74 000,00 € ; fonds de travaux : 4 000,00 € (AG du 05/06/2024).',
        ),
        table(
          ['Ligne', 'Base immeuble', 'Quote-part', 'Part annuelle du lot', 'Appel'],
          ['Charges générales', '62 000,00', '410 / 10 000', '2 542,00', '635,50'],
          ['Chauffage', '12 000,00', '425 / 10 000', '510,00', '127,50'],
          ['Total budget', '74 000,00', '', '3 052,00', '763,00'],
          ['Fonds de travaux', '4 000,00', '410 / 10 000', '164,00', '41,00'],
          ['Emprunt ravalement, échéance 11/40', '', '410 / 10 000', '', '136,69'],
          ['Total à payer', '', '', '', '940,69'],
        ),
        small('Détail de l’emprunt en page 2. Règlement avant le 01/07/2025.'),
      ],
      [
        small('Les Jardins de la Seille — lot 8 — page 2/2'),
        heading('Tableau d’amortissement de votre quote-part'),
        table(
          ['Emprunt collectif ravalement (AG du 20/06/2022)', ''],
          ['Capital emprunté par la copropriété', '120 000,00 €'],
          ['Durée / taux', '10 ans (40 trimestres) / 2,10 %'],
          ['Votre quote-part (410 / 10 000)', '4 920,00 €'],
          ['Votre échéance trimestrielle', '136,69 €'],
          ['Capital restant dû après l’échéance du 01/04/2025', '3 784,83 €'],
        ),
        listing(
          ['N°', 'Date', 'Amortissement', 'Intérêts', 'Total', 'Restant dû'],
          ['11', '01/07/2025', '116,82', '19,87', '136,69', '3 668,01'],
          ['12', '01/10/2025', '117,43', '19,26', '136,69', '3 550,58'],
          ['13', '01/01/2026', '118,05', '18,64', '136,69', '3 432,53'],
          ['14', '01/04/2026', '118,67', '18,02', '136,69', '3 313,86'],
          ['15', '01/07/2026', '119,29', '17,40', '136,69', '3 194,57'],
          ['16', '01/10/2026', '119,92', '16,77', '136,69', '3 074,65'],
          ['17', '01/01/2027', '120,55', '16,14', '136,69', '2 954,10'],
          ['18', '01/04/2027', '121,18', '15,51', '136,69', '2 832,92'],
        ),
        small('Échéancier établi par la banque prêteuse ; extrait des huit prochaines échéances.'),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail for two lots, October–September, amounts as « 1234.56 € »:
    // the total to pay first, each lot's part on the next line, the budget and the fund in
    // sentences that end mid-line, no table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-15',
    figures: [
      day('document_date', '2025-06-15'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 1680000),
      money('expected_budget', 411600),
      money('works_funds_contribution', 84000),
      money('works_funds_last_contribution', 5145),
    ],
    pages: [
      [
        small('De : Jean-Pierre Vidal <jp.vidal.copro@gmail.com>'),
        small('À : Mme Françoise Bousquet'),
        small('Date : dimanche 15 juin 2025 17:48'),
        small('Objet : Appel de charges du 1er juillet — 14 rue de Verdun'),
        p('Bonjour Madame Bousquet,'),
        p(
          'Voici l’appel du 4e trimestre de notre exercice 2024/2025 (du 01/10/2024 au 30/09/2025). Le\nbudget voté à l’AG du 8 mars 2024 est de 16800.00 € pour l’immeuble. La cotisation au fonds\nde travaux est de 840.00 € par an. Les deux sont répartis en millièmes généraux.',
        ),
        p('Montant total à régler pour vos deux lots : 1080.45 €'),
        p('lot 3 (appartement, 214/1000) : 943.74 € — lot 9 (garage, 31/1000) : 136.71 €'),
        p(
          'Ce montant comprend 1029.00 € de provisions et 51.45 € de fonds de travaux. Pour le fonds\nde travaux, cela fait 44.94 € pour le lot 3 et 6.51 € pour le lot 9.',
        ),
        p(
          'Votre quote-part annuelle du budget est de 4116.00 € (lot 3 : 3595.20 € ; lot 9 : 520.80 €). Merci de\nrégler par virement avant le 1er juillet, en indiquant « Verdun lots 3-9 ».',
        ),
        p(
          'Bien cordialement,\nJean-Pierre Vidal\nSyndic bénévole — copropriété du 14 rue de Verdun, 11000 Carcassonne',
        ),
        small('Envoyé depuis mon téléphone'),
      ],
    ],
  },
  {
    // a volunteer syndic's e-mail for two lots, October–September, amounts as « 1234.56 € »:
    // the total to pay first, each lot's part on the next line, the budget and the fund in
    // sentences that end mid-line, no table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-07',
    figures: [
      day('document_date', '2025-06-07'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 1260000),
      money('expected_budget', 349020),
      money('works_funds_contribution', 60000),
      money('works_funds_last_contribution', 4155),
    ],
    pages: [
      [
        small('From: Copropriété Villa Surcouf <villa.surcouf.stmalo@orange.fr>'),
        small('To: Loïc Hamon'),
        small('Sent: samedi 7 juin 2025 09:15'),
        small('Subject: charges juillet 2025 (lots 2 et 7)'),
        p('Bonjour Loïc,'),
        p('Total à payer au 1er juillet 2025 : 914.10 €'),
        p('dont lot 2 : 874.50 € et lot 7 : 39.60 €.'),
        p(
          'C’est le dernier appel de l’exercice ouvert le 1er octobre 2024. Il se termine le 30\nseptembre 2025. Budget voté en AG le 15 février 2024 : 12600.00 €. Fonds de travaux : 600.00 €\npar an. Ta part du fonds dans cet appel : 41.55 € (lot 2 : 39.75 € ; lot 7 : 1.80 €).',
        ),
        p(
          'Pour l’année, ta quote-part du budget s’élève à 3490.20 € : 3339.00 € pour le lot 2\n(265/1000) et 151.20 € pour le lot 7 (12/1000), soit 872.55 € par trimestre.',
        ),
        p(
          'Virement sur le compte de la copro (CIC Saint-Malo) comme d’habitude.\nBonne journée,\nAnnick Le Bihan, syndic bénévole — Villa Surcouf, 3 rue Jacques-Cartier 35400 Saint-Malo',
        ),
      ],
    ],
  },
  {
    // a big group's owner's ledger over two pages printed across the page, calendar exercise:
    // débit and crédit columns, the balance in a « solde débiteur » or « solde créditeur »
    // column, « À reporter » at the foot of page 1 and « Report » at the head of page 2, last
    // year's regularisation and recovery costs, the balance broken down at the end
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-13',
    landscape: true,
    figures: [
      day('document_date', '2025-06-13'),
      money('expected_budget', 291360),
      money('budget', 72840, 2),
      money('works_funds_last_contribution', 3035, 2),
      money('wanted_loads', 6412, 2),
      money('other_due', 6000, 2),
      money('reserved_advances', 29000, 2),
    ],
    pages: [
      [
        small(
          'ALLIANCE SYNDIC — direction régionale Ouest — 14 quai Lamennais 35000 Rennes — relation copropriétaires : 02 99 78 41 10',
        ),
        small(
          'Relevé n° 3507-0052-2506 — immeuble 3507 LE PRÉ BOTTÉ — édité le 13/06/2025 — page 1/2',
        ),
        right('M. Gaël Le Moal\n8 rue du Pré-Botté, lot 52\n35000 Rennes'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE DU 01/01/2025 AU 13/06/2025'),
        p(
          'Lot 52 (appartement T3, 5e étage) — budget 2025 de votre lot : 2 913,60 €, appelé par trimestre (728,40 €) — cotisation au fonds de travaux : 30,35 € par trimestre',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde\ndébiteur', 'Solde\ncréditeur'],
          ['01/01/2025', 'Report à nouveau au 31/12/2024', '', '', '0,00', ''],
          ['01/01/2025', 'Appel provisions 1T2025', '728,40', '', '728,40', ''],
          ['01/01/2025', 'Appel fonds de travaux 1T2025', '30,35', '', '758,75', ''],
          ['12/01/2025', 'Virement reçu', '', '758,75', '0,00', ''],
          ['01/04/2025', 'Appel provisions 2T2025', '728,40', '', '728,40', ''],
          ['01/04/2025', 'Appel fonds de travaux 2T2025', '30,35', '', '758,75', ''],
          ['', 'À reporter', '1 517,50', '758,75', '758,75', ''],
        ),
      ],
      [
        small('LE PRÉ BOTTÉ — compte 3507-0052 — page 2/2'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde\ndébiteur', 'Solde\ncréditeur'],
          ['', 'Report', '1 517,50', '758,75', '758,75', ''],
          ['05/05/2025', 'Frais de relance', '18,00', '', '776,75', ''],
          [
            '22/05/2025',
            'Régularisation des charges 2024 (AG du 15/05/2025)',
            '64,12',
            '',
            '840,87',
            '',
          ],
          ['03/06/2025', 'Frais de mise en demeure (art. 10-1)', '42,00', '', '882,87', ''],
          ['', 'Totaux au 13/06/2025', '1 641,62', '758,75', '882,87', ''],
        ),
        table(
          ['Détail du solde débiteur au 13/06/2025', 'Montant'],
          ['Provisions du 2e trimestre 2025 non réglées', '728,40'],
          ['Fonds de travaux du 2e trimestre 2025', '30,35'],
          ['Régularisation de l’exercice 2024 (exercice clos)', '64,12'],
          ['Frais de recouvrement à la charge du copropriétaire', '60,00'],
          ['Total', '882,87'],
        ),
        p('Avances de trésorerie (fonds de roulement) versées par le lot 52 : 290,00 €.'),
        small(
          'À défaut de règlement sous 30 jours, le dossier sera confié à notre service contentieux. Frais de recouvrement imputables au seul copropriétaire concerné (art. 10-1 de la loi du 10 juillet 1965).',
        ),
      ],
    ],
  },
  {
    // a big group's owner's ledger over two pages printed across the page, calendar exercise:
    // débit and crédit columns, the balance in a « solde débiteur » or « solde créditeur »
    // column, « À reporter » and « Report », last year's debt settled by a partial payment,
    // recovery costs, the balance broken down with an explicit zero for past exercises
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    landscape: true,
    figures: [
      day('document_date', '2025-06-06'),
      money('expected_budget', 245280),
      money('budget', 42560, 2),
      money('works_funds_last_contribution', 2555, 2),
      money('wanted_loads', 0, 2),
      money('other_due', 5100, 2),
      money('reserved_advances', 24500, 2),
    ],
    pages: [
      [
        small(
          'HABITAT & GESTION — groupe Méridia — 40 allées Jean-Jaurès 31000 Toulouse — 05 61 22 48 90',
        ),
        small('Copropriété 3104 LES BERGES DU CANAL — compte 3104-0017 — 06/06/2025 — feuillet 1'),
        right('Mme Fabienne Rouquette\n22 port Saint-Sauveur, lot 17\n31000 Toulouse'),
        title('Extrait de compte — exercice 2025'),
        p(
          'Lot 17 — quote-part du budget 2025 : 2 452,80 € (613,20 € par trimestre) ; fonds de travaux : 102,20 € par an (25,55 € par trimestre).',
        ),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde\ndébiteur', 'Solde\ncréditeur'],
          ['01/01/2025', 'Solde débiteur au 31/12/2024', '112,40', '', '112,40', ''],
          ['01/01/2025', 'Provisions T1 2025', '613,20', '', '725,60', ''],
          ['01/01/2025', 'Fonds de travaux T1 2025', '25,55', '', '751,15', ''],
          ['20/01/2025', 'Chèque n° 4418221', '', '638,75', '112,40', ''],
          ['01/04/2025', 'Provisions T2 2025', '613,20', '', '725,60', ''],
          ['01/04/2025', 'Fonds de travaux T2 2025', '25,55', '', '751,15', ''],
          ['', 'À reporter', '1 389,90', '638,75', '751,15', ''],
        ),
      ],
      [
        small('Les Berges du Canal — 3104-0017 — feuillet 2'),
        listing(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde\ndébiteur', 'Solde\ncréditeur'],
          ['', 'Report', '1 389,90', '638,75', '751,15', ''],
          ['15/04/2025', 'Frais de relance', '15,00', '', '766,15', ''],
          ['20/05/2025', 'Frais de mise en demeure LRAR', '36,00', '', '802,15', ''],
          ['02/06/2025', 'Virement partiel', '', '300,00', '502,15', ''],
          ['', 'Totaux', '1 440,90', '938,75', '502,15', ''],
        ),
        table(
          ['Composition du solde au 06/06/2025', 'Euros'],
          ['Exercices antérieurs (soldés par le virement du 02/06/2025)', '0,00'],
          ['Provisions T2 2025 restant dues', '425,60'],
          ['Fonds de travaux T2 2025', '25,55'],
          ['Frais de recouvrement', '51,00'],
          ['Solde débiteur', '502,15'],
        ),
        p('Avance permanente de trésorerie détenue pour votre lot : 245,00 €.'),
        small('Les versements sont imputés sur les dettes les plus anciennes.'),
      ],
    ],
  },
  {
    // an online syndic's monthly ledger, April–March, ISO dates: one amount column with the
    // credits followed by « - », the closed exercise's surplus credited so that the account
    // ends in the owner's favour, the collective loan's figures in a box
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('expected_budget', 223680),
      money('works_funds_last_contribution', 932),
      money('budget', 0),
      money('credit_balance', 5216),
      money('loan_amount', 11200000),
      money('loan_share', 313600),
      money('loan_instalment', 3101),
      money('loan_remaining', 203639),
      day('dt_loan_next', '2025-07-01'),
      money('reserved_advances', 28000),
    ],
    pages: [
      [
        small('COPRONEO — syndic en ligne — 48 rue Oberkampf 75011 Paris — www.coproneo.fr'),
        small('Mon espace › Mes finances › Relevé de compte — export du 2025-06-11 08:21'),
        title('Relevé de compte copropriétaire'),
        p(
          'Mme Sophie Nguyen — lot 6 — copropriété 75-1142 LE 17 RUE SAINT-MAUR, 75011 Paris — exercice 2025-04-01 → 2026-03-31',
        ),
        listing(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['2025-04-01', 'Solde d’ouverture', '0,00', '0,00'],
          ['2025-04-01', 'Provisions avril', '186,40', '186,40'],
          ['2025-04-01', 'Fonds de travaux avril', '9,32', '195,72'],
          ['2025-04-01', 'Emprunt ascenseur avril', '31,01', '226,73'],
          ['2025-04-05', 'Prélèvement SEPA', '226,73-', '0,00'],
          ['2025-05-01', 'Provisions mai', '186,40', '186,40'],
          ['2025-05-01', 'Fonds de travaux mai', '9,32', '195,72'],
          ['2025-05-01', 'Emprunt ascenseur mai', '31,01', '226,73'],
          ['2025-05-05', 'Prélèvement SEPA', '226,73-', '0,00'],
          ['2025-06-01', 'Provisions juin', '186,40', '186,40'],
          ['2025-06-01', 'Fonds de travaux juin', '9,32', '195,72'],
          ['2025-06-01', 'Emprunt ascenseur juin', '31,01', '226,73'],
          ['2025-06-05', 'Prélèvement SEPA', '226,73-', '0,00'],
          ['2025-06-06', 'Excédent exercice 2024-2025 (AG du 2025-06-03)', '52,16-', '52,16-'],
          ['', 'Total débits', '680,19', ''],
          ['', 'Total crédits', '732,35-', '52,16-'],
        ),
        table(
          ['À ce jour', ''],
          ['Provisions échues non réglées', '0,00'],
          ['Solde en votre faveur', '52,16-'],
        ),
        table(
          ['Mes informations', ''],
          ['Budget 2025-2026 de mon lot (12 mensualités de 186,40)', '2 236,80'],
          ['Fonds de travaux : ma cotisation mensuelle', '9,32'],
          ['Emprunt ascenseur : capital emprunté par la copropriété', '112 000,00'],
          ['Ma quote-part (280 / 10 000)', '3 136,00'],
          ['Ma mensualité', '31,01'],
          ['Capital restant dû au 2025-06-01', '2 036,39'],
          ['Prochaine mensualité', '2025-07-01'],
          ['Avance de trésorerie versée', '280,00'],
        ),
        small(
          'Un montant suivi de « - » est en votre faveur. Le solde créditeur sera déduit du prélèvement de juillet.',
        ),
      ],
    ],
  },
  {
    // an online syndic's monthly ledger, April–March, ISO dates: one amount column with the
    // credits followed by « - », the June direct debit rejected with its fee, what is due
    // broken down, the collective loan's figures in a box
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      money('expected_budget', 171300),
      money('budget', 14275),
      money('works_funds_last_contribution', 714),
      money('other_due', 1200),
      money('loan_amount', 7800000),
      money('loan_share', 266760),
      money('loan_instalment', 2208),
      money('loan_remaining', 225415),
      day('dt_loan_next', '2025-07-01'),
      money('reserved_advances', 17100),
    ],
    pages: [
      [
        small(
          'LOGICOPRO — le syndic en ligne des copropriétés — 3 rue Racine 44000 Nantes   |   Tableau de bord   Mes comptes   Mes documents   Aide',
        ),
        small('Mes comptes › Relevé — généré le 2025-06-12'),
        heading('Relevé de compte — lot 21'),
        p(
          'M. Quentin Bréhier — copropriété 44-0388 LES QUAIS DE LA FOSSE, 40 quai de la Fosse 44000 Nantes — exercice du 2025-04-01 au 2026-03-31',
        ),
        listing(
          ['Date', 'Libellé', 'Montant', 'Solde'],
          ['2025-04-01', 'Solde d’ouverture', '0,00', '0,00'],
          ['2025-04-01', 'Provisions avril', '142,75', '142,75'],
          ['2025-04-01', 'Fonds de travaux avril', '7,14', '149,89'],
          ['2025-04-01', 'Emprunt façades avril', '22,08', '171,97'],
          ['2025-04-05', 'Prélèvement', '171,97-', '0,00'],
          ['2025-05-01', 'Provisions mai', '142,75', '142,75'],
          ['2025-05-01', 'Fonds de travaux mai', '7,14', '149,89'],
          ['2025-05-01', 'Emprunt façades mai', '22,08', '171,97'],
          ['2025-05-05', 'Prélèvement', '171,97-', '0,00'],
          ['2025-06-01', 'Provisions juin', '142,75', '142,75'],
          ['2025-06-01', 'Fonds de travaux juin', '7,14', '149,89'],
          ['2025-06-01', 'Emprunt façades juin', '22,08', '171,97'],
          ['2025-06-05', 'Prélèvement', '171,97-', '0,00'],
          ['2025-06-10', 'Rejet du prélèvement du 2025-06-05', '171,97', '171,97'],
          ['2025-06-10', 'Frais de rejet', '12,00', '183,97'],
          ['', 'Total débits', '699,88', ''],
          ['', 'Total crédits', '515,91-', '183,97'],
        ),
        table(
          ['Sommes dues au 2025-06-12', ''],
          ['Provisions échues non réglées', '142,75'],
          ['Fonds de travaux (juin)', '7,14'],
          ['Emprunt façades (juin)', '22,08'],
          ['Frais de rejet', '12,00'],
          ['Total dû', '183,97'],
        ),
        table(
          ['Votre lot en bref', ''],
          ['Budget 2025-2026 (12 × 142,75)', '1 713,00'],
          ['Cotisation mensuelle au fonds de travaux', '7,14'],
          ['Emprunt façades — montant emprunté par le syndicat', '78 000,00'],
          ['Votre part (342 / 10 000)', '2 667,60'],
          ['Mensualité', '22,08'],
          ['Capital restant dû au 2025-06-01', '2 254,15'],
          ['Prochaine mensualité', '2025-07-01'],
          ['Avance de trésorerie', '171,00'],
        ),
        small('« - » : montant en votre faveur. Régularisez depuis « Payer par carte ».'),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: débit and crédit columns,
    // the balance followed by « D », « À reporter » and « Report », last exercise's balance and
    // regularisation, two works calls, recovery costs; the balance broken down at the end
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-04',
    scan: scanned(190, -0.7, 12),
    figures: [
      day('document_date', '2025-06-04'),
      money('expected_budget', 174800),
      money('wanted_loads', 15000, 2),
      money('budget', 43700, 2),
      money('works_funds_last_contribution', 2185, 2),
      money('unbudget', 51200, 2),
      money('other_due', 5200, 2),
      money('reserved_advances', 17500, 2),
    ],
    pages: [
      [
        heading('CABINET PEYRONNET'),
        small('Syndic de copropriété — 11 boulevard Carnot 87000 Limoges — 05 55 33 20 14'),
        right('M. Bernard Dupuy\n5 rue Haute-Cité\n87000 Limoges'),
        p('Limoges, le 4 juin 2025'),
        title('RELEVÉ DE VOTRE COMPTE'),
        p(
          'Copropriété LES HAUTS DE LA CITÉ — lot 4 — exercice du 01/07/2024 au 30/06/2025. Provisions annuelles de votre lot : 1 748,00 € (437,00 € par trimestre) ; fonds de travaux : 87,40 € par an.',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde de l’exercice 2023/2024', '96,30', '', '96,30 D'],
          ['01/07/2024', 'Provisions 1er trimestre', '437,00', '', '533,30 D'],
          ['01/07/2024', 'Fonds de travaux 1er trimestre', '21,85', '', '555,15 D'],
          ['18/07/2024', 'Chèque', '', '458,85', '96,30 D'],
          ['01/10/2024', 'Provisions 2e trimestre', '437,00', '', '533,30 D'],
          ['01/10/2024', 'Fonds de travaux 2e trimestre', '21,85', '', '555,15 D'],
          ['14/10/2024', 'Virement', '', '458,85', '96,30 D'],
          ['09/12/2024', 'Régularisation 2023/2024 (AG du 28/11/2024)', '53,70', '', '150,00 D'],
          ['', 'À reporter', '1 067,70', '917,70', '150,00 D'],
        ),
        small('D : débiteur — C : créditeur. Suite page 2.'),
      ],
      [
        small('Les Hauts de la Cité — lot 4 — M. Dupuy — page 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 067,70', '917,70', '150,00 D'],
          ['01/01/2025', 'Provisions 3e trimestre', '437,00', '', '587,00 D'],
          ['01/01/2025', 'Fonds de travaux 3e trimestre', '21,85', '', '608,85 D'],
          ['01/01/2025', 'Ascenseur — appel 1/2 (AG du 28/11/2024)', '512,00', '', '1 120,85 D'],
          ['27/01/2025', 'Virement', '', '970,85', '150,00 D'],
          ['05/03/2025', 'Frais de relance', '14,00', '', '164,00 D'],
          ['01/04/2025', 'Provisions 4e trimestre', '437,00', '', '601,00 D'],
          ['01/04/2025', 'Fonds de travaux 4e trimestre', '21,85', '', '622,85 D'],
          ['01/04/2025', 'Ascenseur — appel 2/2', '512,00', '', '1 134,85 D'],
          ['12/05/2025', 'Frais de mise en demeure', '38,00', '', '1 172,85 D'],
          ['', 'Totaux', '3 061,40', '1 888,55', '1 172,85 D'],
        ),
        table(
          ['Votre solde se décompose ainsi', 'Montant'],
          ['Exercice 2023/2024 (solde et régularisation)', '150,00'],
          ['Provisions du 4e trimestre 2024/2025', '437,00'],
          ['Fonds de travaux du 4e trimestre', '21,85'],
          ['Travaux ascenseur, appel 2/2', '512,00'],
          ['Frais de recouvrement (relance, mise en demeure)', '52,00'],
          ['Solde débiteur au 04/06/2025', '1 172,85'],
        ),
        p('Avance de trésorerie détenue par le syndicat pour votre lot : 175,00 €.'),
        small(
          'Faute de règlement sous quinze jours, nous engagerons la procédure de recouvrement.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's ledger over two pages, July–June: débit and crédit columns,
    // the balance followed by « D », « À reporter » and « Report », last exercise's
    // regularisation and a quarter unpaid, a works call, recovery costs; the balance broken
    // down at the end
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-10',
    scan: scanned(180, 1.2, 13),
    figures: [
      day('document_date', '2025-06-10'),
      money('expected_budget', 208160),
      money('wanted_loads', 8816, 2),
      money('budget', 52040, 2),
      money('works_funds_last_contribution', 2602, 2),
      money('unbudget', 73440, 2),
      money('other_due', 6000, 2),
      money('reserved_advances', 21000, 2),
    ],
    pages: [
      [
        heading('AGENCE CENTRALE DE GESTION'),
        small('Syndic — 24 rue Moyenne 18000 Bourges — 02 48 24 60 31 — acg.bourges@free.fr'),
        right('Mme Nadège Pinault\nRésidence Jacques-Cœur, lot 13\n18000 Bourges'),
        p('Bourges, le 10/06/2025'),
        title('Situation de compte copropriétaire'),
        p(
          'Résidence JACQUES-CŒUR — exercice 01/07/2024 – 30/06/2025 — lot 13 : provisions 2 081,60 € par an, appelées par trimestre (520,40 €), fonds de travaux 104,08 € par an.',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Report 2023/2024', '', '', '0,00'],
          ['01/07/2024', 'Appel T1 provisions', '520,40', '', '520,40 D'],
          ['01/07/2024', 'Appel T1 fonds de travaux', '26,02', '', '546,42 D'],
          ['10/07/2024', 'Virement — règlement appel T1', '', '546,42', '0,00'],
          ['01/10/2024', 'Appel T2 provisions', '520,40', '', '520,40 D'],
          ['01/10/2024', 'Appel T2 fonds de travaux', '26,02', '', '546,42 D'],
          ['06/12/2024', 'Répartition 2023/2024 (AG du 26/11/2024)', '88,16', '', '634,58 D'],
          ['', 'À reporter', '1 181,00', '546,42', '634,58 D'],
        ),
      ],
      [
        small('Jacques-Cœur — lot 13 — Mme Pinault — 2/2'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['', 'Report', '1 181,00', '546,42', '634,58 D'],
          ['01/01/2025', 'Appel T3 provisions', '520,40', '', '1 154,98 D'],
          ['01/01/2025', 'Appel T3 fonds de travaux', '26,02', '', '1 181,00 D'],
          ['01/01/2025', 'Toiture — appel unique (AG du 26/11/2024)', '734,40', '', '1 915,40 D'],
          ['20/01/2025', 'Virement — règlement appel T3', '', '546,42', '1 368,98 D'],
          ['10/02/2025', 'Frais de relance', '15,00', '', '1 383,98 D'],
          ['01/04/2025', 'Appel T4 provisions', '520,40', '', '1 904,38 D'],
          ['01/04/2025', 'Appel T4 fonds de travaux', '26,02', '', '1 930,40 D'],
          ['15/04/2025', 'Virement — règlement appel T4', '', '546,42', '1 383,98 D'],
          ['19/05/2025', 'Frais de mise en demeure', '45,00', '', '1 428,98 D'],
          ['', 'Totaux', '3 068,24', '1 639,26', '1 428,98 D'],
        ),
        table(
          ['Restent dus au 10/06/2025', 'Montant'],
          ['Provisions T2 (appel du 01/10/2024)', '520,40'],
          ['Fonds de travaux T2', '26,02'],
          ['Répartition de l’exercice 2023/2024', '88,16'],
          ['Toiture, appel unique', '734,40'],
          ['Frais de relance et de mise en demeure', '60,00'],
          ['Total', '1 428,98'],
        ),
        p('Avances de trésorerie versées au syndicat : 210,00 €.'),
        small('D : solde débiteur (somme due par vous).'),
      ],
    ],
  },
  {
    // a regional cabinet's statement over two pages, October–September: the ledger with a
    // « Sens » column (DB / CR) on page 1, then the lot's recap per exercise under wrapped
    // headings (« Budget / 2023/2024 », « Réalisé / 2023/2024 », « Budget / 2024/2025 ») and
    // what is due, all zero, on page 2
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('expected_budget_n', 247360, 2),
      money('budget_n', 249974, 2),
      money('expected_budget', 256880, 2),
      money('budget', 0, 2),
      money('wanted_loads', 0, 2),
      money('works_funds_last_contribution', 2848, 2),
      money('reserved_advances', 26000, 2),
    ],
    pages: [
      [
        small(
          'CABINET FONTAINE-LEROUX — administrateur de biens — 6 rue Jeanne-d’Arc 45000 Orléans — 02 38 53 71 26',
        ),
        small(
          'Copropriété 0451 LE MAIL DE LA LOIRE — compte 0451-033 — Orléans, le 16/06/2025 — 1/2',
        ),
        right('Mme Agnès Chevallier\n12 quai du Châtelet, lot 33\n45000 Orléans'),
        title('COMPTE COPROPRIÉTAIRE — EXERCICE DU 01/10/2024 AU 30/09/2025'),
        listing(
          ['Date', 'Libellé', 'Montant', 'Sens', 'Solde'],
          ['01/10/2024', 'Report au 30/09/2024', '0,00', '', '0,00'],
          ['01/10/2024', 'Appel provisions T1', '642,20', 'DB', '642,20 DB'],
          ['01/10/2024', 'Appel fonds de travaux T1', '28,48', 'DB', '670,68 DB'],
          ['09/10/2024', 'Virement', '670,68', 'CR', '0,00'],
          ['01/01/2025', 'Appel provisions T2', '642,20', 'DB', '642,20 DB'],
          ['01/01/2025', 'Appel fonds de travaux T2', '28,48', 'DB', '670,68 DB'],
          ['08/01/2025', 'Virement', '670,68', 'CR', '0,00'],
          ['20/02/2025', 'Régularisation 2023/2024 (AG du 13/02/2025)', '26,14', 'DB', '26,14 DB'],
          ['01/04/2025', 'Appel provisions T3', '642,20', 'DB', '668,34 DB'],
          ['01/04/2025', 'Appel fonds de travaux T3', '28,48', 'DB', '696,82 DB'],
          ['07/04/2025', 'Virement', '696,82', 'CR', '0,00'],
          ['', 'Total des débits', '2 038,18', 'DB', ''],
          ['', 'Total des crédits', '2 038,18', 'CR', '0,00'],
        ),
        small('DB : débit (somme due) — CR : crédit (versement ou avoir).'),
      ],
      [
        small('Le Mail de la Loire — lot 33 — 2/2'),
        heading('Vos charges, exercice par exercice'),
        listing(
          ['Clé', 'Tantièmes', 'Budget\n2023/2024', 'Réalisé\n2023/2024', 'Budget\n2024/2025'],
          ['Charges générales', '356 / 10 000', '1 993,60', '2 040,61', '2 064,80'],
          ['Ascenseur', '60 / 1 000', '480,00', '459,13', '504,00'],
          ['Total lot 33', '', '2 473,60', '2 499,74', '2 568,80'],
        ),
        small(
          'Réalisé 2023/2024 approuvé par l’assemblée générale du 13/02/2025 : écart de 26,14 € à votre charge, appelé le 20/02/2025.',
        ),
        table(
          ['Situation au 16/06/2025', 'Montant'],
          ['Provisions exigibles non réglées', '0,00'],
          ['Sommes dues sur exercices antérieurs', '0,00'],
          ['Dernière cotisation au fonds de travaux (appel du 01/04/2025)', '28,48'],
          ['Avance de trésorerie détenue par le syndicat', '260,00'],
          ['Solde du compte', '0,00'],
        ),
        small(
          'Prochain appel le 01/07/2025 : 670,68 € (provisions 642,20 € + fonds de travaux 28,48 €).',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's statement over two pages, October–September: the ledger with the
    // balance followed by DB or CR on page 1, a rejected direct debit and its fee; the lot's
    // recap per exercise under wrapped headings and what is due on page 2
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-06',
    figures: [
      day('document_date', '2025-06-06'),
      money('expected_budget_n', 239020, 2),
      money('budget_n', 242703, 2),
      money('expected_budget', 247972, 2),
      money('budget', 61993, 2),
      money('wanted_loads', 3683, 2),
      money('works_funds_last_contribution', 3165, 2),
      money('other_due', 950, 2),
      money('reserved_advances', 30000, 2),
    ],
    pages: [
      [
        small(
          'IMMOBILIÈRE DU LITTORAL — syndic de copropriété — 9 quai Duperré 17000 La Rochelle — 05 46 41 09 88',
        ),
        small('Résidence 1702 LES MINIMES — copropriétaire 1702-008 — 06/06/2025 — feuillet 1/2'),
        right('M. Patrice Guillard\n4 avenue Michel-Crépeau, lot 8\n17000 La Rochelle'),
        title('Extrait de compte au 06/06/2025'),
        p('Exercice en cours : 01/10/2024 – 30/09/2025'),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/10/2024', 'Report à nouveau', '', '', '0,00'],
          ['01/10/2024', 'Provisions T1', '619,93', '', '619,93 DB'],
          ['01/10/2024', 'Fonds de travaux T1', '31,65', '', '651,58 DB'],
          ['15/10/2024', 'Prélèvement', '', '651,58', '0,00'],
          ['01/01/2025', 'Provisions T2', '619,93', '', '619,93 DB'],
          ['01/01/2025', 'Fonds de travaux T2', '31,65', '', '651,58 DB'],
          ['15/01/2025', 'Prélèvement', '', '651,58', '0,00'],
          ['03/03/2025', 'Régularisation 2023/2024 (AG du 24/02/2025)', '36,83', '', '36,83 DB'],
          ['01/04/2025', 'Provisions T3', '619,93', '', '656,76 DB'],
          ['01/04/2025', 'Fonds de travaux T3', '31,65', '', '688,41 DB'],
          ['15/04/2025', 'Prélèvement', '', '688,41', '0,00'],
          ['22/04/2025', 'Rejet du prélèvement du 15/04/2025', '688,41', '', '688,41 DB'],
          ['22/04/2025', 'Frais de rejet', '9,50', '', '697,91 DB'],
          ['', 'Totaux', '2 689,48', '1 991,57', '697,91 DB'],
        ),
      ],
      [
        small('Les Minimes — 1702-008 — feuillet 2/2'),
        heading('Récapitulatif de vos charges — lot 8'),
        listing(
          ['Clé', 'Tantièmes', 'Budget\n2023/2024', 'Réalisé\n2023/2024', 'Budget\n2024/2025'],
          ['Charges générales', '422 / 10 000', '1 730,20', '1 713,84', '1 797,72'],
          ['Chauffage', '440 / 10 000', '660,00', '713,19', '682,00'],
          ['Total', '', '2 390,20', '2 427,03', '2 479,72'],
        ),
        table(
          ['Détail du solde débiteur', 'Montant'],
          ['Provisions T3 2024/2025 impayées', '619,93 DB'],
          ['Fonds de travaux T3', '31,65 DB'],
          ['Régularisation 2023/2024 impayée', '36,83 DB'],
          ['Frais de rejet', '9,50 DB'],
          ['Solde au 06/06/2025', '697,91 DB'],
        ),
        p('Avances de trésorerie détenues : 300,00 €.'),
        small('DB : débiteur — CR : créditeur.'),
      ],
    ],
  },
  {
    // a cooperative syndic's ledger for two lots of one owner, calendar exercise, « EUR » with
    // dots between thousands: a « Lot » column, one payment for both lots, the surplus of the
    // closed exercise credited per lot, the account ending in credit; totals in a sentence
    // with each lot's part in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('expected_budget', 234000),
      money('works_funds_last_contribution', 2925),
      money('budget', 0),
      money('credit_balance', 5208),
      money('reserved_advances', 23400),
    ],
    pages: [
      [
        p(
          'SYNDICAT COOPÉRATIF DE LA RÉSIDENCE MONTPLAISIR — 18 avenue Victor-Hugo 26000 Valence — trésorière : Mme Hélène Faure (lot 2)',
        ),
        p('Valence, le 02/06/2025'),
        right('M. Rachid Benali\nLots 10 et 24\n18 avenue Victor-Hugo\n26000 Valence'),
        title('Relevé de compte — exercice 2025'),
        table(
          ['Date', 'Lot', 'Libellé', 'Débit EUR', 'Crédit EUR', 'Solde EUR'],
          ['01/01/2025', '', 'Report au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', '10', 'Provisions T1', '546,00', '', '546,00'],
          ['01/01/2025', '10', 'Fonds de travaux T1', '27,30', '', '573,30'],
          ['01/01/2025', '24', 'Provisions T1', '39,00', '', '612,30'],
          ['01/01/2025', '24', 'Fonds de travaux T1', '1,95', '', '614,25'],
          ['10/01/2025', '', 'Virement (lots 10 et 24)', '', '614,25', '0,00'],
          ['01/04/2025', '10', 'Provisions T2', '546,00', '', '546,00'],
          ['01/04/2025', '10', 'Fonds de travaux T2', '27,30', '', '573,30'],
          ['01/04/2025', '24', 'Provisions T2', '39,00', '', '612,30'],
          ['01/04/2025', '24', 'Fonds de travaux T2', '1,95', '', '614,25'],
          ['05/04/2025', '', 'Virement (lots 10 et 24)', '', '614,25', '0,00'],
          ['24/04/2025', '10', 'Excédent 2024 (AG du 17/04/2025)', '', '48,62', '48,62 Cr'],
          ['24/04/2025', '24', 'Excédent 2024 (AG du 17/04/2025)', '', '3,46', '52,08 Cr'],
          ['', '', 'Totaux', '1.228,50', '1.280,58', '52,08 Cr'],
        ),
        p(
          'Budget 2025 de la résidence : 52.000,00 EUR. Votre part annuelle : 2.184,00 EUR pour le lot 10 (420 / 10.000) et 156,00 EUR pour le lot 24 (30 / 10.000), soit 2.340,00 EUR.',
        ),
        p(
          'Cotisation au fonds de travaux par trimestre : 29,25 EUR (lot 10 : 27,30 ; lot 24 : 1,95). Provisions exigibles non réglées : 0,00 EUR. Solde créditeur : 52,08 EUR, imputé sur l’appel du 01/07/2025.',
        ),
        p(
          'Avances de trésorerie versées : 234,00 EUR (lot 10 : 218,40 ; lot 24 : 15,60), remboursées à la vente.',
        ),
        small('Cr : solde en votre faveur. Relevé établi par la trésorière du conseil syndical.'),
      ],
    ],
  },
  {
    // a cooperative syndic's ledger for two lots of one owner, calendar exercise, « EUR » with
    // dots between thousands: a « Lot » column, one payment for both lots, the closed
    // exercise's shortfall charged per lot and unpaid; totals in a sentence with each lot's
    // part in parentheses
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [
      day('document_date', '2025-05-28'),
      money('expected_budget', 285600),
      money('works_funds_last_contribution', 3570),
      money('budget', 0),
      money('wanted_loads', 4220),
      money('reserved_advances', 28600),
    ],
    pages: [
      [
        p(
          'Copropriété LE CLOS DES CHARMETTES — syndic coopératif — 7 chemin des Charmettes 73000 Chambéry — président : M. Alain Rey',
        ),
        p('Chambéry, le 28.05.2025'),
        right('Mme Laure Bonnefoy\nLots 3 et 15\n7 chemin des Charmettes\n73000 Chambéry'),
        title('Votre compte au 28.05.2025'),
        table(
          ['Date', 'Lot', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01.01.2025', '', 'Report de 2024', '', '', '0,00'],
          ['01.01.2025', '3', 'Provisions 1er trimestre', '699,00', '', '699,00'],
          ['01.01.2025', '3', 'Fonds de travaux', '34,95', '', '733,95'],
          ['01.01.2025', '15', 'Provisions 1er trimestre', '15,00', '', '748,95'],
          ['01.01.2025', '15', 'Fonds de travaux', '0,75', '', '749,70'],
          ['08.01.2025', '', 'Virement', '', '749,70', '0,00'],
          ['01.04.2025', '3', 'Provisions 2e trimestre', '699,00', '', '699,00'],
          ['01.04.2025', '3', 'Fonds de travaux', '34,95', '', '733,95'],
          ['01.04.2025', '15', 'Provisions 2e trimestre', '15,00', '', '748,95'],
          ['01.04.2025', '15', 'Fonds de travaux', '0,75', '', '749,70'],
          ['07.04.2025', '', 'Virement', '', '749,70', '0,00'],
          ['15.05.2025', '3', 'Régularisation 2024 (AG du 06.05.2025)', '41,28', '', '41,28'],
          ['15.05.2025', '15', 'Régularisation 2024 (AG du 06.05.2025)', '0,92', '', '42,20'],
          ['', '', 'Totaux EUR', '1.541,60', '1.499,40', '42,20'],
        ),
        p(
          'Part annuelle du budget 2025 (60.000,00 EUR) : 2.856,00 EUR, dont lot 3 (466 / 10.000) : 2.796,00 EUR et lot 15 (10 / 10.000) : 60,00 EUR.',
        ),
        p(
          'Fonds de travaux appelé chaque trimestre : 35,70 EUR (lot 3 : 34,95 ; lot 15 : 0,75). Provisions échues non payées : 0,00 EUR. Régularisation de l’exercice 2024 restant due : 42,20 EUR (lot 3 : 41,28 ; lot 15 : 0,92).',
        ),
        p('Avances de trésorerie : 286,00 EUR (lot 3 : 280,00 ; lot 15 : 6,00).'),
        small(
          'Le conseil syndical, syndic coopératif — règlement par virement, référence CHARM-3-15.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's statement sent before legal action, April–March: arrears of past
    // exercises carried in, the first quarter, a works call, recovery costs and a lawyer's
    // fee, a partial payment set against the oldest debt; balances followed by « DB » and the
    // balance broken down, the procedure in a sentence
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-17',
    figures: [
      day('document_date', '2025-06-17'),
      money('expected_budget', 196320),
      money('wanted_loads', 75684),
      money('budget', 49080),
      money('works_funds_last_contribution', 2454),
      money('unbudget', 38000),
      money('other_due', 21000),
      money('reserved_advances', 19500),
    ],
    pages: [
      [
        small(
          'SAINT-GERMAIN GESTION — syndic de copropriété — 62 rue de Paris 76600 Le Havre — service contentieux : 02 35 42 18 06',
        ),
        right(
          'LETTRE RECOMMANDÉE AVEC AR\nM. Thierry Vasseur\n27 rue Louis-Brindeau, lot 27\n76600 Le Havre',
        ),
        p('Le Havre, le 17/06/2025'),
        title('RELEVÉ DE COMPTE AVANT PROCÉDURE'),
        p(
          'Copropriété LE VOLCAN — lot 27 — exercice du 01/04/2025 au 31/03/2026 — provisions de votre lot : 1 963,20 € par an (490,80 € par trimestre), fonds de travaux 24,54 € par trimestre.',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          [
            '01/04/2025',
            'Solde des exercices antérieurs au 31/03/2025',
            '1 284,66',
            '',
            '1 284,66 DB',
          ],
          ['01/04/2025', 'Provisions T1 2025/2026', '490,80', '', '1 775,46 DB'],
          ['01/04/2025', 'Fonds de travaux T1 2025/2026', '24,54', '', '1 800,00 DB'],
          ['01/04/2025', 'Ravalement — appel 3/4 (AG du 19/06/2024)', '380,00', '', '2 180,00 DB'],
          ['18/04/2025', 'Frais de relance', '15,00', '', '2 195,00 DB'],
          ['06/05/2025', 'Frais de mise en demeure (art. 10-1)', '45,00', '', '2 240,00 DB'],
          ['20/05/2025', 'Versement partiel', '', '600,00', '1 640,00 DB'],
          ['12/06/2025', 'Régularisation 2024/2025 (AG du 05/06/2025)', '72,18', '', '1 712,18 DB'],
          [
            '12/06/2025',
            'Honoraires de transmission du dossier à l’avocat',
            '150,00',
            '',
            '1 862,18 DB',
          ],
          ['', 'Totaux', '2 462,18', '600,00', '1 862,18 DB'],
        ),
        table(
          ['Composition de la dette au 17/06/2025', 'Montant'],
          ['Exercices antérieurs, régularisation 2024/2025 comprise', '756,84'],
          ['Provisions T1 2025/2026 exigibles', '490,80'],
          ['Fonds de travaux T1 2025/2026', '24,54'],
          ['Ravalement, appel 3/4', '380,00'],
          ['Frais de recouvrement (art. 10-1)', '210,00'],
          ['Total dû', '1 862,18 DB'],
        ),
        p(
          'Le versement du 20/05/2025 a été imputé sur la dette la plus ancienne. Faute de règlement sous huit jours, Maître Hélène Cordier, avocate au barreau du Havre, déposera une requête en injonction de payer. Avance de trésorerie détenue pour votre lot : 195,00 €.',
        ),
        small('DB : solde débiteur. Le service contentieux — Saint-Germain Gestion.'),
      ],
    ],
  },
  {
    // a regional cabinet's statement sent before legal action, April–March: arrears of past
    // exercises carried in, the first quarter unpaid, recovery costs, the closed exercise's
    // surplus credited against the debt; balances followed by « DB » and the balance broken
    // down with an explicit zero for works
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('expected_budget', 254880),
      money('wanted_loads', 89436),
      money('budget', 63720),
      money('works_funds_last_contribution', 3186),
      money('unbudget', 0),
      money('other_due', 5000),
      money('reserved_advances', 25500),
    ],
    pages: [
      [
        small(
          'GESTIMMO PROVENCE — 15 rue de la République 84000 Avignon — 04 90 86 30 52 — contentieux@gestimmo-provence.fr',
        ),
        right('Mme Sylvie Roux\n5 rue des Teinturiers, lot 5\n84000 Avignon'),
        p('Avignon, le 5 juin 2025'),
        title('Mise en demeure — relevé de compte'),
        p(
          'Résidence LES TEINTURIERS, lot 5. Exercice du 01/04/2025 au 31/03/2026 : votre quote-part du budget est de 2 548,80 €, appelée par trimestre (637,20 €), et la cotisation au fonds de travaux de 31,86 € par trimestre.',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          [
            '01/04/2025',
            'Solde antérieur (exercice 2024/2025 et précédents)',
            '946,30',
            '',
            '946,30 DB',
          ],
          ['01/04/2025', 'Provisions 1er trimestre', '637,20', '', '1 583,50 DB'],
          ['01/04/2025', 'Fonds de travaux 1er trimestre', '31,86', '', '1 615,36 DB'],
          ['10/04/2025', 'Frais de relance', '12,00', '', '1 627,36 DB'],
          ['02/05/2025', 'Frais de mise en demeure (LRAR)', '38,00', '', '1 665,36 DB'],
          [
            '28/05/2025',
            'Régularisation 2024/2025 en votre faveur (AG du 22/05/2025)',
            '',
            '51,94',
            '1 613,42 DB',
          ],
          ['', 'Totaux', '1 665,36', '51,94', '1 613,42 DB'],
        ),
        table(
          ['Sommes réclamées', 'Euros'],
          ['Charges des exercices antérieurs, après régularisation', '894,36'],
          ['Provisions du 1er trimestre 2025/2026', '637,20'],
          ['Fonds de travaux du 1er trimestre', '31,86'],
          ['Appels de travaux', '0,00'],
          ['Frais de recouvrement', '50,00'],
          ['Total', '1 613,42'],
        ),
        p(
          'Sans règlement de 1 613,42 € sous quinze jours, le syndic, autorisé par l’assemblée du 22/05/2025, saisira le tribunal judiciaire d’Avignon. Les avances de trésorerie versées pour votre lot (255,00 €) restent acquises au syndicat jusqu’à la vente.',
        ),
        small('Gestimmo Provence — carte professionnelle CPI 8401 2015 000 002 874.'),
      ],
    ],
  },
  {
    // a big group's annexes over three pages printed across the page, calendar exercise:
    // annexe 1 in two halves side by side with wrapped headings, annexe 2 under a merged
    // header row (« Exercice 2024 » over « Budget voté » and « Réalisé »), carried from page 2
    // to page 3 by « À reporter » and « Report », the fund's contributions at the foot
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-14',
    landscape: true,
    figures: [
      day('document_date', '2025-04-14'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 2140693),
      money('unpaid_providers', 1437258),
      money('works_funds', 5864000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 13600000, 3),
      money('building_budget', 14200000, 3),
      money('works_funds_contribution', 710000, 3),
    ],
    pages: [
      [
        small(
          'GROUPE MISTRAL SYNDIC — agence Toulon Mourillon — 12 boulevard de Strasbourg 83000 Toulon — édité le 14/04/2025 — page 1/3',
        ),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2024'),
        p(
          'Syndicat des copropriétaires LES TERRASSES DU MOURILLON, 30 rue Castel 83000 Toulon — exercice du 01/01/2024 au 31/12/2024 — documents joints à la convocation de l’assemblée générale du 13/05/2025',
        ),
        listing(
          [
            'Cpte',
            'Fonds, provisions\net dettes',
            'Exercice\nclos',
            'Exercice\nprécédent',
            'Cpte',
            'Créances et\ntrésorerie',
            'Exercice\nclos',
            'Exercice\nprécédent',
          ],
          [
            '103',
            'Avances de trésorerie',
            '26 000,00',
            '26 000,00',
            '4501',
            'Copropriétaires débiteurs',
            '21 406,93',
            '18 226,71',
          ],
          [
            '105',
            'Fonds de travaux',
            '58 640,00',
            '51 840,00',
            '5021',
            'Compte séparé fonds de travaux',
            '58 640,00',
            '51 840,00',
          ],
          [
            '401',
            'Fournisseurs',
            '14 372,58',
            '12 918,40',
            '512',
            'Banque, compte courant',
            '25 249,77',
            '26 422,75',
          ],
          ['4502', 'Copropriétaires créditeurs', '6 284,12', '5 731,06', '', '', '', ''],
          ['', 'Total', '105 296,70', '96 489,46', '', 'Total', '105 296,70', '96 489,46'],
        ),
        small(
          'Exercice clos : 31/12/2024 ; exercice précédent : 31/12/2023. Copropriétaires débiteurs : charges exigibles restant dues à la clôture ; fournisseurs : factures reçues non réglées.',
        ),
      ],
      [
        small('LES TERRASSES DU MOURILLON — annexes de l’exercice 2024 — page 2/3'),
        title('ANNEXE 2 — COMPTE DE GESTION GÉNÉRAL ET BUDGETS'),
        listing(
          ['', 'Exercice 2024', '', 'Exercice 2025', 'Exercice 2026'],
          ['Compte — nature', 'Budget voté', 'Réalisé', 'Budget voté', 'Budget proposé'],
          ['601 Eau', '12 000,00', '12 486,30', '12 500,00', '13 000,00'],
          ['602 Électricité', '8 500,00', '8 112,75', '8 800,00', '9 000,00'],
          ['603 Chauffage, énergie', '30 000,00', '28 947,20', '31 500,00', '32 000,00'],
          ['604 Produits d’entretien', '1 500,00', '1 318,44', '1 500,00', '1 600,00'],
          ['611 Nettoyage des locaux', '18 000,00', '18 000,00', '18 600,00', '19 000,00'],
          ['614 Contrat ascenseurs', '9 800,00', '9 962,18', '10 200,00', '10 500,00'],
          ['615 Entretien, petites réparations', '9 000,00', '11 208,65', '9 500,00', '9 500,00'],
          ['À reporter', '88 800,00', '90 035,52', '92 600,00', '94 600,00'],
        ),
      ],
      [
        small('LES TERRASSES DU MOURILLON — annexes de l’exercice 2024 — page 3/3'),
        listing(
          ['', 'Exercice 2024', '', 'Exercice 2025', 'Exercice 2026'],
          ['Compte — nature', 'Budget voté', 'Réalisé', 'Budget voté', 'Budget proposé'],
          ['Report', '88 800,00', '90 035,52', '92 600,00', '94 600,00'],
          ['616 Primes d’assurance', '9 400,00', '9 612,00', '10 100,00', '10 800,00'],
          ['621 Honoraires du syndic', '17 600,00', '17 600,00', '18 100,00', '18 600,00'],
          [
            '622 Frais d’assemblée, affranchissements',
            '2 200,00',
            '1 984,32',
            '2 200,00',
            '2 200,00',
          ],
          [
            '641 Gardiennage (salaires et charges)',
            '16 000,00',
            '15 722,84',
            '17 000,00',
            '17 300,00',
          ],
          ['671 Frais divers', '2 000,00', '846,10', '2 000,00', '2 500,00'],
          ['Total des charges courantes', '136 000,00', '135 800,78', '142 000,00', '146 000,00'],
          ['Provisions appelées', '136 000,00', '136 000,00', '', ''],
          ['Excédent de l’exercice', '', '199,22', '', ''],
          ['Cotisation au fonds de travaux', '6 800,00', '6 800,00', '7 100,00', '7 300,00'],
        ),
        small(
          'Budget 2025 et cotisation 2025 votés par l’assemblée générale du 21/05/2024 ; budget 2026 et cotisation 2026 soumis à l’assemblée du 13/05/2025.',
        ),
      ],
    ],
  },
  {
    // a big group's annexes over three pages printed across the page, calendar exercise:
    // annexe 1 in two halves side by side with wrapped headings, annexe 2 under a merged
    // header row, carried from page 2 to page 3 by « à reporter » and « report », the fund's
    // contributions at the foot
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-31',
    landscape: true,
    figures: [
      day('document_date', '2025-03-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1573248),
      money('unpaid_providers', 984627),
      money('works_funds', 3726000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 9800000, 3),
      money('building_budget', 10200000, 3),
      money('works_funds_contribution', 510000, 3),
    ],
    pages: [
      [
        small(
          'SYNERGIE SYNDIC — agence de Saint-Étienne — 3 place Jean-Jaurès 42000 Saint-Étienne — annexes éditées le 31/03/2025 — 1/3',
        ),
        title('Annexe n° 1 — État financier après répartition de l’exercice clos le 31/12/2024'),
        p(
          'Copropriété LE CARRÉ FAURIEL, 24 cours Fauriel 42100 Saint-Étienne — exercice du 01/01/2024 au 31/12/2024',
        ),
        listing(
          [
            'Fonds et\ndettes',
            'Au\n31/12/2024',
            'Au\n31/12/2023',
            'Créances et\ntrésorerie',
            'Au\n31/12/2024',
            'Au\n31/12/2023',
          ],
          [
            'Avances (103)',
            '18 000,00',
            '18 000,00',
            'Copropriétaires débiteurs (4501)',
            '15 732,48',
            '13 987,05',
          ],
          [
            'Fonds de travaux (105)',
            '37 260,00',
            '32 360,00',
            'Fonds de travaux placé (5021)',
            '37 260,00',
            '32 360,00',
          ],
          ['Fournisseurs (401)', '9 846,27', '10 512,84', 'Banque (512)', '16 232,14', '18 428,39'],
          ['Copropriétaires créditeurs (4502)', '4 118,35', '3 902,60', '', '', ''],
          ['Total', '69 224,62', '64 775,44', 'Total', '69 224,62', '64 775,44'],
        ),
      ],
      [
        small('Le Carré Fauriel — annexes 2024 — 2/3'),
        title('Annexe n° 2 — Compte de gestion général'),
        listing(
          ['', 'Exercice clos 2024', '', 'Exercice 2025', 'Exercice 2026'],
          ['Nature des charges', 'Budget', 'Réalisé', 'Budget voté', 'Budget à voter'],
          ['601 Eau', '9 500,00', '9 872,64', '9 800,00', '10 200,00'],
          ['602 Électricité', '5 200,00', '4 918,37', '5 400,00', '5 500,00'],
          ['603 Chauffage', '24 000,00', '25 316,90', '25 000,00', '25 500,00'],
          ['611 Nettoyage', '12 800,00', '12 800,00', '13 200,00', '13 500,00'],
          ['614 Ascenseur', '6 600,00', '6 482,15', '6 800,00', '7 000,00'],
          ['615 Entretien courant', '7 000,00', '8 614,22', '7 000,00', '7 000,00'],
          ['à reporter', '65 100,00', '68 004,28', '67 200,00', '68 700,00'],
        ),
      ],
      [
        small('Le Carré Fauriel — annexes 2024 — 3/3'),
        listing(
          ['', 'Exercice clos 2024', '', 'Exercice 2025', 'Exercice 2026'],
          ['Nature des charges', 'Budget', 'Réalisé', 'Budget voté', 'Budget à voter'],
          ['report', '65 100,00', '68 004,28', '67 200,00', '68 700,00'],
          ['616 Assurance multirisque', '7 400,00', '7 531,00', '7 900,00', '8 400,00'],
          ['621 Honoraires de gestion', '14 200,00', '14 200,00', '14 600,00', '14 900,00'],
          ['622 Frais d’assemblée', '1 800,00', '1 642,58', '1 800,00', '1 800,00'],
          ['671 Divers et imprévus', '9 500,00', '5 204,11', '10 500,00', '11 200,00'],
          ['Total charges', '98 000,00', '96 581,97', '102 000,00', '105 000,00'],
          ['Provisions appelées', '98 000,00', '98 000,00', '', ''],
          ['Solde en faveur des copropriétaires', '', '1 418,03', '', ''],
          ['Fonds de travaux — cotisations', '4 900,00', '4 900,00', '5 100,00', '5 250,00'],
        ),
        small(
          'Le budget 2025 (102 000,00 €) et la cotisation 2025 au fonds de travaux ont été votés par l’assemblée générale du 11/06/2024.',
        ),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages printed across the page, October–September:
    // annexe 1 in a few lines and annexe 3 per key under a merged header row on page 1, then
    // the seller's two lots side by side, one column per lot under each exercise, on page 2
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-15',
    landscape: true,
    figures: [
      day('document_date', '2025-01-15'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 731826),
      money('unpaid_providers', 512740),
      money('works_funds', 2487000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 5820000),
      money('building_budget', 6060000),
      money('expected_budget_n', 217980, 2),
      money('budget_n', 220700, 2),
      money('expected_budget', 226950, 2),
    ],
    pages: [
      [
        heading('CABINET GUÉRIN-MARTY'),
        small(
          'Syndic de copropriété — 6 rue Serviez 64000 Pau — 05 59 27 84 12 — Pau, le 15 janvier 2025 — page 1/2',
        ),
        p(
          'Copropriété LE PARC BEAUMONT, 2 avenue Édouard-VII 64000 Pau — comptes de l’exercice du 1er octobre 2023 au 30 septembre 2024, joints à la convocation de l’assemblée générale du 11 février 2025',
        ),
        heading('Annexe 1 (extrait) — situation financière'),
        table(
          ['Poste', 'Au 30/09/2024', 'Au 30/09/2023'],
          ['Avances des copropriétaires', '15 000,00', '15 000,00'],
          ['Fonds de travaux (art. 14-2)', '24 870,00', '21 960,00'],
          ['Copropriétaires débiteurs', '7 318,26', '6 904,11'],
          ['Fournisseurs et comptes rattachés', '5 127,40', '4 886,95'],
        ),
        heading('Annexe 3 — charges courantes par clé de répartition'),
        listing(
          ['', 'Exercice clos 2023/2024', '', 'Exercice 2024/2025', 'Exercice 2025/2026'],
          ['Clé de répartition', 'Budget', 'Réalisé', 'Budget voté', 'Budget proposé'],
          ['Charges générales (10 000)', '48 000,00', '49 126,40', '50 000,00', '52 000,00'],
          ['Ascenseur (1 000)', '7 200,00', '6 894,50', '7 500,00', '7 700,00'],
          ['Parkings (1 000)', '3 000,00', '3 212,80', '3 100,00', '3 200,00'],
          ['Total', '58 200,00', '59 233,70', '60 600,00', '62 900,00'],
        ),
        small(
          'Budget 2024/2025 voté par l’assemblée du 08/02/2024 ; budget 2025/2026 soumis à l’assemblée du 11/02/2025.',
        ),
      ],
      [
        small('Le Parc Beaumont — répartition individuelle — M. et Mme Étienne Larrieu — page 2/2'),
        heading('Vos lots 7 (appartement) et 29 (parking), clé par clé'),
        listing(
          ['', '', 'Budget 2023/2024', '', 'Réalisé 2023/2024', '', 'Budget 2024/2025', ''],
          [
            'Clé',
            'Tantièmes\nlot 7 / lot 29',
            'Lot 7',
            'Lot 29',
            'Lot 7',
            'Lot 29',
            'Lot 7',
            'Lot 29',
          ],
          [
            'Charges générales',
            '318 / 12',
            '1 526,40',
            '57,60',
            '1 562,22',
            '58,95',
            '1 590,00',
            '60,00',
          ],
          ['Ascenseur', '64 / —', '460,80', '—', '441,25', '—', '480,00', '—'],
          ['Parkings', '— / 45', '—', '135,00', '—', '144,58', '—', '139,50'],
          ['Total par lot', '', '1 987,20', '192,60', '2 003,47', '203,53', '2 070,00', '199,50'],
          ['Total de vos lots', '', '2 179,80', '', '2 207,00', '', '2 269,50', ''],
        ),
        p(
          'Écart de l’exercice 2023/2024 à votre charge : 27,20 € (lot 7 : 16,27 € ; lot 29 : 10,93 €), appelé avec l’échéance suivant l’assemblée.',
        ),
        small('Budget = provisions appelées ; réalisé = quote-part des dépenses de l’exercice.'),
      ],
    ],
  },
  {
    // a regional cabinet's annexes over two pages printed across the page, October–September:
    // annexe 1 in a few lines and annexe 3 per key under a merged header row on page 1, then
    // the seller's two lots side by side, one column per lot under each exercise, on page 2
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-01-22',
    landscape: true,
    figures: [
      day('document_date', '2025-01-22'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 604582),
      money('unpaid_providers', 421066),
      money('works_funds', 2640000),
      day('dt_works_funds', '2024-09-30'),
      money('building_budget_n', 6000000),
      money('building_budget', 6150000),
      money('expected_budget_n', 178260, 2),
      money('budget_n', 181488, 2),
      money('expected_budget', 182715, 2),
    ],
    pages: [
      [
        heading('AGENCE DUMONT-ROCHE — SYNDIC'),
        small('14 rue Ernestale 62000 Arras — 03 21 71 52 44 — Arras, le 22/01/2025 — 1/2'),
        p(
          'Résidence LES PLACES, 9 rue de la Taillerie 62000 Arras — exercice clos le 30/09/2024 (ouvert le 01/10/2023) — assemblée générale du 18/02/2025',
        ),
        heading('Annexe 1 — extrait'),
        table(
          ['Rubrique', '30/09/2024', '30/09/2023'],
          ['Avances de trésorerie', '12 000,00', '12 000,00'],
          ['Fonds de travaux', '26 400,00', '23 400,00'],
          ['Copropriétaires débiteurs', '6 045,82', '5 712,30'],
          ['Fournisseurs', '4 210,66', '4 518,07'],
        ),
        heading('Annexe 3 — charges par clé'),
        listing(
          ['', 'Exercice 2023/2024', '', '2024/2025', '2025/2026'],
          ['Clé', 'Budget voté', 'Réalisé', 'Budget voté', 'Budget proposé'],
          ['Charges générales (10 000)', '39 000,00', '38 412,70', '40 000,00', '41 500,00'],
          ['Chauffage (10 000)', '21 000,00', '22 648,30', '21 500,00', '22 000,00'],
          ['Total', '60 000,00', '61 061,00', '61 500,00', '63 500,00'],
        ),
      ],
      [
        small('Les Places — répartition individuelle — Mme Nathalie Caron — 2/2'),
        heading('Répartition pour vos lots 12 et 40'),
        listing(
          ['', '', 'Budget\n2023/2024', '', 'Réalisé\n2023/2024', '', 'Budget\n2024/2025', ''],
          ['Clé', 'Tantièmes', 'Lot 12', 'Lot 40', 'Lot 12', 'Lot 40', 'Lot 12', 'Lot 40'],
          [
            'Charges générales',
            '287 / 8',
            '1 119,30',
            '31,20',
            '1 102,44',
            '30,73',
            '1 148,00',
            '32,00',
          ],
          ['Chauffage', '301 / 0', '632,10', '0,00', '681,71', '0,00', '647,15', '0,00'],
          ['Total lot', '', '1 751,40', '31,20', '1 784,15', '30,73', '1 795,15', '32,00'],
          ['Total des deux lots', '', '1 782,60', '', '1 814,88', '', '1 827,15', ''],
        ),
        p(
          'Solde de l’exercice 2023/2024 : 32,28 € à votre charge (lot 12 : 32,75 € à votre charge ; lot 40 : 0,47 € en votre faveur).',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's annexes over two pages, July–June, « EUR » with dots between
    // thousands: annexe 1 in two tables, the budgets in one table, the fund's movements, the
    // collective loan's state and its schedule per exercise
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-20',
    figures: [
      day('document_date', '2024-11-20'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 591864),
      money('unpaid_providers', 438612),
      money('works_funds', 2215000),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 9600000, 2),
      money('building_budget_n', 3900000, 2),
      money('building_budget', 4050000, 2),
    ],
    pages: [
      [
        p(
          'SYNDICAT COOPÉRATIF DE LA RÉSIDENCE LES PEUPLIERS — 31 rue de la Moselle 68100 Mulhouse — conseil syndical : M. Gérard Meyer (président), Mme Anne Wolff (trésorière)',
        ),
        p('Mulhouse, le 20/11/2024'),
        title('Comptes de l’exercice 2023/2024 — annexes'),
        p(
          'Exercice du 01/07/2023 au 30/06/2024, soumis à l’assemblée générale du 12/12/2024. Montants en EUR.',
        ),
        heading('Annexe 1 — état financier au 30/06/2024'),
        table(
          ['Fonds et dettes', '30/06/2024', '30/06/2023'],
          ['Avances de trésorerie', '10.000,00', '10.000,00'],
          ['Fonds de travaux', '22.150,00', '20.200,00'],
          ['Emprunt collectif — capital restant dû', '76.559,34', '83.789,48'],
          ['Fournisseurs', '4.386,12', '3.974,55'],
          ['Copropriétaires créditeurs', '1.722,40', '1.508,16'],
          ['Total', '114.817,86', '119.472,19'],
        ),
        table(
          ['Créances et trésorerie', '30/06/2024', '30/06/2023'],
          ['Copropriétaires débiteurs', '5.918,64', '5.240,37'],
          ['Copropriétaires — emprunt à rembourser', '76.559,34', '83.789,48'],
          ['Compte séparé fonds de travaux', '22.150,00', '20.200,00'],
          ['Banque', '10.189,88', '10.242,34'],
          ['Total', '114.817,86', '119.472,19'],
        ),
      ],
      [
        small('Les Peupliers — annexes 2023/2024 — page 2'),
        heading('Annexes 2 et 3 — budgets et réalisé'),
        table(
          [
            '',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Budget 2024/2025\nvoté',
            'Budget 2025/2026\nproposé',
          ],
          ['Charges courantes', '39.000,00', '40.186,52', '40.500,00', '42.000,00'],
          ['Provisions appelées', '39.000,00', '39.000,00', '', ''],
          ['Résultat', '', '(1.186,52)', '', ''],
        ),
        small(
          'Budget 2024/2025 voté par l’assemblée du 07/12/2023. (…) : insuffisance répartie entre les copropriétaires.',
        ),
        heading('Annexe 4 — fonds de travaux'),
        table(
          ['Mouvements 2023/2024', 'EUR'],
          ['Solde au 01/07/2023', '20.200,00'],
          ['Cotisations de l’exercice', '1.950,00'],
          ['Solde au 30/06/2024', '22.150,00'],
        ),
        heading('Annexe 5 — emprunt collectif'),
        table(
          ['Emprunt', 'Capital emprunté', 'Remboursé au 30/06/2024', 'Restant dû'],
          [
            'Toiture et isolation des combles (AG du 17/06/2021), 12 ans, 2,60 %',
            '96.000,00',
            '19.440,66',
            '76.559,34',
          ],
        ),
        listing(
          ['Exercice', 'Capital', 'Intérêts', 'Annuités', 'Restant dû en fin d’exercice'],
          ['2024/2025', '7.419,96', '1.918,60', '9.338,56', '69.139,38'],
          ['2025/2026', '7.614,78', '1.723,78', '9.338,56', '61.524,60'],
          ['2026/2027', '7.814,70', '1.523,86', '9.338,56', '53.709,90'],
        ),
        small(
          'Échéances trimestrielles de 2.334,64 EUR, appelées auprès des seuls copropriétaires ayant choisi l’emprunt. Comptes vérifiés par les deux contrôleurs désignés par l’assemblée.',
        ),
      ],
    ],
  },
  {
    // a cooperative syndic's annexes over two pages, July–June, « EUR » with dots between
    // thousands: annexe 1 in two tables, the budgets in one table, the fund's movements, the
    // collective loan's state and its schedule per exercise
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-03',
    figures: [
      day('document_date', '2024-12-03'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 326419),
      money('unpaid_providers', 291840),
      money('works_funds', 1492500),
      day('dt_works_funds', '2024-06-30'),
      money('loan_amount', 6400000, 2),
      money('building_budget_n', 2850000, 2),
      money('building_budget', 2940000, 2),
    ],
    pages: [
      [
        p(
          'Copropriété LE MOULIN DE L’ITON — syndic coopératif — 4 rue du Moulin 27000 Évreux — président-syndic : M. Jacques Lefort',
        ),
        p('Évreux, le 03.12.2024'),
        title('Annexes aux comptes de l’exercice 2023/2024'),
        p(
          'Exercice du 01.07.2023 au 30.06.2024 — assemblée générale du 09.01.2025 — montants en EUR',
        ),
        heading('Annexe 1 — état financier'),
        table(
          ['Passif', '30.06.2024', '30.06.2023'],
          ['Avances', '8.000,00', '8.000,00'],
          ['Fonds de travaux', '14.925,00', '13.500,00'],
          ['Emprunt collectif restant dû', '55.175,37', '61.087,02'],
          ['Fournisseurs', '2.918,40', '3.102,77'],
          ['Copropriétaires créditeurs', '988,15', '1.034,60'],
          ['Total passif', '82.006,92', '86.724,39'],
        ),
        table(
          ['Actif', '30.06.2024', '30.06.2023'],
          ['Copropriétaires débiteurs', '3.264,19', '2.877,45'],
          ['Copropriétaires, part d’emprunt', '55.175,37', '61.087,02'],
          ['Fonds de travaux placé', '14.925,00', '13.500,00'],
          ['Disponibilités', '8.642,36', '9.259,92'],
          ['Total actif', '82.006,92', '86.724,39'],
        ),
      ],
      [
        small('Le Moulin de l’Iton — annexes 2023/2024 — 2/2'),
        heading('Budgets'),
        table(
          ['', 'Budget 2023/2024', 'Réalisé 2023/2024', 'Budget 2024/2025', 'Projet 2025/2026'],
          ['Total des charges', '28.500,00', '27.904,36', '29.400,00', '30.200,00'],
          ['Provisions appelées', '28.500,00', '28.500,00', '', ''],
          ['Excédent', '', '595,64', '', ''],
        ),
        small('Le budget 2024/2025 a été voté par l’assemblée générale du 14.12.2023.'),
        heading('Fonds de travaux'),
        p(
          'Solde au 01.07.2023 : 13.500,00 — cotisations : 1.425,00 — solde au 30.06.2024 : 14.925,00.',
        ),
        heading('Emprunt collectif — ascenseur'),
        table(
          ['Capital emprunté', 'Date', 'Durée / taux', 'Remboursé', 'Restant dû au 30.06.2024'],
          ['64.000,00', 'AG du 22.06.2022', '10 ans / 1,95 %', '8.824,63', '55.175,37'],
        ),
        listing(
          ['Exercice', 'Amortissement', 'Intérêts', 'Total', 'Capital restant dû'],
          ['2024/2025', '6.027,78', '1.032,02', '7.059,80', '49.147,59'],
          ['2025/2026', '6.146,18', '913,62', '7.059,80', '43.001,41'],
          ['2026/2027', '6.266,92', '792,88', '7.059,80', '36.734,49'],
        ),
        small('Le président-syndic et les deux vérificateurs aux comptes.'),
      ],
    ],
  },
  {
    // scanned: a small office's annexes over two pages, April–March: annexe 1 as a short table
    // on page 1, annexe 3 per key with wrapped headings (« Budget / 2024/2025 », « Réalisé /
    // 2024/2025 », « Budget voté / 2025/2026 », « Budget proposé / 2026/2027 ») on page 2
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-06-02',
    scan: scanned(180, 0.6, 12),
    figures: [
      day('document_date', '2025-06-02'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 620457),
      money('unpaid_providers', 471630),
      money('works_funds', 1980000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 4800000, 2),
      money('building_budget', 4950000, 2),
      money('works_funds_contribution', 247500, 2),
    ],
    pages: [
      [
        heading('CABINET ARNAUD'),
        small('Syndic de copropriété — 7 rue Noël-Ballay 28000 Chartres — 02 37 21 45 60'),
        p('Chartres, le 2 juin 2025'),
        title('COMPTES DE L’EXERCICE 2024/2025'),
        p(
          'Copropriété LE CLOS SAINT-BRICE, 18 rue Saint-Brice 28000 Chartres — exercice du 01/04/2024 au 31/03/2025 — annexes jointes à la convocation de l’assemblée générale du 26/06/2025',
        ),
        heading('Annexe n° 1 — état financier au 31/03/2025'),
        table(
          ['Rubrique', 'Au 31/03/2025', 'Au 31/03/2024'],
          ['Avances de trésorerie', '12 000,00', '12 000,00'],
          ['Fonds de travaux (art. 14-2)', '19 800,00', '17 400,00'],
          ['Fournisseurs', '4 716,30', '5 102,44'],
          ['Copropriétaires créditeurs', '1 412,05', '1 286,73'],
          ['Copropriétaires débiteurs', '6 204,57', '5 318,20'],
        ),
        small(
          'Le détail des comptes bancaires figure à l’annexe n° 1 complète, consultable au cabinet.',
        ),
      ],
      [
        small('Le Clos Saint-Brice — annexes 2024/2025 — page 2/2'),
        heading('Annexe n° 3 — charges par clé de répartition'),
        table(
          [
            'Clé',
            'Budget\n2024/2025',
            'Réalisé\n2024/2025',
            'Budget voté\n2025/2026',
            'Budget proposé\n2026/2027',
          ],
          ['Charges générales', '32 000,00', '31 544,18', '33 000,00', '34 000,00'],
          ['Ascenseur', '6 000,00', '5 812,40', '6 300,00', '6 500,00'],
          ['Eau froide', '10 000,00', '9 956,08', '10 200,00', '10 500,00'],
          ['Total charges courantes', '48 000,00', '47 312,66', '49 500,00', '51 000,00'],
          ['Fonds de travaux', '2 400,00', '2 400,00', '2 475,00', '2 550,00'],
        ),
        small(
          'Budget 2025/2026 et cotisation de 2 475,00 € au fonds de travaux votés par l’assemblée du 27/06/2024. Excédent 2024/2025 : 687,34 €, réparti selon les clés.',
        ),
      ],
    ],
  },
  {
    // scanned: a small office's annexes over two pages, April–March: annexe 1 as a short table
    // on page 1, annexe 3 per key with wrapped headings on page 2, the fund's contributions in
    // the last row
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-20',
    scan: scanned(170, -1.1, 13),
    figures: [
      day('document_date', '2025-05-20'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('unpaid', 398714),
      money('unpaid_providers', 284590),
      money('works_funds', 1264000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 3200000, 2),
      money('building_budget', 3300000, 2),
      money('works_funds_contribution', 165000, 2),
    ],
    pages: [
      [
        heading('BUREAU DE GESTION DUCLOS'),
        small('Syndic — 3 rue du Pont-de-Mayenne 53000 Laval — 02 43 53 09 71'),
        p('Laval, le 20/05/2025'),
        p(
          'Résidence LE VAL DE MAYENNE, 22 quai Paul-Boudet 53000 Laval — comptes de l’exercice ouvert le 01/04/2024 et clos le 31/03/2025, soumis à l’assemblée générale du 12/06/2025.',
        ),
        heading('ANNEXE 1 — SITUATION FINANCIÈRE ET TRÉSORERIE'),
        table(
          ['', '31/03/2025', '31/03/2024'],
          ['Avances reçues', '8 000,00', '8 000,00'],
          ['Fonds de travaux', '12 640,00', '11 040,00'],
          ['Dettes fournisseurs', '2 845,90', '2 604,11'],
          ['Copropriétaires créditeurs', '756,20', '812,48'],
          ['Copropriétaires débiteurs', '3 987,14', '3 412,66'],
        ),
      ],
      [
        small('Le Val de Mayenne — annexes — 2/2'),
        heading('ANNEXE 3 — DÉPENSES PAR CLÉ'),
        table(
          [
            'Répartition',
            'Budget\n2024/2025',
            'Réalisé\n2024/2025',
            'Budget\n2025/2026 voté',
            'Budget\n2026/2027 proposé',
          ],
          ['Charges générales', '26 000,00', '27 105,95', '26 800,00', '27 700,00'],
          ['Chauffage', '6 000,00', '6 312,30', '6 200,00', '6 500,00'],
          ['Total', '32 000,00', '33 418,25', '33 000,00', '34 200,00'],
          ['Cotisation fonds de travaux', '1 600,00', '1 600,00', '1 650,00', '1 710,00'],
        ),
        small(
          'Insuffisance de l’exercice 2024/2025 : 1 418,25 €, répartie selon les clés. Budget 2025/2026 voté le 20/06/2024.',
        ),
      ],
    ],
  },
  {
    // an online syndic's annexes over three pages printed across the page, calendar exercise:
    // the trial balance on page 1, the owners' balances one lot per row carried from page 2 to
    // page 3 by « À reporter » and « Report », then the budgets and the seller's lot's share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-18',
    landscape: true,
    figures: [
      day('document_date', '2025-03-18'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 894672),
      money('unpaid_providers', 521406),
      money('works_funds', 2988000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 7200000, 3),
      money('building_budget', 7400000, 3),
      money('expected_budget_n', 381600, 3),
      money('budget_n', 376928, 3),
      money('expected_budget', 392200, 3),
    ],
    pages: [
      [
        small(
          'COPROVIA — syndic en ligne — 10 rue de la Py 75020 Paris   ›   Ma copropriété   ›   Assemblée 2025   ›   Annexes comptables',
        ),
        small('Document généré le 18/03/2025 pour M. Karim Belkhir, lot 14 — page 1/3'),
        title('Annexes comptables — exercice du 01/01/2024 au 31/12/2024'),
        p(
          'Copropriété 75-2031 LE 42 RUE DES ORTEAUX, 75020 Paris — assemblée générale du 15/04/2025',
        ),
        heading('Balance des comptes au 31/12/2024'),
        listing(
          ['Compte', 'Intitulé', 'Débit', 'Crédit'],
          ['103', 'Avances de trésorerie', '', '14 400,00'],
          ['105', 'Fonds de travaux', '', '29 880,00'],
          ['401', 'Fournisseurs', '', '5 214,06'],
          ['4501', 'Copropriétaires débiteurs', '8 946,72', ''],
          ['4502', 'Copropriétaires créditeurs', '', '3 210,55'],
          ['5021', 'Compte bancaire fonds de travaux', '29 880,00', ''],
          ['512', 'Compte bancaire courant', '13 877,89', ''],
          ['', 'Totaux', '52 704,61', '52 704,61'],
        ),
        small('Balance après répartition des charges de l’exercice 2024.'),
      ],
      [
        small('Le 42 rue des Orteaux — annexes 2024 — page 2/3'),
        heading('État des soldes des copropriétaires au 31/12/2024'),
        listing(
          ['Lot', 'Tantièmes', 'Solde débiteur', 'Solde créditeur'],
          ['1', '612', '1 929,69', ''],
          ['2', '740', '', ''],
          ['3', '498', '', ''],
          ['4', '505', '412,30', ''],
          ['5', '262', '', '96,18'],
          ['6', '688', '', ''],
          ['7', '315', '2 846,51', ''],
          ['8', '902', '', ''],
          ['9', '655', '', ''],
          ['10', '388', '1 562,18', ''],
          ['11', '276', '', ''],
          ['12', '410', '652,78', ''],
          ['À reporter', '', '7 403,46', '96,18'],
        ),
      ],
      [
        small('Le 42 rue des Orteaux — annexes 2024 — page 3/3'),
        listing(
          ['Lot', 'Tantièmes', 'Solde débiteur', 'Solde créditeur'],
          ['Report', '', '7 403,46', '96,18'],
          ['13', '262', '', ''],
          ['14', '530', '', ''],
          ['15', '601', '', '1 304,21'],
          ['16', '344', '154,35', ''],
          ['17', '480', '1 388,91', ''],
          ['18', '612', '', ''],
          ['19', '300', '', '1 810,16'],
          ['20', '620', '', ''],
          ['Total', '10 000', '8 946,72', '3 210,55'],
        ),
        heading('Budgets et répartition — votre lot 14 (530 / 10 000)'),
        listing(
          ['', 'Budget 2024', 'Réalisé 2024', 'Budget 2025', 'Budget 2026 (proposé)'],
          ['Copropriété', '72 000,00', '71 118,40', '74 000,00', '76 000,00'],
          ['Lot 14', '3 816,00', '3 769,28', '3 922,00', '4 028,00'],
        ),
        small(
          'Budget 2025 voté par l’assemblée du 16/04/2024. Votre lot : 46,72 € en votre faveur sur 2024, déduits de l’appel suivant l’assemblée.',
        ),
      ],
    ],
  },
  {
    // an online syndic's annexes over three pages printed across the page, calendar exercise:
    // the trial balance on page 1, the owners' balances one lot per row carried from page 2 to
    // page 3 by « à reporter » and « report », then the budgets and the seller's lot's share
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-25',
    landscape: true,
    figures: [
      day('document_date', '2025-03-25'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 631840),
      money('unpaid_providers', 406273),
      money('works_funds', 2245000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 5800000, 3),
      money('building_budget', 6000000, 3),
      money('expected_budget_n', 176900, 3),
      money('budget_n', 180756, 3),
      money('expected_budget', 183000, 3),
    ],
    pages: [
      [
        small(
          'LOGIS-CONNECT · syndic en ligne · 5 rue Marat 94200 Ivry-sur-Seine — Espace copropriétaire › Documents › AG 2025',
        ),
        small('Mme Claire Fontenay — lot 7 — téléchargé le 25/03/2025 — 1/3'),
        title('Comptes 2024 — annexes'),
        p('Copropriété 94-0417 LES QUAIS D’IVRY — exercice 01/01/2024 → 31/12/2024'),
        heading('Balance générale au 31/12/2024'),
        listing(
          ['N°', 'Compte', 'Solde débiteur', 'Solde créditeur'],
          ['103', 'Avances', '', '11 600,00'],
          ['105', 'Fonds de travaux loi ALUR', '', '22 450,00'],
          ['401', 'Fournisseurs', '', '4 062,73'],
          ['4501', 'Copropriétaires — soldes débiteurs', '6 318,40', ''],
          ['4502', 'Copropriétaires — soldes créditeurs', '', '2 145,92'],
          ['5021', 'Banque — fonds de travaux', '22 450,00', ''],
          ['512', 'Banque — compte courant', '11 490,25', ''],
          ['', 'Totaux', '40 258,65', '40 258,65'],
        ),
      ],
      [
        small('Les Quais d’Ivry — annexes 2024 — 2/3'),
        heading('Soldes des copropriétaires au 31/12/2024'),
        listing(
          ['Lot', 'Tantièmes', 'Débiteur', 'Créditeur'],
          ['1', '720', '', ''],
          ['2', '655', '1 204,60', ''],
          ['3', '610', '', ''],
          ['4', '580', '', '612,40'],
          ['5', '690', '318,92', ''],
          ['6', '540', '', ''],
          ['7', '305', '', ''],
          ['8', '810', '', ''],
          ['9', '745', '2 611,15', ''],
          ['à reporter', '', '4 134,67', '612,40'],
        ),
      ],
      [
        small('Les Quais d’Ivry — annexes 2024 — 3/3'),
        listing(
          ['Lot', 'Tantièmes', 'Débiteur', 'Créditeur'],
          ['report', '', '4 134,67', '612,40'],
          ['10', '600', '', ''],
          ['11', '520', '884,03', ''],
          ['12', '690', '', '1 533,52'],
          ['13', '585', '1 299,70', ''],
          ['14', '630', '', ''],
          ['15', '660', '', ''],
          ['16', '660', '', ''],
          ['Totaux', '10 000', '6 318,40', '2 145,92'],
        ),
        heading('Budget et réalisé — part du lot 7 (305 / 10 000)'),
        listing(
          ['', 'Budget 2024', 'Réalisé 2024', 'Budget 2025 voté', 'Budget 2026 proposé'],
          ['Immeuble', '58 000,00', '59 264,18', '60 000,00', '62 000,00'],
          ['Lot 7', '1 769,00', '1 807,56', '1 830,00', '1 891,00'],
        ),
        small('Budget 2025 voté le 11/04/2024. Écart 2024 du lot 7 : 38,56 € à sa charge.'),
      ],
    ],
  },
  {
    // a big group's décompte for two lots printed across the page, calendar exercise: one row
    // per lot and key with the building's budget and real expenses, the lot's provisions and
    // real share, the gap marked DB or CR, the totals for both lots, next year's provisions in
    // a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-06',
    landscape: true,
    figures: [
      day('document_date', '2025-05-06'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 11800000),
      money('expected_budget_n', 356520),
      money('budget_n', 357866),
      money('building_budget', 12200000),
      money('expected_budget', 367910),
    ],
    pages: [
      [
        small(
          'ATRIUM SYNDIC — agence Strasbourg Krutenau — 8 rue de Zurich 67000 Strasbourg — 03 88 36 72 15 — www.atrium-syndic.fr',
        ),
        small('Immeuble 6714 LES QUAIS DE L’ILL — copropriétaire 6714-0022 — édité le 06/05/2025'),
        right('M. et Mme Laurent Hoffmann\n5 quai des Bateliers, lot 22\n67000 Strasbourg'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES — EXERCICE DU 01/01/2024 AU 31/12/2024'),
        p(
          'Comptes approuvés par l’assemblée générale du 29/04/2025 — budget voté de l’exercice : 118 000,00 € ; dépenses réelles : 118 340,30 €',
        ),
        listing(
          [
            'Lot',
            'Clé de\nrépartition',
            'Tantièmes',
            'Budget\nimmeuble',
            'Dépenses\nimmeuble',
            'Provisions\nappelées',
            'Quote-part\nréelle',
            'Solde',
          ],
          [
            '22',
            'Charges générales',
            '296 / 10 000',
            '86 000,00',
            '84 921,60',
            '2 545,60',
            '2 513,68',
            '31,92 CR',
          ],
          [
            '22',
            'Chauffage collectif',
            '305 / 10 000',
            '26 000,00',
            '27 806,40',
            '793,00',
            '848,10',
            '55,10 DB',
          ],
          [
            '61',
            'Charges générales',
            '11 / 10 000',
            '86 000,00',
            '84 921,60',
            '94,60',
            '93,41',
            '1,19 CR',
          ],
          ['61', 'Parkings', '22 / 1 000', '6 000,00', '5 612,30', '132,00', '123,47', '8,53 CR'],
          ['', 'Total lots 22 et 61', '', '', '', '3 565,20', '3 578,66', '13,46 DB'],
        ),
        p(
          'Le solde de 13,46 € à votre charge sera appelé avec l’échéance du 01/07/2025. Pour l’exercice 2025, le budget de 122 000,00 € voté le 14/05/2024 fixe vos provisions annuelles à 3 679,10 € (lot 22 : 3 428,30 € ; lot 61 : 250,80 €).',
        ),
        small(
          'DB : solde à votre charge — CR : solde en votre faveur. Lot 22 : appartement T4 ; lot 61 : parking n° 18.',
        ),
      ],
    ],
  },
  {
    // a big group's décompte for two lots printed across the page, calendar exercise: one row
    // per lot and key with the building's budget and real expenses, the lot's provisions and
    // real share, the gap marked DB or CR, the totals for both lots, next year's provisions in
    // a sentence
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-28',
    landscape: true,
    figures: [
      day('document_date', '2025-04-28'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 9200000),
      money('expected_budget_n', 352720),
      money('budget_n', 353818),
      money('building_budget', 9500000),
      money('expected_budget', 364020),
    ],
    pages: [
      [
        small(
          'NOVALIS SYNDIC — agence de Saint-Nazaire — 22 avenue de la République 44600 Saint-Nazaire — 02 40 22 61 38',
        ),
        small('Résidence 4466 LE BOULEVARD DE L’OCÉAN — compte 4466-0004 — 28/04/2025'),
        right('Mme Gwenaëlle Rio\n40 boulevard de l’Océan, lot 4\n44600 Saint-Nazaire'),
        title('Régularisation des charges de l’exercice 2024 (01/01/2024 – 31/12/2024)'),
        p(
          'Assemblée générale du 17/04/2025 : comptes approuvés ; budget voté de l’exercice 2024 : 92 000,00 € ; charges réelles : 92 725,00 €.',
        ),
        listing(
          [
            'Lot',
            'Clé',
            'Quote-part',
            'Budget\ncopropriété',
            'Réel\ncopropriété',
            'Appelé\nau lot',
            'Réel\ndu lot',
            'Écart',
          ],
          [
            '4',
            'Charges générales',
            '331 / 10 000',
            '74 000,00',
            '75 308,20',
            '2 449,40',
            '2 492,70',
            '43,30 DB',
          ],
          [
            '4',
            'Ascenseur',
            '57 / 1 000',
            '18 000,00',
            '17 416,80',
            '1 026,00',
            '992,76',
            '33,24 CR',
          ],
          [
            '33',
            'Charges générales',
            '7 / 10 000',
            '74 000,00',
            '75 308,20',
            '51,80',
            '52,72',
            '0,92 DB',
          ],
          ['', 'Total de vos lots', '', '', '', '3 527,20', '3 538,18', '10,98 DB'],
        ),
        p(
          'Reste dû : 10,98 €, porté sur votre compte. Budget 2025 voté le 23/05/2024 : 95 000,00 € ; vos provisions 2025 : 3 640,20 € (lot 4 : 3 586,65 € ; lot 33 : 53,55 €).',
        ),
        small('DB : débit (à votre charge) — CR : crédit (en votre faveur). Lot 33 : cave.'),
      ],
    ],
  },
  {
    // a small office's décompte, July–June: the current charges per key with the building's
    // budget and real expenses, the works voted outside the budget in their own table, gaps
    // marked « DB » or « CR », the overall balance in the owner's favour
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-10',
    figures: [
      day('document_date', '2024-12-10'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 4400000),
      money('expected_budget_n', 176880),
      money('budget_n', 178209),
      money('expected_hors_budget_n', 124620),
      money('hors_budget_n', 122260),
    ],
    pages: [
      [
        heading('CABINET BOYER'),
        small('Syndic de copropriété — 9 boulevard de la République 47000 Agen — 05 53 66 18 40'),
        right('Mme Christiane Lafargue\n3 rue Montesquieu, lot 15\n47000 Agen'),
        p('Agen, le 10 décembre 2024'),
        title('DÉCOMPTE DE CHARGES 2023/2024'),
        p(
          'Résidence LE JARDIN JAYAN — lot 15 (402 / 10 000) — exercice du 01/07/2023 au 30/06/2024, comptes approuvés par l’assemblée générale du 03/12/2024. Budget voté de l’exercice : 44 000,00 €.',
        ),
        heading('Charges courantes'),
        table(
          ['Clé', 'Budget immeuble', 'Réel immeuble', 'Provisions lot', 'Réel lot', 'Solde'],
          ['Charges générales', '36 000,00', '35 618,40', '1 447,20', '1 431,86', '15,34 CR'],
          ['Eau froide', '8 000,00', '8 712,30', '321,60', '350,23', '28,63 DB'],
          ['Total', '44 000,00', '44 330,70', '1 768,80', '1 782,09', '13,29 DB'],
        ),
        heading('Travaux hors budget — remplacement de la chaudière (AG du 07/12/2023)'),
        table(
          ['', 'Immeuble', 'Lot 15'],
          ['Appelé', '31 000,00', '1 246,20'],
          ['Coût réel', '30 412,85', '1 222,60'],
          ['Solde', '', '23,60 CR'],
        ),
        table(
          ['Récapitulatif', 'Appelé', 'Réel', 'Solde'],
          ['Charges courantes', '1 768,80', '1 782,09', '13,29 DB'],
          ['Travaux chaudière', '1 246,20', '1 222,60', '23,60 CR'],
          ['Total de l’exercice', '3 015,00', '3 004,69', '10,31 CR'],
        ),
        p('Le solde de 10,31 € en votre faveur sera déduit de l’appel du 1er janvier 2025.'),
        small('DB : à votre charge — CR : en votre faveur.'),
      ],
    ],
  },
  {
    // a small office's décompte, July–June: the current charges per key with the building's
    // budget and real expenses, the works voted outside the budget in their own table, gaps
    // marked « DB » or « CR », the overall balance due by the owner
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-18',
    figures: [
      day('document_date', '2024-12-18'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 3150000),
      money('expected_budget_n', 186450),
      money('budget_n', 187952),
      money('expected_hors_budget_n', 93060),
      money('hors_budget_n', 96847),
    ],
    pages: [
      [
        heading('ÉTUDE PASQUIER — SYNDIC'),
        small('2 place du Minage 16000 Angoulême — 05 45 92 37 04 — etude.pasquier@wanadoo.fr'),
        right('M. Jean-Luc Texier\n11 rue de Beaulieu, lot 3\n16000 Angoulême'),
        p('Angoulême, le 18/12/2024'),
        title('Répartition des charges de l’exercice 01/07/2023 – 30/06/2024'),
        p(
          'Copropriété LE REMPART DE BEAULIEU — lot 3. Comptes approuvés le 12/12/2024. Budget de l’exercice voté le 15/12/2022 : 31 500,00 €.',
        ),
        table(
          ['Répartition', 'Tantièmes', 'Budget', 'Dépenses', 'Appelé lot 3', 'Réel lot 3', 'Écart'],
          [
            'Générales',
            '517 / 10 000',
            '25 000,00',
            '25 940,12',
            '1 292,50',
            '1 341,10',
            '48,60 DB',
          ],
          ['Ascenseur', '88 / 1 000', '6 500,00', '6 118,40', '572,00', '538,42', '33,58 CR'],
          ['Charges courantes', '', '31 500,00', '32 058,52', '1 864,50', '1 879,52', '15,02 DB'],
        ),
        heading('Hors budget : ravalement du pignon est (AG du 14/12/2023)'),
        table(
          ['Répartition', 'Tantièmes', 'Voté', 'Coût réel', 'Appelé lot 3', 'Réel lot 3', 'Écart'],
          ['Générales', '517 / 10 000', '18 000,00', '18 732,50', '930,60', '968,47', '37,87 DB'],
        ),
        p(
          'Solde de l’exercice : 52,89 € DB (charges courantes 15,02 DB ; ravalement 37,87 DB), à régler avec l’appel du 1er janvier 2025.',
        ),
        small('Étude Pasquier — DB : débiteur ; CR : créditeur.'),
      ],
    ],
  },
  {
    // a regional cabinet's décompte over two pages, October–September: the lot's charges per
    // key over four exercises under wrapped headings (« Réalisé / 2022/2023 » … « Budget /
    // 2024/2025 »), carried from page 1 to page 2 by « À reporter » and « Report », the
    // building's totals in the last row
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-20',
    figures: [
      day('document_date', '2025-02-20'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 11180000, 2),
      money('building_budget', 11500000, 2),
      money('budget_n1', 426702, 2),
      money('expected_budget_n', 435980, 2),
      money('budget_n', 438035, 2),
      money('expected_budget', 449248, 2),
    ],
    pages: [
      [
        small(
          'CABINET LAMBERT-VIDAL — syndic de copropriété — 21 allées Paul-Riquet 34500 Béziers — 04 67 28 40 93',
        ),
        small(
          'Copropriété 3417 LES ALLÉES RIQUET — copropriétaire 3417-018 — 20/02/2025 — page 1/2',
        ),
        right('Mme Martine Cabanel\n6 rue Solférino, bâtiment B, lot 18\n34500 Béziers'),
        title('DÉCOMPTE INDIVIDUEL — EXERCICE DU 01/10/2023 AU 30/09/2024'),
        p('Lot 18 — appartement T3 — comptes approuvés par l’assemblée générale du 11/02/2025'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Réalisé\n2022/2023',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Écart\n2023/2024',
            'Budget\n2024/2025',
          ],
          [
            'Charges générales',
            '284 / 10 000',
            '1 738,20',
            '1 760,80',
            '1 792,57',
            '31,77 DB',
            '1 817,60',
          ],
          ['Bâtiment B', '96 / 1 000', '941,99', '960,00', '929,67', '30,33 CR', '998,40'],
          ['Ascenseur B', '101 / 1 000', '657,33', '686,80', '727,85', '41,05 DB', '707,00'],
          ['À reporter', '', '3 337,52', '3 407,60', '3 450,09', '', '3 523,00'],
        ),
        small(
          'Budget = provisions appelées au lot ; réalisé = quote-part des dépenses. Suite page 2.',
        ),
      ],
      [
        small('Les Allées Riquet — lot 18 — décompte 2023/2024 — page 2/2'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Réalisé\n2022/2023',
            'Budget\n2023/2024',
            'Réalisé\n2023/2024',
            'Écart\n2023/2024',
            'Budget\n2024/2025',
          ],
          ['Report', '', '3 337,52', '3 407,60', '3 450,09', '', '3 523,00'],
          ['Eau froide', '284 / 10 000', '224,43', '227,20', '238,88', '11,68 DB', '232,88'],
          ['Chauffage', '290 / 10 000', '705,07', '725,00', '691,38', '33,62 CR', '736,60'],
          ['Total lot 18', '', '4 267,02', '4 359,80', '4 380,35', '20,55 DB', '4 492,48'],
          [
            'Immeuble (toutes clés)',
            '',
            '109 740,30',
            '111 800,00',
            '112 261,20',
            '',
            '115 000,00',
          ],
        ),
        p(
          'Votre quote-part réelle de l’exercice 2023/2024 dépasse vos provisions de 20,55 €, somme appelée le 01/04/2025. Budget 2024/2025 voté par l’assemblée du 15/02/2024.',
        ),
        small('DB : à votre charge — CR : en votre faveur.'),
      ],
    ],
  },
  {
    // a regional cabinet's décompte over two pages, October–September: the lot's charges per
    // key over four exercises under wrapped headings, carried from page 1 to page 2 by « à
    // reporter » and « report », the building's totals in the last row
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-01-30',
    figures: [
      day('document_date', '2025-01-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 7450000, 2),
      money('building_budget', 7690000, 2),
      money('budget_n1', 345166, 2),
      money('expected_budget_n', 351590, 2),
      money('budget_n', 359887, 2),
      money('expected_budget', 363650, 2),
    ],
    pages: [
      [
        small('AGENCE MARCEAU — syndic — 14 rue Maréchal-Foch 65000 Tarbes — 05 62 34 70 81'),
        small('Résidence 6503 LE JARDIN MASSEY — compte 6503-006 — 30/01/2025 — 1/2'),
        right('M. Didier Abadie\n3 rue Massey, lot 6\n65000 Tarbes'),
        title('Décompte de charges de l’exercice 01/10/2023 – 30/09/2024'),
        p('Lot 6 — comptes approuvés par l’assemblée générale du 23/01/2025'),
        listing(
          [
            'Répartition',
            'Tant.',
            'Réalisé\n2022/2023',
            'Provisions\n2023/2024',
            'Réalisé\n2023/2024',
            'Écart',
            'Provisions\n2024/2025',
          ],
          ['Générales', '342 / 10 000', '1 532,37', '1 539,00', '1 580,48', '+41,48', '1 590,30'],
          ['Escalier', '128 / 1 000', '653,35', '665,60', '638,30', '-27,30', '691,20'],
          ['à reporter', '', '2 185,72', '2 204,60', '2 218,78', '', '2 281,50'],
        ),
        small('Écart + : à votre charge ; écart - : en votre faveur.'),
      ],
      [
        small('Le Jardin Massey — 6503-006 — 2/2'),
        listing(
          [
            'Répartition',
            'Tant.',
            'Réalisé\n2022/2023',
            'Provisions\n2023/2024',
            'Réalisé\n2023/2024',
            'Écart',
            'Provisions\n2024/2025',
          ],
          ['report', '', '2 185,72', '2 204,60', '2 218,78', '', '2 281,50'],
          ['Ascenseur', '131 / 1 000', '604,29', '628,80', '669,19', '+40,39', '655,00'],
          ['Chauffage', '350 / 10 000', '661,65', '682,50', '710,90', '+28,40', '700,00'],
          ['Total du lot', '', '3 451,66', '3 515,90', '3 598,87', '+82,97', '3 636,50'],
          ['Total copropriété', '', '73 427,55', '74 500,00', '76 619,30', '', '76 900,00'],
        ),
        p(
          'Complément à régler : 82,97 €, ajouté à l’appel du 01/04/2025. Les provisions 2024/2025 reposent sur le budget de 76 900,00 € voté le 25/01/2024.',
        ),
      ],
    ],
  },
  {
    // an online syndic's e-mail « Votre décompte de charges », April–March: the totals in
    // sentences that end mid-line, a small listing per key where credits carry a trailing
    // « - », the complement due at the end
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-19',
    figures: [
      day('document_date', '2025-06-19'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5200000),
      money('expected_budget_n', 165360),
      money('budget_n', 167138),
    ],
    pages: [
      [
        small('De : SYNDIS <ne-pas-repondre@syndis.fr>'),
        small('À : gilles.morvan@gmail.com'),
        small('Date : jeudi 19 juin 2025 07:30'),
        small('Objet : Votre décompte de charges 2024-2025 est disponible — lot 9'),
        p('Bonjour Gilles Morvan,'),
        p(
          'Les comptes de l’exercice du 01/04/2024 au 31/03/2025 de la copropriété LES ARCADES\nDU CHAMP-DE-MARS (Rennes) ont été approuvés le 12/06/2025. Le budget voté était de\n52 000,00 € et les dépenses s’élèvent à 52 559,25 €. Pour votre lot 9, les provisions\nappelées s’élèvent à 1 653,60 €. Vos charges réelles sont de 1 671,38 €. Il reste\n17,78 € à régler.',
        ),
        listing(
          ['Clé', 'Quote-part', 'Budget', 'Dépenses', 'Provisions', 'Réel', 'Écart'],
          ['Générales', '318 / 10 000', '44 000,00', '43 612,90', '1 399,20', '1 386,89', '12,31-'],
          ['Eau', '318 / 10 000', '8 000,00', '8 946,35', '254,40', '284,49', '30,09'],
          ['Total', '', '52 000,00', '52 559,25', '1 653,60', '1 671,38', '17,78'],
        ),
        p(
          'Ce montant sera ajouté à votre prochain appel. Vous pouvez aussi le régler dès maintenant\ndepuis votre espace, rubrique « Payer ».',
        ),
        p('L’équipe Syndis'),
        small(
          '« - » après un montant : en votre faveur. Syndis SAS, syndic en ligne — 2 rue de Brest 35000 Rennes. Ne répondez pas à ce message : écrivez-nous depuis votre espace.',
        ),
      ],
    ],
  },
  {
    // an online syndic's e-mail « Votre décompte de charges », April–March: the totals in
    // sentences that end mid-line, a small listing per key where credits carry a trailing
    // « - », the surplus in the owner's favour at the end
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-24',
    figures: [
      day('document_date', '2025-06-24'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5000000),
      money('expected_budget_n', 229300),
      money('budget_n', 226226),
    ],
    pages: [
      [
        small('De : SYNDIS <ne-pas-repondre@syndis.fr>'),
        small('À : m.legrand-copro@outlook.fr'),
        small('Date : mardi 24 juin 2025 07:30'),
        small('Objet : Votre décompte de charges 2024-2025 est disponible — lot 2'),
        p('Bonjour Marion Legrand,'),
        p(
          'L’assemblée du 17/06/2025 a approuvé les comptes de l’exercice ouvert le 01/04/2024 et\nclos le 31/03/2025 (résidence LE PATIO SAINT-MARTIN, Tours). Budget voté : 50 000,00 €.\nDépenses : 49 320,90 €. Pour votre lot 2, vous avez versé 2 293,00 € de provisions. Votre\npart réelle est de 2 262,26 €. Un excédent de 30,74 € vous est donc restitué.',
        ),
        listing(
          ['Clé', 'Quote-part', 'Budget', 'Dépenses', 'Provisions', 'Réel', 'Écart'],
          ['Générales', '455 / 10 000', '38 000,00', '37 214,60', '1 729,00', '1 693,26', '35,74-'],
          ['Chauffage', '470 / 10 000', '12 000,00', '12 106,30', '564,00', '569,00', '5,00'],
          ['Total', '', '50 000,00', '49 320,90', '2 293,00', '2 262,26', '30,74-'],
        ),
        p(
          'L’excédent sera déduit de votre prochain appel. Le détail est consultable dans votre\nespace, rubrique « Mes documents ».',
        ),
        p('L’équipe Syndis'),
        small(
          '« - » après un montant : en votre faveur. Syndis SAS, syndic en ligne — 2 rue de Brest 35000 Rennes.',
        ),
      ],
    ],
  },
  {
    // a big group's answers to the notary's questionnaire over two pages, calendar exercise:
    // a listing « Rubrique | Réponse | Montant » where the amount sits in its own column and
    // the answer says « néant », « sans objet » or « soldé », with a collective loan, works
    // voted but not yet called and a procedure brought by the syndicate
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget', 12400000),
      money('expected_budget', 342240),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 34500),
      money('ongoing_budget', 171120),
      money('unbudget_not_due', 132480),
      money('building_budget_n', 12000000, 2),
      money('expected_budget_n', 331200, 2),
      money('budget_n', 329864, 2),
      day('dt_based', '2025-05-22', 2),
      money('works_funds', 7240000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 199824, 2),
      money('works_funds_contribution', 620000, 2),
      money('works_funds_last_contribution', 4278, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 24000000, 2),
      money('loan_share', 662400, 2),
      money('loan_remaining', 524237, 2),
      money('loan_instalment', 12714, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1864207, 2),
      money('unpaid_providers', 1120833, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'CAPITOLE SYNDIC GROUPE — service mutations — 5 rue d’Alsace-Lorraine 31000 Toulouse — mutations@capitole-syndic.fr',
        ),
        title('Questionnaire du notaire — réponses du syndic'),
        p(
          'Copropriété LES JARDINS DE COMPANS, 14 boulevard de la Marquette 31000 Toulouse — vendeur : Mme Véronique Castex — lot 41 (appartement T3, 276 / 10 000) — demande de l’office notarial Darnaud & Pujol du 05/06/2025 — Toulouse, le 16/06/2025',
        ),
        listing(
          ['Rubrique', 'Réponse', 'Montant'],
          [
            'A1. Exercice en cours',
            'du 01/01/2025 au 31/12/2025, budget voté par l’AG du 23/05/2024',
            '124 000,00',
          ],
          ['A2. Quote-part annuelle du lot dans ce budget', 'appelée par trimestre', '3 422,40'],
          ['A3. Provisions exigibles du budget non réglées', 'néant', '0,00'],
          ['A4. Provisions hors budget exigibles non réglées', 'néant', '0,00'],
          [
            'A5. Charges des exercices antérieurs restant dues',
            'régularisation 2024 soldée',
            '0,00',
          ],
          ['A6. Avances de trésorerie versées par le vendeur', 'à rembourser au vendeur', '345,00'],
          [
            'A7. Provisions du budget non encore exigibles',
            'appels des 01/07/2025 et 01/10/2025',
            '1 711,20',
          ],
          [
            'A8. Travaux votés non encore appelés',
            'menuiseries des parties communes (AG du 22/05/2025), appels les 01/10/2025 et 01/01/2026',
            '1 324,80',
          ],
          ['A9. Autres sommes dues par le syndicat au vendeur', 'sans objet', ''],
          [
            'A10. Procédures en cours',
            'aucune contre le vendeur ; le syndicat poursuit l’entreprise Toitures du Sud-Ouest (malfaçons) devant le tribunal judiciaire de Toulouse',
            '',
          ],
        ),
        small('Montants en euros. Suite des réponses (rubriques B et C) en page 2.'),
      ],
      [
        small('Les Jardins de Compans — lot 41 — réponses du syndic — page 2/2'),
        listing(
          ['Rubrique', 'Réponse', 'Montant'],
          ['B1. Dernier exercice clos : budget voté', 'du 01/01/2024 au 31/12/2024', '120 000,00'],
          ['B2. Provisions appelées au lot sur cet exercice', '', '3 312,00'],
          [
            'B3. Charges réelles du lot sur cet exercice',
            'comptes approuvés par l’AG du 22/05/2025',
            '3 298,64',
          ],
          ['B4. Fonds de travaux (art. 14-2)', 'solde au 31/12/2024', '72 400,00'],
          [
            'B5. Part du fonds de travaux attachée au lot',
            'non remboursable au vendeur',
            '1 998,24',
          ],
          ['B6. Cotisation annuelle au fonds de travaux', 'exercice 2025', '6 200,00'],
          ['B7. Dernière cotisation appelée au lot', 'appel du 01/04/2025, réglée', '42,78'],
          [
            'C1. Emprunt collectif : capital emprunté',
            'isolation thermique par l’extérieur, AG du 21/06/2021, 15 ans',
            '240 000,00',
          ],
          ['C2. Quote-part du lot dans l’emprunt', '276 / 10 000', '6 624,00'],
          [
            'C3. Capital restant dû sur la quote-part du lot',
            'après l’échéance du 01/04/2025',
            '5 242,37',
          ],
          ['C4. Échéance trimestrielle du lot', 'prochaine échéance le 01/07/2025', '127,14'],
          ['C5. Impayés de charges de la copropriété', 'au 31/12/2024', '18 642,07'],
          ['C6. Dettes fournisseurs de la copropriété', 'au 31/12/2024', '11 208,33'],
          ['C7. Honoraires de l’état daté', 'TTC, à la charge du vendeur', '380,00'],
        ),
        p(
          'Réponses certifiées par le syndic à Toulouse, le 16 juin 2025. M. Sébastien Carrère, responsable du service mutations.',
        ),
      ],
    ],
  },
  {
    // a big group's answers to the notary's questionnaire over two pages, calendar exercise:
    // a listing « Rubrique | Réponse | Montant » with the amounts in their own column, a
    // quarter, a works call and last year's regularisation unpaid, a collective loan, no works
    // voted to come
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-04',
    figures: [
      day('document_date', '2025-06-04'),
      money('building_budget', 9600000),
      money('expected_budget', 305280),
      money('budget', 76320),
      money('unbudget', 41340),
      money('wanted_loads', 2715),
      money('reserved_advances', 29000),
      money('ongoing_budget', 152640),
      money('unbudget_not_due', 0),
      money('building_budget_n', 9200000, 2),
      money('expected_budget_n', 292560, 2),
      money('budget_n', 295275, 2),
      day('dt_based', '2025-05-14', 2),
      money('works_funds', 3845000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 122271, 2),
      money('works_funds_contribution', 480000, 2),
      money('works_funds_last_contribution', 3816, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 16000000, 2),
      money('loan_share', 508800, 2),
      money('loan_remaining', 286921, 2),
      money('loan_instalment', 11602, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 1240855, 2),
      money('unpaid_providers', 812690, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        small(
          'ACTIVA SYNDIC — agence Clermont Jaude — 30 place de Jaude 63000 Clermont-Ferrand — 04 73 31 52 60',
        ),
        title('RÉPONSES AU QUESTIONNAIRE DU NOTAIRE (PRÉ-ÉTAT DATÉ)'),
        p(
          'Immeuble LE DOMAINE DE MONTFERRAND, 8 rue de la Rodade 63100 Clermont-Ferrand — lot 12 (318 / 10 000) — vendeur : M. Olivier Chassaing — notaire : Maître Anne Roche — Clermont-Ferrand, le 04/06/2025',
        ),
        listing(
          ['Rubrique', 'Réponse', 'Montant'],
          [
            '1. Budget de l’exercice 2025 (01/01 – 31/12)',
            'voté par l’AG du 16/05/2024',
            '96 000,00',
          ],
          ['2. Quote-part du lot dans le budget', '763,20 par trimestre', '3 052,80'],
          ['3. Provisions exigibles du budget non réglées', 'appel du 01/04/2025 impayé', '763,20'],
          [
            '4. Provisions hors budget exigibles non réglées',
            'ravalement, appel 2/2 du 01/04/2025',
            '413,40',
          ],
          [
            '5. Sommes restant dues sur exercices antérieurs',
            'régularisation 2024 (AG du 14/05/2025)',
            '27,15',
          ],
          ['6. Avances détenues par le syndicat', 'fonds de roulement', '290,00'],
          [
            '7. Provisions du budget non encore exigibles',
            'appels des 01/07 et 01/10/2025',
            '1 526,40',
          ],
          ['8. Travaux votés non encore appelés', 'néant', '0,00'],
          ['9. Procédures en cours', 'néant', ''],
        ),
        small(
          'Les sommes des rubriques 3 à 5 seront retenues sur le prix de vente (art. 20 de la loi du 10 juillet 1965).',
        ),
      ],
      [
        small('Le Domaine de Montferrand — lot 12 — pré-état daté — 2/2'),
        listing(
          ['Rubrique', 'Réponse', 'Montant'],
          ['10. Exercice 2024 clos : budget voté', '01/01/2024 – 31/12/2024', '92 000,00'],
          ['11. Provisions 2024 appelées au lot', '', '2 925,60'],
          ['12. Charges 2024 réelles du lot', 'approuvées par l’AG du 14/05/2025', '2 952,75'],
          ['13. Fonds de travaux au 31/12/2024', '', '38 450,00'],
          ['14. Quote-part du lot dans le fonds de travaux', '', '1 222,71'],
          ['15. Cotisation annuelle au fonds de travaux (2025)', '', '4 800,00'],
          ['16. Dernière cotisation au fonds appelée au lot', 'le 01/04/2025', '38,16'],
          [
            '17. Emprunt collectif (ascenseur et toiture, AG du 20/06/2019)',
            'capital emprunté',
            '160 000,00',
          ],
          ['18. Part du lot dans l’emprunt', '', '5 088,00'],
          ['19. Capital restant dû par le lot', 'après l’échéance du 01/04/2025', '2 869,21'],
          ['20. Échéance trimestrielle du lot', 'prochaine : 01/07/2025', '116,02'],
          ['21. Impayés de charges du syndicat au 31/12/2024', '', '12 408,55'],
          ['22. Dettes fournisseurs au 31/12/2024', '', '8 126,90'],
          ['23. Honoraires d’état daté', 'TTC, à la charge du vendeur', '380,00'],
        ),
        p('Fait à Clermont-Ferrand, le 04/06/2025 — le gestionnaire, M. Frédéric Aubert.'),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » printed from its site over two pages, April–March:
    // the menu, two-column question–answer tables under headings, the closed exercise's
    // regularisation unpaid, works voted to be called later, a procedure against another
    // owner, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-23',
    figures: [
      day('document_date', '2025-06-23'),
      money('building_budget', 6400000),
      money('expected_budget', 257280),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 2147),
      money('reserved_advances', 32000),
      money('ongoing_budget', 192960),
      money('unbudget_not_due', 31356),
      money('building_budget_n', 6200000, 2),
      money('expected_budget_n', 249240, 2),
      money('budget_n', 251387, 2),
      day('dt_based', '2025-06-12', 2),
      money('works_funds', 2418000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 97204, 2),
      money('works_funds_contribution', 320000, 2),
      money('works_funds_last_contribution', 3216, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 741236, 2),
      money('unpaid_providers', 508319, 2),
      money('transfer_fees', 18000, 2),
    ],
    pages: [
      [
        small(
          'SYNDIGO — syndic en ligne   |   Mes copropriétés   Ventes   Documents   Messagerie   Mon profil',
        ),
        small('Ventes › Lot 5 › Pré-état daté — généré le 23/06/2025 à 11:02'),
        title('Pré-état daté'),
        p(
          'Copropriété 59-0614 LE 8 RUE DE BÉTHUNE, 59000 Lille — lot 5 (appartement, 402 / 10 000) — vendeur : M. Arnaud Delcourt — dossier transmis à Maître Lucie Vandenberghe, notaire à Lille',
        ),
        heading('1. Situation du vendeur'),
        table(
          ['Question', 'Réponse'],
          ['Exercice en cours', 'du 01/04/2025 au 31/03/2026'],
          ['Budget prévisionnel voté (AG du 20/06/2024)', '64 000,00 €'],
          ['Quote-part du lot', '2 572,80 € par an (643,20 € par trimestre)'],
          ['Provisions échues non payées', '0,00 €'],
          ['Appels de travaux échus non payés', '0,00 €'],
          [
            'Soldes des exercices précédents',
            '21,47 € (régularisation 2024/2025 appelée le 16/06/2025, non réglée)',
          ],
          ['Avances de trésorerie', '320,00 €'],
          [
            'Provisions à échoir sur l’exercice en cours',
            '1 929,60 € (appels des 01/07/2025, 01/10/2025 et 01/01/2026)',
          ],
          [
            'Travaux votés à appeler',
            '313,56 € — remplacement de l’interphone (AG du 12/06/2025), appel le 01/10/2025',
          ],
          [
            'Procédures',
            'le syndicat a assigné le propriétaire du lot 11 en paiement de charges ; aucune procédure ne vise le vendeur',
          ],
        ),
      ],
      [
        small('Syndigo — pré-état daté — lot 5 — page 2/2'),
        heading('2. La copropriété'),
        table(
          ['Question', 'Réponse'],
          ['Dernier exercice clos', 'du 01/04/2024 au 31/03/2025'],
          ['Budget voté de cet exercice', '62 000,00 €'],
          ['Provisions appelées au lot', '2 492,40 €'],
          ['Charges réelles du lot', '2 513,87 €'],
          ['Approbation des comptes', 'AG du 12/06/2025'],
          ['Fonds de travaux au 31/03/2025', '24 180,00 €'],
          ['Part du lot dans le fonds de travaux', '972,04 €'],
          ['Cotisation annuelle au fonds de travaux (2025/2026)', '3 200,00 €'],
          ['Dernière cotisation appelée au lot', '32,16 € le 01/04/2025'],
          ['Emprunt collectif', 'aucun'],
          ['Impayés de charges au 31/03/2025', '7 412,36 €'],
          ['Dettes envers les fournisseurs au 31/03/2025', '5 083,19 €'],
          ['Frais de pré-état daté', '180,00 € TTC'],
        ),
        small(
          'Document généré automatiquement à partir de la comptabilité de la copropriété. Syndigo SAS, 12 rue Esquermoise 59000 Lille.',
        ),
      ],
    ],
  },
  {
    // an online syndic's « pré-état daté » printed from its site over two pages, April–March:
    // the menu, two-column question–answer tables under headings, the first quarter unpaid,
    // « néant » for works to come, the closed exercise's surplus, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-18',
    figures: [
      day('document_date', '2025-06-18'),
      money('building_budget', 4800000),
      money('expected_budget', 170880),
      money('budget', 42720),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 24000),
      money('ongoing_budget', 128160),
      money('unbudget_not_due', 0),
      money('building_budget_n', 4600000, 2),
      money('expected_budget_n', 163760, 2),
      money('budget_n', 160235, 2),
      day('dt_based', '2025-06-05', 2),
      money('works_funds', 1776000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_lot', 63226, 2),
      money('works_funds_contribution', 240000, 2),
      money('works_funds_last_contribution', 2136, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('unpaid', 531890, 2),
      money('unpaid_providers', 340215, 2),
      money('transfer_fees', 18000, 2),
    ],
    pages: [
      [
        small(
          'SYNDIGO — syndic en ligne   |   Mes copropriétés   Ventes   Documents   Messagerie   Mon profil',
        ),
        small('Ventes › Lot 11 › Pré-état daté — généré le 18/06/2025 à 16:45'),
        title('Pré-état daté'),
        p(
          'Copropriété 13-0952 LES TERRASSES DU PHARO, 27 boulevard Charles-Livon 13007 Marseille — lot 11 (356 / 10 000) — vendeuse : Mme Laetitia Ferrandi',
        ),
        heading('1. Situation du vendeur'),
        table(
          ['Question', 'Réponse'],
          ['Exercice en cours', 'du 01/04/2025 au 31/03/2026'],
          ['Budget prévisionnel voté (AG du 11/06/2024)', '48 000,00 €'],
          ['Quote-part du lot', '1 708,80 € par an'],
          ['Provisions échues non payées', '427,20 € (appel du 01/04/2025)'],
          ['Appels de travaux échus non payés', '0,00 €'],
          ['Soldes des exercices précédents', 'néant — 0,00 €'],
          ['Avances de trésorerie', '240,00 €'],
          ['Provisions à échoir sur l’exercice en cours', '1 281,60 €'],
          ['Travaux votés à appeler', 'néant — 0,00 €'],
          ['Procédures', 'sans objet'],
        ),
      ],
      [
        small('Syndigo — pré-état daté — lot 11 — page 2/2'),
        heading('2. La copropriété'),
        table(
          ['Question', 'Réponse'],
          ['Dernier exercice clos', 'du 01/04/2024 au 31/03/2025'],
          ['Budget voté de cet exercice', '46 000,00 €'],
          ['Provisions appelées au lot', '1 637,60 €'],
          [
            'Charges réelles du lot',
            '1 602,35 € (excédent de 35,25 € crédité sur le compte du vendeur)',
          ],
          ['Approbation des comptes', 'AG du 05/06/2025'],
          ['Fonds de travaux au 31/03/2025', '17 760,00 €'],
          ['Part du lot dans le fonds de travaux', '632,26 €'],
          ['Cotisation annuelle au fonds de travaux (2025/2026)', '2 400,00 €'],
          ['Dernière cotisation appelée au lot', '21,36 € le 01/04/2025'],
          ['Emprunt collectif', 'aucun'],
          ['Impayés de charges au 31/03/2025', '5 318,90 €'],
          ['Dettes envers les fournisseurs au 31/03/2025', '3 402,15 €'],
          ['Frais de pré-état daté', '180,00 € TTC'],
        ),
        small('Document généré automatiquement. Syndigo SAS, 12 rue Esquermoise 59000 Lille.'),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's pre-printed état daté form over two pages, October–
    // September: the three parts of article 5 with amounts in a column and « néant » filled
    // in, the financial information and the collective loan on page 2
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-13',
    scan: scanned(200, 0.9, 11),
    figures: [
      day('document_date', '2025-06-13'),
      money('building_budget', 8600000),
      money('expected_budget', 252840),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 30000),
      money('ongoing_budget', 63210),
      money('unbudget_not_due', 70560),
      money('building_budget_n', 8300000, 2),
      money('expected_budget_n', 244020, 2),
      money('budget_n', 247158, 2),
      day('dt_based', '2025-02-20', 2),
      money('works_funds', 3125000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 91875, 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds_last_contribution', 3234, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 12800000, 2),
      money('loan_share', 376320, 2),
      money('loan_remaining', 272722, 2),
      money('loan_instalment', 10610, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 921480, 2),
      money('unpaid_providers', 610537, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('CABINET RIVIÈRE-ADOUR — SYNDIC DE COPROPRIÉTÉ'),
        small(
          '4 allées Paulmy 64100 Bayonne — 05 59 25 18 64 — carte professionnelle CPI 6401 2012 000 004 517',
        ),
        title('ÉTAT DATÉ'),
        small(
          '(article 5 du décret n° 67-223 du 17 mars 1967 — article 20 de la loi du 10 juillet 1965)',
        ),
        p(
          'Copropriété : LES ALLÉES MARINES, 12 allées Marines 64100 Bayonne      Lot(s) : 19 (294 / 10 000)\nCédant : Mme Maïté Etchegaray      Notaire : Maître Pierre Larralde, Bayonne\nExercice en cours : du 01/10/2024 au 30/09/2025 — budget voté : 86 000,00 € — quote-part du lot : 2 528,40 €',
        ),
        heading('1re partie — Sommes dues par le copropriétaire cédant au syndicat'),
        table(
          ['Désignation', 'Montant'],
          ['Provisions exigibles du budget prévisionnel', 'néant   0,00'],
          ['Provisions exigibles des dépenses hors budget', 'néant   0,00'],
          ['Charges impayées sur les exercices antérieurs', 'néant   0,00'],
          ['Avances exigibles', 'sans objet'],
        ),
        heading('2e partie — Sommes dont le syndicat pourrait être débiteur envers le cédant'),
        table(
          ['Désignation', 'Montant'],
          ['Avances de trésorerie versées par le cédant', '300,00'],
          ['Provisions pour dépenses du budget non encore consommées', 'néant'],
        ),
        heading('3e partie — Sommes qui incomberont au nouveau copropriétaire'),
        table(
          ['Désignation', 'Montant'],
          ['Provisions du budget non encore exigibles (appel du 01/07/2025)', '632,10'],
          [
            'Travaux votés non encore exigibles — étanchéité des terrasses (AG du 20/02/2025), appels des 01/07/2025 et 01/10/2025',
            '705,60',
          ],
        ),
      ],
      [
        small('État daté — Les Allées Marines — lot 19 — page 2/2'),
        heading('Annexe — informations financières'),
        table(
          ['Rubrique', 'Renseignement'],
          ['Dernier exercice clos', 'du 01/10/2023 au 30/09/2024, approuvé par l’AG du 20/02/2025'],
          ['Budget voté de l’exercice clos', '83 000,00'],
          ['Provisions appelées au lot sur l’exercice clos', '2 440,20'],
          ['Charges réelles du lot sur l’exercice clos', '2 471,58'],
          ['Fonds de travaux au 30/09/2024', '31 250,00'],
          ['Quote-part du lot dans le fonds de travaux', '918,75'],
          ['Cotisation annuelle au fonds de travaux 2024/2025', '4 400,00'],
          ['Dernière cotisation appelée (01/04/2025)', '32,34'],
          ['Emprunt collectif : capital emprunté (chaudière, AG du 10/02/2022)', '128 000,00'],
          ['Quote-part du lot dans l’emprunt', '3 763,20'],
          ['Capital restant dû par le lot après l’échéance du 01/04/2025', '2 727,22'],
          ['Échéance trimestrielle du lot — prochaine le 01/07/2025', '106,10'],
          ['Impayés de charges au 30/09/2024', '9 214,80'],
          ['Dettes fournisseurs au 30/09/2024', '6 105,37'],
          ['Honoraires d’établissement de l’état daté (TTC)', '380,00'],
        ),
        p('Fait à Bayonne, le 13/06/2025.          Le syndic (cachet et signature)'),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's pre-printed état daté form over two pages, October–
    // September: the three parts of article 5 with a quarter, a works call and last year's
    // regularisation unpaid, the financial information and the collective loan on page 2
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-20',
    scan: scanned(190, -0.8, 12),
    figures: [
      day('document_date', '2025-06-20'),
      money('building_budget', 5400000),
      money('expected_budget', 243540),
      money('budget', 60885),
      money('unbudget', 94710),
      money('wanted_loads', 4462),
      money('reserved_advances', 45000),
      money('ongoing_budget', 60885),
      money('unbudget_not_due', 0),
      money('building_budget_n', 5200000, 2),
      money('expected_budget_n', 234520, 2),
      money('budget_n', 238982, 2),
      day('dt_based', '2024-12-12', 2),
      money('works_funds', 1894000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 85419, 2),
      money('works_funds_contribution', 280000, 2),
      money('works_funds_last_contribution', 3157, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 7200000, 2),
      money('loan_share', 324720, 2),
      money('loan_remaining', 199641, 2),
      money('loan_instalment', 11094, 2),
      day('dt_loan_next', '2025-07-01', 2),
      money('unpaid', 671245, 2),
      money('unpaid_providers', 411803, 2),
      money('transfer_fees', 38000, 2),
    ],
    pages: [
      [
        heading('AGENCE DES REMPARTS — SYNDIC'),
        small('6 rue Kéréon 29000 Quimper — 02 98 95 41 27 — remparts.syndic@orange.fr'),
        title('ÉTAT DATÉ'),
        small('établi en application de l’article 5 du décret du 17 mars 1967'),
        p(
          'Immeuble : LE QUAI DE L’ODET, 3 quai de l’Odet 29000 Quimper      Lot : 8 (451 / 10 000)\nVendeur : M. Erwan Kerloc’h      Notaire : Maître Soizic Le Goff\nExercice en cours : 01/10/2024 – 30/09/2025 — budget : 54 000,00 € — part du lot : 2 435,40 €',
        ),
        heading('I — Sommes dues par le vendeur'),
        table(
          ['', 'Montant'],
          ['Provisions exigibles du budget (appel du 01/04/2025)', '608,85'],
          ['Provisions exigibles hors budget (ravalement, appel du 01/04/2025)', '947,10'],
          ['Charges impayées des exercices antérieurs (régularisation 2023/2024)', '44,62'],
          ['Total dû par le vendeur', '1 600,57'],
        ),
        heading('II — Sommes dues au vendeur'),
        table(['', 'Montant'], ['Avances de trésorerie', '450,00']),
        heading('III — Sommes à la charge de l’acquéreur'),
        table(
          ['', 'Montant'],
          ['Provisions du budget non encore exigibles (appel du 01/07/2025)', '608,85'],
          ['Travaux votés non encore exigibles', 'néant   0,00'],
        ),
      ],
      [
        small('État daté — Le Quai de l’Odet — lot 8 — 2/2'),
        heading('Informations complémentaires'),
        table(
          ['Rubrique', 'Renseignement'],
          ['Exercice clos du 01/10/2023 au 30/09/2024 — budget voté', '52 000,00'],
          ['Provisions appelées au lot', '2 345,20'],
          ['Charges réelles du lot (comptes approuvés par l’AG du 12/12/2024)', '2 389,82'],
          ['Fonds de travaux au 30/09/2024', '18 940,00'],
          ['Part du lot dans le fonds de travaux', '854,19'],
          ['Cotisation au fonds de travaux 2024/2025', '2 800,00'],
          ['Dernière cotisation appelée au lot, le 01/04/2025', '31,57'],
          ['Emprunt collectif ascenseur (AG du 09/12/2021) : capital emprunté', '72 000,00'],
          ['Part du lot 8', '3 247,20'],
          ['Capital restant dû par le lot au 01/04/2025', '1 996,41'],
          ['Échéance trimestrielle (prochaine : 01/07/2025)', '110,94'],
          ['Impayés de charges au 30/09/2024', '6 712,45'],
          ['Dettes fournisseurs au 30/09/2024', '4 118,03'],
          ['Coût de l’état daté (TTC)', '380,00'],
        ),
        p('Quimper, le 20 juin 2025 — pour le syndic, Mme Anne Le Bris.'),
      ],
    ],
  },
  {
    // a volunteer syndic's letter answering the notary, July–June, amounts as « 1.234,56 € »:
    // numbered answers in a two-column table, « sans objet », explicit zeros, no loan, no
    // works, no fee for the état daté
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-07',
    figures: [
      day('document_date', '2025-06-07'),
      money('building_budget', 1440000),
      money('expected_budget', 338400),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 23500),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 0),
      money('building_budget_n', 1400000),
      money('expected_budget_n', 329000),
      money('budget_n', 325142),
      day('dt_based', '2024-11-23'),
      money('works_funds', 428000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 100580),
      money('works_funds_contribution', 72000),
      money('works_funds_last_contribution', 4230),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 0),
      money('unpaid_providers', 31240),
      money('transfer_fees', 0),
    ],
    pages: [
      [
        p(
          'Henri Bouchard\nSyndic bénévole de la copropriété du 12 rue des Carmes\n43000 Le Puy-en-Velay\nhenri.bouchard43@orange.fr',
        ),
        right('Maître Agnès Chaput\nNotaire\n5 boulevard Maréchal-Fayolle\n43000 Le Puy-en-Velay'),
        p('Le Puy-en-Velay, le 7 juin 2025'),
        p(
          'Objet : vente du lot 4 (appartement, 235 / 1 000) par Mme Josette Vialle — votre questionnaire du 28 mai 2025',
        ),
        p('Maître,\nVoici mes réponses, dans l’ordre de votre questionnaire :'),
        table(
          ['Question', 'Réponse'],
          ['1. Exercice en cours', 'du 1er juillet 2024 au 30 juin 2025'],
          ['2. Budget voté (AG du 25/11/2023)', '14.400,00 €'],
          ['3. Part du lot 4', '3.384,00 € (846,00 € par trimestre)'],
          ['4. Provisions exigibles impayées', '0,00 €'],
          ['5. Appels hors budget impayés', '0,00 €'],
          ['6. Arriérés des exercices antérieurs', '0,00 €'],
          ['7. Avance permanente versée par la venderesse', '235,00 €'],
          [
            '8. Provisions restant à appeler sur l’exercice',
            '0,00 € (les quatre appels sont échus)',
          ],
          ['9. Travaux votés restant à appeler', '0,00 € (aucun)'],
          ['10. Emprunt collectif', 'sans objet'],
          ['11. Procédures', 'sans objet'],
          ['12. Exercice clos 2023/2024 : budget voté', '14.000,00 €'],
          ['13. Provisions appelées au lot 4 en 2023/2024', '3.290,00 €'],
          [
            '14. Charges réelles du lot 4 en 2023/2024 (comptes approuvés le 23/11/2024)',
            '3.251,42 €',
          ],
          ['15. Fonds de travaux au 30/06/2024', '4.280,00 €'],
          ['16. Part du lot 4 dans le fonds', '1.005,80 €'],
          ['17. Cotisation annuelle au fonds 2024/2025', '720,00 €'],
          ['18. Dernière cotisation appelée (01/04/2025)', '42,30 €'],
          ['19. Impayés de la copropriété au 30/06/2024', '0,00 €'],
          ['20. Factures fournisseurs non réglées au 30/06/2024', '312,40 €'],
          ['21. Frais d’établissement de l’état daté', '0,00 € (syndic bénévole)'],
        ),
        p(
          'Je reste à votre disposition.\nVeuillez agréer, Maître, mes salutations distinguées.\nHenri Bouchard',
        ),
      ],
    ],
  },
  {
    // a volunteer syndic's letter answering the notary, July–June, amounts as « 1234.56 EUR »:
    // numbered answers in a two-column table, the last quarter unpaid, « sans objet »,
    // explicit zeros, no loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-26',
    figures: [
      day('document_date', '2025-05-26'),
      money('building_budget', 960000),
      money('expected_budget', 297600),
      money('budget', 74400),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 31000),
      money('ongoing_budget', 0),
      money('unbudget_not_due', 0),
      money('building_budget_n', 920000),
      money('expected_budget_n', 285200),
      money('budget_n', 289044),
      day('dt_based', '2024-10-19'),
      money('works_funds', 294000),
      day('dt_works_funds', '2024-06-30'),
      money('works_funds_lot', 91140),
      money('works_funds_contribution', 48000),
      money('works_funds_last_contribution', 3720),
      day('dt_last_contribution', '2025-04-01'),
      money('unpaid', 18650),
      money('unpaid_providers', 0),
      money('transfer_fees', 15000),
    ],
    pages: [
      [
        p(
          'Copropriété VILLA LES MIMOSAS — 21 avenue Gambetta 83400 Hyères\nSyndic bénévole : Mme Danielle Roussel (lot 3)',
        ),
        right('Office notarial du Port\n2 quai Roux\n83400 Hyères'),
        p('Hyères, le 26/05/2025'),
        p('Réf. : vente de M. Alain Gasparini, lot 2 (310 / 1000)'),
        p(
          'Madame, Monsieur,\nEn réponse à votre demande de renseignements, je vous communique les éléments suivants (montants en EUR) :',
        ),
        table(
          ['', 'Réponse'],
          ['1 — Exercice en cours', '01/07/2024 au 30/06/2025'],
          ['2 — Budget prévisionnel voté le 21/10/2023', '9600.00 EUR'],
          ['3 — Quote-part du lot 2', '2976.00 EUR, soit 744.00 EUR par trimestre'],
          ['4 — Provisions échues non payées', '744.00 EUR (appel du 01/04/2025)'],
          [
            '5 — Travaux hors budget échus non payés',
            '0.00 EUR (portail : appel du 01/04/2025 réglé)',
          ],
          ['6 — Dettes des exercices précédents', '0.00 EUR'],
          ['7 — Avance de trésorerie', '310.00 EUR'],
          ['8 — Provisions non encore échues', '0.00 EUR'],
          ['9 — Travaux votés non encore appelés', '0.00 EUR'],
          ['10 — Emprunt', 'sans objet'],
          ['11 — Contentieux', 'sans objet'],
          ['12 — Exercice 2023/2024 : budget voté', '9200.00 EUR'],
          ['13 — Provisions 2023/2024 du lot 2', '2852.00 EUR'],
          ['14 — Charges réelles 2023/2024 du lot 2 (AG du 19/10/2024)', '2890.44 EUR'],
          ['15 — Fonds de travaux au 30/06/2024', '2940.00 EUR'],
          ['16 — Part du lot 2 dans ce fonds', '911.40 EUR'],
          ['17 — Cotisation annuelle au fonds de travaux', '480.00 EUR'],
          ['18 — Dernière cotisation appelée au lot 2 (01/04/2025)', '37.20 EUR'],
          ['19 — Impayés de la copropriété au 30/06/2024', '186.50 EUR'],
          ['20 — Dettes fournisseurs au 30/06/2024', '0.00 EUR'],
          ['21 — Frais de l’état daté', '150.00 EUR'],
        ),
        p('Bien cordialement,\nDanielle Roussel, syndic bénévole'),
      ],
    ],
  },
  {
    // a big group's minutes over two pages, calendar exercise: the accounts and budgets in a
    // table with wrapped headings (« Budget 2024 / voté » … « Budget 2026 / proposé »), then
    // the resolutions in sentences with the fund, the roof works and their financing by a
    // collective loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-27',
    figures: [
      day('document_date', '2025-05-27'),
      day('dt_based', '2025-05-27'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 11200000),
      money('building_budget', 11600000),
      money('works_funds', 4826000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 580000, 2),
      money('loan_amount', 11800000, 2),
    ],
    pages: [
      [
        small(
          'GROUPE ORIADE SYNDIC — agence d’Angers — 9 boulevard Foch 49000 Angers — carte professionnelle CPI 4901 2014 000 006 273',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 27 MAI 2025'),
        p(
          'Syndicat des copropriétaires LES TERRASSES DU MAINE, 18 quai Ligny 49100 Angers. L’assemblée s’est tenue le mardi 27 mai 2025 à 18 heures dans la salle Chemellier. Présents, représentés ou votant par correspondance : 38 copropriétaires sur 52, représentant 7 126 / 10 000 tantièmes.',
        ),
        p(
          'Résolution n° 1 — Président de séance : Mme Hélène Brossard ; scrutateur : M. Paul Guérin ; secrétaire : le syndic, représenté par M. Kévin Hamelin. Adoptée (art. 24).',
        ),
        p(
          'Résolution n° 2 — Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024, arrêtés comme suit. Pour : 6 812 ; contre : 314. Adoptée (art. 24).',
        ),
        listing(
          [
            'Poste',
            'Budget 2024\nvoté',
            'Réalisé\n2024',
            'Budget 2025\nvoté',
            'Budget 2026\nproposé',
          ],
          ['Eau', '11 000,00', '11 624,80', '11 500,00', '12 000,00'],
          ['Électricité', '7 200,00', '6 988,15', '7 400,00', '7 600,00'],
          ['Chauffage', '29 000,00', '28 895,00', '30 000,00', '31 000,00'],
          ['Contrats d’entretien', '18 500,00', '18 352,00', '19 000,00', '19 500,00'],
          ['Nettoyage', '16 500,00', '16 500,00', '17 000,00', '17 400,00'],
          ['Petites réparations', '7 800,00', '8 914,30', '7 800,00', '8 000,00'],
          ['Assurance', '8 400,00', '8 612,00', '9 000,00', '9 600,00'],
          ['Honoraires du syndic', '13 600,00', '13 600,00', '14 300,00', '14 900,00'],
          ['Total', '112 000,00', '113 486,25', '116 000,00', '120 000,00'],
        ),
        p(
          'L’insuffisance de 1 486,25 € est répartie entre les copropriétaires selon les clés de l’exercice. Résolution n° 3 — Quitus au syndic. Adoptée (art. 24).',
        ),
        p(
          'Résolution n° 4 — Le budget de l’exercice 2025 (du 01/01/2025 au 31/12/2025), voté à 116 000,00 € le 28/05/2024, est maintenu. Adoptée (art. 24).',
        ),
      ],
      [
        small('Les Terrasses du Maine — PV de l’AG du 27/05/2025 — page 2/2'),
        p(
          'Résolution n° 5 — Budget prévisionnel de l’exercice 2026 arrêté à 120 000,00 €, appelé par quarts les 1er janvier, avril, juillet et octobre. Adoptée (art. 24).',
        ),
        p(
          'Résolution n° 6 — Fonds de travaux : solde de 48 260,00 € au 31/12/2024. La cotisation 2025, votée à 5 800,00 €, est maintenue ; celle de 2026 est fixée à 6 000,00 €. Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 7 — Réfection de la couverture et des gouttières, entreprise Charpentes de l’Anjou, pour 186 000,00 € TTC honoraires compris. Pour : 5 904 ; contre : 908 ; abstention : 314. Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 8 — Financement : 30 000,00 € prélevés sur le fonds de travaux ; 38 000,00 € versés comptant par les copropriétaires qui l’ont choisi ; un emprunt collectif de 118 000,00 € sur 10 ans au nom du syndicat pour les autres (art. 26-4 de la loi du 10 juillet 1965), appelé avec les provisions trimestrielles à partir du 01/01/2026. Adoptée (art. 25).',
        ),
        p(
          'Résolution n° 9 — Désignation du conseil syndical : Mmes Brossard et Lemoine, MM. Guérin et Fouquet. Adoptée (art. 25).',
        ),
        p('L’ordre du jour étant épuisé, la séance est levée à 20 h 40.'),
        small(
          'Les copropriétaires opposants ou défaillants disposent d’un délai de deux mois à compter de la notification du présent procès-verbal pour contester les décisions (art. 42 de la loi du 10 juillet 1965).',
        ),
      ],
    ],
  },
  {
    // a big group's minutes over two pages, calendar exercise: the accounts and budgets in a
    // table with wrapped headings, then the resolutions in sentences with the fund, the lift's
    // replacement and its financing by a collective loan
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      day('dt_based', '2025-06-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 7800000),
      money('building_budget', 8000000),
      money('works_funds', 3354000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_contribution', 400000, 2),
      money('loan_amount', 9600000, 2),
    ],
    pages: [
      [
        small(
          'CITYNOVA SYNDIC — agence de Montauban — 25 rue de la République 82000 Montauban — 05 63 66 20 41',
        ),
        title('Procès-verbal de l’assemblée générale du mardi 10 juin 2025'),
        p(
          'Copropriété LE CLOS DU TESCOU, 7 quai Montmurat 82000 Montauban. Réunion à 18 h 30 au siège de l’agence. Présents et représentés : 21 copropriétaires sur 30, soit 7 488 / 10 000 tantièmes.',
        ),
        p(
          '1. Bureau : M. Francis Delmas, président ; Mme Inès Cabrol, scrutatrice ; le syndic, secrétaire. Adopté à l’unanimité (art. 24).',
        ),
        p(
          '2. Comptes de l’exercice 2024 (01/01/2024 – 31/12/2024) : l’assemblée approuve les comptes présentés ci-dessous. Pour : 7 488. Adopté (art. 24).',
        ),
        listing(
          ['Nature', 'Budget\n2024', 'Réalisé\n2024', 'Budget\n2025', 'Budget\n2026'],
          ['Eau', '8 200,00', '8 012,55', '8 400,00', '8 600,00'],
          ['Électricité', '4 600,00', '4 387,20', '4 700,00', '4 900,00'],
          ['Chauffage', '21 000,00', '20 456,85', '21 500,00', '22 000,00'],
          ['Ascenseur', '6 400,00', '6 312,00', '6 600,00', '6 800,00'],
          ['Nettoyage', '12 600,00', '12 600,00', '13 000,00', '13 300,00'],
          ['Entretien', '6 200,00', '6 044,60', '6 200,00', '6 300,00'],
          ['Assurance', '6 800,00', '6 899,20', '7 100,00', '7 600,00'],
          ['Honoraires', '12 200,00', '12 200,00', '12 500,00', '13 000,00'],
          ['Total', '78 000,00', '76 912,40', '80 000,00', '82 500,00'],
        ),
        small('Budget 2025 : voté le 04/06/2024. Budget 2026 : proposé à la présente assemblée.'),
        p(
          '3. L’excédent de 1 087,60 € est crédité aux copropriétaires selon leurs tantièmes. 4. Le budget 2025, voté à 80 000,00 €, est maintenu. Adopté (art. 24).',
        ),
      ],
      [
        small('Le Clos du Tescou — AG du 10/06/2025 — 2/2'),
        p('5. Budget 2026 : 82 500,00 €. Pour : 7 106 ; contre : 382. Adopté (art. 24).'),
        p(
          '6. Fonds de travaux : 33 540,00 € au 31/12/2024. La cotisation 2025 reste fixée à 4 000,00 € ; celle de 2026 sera de 4 125,00 €. Adopté (art. 25).',
        ),
        p(
          '7. Remplacement de l’ascenseur et mise en accessibilité : 142 000,00 € TTC. Pour : 6 210 ; contre : 896 ; abstention : 382. Adopté (art. 25).',
        ),
        p(
          '8. Financement des travaux : 22 000,00 € prélevés sur le fonds de travaux, 24 000,00 € payés comptant, et un emprunt collectif de 96 000,00 € sur 12 ans souscrit par le syndicat pour le compte des copropriétaires qui y adhèrent (art. 26-4). Adopté (art. 25).',
        ),
        p('9. Questions diverses, sans vote. Séance levée à 20 h 15.'),
        small('Procès-verbal notifié dans le délai de l’article 42 de la loi du 10 juillet 1965.'),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's minutes over two pages, April–March: the closed exercise's
    // accounts and the budgets per key in a table on page 1, the current budget confirmed,
    // next year's voted and the fund in sentences on page 2
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-19',
    scan: scanned(180, -0.6, 11),
    figures: [
      day('document_date', '2025-06-19'),
      day('dt_based', '2025-06-19'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 4600000),
      money('building_budget', 4750000),
      money('works_funds', 2164000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 237500, 2),
    ],
    pages: [
      [
        heading('CABINET BERNIER-GAUDIN'),
        small(
          'Syndic de copropriété — 15 rue Georges-Clemenceau 85000 La Roche-sur-Yon — 02 51 37 08 44',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 19 JUIN 2025'),
        p(
          'Copropriété LE CARRÉ NAPOLÉON, 4 place Napoléon 85000 La Roche-sur-Yon. Présents ou représentés : 17 copropriétaires sur 24, totalisant 7 742 / 10 000 tantièmes. Président : M. Michel Rabaud ; secrétaire : le syndic.',
        ),
        p(
          '1. Approbation des comptes de l’exercice du 01/04/2024 au 31/03/2025 : budget voté 46 000,00 € ; dépenses 45 218,70 € ; excédent de 781,30 € réparti selon les clés. Pour : 7 742. Adoptée (art. 24).',
        ),
        table(
          [
            'Clé',
            'Budget\n2024/2025',
            'Réalisé\n2024/2025',
            'Budget\n2025/2026',
            'Budget\n2026/2027',
          ],
          ['Charges générales', '30 000,00', '29 612,40', '31 000,00', '32 000,00'],
          ['Ascenseur', '5 000,00', '4 806,30', '5 200,00', '5 400,00'],
          ['Chauffage', '11 000,00', '10 800,00', '11 300,00', '11 600,00'],
          ['Total', '46 000,00', '45 218,70', '47 500,00', '49 000,00'],
        ),
        p('2. Quitus au syndic pour sa gestion de l’exercice 2024/2025. Adoptée (art. 24).'),
      ],
      [
        small('Le Carré Napoléon — AG du 19/06/2025 — page 2'),
        p(
          '3. Budget de l’exercice 2025/2026 (du 01/04/2025 au 31/03/2026) : le budget de 47 500,00 € voté le 20/06/2024 est confirmé. Adoptée (art. 24).',
        ),
        p(
          '4. Budget de l’exercice 2026/2027 : 49 000,00 €. Pour : 7 318 ; contre : 424. Adoptée (art. 24).',
        ),
        p(
          '5. Fonds de travaux : l’assemblée prend acte d’un solde de 21 640,00 € au 31/03/2025. Cotisation 2025/2026 : 2 375,00 € (inchangée) ; cotisation 2026/2027 : 2 450,00 €. Adoptée (art. 25).',
        ),
        p(
          '6. Diagnostic technique global : mandat donné au conseil syndical de choisir le prestataire dans la limite de 4 500,00 € TTC. Adoptée (art. 25).',
        ),
        p('Séance levée à 20 h 05. Signatures du président et du secrétaire.'),
      ],
    ],
  },
  {
    // scanned: a regional cabinet's minutes over two pages, April–March: the closed exercise's
    // accounts and the budgets per key in a table on page 1, the current budget confirmed,
    // next year's voted and the fund in sentences on page 2
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-05',
    scan: scanned(170, 1.1, 12),
    figures: [
      day('document_date', '2025-06-05'),
      day('dt_based', '2025-06-05'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 2800000),
      money('building_budget', 2900000),
      money('works_funds', 987000, 2),
      day('dt_works_funds', '2025-03-31', 2),
      money('works_funds_contribution', 145000, 2),
    ],
    pages: [
      [
        heading('AGENCE PAPIN IMMOBILIER — SYNDIC'),
        small('8 rue Nationale 49300 Cholet — 02 41 62 19 55'),
        title('Procès-verbal de l’assemblée générale ordinaire du jeudi 5 juin 2025'),
        p(
          'Résidence LES MAILS, 21 avenue Gambetta 49300 Cholet. 11 copropriétaires présents ou représentés sur 16 (6 930 / 10 000). Présidente : Mme Odile Chupin.',
        ),
        p(
          'Résolution 1 — Comptes de l’exercice 01/04/2024 – 31/03/2025 approuvés : charges de 29 104,55 € pour un budget de 28 000,00 € ; l’insuffisance de 1 104,55 € sera appelée avec l’échéance du 01/07/2025. Pour : 6 930. Adoptée.',
        ),
        table(
          [
            'Répartition',
            'Budget 2024/2025',
            'Réalisé 2024/2025',
            'Budget 2025/2026',
            'Budget 2026/2027',
          ],
          ['Charges générales', '22 000,00', '22 980,15', '22 800,00', '23 700,00'],
          ['Eau froide', '6 000,00', '6 124,40', '6 200,00', '6 500,00'],
          ['Total', '28 000,00', '29 104,55', '29 000,00', '30 200,00'],
        ),
      ],
      [
        small('Les Mails — PV du 05/06/2025 — 2/2'),
        p(
          'Résolution 2 — Le budget 2025/2026 (01/04/2025 – 31/03/2026), voté à 29 000,00 € par l’assemblée du 13/06/2024, est maintenu. Adoptée.',
        ),
        p('Résolution 3 — Budget 2026/2027 fixé à 30 200,00 €. Adoptée (art. 24).'),
        p(
          'Résolution 4 — Fonds de travaux : solde au 31/03/2025 de 9 870,00 €. La cotisation 2025/2026 de 1 450,00 € est confirmée ; la cotisation 2026/2027 est portée à 1 510,00 €. Adoptée (art. 25).',
        ),
        p('Résolution 5 — Renouvellement du contrat de syndic pour 18 mois. Adoptée (art. 25).'),
        p('Clôture à 19 h 50. Le président, le secrétaire.'),
      ],
    ],
  },
  {
    // a fiche synthétique printed by a regional cabinet's software, calendar exercise: the
    // sheet in three blocks under headings, the financial block as a listing with the budget,
    // the unpaid charges, the suppliers and the fund
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-04-02',
    figures: [
      day('document_date', '2025-04-02'),
      money('building_budget', 8400000),
      money('unpaid', 621840),
      money('unpaid_providers', 440287),
      money('works_funds', 3675000),
      day('dt_works_funds', '2024-12-31'),
    ],
    pages: [
      [
        small(
          'IMMOBILIÈRE NORMANDE — syndic — 22 rue de Bretagne 50000 Saint-Lô — édition du 02/04/2025',
        ),
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        small(
          '(article 8-2 de la loi n° 65-557 du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016)',
        ),
        heading('1. Identification'),
        listing(
          ['Rubrique', 'Valeur'],
          ['Nom d’usage', 'LE CLOS DES TILLEULS'],
          ['Adresse', '6 rue du Neufbourg 50000 Saint-Lô'],
          ['Numéro d’immatriculation', 'AE4-118-305'],
          ['Date du règlement de copropriété', '14/03/1968'],
        ),
        heading('2. Organisation juridique et caractéristiques techniques'),
        listing(
          ['Rubrique', 'Valeur'],
          ['Syndic', 'Immobilière Normande, syndic professionnel'],
          ['Nombre de lots', '74, dont 36 lots principaux'],
          ['Période de construction', '1960 – 1969'],
          ['Chauffage', 'collectif (fioul)'],
          ['Ascenseurs', '2'],
        ),
        heading('3. Caractéristiques financières'),
        listing(
          ['Rubrique', 'Montant'],
          ['Exercice comptable', 'du 01/01 au 31/12'],
          ['Budget prévisionnel voté pour l’exercice 2025', '84 000,00'],
          ['Charges impayées au 31/12/2024', '6 218,40'],
          ['Dettes fournisseurs au 31/12/2024', '4 402,87'],
          ['Fonds de travaux au 31/12/2024', '36 750,00'],
          ['Emprunt collectif', 'néant'],
          ['Procédures en cours', 'néant'],
        ),
        small('Montants en euros. Fiche mise à jour le 02/04/2025 par le syndic.'),
      ],
    ],
  },
  {
    // a fiche synthétique printed from an online syndic's site, April–March: the menu, the sheet
    // as a two-column table with the financial rows at the end, ISO dates
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-06-11',
    figures: [
      day('document_date', '2025-06-11'),
      money('building_budget', 6200000),
      money('unpaid', 491305),
      money('unpaid_providers', 276830),
      money('works_funds', 1842000),
      day('dt_works_funds', '2025-03-31'),
    ],
    pages: [
      [
        small(
          'COPROMATIC — votre syndic 100 % en ligne   |   Ma copropriété   Documents   Comptes   Assemblées',
        ),
        small('Ma copropriété › Fiche synthétique — mise à jour le 2025-06-11'),
        title('Fiche synthétique'),
        table(
          ['', ''],
          ['Copropriété', '34-0319 LES JARDINS DU LEZ'],
          ['Adresse', '140 avenue de la Pompignane 34000 Montpellier'],
          ['Immatriculation', 'AF2-774-016'],
          ['Syndic', 'Copromatic SAS, syndic professionnel'],
          ['Lots', '58 lots dont 29 lots d’habitation'],
          ['Construction', '1987'],
          ['Exercice', 'du 1er avril au 31 mars'],
          ['Budget de l’exercice 2025/2026', '62 000,00 €'],
          ['Impayés de charges au 2025-03-31', '4 913,05 €'],
          ['Dettes fournisseurs au 2025-03-31', '2 768,30 €'],
          ['Fonds de travaux au 2025-03-31', '18 420,00 €'],
          ['Emprunt', 'aucun'],
        ),
        small(
          'Document mis à disposition des copropriétaires et, en cas de vente, de l’acquéreur (art. 8-2 de la loi du 10 juillet 1965).',
        ),
      ],
    ],
  },
];
