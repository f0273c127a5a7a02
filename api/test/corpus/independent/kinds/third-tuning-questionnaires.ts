import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, syndic questionnaires as notaries send them and clerks scan them
 * back: a notary's letterhead, « Madame, Monsieur » openings, tick boxes, the planned
 * signing date of the sale after the syndic's answer, the syndic's date at the bottom.
 */
export const thirdQuestionnaires: DocumentSpec[] = [
  {
    // a notary's form filled by the syndic, two scanned pages with tick boxes
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02', 2),
      money('works_funds', 3148000, 2),
      money('works_funds_lot', 41236, 2),
    ],
    scan: scanned(200, -0.7, 15),
    pages: [
      [
        small(
          'Étude de Maîtres Bernard & Lefèvre, notaires associés — 18 cours Clemenceau — 33000 Bordeaux',
        ),
        heading('QUESTIONNAIRE À COMPLÉTER PAR LE SYNDIC'),
        p('Vente des lots n° 23 et 41 — Résidence Saint-Genès, 120 rue de Pessac, Bordeaux'),
        p('Vendeur : M. Paul Garnier — Acquéreur : Mme Inès Haddad'),
        p('Date prévue pour la signature de l’acte authentique : 15/07/2025'),
        heading('I. Procédures et travaux'),
        p('1. Des procédures judiciaires sont-elles en cours contre le syndicat ?   ☐ Oui   ☒ Non'),
        p('2. Des travaux ont-ils été votés et non encore appelés ?   ☒ Oui   ☐ Non'),
        p('   Lesquels : ravalement des façades sur rue (assemblée générale du 12/06/2024)'),
        p('3. Le vendeur fait-il l’objet d’une procédure de recouvrement ?   ☐ Oui   ☒ Non'),
      ],
      [
        heading('II. Fonds de travaux (article 14-2 de la loi du 10 juillet 1965)'),
        p('4. Montant du fonds de travaux au dernier exercice clos : 31 480,00 €'),
        p('5. Quote-part du fonds de travaux attachée aux lots vendus : 412,36 €'),
        heading('III. Divers'),
        p('6. Existe-t-il un emprunt collectif ?   ☐ Oui   ☒ Non'),
        p('7. Un diagnostic technique global a-t-il été réalisé ?   ☐ Oui   ☒ Non'),
        p('Cachet et signature du syndic'),
        p('Fait à Bordeaux, le 2 juin 2025 — Sud-Ouest Syndic, M. Lacaze, gestionnaire'),
      ],
    ],
  },
  {
    // one page scanned to PNG: it opens like a letter, the syndic dates it at the bottom
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-03-14',
    figures: [day('document_date', '2025-03-14')],
    scan: scanned(150, 1.4, 17, 'png'),
    pages: [
      [
        small(
          'Office notarial du Vieux-Port — Maître Anne Rossi — 2 quai de Rive-Neuve — 13007 Marseille',
        ),
        heading('RENSEIGNEMENTS À FOURNIR PAR LE SYNDIC (à retourner à l’étude)'),
        p(
          'Madame, Monsieur, nous vous remercions de bien vouloir compléter le présent questionnaire et nous le retourner accompagné des pièces demandées.',
        ),
        p('Dossier : vente DUMAS / LEROY — lot n° 9, 27 rue Sainte, Marseille'),
        p('[X] Copropriété immatriculée au registre national — n° AB2-781-334'),
        p('[ ] Procédure en cours contre le syndicat'),
        p('[X] Travaux votés : remplacement de l’ascenseur (AG du 24/06/2024)'),
        p('[ ] Plan pluriannuel de travaux adopté'),
        p(
          '[X] Pièces jointes : PV des trois dernières AG, règlement de copropriété, carnet d’entretien',
        ),
        p('Le 14/03/2025'),
        p('Le syndic (cachet et signature)'),
      ],
    ],
  },
  {
    // an extranet's answer form: question / answer table, the building's debts named
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2024-10-10',
    figures: [
      day('document_date', '2024-10-10'),
      money('unpaid', 874530),
      money('unpaid_providers', 211800),
    ],
    pages: [
      [
        small('Espace notaires — Oralia Syndic Grenoble — dossier 2024-NOT-5512'),
        title('Questionnaire préalable à la vente — réponses du syndic'),
        table(
          ['Question', 'Réponse'],
          ['Copropriété', 'Le Belledonne, 14 avenue Alsace-Lorraine, 38000 Grenoble'],
          ['Lot(s) vendu(s)', '112 (appartement), 147 (parking)'],
          ['Date de réponse', '10/10/2024'],
          ['Impayés de charges de la copropriété (annexe 1)', '8 745,30 €'],
          ['Dettes envers les fournisseurs', '2 118,00 €'],
          ['Procédure en cours', 'non'],
          ['Dernière assemblée générale', '19/06/2024'],
          ['Prochaine assemblée générale', 'juin 2025'],
          ['Travaux votés non réalisés', 'isolation des combles, appel au 01/01/2025'],
        ),
        small(
          'Réponses données au vu des comptes approuvés ; l’état daté sera établi sur demande.',
        ),
      ],
    ],
  },
  {
    // a notary's letterhead and reference, then numbered questions, answered and signed
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-01-27',
    figures: [day('document_date', '2025-01-27')],
    scan: scanned(180, 0.6, 12),
    pages: [
      [
        small('SCP Vandamme – Notaires – 45 rue Nationale – 59000 Lille – Tél. 03 20 00 00 00'),
        p('Notre réf. : JV/2025/0113 — Syndic : Cabinet Flandres Immobilier'),
        heading('Questionnaire syndic — Vente Lemaire à Caron'),
        p('Immeuble : 8 rue Esquermoise, 59000 Lille — lots 5 et 18'),
        table(
          ['N°', 'Question', 'Oui', 'Non', 'Observations'],
          ['1', 'Le vendeur est-il à jour de ses charges ?', 'X', '', ''],
          ['2', 'Des travaux ont-ils été votés ?', 'X', '', 'toiture, AG du 05/06/2024'],
          ['3', 'Une procédure est-elle en cours ?', '', 'X', ''],
          ['4', 'Existe-t-il un fonds de travaux ?', 'X', '', 'voir annexe 1'],
          ['5', 'L’immeuble est-il concerné par l’amiante ?', 'X', '', 'DTA à jour'],
        ),
        p('Fait à Lille le 27 janvier 2025'),
        p('Pour le syndic, le gestionnaire'),
      ],
    ],
  },
  {
    // a text-layer form whose words are glued, answers after colons
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2024-11-29',
    figures: [day('document_date', '2024-11-29')],
    pages: [
      [
        small('ÉTUDEDEMAÎTREGUILLOT-NOTAIRE-21000DIJON'),
        heading('QUESTIONNAIREAUSYNDIC'),
        p('Lotn°12-Vendeur:MmeRenaud-Acquéreur:M.Blanc'),
        p('1.Montantdesprovisionsexigiblesnonpayéesparlevendeur:néant'),
        p('2.Travauxvotés:non'),
        p('3.Procédures:aucune'),
        p('4.Datedeladernièreassembléegénérale:12/06/2024'),
        right('Dijon,le29/11/2024'),
        p('Lesyndic'),
      ],
    ],
  },
  {
    // a notary's standard form, scanned on one page: numbered boxes, no date but the syndic's
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-06',
    figures: [day('document_date', '2025-05-06')],
    scan: scanned(170, -1.4, 16, 'png'),
    pages: [
      [
        small('Notaires Associés du Grand Nancy — 6 place Carnot — 54000 Nancy'),
        heading('DEMANDE DE RENSEIGNEMENTS AU SYNDIC DE COPROPRIÉTÉ'),
        p('(article L.721-2 du code de la construction et de l’habitation)'),
        table(
          ['Immeuble', '14 rue Stanislas, 54000 Nancy'],
          ['Lots', '3 (appartement) — 19 (cave)'],
          ['Vendeur', 'Consorts Mathieu'],
        ),
        p('☒ Le vendeur est à jour de ses charges à la date des présentes'),
        p('☐ Le syndicat est engagé dans une procédure judiciaire'),
        p('☒ Un fonds de travaux existe (montant indiqué sur l’annexe jointe)'),
        p('☐ Un emprunt collectif a été souscrit par le syndicat'),
        p(
          '☒ Les documents suivants sont joints : fiche synthétique, règlement de copropriété, derniers PV',
        ),
        p('Réponse du syndic, le 6 mai 2025 — Lorraine Syndic, service mutations'),
      ],
    ],
  },
  {
    // an agent's own answer sheet to the notary, headed like a letter, text layer
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-20',
    figures: [
      day('document_date', '2025-02-20'),
      money('works_funds', 1575000),
      day('dt_works_funds', '2024-12-31'),
    ],
    pages: [
      [
        small('SOGEPRIM SYNDIC — 20 rue d’Alsace — 49100 Angers'),
        right('Angers, le 20 février 2025'),
        p('Maître Perrault, notaire — vente de M. Chauvin, lot 11'),
        heading('Réponses au questionnaire du notaire'),
        p('Question 1 — Situation du vendeur : à jour de ses charges à ce jour.'),
        p(
          'Question 2 — Travaux votés : réfection de la toiture votée lors de l’AG du 26/06/2024, appels au 1er avril et au 1er juillet 2025.',
        ),
        p('Question 3 — Fonds de travaux : 15 750,00 € au 31/12/2024.'),
        p('Question 4 — Procédures : néant.'),
        p('Question 5 — Diagnostics : DTA du 12/03/2005, pas de plomb en parties communes.'),
        p('Le gestionnaire de copropriété'),
      ],
    ],
  },
];
