import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Tuning-only documents (second batch, written without reading the rules): the building's
 * own papers as notaries, surveyors, diagnosticians and the national register print them.
 */
export const moreBuilding: DocumentSpec[] = [
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1972-10-23',
    figures: [],
    scan: scanned(200, 0.6, 16),
    pages: [
      [
        title('RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION'),
        p('Immeuble sis à Bordeaux (Gironde), 56 cours de l’Intendance'),
        p(
          'Par-devant Maître Henri DUCASSE, notaire à Bordeaux, soussigné, L’an mil neuf cent soixante-douze, le vingt-trois octobre,',
        ),
        p(
          'A COMPARU : la Société Civile Immobilière « INTENDANCE 56 », laquelle a établi ainsi qu’il suit le règlement de copropriété devant régir l’immeuble ci-après désigné.',
        ),
        heading('CHAPITRE PREMIER — DÉSIGNATION ET DIVISION DE L’IMMEUBLE'),
        p(
          'Article 1er. — Le présent règlement a pour objet de déterminer les parties communes et les parties privatives, les droits et obligations des copropriétaires et la répartition des charges.',
        ),
      ],
      [
        heading('CHAPITRE II — ÉTAT DESCRIPTIF DE DIVISION'),
        table(
          ['Lot', 'Bâtiment', 'Étage', 'Nature', 'Millièmes'],
          ['1', 'A', 'RdC', 'Boutique', '112/1000'],
          ['2', 'A', '1er', 'Appartement', '96/1000'],
          ['3', 'A', '2e', 'Appartement', '96/1000'],
          ['4', 'B', 'Sous-sol', 'Cave', '4/1000'],
        ),
        p(
          'Une expédition des présentes sera publiée au bureau des hypothèques de Bordeaux ; publication faite le 15 décembre 1972, volume 4521 n° 12.',
        ),
      ],
    ],
  },
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2019-07-05',
    figures: [],
    pages: [
      [
        small('Office notarial des Quais — 3 quai de la Fosse 44000 Nantes'),
        title('MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ'),
        p('Acte reçu le 5 juillet 2019 par Maître Claire Morvan, notaire associée.'),
        p(
          'Le règlement de copropriété de l’immeuble du 9 rue Crébillon a été établi suivant acte reçu par Maître Tessier le 12 mars 1965, publié le 2 avril 1965.',
        ),
        p(
          'Aux termes d’une résolution adoptée par l’assemblée générale du 18 juin 2018, les copropriétaires ont décidé la création d’un lot n° 31 (ancienne loge de gardien) et la modification corrélative de l’état descriptif de division et des tantièmes de charges générales.',
        ),
        table(
          ['Lot', 'Désignation', 'Tantièmes anciens', 'Tantièmes nouveaux'],
          ['31', 'Studio au rez-de-chaussée', '—', '38/10000'],
          ['1 à 30', 'Inchangés', '10000', '9962'],
        ),
        p('Les autres stipulations du règlement de copropriété demeurent inchangées.'),
      ],
    ],
  },
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2008-09-18',
    figures: [],
    pages: [
      [
        small('Cabinet GÉOMAT — Géomètres-Experts DPLG — 14 rue de la Paix 67000 Strasbourg'),
        heading('Etat descriptifde division'),
        p('Ensemble immobilier « Les Terrasses du Rhin », 2 à 6 allée des Bateliers, Strasbourg.'),
        table(
          [
            'N° de lot',
            'Bâtiment',
            'Escalier',
            'Étage',
            'Nature du lot',
            'Quote-part parties communes',
          ],
          ['1', 'A', '1', 'RdC', 'Appartement T3', '412/10000'],
          ['2', 'A', '1', 'RdC', 'Appartement T2', '287/10000'],
          ['101', 'A', '—', 'Sous-sol', 'Parking', '35/10000'],
          ['102', 'A', '—', 'Sous-sol', 'Parking', '35/10000'],
        ),
        p('Le présent état descriptif de division est annexé au règlement de copropriété.'),
        right('Dressé le 18/09/2008\nLe géomètre-expert'),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-03-14',
    figures: [],
    pages: [
      [
        title('Diagnostic de performance énergétique (logement)'),
        table(
          ['N° ADEME', '2575E0123456X'],
          ['Établi le', '14/03/2025'],
          ['Valable jusqu’au', '13/03/2035'],
          ['Date de visite', '11/03/2025'],
        ),
        p(
          'Adresse : 8 rue des Lilas, 3e étage porte gauche, 59000 Lille — Type de bien : appartement — Surface habitable : 61,4 m²',
        ),
        p(
          'Performance énergétique : classe E (287 kWh/m²/an) — Émissions : classe E (62 kg CO2/m²/an)',
        ),
        p(
          'Estimation des coûts annuels d’énergie du logement : entre 1 480 € et 2 040 € par an (prix moyens des énergies indexés au 1er janvier 2021).',
        ),
        small(
          'Diagnostiqueur : Nord Diag Expertises — certification n° C2019-0045 par Bureau Veritas Certification',
        ),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-12-02',
    figures: [],
    pages: [
      [
        heading('INGÉTECH BÂTIMENT — Bureau d’études'),
        title('Diagnostic Technique Global (article L.731-1 du CCH)'),
        p(
          'Copropriété « Parc Montaigne », 3 à 11 rue Montaigne, 33700 Mérignac — 84 lots principaux',
        ),
        p('Rapport du 2 décembre 2024 — visites réalisées les 14 et 15 octobre 2024'),
        heading('1. Analyse de l’état apparent des parties communes'),
        p(
          'Façades : fissurations en pignon nord. Toiture-terrasse : étanchéité d’origine (1974) en fin de vie.',
        ),
        heading('2. Situation au regard des obligations légales'),
        p(
          'Dossier technique amiante établi le 4 juin 2004, mis à jour en 2018 ; pas de constat de risque d’exposition au plomb (immeuble postérieur à 1949). Carnet d’entretien tenu par le syndic.',
        ),
      ],
      [
        heading('3. Plan pluriannuel de travaux proposé'),
        table(
          ['Horizon', 'Travaux', 'Estimation TTC'],
          ['2025-2027', 'Réfection de l’étanchéité', '148 000 €'],
          ['2028-2030', 'Isolation thermique par l’extérieur', '612 000 €'],
        ),
        small('Le présent diagnostic sera présenté à la prochaine assemblée générale.'),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-01-28',
    figures: [],
    pages: [
      [
        title('PROJET DE PLAN PLURIANNUEL DE TRAVAUX'),
        small(
          'Version 2 — 28.01.2025 — établi par Atelier Lenoir, architecte DPLG, pour le syndicat des copropriétaires du 40 rue Nationale, Tours',
        ),
        p(
          'Le présent projet, établi en application de l’article 14-2 de la loi du 10 juillet 1965, recense les travaux nécessaires sur dix ans à la sauvegarde de l’immeuble, à la préservation de la santé des occupants et à la réalisation d’économies d’énergie.',
        ),
        table(
          ['Année', 'Ouvrage', 'Travaux', 'Montant estimé'],
          ['2026', 'Toiture', 'Révision de la couverture ardoise', '24 500 €'],
          ['2027', 'Chaufferie', 'Remplacement des chaudières', '86 000 €'],
          ['2029', 'Façades', 'Ravalement et ITE', '310 000 €'],
        ),
        p(
          'Les travaux réalisés depuis 2015 ont été repris du carnet d’entretien. Le projet sera soumis au vote de l’assemblée générale.',
        ),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-06',
    figures: [],
    scan: scanned(150, -1.3, 12),
    pages: [
      [
        title('État de l’installation intérieure d’électricité'),
        small(
          'Articles L.134-7 et R.134-10 à R.134-13 du code de la construction — norme NF C 16-600',
        ),
        table(
          ['Date du repérage', '05/02/2025'],
          ['Date d’établissement de l’état', '06/02/2025'],
          ['Durée de validité', '3 ans'],
          ['Donneur d’ordre', 'M. Olivier Marchand (propriétaire)'],
        ),
        p('Localisation : 27 rue Saint-Rome, 31000 Toulouse — appartement lot n° 9, 2e étage.'),
        p(
          'Conclusion : l’installation intérieure d’électricité comporte une ou des anomalies (B3.3.6 a1 : absence de liaison équipotentielle).',
        ),
        small('Opérateur : Sud Diagnostic Immo — certifié par LCC Qualixpert n° C1123'),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-11-19',
    figures: [],
    pages: [
      [
        small('ALLO DIAG 06 — 42 avenue Jean Médecin, Nice — SIRET 812 345 678 00021'),
        title('ÉTAT DE L’INSTALLATION INTÉRIEURE DE GAZ'),
        p('Rapport n° G-2024-118 du 19/11/2024 — établi selon la norme NF P 45-500 (janvier 2013)'),
        table(
          ['Désignation', 'Appartement — 5 rue Pastorelli, 06000 Nice'],
          ['Propriétaire', 'Mme Sandrine Albertini'],
          ['Distributeur', 'GRDF'],
          ['Appareils', 'Chaudière murale Saunier Duval (2009), cuisinière 4 feux'],
        ),
        p('Conclusion : l’installation ne comporte aucune anomalie. État valable 3 ans.'),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-06-03',
    figures: [],
    scan: scanned(170, 0.9, 11, 'png'),
    pages: [
      [
        title('État des risques et pollutions'),
        small(
          'Aléas naturels, miniers ou technologiques, sismicité, potentiel radon, sols pollués et bruit',
        ),
        p('Cet état, établi le 3 juin 2025, est destiné à être annexé au contrat de vente.'),
        table(
          ['Adresse', '22 rue de Metz, 31000 Toulouse'],
          ['Parcelle', 'section AB n° 142'],
          ['PPRN inondation', 'approuvé — arrêté préfectoral n° 2021-045 du 12 avril 2021'],
          ['Zone de sismicité', '1 (très faible)'],
          ['Potentiel radon', 'catégorie 1'],
        ),
        p(
          'Le vendeur déclare que le bien n’a pas fait l’objet d’une indemnisation au titre d’une catastrophe naturelle.',
        ),
      ],
    ],
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-05-22',
    figures: [],
    pages: [
      [
        small('EXPERTIMMO 44 — Diagnostics immobiliers — 7 rue Crébillon 44000 Nantes'),
        title('Attestation de superficie privative (loi Carrez)'),
        p('Article 46 de la loi n° 65-557 du 10 juillet 1965 — décret n° 97-532 du 23 mai 1997'),
        table(
          ['Pièce', 'Superficie privative', 'Hors Carrez'],
          ['Séjour', '22,15 m²', ''],
          ['Chambre', '11,48 m²', ''],
          ['Cuisine', '7,02 m²', ''],
          ['Salle d’eau', '4,37 m²', ''],
          ['Combles (h < 1,80 m)', '', '3,90 m²'],
        ),
        p('Superficie privative totale du lot n° 23 : 45,02 m²'),
        right('Fait à Nantes le 22/05/2025\nL’opérateur de mesurage'),
      ],
    ],
  },
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2023-09-12',
    figures: [],
    scan: scanned(200, 1.2, 13),
    pages: [
      [
        title('DOSSIER TECHNIQUE AMIANTE (DTA) — PARTIES COMMUNES'),
        small('Articles R.1334-29-5 et R.1334-29-6 du code de la santé publique'),
        table(
          ['Immeuble', '15 rue Lafayette, 75009 Paris'],
          ['Repérage initial', '04/06/2004'],
          ['Date de mise à jour', '12 septembre 2023'],
          ['Opérateur', 'Amiante Contrôle Île-de-France'],
        ),
        p(
          'Matériaux et produits de la liste B repérés : conduits en fibres-ciment (vide-ordures, caves), état de conservation EP (évaluation périodique).',
        ),
        p('Aucune recherche de plomb ni de termites n’entre dans la présente mission.'),
      ],
    ],
  },
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2025-04-08',
    figures: [],
    pages: [
      [
        heading('DIAG & CO — Expertises immobilières'),
        title(
          'Rapport de repérage des matériaux et produits contenant de l’amiante pour l’établissement du constat établi à l’occasion de la vente',
        ),
        table(
          ['Date de la mission', '07/04/2025'],
          ['Date du rapport', '08/04/2025'],
          ['Listes', 'A et B de l’annexe 13-9 du code de la santé publique'],
        ),
        p(
          'Bien : appartement, lot 17, 4 allée des Tilleuls, 21000 Dijon (permis de construire antérieur au 1er juillet 1997).',
        ),
        p(
          'Conclusion : il n’a pas été repéré de matériaux ou produits contenant de l’amiante. Le diagnostic de performance énergétique et l’état de l’installation électrique font l’objet de rapports séparés.',
        ),
      ],
    ],
  },
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-10-17',
    figures: [],
    pages: [
      [
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)'),
        small(
          'Articles L.1334-5 à L.1334-10 et R.1334-10 à R.1334-12 du code de la santé publique — arrêté du 19 août 2011',
        ),
        table(
          ['Date du constat', '17/10/2024'],
          ['Adresse', '6 rue du Pont-Neuf, 75001 Paris, 5e étage'],
          ['Appareil', 'Fluorescence X — Niton XLp 300, source Cd 109'],
          ['Unités de diagnostic mesurées', '84'],
        ),
        table(['Classement', '0', '1', '2', '3'], ['Nombre d’unités', '71', '9', '4', '0']),
        p(
          'Des revêtements dégradés contenant du plomb (classe 2) ont été relevés : le propriétaire doit informer les occupants.',
        ),
      ],
    ],
  },
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2025-01-09',
    figures: [],
    scan: scanned(150, -0.7, 15, 'png'),
    pages: [
      [
        small('Cabinet Rhône Diagnostics — 3 quai Saint-Vincent, 69001 Lyon'),
        heading('CREP — parties communes'),
        p(
          'Immeuble collectif construit vers 1890 — 8 rue Royale, Lyon 1er — réalisé le 9 janv. 2025 à la demande du syndic.',
        ),
        p(
          'Cage d’escalier, paliers et halls : 46 unités de diagnostic, dont 6 en classe 3 (peintures écaillées des garde-corps).',
        ),
        p(
          'Des travaux doivent être réalisés pour supprimer le risque ; le rapport est transmis au syndicat des copropriétaires.',
        ),
      ],
    ],
  },
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-04-30',
    figures: [],
    pages: [
      [
        title('CARNET D’ENTRETIEN DE L’IMMEUBLE'),
        small('Décret n° 2001-477 du 30 mai 2001 — mis à jour le 30/04/2025'),
        p('Immeuble : 10 boulevard Carnot, 06400 Cannes — Syndic : Cabinet Riviera Gestion'),
        heading('Contrats d’entretien et de maintenance'),
        table(
          ['Équipement', 'Entreprise', 'Contrat du', 'Échéance'],
          ['Ascenseur', 'Otis', '01/01/2020', '31/12/2025'],
          ['Chaudière collective', 'Engie Home Services', '15/10/2022', '14/10/2025'],
        ),
        heading('Travaux importants réalisés'),
        table(
          ['Année', 'Nature', 'Entreprise'],
          ['2018', 'Ravalement des façades', 'Façades du Sud'],
          ['2021', 'Remplacement de la porte de garage', 'Portail Azur'],
        ),
      ],
    ],
  },
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-02-14',
    figures: [],
    scan: scanned(160, 0.5, 12),
    pages: [
      [
        small('Extranet copropriété — Résidence Les Tilleuls — Édité le 14.02.2025'),
        heading('Carnet d’entretien'),
        table(
          ['Date', 'Intervention', 'Entreprise'],
          ['12/05/2005', 'Diagnostic amiante : dossier technique amiante', 'Amiante Contrôle'],
          ['03/09/2016', 'Réfection de la toiture-terrasse', 'Étanchéité 33'],
          ['20/06/2023', 'Mise en conformité de l’ascenseur', 'Kone'],
        ),
        p(
          'Assurance de l’immeuble : Allianz, contrat n° 45 998 120, échéance annuelle au 1er janvier.',
        ),
      ],
    ],
  },
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '1987-06-12',
    figures: [],
    pages: [
      [
        title('PLAN DU 3ème ÉTAGE — Bâtiment B'),
        p('Échelle 1/100'),
        p('Séjour 24,60 — Chambre 1 12,10 — Chambre 2 10,85 — Cuisine 8,20 — SdB 4,90 — Dgt 3,10'),
        table(['Indice', 'Date', 'Dessiné', 'Vérifié'], ['C', '12/06/1987', 'R. F.', 'J. M.']),
        small('SCI Les Hauts de Bellevue — Architecte : Jacques Morel, 4 rue d’Alsace, Grenoble'),
      ],
    ],
  },
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '1999-03-04',
    figures: [],
    scan: scanned(180, -1.0, 10, 'png'),
    pages: [
      [
        heading('Plan des caves — sous-sol'),
        p('Plans de l’immeuble 9 rue Saint-Jean, 57000 Metz, annexés au règlement de copropriété'),
        p('Caves n° 21 à 34 — chaufferie — local compteurs — local poubelles'),
        small('Cabinet Lorraine Géomètres — Dressé le 4 mars 1999 — échelle 1/50'),
      ],
    ],
  },
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-03-26',
    figures: [],
    pages: [
      [
        small('Registre national des copropriétés — www.registre-coproprietes.gouv.fr'),
        title('Attestation d’immatriculation'),
        table(
          ['Numéro d’immatriculation', 'AB1234567'],
          ['Nom d’usage', 'RÉSIDENCE DU PARC'],
          ['Adresse principale', '12 avenue Foch, 54000 Nancy'],
          ['Date d’immatriculation', '17/02/2017'],
          ['Date de la dernière mise à jour', '25/03/2025'],
          ['Représentant légal', 'Cabinet Stanislas Immobilier'],
        ),
        p('Attestation délivrée le 26/03/2025.'),
      ],
    ],
  },
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2018-09-12',
    figures: [],
    scan: scanned(150, 1.4, 14),
    pages: [
      [
        small('Le 12/09/2018'),
        heading('Récépissé d’immatriculation de votre copropriété'),
        p(
          'Madame, Monsieur, votre copropriété « 5 RUE DES ORFÈVRES » a bien été immatriculée le 12 septembre 2018 au registre national des copropriétés sous le numéro AC9876543.',
        ),
        p(
          'Pensez à mettre à jour chaque année les données financières après l’approbation des comptes en assemblée générale.',
        ),
        small('L’Agence nationale de l’habitat (Anah), teneur du registre.'),
      ],
    ],
  },
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-04-15',
    figures: [],
    pages: [
      [
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        small(
          'Article 8-2 de la loi n° 65-557 du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016',
        ),
        p(
          'Établie le 15/04/2025 par Sergic, syndic professionnel — mandat du 20/06/2023 au 19/06/2026',
        ),
        heading('Identification'),
        table(
          ['Immatriculation', 'AA4455667'],
          ['Adresse', '33 rue Nationale, 59000 Lille'],
          ['Nombre de lots', '64 (dont 41 à usage d’habitation)'],
        ),
        heading('Données financières — exercice du 01/01/2024 au 31/12/2024'),
        table(
          ['Charges pour opérations courantes', '84 210,55 €'],
          ['Charges pour travaux et opérations exceptionnelles', '12 004,00 €'],
          ['Montant des sommes restant dues par les copropriétaires', '6 340,12 €'],
          ['Dettes fournisseurs', '3 118,40 €'],
          ['Montant du fonds de travaux', '21 480,00 €'],
        ),
      ],
    ],
  },
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-05-02',
    figures: [],
    scan: scanned(170, -0.9, 12),
    pages: [
      [
        small(
          'Syndic coopératif — Copropriété 14 rue Paul Bert, 35000 Rennes — Date d’édition : 02/05/25',
        ),
        heading('Fiche synthétique'),
        table(
          ['Rubrique', 'Donnée'],
          ['Immatriculation', 'AD7788990'],
          ['Date de l’AG ayant approuvé les comptes', '12/06/2024'],
          ['Nombre de lots principaux', '9'],
          ['Chauffage', 'individuel gaz'],
          ['Fonds de travaux au 31/12/2024', '8 450,00 €'],
        ),
        p('Le règlement de copropriété et le carnet d’entretien sont consultables sur demande.'),
      ],
    ],
  },
];
