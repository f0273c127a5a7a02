import type { DocumentSpec } from '../../spec';
import { heading, p, scanned, small, table, title } from '../blocks';

/** Lead reports (CREP): the report's date. */
export const plomb: DocumentSpec[] = [
  {
    // common parts CREP: visit then report, a measurement table on page 2
    kind: 'plomb',
    doctype: 6,
    dateISO: '2020-09-02',
    pages: [
      [
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)'),
        p('Parties communes — Articles L1334-5 à L1334-10 et R1334-10 à R1334-12 du CSP'),
        p('Immeuble : 4 rue de la Monnaie, 59800 Lille — construit avant le 1er janvier 1949'),
        p('Rapport n° P-2020-0912 établi le 2 septembre 2020 — visite du 27 août 2020'),
        p('Appareil : analyseur à fluorescence X Niton XLp 300, source Cd109 du 14/01/2020'),
      ],
      [
        heading('Résultats des mesures'),
        table(
          ['Unité de diagnostic', 'Substrat', 'Mesure (mg/cm²)', 'Classement'],
          ['Cage d’escalier — murs', 'Plâtre', '0,3', '0'],
          ['Cage d’escalier — garde-corps', 'Métal', '2,4', '2'],
          ['Porte palière 3e', 'Bois', '1,8', '2'],
          ['Plinthes hall', 'Bois', '< 0,1', '0'],
        ),
        p(
          'Des revêtements contenant du plomb à une concentration supérieure au seuil de 1 mg/cm² ont été mis en évidence (classe 2). Le propriétaire doit veiller à l’entretien de ces revêtements.',
        ),
        small('Flandres Expertises — certification plomb n° PB-0718 (Qualixpert)'),
      ],
    ],
    figures: [],
  },
  {
    // CREP of a flat, weekday inside the date, scanned
    kind: 'plomb',
    doctype: 6,
    dateISO: '2019-06-14',
    pages: [
      [
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB'),
        p('Logement : 12 rue Saint-Rome, 2e étage gauche, 31000 Toulouse'),
        p('Constat réalisé le vendredi 14 juin 2019 par Mme Inès Roussel, opératrice certifiée.'),
        p(
          'Conclusion : aucune unité de diagnostic de classe 3. Deux unités de classe 1 (plinthes du séjour, porte de la cuisine). Absence de facteur de dégradation du bâti.',
        ),
        p('En cas de vente, le présent constat doit avoir été établi depuis moins d’un an.'),
      ],
      [
        heading('Croquis et localisation'),
        p('Séjour (A), cuisine (B), chambre (C), salle d’eau (D) : voir plan joint.'),
        small('Occitanie Diagnostics — 5 allée Jean Jaurès, 31000 Toulouse'),
      ],
    ],
    figures: [],
    scan: scanned(185, 1.0, 12),
  },
  {
    // dd/mm date that could be read the other way, validity date after it
    kind: 'plomb',
    doctype: 6,
    dateISO: '2018-06-05',
    pages: [
      [
        small('DIAG’OUEST — 8 rue de Strasbourg, 44000 Nantes — contact@diagouest.example'),
        title('CREP — Constat de risque d’exposition au plomb'),
        table(
          ['Dossier', '18-0605-CREP'],
          ['Date', '05/06/2018'],
          ['Propriétaire', 'SCI Loire Rive Gauche'],
          ['Bien', 'Appartement T2, lot 8, 3 quai de la Fosse, 44000 Nantes'],
        ),
        p(
          'Présence de revêtements dégradés contenant du plomb (classe 3) sur les fenêtres du séjour. Validité : un an en cas de vente, jusqu’au 04/06/2019 ; le propriétaire doit effectuer les travaux appropriés.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // one-page conclusion, scanned to PNG
    kind: 'plomb',
    doctype: 6,
    dateISO: '2023-01-09',
    pages: [
      [
        title('Conclusion du constat de risque d’exposition au plomb'),
        p('Parties communes de l’immeuble 14 rue Colbert, 37000 Tours'),
        p(
          'Nombre d’unités de diagnostic : 38 — classe 0 : 31 — classe 1 : 5 — classe 2 : 2 — classe 3 : 0.',
        ),
        p(
          'Le présent constat n’a pas de durée de validité en l’absence de revêtements contenant du plomb au-delà du seuil.',
        ),
        p('Fait à Tours le 09/01/2023'),
        p('Touraine Diagnostics — M. Julien Faure'),
      ],
    ],
    figures: [],
    scan: scanned(165, -0.7, 19, 'png'),
  },
];
