import type { DocumentSpec } from '../../spec';
import { heading, p, scanned, small, table, title } from '../blocks';

/** Asbestos files (DTA, DAPP, fiches récapitulatives): the report's or last update's date. */
export const amiante: DocumentSpec[] = [
  {
    // DTA of the common parts: cover page, mission before report, CREP named
    kind: 'amiante',
    doctype: 5,
    dateISO: '2022-05-30',
    pages: [
      [
        small(
          'ALPHA DIAG 13 — 14 rue Sainte, 13001 Marseille — Assurance RCP Hiscox n° HA RCP 0221345',
        ),
        title('DOSSIER TECHNIQUE AMIANTE (DTA)'),
        p('Parties communes — Articles R1334-29-5 et suivants du code de la santé publique'),
        table(
          ['Immeuble', 'Les Jardins de Provence, 40 avenue du Prado, 13008 Marseille'],
          ['Donneur d’ordre', 'ImmoNet Syndic, syndic de la copropriété'],
          ['Date de la mission', '23/05/2022'],
          ['Date du rapport', '30/05/2022'],
          ['Rapport n°', 'DTA-22-0518'],
        ),
      ],
      [
        heading('Repérage des matériaux et produits des listes A et B'),
        table(
          ['Localisation', 'Matériau', 'Résultat', 'État de conservation'],
          ['Chaufferie', 'Calorifugeage (liste A)', 'Absence', '—'],
          ['Sous-sol', 'Conduit fibres-ciment (liste B)', 'Présence', 'EP — évaluation périodique'],
          [
            'Toiture',
            'Plaques ondulées (liste B)',
            'Présence',
            'AC1 — action corrective de 1er niveau',
          ],
        ),
      ],
      [
        heading('Fiche récapitulative du DTA'),
        p(
          'Le présent dossier ne porte ni sur le plomb (voir le constat de risque d’exposition au plomb) ni sur les parties privatives. Il sera mis à jour après tout travaux sur les matériaux repérés.',
        ),
        small(
          'Opérateur certifié : M. Lionel Ferri — certification n° AMI-1234 (Dekra Certification)',
        ),
      ],
    ],
    figures: [],
  },
  {
    // private-parts asbestos report of 2014, glued date
    kind: 'amiante',
    doctype: 5,
    dateISO: '2014-03-03',
    pages: [
      [
        title('RAPPORT DE REPÉRAGE AMIANTE AVANT VENTE'),
        p('Parties privatives — Article L1334-13 du code de la santé publique'),
        p('Bien : appartement T3, 2e étage, lot 14 — 7 rue des Lices, 49100 Angers'),
        p('Rapport établi le3 mars 2014 à la demande de Mme Garnier, propriétaire.'),
        p(
          'Conclusion : dans le cadre de la mission décrite, il n’a pas été repéré de matériaux et produits contenant de l’amiante.',
        ),
      ],
      [
        heading('Liste des locaux visités'),
        table(
          ['Pièce', 'Sol', 'Murs', 'Plafond'],
          ['Séjour', 'Parquet', 'Plâtre peint', 'Plâtre'],
          ['Cuisine', 'Carrelage', 'Faïence', 'Plâtre'],
          ['Salle de bains', 'Carrelage', 'Faïence', 'Lambris PVC'],
        ),
        small('Anjou Diagnostic Immobilier — 12 boulevard Foch, 49100 Angers'),
      ],
    ],
    figures: [],
  },
  {
    // one-page summary sheet: creation and last update, scanned to PNG
    kind: 'amiante',
    doctype: 5,
    dateISO: '2021-10-06',
    pages: [
      [
        title('FICHE RÉCAPITULATIVE DU DOSSIER TECHNIQUE AMIANTE'),
        p('Immeuble : 31 rue Paul Bert, 33000 Bordeaux'),
        table(
          ['Date de création du DTA', '12/09/2005'],
          ['Date de la dernière mise à jour', '06/10/2021'],
          ['Opérateur', 'Aquitaine Repérages — M. Olivier Dubourg'],
        ),
        p(
          'Matériaux contenant de l’amiante : dalles de sol vinyle-amiante dans le local vélos (liste B, bon état). Aucune mesure d’empoussièrement requise.',
        ),
        p(
          'Consignes générales de sécurité : ne pas percer, poncer ni découper les matériaux repérés. Informer toute entreprise intervenant dans les parties communes.',
        ),
      ],
    ],
    figures: [],
    scan: scanned(150, -1.3, 15, 'png'),
  },
  {
    // report written as key: value lines, the DPE named
    kind: 'amiante',
    doctype: 5,
    dateISO: '2019-02-11',
    pages: [
      [
        title('Rapport de repérage des matériaux amiantés — listes A et B'),
        p('Référence dossier: RA-2019-0211-LV'),
        p('Immeuble: Le Parc Monceau, 9 rue de Lévis, 75017 Paris'),
        p('Date d’émission: 11/02/2019'),
        p('Date(s) de visite: 04/02/2019 et 05/02/2019'),
        p('Validité: illimitée en l’absence de matériaux amiantés'),
        p(
          'Résultat: absence de matériaux et produits contenant de l’amiante dans les parties communes visitées.',
        ),
        p(
          'Observation: les locaux techniques de l’ascenseur n’ont pas été accessibles ; ils devront faire l’objet d’un repérage complémentaire. Un diagnostic de performance énergétique collectif est par ailleurs en cours.',
        ),
        small('Expertises Franciliennes SARL — RCS Paris 502 998 114'),
      ],
    ],
    figures: [],
  },
];
