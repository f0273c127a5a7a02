import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A fifth tuning batch, written before reading the rules, about rival dates of equal
 * strength: each document prints its own date and another one in an equally strong
 * context (« établi le », « fait à … le », « date : », « du … ») — the date of a document
 * it answers, replaces, cancels or corrects, of a previous meeting, of a first meeting
 * without quorum, of a request, a visit, a payment or a previous report — or its only date
 * is weak (a footer, a file name). Dates are also written in letters, with weekdays, with
 * abbreviated months, « 1er », two-digit years, split across lines or cells, repeated in
 * every page's header, or in the caption of a signature. The date expected is the one a
 * careful human gives the document: minutes the meeting's, notices and letters the
 * letter's, reports their signature's, statements the day they are drawn up at, invoices
 * their issue.
 */
export const fifthDates: DocumentSpec[] = [
  // Minutes quoting the previous meeting with the same wording as their own.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-10',
    pages: [
      [
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 10 AVRIL 2025'),
        p(
          'Syndicat des copropriétaires de la Résidence Le Clos Fleuri, 22 rue Pasteur, 21000 Dijon',
        ),
        p(
          'Rappel : l’assemblée générale du 11 avril 2024 avait décidé de reporter le vote du ravalement à la présente assemblée, dans l’attente de trois devis.',
        ),
        table(
          ['N°', 'Résolution', 'Décision'],
          ['1', 'Désignation du président de séance', 'Adoptée'],
          ['2', 'Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024', 'Adoptée'],
          ['3', 'Ravalement des façades sur rue (devis Façades Bourguignonnes)', 'Adoptée'],
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 20 h 05.'),
      ],
    ],
    figures: [
      day('document_date', '2025-04-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
  },
  // A second meeting held because the first one had no quorum: both are « assemblée du ».
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-05',
    scan: scanned(180, 0.9, 12),
    pages: [
      [
        title('Procès-verbal de la seconde assemblée générale'),
        p(
          'La première assemblée générale du jeudi 15 mai 2025, convoquée pour voter la surélévation (article 26), n’ayant pas réuni la majorité des copropriétaires représentant les deux tiers des voix, une nouvelle assemblée a été convoquée.',
        ),
        p(
          'Assemblée générale du jeudi 5 juin 2025 à 18 heures, salle des fêtes de Talence. Copropriétaires présents ou représentés : 41 sur 63, totalisant 6 812 / 10 000 tantièmes.',
        ),
        p('Résolution unique : surélévation de l’immeuble (article 26-1). Adoptée.'),
        small('Régie Gironde Patrimoine — 8 cours de la Libération, 33400 Talence'),
      ],
    ],
    figures: [day('document_date', '2025-06-05')],
  },
  // A meeting held over two evenings: the day it opened dates the minutes.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-16',
    pages: [
      [
        title('PROCÈS-VERBAL — ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p('Copropriété Les Terrasses du Lez, 140 avenue de la Mer, 34000 Montpellier'),
        p(
          'L’assemblée générale s’est ouverte le lundi 16 décembre 2024 à 18 h 30 au Novotel Montpellier. À 23 h 10, l’ordre du jour n’étant pas épuisé, l’assemblée a décidé à l’unanimité de suspendre la séance et de la reprendre le mardi 17 décembre 2024 à 18 h 30 au même lieu.',
        ),
        table(
          ['Résolution', 'Séance', 'Résultat'],
          ['1 à 14', 'Séance du 16/12/2024', 'Adoptées'],
          ['15 à 22', 'Séance du 17/12/2024', 'Adoptées sauf n° 19'],
        ),
      ],
      [
        p('Séance levée le 17 décembre 2024 à 21 h 50.'),
        p('Le président de séance, le secrétaire, les scrutateurs.'),
      ],
    ],
    figures: [day('document_date', '2024-12-16')],
  },
  // Minutes dated in words with a weekday; a header on every page prints the export day.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-05-23',
    pages: [
      [
        small('Export PDF du 04/06/2024 — Syndic Horizon — page 1/2'),
        title('Procès-verbal d’assemblée générale'),
        p(
          'Ce jeudi, l’an deux mille vingt-quatre, le vingt-trois mai, à dix-huit heures trente, les copropriétaires de l’immeuble du 3 rue Saint-Rome à Toulouse se sont réunis en assemblée générale ordinaire.',
        ),
        table(
          ['Résolution', 'Pour', 'Contre', 'Abstention'],
          ['Approbation des comptes 2023', '7 214', '0', '310'],
          ['Budget 2025', '6 980', '544', '0'],
        ),
      ],
      [
        small('Export PDF du 04/06/2024 — Syndic Horizon — page 2/2'),
        p('Contrat de syndic renouvelé du 24/05/2024 au 23/05/2025.'),
        p('Fin de la séance à 20 h 15.'),
      ],
    ],
    figures: [day('document_date', '2024-05-23')],
  },
  // A notice: the letterhead's creation day, the letter's day, the posting day, the meeting.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2024-09-06',
    pages: [
      [
        p('CABINET SAINT-JEAN — 12 quai Romain-Rolland, 69005 Lyon — Modèle créé le 02/01/2024'),
        right('Lyon, le 6 septembre 2024'),
        title('Convocation à l’assemblée générale ordinaire'),
        p(
          'Madame, Monsieur, nous vous prions d’assister à l’assemblée générale des copropriétaires du 18 rue du Bœuf qui se tiendra le mardi 8 octobre 2024 à 18 heures dans nos locaux.',
        ),
        table(
          ['N°', 'Ordre du jour'],
          ['1', 'Comptes 2023'],
          ['2', 'Budget 2025'],
          ['3', 'Travaux de toiture'],
        ),
        small('Date d’envoi (cachet de la poste) : 09/09/2024 — lettre recommandée avec AR'),
      ],
    ],
    figures: [],
  },
  // A second notice after a first meeting without quorum, dated by its letter.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-20',
    scan: scanned(165, -1.1, 13),
    pages: [
      [
        p('Syndic Provence Habitat — 51 rue Paradis, 13006 Marseille'),
        right('Marseille, le 20 mars 2025'),
        title('SECONDE CONVOCATION'),
        p(
          'L’assemblée générale du 12 mars 2025 n’ayant pu statuer sur la résolution n° 7 faute de majorité de l’article 25, nous vous convoquons à une nouvelle assemblée générale le lundi 14 avril 2025 à 17 h 30.',
        ),
        p(
          'Les formulaires de vote par correspondance devront être reçus au plus tard le 11/04/2025.',
        ),
      ],
    ],
    figures: [],
  },
  // A notice whose dates use abbreviated months and weekdays.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-01-13',
    pages: [
      [
        p('Agence Méditerranée Gestion — Toulon'),
        right('Toulon, lun. 13 janv. 2025'),
        title('Convocation — assemblée générale extraordinaire'),
        p(
          'Vous êtes convoqués le jeu. 13 févr. 2025 à 18 h, 4 place de la Liberté, pour délibérer sur le remplacement de l’ascenseur (devis du 9 déc. 2024).',
        ),
        table(
          ['Pièce jointe', 'Date'],
          ['Devis Schindler', '09 déc. 2024'],
          ['Devis Kone', '16 déc. 2024'],
        ),
      ],
    ],
    figures: [],
  },
  // A notice sent twice: the corrected one cancels and replaces the first.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2024-10-02',
    pages: [
      [
        p('Nexity Lille Centre — 3 rue Nationale, 59000 Lille'),
        p('Date : 02/10/2024'),
        title('CONVOCATION RECTIFICATIVE'),
        p(
          'La présente convocation annule et remplace la convocation datée du 23/09/2024, dont le lieu de réunion était erroné.',
        ),
        p(
          'L’assemblée générale ordinaire se tiendra le mercredi 6 novembre 2024 à 18 h 30, Maison des associations, 72 rue Royale.',
        ),
      ],
    ],
    figures: [],
  },
  // A call that cancels and replaces an earlier call, both dated with the same label.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-17',
    pages: [
      [
        p('SDC LE BELVÉDÈRE — Syndic : Oralia Rennes'),
        title('APPEL DE FONDS RECTIFICATIF'),
        table(['Date de l’appel', 'Exigible le'], ['17/03/2025', '01/04/2025']),
        p(
          'Cet appel annule et remplace l’appel du 03/03/2025, calculé sur un budget erroné. Les sommes déjà versées au titre de l’appel du 03/03/2025 restent acquises.',
        ),
        table(
          ['Nature', 'Montant'],
          ['Provisions 2e trimestre 2025', '512,00'],
          ['Fonds de travaux (loi ALUR)', '25,60'],
          ['Total', '537,60'],
        ),
      ],
    ],
    figures: [day('document_date', '2025-03-17'), money('works_funds_last_contribution', 2560)],
  },
  // A scanned call: issue day, due day and quarter in one row of cells.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-09-13',
    scan: scanned(170, 1.3, 11),
    pages: [
      [
        p('Cabinet Vendôme — 9 rue de la République, 45000 Orléans'),
        title('Avis d’échéance'),
        table(['Émis le', 'Exigible le', 'Période'], ['13/09/2024', '01/10/2024', '4e trim. 24']),
        table(['Lot', 'Quote-part', 'Montant'], ['Lot 8 appartement', '124 / 1 000', '366,90']),
        small('Prélèvement automatique le 01/10/24 sauf opposition.'),
      ],
    ],
    figures: [day('document_date', '2024-09-13')],
  },
  // A call whose « Date : » is the due day, its issue day lower down.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-02-26',
    pages: [
      [
        p('Foncia Val de Loire — Tours'),
        title('Appel de provisions'),
        p('Date d’échéance : 01/04/2025'),
        p('Date d’émission : 26/02/2025'),
        table(
          ['Poste', 'Montant'],
          ['Budget 2025 — T2', '288,00'],
          ['Travaux ascenseur — 2/4', '150,00'],
        ),
        p('Travaux votés par l’assemblée générale du 05/12/2024.'),
      ],
    ],
    figures: [day('document_date', '2025-02-26')],
  },
  // A statement: « arrêté au », « édité le », the last operation.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-30',
    pages: [
      [
        title('EXTRAIT DE COMPTE COPROPRIÉTAIRE'),
        p('Compte arrêté au 30/04/2025 — édité le 05/05/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/04/2025', 'Appel provisions T2 2025', '455,00', ''],
          ['28/04/2025', 'Chèque n° 2231', '', '455,00'],
        ),
        p('Solde au 30/04/2025 : 0,00'),
      ],
    ],
    figures: [day('document_date', '2025-04-30')],
  },
  // A scanned statement whose every page carries the same dated header.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-01-31',
    scan: scanned(175, -0.7, 12),
    pages: [
      [
        small('Relevé de compte au 31/01/2025 — Lot 15 — page 1/2'),
        p('Date d’édition : 03/02/2025'),
        table(
          ['Date', 'Libellé', 'Montant'],
          ['01/01/2025', 'Appel T1 2025', '-610,00'],
          ['10/01/2025', 'Virement', '610,00'],
          ['22/01/2025', 'Appel travaux toiture', '-1 240,00'],
        ),
      ],
      [small('Relevé de compte au 31/01/2025 — Lot 15 — page 2/2'), p('Solde débiteur : 1 240,00')],
    ],
    figures: [day('document_date', '2025-01-31')],
  },
  // An invoice: the service day, the issue day, the due day, the payment stamp.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-11-14',
    pages: [
      [
        p('ÉLECTRICITÉ GÉNÉRALE BRETONNE — 17 rue de Brest, 29000 Quimper'),
        title('FACTURE N° 2024-1187'),
        p('Facture du 14 novembre 2024 — Intervention du 7 novembre 2024'),
        table(['Désignation', 'Qté', 'Total HT'], ['Remplacement minuterie hall', '1', '318,00']),
        p('Échéance : 14 décembre 2024'),
        small('ACQUITTÉE le 20/11/2024 par virement'),
      ],
    ],
    figures: [],
  },
  // A scanned invoice issued after the quote it follows.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-10-28',
    scan: scanned(160, 1.0, 14),
    pages: [
      [
        p('Menuiserie Lemoine — Angers'),
        p('Facture n° 775 — Date : 28/10/2024'),
        p('Suite à notre devis n° 412 du 02/10/2024, accepté par le syndic le 07/10/2024 :'),
        table(['Travaux', 'Montant TTC'], ['Remplacement porte du local vélos', '1 476,00']),
        small('Paiement à réception.'),
      ],
    ],
    figures: [],
  },
  // A credit note that cancels an invoice: both « n° … du ».
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-05',
    pages: [
      [
        p('NETTOYAGE SERVICES PLUS — 4 rue du Commerce, 38000 Grenoble'),
        title('AVOIR N° AV-2025-012 DU 05/02/2025'),
        p('Annule la facture n° F-2025-031 du 21/01/2025 (prestations facturées en double).'),
        table(
          ['Désignation', 'Montant HT'],
          ['Entretien des parties communes — janvier', '-640,00'],
        ),
      ],
    ],
    figures: [],
  },
  // A reply to a letter dated with the same strength as its own.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-18',
    pages: [
      [
        p('Cabinet Haussmann Gestion — 40 boulevard Haussmann, 75009 Paris'),
        right('Paris, le 18 mars 2025'),
        p('Objet : votre lettre datée du 3 mars 2025'),
        p(
          'Madame, en réponse à votre courrier du 3 mars 2025, nous vous confirmons que les travaux de la cage d’escalier B seront soumis à la prochaine assemblée.',
        ),
        p('Veuillez agréer, Madame, nos salutations distinguées.'),
      ],
    ],
    figures: [],
  },
  // A scanned letter: weekdays with both dates.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2024-12-02',
    scan: scanned(185, -0.6, 10),
    pages: [
      [
        p('Syndic Alsace Immo — 6 rue des Juifs, 67000 Strasbourg'),
        right('Strasbourg, le lundi 2 décembre 2024'),
        p(
          'Monsieur, suite à votre réclamation du vendredi 22 novembre 2024 concernant le chauffage, le chauffagiste interviendra le mercredi 4 décembre 2024.',
        ),
        p('Cordialement, la gestionnaire.'),
      ],
    ],
    figures: [],
  },
  // A letter whose only date is the file name in its footer.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2024-07-08',
    pages: [
      [
        p('Syndic bénévole — Résidence Les Acacias'),
        p('À l’attention de tous les copropriétaires'),
        p(
          'Nous vous rappelons que les encombrants ne doivent pas être déposés dans le local poubelles. Le ramassage a lieu le premier mardi de chaque mois.',
        ),
        small('courrier_copro_2024-07-08.docx'),
      ],
    ],
    figures: [],
  },
  // A questionnaire: the notary's request day against the syndic's answer day.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-16',
    pages: [
      [
        title('QUESTIONNAIRE SYNDIC — MUTATION DE LOT'),
        table(
          ['Rubrique', 'Renseignement'],
          ['Demande du notaire reçue le', '02/04/2025'],
          ['Questionnaire renseigné le', '16/04/2025'],
          ['Lot vendu', 'n° 31 (appartement T3)'],
          ['Dernière assemblée générale', '27/03/2025'],
        ),
        p('Procédures en cours contre le syndicat : néant.'),
        small('[signature et cachet du syndic] — Le syndic, 16.04.25'),
      ],
    ],
    figures: [day('document_date', '2025-04-16')],
  },
  // A scanned questionnaire with a « Date : » in the notary's box and in the syndic's box.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-03-24',
    scan: scanned(170, 1.2, 13),
    pages: [
      [
        title('Questionnaire à l’usage du syndic'),
        heading('Cadre réservé au notaire'),
        p('Étude de Maître Perrin, notaires à Limoges — Date : 10/03/2025 — Dossier 25/0311'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Impayés du vendeur', '0,00'],
          ['Fonds de travaux (quote-part du lot)', '842,15'],
          ['Prochaine assemblée', 'juin 2025'],
        ),
        heading('Cadre réservé au syndic'),
        p('Date : 24/03/2025     Signature : Immo Limousin'),
      ],
    ],
    figures: [day('document_date', '2025-03-24')],
  },
  // A gas report that replaces a previous one: visit, report, validity end, previous report.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-05-23',
    pages: [
      [
        title('ÉTAT DE L’INSTALLATION INTÉRIEURE DE GAZ'),
        p('Rapport n° G-25-0419 établi le 23/05/2025 à Clermont-Ferrand.'),
        p('Date de la visite : 19/05/2025 — Validité pour la vente : jusqu’au 22/05/2028.'),
        p('Le présent rapport remplace le rapport n° G-19-0077 établi le 12/06/2019.'),
        table(
          ['Appareil', 'Anomalie'],
          ['Chaudière murale', 'A1 — 7c5'],
          ['Table de cuisson', 'Néant'],
        ),
      ],
    ],
    figures: [],
  },
  // A scanned asbestos report with abbreviated months and a previous report quoted.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2025-02-11',
    scan: scanned(160, -1.4, 12),
    pages: [
      [
        title('Rapport de repérage des matériaux contenant de l’amiante (avant vente)'),
        table(
          ['Date du repérage', 'Date du rapport', 'Rapport précédent'],
          ['4 févr. 2025', '11 févr. 2025', '9 mars 2012'],
        ),
        p('Conclusion : présence de dalles vinyle-amiante dans la cuisine (liste B).'),
      ],
    ],
    figures: [],
  },
  // A lead report signed in words, visited a week before, valid one year.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2025-01-28',
    pages: [
      [
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB'),
        p('Date de la visite : 21/01/2025 — Immeuble antérieur au 1er janvier 1949.'),
        table(
          ['Unité', 'Concentration', 'Classe'],
          ['Porte palière', '1,6 mg/cm²', '2'],
          ['Plinthes', '0,4 mg/cm²', '0'],
        ),
        p('Constat positif : valable un an pour la vente, soit jusqu’au 27/01/2026.'),
        p('Fait à Rouen, le vingt-huit janvier deux mille vingt-cinq. Le diagnostiqueur.'),
      ],
    ],
    figures: [],
  },
  // A scanned modificatif: its own deed, the original deed, the publication.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2015-07-08',
    scan: scanned(190, 0.7, 11),
    pages: [
      [
        title('MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'L’an deux mille quinze, le huit juillet, Maître Hélène Caron, notaire à Amiens, a reçu le présent acte modifiant le règlement de copropriété reçu le 21 mars 1961 par Maître Dufour.',
        ),
        p('Objet : division du lot n° 12 en deux lots n° 40 et n° 41.'),
        small(
          'Publié au service de la publicité foncière d’Amiens le 30/07/2015, vol. 2015 P n° 6633.',
        ),
      ],
    ],
    figures: [],
  },
  // An old règlement with « 1er », a copy delivered decades later printed on every page.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1957-02-01',
    pages: [
      [
        small('Copie délivrée le 12/09/2023 — Office notarial de Vichy'),
        title('RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Reçu par Maître Antoine Bardet, notaire à Vichy, le 1er février 1957, et publié au bureau des hypothèques de Cusset le 14 mars 1957.',
        ),
        heading('Article premier — Objet'),
        p('Le présent règlement régit l’immeuble sis 5 boulevard des États-Unis à Vichy.'),
      ],
      [
        small('Copie délivrée le 12/09/2023 — Office notarial de Vichy'),
        heading('Article 2 — Parties communes'),
        p('Sont parties communes le sol, les gros murs, la toiture, les escaliers et le hall.'),
      ],
    ],
    figures: [],
  },
  // A maintenance log whose only full date is an export footer.
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-03-14',
    pages: [
      [
        title('Carnet d’entretien'),
        p('Immeuble 30 rue Nationale, 37000 Tours'),
        table(
          ['Intervention', 'Période'],
          ['Ravalement', '2019'],
          ['Réfection de la toiture', 'mars 2021'],
          ['Mise aux normes ascenseur', '2023'],
        ),
        small('carnet_entretien.pdf — exporté le 14/03/2025 11:02'),
      ],
    ],
    figures: [],
  },
  // A scanned fiche synthétique quoting the previous year's fiche.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-05-02',
    scan: scanned(180, 1.0, 12),
    pages: [
      [
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        p('Fiche établie le 2 mai 2025 — elle remplace la fiche établie le 6 mai 2024.'),
        table(
          ['Rubrique', 'Valeur'],
          ['Immatriculation', 'AC4-118-902'],
          ['Nombre de lots principaux', '24'],
          ['Dernier exercice clos', '31/12/2024'],
        ),
      ],
    ],
    figures: [],
  },
  // Annexes with the same dated header on every page and the previous meeting quoted.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-10',
    pages: [
      [
        small('Annexes comptables — Date : 10/02/2025 — page 1/2'),
        title('ANNEXES AUX COMPTES — EXERCICE DU 01/01/2024 AU 31/12/2024'),
        p('Comptes de l’exercice précédent approuvés par l’assemblée générale du 15/04/2024.'),
        table(
          ['Annexe 2 — Compte de gestion', '2024', '2023'],
          ['Charges courantes', '48 120,00', '45 310,00'],
          ['Travaux article 14-2', '6 800,00', '0,00'],
        ),
      ],
      [
        small('Annexes comptables — Date : 10/02/2025 — page 2/2'),
        p('Fonds de travaux au 31/12/2024 : 9 430,00'),
      ],
    ],
    figures: [
      day('document_date', '2025-02-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('works_funds', 943000, 2),
      day('dt_works_funds', '2024-12-31', 2),
    ],
  },
  // A scanned charges statement whose letter date is split across two lines.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-02-28',
    scan: scanned(175, -1.0, 13),
    pages: [
      [
        right('Paris, le'),
        right('28 février 2025'),
        title('Décompte de charges — exercice 2024'),
        p('Comptes approuvés par l’assemblée générale du 20/02/2025.'),
        table(
          ['Poste', 'Réel', 'Appelé'],
          ['Charges générales', '2 104,30', '2 200,00'],
          ['Eau', '310,12', '280,00'],
        ),
        p('Solde en votre faveur : 65,58'),
      ],
    ],
    figures: [day('document_date', '2025-02-28')],
  },
  // An update receipt: « 1er » for its own day, a two-digit year for the previous one.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-04-01',
    pages: [
      [
        title('RÉCÉPISSÉ DE MISE À JOUR — REGISTRE DES COPROPRIÉTÉS'),
        p('Date de la déclaration : 1er avril 2025'),
        p('Précédente déclaration : 28/03/24'),
        table(['N° d’immatriculation', 'Lots'], ['AA9-552-301', '56']),
      ],
    ],
    figures: [],
  },
  // A scanned plan dated in the caption of its signature, surveyed days before.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2011-10-18',
    scan: scanned(150, 0.8, 10, 'png'),
    pages: [
      [
        title('PLAN DES CAVES — SOUS-SOL'),
        p('Levé du 03/10/2011 — échelle 1/50'),
        table(['Lot', 'Surface'], ['Cave 1', '6,2 m²'], ['Cave 2', '5,8 m²'], ['Cave 3', '7,0 m²']),
        small('[cachet et signature] Dressé le 18.10.2011 — J. Dumas, géomètre-expert'),
      ],
    ],
    figures: [],
  },
];
