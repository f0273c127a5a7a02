import type { DocumentSpec } from '../../spec';
import { heading, p, small, table, title } from '../blocks';

/** Fiches synthétiques (article 8-2 of the 1965 law): the day they were drawn up. */
export const ficheSynthetique: DocumentSpec[] = [
  {
    // big syndic, financial figures of the closed year and a next AG
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-03-11',
    pages: [
      [
        small('SOGEPRIM GESTION — Carte G CPI 6901 2016 000 011 222 — Garantie GALIAN'),
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        p('Article 8-2 de la loi du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016'),
        p('Date d’établissement : 11/03/2025'),
        heading('Identification'),
        table(
          ['Immatriculation', 'AC2458711'],
          ['Adresse', '18-20 rue Garibaldi, 69006 Lyon'],
          ['Lots', '96 (58 lots principaux)'],
          ['Période de construction', '1961-1974'],
        ),
        heading('Données financières (exercice clos le 31/12/2024)'),
        table(
          ['Charges pour opérations courantes', '142 318,55 €'],
          ['Charges pour travaux et opérations exceptionnelles', '18 000,00 €'],
          ['Dettes fournisseurs', '7 452,18 €'],
          ['Impayés des copropriétaires', '12 845,30 €'],
          ['Fonds de travaux', '38 612,45 €'],
        ),
        p('Prochaine assemblée générale : avril 2026.'),
      ],
    ],
    figures: [],
  },
  {
    // extranet export with ISO dates
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-01-20',
    pages: [
      [
        small('Citya-Online Gestion — Mon espace'),
        title('Fiche synthétique'),
        p('Générée le: 2025-01-20'),
        p('Copropriété: Le Parc Monceau — n° AA0066542'),
        p('Syndic: Citya-Online Gestion, mandat jusqu’au 2026-03-04'),
        p('Chauffage: collectif gaz'),
        p('Ascenseurs: 2'),
        p('Exercice comptable: du 01/01 au 31/12'),
        p('Dernier exercice clos: 2023 — charges courantes 211 400,00 €'),
      ],
    ],
    figures: [],
  },
  {
    // volunteer syndic, two plain pages
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2024-05-06',
    pages: [
      [
        title('Fiche synthétique — Copropriété Les Glycines'),
        p('3 allée des Pins, 35700 Rennes — immatriculation AE1029384'),
        p('Syndic : Mme Yvette Le Gall (bénévole), désignée par l’AG du 3 juin 2023.'),
        p('8 lots : 6 appartements, 2 garages. Pas d’ascenseur. Chauffage individuel.'),
      ],
      [
        heading('Finances (année 2023)'),
        p('Charges courantes : 9 240 € — Fonds de travaux au 31/12/2023 : 2 310 € — Pas d’impayé.'),
        p('Fait à Rennes le 6 mai 2024'),
      ],
    ],
    figures: [],
  },
  {
    // weekday inside the date, the last minutes' date quoted
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2024-11-14',
    pages: [
      [
        p('CABINET VAUBAN SYNDIC — 5 place Kléber, 67000 Strasbourg'),
        title('Fiche synthétique de copropriété'),
        p('Établie le jeudi 14 novembre 2024'),
        p(
          'Résidence Les Remparts — 2 à 8 rue du Jeu-des-Enfants, 67000 Strasbourg — 62 lots dont 40 d’habitation.',
        ),
        p(
          'Dernier procès-verbal d’assemblée générale : 12/06/2024. Exercice comptable du 1er juillet au 30 juin.',
        ),
        table(
          ['Exercice clos le 30/06/2024', 'Montant'],
          ['Charges courantes', '96 214,08 €'],
          ['Fonds de travaux', '21 780,00 €'],
        ),
      ],
    ],
    figures: [],
  },
];
