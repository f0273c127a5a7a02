import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, diagnosticians' reports: each names the other diagnostics it does not
 * cover, and prints a visit date next to the report's own date (the one a human files).
 */
export const thirdDiagnostics: DocumentSpec[] = [
  {
    // an energy performance certificate: amiante and plomb named as not covered
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-01-14',
    figures: [],
    pages: [
      [
        small(
          'DIAG’IMMO 31 — 12 chemin de la Flambère — 31300 Toulouse — certification Bureau Veritas n° 8123456',
        ),
        title('Diagnostic de performance énergétique (logement)'),
        table(
          ['N° ADEME', '2531E0123456A'],
          ['Date de visite', '09/01/2025'],
          ['Établi le', '14/01/2025'],
          ['Valable jusqu’au', '13/01/2035'],
        ),
        p(
          'Adresse : 8 rue des Filatiers, 31000 Toulouse — appartement lot n° 12, 3e étage, 61,4 m²',
        ),
        p(
          'Consommation énergétique : 212 kWh/m²/an — classe D. Émissions : 38 kg CO2/m²/an — classe D. Estimation des coûts annuels : entre 1 130 € et 1 560 € par an (prix moyens des énergies indexés au 1er janvier 2021).',
        ),
        p(
          'Ce rapport ne comprend ni le repérage de l’amiante ni le constat de risque d’exposition au plomb, établis séparément.',
        ),
      ],
    ],
  },
  {
    // an electrical installation report: inspection one day, the report the next, dotted dates
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-03-04',
    figures: [],
    pages: [
      [
        small('ELEC CONTRÔLE EXPERTISE — SIRET 812 345 678 00021 — Assurance RCP Axa n° 1045789'),
        title('ÉTAT DE L’INSTALLATION INTÉRIEURE D’ÉLECTRICITÉ'),
        p('Arrêté du 28 septembre 2017 — norme NF C 16-600'),
        table(
          ['Désignation', 'Valeur'],
          ['Date du repérage', '03.03.2025'],
          ['Date d’établissement du rapport', '04.03.2025'],
          ['Année de l’installation', 'plus de 15 ans'],
          ['Distributeur', 'Enedis'],
        ),
        heading('Synthèse'),
        p(
          'L’installation intérieure d’électricité comporte une ou des anomalies (B.3.3.6 a1 : au moins un socle de prise de courant ne comporte pas de broche de terre). Il est recommandé de faire réaliser les travaux par un électricien qualifié.',
        ),
        p('Durée de validité : 3 ans pour la vente.'),
      ],
    ],
  },
  {
    // a common-parts asbestos file's summary sheet, updated after a later inspection
    kind: 'amiante',
    doctype: 5,
    dateISO: '2024-09-17',
    figures: [],
    pages: [
      [
        small(
          'Syndicat des copropriétaires « Les Jardins d’Ulysse » — 2 à 8 rue Molière — 94200 Ivry-sur-Seine',
        ),
        title('Dossier Technique Amiante — Parties communes'),
        heading('Fiche récapitulative'),
        table(
          ['Rubrique', 'Information'],
          ['Date de mise à jour', '17 septembre 2024'],
          ['Repérage (liste A et B)', 'réalisé le 2 septembre 2024 par M. Lucas Petit, certifié'],
          ['Permis de construire', 'délivré le 14/05/1968 (antérieur au 1er juillet 1997)'],
          ['Matériaux de la liste A', 'aucun'],
          [
            'Matériaux de la liste B',
            'conduits en amiante-ciment (vide-ordures), état de conservation : EP',
          ],
        ),
        p(
          'Recommandations : évaluation périodique de l’état de conservation des conduits dans un délai de trois ans. Le présent dossier est tenu à la disposition des occupants et des entreprises chez le syndic.',
        ),
      ],
    ],
  },
  {
    // a sale's asbestos report under its full legal title, scanned to PNG
    kind: 'amiante',
    doctype: 5,
    dateISO: '2023-11-21',
    figures: [],
    scan: scanned(150, 1.3, 12, 'png'),
    pages: [
      [
        small('Cabinet Expertise Diagnostics Rhône — 73 rue Garibaldi — 69003 Lyon'),
        title(
          'Rapport de mission de repérage des matériaux et produits contenant de l’amiante pour l’établissement du constat établi à l’occasion de la vente d’un immeuble bâti',
        ),
        p('Date du rapport : 21/11/2023 — Rapport n° 23-1121-LY-07'),
        p(
          'Immeuble : 15 montée de la Grande-Côte, 69001 Lyon — lot 7 (appartement) et lot 31 (cave)',
        ),
        heading('Conclusion'),
        p(
          'Dans le cadre de la mission décrite en tête de rapport, il n’a pas été repéré de matériaux et produits contenant de l’amiante. Constat de risque d’exposition au plomb : non concerné par la présente mission.',
        ),
        p('Opérateur de repérage : Mme Aurélie Giraud'),
      ],
    ],
  },
  {
    // a common-parts lead report, signed at the end, mentions the asbestos file
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-07-08',
    figures: [],
    pages: [
      [
        small('PROVENCE DIAGNOSTICS — 3 rue Paradis — 13001 Marseille'),
        title('Constat de risque d’exposition au plomb (CREP) — parties communes'),
        p('Articles L.1334-5 à L.1334-10 du code de la santé publique — arrêté du 19 août 2011'),
        p('Immeuble : 92 rue d’Aubagne, 13001 Marseille — construit avant 1949'),
        table(
          ['Unités de diagnostic', 'Mesurées', 'Classe 0', 'Classe 1', 'Classe 2', 'Classe 3'],
          ['Nombre', '64', '41', '12', '9', '2'],
        ),
        p(
          'Des revêtements dégradés contenant du plomb (classe 3) ont été relevés dans la cage d’escalier, 2e palier. Le propriétaire doit en informer les occupants et les personnes amenées à exécuter des travaux.',
        ),
        p('Le dossier technique amiante fait l’objet d’un rapport séparé.'),
        right('Fait à Marseille, le 8 juillet 2024'),
        p('L’opérateur : M. Karim Benali, certification n° CPDI 4521'),
      ],
    ],
  },
  {
    // a flat's lead report over two scanned pages, « le 1er » intervention, « févr. » report
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-02-05',
    figures: [],
    scan: scanned(200, -0.6, 20),
    pages: [
      [
        small('ALPHA DIAG 75 — 110 boulevard de Magenta — 75010 Paris'),
        heading('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB'),
        p('Vente — Appartement 2e étage gauche, 18 rue Marx-Dormoy, 75018 Paris'),
        p('Date d’intervention : 1er février 2024 — Rapport édité le 5 févr. 2024'),
        table(
          ['N°', 'Zone', 'Unité de diagnostic', 'Substrat', 'Mesure (mg/cm²)', 'Classement'],
          ['1', 'Séjour', 'Plinthe', 'Bois', '0,3', '0'],
          ['2', 'Séjour', 'Porte', 'Bois', '1,8', '2'],
          ['3', 'Chambre', 'Fenêtre intérieure', 'Bois', '2,4', '2'],
          ['4', 'Cuisine', 'Mur A', 'Plâtre', '0,1', '0'],
        ),
      ],
      [
        heading('Conclusion'),
        p(
          'Des revêtements contenant du plomb à une concentration supérieure ou égale au seuil de 1 mg/cm² ont été mis en évidence (classe 2, état d’usage). Le constat est valable un an pour la vente.',
        ),
        p(
          'Appareil : analyseur à fluorescence X Niton XLp 300, source Cd 109 chargée le 12/09/2023.',
        ),
      ],
    ],
  },
];
