import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A ninth tuning batch, written before reading the rules: accounting documents whose figures
 * the reader proposes. Layouts that pit the lot's figure against a rival printed beside it
 * (the building's total, the year before or after, another lot of the same owner, a parking
 * lot), exercises that are not the calendar year, and amounts written every way a syndic's
 * software or a volunteer writes them. Only figures printed unambiguously for the seller's
 * lot(s) are declared; "n" is the last exercise closed on the corpus day (2025-06-30).
 */
export const ninthFigures: DocumentSpec[] = [
  {
    // big group: a flat and its parking in one call, a line per lot, the year's share summed
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('expected_budget', 218400),
      money('building_budget', 18200000),
      money('works_funds_last_contribution', 2730),
    ],
    pages: [
      [
        heading('NEXITY LAMY — Agence Paris Nation'),
        small(
          '10 cours de Vincennes 75012 Paris — Carte professionnelle CPI 7501 2017 000 019 954',
        ),
        right('M. et Mme Antoine Lefebvre\n27 rue des Pyrénées\n75020 Paris'),
        title('APPEL DE FONDS — 3e TRIMESTRE 2025'),
        p('Copropriété 0448 — 27 rue des Pyrénées 75020 Paris — émis le 10/06/2025'),
        p('Budget prévisionnel 2025 voté par l’assemblée du 14/05/2024 : 182 000,00 €'),
        table(
          ['Lot', 'Nature', 'Clé', 'Tantièmes', 'Montant'],
          ['23', 'Appartement', 'Charges générales', '271 / 10 000', '480,25'],
          ['105', 'Parking', 'Charges générales', '37 / 10 000', '65,75'],
          ['23 + 105', 'Fonds de travaux', 'Cotisation ALUR', '308 / 10 000', '27,30'],
          ['', '', 'Total de l’appel', '', '573,30'],
        ),
        p('Votre quote-part annuelle du budget 2025 (lots 23 et 105) : 2 184,00 €'),
        small('Exigible le 01/07/2025. Prélèvement automatique le 05/07/2025.'),
      ],
    ],
  },
  {
    // small independent, October–September exercise, the building's budget as the base column
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-20',
    figures: [
      day('document_date', '2024-12-20'),
      money('expected_budget', 142000),
      money('works_funds_last_contribution', 1250),
      // completed (ADR 084): the building's budget of the exercise the call is for is printed
      money('building_budget', 4376000),
    ],
    scan: scanned(170, -0.9, 12),
    pages: [
      [
        small('Cabinet Rivière Gestion — 9 rue Foch — 34000 Montpellier — 04 67 22 18 40'),
        right('Montpellier, le 20 décembre 2024'),
        heading('Appel de provisions — 2e trimestre de l’exercice 2024/2025'),
        p('Résidence Les Arceaux — Mme Sandrine Ollier — lot 9'),
        table(
          ['Poste', 'Budget immeuble 2024/2025', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '38 400,00', '1 152,00', '288,00'],
          ['Ascenseur', '5 360,00', '268,00', '67,00'],
          ['Total budget', '43 760,00', '1 420,00', '355,00'],
          ['Fonds de travaux (5 %)', '', '', '12,50'],
          ['Total à régler au 01/01/2025', '', '', '367,50'],
        ),
        small('Chèque à l’ordre du syndicat des copropriétaires ou virement sur le compte séparé.'),
      ],
    ],
  },
  {
    // online syndic: plain decimals, a works call beside the quarter's provisions
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-18',
    figures: [day('document_date', '2025-03-18'), money('works_funds_last_contribution', 875)],
    pages: [
      [
        small('Matera — syndic coopératif en ligne — app.matera.eu'),
        heading('Votre appel de fonds'),
        p('Copropriété 12 rue Paul Bert, Lyon 3e — Lot 31 — Julien Marchetti — 2025-03-18'),
        table(
          ['Libellé', 'Échéance', 'Montant'],
          ['Provisions budget — T2 2025', '2025-04-01', '402.60'],
          ['Travaux ravalement — appel 2/4', '2025-04-01', '1375.00'],
          ['Fonds de travaux — T2 2025', '2025-04-01', '8.75'],
          ['Total', '', '1786.35'],
        ),
        small('Payez en un clic depuis votre espace. Aucun frais en cas de prélèvement.'),
      ],
    ],
  },
  {
    // volunteer syndic, April–March exercise, one yearly call split in four payments
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-04-02',
    figures: [
      day('document_date', '2025-04-02'),
      money('building_budget', 960000),
      money('expected_budget', 81600),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
    ],
    pages: [
      [
        p('Copropriété du 5 rue Jean Jaurès — 29200 Brest — syndic bénévole : Mme Le Goff'),
        right('Brest, le 2 avril 2025'),
        p('À M. Yannick Kerbrat (lot 4)'),
        heading('Appel de provisions de l’exercice du 1er avril 2025 au 31 mars 2026'),
        p(
          'Le budget voté par l’assemblée du 15 mars 2025 s’élève à 9 600,00 €. Votre quote-part (85/1000) est de 816,00 €, payable en quatre échéances de 204,00 € les 1er avril, 1er juillet, 1er octobre et 1er janvier.',
        ),
        p('Pas de fonds de travaux : la copropriété compte moins de dix lots et l’a écarté.'),
        p('Merci de votre ponctualité. Annick Le Goff'),
      ],
    ],
  },
  {
    // cooperative syndic: last year's and this year's shares side by side, scanned to PNG
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-15',
    figures: [
      day('document_date', '2024-12-15'),
      money('expected_budget', 158400),
      money('works_funds_last_contribution', 3960),
    ],
    scan: scanned(190, 1.3, 11, 'png'),
    pages: [
      [
        heading('SYNDIC COOPÉRATIF LES TISSERANDS'),
        small('Copropriété gérée par son conseil syndical — 3 place Sathonay 69001 Lyon'),
        p('Appel du 1er trimestre 2025 — M. Damien Roche — lot 18 — édité le 15/12/2024'),
        table(
          ['', 'Budget 2024', 'Budget 2025'],
          ['Budget voté (immeuble)', '52 000,00', '54 500,00'],
          ['Votre quote-part annuelle', '1 512,00', '1 584,00'],
          ['Appel trimestriel', '378,00', '396,00'],
        ),
        table(
          ['Appel du 01/01/2025', 'Montant'],
          ['Provision budget 2025', '396,00'],
          ['Fonds de travaux 2025 (10 %)', '39,60'],
          ['Net à payer', '435,60'],
        ),
      ],
    ],
  },
  {
    // big group statement: débit / crédit / solde, the old year's debt split from this year's
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      money('wanted_loads', 38520),
      money('budget', 61240),
    ],
    pages: [
      [
        heading('CITYA IMMOBILIER — Tours Centre'),
        small('22 boulevard Heurteloup 37000 Tours — citya.com'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Résidence Le Clos Saint-Gatien — Mme Laura Chevalier — lots 14 (appartement) et 61 (cave)',
        ),
        p('Période du 01/01/2025 au 05/06/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde reporté exercice 2024', '385,20', '', '385,20 D'],
          ['01/01/2025', 'Appel provisions 1T 2025', '612,40', '', '997,60 D'],
          ['15/01/2025', 'Virement reçu', '', '612,40', '385,20 D'],
          ['01/04/2025', 'Appel provisions 2T 2025', '612,40', '', '997,60 D'],
        ),
        table(
          ['Décomposition du solde au 05/06/2025', 'Montant'],
          ['Exercices clos (2024)', '385,20'],
          ['Exercice en cours : provisions exigibles', '612,40'],
          ['Total dû', '997,60'],
        ),
      ],
    ],
  },
  {
    // online syndic: credits in parentheses, the account in the owner's favour, scanned
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [day('document_date', '2025-05-28'), money('credit_balance', 21480)],
    scan: scanned(160, 0.6, 13),
    pages: [
      [
        small('Bellman — votre syndic en ligne — Relevé généré le 28/05/2025'),
        heading('Compte de M. Olivier Besson — Lot 7 — 44 rue Crozatier, Paris 12e'),
        table(
          ['Date', 'Opération', 'Montant'],
          ['01/01/2025', 'Appel de fonds T1', '455,00'],
          ['03/01/2025', 'Paiement carte', '(455,00)'],
          ['01/04/2025', 'Appel de fonds T2', '455,00'],
          ['02/04/2025', 'Paiement carte', '(455,00)'],
          ['20/05/2025', 'Régularisation comptes 2024', '(214,80)'],
        ),
        p('Solde au 28/05/2025 : (214,80) — en votre faveur'),
        small('Les montants entre parenthèses sont portés au crédit de votre compte.'),
      ],
    ],
  },
  {
    // small agency, October–September exercise: a works call, its reminder fee, scanned to PNG
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-02-14',
    figures: [
      day('document_date', '2025-02-14'),
      money('budget', 47350),
      money('unbudget', 96000),
      money('other_due', 4200),
    ],
    scan: scanned(150, -1.4, 14, 'png'),
    pages: [
      [
        small('Immobilière du Vieux-Port — 31 quai de Rive-Neuve 13007 Marseille'),
        right('Marseille, le 14 février 2025'),
        heading('Extrait de compte — M. Farid Mansouri — lot 26 — Le Corbusier II'),
        table(
          ['Date', 'Libellé', 'Doit', 'Avoir'],
          ['01/10/2024', 'Provisions 1er trim. exercice 2024/2025', '473,50', ''],
          ['12/10/2024', 'Chèque', '', '473,50'],
          ['01/01/2025', 'Provisions 2e trim. exercice 2024/2025', '473,50', ''],
          ['01/01/2025', 'Travaux étanchéité terrasse — appel 1/2', '960,00', ''],
          ['03/02/2025', 'Frais de mise en demeure', '42,00', ''],
        ),
        p('Solde débiteur au 14/02/2025 : 1 475,50 €'),
      ],
    ],
  },
  {
    // volunteer syndic: nothing owed, the working capital advance the owner paid in
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-03-03',
    figures: [day('document_date', '2025-03-03'), money('reserved_advances', 35000)],
    pages: [
      [
        p('Copropriété Villa Les Tilleuls — 8 allée des Tilleuls, 45000 Orléans'),
        p('Syndic bénévole : M. Bernard Pichon'),
        right('Orléans, le 3 mars 2025'),
        title('Situation de compte de Mme Martine Caillaud (lot 3)'),
        table(
          ['Date', 'Objet', 'Dû', 'Payé'],
          ['01/01/2025', 'Charges 1er semestre 2025', '640,00', ''],
          ['10/01/2025', 'Chèque BNP n° 0012', '', '640,00'],
        ),
        p('Vous êtes à jour de vos charges.'),
        p(
          'Avance permanente de trésorerie (fonds de roulement) versée à votre arrivée et détenue par le syndicat : 350,00 €.',
        ),
      ],
    ],
  },
  {
    // cooperative: one sub-account per lot (the flat and a box), the total for both lots
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-09',
    figures: [day('document_date', '2025-05-09'), money('budget', 74520)],
    scan: scanned(185, 0.4, 10),
    pages: [
      [
        heading('Coopérative Syndic Habitat Solidaire'),
        small('Relevé au 09/05/2025 — copropriété Les Jardins de la Source, Rennes'),
        p('Copropriétaire : M. Kevin Le Bris — vente en cours des lots 12 et 40'),
        table(
          ['Compte', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['Lot 12 (appartement)', 'Appel 2T 2025', '681,90', '', '681,90'],
          ['Lot 12 (appartement)', 'Appel 1T 2025', '681,90', '681,90', '0,00'],
          ['Lot 40 (box)', 'Appel 2T 2025', '63,30', '', '63,30'],
          ['Lot 40 (box)', 'Appel 1T 2025', '63,30', '63,30', '0,00'],
        ),
        p('Provisions de l’exercice 2025 exigibles et non payées (lots 12 et 40) : 745,20 €'),
      ],
    ],
  },
  {
    // big group annex 1: the previous exercise's column printed before the closed one
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-07',
    figures: [
      day('document_date', '2025-04-07'),
      money('unpaid', 1623040),
      money('unpaid_providers', 587215),
      money('works_funds', 4412000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('FONCIA Bordeaux Chartrons — 40 quai des Chartrons 33000 Bordeaux'),
        title('ANNEXE N° 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2024'),
        p(
          'Syndicat des copropriétaires Résidence Quinconces — exercice du 01/01/2024 au 31/12/2024',
        ),
        table(
          ['Compte', 'Intitulé', 'N-1 (31/12/2023)', 'N (31/12/2024)'],
          ['102', 'Provisions pour travaux votés', '12 300,00', '8 450,00'],
          ['105', 'Fonds de travaux', '39 870,00', '44 120,00'],
          ['401', 'Fournisseurs', '6 104,90', '5 872,15'],
          ['450', 'Copropriétaires — soldes débiteurs', '14 980,66', '16 230,40'],
          ['450', 'Copropriétaires — soldes créditeurs', '3 208,00', '2 915,70'],
          ['512', 'Banque compte séparé', '61 455,10', '68 904,25'],
        ),
        right('Édité le 07/04/2025'),
      ],
    ],
  },
  {
    // small agency, October–September: five columns, realised, voted and proposed, scanned
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-03',
    figures: [
      day('document_date', '2024-12-03'),
      money('building_budget_n', 7300000),
      money('building_budget', 7550000),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    scan: scanned(175, -1.1, 13),
    pages: [
      [
        small('Agence Dauphiné Syndic — 3 place Grenette 38000 Grenoble'),
        heading('Annexe 3 — Compte de gestion pour opérations courantes'),
        p('Exercice du 01/10/2023 au 30/09/2024 — document établi le 3 décembre 2024'),
        table(
          [
            'Charges',
            'Réalisé 2022/2023',
            'Budget voté 2023/2024',
            'Réalisé 2023/2024',
            'Budget voté 2024/2025',
            'Budget proposé 2025/2026',
          ],
          ['Chauffage collectif', '28 450,10', '30 000,00', '27 912,44', '31 000,00', '31 500,00'],
          ['Eau froide', '7 105,00', '7 200,00', '7 388,20', '7 500,00', '7 700,00'],
          ['Ascenseur', '6 980,30', '7 100,00', '7 040,00', '7 300,00', '7 400,00'],
          [
            'Entretien et nettoyage',
            '17 215,00',
            '17 700,00',
            '18 010,36',
            '18 200,00',
            '18 600,00',
          ],
          ['Honoraires syndic', '10 800,00', '11 000,00', '11 000,00', '11 500,00', '11 800,00'],
          ['Total', '70 550,40', '73 000,00', '71 351,00', '75 500,00', '77 000,00'],
        ),
      ],
    ],
  },
  {
    // online syndic annex: plain decimals, the owners in credit listed beside those in debt
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-20',
    figures: [
      day('document_date', '2025-02-20'),
      money('unpaid', 1234567),
      money('unpaid_providers', 234500),
      money('works_funds', 1850000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('Syndic One — export comptable — généré le 2025-02-20'),
        heading('Annexe 1 — Situation financière et trésorerie'),
        p('Copropriété 75018-0042 — exercice 2024-01-01 → 2024-12-31 (clos)'),
        table(
          ['Poste', 'Au 2024-12-31', 'Au 2023-12-31'],
          ['Fonds de travaux (compte 105)', '18500.00', '14200.00'],
          ['Fournisseurs (compte 401)', '2345.00', '3120.50'],
          ['Copropriétaires débiteurs (compte 450)', '12345.67', '9870.12'],
          ['Copropriétaires créditeurs (compte 450)', '1503.22', '1288.00'],
          ['Trésorerie disponible', '31422.80', '26704.40'],
        ),
      ],
    ],
  },
  {
    // small independent, April–March exercise: annex 1 and the two budgets, scanned to PNG
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-20',
    figures: [
      day('document_date', '2025-05-20'),
      money('unpaid', 412090),
      money('unpaid_providers', 186033),
      money('works_funds', 1128000),
      day('dt_works_funds', '2025-03-31'),
      money('building_budget_n', 4600000),
      money('building_budget', 4800000),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
    ],
    scan: scanned(200, 0.8, 12, 'png'),
    pages: [
      [
        small('Cabinet Morel — administrateur de biens — 12 rue de la Paix 51100 Reims'),
        heading('Comptes de l’exercice du 1er avril 2024 au 31 mars 2025'),
        p('Résidence du Parc — annexes jointes à la convocation — Reims, le 20 mai 2025'),
        table(
          ['Annexe 1 — situation au 31/03/2025', 'Montant'],
          ['Fonds de travaux (105)', '11 280,00'],
          ['Dettes fournisseurs (401)', '1 860,33'],
          ['Créances sur copropriétaires (450 débiteurs)', '4 120,90'],
          ['Disponibilités', '15 932,18'],
        ),
        table(
          ['Budgets', 'Montant'],
          ['Budget voté exercice 2024/2025', '46 000,00'],
          ['Budget voté exercice 2025/2026', '48 000,00'],
          ['Budget proposé exercice 2026/2027', '49 500,00'],
        ),
      ],
    ],
  },
  {
    // big group charge statement: the flat and the parking in two columns, then their total
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-25',
    figures: [
      day('document_date', '2025-04-25'),
      money('budget_n', 196718),
      money('expected_budget_n', 204000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        heading('SERGIC — Gestion de copropriétés'),
        small('Agence de Lille — 1 rue Esquermoise 59000 Lille'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE 2024'),
        p('Période du 01/01/2024 au 31/12/2024 — Mme Nathalie Dufour — lots 7 et 52'),
        table(
          ['Clé', 'Total immeuble', 'Lot 7 (appartement)', 'Lot 52 (parking)', 'Total vos lots'],
          ['Charges générales', '96 240,00', '1 520,59', '144,36', '1 664,95'],
          ['Ascenseur', '11 800,00', '302,23', '0,00', '302,23'],
          ['Total', '108 040,00', '1 822,82', '144,36', '1 967,18'],
        ),
        table(
          ['Provisions appelées en 2024', '2 040,00'],
          ['Solde de l’exercice en votre faveur', '72,82'],
        ),
        small('Comptes approuvés par l’assemblée générale du 10 avril 2025. Édité le 25/04/2025.'),
      ],
    ],
  },
  {
    // small agency, October–September: current and works charges, calls and actuals, scanned
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-10',
    figures: [
      day('document_date', '2024-12-10'),
      money('budget_n', 131045),
      money('expected_budget_n', 128000),
      money('hors_budget_n', 54000),
      money('expected_hors_budget_n', 54000),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    scan: scanned(165, 1.2, 14),
    pages: [
      [
        small('Régie Foncière Niçoise — 7 avenue Jean Médecin 06000 Nice'),
        right('Nice, le 10 décembre 2024'),
        heading('Répartition des charges — exercice du 01/10/2023 au 30/09/2024'),
        p('Le Palais Azur — M. Thierry Castel — lot 33'),
        table(
          ['Nature', 'Dépense immeuble', 'Tantièmes', 'Votre part', 'Appelé', 'Écart'],
          ['Charges courantes', '65 522,50', '200 / 10 000', '1 310,45', '1 280,00', '30,45'],
          [
            'Travaux hors budget (réfection toiture)',
            '27 000,00',
            '200 / 10 000',
            '540,00',
            '540,00',
            '0,00',
          ],
        ),
        p('Reste à votre charge : 30,45 €, porté au débit de votre compte.'),
      ],
    ],
  },
  {
    // volunteer syndic, a statement of the year before last (n-1) handed over with the others
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-03-20',
    figures: [
      day('document_date', '2024-03-20'),
      money('budget_n1', 74230),
      money('expected_budget_n1', 72000),
      day('fiscal_year_start', '2023-01-01'),
      day('fiscal_year_end', '2023-12-31'),
    ],
    pages: [
      [
        p('Copropriété 14 rue Saint-Michel — 35000 Rennes — syndic bénévole'),
        right('Le 20/03/2024'),
        heading('Vos charges de l’année 2023 (du 1er janvier au 31 décembre 2023)'),
        p('M. Erwan Guillou — lot 2 — 148 / 1000'),
        table(
          ['', 'Immeuble', 'Votre part'],
          ['Eau', '1 320,00', '195,36'],
          ['Électricité des parties communes', '410,00', '60,68'],
          ['Assurance', '1 650,00', '244,20'],
          ['Ménage et divers', '1 635,61', '242,06'],
          ['Total des charges', '5 015,61', '742,30'],
          ['Provisions versées', '', '720,00'],
          ['Reste dû', '', '22,30'],
        ),
      ],
    ],
  },
  {
    // online syndic: last year's charges and this year's share on one page, plain decimals
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-27',
    figures: [
      day('document_date', '2025-03-27'),
      money('budget_n', 176544),
      money('expected_budget_n', 180000),
      money('expected_budget', 189000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('Homeland — syndic digital — décompte généré le 27/03/2025'),
        heading('Décompte de charges 2024 — Lot 204 — Mme Inès Bouaziz'),
        p('Exercice 2024-01-01 / 2024-12-31 — comptes approuvés le 2025-03-12'),
        table(
          ['Catégorie', 'Immeuble', 'Quote-part lot 204'],
          ['Charges communes générales', '84210.00', '1263.15'],
          ['Chauffage', '31340.00', '502.29'],
          ['Charges réelles 2024', '115550.00', '1765.44'],
          ['Provisions appelées 2024', '', '1800.00'],
          ['Régularisation (en votre faveur)', '', '34.56'],
        ),
        p('Budget 2025 voté — votre quote-part prévisionnelle : 1890.00'),
      ],
    ],
  },
  {
    // big group's answer to the notary: the lot's figures and the building's, the fees
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      day('dt_based', '2025-05-12'),
      money('works_funds', 3480000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 61240),
      money('building_budget', 9600000),
      money('expected_budget', 153600),
      money('budget_n', 147822),
      money('budget_n1', 140210),
      money('transfer_fees', 38000),
    ],
    pages: [
      [
        heading('IMMO DE FRANCE — Paris Île-de-France'),
        small('Service mutations — 18 rue de Londres 75009 Paris'),
        title('Réponse au questionnaire du notaire — vente du lot 14'),
        p(
          'Copropriété 6 rue Lepic 75018 Paris — vendeur : M. Paul Berthier — Maître Nguyen, notaire — Paris, le 2 juin 2025',
        ),
        table(
          ['Question', 'Réponse'],
          ['Date de l’AG ayant approuvé les comptes 2024', '12/05/2025'],
          ['Fonds de travaux de la copropriété au 31/12/2024', '34 800,00 €'],
          ['Part du fonds de travaux rattachée au lot 14', '612,40 €'],
          ['Budget prévisionnel voté pour 2025 (immeuble)', '96 000,00 €'],
          ['Quote-part du lot 14 dans le budget 2025', '1 536,00 €'],
          ['Charges courantes du lot 14 — exercice 2024', '1 478,22 €'],
          ['Charges courantes du lot 14 — exercice 2023', '1 402,10 €'],
          ['Emprunt collectif', 'Non'],
          ['Honoraires d’établissement de l’état daté', '380,00 € TTC'],
        ),
      ],
    ],
  },
  {
    // small syndic's form over two pages: the advances and the collective loan, the lot's share
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-16',
    figures: [
      day('document_date', '2025-04-16'),
      money('reserved_advances', 42000, 2),
      money('loan_share', 320000, 2),
      money('loan_remaining', 248055, 2),
      money('works_funds', 920000, 2),
      day('dt_works_funds', '2025-03-31', 2),
    ],
    pages: [
      [
        small('Cabinet Besnard — syndic — 4 rue du Château 44000 Nantes'),
        right('Nantes, le 16 avril 2025'),
        title('QUESTIONNAIRE SYNDIC — MUTATION'),
        p('Immeuble 21 rue Crébillon — lot 6 — vendeur Mme Sophie Tardieu'),
        p('1. Procédures en cours : aucune.'),
        p('2. Travaux votés non encore réalisés : néant.'),
        p('3. Diagnostics des parties communes : DTA du 14/02/2019, joint.'),
      ],
      [
        heading('4. Situation financière du lot 6'),
        table(
          ['Rubrique', 'Montant'],
          ['Fonds de roulement versé par le vendeur et détenu par le syndicat', '420,00 €'],
          ['Emprunt collectif (isolation, AG 2022) — quote-part du lot', '3 200,00 €'],
          ['Capital restant dû par le lot au 31/03/2025', '2 480,55 €'],
        ),
        heading('5. Fonds de travaux'),
        p('Montant du fonds de travaux de la copropriété au 31/03/2025 : 9 200,00 €'),
        right('Le gestionnaire, F. Besnard'),
      ],
    ],
  },
  {
    // volunteer's answers on the notary's form, October–September exercise, scanned to PNG
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-01-22',
    figures: [
      day('document_date', '2025-01-22'),
      money('budget_n', 121000),
      money('expected_budget_n', 130000),
      money('unbudget_not_due', 240000),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    scan: scanned(155, -0.7, 15, 'png'),
    pages: [
      [
        small('Office notarial de Vannes — questionnaire à compléter par le syndic'),
        p('Vente : lot 5 — 3 rue Thiers, 56000 Vannes — réponse du 22/01/2025'),
        table(
          ['Question', 'Réponse du syndic bénévole'],
          ['Exercice comptable', 'du 01/10/2023 au 30/09/2024 (dernier clos)'],
          ['Charges réelles du lot sur cet exercice', '1 210,00 €'],
          ['Provisions appelées au lot sur cet exercice', '1 300,00 €'],
          ['Travaux votés restant à appeler (échéance 01/10/2025)', '2 400,00 €'],
          ['Impayés du vendeur', 'Aucun'],
        ),
        p('Signé : J. Le Corre, syndic bénévole'),
      ],
    ],
  },
  {
    // big group minutes: accounts 2024 approved, this year's budget adjusted, next year's voted
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-22',
    figures: [
      day('document_date', '2025-05-22'),
      day('dt_based', '2025-05-22'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget', 21000000),
      money('building_budget_n', 20500000, 2),
    ],
    pages: [
      [
        heading('ORALIA — Syndic de copropriété — Marseille Prado'),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 22 MAI 2025'),
        p('Syndicat des copropriétaires Le Grand Prado — 180 avenue du Prado 13008 Marseille'),
        p('Présents et représentés : 6 512 / 10 000 tantièmes.'),
        p(
          'Résolution n° 4 — Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024. L’assemblée approuve les comptes de l’exercice, charges de 198 412,37 €, tels que présentés en annexes 1 à 5. Adoptée à la majorité de l’article 24.',
        ),
        p(
          'Résolution n° 6 — Budget prévisionnel de l’exercice 2025. L’assemblée ajuste le budget de l’exercice 2025 à 210 000,00 €. Adoptée.',
        ),
        p(
          'Résolution n° 7 — Budget prévisionnel de l’exercice 2026. L’assemblée vote un budget de 218 000,00 €, appelé par quarts trimestriels. Adoptée.',
        ),
      ],
      [
        p(
          'Rappel : le budget de l’exercice 2024 avait été voté à 205 000,00 € par l’assemblée du 16 mai 2023.',
        ),
        p(
          'Résolution n° 8 — Fonds de travaux : la cotisation annuelle est maintenue à 5 % du budget prévisionnel. Adoptée.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 20 h 10.'),
        small('Article 42 de la loi du 10 juillet 1965 : délai de contestation de deux mois.'),
      ],
    ],
  },
  {
    // volunteer syndic, April–March exercise: accounts approved, next budget voted, scanned
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-14',
    figures: [
      day('document_date', '2025-06-14'),
      day('dt_based', '2025-06-14'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget', 1950000),
    ],
    scan: scanned(180, 1.0, 13),
    pages: [
      [
        p('Copropriété Le Hameau des Vignes — 2 chemin des Vignes — 21000 Dijon'),
        title('Compte rendu de l’assemblée générale du 14 juin 2025'),
        p(
          'Présents : 9 copropriétaires sur 12, représentant 781 / 1000. Présidente de séance : Mme Bourgeois. Secrétaire : M. Lambert, syndic bénévole.',
        ),
        p(
          'Point 1 — Comptes de l’exercice du 1er avril 2024 au 31 mars 2025 : dépenses de 18 420,50 € pour un budget de 19 000,00 €. Les comptes sont approuvés à l’unanimité.',
        ),
        p(
          'Point 2 — Budget de l’exercice du 1er avril 2025 au 31 mars 2026 : voté à 19 500,00 €, appelé en quatre fois.',
        ),
      ],
      [
        p('Point 3 — Quitus au syndic bénévole : accordé.'),
        p('Point 4 — Questions diverses : taille des haies le 5 juillet 2025.'),
        p('Fin de séance à 12 h.'),
      ],
    ],
  },
  {
    // cooperative, October–September: accounts 2023/2024 approved, two budgets in one table
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-08',
    figures: [
      day('document_date', '2025-03-08'),
      day('dt_based', '2025-03-08'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget', 6400000),
    ],
    pages: [
      [
        heading('Syndicat coopératif de la Résidence Les Capucins'),
        small('Angers — conseil syndical gestionnaire'),
        title('Procès-verbal de l’assemblée générale annuelle — samedi 8 mars 2025'),
        p(
          'Résolution 2 : l’assemblée approuve les comptes de l’exercice clos le 30/09/2024 (du 01/10/2023 au 30/09/2024), soit 61 874,22 € de charges. Approuvée par 812 / 1000.',
        ),
        table(
          ['Budget', 'Exercice 2024/2025 (ajusté)', 'Exercice 2025/2026 (voté)'],
          ['Montant', '64 000,00', '66 500,00'],
        ),
        p(
          'Résolution 3 : l’assemblée ajuste le budget en cours et vote le budget suivant tels qu’au tableau ci-dessus.',
        ),
        p('Le président du conseil syndical coopératif : M. Aubert'),
      ],
    ],
  },
];
