import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, the building's records: maintenance logs full of dated works, plans
 * with a title block, the national register's papers and synthetic sheets, each naming
 * other documents (diagnostics, rules, minutes) and their dates.
 */
export const thirdBuilding: DocumentSpec[] = [
  {
    // an extranet's maintenance log: a table of dated works, the edition date at the bottom
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-04-11',
    figures: [],
    pages: [
      [
        small('Foncière Gestion Syndic — Espace client — Immeuble 0457 « Villa Bellevue »'),
        heading('Carnet d’entretien de l’immeuble'),
        p('Adresse : 21 boulevard Carnot, 06400 Cannes — 32 lots principaux — construit en 1974'),
        heading('Contrats d’entretien et de maintenance'),
        table(
          ['Équipement', 'Prestataire', 'Contrat n°', 'Échéance'],
          ['Ascenseur', 'Otis', 'C-55871', '31/12/2026'],
          ['Chaudière collective', 'Engie Home Services', '2021-4478', '30/09/2025'],
          ['Portes de parking', 'Portis', 'PT-0932', '28/02/2026'],
        ),
        heading('Travaux importants réalisés'),
        table(
          ['Date', 'Nature des travaux', 'Entreprise', 'AG ayant voté'],
          ['15/10/2019', 'Réfection de la toiture-terrasse', 'Smac', '18/06/2019'],
          ['03/05/2022', 'Mise en conformité ascenseur', 'Otis', '24/06/2021'],
          ['20/11/2024', 'Ravalement des façades', 'Façades Azur', '13/06/2023'],
        ),
        p(
          'Diagnostic amiante (DTA) : mis à jour le 17/09/2019. Diagnostic technique global : non réalisé.',
        ),
        small('Date d’édition : 11/04/2025 — document généré automatiquement, page 1/1'),
      ],
    ],
  },
  {
    // a small agent's log by headed sections, updated on one day, the decree quoted
    kind: 'carnet',
    doctype: 7,
    dateISO: '2024-12-03',
    figures: [],
    pages: [
      [
        title('CARNET D’ENTRETIEN'),
        p(
          'Mise à jour du 3 décembre 2024 — établi conformément au décret n° 2001-477 du 30 mai 2001',
        ),
        heading('1. Identification de l’immeuble'),
        p(
          'Copropriété du 6 rue Jeanne-d’Arc, 76000 Rouen — 11 lots — syndic : Cabinet Normandie Habitat',
        ),
        heading('2. Assurances'),
        p('Multirisque immeuble : MMA, police n° 114 552 880, échéance au 1er janvier.'),
        heading('3. Contrats d’entretien'),
        p(
          'Entretien des parties communes : société Net’Rouen. Désinsectisation : annuelle, contrat Hygiène 76.',
        ),
        heading('4. Travaux'),
        p(
          '2016 : remplacement des canalisations d’eaux usées. 2021 : réfection de la cage d’escalier. 2024 : remplacement de l’interphone (facture Sécurelec du 14/10/2024).',
        ),
      ],
    ],
  },
  {
    // a surveyor's floor plan: a title block with its date, annexed to a later deed
    kind: 'plans',
    doctype: 8,
    dateISO: '2022-05-12',
    figures: [],
    pages: [
      [
        title('PLAN DU REZ-DE-CHAUSSÉE — LOTS 1 À 6'),
        p('Échelle 1/100 — Surfaces en m² (loi Carrez indiquées entre parenthèses)'),
        table(
          ['Lot', 'Désignation', 'Surface'],
          ['1', 'Local commercial', '84,20 (82,15)'],
          ['2', 'Appartement T2', '44,10 (43,60)'],
          ['3', 'Appartement T1', '27,85 (27,40)'],
          ['4 à 6', 'Caves', '—'],
        ),
        table(
          ['Cabinet Géomètres Associés Loire', 'Dossier 22-118'],
          ['Dessiné par : J. M.', 'Date : 12/05/2022'],
          ['Immeuble 9 rue Royale, 45000 Orléans', 'Feuille 1/3'],
        ),
        small('Plan annexé à l’acte du 20/06/2022 reçu par Maître Delorme, notaire à Orléans.'),
      ],
    ],
  },
  {
    // an old cellar plan, scanned to PNG, annexed to the rules: « règlement » on the page
    kind: 'plans',
    doctype: 8,
    dateISO: '1987-10-07',
    figures: [],
    scan: scanned(150, 0.9, 18, 'png'),
    pages: [
      [
        heading('SOUS-SOL — PLAN DES CAVES'),
        p('Caves n° 21 à 38 — chaufferie — local vélos — accès par l’escalier B'),
        table(
          ['Cave', '21', '22', '23', '24', '25', '26'],
          ['Surface (m²)', '4,2', '3,8', '3,8', '5,1', '4,0', '6,3'],
        ),
        p('Annexe n° 3 au règlement de copropriété de la Résidence du Parc, 3 avenue Foch, Nancy'),
        p('Dressé le 7 octobre 1987 par M. Roux, géomètre-expert DPLG'),
        small('Échelle 1/50'),
      ],
    ],
  },
  {
    // the national register's certificate: first registration years before the issue date
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-04-02',
    figures: [],
    pages: [
      [
        small('RÉPUBLIQUE FRANÇAISE — Agence nationale de l’habitat'),
        title('Attestation d’immatriculation au registre national des copropriétés'),
        table(
          ['Numéro d’immatriculation', 'AB1-234-567'],
          ['Nom d’usage', 'RÉSIDENCE LES ACACIAS'],
          ['Adresse', '12 rue des Acacias, 59000 Lille'],
          ['Date d’immatriculation', '14/02/2017'],
          ['Dernière mise à jour annuelle', 'exercice clos le 31/12/2024'],
          ['Représentant légal', 'Nord Syndic SAS'],
        ),
        p(
          'La présente attestation est délivrée le 02/04/2025 au représentant légal, en application de l’article L.711-1 du code de la construction et de l’habitation.',
        ),
      ],
    ],
  },
  {
    // a register page printed from the site: header URL, dotted date of the last update
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2024-05-15',
    figures: [],
    pages: [
      [
        small('registre-coproprietes.gouv.fr/consultation/fiche-copropriete'),
        heading('Fiche de la copropriété — Registre national d’immatriculation des copropriétés'),
        p('N° d’immatriculation : AC7-912-004 — Date de dernière mise à jour : 15.05.2024'),
        table(
          ['Données d’identification', ''],
          ['Nom', 'LE CLOS SAINT-MARTIN'],
          ['Adresse principale', '5 allée Saint-Martin, 35000 Rennes'],
          ['Nombre de lots', '64 dont 40 à usage d’habitation'],
          ['Période de construction', 'de 1961 à 1974'],
          ['Données financières', 'exercice du 01/01/2023 au 31/12/2023'],
          ['Fonds de travaux', 'oui'],
        ),
        small('Page 1/2'),
      ],
    ],
  },
  {
    // a big agent's synthetic sheet with financial data and the registration number
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-02-18',
    figures: [],
    pages: [
      [
        small('Cabinet Haussmann Syndic — 36 rue de Turbigo — 75003 Paris'),
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        p(
          'Article 8-2 de la loi n° 65-557 du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016',
        ),
        right('Établie le 18 février 2025'),
        heading('Identification'),
        p(
          'Copropriété 10 rue Réaumur, 75003 Paris — immatriculation AC4-556-120 — règlement de copropriété du 11/03/1956',
        ),
        heading('Données financières — exercice clos le 31/12/2024'),
        table(
          ['Rubrique', 'Montant'],
          ['Charges pour opérations courantes', '72 410,00 €'],
          ['Impayés des copropriétaires', '6 985,30 €'],
          ['Dettes fournisseurs', '4 120,00 €'],
          ['Fonds de travaux', '18 300,00 €'],
        ),
        heading('Bâti et équipements'),
        p('Chauffage individuel gaz — 1 ascenseur — dernier diagnostic technique global : néant.'),
      ],
    ],
  },
  {
    // a volunteer syndic's synthetic sheet, scanned: several dates, its own one labelled
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-01-06',
    figures: [],
    scan: scanned(200, 1.0, 15),
    pages: [
      [
        heading('Fiche synthétique — Copropriété « Les Hirondelles »'),
        p('Date d’établissement : 06/01/2025 — syndic non professionnel : Mme Claire Perrin'),
        table(
          ['Identification', ''],
          ['Adresse', '3 impasse des Hirondelles, 21000 Dijon'],
          ['Règlement de copropriété', 'acte du 12/09/1969'],
          ['Dernière assemblée générale', '14/06/2024'],
          ['Nombre de lots', '8 lots dont 6 logements'],
        ),
        table(
          ['Situation financière (exercice 2024)', ''],
          ['Charges courantes', '11 240,00 €'],
          ['Impayés', '0,00 €'],
          ['Fonds de travaux', '3 612,00 €'],
        ),
        p('Aucune procédure en cours. Aucun emprunt collectif.'),
      ],
    ],
  },
];
