import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Never-seen batch: minutes and notices of general meetings, from a big syndic, a
 * volunteer syndic, an extranet print and a cooperative syndic. Nobody tunes on these.
 */
export const neverSeenAssemblies: DocumentSpec[] = [
  // A big syndic's minutes over two pages: the notice's date, the previous minutes and the
  // works' calls due later are named; the footer carries the day it was printed.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-10',
    pages: [
      [
        small(
          'NEOGESTION SYNDIC — Agence Paris Bastille — 42 boulevard Richard-Lenoir 75011 Paris — Carte professionnelle CPI 7501 2016 000 009 412',
        ),
        small(
          'Syndicat des copropriétaires du 14 rue de la Roquette 75011 Paris — Immeuble n° 0412',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Le jeudi 10 avril 2025 à 18 heures 30, les copropriétaires de l’immeuble sis 14 rue de la Roquette 75011 Paris se sont réunis en assemblée générale ordinaire, dans la salle Voltaire, 8 passage Thiéré, sur convocation du syndic adressée par lettre recommandée le 14 mars 2025.',
        ),
        p(
          'Il a été établi une feuille de présence signée par chaque copropriétaire entrant en séance. Sont présents ou représentés : 27 copropriétaires totalisant 6 842 / 10 000 tantièmes. Sont absents : 11 copropriétaires totalisant 3 158 / 10 000 tantièmes.',
        ),
        heading('Résolution n° 1 — Élection du président de séance (article 24)'),
        p(
          'Mme Hélène Vasseur est élue présidente de séance. Votent pour : 6 842 tantièmes. Résolution adoptée.',
        ),
        heading('Résolution n° 2 — Élection du secrétaire de séance'),
        p(
          'Le syndic, représenté par M. Karim Belaïd, gestionnaire, est désigné secrétaire. Résolution adoptée.',
        ),
        heading('Résolution n° 3 — Approbation des comptes de l’exercice 2024 (article 24)'),
        p(
          'L’assemblée générale, après avoir pris connaissance des annexes comptables jointes à la convocation et de l’avis du conseil syndical, approuve les comptes de l’exercice du 01/01/2024 au 31/12/2024, qui font apparaître des dépenses de 96 412,18 € pour un budget voté de 95 000,00 €. Votent contre : 412 tantièmes (M. Lebrun). Résolution adoptée à la majorité de l’article 24.',
        ),
      ],
      [
        heading('Résolution n° 4 — Quitus au syndic'),
        p(
          'L’assemblée donne quitus au syndic pour sa gestion de l’exercice 2024. Résolution adoptée.',
        ),
        heading('Résolution n° 5 — Ajustement du budget prévisionnel de l’exercice 2025'),
        p(
          'L’assemblée générale ajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025, voté lors de l’assemblée du 11 avril 2024, à la somme de 98 000,00 €. Les provisions seront appelées par quart le premier jour de chaque trimestre.',
        ),
        heading('Résolution n° 6 — Vote du budget prévisionnel de l’exercice 2026'),
        p(
          'L’assemblée générale vote le budget prévisionnel de l’exercice 2026 à la somme de 101 500,00 €. Résolution adoptée.',
        ),
        heading('Résolution n° 7 — Ravalement de la façade sur rue (article 24)'),
        p(
          'L’assemblée retient le devis de l’entreprise Façades Dumont du 3 février 2025 pour 84 600,00 € TTC, honoraires de maîtrise d’œuvre en sus. Les fonds seront appelés en deux fractions égales exigibles le 01/10/2025 et le 01/01/2026. Résolution adoptée.',
        ),
        p('L’ordre du jour étant épuisé, la séance est levée à 20 h 55.'),
        table(
          ['La présidente', 'Le secrétaire', 'Le scrutateur'],
          ['H. Vasseur', 'K. Belaïd pour NEOGESTION', 'P. Roussel'],
        ),
        small(
          'Article 42 alinéa 2 de la loi du 10 juillet 1965 : les actions en contestation des décisions des assemblées générales doivent être introduites dans un délai de deux mois à compter de la notification du procès-verbal.',
        ),
        small('PV AGO 2025 — Imprimé le 05/06/2025 — page 2/2'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('dt_based', '2025-04-10'),
      money('building_budget_n', 9500000),
      money('building_budget', 9800000, 2),
    ],
  },

  // A volunteer syndic's typed minutes of a small building, signed two days after the
  // meeting; scanned by the seller.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-06-22',
    pages: [
      [
        p(
          'Copropriété du 8 rue des Lilas — 93100 Montreuil\nSyndic bénévole : M. Jacques Perrin, lot n° 4',
        ),
        title('Compte rendu de l’assemblée générale annuelle'),
        p(
          'Réunion du samedi 22 juin 2024 à 10 h, tenue dans la loge de l’immeuble. Présents : Mme Aubert (lots 1 et 2), M. et Mme Nguyen (lot 3), M. Perrin (lot 4), Mme Da Silva (lot 6). Représenté : M. Klein (lot 5) par Mme Aubert. Soit 1 000 millièmes sur 1 000.',
        ),
        p('1. Présidence : Mme Aubert préside la séance, M. Nguyen en est le secrétaire.'),
        p(
          '2. Comptes 2023 : le syndic présente les comptes de l’année 2023 (dépenses 11 842,60 €, dont eau 3 120,40 €, assurance 2 216,00 €, entretien des parties communes 1 980,00 €). Les comptes sont approuvés à l’unanimité.',
        ),
        p(
          '3. Budget : le budget de l’année 2024 est reconduit à 12 500,00 €, appelé en deux fois (janvier et juillet).',
        ),
        p(
          '4. Travaux : la réfection de la cage d’escalier, déjà évoquée à l’assemblée du 17 juin 2023, est reportée. Trois devis seront demandés avant la prochaine assemblée.',
        ),
      ],
      [
        p(
          '5. Syndic : M. Perrin accepte de rester syndic bénévole pour une année, jusqu’à l’assemblée qui statuera sur les comptes 2024. Mandat voté à l’unanimité.',
        ),
        p(
          '6. Questions diverses : rappel du tri des poubelles ; la porte du local vélos sera changée.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 11 h 40.'),
        right('Fait à Montreuil le 24 juin 2024'),
        p(
          'La présidente : A. Aubert          Le secrétaire : T. Nguyen          Le syndic : J. Perrin',
        ),
      ],
    ],
    figures: [day('dt_based', '2024-06-22')],
    scan: scanned(200, -0.8, 18),
  },

  // A browser print of an extraordinary meeting's minutes from an extranet: the print
  // header carries another day; no accounts are approved.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-02-03',
    pages: [
      [
        small(
          '03/03/2025 09:14                    Mon espace copropriétaire — Documents de l’immeuble',
        ),
        small('Accueil > Ma copropriété > Assemblées générales > AGE 2025'),
        heading('Résidence Les Hauts de Saint-Clair — 12 allée des Cèdres, 69300 Caluire-et-Cuire'),
        title('Procès-verbal de l’assemblée générale extraordinaire du 03/02/2025'),
        p(
          'Les copropriétaires se sont réunis le lundi 3 février 2025 à 18 h 00 en visioconférence et dans les locaux du cabinet, sur convocation du 8 janvier 2025, pour délibérer sur l’ordre du jour suivant.',
        ),
        table(
          ['N°', 'Résolution', 'Majorité', 'Pour', 'Contre', 'Abst.', 'Résultat'],
          ['1', 'Élection du président de séance', 'Art. 24', '7 412', '0', '0', 'Adoptée'],
          [
            '2',
            'Réfection de la toiture du bâtiment B — devis Toitures Martin du 12/12/2024 (61 480,00 € TTC)',
            'Art. 24',
            '6 980',
            '432',
            '0',
            'Adoptée',
          ],
          [
            '3',
            'Honoraires du syndic pour le suivi des travaux : 2,5 % HT du montant HT',
            'Art. 24',
            '6 544',
            '868',
            '0',
            'Adoptée',
          ],
          [
            '4',
            'Appels de fonds : 50 % exigibles le 01/04/2025, 50 % le 01/07/2025',
            'Art. 24',
            '6 980',
            '432',
            '0',
            'Adoptée',
          ],
          [
            '5',
            'Souscription d’une assurance dommages-ouvrage',
            'Art. 24',
            '3 108',
            '4 304',
            '0',
            'Rejetée',
          ],
        ),
        p(
          'Séance levée à 19 h 25. Procès-verbal signé par le président, le secrétaire et le scrutateur.',
        ),
        small(
          'https://monespace.cabinet-rivoire.fr/copro/2291/ag/pv/88412                                        1/1',
        ),
      ],
    ],
    figures: [],
  },

  // Minutes of a big syndic whose text layer glues words; the fund's amount is stated at
  // the last closing; three pages, the last one an attendance summary.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-27',
    pages: [
      [
        small(
          'LEMARCHAND & DUBREUIL — Administrateurs de biens depuis 1952 — 18 cours de l’Intendance 33000 Bordeaux',
        ),
        title('PROCÈS-VERBALDE L’ASSEMBLÉE GÉNÉRALE'),
        p(
          'Résidence Le Parc Saint-Vincent — 27 à 31 rue Pelleport — 33800 Bordeaux — 64 lots principaux',
        ),
        p(
          'L’assemblée générale ordinaire des copropriétaires s’est tenue le27 mai 2025 à 17h30, à la Maison des associations, 2 rue Lafontaine, sur convocation adressée le 29 avril 2025.',
        ),
        p(
          'Feuille de présence : 41 copropriétaires présents ou représentés, soit 7 108 / 10 000 tantièmes. M. Olivier Marchetti est élu président de séance ; le cabinet Lemarchand & Dubreuil assure le secrétariat.',
        ),
        heading('4. Approbation des comptes de l’exercice clos le 31/12/2024'),
        p(
          'Après examen des documents comptables notifiés (annexes 1 à 5), l’assemblée approuve les comptes de l’exercice 2024 en leur forme, teneur et répartition. Pour : 7 108 tantièmes. Adoptée.',
        ),
      ],
      [
        heading('7. Fonds de travaux (article 14-2 de la loi du 10 juillet 1965)'),
        p(
          'L’assemblée prend acte que le fonds de travaux s’élève au 31/12/2024 à 38 260,45 € et fixe la cotisation annuelle de l’exercice 2026 à 5 % du budget prévisionnel.',
        ),
        heading('8. Contrat d’entretien des ascenseurs'),
        p(
          'L’assemblée approuve le renouvellement du contrat conclu avec la société Ascenseurs du Sud-Ouest pour une durée de trois ans à compter du 1er juillet 2025.',
        ),
        heading('9. Diagnostic technique global'),
        p(
          'L’assemblée décide de faire réaliser un diagnostic technique global (DTG) et un plan pluriannuel de travaux ; le syndic présentera les offres lors de la prochaine assemblée.',
        ),
      ],
      [
        heading('Récapitulatif des votes'),
        table(
          ['Résolution', 'Pour', 'Contre', 'Abstention', 'Décision'],
          ['1 à 3', '7 108', '0', '0', 'Adoptées'],
          ['4', '7 108', '0', '0', 'Adoptée'],
          ['5 — Quitus', '6 702', '406', '0', 'Adoptée'],
          ['6 — Budget 2026', '7 108', '0', '0', 'Adoptée'],
          ['7', '7 108', '0', '0', 'Adoptée'],
          ['8', '6 950', '158', '0', 'Adoptée'],
          ['9', '5 230', '1 878', '0', 'Adoptée'],
        ),
        p('Le président          Le secrétaire          Les scrutateurs'),
        small('Lemarchand & Dubreuil SAS au capital de 150 000 € — RCS Bordeaux 412 558 901'),
      ],
    ],
    figures: [
      day('fiscal_year_end', '2024-12-31'),
      day('dt_based', '2025-05-27'),
      money('works_funds', 3826045, 2),
      day('dt_works_funds', '2024-12-31', 2),
    ],
  },

  // A big syndic's notice: dated the day it is sent, for a meeting nearly a month later,
  // with the annexes it encloses named.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-14',
    pages: [
      [
        small('NEOGESTION SYNDIC — 42 boulevard Richard-Lenoir 75011 Paris — 01 43 55 00 00'),
        right('Mme Chloé Ferrand\nLot n° 23 — 14 rue de la Roquette\n75011 Paris'),
        right('Paris, le 14 mars 2025'),
        p('Lettre recommandée avec accusé de réception ou notification électronique'),
        p(
          'Objet : Convocation à l’assemblée générale ordinaire — Syndicat des copropriétaires du 14 rue de la Roquette',
        ),
        p('Madame, Monsieur,'),
        p(
          'Nous avons l’honneur de vous convoquer à l’assemblée générale ordinaire des copropriétaires qui se tiendra le jeudi 10 avril 2025 à 18 h 30, salle Voltaire, 8 passage Thiéré, 75011 Paris, à l’effet de délibérer sur l’ordre du jour ci-après.',
        ),
        heading('Ordre du jour'),
        p(
          '1. Élection du président de séance. 2. Élection du secrétaire. 3. Approbation des comptes de l’exercice 2024. 4. Quitus au syndic. 5. Ajustement du budget prévisionnel 2025. 6. Vote du budget prévisionnel 2026. 7. Ravalement de la façade sur rue. 8. Questions diverses (sans vote).',
        ),
        p(
          'Documents joints : annexes comptables n° 1 à 5 de l’exercice 2024, projet de budget 2026, devis de ravalement, formulaire de vote par correspondance, pouvoir.',
        ),
        p(
          'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
        ),
        right('Le syndic, NEOGESTION'),
      ],
    ],
    figures: [],
  },

  // A cooperative syndic's one-page notice, short date in a corner; scanned as an image.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-05-02',
    pages: [
      [
        small(
          'Syndicat coopératif de la Résidence Les Tilleuls — 5 avenue Jean-Jaurès 38000 Grenoble',
        ),
        right('Le 02/05/25'),
        title('CONVOCATION'),
        p('Assemblée générale ordinaire des copropriétaires'),
        p(
          'Le conseil syndical, syndic coopératif, vous convie à l’assemblée générale qui se tiendra le mardi 3 juin 2025 à 19 h dans la salle commune (bâtiment A, rez-de-chaussée).',
        ),
        table(
          ['Point', 'Objet', 'Majorité'],
          ['1', 'Désignation du président et du secrétaire de séance', '24'],
          ['2', 'Approbation des comptes 2024', '24'],
          ['3', 'Budget 2025 (rappel) et budget 2026', '24'],
          ['4', 'Élection des membres du conseil syndical et de son président', '25'],
          ['5', 'Remplacement de l’interphone', '24'],
        ),
        p(
          'Les comptes 2024 et le procès-verbal de l’assemblée du 4 juin 2024 sont consultables auprès du trésorier.',
        ),
        p('Pour le conseil syndical, la présidente : M.-L. Girard'),
      ],
    ],
    figures: [],
    scan: scanned(150, 1.2, 22, 'png'),
  },
];
