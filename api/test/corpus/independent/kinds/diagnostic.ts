import type { DocumentSpec } from '../../spec';
import { heading, p, scanned, small, table, title } from '../blocks';

/** DPE, DTG, PPT and other diagnostics: the report's date, not the visit's nor the end of validity. */
export const diagnostic: DocumentSpec[] = [
  {
    // 2021-format DPE: cover page, visit before, validity ten years ahead
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-11-14',
    pages: [
      [
        title('DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (logement)'),
        table(
          ['N° ADEME', '2469E3012345Q'],
          ['Établi le', '14/11/2024'],
          ['Valable jusqu’au', '13/11/2034'],
          ['Date de visite', '08/11/2024'],
        ),
        p('Adresse : 18 rue Garibaldi, Bât. B, 3e étage, lot n° 27, 69006 Lyon'),
        p(
          'Type de bien : appartement — Année de construction : 1972 — Surface habitable : 64,2 m²',
        ),
        p('Propriétaire : M. Arnaud Leclerc'),
        small(
          'Diagnostiqueur : Sophie Marchal — Certification n° C2019-0451 par Bureau Veritas Certification',
        ),
      ],
      [
        heading('Performance énergétique et climatique'),
        p('Consommation : 231 kWh/m²/an — Émissions : 48 kg CO2/m²/an — Classe E'),
        p(
          'Estimation des coûts annuels d’énergie du logement : entre 1 420 € et 1 960 € par an (prix moyens des énergies indexés au 1er janvier 2021).',
        ),
      ],
      [
        heading('Recommandations d’amélioration'),
        table(
          ['Étape', 'Travaux', 'Coût estimé'],
          ['1', 'Isolation des murs par l’intérieur', '9 000 à 13 000 €'],
          ['2', 'Remplacement des fenêtres simple vitrage', '6 000 à 8 000 €'],
        ),
        p(
          'Le présent diagnostic ne vaut ni repérage amiante ni constat de risque d’exposition au plomb.',
        ),
      ],
      [
        heading('Annexes — Fiche technique'),
        p(
          'Chauffage collectif gaz, production d’eau chaude individuelle électrique (ballon 150 L).',
        ),
        small('Page 4/4 — DPE 2469E3012345Q'),
      ],
    ],
    figures: [],
  },
  {
    // DTG: the règlement, the carnet and the PPT are all named in the body
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-03',
    pages: [
      [
        small('BET Habitat Durable — 40 rue de la Villette, 69003 Lyon — SIRET 812 456 789 00021'),
        title('DIAGNOSTIC TECHNIQUE GLOBAL'),
        p('Article L731-1 du code de la construction et de l’habitation'),
        p('Copropriété LE DOMAINE DES CÈDRES — 18-20 rue Garibaldi, 69006 Lyon'),
        p('Rapport remis le 3 février 2025 — Visite des parties communes le 12/12/2024'),
      ],
      [
        heading('1. Analyse de l’état apparent des parties communes'),
        p(
          'Les façades sur rue présentent des fissures et épaufrures. La toiture-terrasse a été refaite en 2019 d’après le carnet d’entretien. Les colonnes d’eau sont d’origine.',
        ),
        heading('2. Situation au regard des obligations légales'),
        p(
          'Le règlement de copropriété a été mis en conformité. Le dossier technique amiante existe (mise à jour 2022). Le DPE collectif reste à réaliser avant le 1er janvier 2026.',
        ),
      ],
      [
        heading('3. Analyse des améliorations possibles de la gestion technique'),
        p('Mise en place d’un contrat d’entretien des VMC ; désembouage du réseau de chauffage.'),
        heading('4. Diagnostic de performance énergétique de l’immeuble'),
        p('Classe estimée : D (198 kWh/m²/an).'),
      ],
      [
        heading('5. Évaluation sommaire du coût des travaux sur dix ans'),
        table(
          ['Horizon', 'Travaux', 'Coût TTC'],
          ['2025-2026', 'Ravalement façades sur rue', '236 000 €'],
          ['2027-2029', 'Remplacement des colonnes d’eau', '118 000 €'],
          ['2030-2034', 'Isolation des combles et des planchers bas', '95 000 €'],
        ),
        p('Ces éléments pourront servir de base au plan pluriannuel de travaux.'),
      ],
    ],
    figures: [],
  },
  {
    // PPT with years far ahead, its date glued to the word before it
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-01-17',
    pages: [
      [
        title('PROJET DE PLAN PLURIANNUEL DE TRAVAUX (PPT)'),
        p('Article 14-2 de la loi n° 65-557 du 10 juillet 1965'),
        p('Résidence Les Jardins de Provence — 40 avenue du Prado, 13008 Marseille'),
        p(
          'Projet établi le17 janvier 2025 par Provence Ingénierie Bâtiment, M. Karim Benali, architecte DPLG.',
        ),
        p('Il sera présenté à l’assemblée générale du 22 mai 2025.'),
        table(
          ['Année', 'Nature des travaux', 'Montant estimé TTC', 'Priorité'],
          ['2026', 'Étanchéité de la toiture-terrasse', '78 500 €', '1'],
          ['2027', 'Remplacement des menuiseries communes', '24 000 €', '2'],
          ['2029', 'Isolation thermique par l’extérieur', '412 000 €', '1'],
          ['2032', 'Réfection des réseaux d’eaux usées', '65 000 €', '3'],
          ['2034', 'Mise en conformité de l’éclairage', '12 500 €', '3'],
        ),
        p(
          'La cotisation au fonds de travaux ne peut être inférieure à 2,5 % du montant des travaux prévus au plan adopté.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // collective DPE written as key: value lines with ISO dates
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2023-09-05',
    pages: [
      [
        title('DPE collectif — bâtiment d’habitation'),
        p('Numéro d’enregistrement ADEME: 2313C0987654X'),
        p('Date d’établissement du diagnostic: 2023-09-05'),
        p('Date de fin de validité: 2033-09-04'),
        p(
          'Adresse: 9 rue de Lévis, 75017 Paris — Copropriété Le Parc Monceau (48 lots principaux)',
        ),
        p('Période de construction: 1948-1974'),
        p('Consommation énergie primaire: 187 kWh/m²/an — Classe D'),
        p('Émissions: 39 kgCO2/m²/an — Classe D'),
        p('Diagnostiqueur: Expertises Franciliennes SARL — certification LCC Qualixpert n° C1122'),
        small('Document conforme à l’arrêté du 31 mars 2021.'),
      ],
    ],
    figures: [],
  },
  {
    // electrical installation report of one flat, weekday in the date, scanned to PNG
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-03-04',
    pages: [
      [
        title('ÉTAT DE L’INSTALLATION INTÉRIEURE D’ÉLECTRICITÉ'),
        p('Articles L134-7 et R134-10 du CCH — Norme NF C16-600'),
        p('Logement : 6 rue du Commerce, appartement 12, 37000 Tours — lot n° 9'),
        p('Date du repérage : mardi 4 mars 2025 — Durée de validité : 3 ans'),
        p(
          'Conclusion : l’installation intérieure d’électricité comporte une ou des anomalies pour lesquelles il est vivement recommandé d’agir afin d’éliminer les dangers qu’elles présentent (B.3.3.6 a1 : prise de courant sans terre dans la salle d’eau).',
        ),
        p('Opérateur : M. Julien Faure — Touraine Diagnostics — certificat n° DTI-4471'),
      ],
    ],
    figures: [],
    scan: scanned(170, -0.5, 16, 'png'),
  },
];
