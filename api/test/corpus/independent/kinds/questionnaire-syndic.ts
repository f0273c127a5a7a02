import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/** Syndics' answers to the notary's questionnaire before a sale. */
export const questionnaireSyndic: DocumentSpec[] = [
  {
    // big syndic, numbered questions over two pages, next AG and enclosed documents named
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-19',
    pages: [
      [
        small('SOGEPRIM GESTION — Service mutations — mutations@sogeprim.example'),
        title('QUESTIONNAIRE À L’USAGE DES NOTAIRES'),
        p('Informations préalables à la vente d’un lot (article L721-2 du CCH)'),
        p(
          'Copropriété 0457 — Lot 27 — Vendeur : M. Arnaud Leclerc — Notaire : Maître Fanny Roche, Lyon',
        ),
        heading('A. Vie de la copropriété'),
        p('Q1. Date de la dernière assemblée générale ayant approuvé les comptes : 15/04/2025'),
        p('Q2. Date prévue de la prochaine assemblée générale : 14/04/2026'),
        p('Q3. Procédures en cours : néant'),
        heading('B. Fonds de travaux'),
        p('Q4. Montant du fonds de travaux au 31/12/2024 : 38 612,45 €'),
        p('Q5. Part du fonds de travaux rattachée au lot : 818,58 €'),
        p('Q6. Dernière cotisation versée par le vendeur : 39,35 € le 01/04/2025'),
      ],
      [
        heading('C. Situation du vendeur'),
        p('Q7. Avances versées par le vendeur (fonds de roulement) : 350,00 €'),
        p('Q8. Honoraires d’établissement de l’état daté : 380,00 € TTC'),
        heading('D. Situation financière du syndicat'),
        table(
          ['Impayés de charges (annexe 1)', 'Dettes fournisseurs (annexe 1)'],
          ['12 845,30 €', '7 452,18 €'],
        ),
        p(
          'Pièces jointes : règlement de copropriété et modificatifs, trois derniers procès-verbaux, carnet d’entretien, fiche synthétique, diagnostic technique global du 03/02/2025.',
        ),
        right('Lyon, le 19 juin 2025'),
      ],
    ],
    figures: [
      day('dt_based', '2025-04-15', 1),
      money('works_funds', 3_861_245, 1),
      day('dt_works_funds', '2024-12-31', 1),
      money('works_funds_lot', 81_858, 1),
      money('works_funds_last_contribution', 3_935, 1),
      day('dt_last_contribution', '2025-04-01', 1),
      money('reserved_advances', 35_000, 2),
      money('transfer_fees', 38_000, 2),
      money('unpaid', 1_284_530, 2),
      money('unpaid_providers', 745_218, 2),
      day('document_date', '2025-06-19', 2),
    ],
  },
  {
    // extranet form with plain decimals, an explicit zero, a collective loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-27',
    pages: [
      [
        small('ImmoNet Syndic — Module mutations — dossier MUT-2025-0412'),
        title('Questionnaire état daté — réponse du syndic'),
        p('Date de réponse: 2025-05-27'),
        p('Lot: 58 — Copropriété 0231 Les Jardins de Provence'),
        p('AG ayant approuvé les derniers comptes: 2024-04-12'),
        p('Avance permanente de trésorerie détenue: 420.00'),
        p('Sommes exigibles non réglées (budget): 615.30'),
        p('Sommes exigibles non réglées (hors budget): 0.00'),
        p('Fonds de travaux au 2024-12-31: 52140.00'),
        p('Part du lot dans le fonds de travaux: 389.12'),
        p('Emprunt collectif (AGE du 2024-11-19) — quote-part du lot: 1840.00'),
        p('Emprunt collectif — capital restant dû par le lot: 1656.00'),
      ],
    ],
    figures: [
      day('dt_based', '2024-04-12'),
      money('reserved_advances', 42_000),
      money('budget', 61_530),
      money('unbudget', 0),
      money('works_funds', 5_214_000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 38_912),
      money('loan_share', 184_000),
      money('loan_remaining', 165_600),
      day('document_date', '2025-05-27'),
    ],
  },
  {
    // small syndic's letter in prose, the notary's request and the future deed dated, scanned
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-12',
    pages: [
      [
        p('Cabinet Berthier Immobilier — 3 rue Royale, 74000 Annecy'),
        right('Annecy, le 12 juin 2025'),
        p('Maître Julie Fontaine, notaire — 1 rue Sommeiller, 74000 Annecy'),
        p(
          'Objet : vente Chevalier / Morel — lot 112 — réponse à votre questionnaire du 02/06/2025',
        ),
        p(
          'Maître, les comptes de l’exercice 2024 ont été approuvés par l’assemblée générale du 26 mars 2025. Le compte de Mme Chevalier présente un solde débiteur de 1 124,00 €, dont 562,00 € au titre de l’exercice 2024 et 562,00 € au titre de la provision du 2e trimestre 2025.',
        ),
        p(
          'Le fonds de travaux s’élève à 11 300,00 € au 31 décembre 2024, dont 254,25 € attachés au lot vendu.',
        ),
        p(
          'Nous prenons note de la signature de l’acte de vente prévue le 4 juillet 2025 et vous adresserons l’état daté dès réception de votre demande.',
        ),
        p('Veuillez agréer, Maître, nos salutations distinguées.'),
      ],
    ],
    figures: [
      day('dt_based', '2025-03-26'),
      money('wanted_loads', 56_200),
      money('budget', 56_200),
      money('works_funds', 1_130_000),
      day('dt_works_funds', '2024-12-31'),
      money('works_funds_lot', 25_425),
      day('document_date', '2025-06-12'),
    ],
    scan: scanned(180, 0.3, 14),
  },
  {
    // weekday in the date, works voted but not yet called, year ending in June
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-05',
    pages: [
      [
        p('CABINET VAUBAN SYNDIC — 5 place Kléber, 67000 Strasbourg'),
        title('Renseignements fournis au notaire'),
        p('Strasbourg, le lundi 5 mai 2025 — Résidence Les Remparts — lot 17'),
        table(
          ['Rubrique', 'Réponse'],
          ['AG ayant approuvé les derniers comptes', '12/12/2024'],
          ['Fonds de roulement versé par le vendeur', '300,00 €'],
          ['Fonds de travaux au 30/06/2024', '21 780,00 €'],
          [
            'Travaux votés non encore appelés',
            '2 échéances de 850,00 € (01/10/2025 et 01/01/2026), soit 1 700,00 €',
          ],
          ['Honoraires état daté', '360,00 € TTC'],
        ),
      ],
    ],
    figures: [
      day('dt_based', '2024-12-12'),
      money('reserved_advances', 30_000),
      money('works_funds', 2_178_000),
      day('dt_works_funds', '2024-06-30'),
      money('unbudget_not_due', 170_000),
      money('transfer_fees', 36_000),
      day('document_date', '2025-05-05'),
    ],
  },
];
