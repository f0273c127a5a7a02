import type { DocumentSpec } from '../../spec';
import { day, heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * A sixth tuning batch, written before reading the rules, about documents whose own date
 * is printed once and weakly (alone on a line, top right, in a reference header « Réf. … —
 * 14/03/2025 », in a cartouche or a form's box) while the body introduces another event's
 * date strongly (« assemblée générale du », « acte du », « délibération du », « établi le »
 * of a quoted annex, « loi du », « arrêté du », « marché du »). Kinds and layouts the
 * earlier batches did not cover: contracts, quotes, work orders, acceptance reports,
 * formal notices, reminders, proxies, certificates, e-mail threads with several « Le … a
 * écrit : », extranet screens, a DPE in ISO dates, a division schedule; dates written by
 * hand (« 3/4/25 »), in ISO or US order, with dots and spaces, ranges « du 01/01 au
 * 31/12/2024 », accounting years alone; a cover date on page 1 and the real date on a later
 * page, or the opposite. The date expected is the one a careful human gives the document:
 * minutes the meeting's, notices and letters the letter's, reports and contracts their
 * signature's, statements the day they are drawn up at, invoices and quotes their issue.
 */
export const sixthDates: DocumentSpec[] = [
  // Minutes whose meeting day is only in a reference header; the body quotes older decisions.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-14',
    pages: [
      [
        small('Réf. AGO-2025/07 — 14/03/2025'),
        title('Procès-verbal de l’assemblée générale ordinaire'),
        p(
          'Syndicat des copropriétaires de l’immeuble 11 rue des Carmes, 86000 Poitiers. Les copropriétaires se sont réunis ce jour à 18 heures, salle Voltaire, sur convocation du syndic adressée le 12/02/2025.',
        ),
        p(
          'Résolution 4 : l’assemblée ratifie le marché de réfection de la toiture voté par l’assemblée générale du 22 juin 2023 et prend acte de la réception des travaux.',
        ),
        table(
          ['N°', 'Résolution', 'Décision'],
          ['1', 'Élection du président de séance', 'Adoptée'],
          ['2', 'Approbation des comptes 2024', 'Adoptée'],
          ['4', 'Ratification du marché de toiture', 'Adoptée'],
        ),
        p('L’ordre du jour étant épuisé, la séance est levée à 19 h 40.'),
      ],
    ],
    figures: [day('document_date', '2025-03-14')],
  },
  // Minutes with a cover page dated on its sending; the meeting day opens page 2.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-03',
    pages: [
      [
        title('PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE'),
        p('Résidence Les Hauts de Chantenay — 45 boulevard de Chantenay, 44100 Nantes'),
        p('Document diffusé le 17/06/2025 à l’ensemble des copropriétaires.'),
        small('Cabinet Loire Syndic — 2 quai de la Fosse, 44000 Nantes'),
      ],
      [
        p(
          'Le 3 juin 2025 à 18 heures, les copropriétaires se sont réunis en assemblée générale ordinaire dans la salle paroissiale, 12 rue de l’Église.',
        ),
        table(
          ['Résolution', 'Majorité', 'Résultat'],
          ['Approbation des comptes 2024', 'art. 24', 'Adoptée'],
          ['Désignation du syndic', 'art. 25', 'Adoptée'],
          ['Interphone — devis Urmet du 14/04/2025', 'art. 24', 'Adoptée'],
        ),
        p('La séance est levée à 20 h 30.'),
      ],
    ],
    figures: [day('document_date', '2025-06-03')],
  },
  // Handwritten minutes of a small self-managed building, dated « 3/4/25 ».
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-03',
    scan: scanned(150, 1.2, 14),
    pages: [
      [
        title('Compte rendu — Assemblée générale des copropriétaires'),
        p('Copropriété du 7 impasse des Tilleuls, 68100 Mulhouse — syndic bénévole'),
        p('Réunion tenue le 3/4/25 chez M. et Mme Roux, 2e étage. Présents : 5 sur 6.'),
        p(
          'M. Roux, syndic bénévole élu par délibération du 12/05/2022, présente les comptes. L’assemblée adopte le budget 2025 et décide à l’unanimité de repeindre la cage d’escalier.',
        ),
        small('Signé : M. Roux, Mme Keller, M. Haas'),
      ],
    ],
    figures: [day('document_date', '2025-04-03')],
  },
  // Minutes dated on the cover; a later page carries a certification day.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-12',
    pages: [
      [
        title('Assemblée générale extraordinaire du 12 mai 2025'),
        p('Copropriété Le Parc Sainte-Croix, 3 allée Sainte-Croix, 72000 Le Mans'),
        p('Procès-verbal des délibérations'),
      ],
      [
        p(
          'Résolution unique : l’assemblée autorise le syndic à engager une action contre le promoteur au titre de la garantie décennale (réception du 19 novembre 2016). Adoptée à la majorité de l’article 24.',
        ),
        p(
          'Copie certifiée conforme à l’original par le syndic, Le Mans, le 26 mai 2025. Signé : Sarthe Gestion.',
        ),
      ],
    ],
    figures: [day('document_date', '2025-05-12')],
  },
  // A notice whose own date stands alone on a line; the body quotes an earlier deliberation.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-14',
    pages: [
      [
        p('IMMOBILIÈRE DU CENTRE — 8 place Jaude, 63000 Clermont-Ferrand'),
        right('14/03/2025'),
        title('Convocation à l’assemblée générale ordinaire'),
        p(
          'Conformément à la délibération de l’assemblée générale du 20 juin 2024, nous vous convoquons à l’assemblée générale ordinaire qui se tiendra le jeudi 10 avril 2025 à 18 heures au 14 rue Blatin.',
        ),
        table(
          ['N°', 'Ordre du jour'],
          ['1', 'Approbation des comptes 2024'],
          ['2', 'Budget prévisionnel 2026'],
          ['3', 'Travaux de ravalement (suite de l’AG du 20/06/2024)'],
        ),
      ],
    ],
    figures: [],
  },
  // A notice with a blank proxy form on page 2.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-18',
    pages: [
      [
        p('Gironde Syndic — 22 cours de l’Intendance, 33000 Bordeaux'),
        right('Bordeaux, le 18 mars 2025'),
        title('Convocation — Assemblée générale ordinaire'),
        p(
          'Vous êtes convoqué(e) à l’assemblée générale des copropriétaires de la Résidence Saint-Seurin le mercredi 16 avril 2025 à 18 h 30.',
        ),
      ],
      [
        title('POUVOIR'),
        p(
          'Je soussigné(e) ……………………, propriétaire du lot n° ……, donne pouvoir à ……………………… de me représenter à l’assemblée générale du 16 avril 2025 et de voter en mon nom.',
        ),
        p('Fait à ……………………, le ……………………'),
      ],
    ],
    figures: [],
  },
  // A formal notice whose date is only in its reference line.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-05',
    pages: [
      [
        p('Cabinet Rhône Gestion — 17 rue de la République, 69002 Lyon'),
        p('Réf. : MED/2025/044 — 05/05/2025'),
        p('Lettre recommandée avec accusé de réception'),
        title('MISE EN DEMEURE'),
        p(
          'Monsieur, malgré notre relance du 3 mars 2025, vous restez redevable de la somme de 2 418,60 € au titre des charges de copropriété, dont les comptes ont été approuvés par l’assemblée générale du 27 mars 2024.',
        ),
        p(
          'Par acte du 12 janvier 2024, vous êtes devenu propriétaire du lot n° 22. À défaut de règlement sous huit jours, nous transmettrons le dossier à notre avocat.',
        ),
        p('Le gestionnaire.'),
      ],
    ],
    figures: [],
  },
  // A scanned reminder whose date is typed with dots and spaces.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-14',
    scan: scanned(170, -0.8, 12),
    pages: [
      [
        p('Syndic Forez Immobilier — 4 rue Gambetta, 42000 Saint-Étienne'),
        title('2e RELANCE'),
        p('Date : 14 . 03 . 2025'),
        p(
          'Notre appel de fonds du 1er janvier 2025 reste impayé à ce jour. Nous vous remercions de bien vouloir régulariser la somme de 642,00 € par retour de courrier.',
        ),
        small('Première relance envoyée le 10/02/2025.'),
      ],
    ],
    figures: [],
  },
  // An e-mail thread printed from a mail client: the newest message dates it.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-20',
    pages: [
      [
        p('De : Gestion Copro Azur <gestion@copro-azur.fr>'),
        p('Envoyé : mardi 20 mai 2025 09:14'),
        p('À : Mme Bertrand'),
        p('Objet : RE: Fuite au parking niveau -1'),
        p(
          'Madame, le plombier passera jeudi matin. Le sinistre est déclaré à l’assureur de l’immeuble. Cordialement.',
        ),
        p('Le 16 mai 2025 à 17:02, Mme Bertrand a écrit :'),
        p('> Bonjour, la fuite continue, pouvez-vous relancer l’entreprise ?'),
        p('> Le 15 mai 2025 à 08:40, Gestion Copro Azur a écrit :'),
        p('>> Madame, nous avons bien noté votre signalement et missionné un plombier.'),
      ],
    ],
    figures: [],
  },
  // An e-mail printed from an English-language mail client, US dates.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-02-04',
    scan: scanned(160, 0.9, 11),
    pages: [
      [
        p('From: Syndic Loiret Habitat <contact@loiret-habitat.fr>'),
        p('Sent: Tuesday, February 4, 2025 10:12 AM'),
        p('To: M. Lefèvre'),
        p('Subject: RE: Badge d’accès'),
        p(
          'Monsieur, votre nouveau badge est disponible à l’agence. Il remplace le badge désactivé le 30/01/2025.',
        ),
        p('On Mon, Feb 3, 2025 at 6:45 PM, M. Lefèvre wrote:'),
        p('> Bonjour, mon badge ne fonctionne plus depuis la semaine dernière.'),
      ],
    ],
    figures: [],
  },
  // A management contract: its term and the law it follows dated, signed at the end.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-16',
    pages: [
      [
        title('CONTRAT DE SYNDIC'),
        p(
          'Contrat type prévu à l’article 18-1 A de la loi du 10 juillet 1965, annexé au décret n° 2015-342 du 26 mars 2015.',
        ),
        p(
          'Entre le syndicat des copropriétaires de la Résidence Le Carré Vauban, 30 rue Vauban, 59800 Lille, représenté par son président de séance, et le cabinet Flandres Syndic, désigné par l’assemblée générale du 12 juin 2025 (résolution n° 9).',
        ),
        p(
          'Le présent contrat est conclu pour une durée de 18 mois, qui commencera le 01/07/2025 pour se terminer le 31/12/2026.',
        ),
      ],
      [
        heading('Rémunération'),
        table(['Prestation', 'Montant TTC'], ['Forfait annuel', '4 680,00'], ['Vacation', '90,00']),
        p('Signé le 16 juin 2025, en deux exemplaires originaux.'),
        p('Pour le syndicat : le président de séance — Pour le syndic : M. Delattre'),
      ],
    ],
    figures: [],
  },
  // A quote dated in its reference header; the specification it answers is « établi le ».
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-01-09',
    pages: [
      [
        p('TOITURES DU VEXIN — ZA des Marais, 95000 Cergy'),
        p('DEVIS N° D-25-118 — 09/01/2025'),
        p(
          'Conformément au cahier des charges établi le 15 décembre 2024 par le cabinet Arcade, maître d’œuvre de la copropriété du 2 rue de Pontoise :',
        ),
        table(
          ['Désignation', 'Quantité', 'Total HT'],
          ['Dépose et repose de tuiles', '120 m²', '9 600,00'],
          ['Remplacement des gouttières', '36 ml', '2 160,00'],
        ),
        p('Devis valable trois mois. Bon pour accord, le ……………… Signature :'),
      ],
    ],
    figures: [],
  },
  // A work order: the contract, the vote and the start day all dated, signed lower down.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-01-20',
    pages: [
      [
        title('ORDRE DE SERVICE N° 3'),
        p('Maître d’ouvrage : syndicat des copropriétaires Les Jardins d’Arago, Perpignan'),
        p(
          'Marché de travaux du 14/10/2024 — ravalement des façades, voté par délibération de l’assemblée générale du 26/09/2024.',
        ),
        p('L’entreprise Catalane Façades est invitée à démarrer les travaux le 03/02/2025.'),
        p('Délai d’exécution : 16 semaines.'),
        small('Le maître d’ouvrage, représenté par son syndic — le 20/01/2025'),
      ],
    ],
    figures: [],
  },
  // A scanned acceptance report: the visit on page 1, the signature on page 2.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-27',
    scan: scanned(175, -1.1, 13),
    pages: [
      [
        title('PROCÈS-VERBAL DE RÉCEPTION DES TRAVAUX'),
        p('Opération : ravalement, 9 rue de Vesle, 51100 Reims — ordre de service du 03/02/2025'),
        p('Visite de réception du 23/05/2025 en présence du maître d’œuvre et de l’entreprise.'),
        table(
          ['Réserve', 'Localisation', 'Délai de levée'],
          ['Joint de fenêtre à reprendre', 'Façade cour, 3e étage', '30 jours'],
          ['Descente EP fissurée', 'Pignon est', '30 jours'],
        ),
      ],
      [
        p('La réception est prononcée avec les réserves ci-dessus.'),
        p('Fait contradictoirement à Reims, le 27 mai 2025.'),
        p('Le maître d’ouvrage — Le maître d’œuvre — L’entreprise'),
      ],
    ],
    figures: [],
  },
  // A fiche synthétique whose update day is in a footer; the deed and last meeting dated.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-03-12',
    pages: [
      [
        title('Fiche synthétique de la copropriété (article 8-2 de la loi du 10 juillet 1965)'),
        table(
          ['Rubrique', 'Information'],
          ['Règlement de copropriété', 'acte du 4 juin 1972'],
          ['Dernière assemblée générale', '18/06/2024'],
          ['Exercice comptable', 'du 01/01/2024 au 31/12/2024'],
          ['Nombre de lots', '42 dont 28 principaux'],
          ['Syndic', 'Cabinet Armor, Brest'],
        ),
        small('Date de mise à jour : 12/03/2025'),
      ],
    ],
    figures: [],
  },
  // A scanned maintenance log updated by hand « MAJ le 3/4/25 ».
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-04-03',
    scan: scanned(160, 1.4, 13),
    pages: [
      [
        title('CARNET D’ENTRETIEN DE L’IMMEUBLE'),
        right('MAJ le 3/4/25'),
        p('Immeuble : 16 rue Sainte-Catherine, 54000 Nancy'),
        table(
          ['Équipement', 'Contrat', 'Dernière visite'],
          ['Ascenseur', 'Contrat Otis du 01/01/2020', '12/02/2025'],
          ['Chaudière collective', 'Contrat Engie du 15/09/2021', '20/03/2025'],
          ['Extincteurs', 'Contrat Sicli du 01/06/2019', '18/11/2024'],
        ),
      ],
    ],
    figures: [],
  },
  // A registration certificate dated alone at the top right; registered years before.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-04-22',
    pages: [
      [
        right('22/04/2025'),
        title('ATTESTATION D’IMMATRICULATION'),
        p('Registre national d’immatriculation des copropriétés'),
        table(
          ['Rubrique', 'Valeur'],
          ['Numéro d’immatriculation', 'AB7-204-615'],
          ['Date d’immatriculation', '14/11/2017'],
          ['Dernière mise à jour', '05/03/2025'],
          ['Nombre de lots', '31'],
        ),
      ],
    ],
    figures: [],
  },
  // A scanned floor plan with a revision table; the last revision dates it.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2021-09-03',
    scan: scanned(150, -0.7, 10, 'png'),
    pages: [
      [
        title('PLAN DU 2e ÉTAGE'),
        p('Établi d’après l’état descriptif de division du 9 mai 1968 — échelle 1/100'),
        table(
          ['Indice', 'Date', 'Modification'],
          ['A', '12/02/2019', 'Création'],
          ['B', '03/09/2021', 'Division du lot 14 en lots 51 et 52'],
        ),
        small('Cabinet Géo-Mesure, géomètres-experts, Besançon'),
      ],
    ],
    figures: [],
  },
  // A DPE in ISO dates: visit and issue, and the previous DPE quoted.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-03-14',
    pages: [
      [
        title('DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (logement)'),
        table(
          ['N° ADEME', 'Date d’établissement', 'Date de visite', 'Valable jusqu’au'],
          ['2533E0412877Q', '2025-03-14', '2025-03-10', '2035-03-13'],
        ),
        p('Adresse : 5 rue Jean-Jaurès, 29200 Brest — appartement, 2e étage'),
        p('Ce DPE remplace le DPE n° 1829E0098120B du 2018-06-05.'),
        table(['Étiquette énergie', 'Étiquette climat'], ['E — 289 kWh/m²/an', 'E — 61 kg CO2']),
      ],
    ],
    figures: [],
  },
  // A natural-risks statement dated in its header; the prefectoral order strongly dated.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-05-02',
    pages: [
      [
        small('Réf. ERP-25-0877 — 02/05/2025'),
        title('ÉTAT DES RISQUES ET POLLUTIONS'),
        p(
          'Établi en application de l’arrêté préfectoral n° 2023-145 du 12 avril 2023 relatif à l’information des acquéreurs et des locataires.',
        ),
        table(
          ['Risque', 'Exposé'],
          ['Plan de prévention inondation (approuvé le 30/11/2016)', 'Oui'],
          ['Sismicité', 'Zone 2 (faible)'],
          ['Radon', 'Niveau 1'],
        ),
        p('Immeuble : 12 quai de la Saône, 71100 Chalon-sur-Saône'),
      ],
    ],
    figures: [],
  },
  // A technical asbestos file created years ago, updated on its last page.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2024-11-18',
    pages: [
      [
        title('DOSSIER TECHNIQUE AMIANTE — PARTIES COMMUNES'),
        p('Immeuble 8 rue Nationale, 49100 Angers'),
        p('Date de création du dossier : 06/05/2005 (repérage initial)'),
      ],
      [
        heading('Fiche récapitulative'),
        table(
          ['Matériau', 'Localisation', 'État'],
          ['Conduit fibres-ciment', 'Local poubelles', 'Bon état (EP)'],
          ['Dalles de sol', 'Hall', 'Retirées en 2016'],
        ),
        p('Fiche mise à jour le 18/11/2024 après la visite de contrôle. Le diagnostiqueur.'),
      ],
    ],
    figures: [],
  },
  // A scanned lead report on a form: dates typed with dots and spaces, a decree quoted.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2025-03-14',
    scan: scanned(170, 1.0, 12),
    pages: [
      [
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)'),
        p('Réalisé selon l’arrêté du 19 août 2011 et la norme NF X46-030.'),
        table(
          ['Unité de diagnostic', 'Mesure', 'Classement'],
          ['Fenêtre séjour', '0,3 mg/cm²', '0'],
          ['Garde-corps', '2,1 mg/cm²', '3'],
        ),
        p('Date du constat : 14 . 03 . 2025 — Opérateur : L. Brun'),
      ],
    ],
    figures: [],
  },
  // A division schedule: its deed against the règlement and the vote it follows.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1989-10-12',
    pages: [
      [
        title('ÉTAT DESCRIPTIF DE DIVISION — MODIFICATIF'),
        p(
          'Annexé au règlement de copropriété du 4 mars 1965. La division a été autorisée par délibération de l’assemblée générale du 17 juin 1988.',
        ),
        p('Suivant acte reçu par Maître Girard, notaire à Nîmes, le 12 octobre 1989.'),
        table(
          ['Lot', 'Désignation', 'Tantièmes'],
          ['51', 'Appartement 2e étage gauche', '48 / 1 000'],
          ['52', 'Studio 2e étage droite', '22 / 1 000'],
        ),
      ],
    ],
    figures: [],
  },
  // A règlement whose only own date is in the notarial reference; laws quoted in full.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1974-03-12',
    scan: scanned(180, -0.9, 12),
    pages: [
      [
        small('Minute n° 1974/0312 — 12/03/1974 — Étude de Maître Collin, Troyes'),
        title('RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Le présent règlement est établi conformément à la loi n° 65-557 du 10 juillet 1965 et au décret n° 67-223 du 17 mars 1967.',
        ),
        heading('Chapitre I — Désignation de l’immeuble'),
        p('Un immeuble sis 21 boulevard Gambetta à Troyes, cadastré section AB n° 118.'),
      ],
    ],
    figures: [],
  },
  // A call dated alone at the top; the budget's meeting and the quarter dated in the body.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        p('Citya Pau — 15 rue Maréchal Joffre, 64000 Pau'),
        right('Le 10/03/2025'),
        title('Appel de provisions sur charges'),
        p(
          'Période du 01/04/2025 au 30/06/2025, selon le budget voté par l’assemblée générale du 13/02/2025.',
        ),
        table(['Lot', 'Tantièmes', 'Montant'], ['Lot 12', '87 / 1 000', '412,00']),
        p('À régler avant le 01/04/2025.'),
      ],
    ],
    figures: [day('document_date', '2025-03-10')],
  },
  // A scanned works call printed by a software in ISO dates.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2024-08-20',
    scan: scanned(165, 1.1, 12),
    pages: [
      [
        p('SDC 4 RUE DES ARÈNES — Syndic : Immo Provence, Arles'),
        title('APPEL DE FONDS — TRAVAUX'),
        p('Émis le 2024-08-20 — Échéance 2024-10-01'),
        p(
          'Travaux de réfection de la cage d’escalier votés par l’AG du 24/06/2024 (résolution 11).',
        ),
        table(['Lot', 'Quote-part', 'Montant'], ['Lot 3', '112 / 1 000', '1 344,00']),
      ],
    ],
    figures: [day('document_date', '2024-08-20')],
  },
  // An extranet screen export: the period's end is the day the statement is drawn up at.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-03-31',
    pages: [
      [
        small('Mon espace copropriétaire — https://extranet.syndic-ouest.fr — 02/04/2025 14:32'),
        title('Mes opérations'),
        p('Période : du 01/01/2025 au 31/03/2025 — Lot 7'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit'],
          ['01/01/2025', 'Appel de fonds T1 2025', '520,00', ''],
          ['15/01/2025', 'Prélèvement', '', '520,00'],
          ['10/03/2025', 'Appel travaux ascenseur', '300,00', ''],
        ),
        p('Solde au 31/03/2025 : 300,00 débiteur'),
      ],
    ],
    figures: [day('document_date', '2025-03-31')],
  },
  // A charges statement for « exercice 2024 » dated alone on a line, the meeting quoted.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-16',
    pages: [
      [
        p('Syndic Champagne Immobilier — Troyes'),
        right('16/06/2025'),
        title('Répartition des charges — exercice 2024'),
        p('Comptes approuvés par l’assemblée générale du 05/06/2025.'),
        table(
          ['Clé', 'Dépenses', 'Votre quote-part'],
          ['Charges générales', '38 200,00', '1 146,00'],
          ['Ascenseur', '4 900,00', '171,50'],
        ),
        p('Provisions versées : 1 260,00 — Solde à votre charge : 57,50'),
      ],
    ],
    figures: [day('document_date', '2025-06-16')],
  },
  // Annexes: an accounting year, a range without year on its start, a reference header.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-02-20',
    pages: [
      [
        small('Réf. ANX-2024 — 20/02/2025'),
        title('ANNEXES COMPTABLES — EXERCICE 2024'),
        p('Exercice du 01/01 au 31/12/2024, présenté à l’assemblée générale du 27/03/2025.'),
        table(
          ['Annexe 1 — État financier', '2024', '2023'],
          ['Trésorerie', '21 480,00', '18 905,00'],
          ['Créances copropriétaires', '3 112,00', '2 870,00'],
        ),
      ],
    ],
    figures: [
      day('document_date', '2025-02-20'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
  },
  // A scanned questionnaire filled in by hand « le 3/4/25 » in the syndic's box.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-03',
    scan: scanned(165, -1.2, 13),
    pages: [
      [
        title('QUESTIONNAIRE À COMPLÉTER PAR LE SYNDIC'),
        p('Demande de Maître Vidal, notaire à Béziers, du 20/03/2025 — vente du lot 9'),
        table(
          ['Question', 'Réponse'],
          ['Date de la dernière assemblée générale', '27 mars 2025'],
          ['Procédure en cours', 'Non'],
          ['Impayés du vendeur', 'Néant'],
        ),
        p('Le syndic, le 3/4/25 — [signature]'),
      ],
    ],
    figures: [day('document_date', '2025-04-03')],
  },
  // A certificate of paid-up charges, dated alone at the bottom.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-04-07',
    pages: [
      [
        p('Cabinet Provence Gestion — 3 cours Mirabeau, 13100 Aix-en-Provence'),
        title('ATTESTATION'),
        p(
          'Je soussignée, Mme Aubert, gestionnaire, atteste que M. Garnier, propriétaire du lot n° 12 depuis l’acte d’acquisition du 15/09/2016, est à jour de ses charges de copropriété au 31/03/2025.',
        ),
        p('Attestation délivrée pour servir et valoir ce que de droit.'),
        p('07/04/2025'),
      ],
    ],
    figures: [],
  },
  // A scanned proxy filled in by hand: the meeting strongly dated, the signature « 3/6/25 ».
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-03',
    scan: scanned(155, 1.3, 14),
    pages: [
      [
        title('POUVOIR'),
        p(
          'Je soussigné M. Carlier, propriétaire du lot n° 27, donne pouvoir à Mme Petit pour me représenter à l’assemblée générale du 12 juin 2025 de la Résidence Les Oliviers et prendre part aux votes.',
        ),
        p('Fait à Nice, le 3/6/25'),
        p('Signature précédée de la mention « Bon pour pouvoir » : Bon pour pouvoir, Carlier'),
      ],
    ],
    figures: [],
  },
];
