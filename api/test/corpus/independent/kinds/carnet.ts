import type { DocumentSpec } from '../../spec';
import { heading, p, small, table, title } from '../blocks';

/** Maintenance logs: the date of their last update. */
export const carnet: DocumentSpec[] = [
  {
    // big syndic, contracts and works with their own dates, the règlement's year quoted
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-02-12',
    pages: [
      [
        small('SOGEPRIM GESTION — Service technique — RCS Lyon 412 345 678'),
        title('CARNET D’ENTRETIEN DE L’IMMEUBLE'),
        p('Décret n° 2001-477 du 30 mai 2001 — Copropriété 0457 LE DOMAINE DES CÈDRES'),
        p('Mis à jour le 12/02/2025'),
        heading('1. Identification'),
        table(
          ['Adresse', '18-20 rue Garibaldi, 69006 Lyon'],
          ['Règlement de copropriété', 'acte du 14 mars 1972'],
          ['Nombre de lots', '96 dont 58 lots principaux'],
          ['Immatriculation', 'AC2-458-711'],
        ),
      ],
      [
        heading('2. Contrats d’entretien et d’assurance'),
        table(
          ['Objet', 'Prestataire', 'Contrat n°', 'Échéance'],
          ['Ascenseurs', 'Rhône Ascenseurs', 'RA-22-118', '31/12/2026'],
          ['Chaufferie', 'Thermique Services', 'TS-0457', '30/09/2025'],
          ['Assurance multirisque', 'Mutuelle Immo', 'MI-778451', '01/01/2026'],
        ),
        heading('3. Travaux importants réalisés'),
        table(
          ['Année', 'Travaux', 'Entreprise'],
          ['2016', 'Ravalement façades sur cour', 'Façades du Rhône'],
          ['2019', 'Réfection de l’étanchéité de la toiture-terrasse', 'Étanch’Lyon'],
          ['2023', 'Remplacement de la chaudière collective', 'Thermique Services'],
        ),
        p(
          'Le dossier technique amiante (mise à jour 2022) et le diagnostic technique global (2025) sont tenus à disposition des copropriétaires.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // extranet export as key: value lines, ISO dates
    kind: 'carnet',
    doctype: 7,
    dateISO: '2024-10-01',
    pages: [
      [
        small('ImmoNet Syndic — Extranet — export PDF'),
        title('Carnet d’entretien'),
        p('Édition du: 2024-10-01'),
        p('Copropriété: 0231 — Les Jardins de Provence'),
        p('Syndic en exercice: ImmoNet Syndic, mandat du 2023-04-12 au 2026-04-11'),
        p('Année de construction: 1968'),
        table(
          ['Équipement', 'Dernière intervention', 'Prochaine visite'],
          ['Ascenseur A', '2024-09-18', '2024-12-18'],
          ['Ascenseur B', '2024-09-18', '2024-12-18'],
          ['Extincteurs', '2024-03-02', '2025-03-02'],
          ['Portail garage', '2024-06-27', '2025-06-27'],
        ),
        p('Travaux votés non réalisés: remplacement des ascenseurs (AGE à venir).'),
      ],
    ],
    figures: [],
  },
  {
    // small syndic, the update date glued to « au »
    kind: 'carnet',
    doctype: 7,
    dateISO: '2023-12-31',
    pages: [
      [
        p('Agence Martineau Immobilier — 14 rue Colbert, 37000 Tours'),
        title('Carnet d’entretien — 6 rue du Commerce'),
        p('Carnet d’entretien à jour au31 décembre 2023.'),
        p('Syndic : Agence Martineau Immobilier depuis l’assemblée générale du 14 septembre 2021.'),
        p(
          'Entretien courant : ménage des parties communes (Net’Tours, hebdomadaire) ; désinsectisation annuelle ; vérification des extincteurs chaque année en mars.',
        ),
        p(
          'Travaux : 2018 réfection de la cage d’escalier ; 2022 remplacement de l’interphone par un visiophone.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // weekday inside the update date
    kind: 'carnet',
    doctype: 7,
    dateISO: '2024-06-03',
    pages: [
      [
        title('CARNET D’ENTRETIEN'),
        p('Copropriété Les Glycines — 3 allée des Pins, 35700 Rennes'),
        p('Dernière mise à jour : lundi 3 juin 2024, après l’assemblée générale du 1er juin 2024.'),
        table(
          ['Élément', 'Intervention', 'Date'],
          ['Toiture du garage à vélos', 'Réfection décidée', 'été 2024'],
          ['Jardin', 'Contrat d’entretien Vert Rennes', 'depuis 2020'],
          ['Compteurs d’eau', 'Relève annuelle', 'janvier'],
        ),
        p('Tenu par le syndic bénévole, Mme Yvette Le Gall.'),
      ],
    ],
    figures: [],
  },
];
