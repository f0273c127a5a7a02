import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A fourth tuning batch, written before reading the rules, about dates only: each document
 * prints several dates of the same strength (print date and own date, visit and signature,
 * meeting and notification, period and statement, deed and modificatif, validity ends,
 * dates in tables or footers only, quoted letters, due dates, short and dotted forms, words
 * glued by a text layer). The date expected is the one a careful human gives the document:
 * minutes the meeting's, notices and letters the letter's, reports their signature's,
 * statements the day they are drawn up at, invoices their issue.
 */
export const fourthDates: DocumentSpec[] = [
  // Minutes notified weeks later, certified later still: the meeting's date wins.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-18',
    pages: [
      [
        right('Notifié par LRAR le 09/04/2025'),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p('Résidence Les Tilleuls — 14 rue des Carmes, 45000 Orléans'),
        p(
          'L’an deux mille vingt-cinq, le dix-huit mars à dix-huit heures, les copropriétaires se sont réunis en assemblée générale sur convocation adressée par le syndic le 24 février 2025.',
        ),
        table(
          ['Résolution', 'Objet', 'Résultat'],
          ['1', 'Élection du président de séance', 'Adoptée'],
          ['2', 'Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024', 'Adoptée'],
          ['3', 'Budget prévisionnel 2026', 'Adoptée'],
        ),
      ],
      [
        p('La séance est levée à 20 h 40.'),
        p('Copie certifiée conforme à l’original, Orléans, le 2 avril 2025. Le syndic.'),
        small('Cabinet Foncia Loiret — document édité le 09/04/2025 — page 2/2'),
      ],
    ],
    figures: [
      day('document_date', '2025-03-18'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
  },
  // Scanned minutes whose only spelled-out date is the meeting's, with a printed footer.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-11-27',
    scan: scanned(170, 1.1, 12),
    pages: [
      [
        title('Assemblée générale extraordinaire du mercredi 27 novembre 2024'),
        heading('Procès-verbal des délibérations'),
        p(
          'Syndicat des copropriétaires du 3 place Bellecour, Lyon 2e. Convocation du 28/10/2024. Feuille de présence arrêtée à 18 h 15.',
        ),
        p(
          'Résolution n° 4 : ravalement de façade. Les travaux débuteront le 15 septembre 2025, appels de fonds au 01/01/2025 et au 01/04/2025. Adoptée à la majorité de l’article 25.',
        ),
        small('Procès-verbal envoyé aux copropriétaires le 12/12/2024 — Régie Bellecour'),
      ],
    ],
    figures: [day('document_date', '2024-11-27')],
  },
  // A notice: the letter's date, not the meeting's nor the deadline for questions.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-04-22',
    pages: [
      [
        right('Nantes, le 22 avril 2025'),
        title('CONVOCATION À L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Madame, Monsieur, vous êtes convoqué(e) à l’assemblée générale des copropriétaires qui se tiendra le jeudi 22 mai 2025 à 18 h 30, salle Paul-Fort, 9 rue Arsène-Leloup.',
        ),
        p(
          'Les questions à inscrire à l’ordre du jour doivent nous parvenir avant le 05/05/2025. Les comptes de l’exercice clos le 31 décembre 2024 sont joints.',
        ),
        table(
          ['N°', 'Ordre du jour'],
          ['1', 'Approbation des comptes 2024'],
          ['2', 'Quitus au syndic'],
          ['3', 'Désignation du syndic du 22/05/2025 au 21/05/2026'],
        ),
        small('Édité le 23/04/2025 à 09:14 — Nantes Gestion Immobilière'),
      ],
    ],
    figures: [],
  },
  // A scanned notice whose letter date is dotted and glued, the meeting's date in words.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-01-13',
    scan: scanned(190, -0.8, 10),
    pages: [
      [
        p('SYNDIC AGENCE DU PORT — 4 quai Duguay-Trouin, 35400 Saint-Malo'),
        p('Réf.CONV-2025-007Date:13.01.2025Page1/1'),
        title('Convocation — assemblée générale extraordinaire'),
        p(
          'L’assemblée se réunira le lundi 10 février 2025 à 17 heures au siège du syndic. Les pouvoirs seront remis au plus tard le 07/02/2025.',
        ),
        p('Rappel : la précédente assemblée du 14/06/2024 avait ajourné la résolution n° 9.'),
      ],
    ],
    figures: [],
  },
  // A coordinated règlement: the latest modificatif gives the version its date.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2021-02-05',
    pages: [
      [
        title('RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION'),
        heading('Version coordonnée établie le 5 février 2021'),
        p(
          'Acte initial reçu par Maître Lucien Garnier, notaire à Grenoble, le 14 octobre 1968, publié au service de la publicité foncière le 02/12/1968, volume 412 n° 18.',
        ),
        table(
          ['Modificatif', 'Notaire', 'Date de l’acte'],
          ['1er modificatif', 'Me Roux', '23/06/1987'],
          ['2e modificatif', 'Me Achard', '11/09/2003'],
          ['3e modificatif (mise en conformité loi ELAN)', 'Me Achard', '05/02/2021'],
        ),
      ],
      [
        heading('Chapitre I — Désignation de l’immeuble'),
        p('Immeuble sis 7 cours Berriat à Grenoble, cadastré section AB n° 143.'),
        small('Règlement coordonné — mise à jour du 05/02/2021 — page 2'),
      ],
    ],
    figures: [],
  },
  // A DPE: visit before the report, validity ending ten years later.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-10-08',
    pages: [
      [
        title('DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (logement)'),
        table(
          ['N° ADEME', 'Établi le', 'Valable jusqu’au'],
          ['2445E0123456X', '08/10/2024', '07/10/2034'],
        ),
        p(
          'Date de visite : 01/10/2024. Diagnostiqueur : Sophie Marchal, certificat valable jusqu’au 15/03/2028.',
        ),
        p('Logement de 54 m², chauffage individuel gaz, construit en 1974.'),
        table(['Étiquette énergie', 'Étiquette climat'], ['D', 'E']),
      ],
    ],
    figures: [],
  },
  // A scanned electricity report signed days after the visit, dates in a table only.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-19',
    scan: scanned(160, 1.4, 14),
    pages: [
      [
        title('État de l’installation intérieure d’électricité'),
        table(
          ['Rubrique', 'Valeur'],
          ['Date de la visite', '12/02/2025'],
          ['Date du rapport', '19/02/2025'],
          ['Fin de validité (vente)', '18/02/2028'],
          ['Installation mise en service', '1992'],
        ),
        p('Anomalies relevées : B.3.3.6 a1, B.7.3 a. Se reporter à la fiche de synthèse.'),
      ],
    ],
    figures: [],
  },
  // An asbestos report on parts communes: mission order, visit, report, lab analysis.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2023-06-30',
    pages: [
      [
        title('DOSSIER TECHNIQUE AMIANTE — PARTIES COMMUNES'),
        p('Ordre de mission du 02/05/2023. Repérage effectué le 16 mai 2023 par M. Karim Benali.'),
        p('Analyses du laboratoire Eurofins reçues le 14/06/2023 (3 prélèvements).'),
        table(
          ['Localisation', 'Matériau', 'Résultat'],
          ['Gaine technique', 'Conduit fibres-ciment', 'Présence'],
          ['Local poubelles', 'Dalles de sol', 'Absence'],
        ),
        p('Rapport établi à Toulouse le 30 juin 2023.'),
      ],
      [
        p('Prochaine évaluation périodique de l’état de conservation avant le 30/06/2026.'),
        small('DTA réf. 23-0518 — imprimé le 03/07/2023'),
      ],
    ],
    figures: [],
  },
  // A scanned lead report whose date sits in a dotted header, a glued visit date below.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-09-04',
    scan: scanned(180, -1.2, 11),
    pages: [
      [
        p('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)     Rapport n° P24-881 du 04.09.2024'),
        p('Visitedu28/08/2024à10h00 — Opérateur : Julien Fabre'),
        p(
          'Immeuble construit avant le 1er janvier 1949. Aucune unité de diagnostic de classe 3. Le constat, négatif, n’a pas de durée de validité limitée.',
        ),
        table(['Local', 'Unités', 'Classe max'], ['Séjour', '14', '0'], ['Cuisine', '9', '1']),
      ],
    ],
    figures: [],
  },
  // A maintenance log updated recently, full of past works' dates in a table.
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-01-31',
    pages: [
      [
        title('CARNET D’ENTRETIEN DE L’IMMEUBLE'),
        p('12 avenue Jean-Jaurès, 69007 Lyon — mis à jour le 31 janvier 2025'),
        table(
          ['Travaux', 'Entreprise', 'Date de réception'],
          ['Réfection toiture', 'Couvertures Martin', '14/11/2019'],
          ['Remplacement ascenseur', 'Otis', '03/03/2022'],
          ['Ravalement', 'Façades 69', '22/10/2024'],
        ),
        p('Contrat d’entretien ascenseur jusqu’au 31/12/2027.'),
      ],
      [
        heading('Assurance de l’immeuble'),
        p('Police MMA n° 114 556, échéance annuelle au 1er avril.'),
        small('Carnet d’entretien — mis à jour le 31/01/2025 — imprimé le 14/02/2025'),
      ],
    ],
    figures: [],
  },
  // A plan whose cartouche lists its revisions: the latest one dates the sheet.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2016-05-12',
    scan: scanned(150, 0.6, 9, 'png'),
    pages: [
      [
        title('PLAN DU REZ-DE-CHAUSSÉE — LOTS 1 À 6'),
        p('Échelle 1/100 — Cabinet Dubreuil géomètres-experts'),
        table(
          ['Indice', 'Date', 'Objet'],
          ['A', '17/03/1994', 'Création'],
          ['B', '08/01/2009', 'Division du lot 4'],
          ['C', '12/05/2016', 'Réunion des lots 5 et 6'],
        ),
        small('Plan annexé au modificatif du règlement de copropriété'),
      ],
    ],
    figures: [],
  },
  // A register's certificate: delivered today, registered years ago, updated last year.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-03-03',
    pages: [
      [
        title('ATTESTATION D’IMMATRICULATION AU REGISTRE NATIONAL DES COPROPRIÉTÉS'),
        p('Numéro d’immatriculation : AB1-234-567'),
        table(
          ['Événement', 'Date'],
          ['Immatriculation initiale', '19/07/2017'],
          ['Dernière mise à jour annuelle', '27/06/2024'],
          ['Clôture du dernier exercice comptable', '31/12/2023'],
        ),
        p('Attestation délivrée le 03/03/2025 par l’Agence nationale de l’habitat.'),
      ],
    ],
    figures: [],
  },
  // A fiche synthétique drawn up months after the year it describes.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-05-14',
    scan: scanned(200, 0.9, 13),
    pages: [
      [
        title('Fiche synthétique de la copropriété'),
        p('Article 8-2 de la loi du 10 juillet 1965'),
        table(
          ['Rubrique', 'Information'],
          ['Date d’établissement', '14/05/2025'],
          ['Exercice comptable', 'du 01/01/2024 au 31/12/2024'],
          ['Date du règlement de copropriété', '09/11/1972'],
          ['Mandat du syndic', 'jusqu’au 30/06/2026'],
          ['Nombre de lots', '38'],
        ),
      ],
    ],
    figures: [],
  },
  // A call for funds: the call's date, not its due date (past) nor the quarter.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        p('SDC RÉSIDENCE DU PARC — Gestionnaire : Immo de France'),
        title('APPEL DE FONDS — 2e TRIMESTRE 2025'),
        p('Période du 01/04/2025 au 30/06/2025 — Date d’exigibilité : 01/04/2025'),
        table(
          ['Nature', 'Montant'],
          ['Provision budget', '412,50'],
          ['Fonds de travaux', '20,63'],
          ['Total à payer', '433,13'],
        ),
        right('Fait à Lille, le 10 mars 2025'),
        small('Solde antérieur au 28/02/2025 : 0,00'),
      ],
    ],
    figures: [day('document_date', '2025-03-10'), money('works_funds_last_contribution', 2063)],
  },
  // A scanned call dated in the short two-digit-year form, its due date in the future.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-02',
    scan: scanned(175, -1.5, 12),
    pages: [
      [
        p('Cabinet Lamartine — 21 rue Thiers, 76600 Le Havre'),
        p('Avis d’appel de fonds du 02/06/25'),
        p('Travaux votés en AG du 17/04/2025 — 2e échéance exigible le 01/07/2025'),
        table(['Lot', 'Tantièmes', 'Montant'], ['Lot 12', '86', '1 204,00']),
        small('Règlement avant le 01/07/2025 par prélèvement ou virement.'),
      ],
    ],
    figures: [day('document_date', '2025-06-02')],
  },
  // A statement drawn up at a date, printed later, covering a period.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-03-31',
    pages: [
      [
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p('Situation arrêtée au 31 mars 2025 — Mouvements du 01/01/2025 au 31/03/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/01/2025', 'Appel provisions T1', '380,00', ''],
          ['15/01/2025', 'Virement reçu', '', '380,00'],
          ['14/03/2025', 'Régularisation charges 2024', '62,18', ''],
        ),
        p('Solde débiteur au 31/03/2025 : 62,18'),
      ],
      [small('Édité le 07/04/2025 — page 2/2 — Citya Belleville')],
    ],
    figures: [day('document_date', '2025-03-31')],
  },
  // A scanned statement from an extranet: dotted dates, print date glued to the header.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2024-12-31',
    scan: scanned(165, 0.4, 10),
    pages: [
      [
        p('Extranet copropriétaire — Extraitle15.01.2025à16:02'),
        title('Relevé de compte au 31.12.2024'),
        table(
          ['Date', 'Opération', 'Montant'],
          ['01.10.2024', 'Appel T4', '-295,00'],
          ['05.10.2024', 'Prélèvement', '295,00'],
          ['01.12.2024', 'Appel travaux', '-140,00'],
        ),
        p('Solde au 31.12.2024 : -140,00'),
      ],
    ],
    figures: [day('document_date', '2024-12-31')],
  },
  // Annexes: the year they describe, their drawing-up date, the meeting that approves them.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-24',
    pages: [
      [
        title('ANNEXES COMPTABLES — EXERCICE DU 1er JANVIER AU 31 DÉCEMBRE 2024'),
        p('Annexe n° 1 — État financier après répartition au 31/12/2024'),
        table(
          ['Poste', 'Exercice 2024', 'Exercice 2023'],
          ['Provisions copropriétaires', '84 210,00', '79 880,00'],
          ['Fonds de travaux', '12 400,00', '9 950,00'],
        ),
        p('Comptes soumis à l’approbation de l’assemblée générale du 20/03/2025.'),
      ],
      [
        p('Annexes établies par le syndic le 24 février 2025.'),
        small('Document généré le 25/02/2025 — Logiciel Vilogi'),
      ],
    ],
    figures: [
      day('document_date', '2025-02-24'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('works_funds', 1240000),
      day('dt_works_funds', '2024-12-31'),
    ],
  },
  // A charges statement: the year, the meeting that approved it, the statement's date.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-15',
    pages: [
      [
        title('DÉCOMPTE INDIVIDUEL DE CHARGES'),
        p('Exercice du 1er janvier au 31 décembre 2024, approuvé en assemblée du 27/03/2025.'),
        table(
          ['Clé', 'Dépenses réelles', 'Provisions appelées', 'Écart'],
          ['Charges générales', '1 512,40', '1 600,00', '-87,60'],
          ['Ascenseur', '214,10', '200,00', '14,10'],
        ),
        p('Solde en votre faveur : 73,50 — imputé sur l’appel du 01/07/2025.'),
        right('Bordeaux, le 15 avril 2025'),
      ],
    ],
    figures: [
      day('document_date', '2025-04-15'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
  },
  // A scanned charges statement whose own date is only in the running footer.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-05-06',
    scan: scanned(185, 1.0, 13),
    pages: [
      [
        title('Répartition des charges — exercice 2023'),
        p('Période du 01/01/2023 au 31/12/2023. Comptes approuvés le 18/04/2024.'),
        table(
          ['Nature', 'Quote-part'],
          ['Eau froide', '186,20'],
          ['Chauffage collectif', '944,75'],
          ['Total', '1 130,95'],
        ),
        small('Décompte du 06/05/2024 — Gérance Saint-Michel — page 1/2'),
      ],
      [
        p('Index compteur eau relevé le 28/12/2023 : 1 204 m³.'),
        small('Décompte du 06/05/2024 — Gérance Saint-Michel — page 2/2'),
      ],
    ],
    figures: [
      day('document_date', '2024-05-06'),
      day('fiscal_year_start', '2023-01-01'),
      day('fiscal_year_end', '2023-12-31'),
    ],
  },
  // A questionnaire full of dates of the building; the syndic's signature dates it.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-21',
    pages: [
      [
        title('QUESTIONNAIRE DU NOTAIRE AU SYNDIC (pré-état daté)'),
        p('Demande de Maître Claire Vasseur reçue le 12/05/2025 — vente du lot n° 23.'),
        table(
          ['Question', 'Réponse'],
          ['Date de la dernière assemblée générale', '20/03/2025'],
          ['Date de la prochaine assemblée', 'non fixée'],
          ['Date du dernier DTA', '30/06/2023'],
          ['Fin du mandat du syndic', '19/03/2026'],
        ),
      ],
      [
        p('Travaux votés non encore appelés : ravalement, appels au 01/10/2025 et au 01/01/2026.'),
        p('Fait à Rennes, le 21 mai 2025. Le syndic, pour le syndicat.'),
      ],
    ],
    figures: [day('document_date', '2025-05-21')],
  },
  // An invoice: issue date, intervention date before, due date after.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-11',
    pages: [
      [
        p('PLOMBERIE DURAND SARL — SIRET 812 345 678 00019'),
        title('FACTURE N° F2025-0142'),
        table(
          ['Date de facture', 'Date d’intervention', 'Échéance'],
          ['11/02/2025', '04/02/2025', '13/03/2025'],
        ),
        p('Client : SDC 8 rue Voltaire, 44000 Nantes — devis accepté le 28/01/2025.'),
        table(['Désignation', 'HT'], ['Remplacement colonne EF', '1 850,00']),
        p('Pénalités de retard après le 13/03/2025.'),
      ],
    ],
    figures: [],
  },
  // A scanned invoice whose issue date is dotted, the service period in between.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-07-01',
    scan: scanned(155, -0.5, 15),
    pages: [
      [
        p('ASCENSEURS DU SUD — Facture 24/0788 — Date : 01.07.2024'),
        p('Contrat de maintenance — période du 01.07.2024 au 30.09.2024'),
        table(['Prestation', 'Montant TTC'], ['Entretien trimestriel', '642,00']),
        p('À régler sous 30 jours, soit au plus tard le 31.07.2024.'),
      ],
    ],
    figures: [],
  },
  // A reply quoting the owner's letter and an earlier meeting.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-06',
    pages: [
      [
        p('Cabinet Richelieu — 5 place du Marché, 33000 Bordeaux'),
        right('Bordeaux, le 6 mai 2025'),
        p('Objet : votre courrier du 14 avril 2025 — infiltrations lot 7'),
        p(
          'Monsieur, nous accusons réception de votre courrier du 14 avril 2025, reçu le 17/04/2025. Comme indiqué lors de l’assemblée du 27 mars 2025, l’expert de l’assureur passera le 20 mai 2025.',
        ),
        p('Nous vous prions d’agréer, Monsieur, nos salutations distinguées.'),
      ],
    ],
    figures: [],
  },
  // A letter whose own date is glued by the text layer, quoting a formal notice.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2024-10-21',
    pages: [
      [
        p('SyndicLesJardinsdeVauban,Lille,le21/10/2024'),
        p('Objet: suiteànotremiseendemeuredu02/09/2024'),
        p(
          'Madame, malgré notre mise en demeure du 2 septembre 2024, votre compte présente un solde débiteur de 1 118,40 au 30/09/2024. Sans règlement avant le 15/11/2024, le dossier sera transmis à l’huissier.',
        ),
        small('Courrier simple et recommandé n° 1A 182 334 5566 7'),
      ],
    ],
    figures: [],
  },
];
