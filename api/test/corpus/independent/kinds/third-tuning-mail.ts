import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, invoices and letters: an artisan's invoice quoting its quote and the
 * intervention, the syndic's fee note for the « état daté », a dunning letter naming calls,
 * statements and assemblies, and a notary's letter asking for a questionnaire.
 */
export const thirdMail: DocumentSpec[] = [
  {
    // an artisan's invoice to the building: quote date, intervention date, due date
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-07',
    figures: [],
    pages: [
      [
        small(
          'SARL PLOMBERIE DUPUIS — 9 rue de la Gare — 37000 Tours — SIRET 432 109 876 00015 — TVA FR 12 432109876',
        ),
        title('FACTURE N° F2025-0142'),
        table(
          ['Date', 'Échéance', 'Client'],
          ['07/02/2025', '09/03/2025', 'SDC Résidence Le Parc, c/o Cabinet Arnaud, syndic'],
        ),
        p('Intervention du 30/01/2025 : recherche de fuite sur colonne d’eaux usées, bâtiment B.'),
        p('Selon devis n° D2024-311 du 12/12/2024 accepté par le conseil syndical.'),
        table(
          ['Désignation', 'Qté', 'P.U. HT', 'Total HT'],
          ['Main-d’œuvre (heures)', '6', '58,00', '348,00'],
          ['Caméra d’inspection', '1', '180,00', '180,00'],
          ['Raccord PVC Ø100 et fournitures', '1', '64,50', '64,50'],
        ),
        table(['Total HT', 'TVA 10 %', 'Total TTC'], ['592,50', '59,25', '651,75']),
        small(
          'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire de recouvrement : 40 €.',
        ),
      ],
    ],
  },
  {
    // the syndic's fee note for a sale: « état daté » and « pré-état daté » named, dotted date
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-04-22',
    figures: [],
    pages: [
      [
        small(
          'Cabinet Delaunay Syndic — 3 place Bellecour — 69002 Lyon — carte professionnelle CPI 6901 2016 000 012 004',
        ),
        heading('Note d’honoraires n° 2025-0418'),
        p(
          'Date de facture : 22.04.2025 — à l’attention de Maître Girard, notaire, pour le compte de M. Favre, vendeur',
        ),
        table(
          ['Prestation', 'Montant TTC'],
          ['Établissement de l’état daté (article 10-1 de la loi du 10 juillet 1965)', '380,00 €'],
          ['Frais d’envoi recommandé', '8,50 €'],
          ['Total à régler', '388,50 €'],
        ),
        p(
          'Le pré-état daté et le questionnaire du notaire ont été transmis le 10/03/2025 sans frais supplémentaires. Honoraires prélevés sur le prix de vente lors de la signature.',
        ),
      ],
    ],
  },
  {
    // a dunning letter: registered mail, calls and an assembly quoted, « Marseille, le »
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-19',
    figures: [],
    pages: [
      [
        small('MÉDITERRANÉE SYNDIC — 60 rue Grignan — 13001 Marseille'),
        right('Marseille, le 19 mai 2025'),
        p('Lettre recommandée avec accusé de réception n° 1A 178 456 7890 1'),
        p('M. Stéphane Orsini — 12 boulevard Chave — 13005 Marseille'),
        p('Objet : relance avant mise en demeure — charges impayées, lot n° 27'),
        p(
          'Monsieur, sauf erreur de notre part, les appels de fonds du 1er janvier 2025 et du 1er avril 2025 demeurent impayés, soit un solde débiteur de 864,00 € selon le relevé de compte ci-joint.',
        ),
        p(
          'Nous vous rappelons que le budget prévisionnel a été voté par l’assemblée générale du 12 juin 2024 et que les provisions sont exigibles le premier jour de chaque trimestre.',
        ),
        p(
          'À défaut de règlement sous quinzaine, le dossier sera transmis à notre avocat, les frais de recouvrement restant à votre charge (article 10-1 de la loi du 10 juillet 1965).',
        ),
        p(
          'Nous vous prions d’agréer, Monsieur, nos salutations distinguées. Le service contentieux',
        ),
      ],
    ],
  },
  {
    // a notary's letter asking the syndic for a questionnaire, scanned: « le 1er avril »
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-04-01',
    figures: [],
    scan: scanned(200, 1.2, 14),
    pages: [
      [
        small('Maître Claire Vasseur — Notaire — 11 rue Gambetta — 80000 Amiens'),
        right('Amiens, le 1er avril 2025'),
        p('Cabinet Picardie Syndic — 4 rue des Trois-Cailloux — 80000 Amiens'),
        p('Objet : vente Moreau / Lefort — lot n° 6, 25 rue Jules-Barni'),
        p(
          'Madame, Monsieur, je suis chargée de la vente du lot désigné en objet, dont la signature de l’avant-contrat est prévue le 28 avril 2025.',
        ),
        p(
          'Je vous remercie de bien vouloir me faire parvenir le questionnaire syndic ci-joint complété, ainsi que les procès-verbaux des trois dernières assemblées générales, la fiche synthétique et le carnet d’entretien de l’immeuble.',
        ),
        p('Je vous prie de croire, Madame, Monsieur, à l’assurance de mes sentiments distingués.'),
        p('Claire Vasseur'),
      ],
    ],
  },
  {
    // a one-man business's bare invoice: no « facture » title, « Note » and a total due
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-12-18',
    figures: [],
    scan: scanned(160, 0.7, 13, 'png'),
    pages: [
      [
        heading('Jardins & Espaces Verts Lucas Meunier — auto-entrepreneur'),
        small('SIRET 851 204 377 00012 — TVA non applicable, art. 293 B du CGI'),
        p(
          'Client : Syndicat des copropriétaires Le Hameau des Pins, 2 allée des Pins, 40200 Mimizan',
        ),
        p('N° 2024-087 du 18/12/2024'),
        table(
          ['Désignation', 'Quantité', 'Prix unitaire', 'Montant'],
          ['Taille des haies (novembre)', '1', '420,00', '420,00'],
          ['Évacuation des déchets verts', '2', '45,00', '90,00'],
        ),
        p('Net à payer : 510,00 € — à régler par virement à réception.'),
        small('IBAN FR76 1234 5678 9012 3456 7890 123'),
      ],
    ],
  },
  {
    // the town hall's letter to the syndic about a peril: « arrêté du » another date
    kind: 'courrier',
    doctype: 10,
    dateISO: '2024-09-24',
    figures: [],
    pages: [
      [
        small(
          'MAIRIE DE SAINT-ÉTIENNE — Direction de l’urbanisme — Service hygiène et sécurité de l’habitat',
        ),
        p('Affaire suivie par : M. Perrin — Réf. : SHS/2024/1187'),
        p('Monsieur le Syndic, Cabinet Forez Gestion, 5 place Jean-Jaurès, 42000 Saint-Étienne'),
        p('Saint-Étienne, le mardi 24 septembre 2024'),
        p('Objet : immeuble 31 rue de la Résistance — balcons du 3e étage'),
        p(
          'Monsieur, à la suite de la visite de nos services le 16 septembre 2024, je vous informe que l’état des balcons en façade présente un danger pour les passants. Je vous demande de faire réaliser un diagnostic de structure et de m’en transmettre les conclusions sous un mois, faute de quoi un arrêté de mise en sécurité pourra être pris.',
        ),
        p('Veuillez agréer, Monsieur le Syndic, l’expression de mes salutations distinguées.'),
        p('Pour le Maire, l’adjoint délégué'),
      ],
    ],
  },
];
