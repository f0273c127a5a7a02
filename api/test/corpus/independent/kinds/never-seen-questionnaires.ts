import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Never-seen batch: notaries' questionnaires answered by syndics and a syndic's état
 * daté. Nobody tunes on these.
 */
export const neverSeenQuestionnaires: DocumentSpec[] = [
  // A big syndic's answers to a notary's questionnaire: the request's day, the last
  // meeting and the works' instalments are other dates than the answer's.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-23',
    pages: [
      [
        small(
          'NEOGESTION SYNDIC — Service mutations — 42 boulevard Richard-Lenoir 75011 Paris — mutations@neogestion.fr',
        ),
        title('QUESTIONNAIRE SYNDIC — VENTE D’UN LOT DE COPROPRIÉTÉ'),
        table(
          ['Demandeur', 'Étude de Maître Sophie Vidal, notaire à Paris 11e — réf. SV/2025/0871'],
          ['Date de la demande', '12/05/2025'],
          ['Copropriété', '14 rue de la Roquette 75011 Paris — immatriculation AC1-448-207'],
          ['Vendeur', 'Mme Chloé Ferrand — lot 23 (appartement) et lot 61 (cave) — 250 / 10 000'],
        ),
        heading('1. Vie de la copropriété'),
        table(
          ['Question', 'Réponse'],
          [
            'Date de la dernière assemblée générale ayant approuvé les comptes',
            '10/04/2025 (comptes de l’exercice 2024)',
          ],
          ['Procédures judiciaires en cours', 'Néant'],
          [
            'Travaux votés non encore réalisés',
            'Ravalement de la façade sur rue — 84 600,00 € TTC',
          ],
          [
            'Quote-part du lot dans ces travaux',
            '2 115,00 € en deux fractions exigibles le 01/10/2025 et le 01/01/2026',
          ],
          ['Diagnostic technique global', 'Non réalisé'],
        ),
      ],
      [
        heading('2. Situation financière du lot'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions exigibles du budget prévisionnel non réglées', '0,00'],
          ['Provisions hors budget non encore exigibles (travaux votés)', '2 115,00'],
          ['Avances détenues par le syndicat (fonds de roulement)', '450,00'],
          ['Quote-part du lot dans le budget prévisionnel 2025', '2 450,00'],
          ['Honoraires du syndic pour l’état daté (TTC)', '380,00'],
        ),
        heading('3. Situation financière de la copropriété au 31/12/2024'),
        table(
          ['Rubrique', 'Montant'],
          ['Impayés de charges (annexe 1)', '21 304,15'],
          ['Dettes envers les fournisseurs (annexe 1)', '9 880,42'],
          ['Fonds de travaux', '49 447,20'],
          ['Part du fonds de travaux attachée aux lots vendus', '1 236,18'],
        ),
        right('Réponse établie le 23 mai 2025\nPour NEOGESTION SYNDIC, le service mutations'),
      ],
    ],
    figures: [
      day('dt_based', '2025-04-10'),
      money('budget', 0, 2),
      money('unbudget_not_due', 211500, 2),
      money('reserved_advances', 45000, 2),
      money('expected_budget', 245000, 2),
      money('transfer_fees', 38000, 2),
      money('unpaid', 2130415, 2),
      money('unpaid_providers', 988042, 2),
      money('works_funds', 4944720, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 123618, 2),
    ],
  },

  // A notary's clerk's form with boxes, answered by a small syndic and scanned back: a
  // works instalment is unpaid, the second one not yet due.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-04',
    pages: [
      [
        p(
          'Étude de Maîtres CARPENTIER & LENOIR — Notaires associés\n11 rue de la Bourse — 59000 Lille — Dossier 25/0412 — suivi par Mme Dumont, clerc',
        ),
        title('QUESTIONNAIRE À COMPLÉTER PAR LE SYNDIC'),
        p(
          'Vente : Mme Sophie Delattre à M. et Mme Vasseur — lot n° 5 — 4 rue Esquermoise, 59000 Lille',
        ),
        p('Syndic : Cabinet MOREL Immobilier, 27 rue Nationale, 59800 Lille'),
        table(
          ['Question', 'Oui', 'Non', 'Précisions'],
          [
            'Le vendeur est-il à jour du paiement de ses charges ?',
            '☐',
            '☒',
            'Reste dû : 1 240,12 € (appel travaux échu le 01/04/2025)',
          ],
          [
            'Existe-t-il des appels de fonds travaux à venir ?',
            '☒',
            '☐',
            '2e fraction ravalement : 1 240,12 € exigible le 01/07/2025',
          ],
          ['Une procédure est-elle en cours contre le vendeur ?', '☐', '☒', ''],
          ['Le syndicat a-t-il souscrit un emprunt collectif ?', '☐', '☒', ''],
          ['Date de la dernière AG ayant approuvé les comptes', '', '', '17/06/2024'],
        ),
      ],
      [
        table(
          ['Question', 'Réponse'],
          ['Montant du fonds de travaux attaché au lot', '847,10 €'],
          ['Avances versées par le vendeur (fonds de roulement)', '300,00 €'],
          ['Honoraires de mutation (état daté)', '350,00 € TTC'],
          ['Prochaine assemblée générale', 'prévue en juin 2025'],
        ),
        p(
          'Pièces jointes : dernier procès-verbal, relevé de compte du vendeur, fiche synthétique, carnet d’entretien.',
        ),
        right('Fait à Lille le 04.06.2025\nCabinet MOREL Immobilier — cachet et signature'),
      ],
    ],
    figures: [
      money('unbudget', 124012),
      money('unbudget_not_due', 124012),
      day('dt_based', '2024-06-17'),
      money('works_funds_lot', 84710, 2),
      money('reserved_advances', 30000, 2),
      money('transfer_fees', 35000, 2),
    ],
    scan: scanned(200, 0.4, 19),
  },

  // A big syndic's état daté in the decree's three parts, over two pages: the request, the
  // planned sale and the last contribution carry other dates.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-19',
    pages: [
      [
        small('ORÉA SYNDIC — Direction régionale Sud — 5 rue Sainte-Catherine 13001 Marseille'),
        title('ÉTAT DATÉ'),
        p(
          'Article 5 du décret n° 67-223 du 17 mars 1967 — article 20 de la loi n° 65-557 du 10 juillet 1965',
        ),
        table(
          ['Copropriété', 'Résidence Les Calanques, 88 boulevard de la Corderie 13007 Marseille'],
          ['Lot vendu', 'n° 45 (appartement T2) — 118 / 10 000'],
          ['Vendeur', 'M. Thierry Orsini'],
          ['Demande du notaire', 'reçue le 10/02/2025 — Maître Agostini, Marseille'],
          ['Date prévue de la mutation', '15/04/2025'],
          ['Dernière AG ayant approuvé les comptes', '12/06/2024 (exercice 2023)'],
        ),
        heading('1re partie — Sommes dues par le vendeur au syndicat'),
        table(
          ['A — Sommes exigibles', 'Montant'],
          ['1° Provisions exigibles du budget prévisionnel', '0,00'],
          ['2° Provisions exigibles des dépenses hors budget', '312,00'],
          ['3° Charges impayées sur les exercices antérieurs', '0,00'],
          ['4° Sommes devenues exigibles du fait de la vente (article 33)', 'néant'],
          ['Total', '312,00'],
        ),
      ],
      [
        heading('2e partie — Sommes dont le syndicat pourrait être débiteur envers le vendeur'),
        table(
          ['B', 'Montant'],
          ['Avances détenues (avance de trésorerie permanente)', '600,00'],
          ['Provisions exigées par anticipation', '0,00'],
        ),
        heading('3e partie — Sommes qui incomberaient au nouveau copropriétaire'),
        table(
          ['C', 'Montant'],
          ['Provisions du budget prévisionnel non encore exigibles', '1 450,00'],
          ['Provisions hors budget non encore exigibles', '2 080,00'],
        ),
        heading('Fonds de travaux'),
        p(
          'Quote-part du fonds de travaux attachée au lot : 1 022,40 €. Dernière cotisation versée par le vendeur : 58,00 €, appelée le 01/01/2025.',
        ),
        p(
          'Honoraires du syndic pour l’établissement du présent état daté : 380,00 € TTC, à la charge du vendeur.',
        ),
        right('Marseille, établi le 19 février 2025\nPour Oréa Syndic, le gestionnaire'),
      ],
    ],
    figures: [
      day('dt_based', '2024-06-12'),
      money('budget', 0),
      money('unbudget', 31200),
      money('reserved_advances', 60000, 2),
      money('ongoing_budget', 145000, 2),
      money('unbudget_not_due', 208000, 2),
      money('works_funds_lot', 102240, 2),
      money('works_funds_last_contribution', 5800, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      money('transfer_fees', 38000, 2),
    ],
  },
];
