import type { DocumentSpec } from '../../spec';
import { p, scanned, small, table, title } from '../blocks';

/** Registration certificates (registre national des copropriétés): the day they were issued. */
export const immatriculation: DocumentSpec[] = [
  {
    // registration date years before the certificate's
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-04-02',
    pages: [
      [
        small('Registre national d’immatriculation des copropriétés — tenu par l’ANAH'),
        title('ATTESTATION D’IMMATRICULATION'),
        table(
          ['Numéro d’immatriculation', 'AC2458711'],
          ['Nom d’usage', 'LE DOMAINE DES CÈDRES'],
          ['Adresse', '18-20 rue Garibaldi, 69006 Lyon'],
          ['Date d’immatriculation', '14/06/2017'],
          ['Date de dernière mise à jour', '28/03/2025'],
          ['Représentant légal', 'SOGEPRIM GESTION — SIRET 412 345 678 00034'],
        ),
        p('Attestation délivrée le 02/04/2025 au représentant légal du syndicat.'),
        small('Article L711-1 du code de la construction et de l’habitation.'),
      ],
    ],
    figures: [],
  },
  {
    // extranet print of the register's data, ISO dates, an AG quoted
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2024-06-03',
    pages: [
      [
        small('ImmoNet Syndic — Extranet — Fiche registre'),
        title('Immatriculation au registre national des copropriétés'),
        p('Numéro: AB7730291'),
        p('Copropriété: Les Jardins de Provence — 40 avenue du Prado, 13008 Marseille'),
        p('Données financières mises à jour suite à l’AG du 2024-04-12'),
        p('Nombre de lots: 134 dont 88 à usage d’habitation'),
        p('Attestation générée le: 2024-06-03'),
      ],
    ],
    figures: [],
  },
  {
    // glued date, scanned to PNG
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2019-01-09',
    pages: [
      [
        title('ATTESTATION D’IMMATRICULATION AU REGISTRE NATIONAL DES COPROPRIÉTÉS'),
        p('Syndicat des copropriétaires « Les Glycines », 3 allée des Pins, 35700 Rennes'),
        p('Numéro d’immatriculation : AE1029384'),
        p('Télédéclarant : Mme Yvette Le Gall, syndic non professionnel'),
        p('Délivrée le9 janvier 2019.'),
      ],
    ],
    figures: [],
    scan: scanned(170, 0.8, 17, 'png'),
  },
  {
    // the yearly update: the closed year's end is quoted before the update's date
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2024-07-15',
    pages: [
      [
        title('Registre national des copropriétés — Mise à jour annuelle'),
        p('Copropriété : Le Parc Monceau — 9 rue de Lévis, 75017 Paris — n° AA0066542'),
        table(
          ['Exercice clos le', '31/12/2023'],
          ['Comptes approuvés par l’AG du', '04/03/2024'],
          ['Mise à jour effectuée le', '15/07/2024'],
        ),
        p('Le télédéclarant certifie l’exactitude des données transmises.'),
        small('Récépissé de mise à jour — document à conserver'),
      ],
    ],
    figures: [],
  },
];
