import type { DocumentSpec } from '../../spec';
import { day, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Individual charge statements. On the day the corpus is read (30 June 2025) the last
 * closed year ("n") is 2024, or 1 July 2023 - 30 June 2024 for a year ending in June; the
 * one before is "n1". budget_*: the lot's actual current charges; expected_budget_*: the
 * provisions called; hors_budget_*: the same for works. An older year gives none of them.
 */
export const decompteDeCharges: DocumentSpec[] = [
  {
    // big syndic: building totals column next to the lot's share, works apart
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-02',
    pages: [
      [
        small('SOGEPRIM GESTION — Copropriété 0457 — Lot 27 — M. Arnaud Leclerc'),
        right('Lyon, le 2 mai 2025'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES'),
        p(
          'Exercice du 01/01/2024 au 31/12/2024 — comptes approuvés par l’assemblée générale du 15/04/2025',
        ),
        table(
          ['Clé de répartition', 'Total immeuble', 'Vos tantièmes', 'Votre quote-part'],
          ['Charges générales', '98 400,00', '212 / 10 000', '2 086,08'],
          ['Ascenseurs', '12 600,00', '280 / 10 000', '352,80'],
          ['Chauffage', '31 318,55', '236 / 10 000', '739,12'],
          ['Total charges courantes', '142 318,55', '', '3 178,00'],
          ['Provisions appelées (4 appels)', '', '', '3 120,00'],
          ['Solde à régler', '', '', '58,00'],
        ),
        table(
          ['Travaux hors budget', 'Dépense totale', 'Votre quote-part', 'Appelé'],
          ['Remplacement de la porte de garage (AG 11/04/2024)', '18 000,00', '381,60', '381,60'],
        ),
      ],
    ],
    figures: [
      money('budget_n', 317_800),
      money('expected_budget_n', 312_000),
      money('hors_budget_n', 38_160),
      money('expected_hors_budget_n', 38_160),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('document_date', '2025-05-02'),
    ],
  },
  {
    // extranet, CSV-like lines, the year before last
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-04-22',
    pages: [
      [
        small('Citya-Online Gestion — Mon espace — Le Parc Monceau — lot 12'),
        title('Répartition des charges — exercice 2023'),
        p('Édité le 2024-04-22 — période 2023-01-01 / 2023-12-31'),
        p('Clé;Total copropriété;Tantièmes;Quote-part'),
        p('Générales;88 250,00;167/10000;1 473,78'),
        p('Eau froide;12 400,00;relevé compteur;214,60'),
        p('Total charges;100 650,00;;1 688,38'),
        p('Provisions appelées;;;1 650,00'),
        p('Solde débiteur;;;38,38'),
      ],
    ],
    figures: [
      money('budget_n1', 168_838),
      money('expected_budget_n1', 165_000),
      day('fiscal_year_start', '2023-01-01'),
      day('fiscal_year_end', '2023-12-31'),
      day('document_date', '2024-04-22'),
    ],
  },
  {
    // small syndic's letter, year ending 30 June, scanned
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-11-05',
    pages: [
      [
        p('Cabinet Berthier Immobilier — 3 rue Royale, 74000 Annecy'),
        right('Annecy, le 5 novembre 2024'),
        p('Mme Nadia Chevalier — lot 112'),
        title('Répartition des charges de l’exercice 2023-2024'),
        p('Exercice du 01/07/2023 au 30/06/2024, approuvé par l’assemblée du 17 octobre 2024.'),
        p('Votre quote-part des charges de l’exercice : 1 204,50 €'),
        p('Provisions appelées sur l’exercice : 1 260,00 €'),
        p('Solde en votre faveur : 55,50 €, imputé sur le prochain appel de fonds.'),
      ],
    ],
    figures: [
      money('budget_n', 120_450),
      money('expected_budget_n', 126_000),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      day('document_date', '2024-11-05'),
    ],
    scan: scanned(170, -0.9, 15),
  },
  {
    // two years side by side, explicit zero works for the last one, scanned to PNG
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-28',
    pages: [
      [
        p('HAUSSMANN PATRIMOINE SYNDIC — copropriété 0913 — lot 44'),
        p('Paris, le 28/03/2025'),
        title('Décompte de charges du copropriétaire'),
        table(
          ['', 'Exercice 2024', 'Rappel exercice 2023'],
          ['Charges courantes (votre part)', '1 912,44', '1 845,10'],
          ['Provisions appelées', '1 950,00', '1 800,00'],
          ['Travaux votés (votre part)', '0,00', '640,00'],
          ['Appels travaux', '0,00', '640,00'],
        ),
      ],
    ],
    figures: [
      money('budget_n', 191_244),
      money('expected_budget_n', 195_000),
      money('hors_budget_n', 0),
      money('expected_hors_budget_n', 0),
      money('budget_n1', 184_510),
      money('expected_budget_n1', 180_000),
      money('hors_budget_n1', 64_000),
      money('expected_hors_budget_n1', 64_000),
      day('document_date', '2025-03-28'),
    ],
    scan: scanned(155, 1.3, 21, 'png'),
  },
  {
    // a year too old for the form, dotted thousands
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2023-05-15',
    pages: [
      [
        small('ATLANTIS SYNDIC — 3 quai de la Fosse, 44000 Nantes'),
        right('Nantes, le 15 mai 2023'),
        title('DÉCOMPTE INDIVIDUEL — EXERCICE 2022'),
        p('Période du 01/01/2022 au 31/12/2022 — Résidence Quai Ouest — lot 8'),
        table(
          ['Poste', 'Total résidence', 'Tantièmes', 'Quote-part'],
          ['Charges générales', '72.400,00', '150/10000', '1.086,00'],
          ['Provisions appelées', '', '', '1.100,00'],
          ['Solde en votre faveur', '', '', '14,00'],
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2022-01-01'),
      day('fiscal_year_end', '2022-12-31'),
      day('document_date', '2023-05-15'),
    ],
  },
];
