import type { DocumentSpec } from '../../spec';
import { day, heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Third tuning batch, general assemblies and the co-ownership rules: typed before reading
 * the reader's rules, from a volunteer syndic's minutes, a big agent's multi-page scan, an
 * extranet convocation with glued words, a notary's 1970s deed and a later amending deed.
 */
export const thirdAssemblies: DocumentSpec[] = [
  {
    // a volunteer syndic's « compte rendu », no « procès-verbal » anywhere, votes in a table
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-05',
    figures: [day('document_date', '2025-04-05'), day('dt_based', '2025-04-05')],
    pages: [
      [
        small('Syndicat des copropriétaires du 14 rue des Tanneurs – 67000 Strasbourg'),
        small('Syndic bénévole : M. Gérard Wolff, 14 rue des Tanneurs, 2e étage'),
        heading('Compte rendu de l’assemblée générale ordinaire du samedi 5 avril 2025'),
        p(
          'La séance est ouverte à 10 h 15 dans la salle commune du rez-de-chaussée. Sont présents ou représentés 7 copropriétaires sur 9, totalisant 742 / 1000e. Mme Keller est élue présidente de séance, M. Roth secrétaire.',
        ),
        table(
          ['Résolution', 'Objet', 'Pour', 'Contre', 'Abst.', 'Décision'],
          [
            '1',
            'Approbation des comptes de l’exercice clos le 31/12/2024',
            '742',
            '0',
            '0',
            'adoptée',
          ],
          ['2', 'Quitus au syndic bénévole', '688', '0', '54', 'adoptée'],
          [
            '3',
            'Ravalement de la cour, devis Muller du 12/02/2025',
            '512',
            '230',
            '0',
            'adoptée (art. 24)',
          ],
          ['4', 'Budget prévisionnel 2026 : 9 800 €', '742', '0', '0', 'adoptée'],
        ),
        p(
          'Le devis retenu sera suivi d’un appel de fonds travaux en deux fractions. L’entreprise adressera sa facture au syndic à la réception du chantier.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 12 h 05.'),
        p('La présidente de séance              Le secrétaire              Le syndic bénévole'),
      ],
    ],
  },
  {
    // a big managing agent's minutes, scanned on two pages; convocation date and a quoted AG
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-06-12',
    figures: [
      day('document_date', '2024-06-12'),
      day('dt_based', '2024-06-12'),
      day('fiscal_year_start', '2023-01-01'),
      day('fiscal_year_end', '2023-12-31'),
    ],
    scan: scanned(200, 0.8, 14),
    pages: [
      [
        small(
          'CABINET LAMARTINE GESTION — 8 cours de l’Intendance — 33000 Bordeaux — Carte G n° CPI 3301 2018 000 031 245',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p('Résidence Les Tilleuls — 45 à 51 avenue Thiers — 33100 Bordeaux'),
        p(
          'Le 12 juin 2024 à 18 heures, les copropriétaires de la résidence se sont réunis en assemblée générale ordinaire à l’hôtel Mercure, salle Garonne, sur convocation du syndic adressée le 21 mai 2024 par lettre recommandée.',
        ),
        p(
          'Il a été établi une feuille de présence signée par chaque copropriétaire entrant en séance. Présents et représentés : 38 copropriétaires totalisant 6 412 / 10 000 tantièmes.',
        ),
        heading('Résolution n° 1 — Élection du président de séance (article 24)'),
        p(
          'M. Olivier Brun est élu président de séance. Pour : 6 412 — Contre : 0 — Abstention : 0.',
        ),
        heading('Résolution n° 2 — Approbation des comptes de l’exercice 2023'),
        p(
          'L’assemblée générale approuve les comptes de l’exercice du 01/01/2023 au 31/12/2023, annexes 1 à 5 jointes à la convocation. Adoptée à la majorité de l’article 24.',
        ),
      ],
      [
        heading('Résolution n° 7 — Suite de la décision du 15 juin 2023 (résolution 12)'),
        p(
          'Rappel : l’assemblée générale du 15 juin 2023 avait mandaté le conseil syndical pour consulter trois entreprises. L’assemblée retient l’offre de la société Étanchéité Aquitaine pour 48 600 € TTC. Adoptée à la majorité de l’article 25.',
        ),
        heading('Résolution n° 8 — Fonds de travaux'),
        p('La cotisation annuelle au fonds de travaux est maintenue à 5 % du budget prévisionnel.'),
        p(
          'L’ordre du jour étant épuisé, la séance est levée à 20 h 40. Article 42 alinéa 2 : les copropriétaires opposants ou défaillants disposent d’un délai de deux mois à compter de la notification du présent procès-verbal pour contester les décisions.',
        ),
        p(
          'Le président                    Le secrétaire (le syndic)                    Les scrutateurs',
        ),
      ],
    ],
  },
  {
    // extranet export: the text layer glues words; the assembly is after the letter's date
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-05-28',
    figures: [],
    pages: [
      [
        small('RÉGIEDUPARC-Syndicdecopropriété-12quaiSaint-Vincent69001Lyon-Tél.0478000000'),
        right('Lyon, le 28 mai 2025'),
        p('Copropriété:LEBELVÉDÈRE-3rueTronchet69006Lyon'),
        p('MonsieuretMadameFAURE Lot(s)n°17-42'),
        heading('CONVOCATIONÀL’ASSEMBLÉEGÉNÉRALEORDINAIRE'),
        p(
          'Madame,Monsieur, Nous vous prions d’assister à l’assemblée générale ordinaire des copropriétaires qui se tiendra le lundi 23 juin 2025 à 18h30, Maison des associations, 28 rue Denfert-Rochereau, à l’effet de délibérer sur l’ordre du jour suivant :',
        ),
        table(
          ['N°', 'Ordredujour', 'Majorité'],
          ['1', 'Électionduprésidentdeséance', 'art.24'],
          ['2', 'Approbationdescomptesdel’exercice2024', 'art.24'],
          ['3', 'Quitusausyndic', 'art.24'],
          ['4', 'Budgetprévisionnel2026', 'art.24'],
          ['5', 'Exécutiondelarésolution9duprocès-verbaldel’AGdu17/06/2024', 'art.25'],
        ),
        p(
          'Piècesjointes:formulairedevoteparcorrespondance,pouvoir,annexescomptables1à5,projetderésolutions.',
        ),
        p('Veuillezagréer,Madame,Monsieur,nossalutationsdistinguées. Lesyndic'),
      ],
    ],
  },
  {
    // a small independent agent's extraordinary assembly notice, scanned to PNG
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-02-03',
    figures: [],
    scan: scanned(150, -1.1, 16, 'png'),
    pages: [
      [
        small('Atlantique Syndic — 4 place du Commerce — 44000 Nantes'),
        title('Avis de convocation'),
        p('Assemblée générale extraordinaire — Copropriété « Le Clos Fleuri », 22 rue de Gigant'),
        p(
          'Conformément aux articles 7 et 9 du décret du 17 mars 1967, vous êtes convoqué(e) à l’assemblée générale extraordinaire qui se tiendra le jeudi 6 mars 2025 à 18 heures dans le hall du bâtiment A.',
        ),
        heading('Ordre du jour'),
        p('1. Désignation du président de séance et du secrétaire'),
        p('2. Remplacement de la chaudière collective : devis Thermi-Ouest et Bréhier Chauffage'),
        p('3. Modalités de financement : appel de fonds exceptionnel en trois échéances'),
        p('4. Recours au fonds de travaux à hauteur de 12 000 €'),
        p('Documents joints : devis, note du bureau d’études, pouvoir.'),
        p('Fait à Nantes, le 3 février 2025'),
        p('Le syndic, Atlantique Syndic'),
      ],
    ],
  },
  {
    // a notary's 1972 deed, three pages scanned, the date in words, then its publication
    kind: 'reglement',
    doctype: 3,
    dateISO: '1972-10-23',
    figures: [],
    scan: scanned(200, -1.2, 18),
    pages: [
      [
        title('ÉTAT DESCRIPTIF DE DIVISION — RÈGLEMENT DE COPROPRIÉTÉ'),
        p('Immeuble sis à Toulouse (Haute-Garonne), 17 allées Jean-Jaurès'),
        p(
          'L’an mil neuf cent soixante-douze, le vingt-trois octobre, Maître Henri Castagné, notaire à Toulouse, soussigné, a reçu le présent acte à la requête de la Société Civile Immobilière du 17 allées Jean-Jaurès, propriétaire de l’immeuble ci-après désigné.',
        ),
        heading('PREMIÈRE PARTIE — DÉSIGNATION ET DIVISION'),
        p(
          'L’immeuble comprend un bâtiment élevé sur caves d’un rez-de-chaussée et de six étages, divisé en quarante-huit lots ainsi qu’il est dit à l’état descriptif ci-après.',
        ),
      ],
      [
        heading('CHAPITRE II — DESTINATION DE L’IMMEUBLE'),
        p(
          'Article 6. — L’immeuble est destiné à l’usage d’habitation et de profession libérale. Les lots du rez-de-chaussée pourront être affectés au commerce.',
        ),
        heading('CHAPITRE IV — CHARGES COMMUNES'),
        p(
          'Article 14. — Les charges communes générales seront réparties entre les copropriétaires proportionnellement aux millièmes de copropriété attachés à chaque lot.',
        ),
        p(
          'Article 15. — Les charges de l’ascenseur seront réparties entre les seuls lots des étages selon le tableau figurant à l’annexe II.',
        ),
      ],
      [
        heading('CHAPITRE VII — ADMINISTRATION'),
        p(
          'Article 31. — Le syndicat est administré par un syndic désigné par l’assemblée générale des copropriétaires. Le premier syndic sera le cabinet Fabre.',
        ),
        p('Dont acte sur trois pages. Fait et passé à Toulouse, en l’étude.'),
        small(
          'Publié au bureau des hypothèques de Toulouse le 14/11/1972, volume 4512, numéro 8. Expédition délivrée le 02/03/1998.',
        ),
      ],
    ],
  },
  {
    // an amending deed: the original rules and the authorising assembly are quoted
    kind: 'reglement',
    doctype: 3,
    dateISO: '2019-03-14',
    figures: [],
    pages: [
      [
        small('SCP Morel, Dulac et Associés — Notaires — 5 rue de la République — 13001 Marseille'),
        title('MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ ET À L’ÉTAT DESCRIPTIF DE DIVISION'),
        p(
          'Le 14 mars 2019, Maître Sophie Morel, notaire associée, a reçu le présent acte authentique à la requête du syndicat des copropriétaires de l’immeuble « Le Panorama », 40 boulevard Longchamp, 13001 Marseille.',
        ),
        heading('EXPOSÉ PRÉALABLE'),
        p(
          'Le règlement de copropriété initial a été établi suivant acte reçu par Maître Pons le 2 mai 1988, publié au service de la publicité foncière de Marseille 1er bureau le 30 juin 1988.',
        ),
        p(
          'Par décision de l’assemblée générale du 20 juin 2018 (procès-verbal, résolution n° 14), les copropriétaires ont autorisé la réunion des lots 31 et 32 en un lot 50, agrandi d’une partie du couloir commun.',
        ),
        heading('MODIFICATIONS'),
        p(
          'Article 1er : le tableau de l’état descriptif de division est modifié ainsi qu’il suit. Article 2 : la grille de répartition des charges d’ascenseur est modifiée en conséquence (annexe 1).',
        ),
        table(
          ['Lot', 'Bâtiment', 'Étage', 'Nature', 'Tantièmes'],
          ['31', 'A', '3e', 'Appartement', 'supprimé'],
          ['32', 'A', '3e', 'Appartement', 'supprimé'],
          ['50', 'A', '3e', 'Appartement (réunion des lots 31 et 32)', '214/10000'],
        ),
      ],
    ],
  },
  {
    // a convocation by e-mail print-out: the AG date stands out, the sending date in the header
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2024-05-24',
    figures: [],
    pages: [
      [
        small(
          'De : Cabinet Vauban Syndic <ag@vauban-syndic.fr> — Envoyé : vendredi 24 mai 2024 10:12',
        ),
        small(
          'À : copropriétaires Résidence Les Remparts — Objet : AG 2024 — convocation électronique',
        ),
        heading('Assemblée générale ordinaire du mardi 18 juin 2024 à 18 h 30'),
        p(
          'Vous avez accepté la notification électronique des convocations (article 64-1 du décret du 17 mars 1967). Vous trouverez en pièces jointes la convocation, les annexes comptables de l’exercice 2023, le projet de budget 2025 et le formulaire de vote par correspondance.',
        ),
        p(
          'Rappel : le procès-verbal de l’assemblée générale du 20 juin 2023 vous a été notifié le 4 juillet 2023.',
        ),
        p(
          'Lieu : salle Vauban, 2 place de la Citadelle, 59800 Lille. Émargement à partir de 18 h.',
        ),
        p('Cabinet Vauban Syndic — service assemblées'),
      ],
    ],
  },
  {
    // an extraordinary assembly's minutes scanned: notarial opening, one works resolution
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-01-30',
    figures: [day('document_date', '2025-01-30')],
    scan: scanned(180, 1.1, 17),
    pages: [
      [
        heading('Syndicat des copropriétaires du 7 rue Saint-Rome — Toulouse'),
        title('Procès-verbal de l’assemblée générale extraordinaire'),
        p(
          'L’an deux mille vingt-cinq, le trente janvier, à dix-huit heures, les copropriétaires se sont réunis en assemblée générale extraordinaire au cabinet du syndic, Occitanie Syndic, 12 rue d’Alsace-Lorraine, sur convocation adressée le 6 janvier 2025.',
        ),
        heading('Résolution unique — Remplacement de la porte d’entrée'),
        p(
          'L’assemblée décide le remplacement de la porte d’entrée de l’immeuble selon le devis de la menuiserie Garonne du 2 décembre 2024 pour 7 860 € TTC, financé par un appel de fonds exigible le 1er mars 2025. Votent pour : 8 copropriétaires représentant 655/1000. Votent contre : 1 copropriétaire représentant 92/1000. La résolution est adoptée à la majorité de l’article 24.',
        ),
        p('Clôture de la séance à 19 h 10.'),
        p('Le président de séance — Le secrétaire — Le syndic'),
      ],
    ],
  },
];
