import type { DocumentSpec } from '../../spec';
import { p, scanned, small, table, title } from '../blocks';

/** Plans: the title block's date. */
export const plans: DocumentSpec[] = [
  {
    // the title block says « annexe au règlement de copropriété »
    kind: 'plans',
    doctype: 8,
    dateISO: '1973-03-15',
    pages: [
      [
        small('ANNEXE AU RÈGLEMENT DE COPROPRIÉTÉ — Acte du 30 avril 1973'),
        title('PLAN DU 2ème ÉTAGE'),
        p('Immeuble « Le Beaulieu » — 22 rue Paradis, 13006 Marseille'),
        table(
          ['Lot', 'Désignation', 'Surface'],
          ['21', 'Appartement T3 — porte gauche', '68 m²'],
          ['22', 'Appartement T2 — porte face', '47 m²'],
          ['23', 'Appartement T4 — porte droite', '84 m²'],
        ),
        table(
          ['Cartouche', ''],
          ['Échelle', '1/100'],
          ['Dressé par', 'J. Amiel, géomètre-expert DPLG'],
          ['Date', '15/03/1973'],
          ['Planche', '4/9'],
        ),
      ],
    ],
    figures: [],
  },
  {
    // site plan, dotted date, scanned to PNG
    kind: 'plans',
    doctype: 8,
    dateISO: '1998-10-11',
    pages: [
      [
        title('PLAN DE SITUATION ET PLAN DE MASSE'),
        p('Résidence Le Clos Fauriel — rue Jean-Baptiste Berlier, 42100 Saint-Étienne'),
        p('Bâtiment A (R+4) — Bâtiment B (parkings semi-enterrés) — espaces verts communs'),
        p('Nord ↑ — Échelle 1/500'),
        table(['Indice', 'Date', 'Objet'], ['A', '11.10.1998', 'Création'], ['', '', '']),
      ],
    ],
    figures: [],
    scan: scanned(150, 1.5, 13, 'png'),
  },
  {
    // basement plans over two pages, lots listed, the date once
    kind: 'plans',
    doctype: 8,
    dateISO: '1985-06-21',
    pages: [
      [
        title('PLANS DES SOUS-SOLS'),
        p('Ensemble immobilier Les Terrasses du Lac — 5 avenue d’Albigny, 74000 Annecy'),
        p('Niveau -1 : parkings 101 à 128, caves 201 à 214'),
        table(
          ['Lot', 'Type', 'Niveau'],
          ['101', 'Parking', '-1'],
          ['102', 'Parking', '-1'],
          ['201', 'Cave', '-1'],
        ),
        small('Cabinet Perrier Architectes — plans établis le 21 juin 1985'),
      ],
      [
        p('Niveau -2 : parkings 129 à 160, local vélos, local poubelles'),
        table(
          ['Lot', 'Type', 'Niveau'],
          ['129', 'Parking', '-2'],
          ['130', 'Parking', '-2'],
          ['160', 'Parking', '-2'],
        ),
        small('Planche 2/2'),
      ],
    ],
    figures: [],
  },
  {
    // architect's elevation plans of the building permit file
    kind: 'plans',
    doctype: 8,
    dateISO: '2002-07-04',
    pages: [
      [
        title('PLAN DES FAÇADES NORD ET SUD'),
        p('Permis de construire n° PC 069 123 02 R0045 — Résidence Les Remparts'),
        table(
          ['Maître d’ouvrage', 'SCCV Remparts Habitat'],
          ['Architecte', 'Atelier Kessler, 67000 Strasbourg'],
          ['Date', '04/07/2002'],
          ['Indice', 'A'],
          ['Échelle', '1/200'],
        ),
        p('Façade nord : enduit gratté teinte sable ; façade sud : bardage bois et loggias.'),
      ],
    ],
    figures: [],
  },
];
