import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, scanned, small, table, title } from '../blocks';

/** Minutes of general meetings: the document's date is the meeting's. */
export const pvAg: DocumentSpec[] = [
  {
    // big syndic, three pages, the convocation's and the notification's dates around the AG's
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-15',
    pages: [
      [
        small(
          'SOGEPRIM GESTION — Administrateur de biens — 112 cours Lafayette, 69003 Lyon — Tél. 04 72 00 00 00',
        ),
        small('Réf. copropriété : 0457 — Syndicat des copropriétaires LE DOMAINE DES CÈDRES'),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU MARDI 15 AVRIL 2025'),
        p(
          'Les copropriétaires de l’immeuble sis 18-20 rue Garibaldi, 69006 Lyon, se sont réunis en assemblée générale ordinaire le mardi 15 avril 2025 à 18 heures, salle Molière, 18 quai de Bondy, 69005 Lyon, sur convocation adressée par lettre recommandée avec accusé de réception le 20 mars 2025.',
        ),
        p(
          'Il a été établi une feuille de présence signée par chaque copropriétaire entrant en séance. Présents et représentés : 41 copropriétaires totalisant 6 212 / 10 000 tantièmes. Absents et non représentés : 17 copropriétaires totalisant 3 788 / 10 000 tantièmes.',
        ),
        heading('Résolution n° 1 — Élection du président de séance (article 24)'),
        p('Mme Odile Ferrand est élue présidente de séance. Votes pour : 6 212 tantièmes.'),
        heading('Résolution n° 2 — Élection du secrétaire (article 24)'),
        p('Le syndic, représenté par M. Thierry Gomez, est désigné secrétaire de séance.'),
      ],
      [
        heading(
          'Résolution n° 3 — Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024 (article 24)',
        ),
        p(
          'L’assemblée générale, après avoir pris connaissance des annexes comptables 1 à 5 jointes à la convocation et de l’avis du conseil syndical, approuve les comptes de l’exercice clos le 31 décembre 2024 pour un montant de charges de 142 318,55 €, réparties conformément au règlement de copropriété.',
        ),
        p('Votes pour : 5 980 tantièmes — contre : 232 — abstention : 0. Résolution adoptée.'),
        heading('Résolution n° 4 — Quitus au syndic'),
        p('Quitus est donné au syndic pour sa gestion de l’exercice 2024. Résolution adoptée.'),
        heading('Résolution n° 5 — Réajustement du budget prévisionnel de l’exercice 2025'),
        p(
          'L’assemblée générale réajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025, voté lors de l’assemblée du 11 avril 2024, et l’arrête à la somme de 148 500,00 €. Les appels provisionnels trimestriels restent exigibles le premier jour de chaque trimestre.',
        ),
        heading('Résolution n° 6 — Budget prévisionnel de l’exercice 2026'),
        p(
          'L’assemblée générale approuve le budget prévisionnel de l’exercice du 01/01/2026 au 31/12/2026 pour un montant de 152 000,00 €.',
        ),
        heading('Résolution n° 7 — Cotisation au fonds de travaux'),
        p(
          'La cotisation annuelle au fonds de travaux (article 14-2 de la loi du 10 juillet 1965) est fixée à 7 425,00 €, soit 5 % du budget prévisionnel.',
        ),
      ],
      [
        heading('Résolution n° 8 — Ravalement des façades sur rue'),
        p(
          'L’assemblée générale décide les travaux de ravalement pour un montant de 236 400,00 € TTC selon le devis de l’entreprise Façades du Rhône, appelés en trois échéances au 01/10/2025, 01/01/2026 et 01/04/2026. Le diagnostic technique global sera mis à jour à l’issue des travaux.',
        ),
        p(
          'Plus rien n’étant à l’ordre du jour, la séance est levée à 21 h 10. La prochaine assemblée générale se tiendra en avril 2026.',
        ),
        table(
          ['La présidente', 'Le secrétaire', 'Les scrutateurs'],
          ['O. Ferrand', 'T. Gomez', 'M. Lenoir — A. Vidal'],
        ),
        small(
          'Article 42 alinéa 2 de la loi du 10 juillet 1965 : les actions en contestation des décisions des assemblées générales doivent être introduites dans un délai de deux mois à compter de la notification du procès-verbal. PV notifié le 02/05/2025.',
        ),
        small(
          'SOGEPRIM GESTION SAS au capital de 150 000 € — RCS Lyon 412 345 678 — Carte professionnelle CPI 6901 2016 000 011 222 délivrée par la CCI Lyon Métropole — Garantie financière GALIAN 3 000 000 €',
        ),
      ],
    ],
    figures: [
      day('dt_based', '2025-04-15', 1),
      day('fiscal_year_start', '2024-01-01', 2),
      day('fiscal_year_end', '2024-12-31', 2),
      day('document_date', '2025-04-15', 1),
      money('building_budget', 14_850_000, 2),
    ],
  },
  {
    // volunteer syndic, plain minutes typed at home, glued date, scanned
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-06-08',
    pages: [
      [
        p('Copropriété du 7 rue des Lices — 49100 Angers'),
        title('Compte rendu de l’assemblée générale annuelle'),
        p(
          'L’assemblée générale des copropriétaires s’est tenue le8 juin 2024 à 10 h dans le hall de l’immeuble, à l’initiative du syndic bénévole, M. Hervé Tessier.',
        ),
        p(
          'Étaient présents : Mme Rousseau (lot 2), M. et Mme Tessier (lot 3), M. Nguyen (lot 5). Représentée : Mme Garnier (lot 1), pouvoir à M. Tessier. Absent : M. Caron (lot 4). Soit 812 / 1000 tantièmes.',
        ),
        p(
          '1. Comptes 2023. Le syndic présente les comptes de l’année 2023 (du 1er janvier au 31 décembre 2023) : dépenses 6 412,30 €, dont assurance 1 480,00 €, eau 2 210,45 €, électricité des communs 392,10 €, entretien 2 329,75 €. Les comptes sont approuvés à l’unanimité des présents et représentés.',
        ),
        p(
          '2. Budget 2024 et 2025. Le budget de 6 600 € pour 2024 est confirmé ; celui de 2025 est voté à 6 800 €. Les appels restent semestriels (1er janvier et 1er juillet).',
        ),
      ],
      [
        p(
          '3. Renouvellement du syndic. M. Tessier est reconduit comme syndic bénévole jusqu’à l’assemblée qui statuera sur les comptes 2024, au plus tard le 30 juin 2025.',
        ),
        p(
          '4. Questions diverses. Le plombier interviendra sur la colonne d’eau le 19/06/2024. Le constat plomb des parties communes de 2009 reste dans le classeur de la copropriété.',
        ),
        p('Fin de la réunion à 11 h 45.'),
        p('Le président de séance : Mme Rousseau          Le secrétaire : M. Nguyen'),
      ],
    ],
    figures: [
      day('dt_based', '2024-06-08', 1),
      day('fiscal_year_start', '2023-01-01', 1),
      day('fiscal_year_end', '2023-12-31', 1),
      day('document_date', '2024-06-08', 1),
    ],
    scan: scanned(175, -0.8, 14),
  },
  {
    // extraordinary meeting: no accounts approved, an earlier AG quoted
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-11-19',
    pages: [
      [
        small('Espace copropriétaires — ImmoNet Syndic — Documents > Assemblées générales'),
        small('Fichier : PV_AGE_2024-11-19_0231.pdf — téléchargé le 2025-06-02'),
        title('Procès-verbal de l’assemblée générale extraordinaire'),
        table(
          ['Champ', 'Valeur'],
          ['Copropriété', '0231 — Les Jardins de Provence, 13008 Marseille'],
          ['Date de l’assemblée', '19/11/2024'],
          ['Lieu', 'Visioconférence et salle Bleue, 40 avenue du Prado'],
          ['Tantièmes présents ou représentés', '7 104 / 10 000'],
        ),
        p(
          'Résolution unique — Remplacement des deux ascenseurs. Faisant suite à la présentation de l’audit lors de l’assemblée générale ordinaire du 12/04/2024, l’assemblée décide le remplacement des ascenseurs A et B pour 184 000,00 € TTC, financé par un emprunt collectif sur 10 ans (article 26-4). Majorité de l’article 25 : adoptée avec 6 410 voix.',
        ),
        p(
          'Les appels de fonds travaux seront émis conformément au règlement de copropriété, clé « ascenseurs », à compter du 01/03/2025.',
        ),
      ],
    ],
    figures: [day('document_date', '2024-11-19', 1)],
  },
  {
    // fiscal year ending 30 June, a DTG voted, plans quoted in the body
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-12-12',
    pages: [
      [
        small('CABINET VAUBAN SYNDIC — 5 place Kléber, 67000 Strasbourg'),
        title('PROCÈS-VERBAL — ASSEMBLÉE GÉNÉRALE DES COPROPRIÉTAIRES'),
        p('Résidence Les Remparts — 2 à 8 rue du Jeu-des-Enfants, 67000 Strasbourg'),
        p(
          'Le 12 décembre 2024, à 17 h 30, les copropriétaires se sont réunis en assemblée générale ordinaire au siège du cabinet.',
        ),
        heading('4° Approbation des comptes'),
        p(
          'L’assemblée approuve les comptes de l’exercice ouvert le 01/07/2023 et clos le 30/06/2024, tels qu’ils figurent en annexes 1 à 5, pour un total de charges de 96 214,08 €.',
        ),
        heading('5° Budget de l’exercice 01/07/2025 - 30/06/2026'),
        p('Le budget est voté à 101 000 € (cent un mille euros).'),
        heading('9° Diagnostic technique global'),
        p(
          'L’assemblée décide la réalisation d’un diagnostic technique global ; le cabinet retenu recevra les plans de l’immeuble et le carnet d’entretien. Les copropriétaires ont reçu le 05/11/2024 le projet de résolution.',
        ),
        small('Procès-verbal certifié conforme par le syndic le 20 décembre 2024.'),
      ],
    ],
    figures: [
      day('dt_based', '2024-12-12', 1),
      day('fiscal_year_start', '2023-07-01', 1),
      day('fiscal_year_end', '2024-06-30', 1),
      day('document_date', '2024-12-12', 1),
    ],
  },
  {
    // a one-page extract certified a week later, scanned to PNG
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2023-07-03',
    pages: [
      [
        p('Syndicat des copropriétaires de l’immeuble 31 rue Paul Bert, 33000 Bordeaux'),
        title('EXTRAIT DU PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 3 JUILLET 2023'),
        p(
          'Résolution n° 4 : approbation des comptes de l’exercice du 1er janvier 2022 au 31 décembre 2022. L’assemblée générale approuve les comptes présentés par le syndic. Pour : 712 tantièmes ; contre : 0 ; abstentions : 54.',
        ),
        p(
          'Résolution n° 11 : autorisation donnée au syndic de produire l’état daté et le pré-état daté dans les conditions de l’article 10-1 de la loi du 10 juillet 1965.',
        ),
        p('Pour extrait certifié conforme, Bordeaux, le 10 juillet 2023.'),
        p('Le syndic — Gironde Habitat Gestion'),
      ],
    ],
    figures: [
      day('dt_based', '2023-07-03', 1),
      day('fiscal_year_start', '2022-01-01', 1),
      day('fiscal_year_end', '2022-12-31', 1),
      day('document_date', '2023-07-03', 1),
    ],
    scan: scanned(160, 1.2, 18, 'png'),
  },
];
