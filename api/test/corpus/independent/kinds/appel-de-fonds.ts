import type { DocumentSpec } from '../../spec';
import { day, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Calls for funds. expected_budget is the lot's yearly share of the current year's budget
 * (2025 on the day the corpus is read), only when the call prints it; the fonds de travaux
 * contribution of the call is the seller's last one.
 */
export const appelDeFonds: DocumentSpec[] = [
  {
    // big syndic: building totals next to the lot's share, next year's budget quoted
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        small('SOGEPRIM GESTION — 112 cours Lafayette, 69003 Lyon — www.sogeprim.example'),
        right('M. Arnaud Leclerc\n18 rue Garibaldi, Bât. B\n69006 Lyon'),
        right('Lyon, le 10 juin 2025'),
        title('APPEL DE FONDS — 3e trimestre 2025'),
        p(
          'Copropriété 0457 LE DOMAINE DES CÈDRES — Lot n° 27 — Compte copropriétaire 0457-027-LEC',
        ),
        p('Échéance : 01/07/2025'),
        table(
          ['Nature', 'Total copropriété', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          [
            'Budget prévisionnel 2025 — charges générales',
            '148 500,00',
            '212 / 10 000',
            '3 148,20',
            '787,05',
          ],
          ['Fonds de travaux (art. 14-2)', '7 425,00', '212 / 10 000', '157,41', '39,35'],
          ['Total', '', '', '', '826,40'],
        ),
        p('Solde antérieur au 09/06/2025 : 0,00 €'),
        p('Montant à régler avant le 01/07/2025 : 826,40 €'),
        p(
          'Pour information, le budget de l’exercice 2026 voté par l’assemblée du 15/04/2025 s’élève à 152 000,00 € ; il sera appelé à compter du 01/01/2026.',
        ),
        small(
          'SOGEPRIM GESTION SAS — RCS Lyon 412 345 678 — Carte professionnelle CPI 6901 2016 000 011 222 — Garantie financière GALIAN 3 000 000 € — Règlement par prélèvement ou virement IBAN FR76 1027 8073 0000 0204 5670 142',
        ),
      ],
    ],
    figures: [
      money('expected_budget', 314_820),
      money('works_funds_last_contribution', 3_935),
      day('document_date', '2025-06-10'),
    ],
  },
  {
    // small syndic's letter: the building's budget and the AG's date in the text
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-18',
    pages: [
      [
        p('Cabinet Berthier Immobilier\n3 rue Royale\n74000 Annecy'),
        right('Mme Nadia Chevalier\n5 avenue d’Albigny, lot 112\n74000 Annecy'),
        right('Annecy, le 18 mars 2025'),
        p('Objet : appel de provisions sur charges — 2e trimestre 2025'),
        p(
          'Madame, conformément au budget prévisionnel de 48 000,00 € voté par l’assemblée générale du 14/03/2025, nous vous prions de bien vouloir régler la provision du 2e trimestre, exigible le 1er avril 2025.',
        ),
        p('Votre budget annuel 2025 : 1 650,00 €'),
        p('Provision du trimestre : 412,50 €'),
        p('Cotisation fonds de travaux (5 %) : 20,63 €'),
        p('Total à régler : 433,13 €'),
        p('Nous vous prions d’agréer, Madame, nos salutations distinguées.'),
      ],
    ],
    figures: [
      money('expected_budget', 165_000),
      money('works_funds_last_contribution', 2_063),
      day('document_date', '2025-03-18'),
    ],
  },
  {
    // extranet export, CSV-like, ISO dates, the call issued the year before the budget's
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-15',
    pages: [
      [
        small('ImmoNet Syndic — Extranet copropriétaire — Mme Chantal Roux — lot 58'),
        title('Appel de fonds APF-2025-T1-0058'),
        p('Date d’émission: 2024-12-15'),
        p('Date d’exigibilité: 2025-01-01'),
        table(
          ['Poste', 'Total copropriété 2025', 'Tantièmes', 'Quote-part annuelle', 'Appel T1'],
          ['Charges générales', '96 000,00', '245/10000', '2 352,00', '588,00'],
          ['Ascenseurs', '14 000,00', '310/10000', '434,00', '108,50'],
          ['Total budget 2025', '110 000,00', '', '2 786,00', '696,50'],
          ['Fonds travaux ALUR', '5 500,00', '245/10000', '134,75', '33,69'],
        ),
        p('Budget annuel 2025 — votre part: 2 786,00'),
        p('Montant total de l’appel: 730,19'),
      ],
    ],
    figures: [
      money('expected_budget', 278_600),
      money('works_funds_last_contribution', 3_369),
      day('document_date', '2024-12-15'),
    ],
  },
  {
    // works call outside the budget: a schedule, no yearly budget share, scanned
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-09-02',
    pages: [
      [
        p('Gironde Habitat Gestion — 8 cours de l’Intendance, 33000 Bordeaux'),
        right('Bordeaux, le 2 septembre 2024'),
        title('APPEL DE FONDS EXCEPTIONNEL — TRAVAUX DE RAVALEMENT'),
        p(
          'Travaux votés par l’assemblée générale du 22/05/2024 (résolution n° 14), répartis selon les tantièmes généraux. Votre quote-part des travaux : 6 840,00 €.',
        ),
        table(
          ['Échéance', 'Part', 'Montant'],
          ['01/10/2024', '40 %', '2 736,00'],
          ['01/01/2025', '30 %', '2 052,00'],
          ['01/04/2025', '30 %', '2 052,00'],
        ),
        p('Montant du présent appel : 2 736,00 € exigible le 01/10/2024.'),
      ],
    ],
    figures: [day('document_date', '2024-09-02')],
    scan: scanned(180, -1.2, 16),
  },
  {
    // volunteer syndic, half-yearly, last year's budget recalled, scanned to PNG
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-12-02',
    pages: [
      [
        p('Copropriété Les Glycines — syndic bénévole Mme Yvette Le Gall'),
        p('Rennes, le 2 décembre 2024'),
        p('À M. et Mme Morvan, lot 4'),
        title('Appel de charges — 1er semestre 2025'),
        p('Provision 1er semestre 2025 : 780,00 € (budget annuel 2025 de votre lot : 1 560,00 €).'),
        p('Pour mémoire, budget 2024 de votre lot : 1 480,00 €.'),
        p('Cotisation fonds de travaux : 39,00 €'),
        p('Merci de régler 819,00 € par virement avant le 1er janvier 2025.'),
      ],
    ],
    figures: [
      money('expected_budget', 156_000),
      money('works_funds_last_contribution', 3_900),
      day('document_date', '2024-12-02'),
    ],
    scan: scanned(160, 0.5, 20, 'png'),
  },
  {
    // Paris syndic: dotted thousands, a credit in brackets, last year's share next to it
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-01-06',
    pages: [
      [
        small('HAUSSMANN PATRIMOINE SYNDIC — 21 rue de Rome, 75008 Paris'),
        p('Réf. : APP/0913/2025-T1 — Copropriété 0913 — 9 rue de Lévis, 75017 Paris — Lot 31'),
        right('Paris, le 06/01/2025'),
        title('Avis d’appel de fonds'),
        table(
          ['Libellé', 'Montant'],
          ['Quote-part budget 2025', '2.318,76'],
          ['Rappel : quote-part budget 2024', '2.201,12'],
          ['Appel 1er trimestre 2025', '579,69'],
          ['Fonds de travaux art. 14-2 (trimestre)', '28,98'],
          ['Solde précédent (créditeur)', '(125,40)'],
          ['Net à payer', '483,27'],
        ),
        p('Date limite de paiement : 15/01/2025.'),
        small(
          'SAS au capital de 80 000 € — RCS Paris 531 002 774 — Carte G CPI 7501 2017 000 018 555 — Garantie financière CEGC — Honoraires conformes au contrat type (décret 2015-342)',
        ),
      ],
    ],
    figures: [
      money('expected_budget', 231_876),
      money('works_funds_last_contribution', 2_898),
      day('document_date', '2025-01-06'),
    ],
  },
];
