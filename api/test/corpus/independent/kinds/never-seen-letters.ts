import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Never-seen batch: tradesmen's and a syndic's invoices, and letters — a formal notice, an
 * e-mail thread, a circular, a notary's request and an extranet message. Nobody tunes on
 * these.
 */
export const neverSeenLetters: DocumentSpec[] = [
  // A plumber's invoice: the intervention day, the quote's day and the due date are other
  // dates.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-24',
    pages: [
      [
        p(
          'PLOMBERIE CHAUFFAGE DURAND & FILS\n18 rue de Paris — 94300 Vincennes — 01 43 28 17 90\nSARL au capital de 8 000 € — SIRET 433 912 807 00019 — TVA FR 52 433912807',
        ),
        right(
          'Syndicat des copropriétaires du 7 avenue de Paris\nreprésenté par son syndic, Cabinet Hoche Gestion\n3 rue de Montreuil, 94300 Vincennes',
        ),
        title('FACTURE N° F2025-0142'),
        table(
          ['Date de facture', 'Échéance', 'Code client'],
          ['24/02/2025', '26/03/2025', 'SDC-7AVP'],
        ),
        p('Intervention du 19/02/2025 — devis n° D2025-031 du 10/02/2025 accepté par le syndic.'),
        table(
          ['Désignation', 'Qté', 'P.U. HT', 'Total HT'],
          ['Recherche de fuite sur colonne d’eau froide (cave)', '3 h', '58,00', '174,00'],
          ['Remplacement de 2 m de tube cuivre Ø 22 et raccords', '1', '86,40', '86,40'],
          ['Déplacement', '1', '35,00', '35,00'],
          ['Total HT', '', '', '295,40'],
          ['TVA 10 %', '', '', '29,54'],
          ['Total TTC', '', '', '324,94'],
        ),
        small(
          'Paiement à 30 jours. Pénalités de retard : trois fois le taux d’intérêt légal ; indemnité forfaitaire pour frais de recouvrement : 40 €. Assurance décennale MAAF n° 142 118 774.',
        ),
      ],
    ],
    figures: [],
  },

  // A roofer's invoice whose date sits under a header in a table; scanned as an image.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-10-29',
    pages: [
      [
        p(
          'COUVERTURE ZINGUERIE LE BRIS\nArtisan couvreur — 5 route de Bénodet — 29000 Quimper\nSIRET 791 004 288 00012',
        ),
        title('FACTURE'),
        table(
          ['Date', 'N°', 'Client'],
          ['29/10/2024', '2024-118', 'SDC Résidence de l’Odet, 2 quai de l’Odet, Quimper'],
        ),
        p('Travaux réalisés du 21 au 23 octobre 2024 suite à la tempête, à la demande du syndic.'),
        table(
          ['Désignation', 'Montant HT'],
          ['Remplacement de 12 ardoises naturelles, versant nord', '540,00'],
          ['Reprise du solin de la cheminée en plomb', '390,00'],
          ['Nettoyage des gouttières et descentes', '250,00'],
          ['Total HT', '1 180,00'],
          ['TVA 10 %', '118,00'],
          ['Net à payer TTC', '1 298,00'],
        ),
        p('Règlement à réception de facture. Merci de votre confiance.'),
      ],
    ],
    figures: [],
    scan: scanned(165, -1.0, 22, 'png'),
  },

  // A syndic's fee note for an état daté: the body names other documents and an earlier
  // request.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-06-03',
    pages: [
      [
        small(
          'AZUR GESTION — Syndic de copropriété — 41 boulevard Victor-Hugo 06000 Nice — RCS Nice 528 330 114',
        ),
        right('M. Lucas Bernardi\n23 avenue de Cimiez, lot 104\n06000 Nice'),
        title('Note d’honoraires n° HM-2025-00412'),
        p('Date de facture : 3 juin 2025'),
        p(
          'Objet : établissement de l’état daté (article 10-1 de la loi du 10 juillet 1965) à la suite de la demande de Maître Rinaldi, notaire, reçue le 20 mai 2025, pour la vente de votre lot.',
        ),
        table(['Prestation', 'HT', 'TVA 20 %', 'TTC'], ['État daté', '316,67', '63,33', '380,00']),
        p(
          'Cette somme sera prélevée sur le prix de vente par le notaire et imputée sur votre compte copropriétaire.',
        ),
        small('Plafond réglementaire : 380 € TTC (décret n° 2020-153 du 21 février 2020).'),
      ],
    ],
    figures: [],
  },

  // A formal notice by registered letter: the reminder before it, the unpaid calls and the
  // deadline are other dates; the statement it encloses is named.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-03',
    pages: [
      [
        p('Cabinet Bertrand Immobilier\n6 place du Martroi\n45000 Orléans'),
        right('Monsieur Damien Roux\n19 rue Jeanne-d’Arc, lot 11\n45000 Orléans'),
        right('Orléans, 3 mars 2025'),
        p('LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION n° 1A 189 442 1187 5'),
        p('Objet : MISE EN DEMEURE — charges de copropriété impayées'),
        p('Monsieur,'),
        p(
          'Malgré notre lettre de relance du 3 février 2025, nous constatons que les appels de fonds des 1er octobre 2024 et 1er janvier 2025 demeurent impayés. Selon le relevé de compte ci-joint, vous restez devoir au syndicat des copropriétaires la somme de 1 318,40 €.',
        ),
        p(
          'Nous vous mettons en demeure de régler cette somme dans un délai de trente jours à compter de la réception de la présente. À défaut, nous saisirons le président du tribunal judiciaire selon la procédure accélérée au fond prévue à l’article 19-2 de la loi du 10 juillet 1965, et les frais de recouvrement resteront à votre charge (article 10-1).',
        ),
        p('Veuillez agréer, Monsieur, nos salutations distinguées.'),
        right('Le syndic\nCabinet Bertrand Immobilier'),
        small('PJ : relevé de compte arrêté au 28/02/2025'),
      ],
    ],
    figures: [],
  },

  // An e-mail thread printed from a mailbox: the latest message is the letter's day; the
  // quoted message, the preliminary contract and the attachments' names are traps.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-13',
    pages: [
      [
        p(
          'De : Karim Belaïd <k.belaid@neogestion.fr>\nEnvoyé : mardi 13 mai 2025 16:42\nÀ : Chloé Ferrand <chloe.ferrand@orange.fr>\nObjet : RE: Vente lot 23 — documents pour le notaire',
        ),
        p(
          'Pièces jointes : PV AGO 10-04-2025.pdf ; Releve_compte_lot23.pdf ; Fiche_synthetique.pdf ; Reglement_copropriete_1972.pdf',
        ),
        p('Bonjour Madame Ferrand,'),
        p(
          'Vous trouverez ci-joint le procès-verbal de la dernière assemblée générale, votre relevé de compte, la fiche synthétique et le règlement de copropriété. Le questionnaire de votre notaire sera traité dans les dix jours suivant sa réception par notre service mutations.',
        ),
        p(
          'Bien cordialement,\nKarim Belaïd — Gestionnaire de copropriété — NEOGESTION SYNDIC — 01 43 55 00 12',
        ),
        p('-----Message d’origine-----'),
        p(
          'De : Chloé Ferrand <chloe.ferrand@orange.fr>\nEnvoyé : lundi 12 mai 2025 09:15\nÀ : k.belaid@neogestion.fr\nObjet : Vente lot 23 — documents pour le notaire',
        ),
        p(
          'Bonjour Monsieur, je vends mon appartement du 14 rue de la Roquette (compromis signé le 28 avril 2025). Pourriez-vous m’envoyer les documents demandés par le notaire ? Merci d’avance, Chloé Ferrand',
        ),
      ],
    ],
    figures: [],
  },

  // A circular about a new managing agent, on the first of the month; scanned.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-04-01',
    pages: [
      [
        small('LEMARCHAND & DUBREUIL — 18 cours de l’Intendance 33000 Bordeaux — 05 56 44 20 20'),
        p('Aux copropriétaires de la Résidence Le Parc Saint-Vincent'),
        right('Bordeaux, le 1er avril 2025'),
        p('Objet : changement de gestionnaire de votre copropriété'),
        p('Madame, Monsieur,'),
        p(
          'Nous vous informons qu’à compter du 14 avril 2025, la gestion de votre copropriété sera assurée par Mme Inès Carvalho, en remplacement de M. Didier Faure, appelé à d’autres fonctions au sein du cabinet.',
        ),
        p(
          'Mme Carvalho préparera avec le conseil syndical la prochaine assemblée générale, dont la convocation vous parviendra à la fin du mois. Les appels de fonds, le carnet d’entretien et les procès-verbaux restent consultables sur votre espace en ligne.',
        ),
        p('Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.'),
        right('La direction de la gestion'),
      ],
    ],
    figures: [],
    scan: scanned(185, 1.5, 14),
  },

  // A notary's request to a syndic, the text layer gluing « le » to the day; the deed's
  // planned day is in the future.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-17',
    pages: [
      [
        small('Maître Yves LE GOFF — Notaire — 2 rue Le Bastard — 35000 Rennes — 02 99 79 00 00'),
        right('Cabinet Armor Syndic\nService mutations\n12 boulevard de la Liberté\n35000 Rennes'),
        right('Rennes, le17 mars 2025'),
        p(
          'N/Réf. : YLG/MT/2025-0214 — Vente GUILLOU / MARTIN — lot n° 8, Résidence du Thabor, 9 rue de Paris, Rennes',
        ),
        p('Madame, Monsieur,'),
        p(
          'Je suis chargé de la vente du lot désigné en référence, suivant compromis signé le 10 mars 2025. La signature de l’acte authentique est prévue le 15 juillet 2025.',
        ),
        p(
          'Je vous serais obligé de bien vouloir m’adresser l’état daté prévu par l’article 5 du décret du 17 mars 1967, ainsi que les trois derniers procès-verbaux d’assemblée générale, la fiche synthétique, le carnet d’entretien et le dossier technique amiante des parties communes.',
        ),
        p('Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'),
        right('Yves Le Goff'),
      ],
    ],
    figures: [],
  },

  // A message in an extranet's mailbox, printed: the claim's day and the expert's visit
  // (in the future) are other dates.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        small('Extranet Azur Gestion — Messagerie — Lot 104'),
        heading('Message du 10/06/2025'),
        table(
          ['De', 'Azur Gestion — service sinistres'],
          ['À', 'M. Lucas Bernardi'],
          ['Objet', 'Votre déclaration de sinistre — dégât des eaux'],
        ),
        p('Monsieur,'),
        p(
          'Nous accusons réception de votre déclaration du 2 juin 2025 concernant l’infiltration constatée dans votre salle de bains. Le sinistre a été déclaré à l’assureur de l’immeuble (contrat multirisque n° 88 120 554).',
        ),
        p(
          'L’expert mandaté par l’assureur se rendra sur place le 8 juillet 2025 à 9 h 30. Merci de tenir à sa disposition le constat amiable signé avec votre voisin du dessus et la facture du plombier.',
        ),
        p('Cordialement,\nLe service sinistres'),
      ],
    ],
    figures: [],
  },
];
