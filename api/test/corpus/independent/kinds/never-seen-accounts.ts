import type { DocumentSpec } from '../../spec';
import { day, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Never-seen batch: calls for funds, account statements, the accounts' annexes and
 * individual statements of charges, as big and small syndics and extranets print them.
 * Nobody tunes on these.
 */
export const neverSeenAccounts: DocumentSpec[] = [
  // A big syndic's quarterly call: issued in March, due on 1 April; the budget's meeting is
  // another date; the lot's yearly share is recalled.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-06',
    pages: [
      [
        small(
          'URBANIS SYNDIC — Agence Lyon Part-Dieu — 129 rue Servient 69003 Lyon — www.urbanis-syndic.fr',
        ),
        right('M. et Mme Antoine Moulin\n15 rue d’Austerlitz, lot 17\n69004 Lyon'),
        right('Lyon, le 6 mars 2025'),
        title('AVIS D’APPEL DE FONDS'),
        p(
          'Copropriété : LE CLOS DES CANUTS — 15 rue d’Austerlitz 69004 Lyon — Référence copropriétaire : 0387-0017',
        ),
        p('Appel du 2e trimestre 2025 — exigible le 01/04/2025'),
        table(
          ['Libellé', 'Base de répartition', 'Tantièmes', 'Montant'],
          [
            'Provisions sur budget 2025 — charges générales — 2e trimestre',
            '114 000,00 € / 4',
            '250 / 10 000',
            '712,50',
          ],
          [
            'Cotisation fonds de travaux (art. 14-2) — 2e trimestre',
            '5 700,00 € / 4',
            '250 / 10 000',
            '35,63',
          ],
          ['Total de l’appel', '', '', '748,13'],
        ),
        p(
          'Rappel : le budget prévisionnel de l’exercice 2025, voté par l’assemblée générale du 11 juin 2024, s’élève à 114 000,00 € ; votre quote-part annuelle est de 2 850,00 €.',
        ),
        table(
          ['Solde antérieur au 05/03/2025', 'Appel du trimestre', 'Net à payer'],
          ['0,00', '748,13', '748,13'],
        ),
        p('Prélèvement automatique le 01/04/2025 sur le compte FR76 •••• •••• 4418.'),
        small(
          'URBANIS SYNDIC SAS — RCS Lyon 501 228 774 — Carte professionnelle CPI 6901 2019 000 038 552 délivrée par la CCI de Lyon Métropole',
        ),
      ],
    ],
    figures: [money('expected_budget', 285000), money('building_budget', 11400000)],
  },

  // A small syndic's call for voted works, with a two-digit year and two instalments, one
  // due after the corpus's day; scanned as an image.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-02-14',
    pages: [
      [
        p(
          'Cabinet MOREL Immobilier — Syndic de copropriété\n27 rue Nationale — 59800 Lille — 03 20 55 41 00',
        ),
        right('Émis le 14/02/25'),
        title('Appel de fonds exceptionnel — Travaux'),
        p(
          'Immeuble 4 rue Esquermoise, 59000 Lille — Copropriétaire : Mme Sophie Delattre — Lot 5 (86 / 1 000)',
        ),
        p(
          'Travaux de ravalement de la façade sur cour votés par l’assemblée générale du 3 février 2025 (résolution n° 4), devis de l’entreprise Nord Façades pour 28 840,00 € TTC.',
        ),
        table(
          ['Échéance', 'Fraction', 'Votre quote-part'],
          ['1er avril 2025', '50 %', '1 240,12 €'],
          ['1er juillet 2025', '50 %', '1 240,12 €'],
          ['Total', '100 %', '2 480,24 €'],
        ),
        p(
          'Merci de régler chaque fraction à son échéance par virement (IBAN FR76 3000 4028 3700 0100 2214 451) en rappelant votre référence DELAT-05.',
        ),
      ],
    ],
    figures: [],
    scan: scanned(170, -0.5, 20, 'png'),
  },

  // An extranet's export of a call issued in December for the next quarter, dates with
  // dots and amounts grouped with dots.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-18',
    pages: [
      [
        small('Espace copropriétaire — Cabinet Rivoire Gestion — Export PDF'),
        title('Appel de provisions — 1er trimestre 2025'),
        table(
          ['Copropriété', 'Résidence Les Hauts de Saint-Clair'],
          ['Copropriétaire', 'M. Julien Perret — compte 2291-0042'],
          ['Date d’émission', '18.12.2024'],
          ['Date d’exigibilité', '01.01.2025'],
        ),
        table(
          ['Poste', 'Montant (€)'],
          ['Budget 2025 — provision trimestrielle', '492,00'],
          ['Fonds de travaux ALUR — trimestre', '24,60'],
          ['Total appelé', '516,60'],
          ['Solde précédent', '0,00'],
          ['Reste à payer', '516,60'],
        ),
        p(
          'Budget 2025 voté : 78.720,00 — vos tantièmes : 250 / 10.000 — quote-part annuelle : 1.968,00',
        ),
        small('Document généré automatiquement — aucune signature n’est requise.'),
      ],
    ],
    figures: [money('expected_budget', 196800), money('building_budget', 7872000)],
  },

  // A big syndic's statement: everything paid but the first instalment of voted works; the
  // permanent advance is recalled; the next call is due after the corpus's day.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-02',
    pages: [
      [
        small('URBANIS SYNDIC — Agence Lyon Part-Dieu — 129 rue Servient 69003 Lyon'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        table(
          ['Copropriété', 'LE CLOS DES CANUTS'],
          ['Copropriétaire', 'M. et Mme Antoine Moulin — lot 17'],
          ['Période', 'du 01/01/2025 au 02/06/2025'],
          ['Date d’édition', '02/06/2025'],
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/01/2025', 'Report à nouveau — solde de l’exercice 2024', '156,20', ''],
          ['01/01/2025', 'Appel provisions budget — 1er trimestre 2025', '640,00', ''],
          ['01/01/2025', 'Appel fonds de travaux — 1er trimestre 2025', '32,00', ''],
          ['08/01/2025', 'Règlement par prélèvement', '', '828,20'],
          ['01/04/2025', 'Appel provisions budget — 2e trimestre 2025', '640,00', ''],
          ['01/04/2025', 'Appel fonds de travaux — 2e trimestre 2025', '32,00', ''],
          [
            '01/04/2025',
            'Travaux remplacement ascenseur (AG du 11/06/2024) — 1re fraction',
            '380,00',
            '',
          ],
          ['08/04/2025', 'Règlement par prélèvement', '', '672,00'],
          ['', 'Totaux', '1 880,20', '1 500,20'],
        ),
        p('Solde débiteur au 02/06/2025 : 380,00 €'),
        p(
          'Avance permanente de trésorerie (fonds de roulement) versée et détenue par le syndicat : 320,00 €.',
        ),
        p(
          'Prochain appel : 01/07/2025. La 2e fraction des travaux d’ascenseur sera exigible le 01/10/2025.',
        ),
      ],
    ],
    figures: [
      money('unbudget', 38000),
      money('reserved_advances', 32000),
      day('dt_advances', '2025-06-02'),
    ],
  },

  // A volunteer syndic's handmade statement, the owner in credit after the yearly
  // adjustment; scanned.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-15',
    pages: [
      [
        p(
          'Copropriété du 8 rue des Lilas — 93100 Montreuil\nSyndic bénévole : Jacques Perrin — 06 72 18 40 11',
        ),
        title('Situation du compte de M. et Mme Garnier (lot 2) au 15 avril 2025'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde au 31/12/2024', '', '', '0,00'],
          ['15/01/2025', 'Appel de charges 1er semestre 2025', '625,00', '', '625,00 D'],
          ['03/02/2025', 'Chèque n° 4471', '', '625,00', '0,00'],
          [
            '22/03/2025',
            'Régularisation charges 2024 (AG du 22/03/2025)',
            '',
            '212,40',
            '212,40 C',
          ],
        ),
        p('Solde en votre faveur : 212,40 €. Il sera déduit de l’appel du 2e semestre.'),
        right('J. Perrin'),
      ],
    ],
    figures: [money('credit_balance', 21240)],
    scan: scanned(190, 0.7, 17),
  },

  // An extranet page printed from a browser, for a year that starts in October: two
  // budget calls unpaid.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-07',
    pages: [
      [
        small('07/04/2025 10:22                    Mon compte — Extranet Syndic Azur Gestion'),
        small('Accueil > Mes lots > Lot 104 > Situation de compte'),
        title('Situation de compte au 07/04/2025'),
        p(
          'Copropriété Le Mistral, 23 avenue de Cimiez 06000 Nice — M. Lucas Bernardi — exercice du 01/10/2024 au 30/09/2025',
        ),
        table(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit'],
          ['01/10/2024', 'AN', 'Solde exercice 2023/2024 reporté', '0,00', ''],
          ['01/10/2024', 'AP', 'Appel provisions 1er trimestre 2024/2025', '512,00', ''],
          ['15/10/2024', 'VIR', 'Virement reçu', '', '512,00'],
          ['01/01/2025', 'AP', 'Appel provisions 2e trimestre 2024/2025', '512,00', ''],
          ['01/04/2025', 'AP', 'Appel provisions 3e trimestre 2024/2025', '512,00', ''],
        ),
        p('Solde à régler : 1 024,00 € (débiteur)'),
        p('Prochaine échéance : 01/07/2025 — 512,00 €'),
        small('https://extranet.azur-gestion.fr/compte/lot/104/situation                1/1'),
      ],
    ],
    figures: [money('budget', 102400)],
  },

  // A big syndic's first two annexes: the financial state after allocation and the
  // management account with the voted budgets of three years.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        small(
          'SOGIRE GESTION — 14 rue Foch 34000 Montpellier — Syndicat des copropriétaires Résidence Jardin des Plantes',
        ),
        title('ANNEXE N° 1 — ÉTAT FINANCIER APRÈS RÉPARTITION'),
        p('Exercice du 01/01/2024 au 31/12/2024 — Date d’édition : 10/03/2025'),
        table(
          ['Actif', 'Montant', 'Passif', 'Montant'],
          ['Banque — compte séparé', '52 318,44', 'Fournisseurs', '7 115,90'],
          [
            'Fonds de travaux — compte placé',
            '42 880,00',
            'Copropriétaires créditeurs',
            '3 850,21',
          ],
          [
            'Copropriétaires — sommes exigibles restant dues',
            '18 462,37',
            'Avances (fonds de roulement)',
            '12 000,00',
          ],
          ['Autres créances', '1 204,00', 'Fonds de travaux (art. 14-2)', '42 880,00'],
          ['', '', 'Provisions pour travaux votés', '35 000,00'],
          ['', '', 'Provisions reçues d’avance', '14 018,70'],
          ['Total', '114 864,81', 'Total', '114 864,81'],
        ),
        small(
          'Les comptes seront soumis à l’approbation de l’assemblée générale du 24 avril 2025.',
        ),
      ],
      [
        title('ANNEXE N° 2 — COMPTE DE GESTION GÉNÉRALE'),
        table(
          [
            'Charges',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget proposé 2026',
          ],
          ['Eau', '14 200,00', '15 012,33', '14 800,00', '15 300,00'],
          ['Chauffage', '41 000,00', '38 905,12', '42 500,00', '43 200,00'],
          ['Entretien et nettoyage', '28 400,00', '28 611,40', '29 000,00', '29 800,00'],
          ['Ascenseurs', '9 600,00', '9 214,77', '10 100,00', '10 400,00'],
          ['Assurances', '8 300,00', '8 300,00', '9 100,00', '9 500,00'],
          ['Honoraires du syndic', '18 500,00', '18 500,00', '19 000,00', '19 500,00'],
          ['Divers', '6 000,00', '4 875,00', '6 500,00', '6 800,00'],
          ['Total', '126 000,00', '123 418,62', '131 000,00', '134 500,00'],
        ),
        small('SOGIRE GESTION — annexes comptables 2024 — page 2'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1846237),
      money('unpaid_providers', 711590),
      money('works_funds', 4288000),
      day('dt_works_funds', '2024-12-31'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('building_budget_n', 12600000, 2),
      money('building_budget', 13100000, 2),
    ],
  },

  // A small syndic's annexes for a year closing in June, scanned: the closing day and the
  // day they were printed.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-09-12',
    pages: [
      [
        p('Cabinet Bertrand Immobilier — 6 place du Martroi 45000 Orléans'),
        title('Annexe n° 1 — État financier'),
        p(
          'Syndicat des copropriétaires du 19 rue Jeanne-d’Arc, Orléans — Exercice du 01/07/2023 au 30/06/2024 — arrêté au 30/06/2024, édité le 12/09/2024',
        ),
        table(
          ['Rubrique', 'Exercice clos', 'Exercice précédent'],
          ['Trésorerie', '14 206,81', '12 880,02'],
          ['Copropriétaires débiteurs', '2 310,55', '1 944,20'],
          ['Fournisseurs', '640,00', '1 125,30'],
          ['Fonds de travaux', '9 850,00', '7 410,00'],
          ['Avances des copropriétaires', '4 500,00', '4 500,00'],
          ['Copropriétaires créditeurs', '1 527,36', '1 080,90'],
        ),
      ],
      [
        title('Annexe n° 2 — Compte de gestion'),
        table(
          ['Poste', 'Budget', 'Réalisé'],
          ['Eau froide', '3 600,00', '3 812,44'],
          ['Électricité parties communes', '1 100,00', '968,15'],
          ['Entretien', '4 200,00', '4 388,00'],
          ['Assurance', '2 900,00', '2 877,00'],
          ['Honoraires', '3 200,00', '3 200,00'],
          ['Total', '15 000,00', '15 245,59'],
        ),
        p('Dépassement de 245,59 € réparti selon les tantièmes généraux.'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 231055),
      money('unpaid_providers', 64000),
      money('works_funds', 985000),
      day('dt_works_funds', '2024-06-30'),
      day('dt_n_start', '2023-07-01'),
      day('dt_n_end', '2024-06-30'),
    ],
    scan: scanned(160, -1.2, 21),
  },

  // A big syndic's individual statement of the closed year: current charges and works,
  // what was called for each, and the balance in the owner's favour.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-28',
    pages: [
      [
        small('URBANIS SYNDIC — Agence Lyon Part-Dieu — 129 rue Servient 69003 Lyon'),
        right('M. Bruno Dupuis\nLot 8 — 22 quai Saint-Vincent\n69001 Lyon'),
        right('Lyon, le 28 avril 2025'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES'),
        p(
          'Copropriété Quai Saint-Vincent — Exercice du 01/01/2024 au 31/12/2024 — comptes approuvés par l’assemblée générale du 24 avril 2025',
        ),
        table(
          ['Clé de répartition', 'Dépenses de l’immeuble', 'Vos tantièmes', 'Votre quote-part'],
          ['Charges générales', '84 212,40', '180 / 10 000', '1 515,82'],
          ['Ascenseur', '12 420,00', '240 / 10 000', '298,08'],
          ['Chauffage collectif', '56 460,00', '150 / 10 000', '846,90'],
          ['Total charges courantes', '', '', '2 660,80'],
          ['Travaux interphone (art. 14-2)', '11 966,67', '180 / 10 000', '215,40'],
        ),
        table(
          ['', 'Charges réelles', 'Provisions appelées', 'Écart'],
          ['Budget courant', '2 660,80', '2 720,00', '-59,20'],
          ['Travaux hors budget', '215,40', '215,40', '0,00'],
        ),
        p(
          'Solde en votre faveur : 59,20 €, porté au crédit de votre compte et imputé sur le prochain appel de fonds.',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('budget_n', 266080),
      money('expected_budget_n', 272000),
      money('hors_budget_n', 21540),
      money('expected_hors_budget_n', 21540),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
    ],
  },

  // A cooperative syndic's one-page allocation of the year's charges, « le 1er »; scanned
  // as an image.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-01',
    pages: [
      [
        p('Syndicat coopératif de la Résidence Les Tilleuls — 5 avenue Jean-Jaurès 38000 Grenoble'),
        title('Répartition des charges 2024 — Lot 7'),
        p('Copropriétaire : M. Rémi Duval — 112 / 1 000 tantièmes généraux'),
        table(
          ['Nature', 'Votre part'],
          ['Eau', '312,44'],
          ['Électricité des parties communes', '96,10'],
          ['Entretien et ménage', '402,66'],
          ['Assurance de l’immeuble', '218,00'],
          ['Frais de tenue des comptes', '155,00'],
          ['Total de vos charges 2024', '1 184,20'],
          ['Provisions appelées (2 × 600,00)', '1 200,00'],
          ['Solde en votre faveur', '15,80'],
        ),
        p('Fait le 1er mars 2025, pour le conseil syndical, le trésorier : É. Vincent'),
      ],
    ],
    figures: [money('budget_n', 118420), money('expected_budget_n', 120000)],
    scan: scanned(155, 1.0, 23, 'png'),
  },
];
