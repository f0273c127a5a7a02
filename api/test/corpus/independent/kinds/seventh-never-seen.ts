import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A seventh batch, never seen: written by someone who read neither the rules nor the other
 * documents and never ran the reader on it, to measure the confidence's calibration again
 * after six tuning batches. Nobody tunes on it; only aggregate scores are read.
 *
 * The mix follows what sellers, agencies and syndics upload for a pré-état daté: 5 minutes
 * (pv-ag), 3 notices (convocation-ag), 3 calls for funds, 3 owner statements, 3 sets of
 * accounting annexes, 3 charge statements, 3 syndic questionnaires, 2 fiches synthétiques,
 * 2 règlements (a 1968 deed, a 2019 amendment), 3 diagnostics (DPE, ERP, DTG), 1 DTA,
 * 1 CREP, 1 carnet d'entretien, 1 plan, 1 registration certificate, 2 invoices/quotes and
 * 3 courriers (a letter, an e-mail thread, an insurance certificate): 40 documents, 12 of
 * them scans (4 PNG). Authors: big syndic groups, small independent syndics, a volunteer
 * syndic, a cooperative syndic, an online syndic, notaries, diagnosticians, tradesmen.
 *
 * Conventions (ADR 052): "n" is the last exercise closed on CORPUS_TODAY (2024 for a calendar
 * year, 2023/2024 for an October–September one, 2024/2025 for an April–March one), so the
 * 2023 calendar exercise is "n1" even on a document that calls it N-1.
 */
export const seventhNeverSeen: DocumentSpec[] = [
  // A big syndic group's minutes over three pages: the 2024 accounts approved, the 2025 budget
  // adjusted and the 2026 one voted, the notice's and the previous AG's dates quoted, a
  // certified copy dated two weeks later
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-05-12',
    pages: [
      [
        small(
          'HABITALIS GESTION – Agence Lyon Part-Dieu – 41 cours Lafayette, 69003 Lyon – Carte professionnelle CPI 6901 2016 000 012 345',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Syndicat des copropriétaires de la résidence « Les Tilleuls », 14 rue Pierre-Corneille, 69006 Lyon – immatriculé au registre national sous le n° AB1-234-567',
        ),
        p(
          'Le lundi 12 mai 2025 à 18 heures 30, les copropriétaires de l’immeuble se sont réunis en assemblée générale ordinaire, salle paroissiale, 2 place Edgar-Quinet, 69006 Lyon, sur convocation adressée par le syndic le 14 avril 2025 par lettre recommandée avec accusé de réception.',
        ),
        p(
          'Il a été dressé une feuille de présence signée par chaque copropriétaire entrant en séance. Copropriétaires présents ou représentés : 27 sur 42, totalisant 6 418 / 10 000 tantièmes. Votes par correspondance : 3 formulaires reçus.',
        ),
        heading('Résolution n° 1 – Élection du président de séance (article 24)'),
        p(
          'Mme Hélène Berthier est élue présidente de séance. Pour : 6 418 tantièmes. Contre : 0. Abstention : 0. Résolution adoptée.',
        ),
        heading('Résolution n° 2 – Élection du secrétaire (article 24)'),
        p(
          'Le cabinet HABITALIS GESTION, représenté par M. Julien Ferrand, gestionnaire, est désigné secrétaire. Résolution adoptée à l’unanimité des présents et représentés.',
        ),
        heading(
          'Résolution n° 3 – Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024 (article 24)',
        ),
        p(
          'L’assemblée générale, après avoir pris connaissance des documents joints à la convocation (annexes comptables 1 à 5), approuve les comptes de l’exercice clos le 31 décembre 2024, arrêtés à la somme de 148 326,40 € de charges pour un budget prévisionnel 2024 voté à 145 000,00 € lors de l’assemblée générale du 15 juin 2023.',
        ),
        p(
          'Pour : 6 102 tantièmes. Contre : 316 tantièmes (M. et Mme Garnier, lot 27). Abstention : 0. Résolution adoptée.',
        ),
      ],
      [
        heading('Résolution n° 4 – Quitus au syndic (article 24)'),
        p(
          'L’assemblée donne quitus entier et définitif au syndic pour sa gestion de l’exercice 2024. Résolution adoptée.',
        ),
        heading(
          'Résolution n° 5 – Ajustement du budget prévisionnel de l’exercice 2025 (article 24)',
        ),
        p(
          'L’assemblée ajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025, voté à 146 800,00 € lors de l’assemblée générale du 6 juin 2024, à la somme de 152 000,00 €. Les appels provisionnels des 3e et 4e trimestres 2025 seront régularisés en conséquence.',
        ),
        heading('Résolution n° 6 – Vote du budget prévisionnel de l’exercice 2026 (article 24)'),
        p(
          'L’assemblée vote le budget prévisionnel de l’exercice du 01/01/2026 au 31/12/2026 pour un montant de 158 500,00 €, appelé par quarts au premier jour de chaque trimestre civil.',
        ),
        heading('Résolution n° 7 – Fonds de travaux (article 14-2 de la loi du 10 juillet 1965)'),
        p(
          'L’assemblée prend acte que le fonds de travaux s’élève à 38 412,60 € au 31 décembre 2024 et fixe la cotisation annuelle 2026 à 5 % du budget prévisionnel, soit 7 925,00 €.',
        ),
        table(
          ['Récapitulatif des votes', 'Pour', 'Contre', 'Abstention'],
          ['Résolution 5', '6 418', '0', '0'],
          ['Résolution 6', '6 102', '316', '0'],
          ['Résolution 7', '6 418', '0', '0'],
        ),
      ],
      [
        heading(
          'Résolution n° 8 – Remplacement des portes palières des parties communes (article 24)',
        ),
        p(
          'Devis de l’entreprise Menuiserie Rhodanienne du 3 mars 2025 pour 12 480,00 € TTC. Résolution rejetée (Pour : 2 904 ; Contre : 3 514).',
        ),
        p('L’ordre du jour étant épuisé, la séance est levée à 21 heures 05.'),
        p(
          'La présidente : H. Berthier — Le secrétaire : J. Ferrand — Les scrutateurs : P. Nguyen, A. Roussel',
        ),
        small(
          'Article 42 alinéa 2 de la loi n° 65-557 du 10 juillet 1965 : les actions en contestation des décisions doivent être introduites dans un délai de deux mois à compter de la notification du procès-verbal. Copie certifiée conforme le 26 mai 2025.',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('dt_works_funds', '2024-12-31', 2),
      day('dt_based', '2025-05-12'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('building_budget_n', 14500000),
      money('building_budget', 15200000, 2),
      money('works_funds', 3841260, 2),
    ],
  },

  // A small independent syndic's minutes, scanned: an October–September exercise, the
  // 2023/2024 accounts approved, the current budget confirmed and the next one voted, an
  // intercom voted and called later
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-18',
    scan: scanned(200, 0.8, 0.15),
    pages: [
      [
        right('Cabinet Marceau Immobilier'),
        right('12 rue Nationale – 37000 Tours – 02 47 61 18 40'),
        title('Procès-verbal de l’assemblée générale ordinaire'),
        p(
          'Copropriété 8 rue Colbert, 37000 Tours. L’an deux mille vingt-cinq, le mardi 18 mars 2025 à 17 h 30, les copropriétaires se sont réunis au siège du cabinet sur convocation du syndic du 14 février 2025.',
        ),
        p('Présents et représentés : 11 copropriétaires sur 16, soit 7 215 / 10 000 tantièmes.'),
        heading('1. Président de séance, scrutateur et secrétaire'),
        p(
          'M. Bertrand Lemaire, président ; Mme Odile Vasseur, scrutatrice ; le syndic, secrétaire.',
        ),
        heading('2. Approbation des comptes de l’exercice du 01/10/2023 au 30/09/2024'),
        p(
          'Les comptes de l’exercice 2023/2024 sont approuvés tels que présentés, pour un total de dépenses de 61 942,18 €. Adoptée à l’unanimité.',
        ),
        heading('3. Budget de l’exercice en cours (01/10/2024 – 30/09/2025)'),
        p(
          'Le budget prévisionnel de l’exercice en cours, voté lors de la précédente assemblée du 21 mars 2024, est maintenu à 64 800,00 €.',
        ),
        heading('4. Budget de l’exercice 2025/2026 (01/10/2025 – 30/09/2026)'),
        p('Le budget prévisionnel est voté à 67 200,00 €. Adoptée (Pour : 6 899 ; Contre : 316).'),
        heading('5. Fonds de travaux'),
        p(
          'Le fonds de travaux présente un solde de 14 206,35 € au 30/09/2024. La cotisation est maintenue à 5 % du budget.',
        ),
      ],
      [
        heading('6. Remplacement de l’interphone'),
        p(
          'Devis de la société Touraine Contrôle d’Accès pour 4 350,00 € TTC. Adoptée. Appel de fonds exigible le 01/06/2025, réparti en charges générales.',
        ),
        heading('7. Questions diverses (sans vote)'),
        p(
          'Le diagnostic technique global réalisé en 2022 sera présenté à la prochaine assemblée. Le DPE collectif est à prévoir avant le 1er janvier 2026.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 19 h 10.'),
        p('Fait à Tours, le 18 mars 2025.'),
        p('Le président : B. Lemaire     La scrutatrice : O. Vasseur     Le secrétaire'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      day('dt_works_funds', '2024-09-30'),
      day('dt_based', '2025-03-18'),
      day('dt_n_start', '2023-10-01'),
      day('dt_n_end', '2024-09-30'),
      money('building_budget', 6480000),
      money('works_funds', 1420635),
    ],
  },

  // A volunteer syndic's minutes for an eight-lot house, scanned: typed on a home printer,
  // the 2024 accounts approved, the works fund kept on a savings account
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-05',
    scan: scanned(150, -1.2, 0.25),
    pages: [
      [
        p('Syndicat des copropriétaires du 22 rue des Augustins – 29200 Brest'),
        p('Syndic bénévole : M. Lucien Arnaud (lot 4)'),
        title('COMPTE RENDU – PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 5 AVRIL 2025'),
        p(
          'Le samedi 5 avril 2025 à 10 h, dans l’appartement de M. Arnaud, se sont réunis les copropriétaires. Présents : 6 sur 8 (842 / 1 000 tantièmes). Représentés : 1 (pouvoir de Mme Le Gall).',
        ),
        p('1) Président : Mme Le Bihan. Secrétaire : M. Arnaud.'),
        p(
          '2) Comptes 2024 (du 01/01/2024 au 31/12/2024) : dépenses 9 214,73 € pour des provisions appelées de 9 400,00 €. Les comptes sont approuvés à l’unanimité. L’excédent sera remboursé sur l’appel du 3e trimestre.',
        ),
        p(
          '3) Budget 2025 : le budget de 9 600,00 € voté à l’AG du 13 avril 2024 est confirmé. Budget 2026 : voté à 9 900,00 €.',
        ),
        p(
          '4) Fonds de travaux : le livret A du syndicat (Crédit Maritime) présente un solde de 3 180,00 € au 31/12/2024. Cotisation 2025 inchangée : 480,00 € pour l’immeuble.',
        ),
        p(
          '5) Gouttières côté cour : devis de l’entreprise Kerjean à demander avant l’été. Pas de vote.',
        ),
        p('6) Renouvellement du syndic bénévole : M. Arnaud est reconduit pour un an. Unanimité.'),
        p('Séance levée à 11 h 40. Signé : la présidente, le secrétaire.'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('dt_works_funds', '2024-12-31'),
      day('dt_based', '2025-04-05'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('building_budget', 960000),
      money('works_funds', 318000),
    ],
  },

  // An online syndic's extraordinary meeting by video: façade works voted with a call
  // schedule, no accounts approved; the platform's export date in the footer
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-02-03',
    pages: [
      [
        small('syndeo.fr — votre syndic en ligne — gestion@syndeo.fr'),
        title('Procès-verbal de l’assemblée générale extraordinaire'),
        p('Copropriété « Le Clos Saint-Jean » — 3 allée des Vignes, 33400 Talence — 24 lots'),
        p(
          'Assemblée tenue le 3 février 2025 à 19 h 00 par visioconférence (article 17-1 A de la loi du 10 juillet 1965 et décret n° 2020-834 du 2 juillet 2020), sur convocation du 9 janvier 2025.',
        ),
        p(
          'Participants : 17 copropriétaires sur 24, dont 4 ayant voté par correspondance, représentant 7 540 / 10 000 tantièmes.',
        ),
        heading('Résolution 1 — Ravalement des façades sur rue et sur cour (article 24)'),
        p(
          'L’assemblée décide les travaux de ravalement préconisés par le diagnostic technique global remis le 22 janvier 2024 et retient le devis de la société Façades Gironde du 12 décembre 2024 pour 186 400,00 € TTC.',
        ),
        p('Pour : 6 112 — Contre : 1 428 — Abstention : 0. Adoptée.'),
        heading('Résolution 2 — Honoraires du syndic sur travaux (article 24)'),
        p('3 % HT du montant HT des travaux. Adoptée.'),
        heading('Résolution 3 — Calendrier des appels de fonds'),
        table(
          ['Appel', 'Date d’exigibilité', 'Fraction'],
          ['1er appel', '15/04/2025', '1/3'],
          ['2e appel', '15/07/2025', '1/3'],
          ['3e appel', '15/10/2025', '1/3'],
        ),
        p(
          'Adoptée. Le fonds de travaux ne sera pas mobilisé pour ces travaux. Le plan pluriannuel de travaux sera mis à jour.',
        ),
        small('Document généré le 04/02/2025 à 09:12 — page 1/1'),
      ],
    ],
    figures: [],
  },

  // A cooperative syndic's minutes exported from its extranet over two pages: the 2024
  // accounts approved, the council members elected, an edition date in the footer
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-16',
    pages: [
      [
        small(
          'Syndicat coopératif « Résidence du Parc » – 5 à 9 avenue Jean-Jaurès, 38100 Grenoble',
        ),
        title('Procès-verbal de l’assemblée générale annuelle du 16 juin 2025'),
        p(
          'Syndicat coopératif (article 17-1 de la loi du 10 juillet 1965) : le syndic est le président du conseil syndical, M. Rachid Benali.',
        ),
        p(
          'Présents ou représentés : 31 copropriétaires sur 48 (6 904 / 10 000). Assemblée tenue salle Prévert à 18 h 00.',
        ),
        heading(
          '1. Approbation des comptes de l’exercice 2024 (du 1er janvier au 31 décembre 2024)',
        ),
        p(
          'Total des dépenses de l’exercice : 71 327,14 €, dont 39 877,14 € d’opérations courantes. Les comptes sont approuvés à la majorité de l’article 24. Pour : 6 904. Contre : 0.',
        ),
        heading('2. Budget 2025'),
        p(
          'Le budget prévisionnel 2025, voté le 10 juin 2024 à 42 000,00 €, est maintenu sans ajustement.',
        ),
        heading('3. Budget 2026'),
        p('Budget prévisionnel 2026 voté à 43 500,00 €. Adopté.'),
        heading('4. Fonds de travaux'),
        p(
          'Solde du fonds de travaux au 31/12/2024 : 11 874,90 €. Cotisation 2026 fixée à 2 175,00 € (5 % du budget).',
        ),
      ],
      [
        heading('5. Élection du conseil syndical'),
        p(
          'Sont élus pour deux ans : M. Benali (président), Mme Faure, M. Da Costa, Mme Lambert. Adoptée.',
        ),
        heading('6. Point d’information : plan pluriannuel de travaux'),
        p(
          'Le projet de PPT établi le 3 mars 2025 par le bureau d’études Alpes Diag est joint ; il sera soumis au vote lors de la prochaine assemblée.',
        ),
        p('Séance levée à 20 h 15.'),
        small('Extranet copro-coop.fr — Édité le 20/06/2025 — 2/2'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      day('dt_works_funds', '2024-12-31'),
      day('dt_based', '2025-06-16'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('building_budget', 4200000),
      money('works_funds', 1187490),
    ],
  },

  // A big syndic group's notice on two pages: the letter's date, the meeting's date, the
  // postal-vote deadline and the previous AG quoted
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-04-14',
    pages: [
      [
        small('NEXALIS SYNDIC – Agence Bordeaux Chartrons – 18 quai des Chartrons, 33000 Bordeaux'),
        right('M. Olivier Perrin'),
        right('27 rue Camille-Godard, 33000 Bordeaux'),
        right('Bordeaux, le 14 avril 2025'),
        p('Lettre recommandée avec accusé de réception'),
        p('Objet : convocation à l’assemblée générale ordinaire – Résidence Les Chartreux'),
        p(
          'Madame, Monsieur, nous avons l’honneur de vous convoquer à l’assemblée générale ordinaire des copropriétaires de la Résidence Les Chartreux, 27 rue Camille-Godard, qui se tiendra le mardi 20 mai 2025 à 18 heures, à l’hôtel Mercure, 5 rue Robert-Lateulade, 33000 Bordeaux.',
        ),
        p(
          'Les formulaires de vote par correspondance devront parvenir au syndic au plus tard le 17 mai 2025 (article 17-1 A de la loi du 10 juillet 1965).',
        ),
        heading('Ordre du jour'),
        p('1. Élection du président de séance, des scrutateurs et du secrétaire.'),
        p('2. Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024.'),
        p('3. Ajustement du budget 2025 et vote du budget 2026.'),
        p('4. Désignation du syndic : contrat du 21/05/2025 au 30/06/2026.'),
      ],
      [
        p('5. Réfection de la toiture-terrasse : devis Étanchéité Aquitaine et appels de fonds.'),
        p('6. Information : DPE collectif réalisé le 12 février 2025.'),
        p(
          'Pièces jointes : annexes comptables 1 à 5, projet de contrat de syndic, procès-verbal de l’assemblée du 28 mai 2024, devis de toiture, formulaire de vote par correspondance.',
        ),
        p(
          'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.',
        ),
        p('Le syndic – Nexalis Syndic, par délégation : Claire Mounier, gestionnaire'),
        small(
          'Nexalis Syndic SAS – RCS Bordeaux 812 345 678 – garantie financière Galian n° 44172',
        ),
      ],
    ],
    figures: [],
  },

  // A small syndic's notice sent by registered e-mail: the sending date, the meeting a month
  // later, the e-mail provider's proof of sending
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2024-09-02',
    pages: [
      [
        small('Lettre recommandée électronique – AR24 – Preuve de dépôt n° 7841-2209-AQ'),
        p('Expéditeur : Agence Dumas & Fils, syndic de copropriété, 9 rue Foch, 34000 Montpellier'),
        p('Destinataire : Mme Sandrine Aubert – s.aubert@orange.fr'),
        p('Date de dépôt : 02/09/2024 14:07'),
        title('Convocation – Assemblée générale ordinaire'),
        p(
          'Copropriété « Le Mas des Oliviers », 40 avenue de Lodève, 34070 Montpellier. Madame, vous êtes convoquée à l’assemblée générale qui se tiendra le mardi 8 octobre 2024 à 17 h 30 dans nos bureaux.',
        ),
        table(
          ['N°', 'Question', 'Majorité'],
          ['1', 'Désignation du bureau', 'art. 24'],
          ['2', 'Approbation des comptes du 01/07/2023 au 30/06/2024', 'art. 24'],
          ['3', 'Budget prévisionnel 2025/2026', 'art. 24'],
          ['4', 'Fonds de travaux : maintien de la cotisation à 5 %', 'art. 25'],
          ['5', 'Mise en conformité de l’ascenseur (contrôle technique du 14/05/2024)', 'art. 24'],
        ),
        p('Documents consultables sur votre espace copropriétaire.'),
        small('Agence Dumas & Fils – SARL au capital de 20 000 € – CPI 3402 2018 000 031 775'),
      ],
    ],
    figures: [],
  },

  // A volunteer syndic's notice, scanned as a picture: typed with a handwritten-looking
  // signature line, the date at the bottom
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-03-03',
    scan: scanned(200, -0.6, 0.1, 'png'),
    pages: [
      [
        p('Copropriété du 5 impasse des Lilas – 35000 Rennes'),
        title('CONVOCATION À L’ASSEMBLÉE GÉNÉRALE ANNUELLE'),
        p(
          'Chers voisins, l’assemblée générale annuelle se tiendra le samedi 29 mars 2025 à 14 h 30 dans le local vélos aménagé (rez-de-chaussée).',
        ),
        p('Ordre du jour :'),
        p('1 – Approbation des comptes 2024 (relevés bancaires joints)'),
        p('2 – Budget 2025 et budget 2026'),
        p('3 – Fonds de travaux : cotisation 2025'),
        p('4 – Peinture de la cage d’escalier (2 devis joints, du 13/01/2025 et du 24/01/2025)'),
        p('5 – Renouvellement du mandat de syndic bénévole'),
        p(
          'En cas d’absence, vous pouvez donner pouvoir à un autre copropriétaire (formulaire au dos).',
        ),
        p('Fait à Rennes, le 3 mars 2025'),
        p('Le syndic bénévole,   Y. Kerbrat  (lot 3)'),
      ],
    ],
    figures: [],
  },
  // A big syndic group's quarterly call for funds: a table by charge key with the building's
  // base, the lot's annual share and the quarter, the works fund contribution on its own
  // line, the AG that voted the budget and the due date
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-10',
    pages: [
      [
        small('HABITALIS GESTION – 41 cours Lafayette, 69003 Lyon – 04 78 95 12 00'),
        right('M. et Mme Thibault Royer'),
        right('14 rue Pierre-Corneille, 69006 Lyon'),
        title('APPEL DE FONDS – 2e TRIMESTRE 2025'),
        p('Résidence « Les Tilleuls » – Référence copropriétaire : 0412-0087'),
        p('Date d’édition : 10/03/2025 – Date d’exigibilité : 01/04/2025'),
        p(
          'Exercice du 01/01/2025 au 31/12/2025 – Budget prévisionnel 2025 voté par l’assemblée générale du 06/06/2024 : 146 800,00 €',
        ),
        p('Lots : 12 (appartement, 248 / 10 000) et 31 (cave, 6 / 10 000)'),
        table(
          ['Nature', 'Base annuelle', 'Tantièmes', 'Quote-part annuelle', 'Appel du trimestre'],
          ['Charges générales', '119 800,00', '254 / 10 000', '3 042,92', '760,73'],
          ['Ascenseur', '27 000,00', '312 / 10 000', '842,40', '210,60'],
          ['Fonds de travaux (art. 14-2)', '7 340,00', '254 / 10 000', '186,44', '46,61'],
          ['Total', '154 140,00', '', '4 071,76', '1 017,94'],
        ),
        p('dont budget prévisionnel : quote-part annuelle 3 885,32 €'),
        p('Solde antérieur : 0,00 € – Montant à régler avant le 01/04/2025 : 1 017,94 €'),
        small(
          'Prélèvement automatique le 05/04/2025 si vous avez souscrit au mandat SEPA. Conservez ce document.',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 14680000),
      money('expected_budget', 388532),
      money('works_funds_last_contribution', 4661),
    ],
  },

  // A small syndic's call for funds, scanned: an October–September exercise, the third
  // quarter called, the intercom voted at the last AG announced for June
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-20',
    scan: scanned(200, 1.1, 0.2),
    pages: [
      [
        right('Cabinet Marceau Immobilier – 12 rue Nationale – 37000 Tours'),
        p('Mme Élodie Charpentier – 8 rue Colbert, appt 5 – 37000 Tours'),
        title('Avis d’appel de provisions'),
        p('Tours, le 20 mars 2025'),
        p(
          'Copropriété 8 rue Colbert – Exercice du 01/10/2024 au 30/09/2025 – 3e appel trimestriel (période du 01/04/2025 au 30/06/2025)',
        ),
        p('Lot n° 5 – 387 / 10 000 tantièmes généraux'),
        table(
          ['Libellé', 'Montant immeuble', 'Votre part annuelle', 'Ce trimestre'],
          ['Budget prévisionnel', '64 800,00', '2 507,76', '626,94'],
          ['Fonds de travaux', '3 240,00', '125,39', '31,35'],
          ['Total', '', '', '658,29'],
        ),
        p('Solde précédent : 0,00 – Net à payer au 01/04/2025 : 658,29 €'),
        p(
          'Rappel : les travaux d’interphone votés le 18/03/2025 (4 350,00 € TTC) feront l’objet d’un appel séparé au 01/06/2025.',
        ),
        small(
          'Règlement par virement : FR76 1027 8374 0000 0201 4470 112 – indiquer la référence COL-05',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 6480000),
      money('expected_budget', 250776),
      money('works_funds_last_contribution', 3135),
    ],
  },

  // An online syndic's works call exported from its platform: the first third of the façade
  // works voted in February, the quarterly works fund contribution, the remaining calls
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-25',
    pages: [
      [
        small('syndeo.fr › Mon espace › Mes appels de fonds › Appel n° 2025-T-0017'),
        title('Appel de fonds travaux'),
        p('Copropriété « Le Clos Saint-Jean » — 3 allée des Vignes, 33400 Talence'),
        p('Copropriétaire : Mme Nadia Chérif — lot 7 (412 / 10 000)'),
        p('Émis le 25/03/2025 — à régler au plus tard le 15/04/2025'),
        p('Exercice comptable : 01/01/2025 – 31/12/2025'),
        table(
          ['Poste', 'Total copropriété', 'Votre quote-part', 'Appelé ce jour'],
          [
            'Ravalement des façades (AGE du 03/02/2025) – appel 1/3',
            '186 400,00 €',
            '7 679,68 €',
            '2 559,89 €',
          ],
          ['Cotisation fonds de travaux – 2e trimestre 2025', '1 800,00 €', '74,16 €', '18,54 €'],
          ['Total à régler', '', '', '2 578,43 €'],
        ),
        p('Prochains appels travaux : 15/07/2025 (2 559,89 €) et 15/10/2025 (2 559,90 €).'),
        small(
          'Paiement par carte ou prélèvement depuis votre espace. Édité le 25/03/2025 à 08:31.',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('works_funds_last_contribution', 1854),
    ],
  },

  // A big syndic's owner statement from its extranet: débit/crédit/solde columns with credit
  // balances in parentheses, the 2024 regularisation credited, the working-capital advance
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-03',
    pages: [
      [
        small('URBANIA SYNDIC – Espace client – www.urbania-syndic.fr'),
        title('Relevé de compte copropriétaire'),
        p('Copropriété : Le Belvédère, 102 boulevard Carnot, 59800 Lille – Compte n° 4500-0312'),
        p('Copropriétaire : M. Arnaud Vidal – lot 3 (appartement)'),
        p('Période du 01/01/2025 au 03/06/2025 – Relevé établi le 03/06/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Report solde exercice 2024', '', '47,60', '(47,60)'],
          ['01/01/2025', 'Appel provisions 1er trimestre 2025', '406,20', '', '358,60'],
          ['08/01/2025', 'Prélèvement SEPA', '', '406,20', '(47,60)'],
          ['01/04/2025', 'Appel provisions 2e trimestre 2025', '406,20', '', '358,60'],
          ['07/04/2025', 'Prélèvement SEPA', '', '406,20', '(47,60)'],
          ['15/05/2025', 'Régularisation charges 2024 (AG du 28/04/2025)', '', '46,83', '(94,43)'],
          ['', 'Totaux', '812,40', '906,83', ''],
        ),
        p('Solde créditeur au 03/06/2025 : 94,43 € (en votre faveur)'),
        p('Avance de trésorerie (fonds de roulement) détenue par le syndicat : 350,00 €'),
        small(
          'Les montants entre parenthèses sont en votre faveur. Imprimé le 03/06/2025 à 16:44.',
        ),
      ],
    ],
    figures: [money('credit_balance', 9443), money('reserved_advances', 35000)],
  },

  // A small syndic's statement with the second quarter still unpaid, the annual works fund
  // contribution paid in January and the past years explicitly at zero
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-10',
    pages: [
      [
        right('Agence Dumas & Fils – Syndic de copropriété'),
        right('9 rue Foch, 34000 Montpellier'),
        title('EXTRAIT DE COMPTE COPROPRIÉTAIRE'),
        p('Le Mas des Oliviers – Mme Sandrine Aubert – lots 18 et 44'),
        p('Arrêté au 10 avril 2025'),
        table(
          ['Date', 'Opération', 'Débit', 'Crédit'],
          ['01/01/2025', 'Solde des exercices antérieurs', '0,00', ''],
          ['01/01/2025', 'Appel de provisions T1 2025', '702,15', ''],
          ['01/01/2025', 'Cotisation fonds de travaux 2025 (annuelle)', '140,43', ''],
          ['10/01/2025', 'Virement reçu', '', '842,58'],
          ['01/04/2025', 'Appel de provisions T2 2025', '702,15', ''],
        ),
        p('Solde débiteur au 10/04/2025 : 702,15 €'),
        p('dont provisions du budget exigibles non réglées : 702,15 €'),
        p('dont charges des exercices antérieurs impayées : 0,00 €'),
        small(
          'Merci de régulariser votre situation sous huitaine. Agence Dumas & Fils, Montpellier.',
        ),
      ],
    ],
    figures: [
      money('budget', 70215),
      money('wanted_loads', 0),
      money('works_funds_last_contribution', 14043),
    ],
  },

  // A volunteer syndic's spreadsheet statement photographed as a picture: the 2024
  // regularisation still owed, the first 2025 quarter paid
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-02-28',
    scan: scanned(180, 0.9, 0.2, 'png'),
    pages: [
      [
        p('Copropriété du 5 impasse des Lilas – Rennes – syndic bénévole Y. Kerbrat'),
        title('Relevé de compte – M. et Mme Le Goff (lots 6 et 9)'),
        p('Situation au 28/02/2025'),
        table(
          ['Date', 'Libellé', 'Doit', 'Avoir'],
          ['31/12/2024', 'Régularisation charges 2024 (reste dû)', '215,00', ''],
          ['01/01/2025', 'Provision 1er trimestre 2025', '300,00', ''],
          ['14/01/2025', 'Chèque n° 4417', '', '300,00'],
        ),
        p('Reste dû : 215,00 €, dont exercice 2024 : 215,00 €'),
        p(
          'Merci de régler par chèque à l’ordre du « Syndicat des copropriétaires 5 impasse des Lilas ».',
        ),
      ],
    ],
    figures: [money('wanted_loads', 21500)],
  },

  // A big syndic's accounting annexes 1 to 3 over three pages: the financial statement with
  // the previous year's column, the general account and the budget table with four columns
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-24',
    pages: [
      [
        small(
          'SOLVIMO SYNDIC – Direction régionale Île-de-France – 7 rue de Châteaudun, 75009 Paris',
        ),
        title('ANNEXE 1 – ÉTAT FINANCIER APRÈS RÉPARTITION'),
        p('Syndicat des copropriétaires 18-20 rue Saint-Maur, 75011 Paris – 96 lots'),
        p('Exercice du 01/01/2024 au 31/12/2024 – Document établi le 24/03/2025'),
        table(
          ['Rubrique', 'Exercice 2024', 'Exercice 2023'],
          ['Banque – compte séparé', '61 204,33', '54 870,12'],
          ['Placement fonds de travaux', '28 950,00', '22 410,00'],
          ['Copropriétaires débiteurs', '9 842,17', '7 315,40'],
          ['Total actif', '99 996,50', ''],
          ['Fonds de travaux (art. 14-2)', '28 950,00', '22 410,00'],
          ['Avances (fonds de roulement)', '12 000,00', '12 000,00'],
          ['Provisions pour travaux votés', '49 601,25', ''],
          ['Fournisseurs', '6 318,45', '4 902,10'],
          ['Copropriétaires créditeurs', '3 126,80', '2 644,15'],
          ['Total passif', '99 996,50', ''],
        ),
      ],
      [
        title('ANNEXE 2 – COMPTE DE GESTION GÉNÉRAL DE L’EXERCICE'),
        table(
          ['Charges', '2024', 'Produits', '2024'],
          ['Opérations courantes', '207 112,35', 'Provisions copropriétaires', '210 000,00'],
          ['Travaux et opérations exceptionnelles', '5 368,55', 'Appels travaux', '5 368,55'],
          ['Total charges', '212 480,90', 'Total produits', '215 368,55'],
          ['Excédent de l’exercice', '2 887,65', '', ''],
        ),
      ],
      [
        title('ANNEXE 3 – COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        table(
          ['', 'Budget voté 2024', 'Réalisé 2024', 'Budget voté 2025', 'Budget 2026 (projet)'],
          ['Charges générales', '168 000,00', '165 480,10', '172 500,00', '177 000,00'],
          ['Ascenseurs', '26 000,00', '25 918,40', '27 000,00', '28 000,00'],
          ['Chauffage collectif', '16 000,00', '15 713,85', '16 500,00', '17 000,00'],
          ['Total', '210 000,00', '207 112,35', '216 000,00', '222 000,00'],
        ),
        small('Solvimo Syndic – Édition du 24/03/2025 – page 3/3'),
      ],
    ],
    figures: [
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 984217),
      money('unpaid_providers', 631845),
      money('works_funds', 2895000),
      money('building_budget_n', 21000000, 3),
      money('building_budget', 21600000, 3),
    ],
  },

  // A small syndic's annex 1 alone, for an October–September exercise, drawn up in December
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-09',
    pages: [
      [
        right('Cabinet Marceau Immobilier – Tours'),
        title('Annexe n° 1 : état financier après répartition à la date de clôture'),
        p('Copropriété 8 rue Colbert, 37000 Tours – exercice clos le 30/09/2024'),
        p('Période : du 01/10/2023 au 30/09/2024. Établi le 9 décembre 2024.'),
        table(
          ['I – Situation financière et trésorerie', 'Montant'],
          ['Trésorerie disponible (banque)', '18 934,15'],
          ['Copropriétaires – sommes exigibles restant dues', '2 318,60'],
          ['Total I', '21 252,75'],
        ),
        table(
          ['II – Provisions, avances, dettes', 'Montant'],
          ['Fonds de travaux de l’article 14-2', '14 206,35'],
          ['Avances de trésorerie', '3 000,00'],
          ['Fournisseurs – dettes', '1 045,20'],
          ['Copropriétaires – avances et soldes créditeurs', '612,40'],
          ['Provisions pour travaux et excédents à affecter', '2 388,80'],
          ['Total II', '21 252,75'],
        ),
        small('Document joint à la convocation de l’assemblée générale du 18/03/2025.'),
      ],
    ],
    figures: [
      day('dt_works_funds', '2024-09-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('unpaid', 231860),
      money('unpaid_providers', 104520),
      money('works_funds', 1420635),
    ],
  },

  // A cooperative syndic's annexes 3 and 5 from its software: the 2024 budget against what
  // was spent, next to the 2025 and 2026 budgets, and the roof works spread over two years
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-05-02',
    pages: [
      [
        small('Syndicat coopératif « Résidence du Parc » – Grenoble – logiciel CoproGest v8'),
        title('Annexe 3 – Compte de gestion pour opérations courantes de l’exercice 2024'),
        p('Exercice du 01/01/2024 au 31/12/2024'),
        table(
          [
            'Postes',
            'Budget voté N (2024)',
            'Réalisé N (2024)',
            'Budget voté N+1 (2025)',
            'Budget N+2 (2026) à voter',
          ],
          ['Eau', '6 200,00', '6 487,30', '6 500,00', '6 700,00'],
          ['Électricité parties communes', '3 800,00', '3 512,44', '3 900,00', '4 000,00'],
          ['Entretien et nettoyage', '14 300,00', '14 020,00', '14 800,00', '15 200,00'],
          ['Assurance', '5 900,00', '5 886,12', '6 200,00', '6 400,00'],
          ['Frais de gestion coopérative', '3 100,00', '2 968,78', '3 200,00', '3 300,00'],
          ['Ascenseur', '7 200,00', '7 002,50', '7 400,00', '7 900,00'],
          ['Total', '40 500,00', '39 877,14', '42 000,00', '43 500,00'],
        ),
      ],
      [
        title('Annexe 5 – Travaux de l’article 14-2 et opérations exceptionnelles'),
        table(
          ['Opération', 'Voté', 'Réalisé 2023', 'Réalisé 2024', 'Reste'],
          [
            'Réfection de la toiture (AG du 12/06/2023)',
            '58 200,00',
            '25 419,00',
            '31 450,00',
            '1 331,00',
          ],
        ),
        p('Total des dépenses de l’exercice (annexes 3 et 5) : 71 327,14 €'),
        small('Édité le 02/05/2025 – joint à la convocation de l’assemblée du 16 juin 2025'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 4050000),
      money('building_budget', 4200000),
    ],
  },

  // A big syndic's individual charge statement for 2024: real charges against provisions by
  // key, a works line outside the budget, the works fund contribution apart, a small balance
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-05-28',
    pages: [
      [
        small('HABITALIS GESTION – 41 cours Lafayette, 69003 Lyon'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES – EXERCICE 2024'),
        p('Résidence « Les Tilleuls » – M. et Mme Thibault Royer – lots 12 et 31'),
        p(
          'Exercice du 01/01/2024 au 31/12/2024, comptes approuvés par l’assemblée générale du 12/05/2025 – édité le 28/05/2025',
        ),
        table(
          [
            'Clé de répartition',
            'Dépenses immeuble',
            'Tantièmes',
            'Votre quote-part',
            'Provisions appelées',
          ],
          ['Charges générales', '121 300,00', '254 / 10 000', '3 081,02', '2 997,20'],
          ['Ascenseur', '27 026,40', '312 / 10 000', '843,22', '842,40'],
          ['Total charges courantes', '148 326,40', '', '3 924,24', '3 839,60'],
          [
            'Travaux hors budget – VMC (AG du 06/06/2024)',
            '9 800,00',
            '254 / 10 000',
            '248,92',
            '248,92',
          ],
        ),
        p('Cotisation fonds de travaux 2024 (non régularisable) : 184,15 €'),
        p(
          'Solde de l’exercice 2024 à votre débit : 84,64 €, porté sur l’appel du 3e trimestre 2025.',
        ),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('budget_n', 392424),
      money('expected_budget_n', 383960),
      money('hors_budget_n', 24892),
      money('expected_hors_budget_n', 24892),
    ],
  },

  // A regional property manager's charge statement, scanned: an April–March exercise, two
  // keys (general, collective heating), a credit balance
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-12',
    scan: scanned(200, -0.7, 0.12),
    pages: [
      [
        p('RÉGIE BALLESTER – Administrateur de biens – 3 quai Vauban, 66000 Perpignan'),
        title('Répartition des charges – décompte individuel'),
        p('Résidence Les Platanes – M. Jordi Puig – lot 14'),
        p('Exercice du 01/04/2024 au 31/03/2025 – Perpignan, le 12 juin 2025'),
        table(
          ['Désignation', 'Total à répartir', 'Base', 'Quote-part'],
          ['Charges générales', '38 412,00', '523 / 10 000', '2 008,95'],
          ['Chauffage collectif', '22 740,50', '610 / 10 000', '1 387,17'],
          ['Total de vos charges', '', '', '3 396,12'],
          ['Provisions versées (4 × 870,00)', '', '', '3 480,00'],
          ['Solde en votre faveur', '', '', '83,88'],
        ),
        p('Le solde créditeur sera déduit de votre prochain appel de provisions.'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('budget_n', 339612),
      money('expected_budget_n', 348000),
    ],
  },

  // An online syndic's charge statement for 2023, sent in April 2024: the exercise before the
  // last closed one, no works outside the budget printed as zero
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-04-05',
    pages: [
      [
        small('syndeo.fr — Décompte de charges — généré le 05/04/2024'),
        title('Votre décompte de charges 2023'),
        p('Le Clos Saint-Jean, Talence — Mme Nadia Chérif — lot 7'),
        p('Exercice comptable : du 01/01/2023 au 31/12/2023'),
        table(
          ['', 'Appelé', 'Réel'],
          ['Charges courantes (budget)', '1 980,00 €', '1 912,38 €'],
          ['Travaux hors budget', '0,00 €', '0,00 €'],
          ['Écart', '', '67,62 € en votre faveur'],
        ),
        p('L’écart sera imputé sur votre appel du 2e trimestre 2024.'),
      ],
    ],
    figures: [
      day('fiscal_year_start', '2023-01-01'),
      day('fiscal_year_end', '2023-12-31'),
      money('expected_budget_n1', 198000),
      money('budget_n1', 191238),
      money('expected_hors_budget_n1', 0),
      money('hors_budget_n1', 0),
    ],
  },

  // A big syndic's questionnaire for the sale, three pages: sections I-A to I-C, the two
  // last exercises, the building's finances, the works fund and the état daté fee
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-22',
    pages: [
      [
        small('NEXALIS SYNDIC – Service mutations – 18 quai des Chartrons, 33000 Bordeaux'),
        title('QUESTIONNAIRE SYNDIC – INFORMATIONS PRÉALABLES À LA VENTE'),
        p('Établi le 22 mai 2025 à la demande de Maître Sophie Delage, notaire à Bordeaux'),
        p(
          'Copropriété : Résidence Les Chartreux, 27 rue Camille-Godard, 33000 Bordeaux – immatriculation AC7-104-338 – 64 lots',
        ),
        p('Vendeur : M. Olivier Perrin'),
        table(
          ['Lot', 'Nature', 'Tantièmes'],
          ['45', 'Appartement T3, 4e étage', '186 / 10 000'],
          ['112', 'Parking n° 12', '12 / 10 000'],
        ),
        p(
          'Dernière assemblée ayant approuvé les comptes : 20 mai 2025. Exercice N-1 : du 01/01/2024 au 31/12/2024. Prochaine assemblée : juin 2026.',
        ),
      ],
      [
        heading('I-A – Sommes dues par le vendeur au syndicat'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions exigibles du budget prévisionnel', '0,00 €'],
          ['Provisions exigibles hors budget', '0,00 €'],
          ['Charges impayées des exercices antérieurs', '0,00 €'],
          ['Avances exigibles', '0,00 €'],
        ),
        heading('I-B – Sommes dues par le syndicat au vendeur'),
        table(
          ['Rubrique', 'Montant'],
          ['Avances (fonds de roulement) versées par le vendeur', '297,00 €'],
        ),
        heading('I-C – Sommes à la charge de l’acquéreur'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions du budget non encore exigibles (3e et 4e trimestres 2025)', '1 222,50 €'],
          [
            'Provisions hors budget non encore exigibles (toiture, appel du 01/10/2025)',
            '1 188,00 €',
          ],
        ),
        p('Quote-part annuelle des lots dans le budget prévisionnel 2025 : 2 445,00 €'),
      ],
      [
        heading('Annexe – charges des deux derniers exercices'),
        table(
          ['', 'Exercice 2024', 'Exercice 2023'],
          ['Provisions appelées (budget)', '2 380,00', '2 300,00'],
          ['Charges réelles (budget)', '2 296,71', '2 351,09'],
          ['Provisions appelées hors budget', '540,00', '0,00'],
          ['Dépenses réelles hors budget', '528,66', '0,00'],
        ),
        heading('Situation financière de la copropriété au 31/12/2024'),
        p('Impayés de charges de l’ensemble des copropriétaires : 14 380,22 €'),
        p('Dettes envers les fournisseurs : 8 015,60 €'),
        p(
          'Fonds de travaux : 52 340,00 €, dont part rattachée aux lots vendus : 1 036,33 €. Dernière cotisation versée par le vendeur : 30,28 € (appel du 01/04/2025).',
        ),
        p('Honoraires du syndic pour l’établissement de l’état daté : 380,00 € TTC'),
        small(
          'Nexalis Syndic – document non contractuel, ne vaut pas état daté (article 5 du décret du 17 mars 1967).',
        ),
      ],
    ],
    figures: [
      day('dt_based', '2025-05-20'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('budget', 0, 2),
      money('unbudget', 0, 2),
      money('wanted_loads', 0, 2),
      money('required_advances', 0, 2),
      money('reserved_advances', 29700, 2),
      money('ongoing_budget', 122250, 2),
      money('unbudget_not_due', 118800, 2),
      money('expected_budget', 244500, 2),
      money('expected_budget_n', 238000, 3),
      money('budget_n', 229671, 3),
      money('expected_hors_budget_n', 54000, 3),
      money('hors_budget_n', 52866, 3),
      money('expected_budget_n1', 230000, 3),
      money('budget_n1', 235109, 3),
      money('expected_hors_budget_n1', 0, 3),
      money('hors_budget_n1', 0, 3),
      money('unpaid', 1438022, 3),
      money('unpaid_providers', 801560, 3),
      money('works_funds', 5234000, 3),
      money('works_funds_lot', 103633, 3),
      money('works_funds_last_contribution', 3028, 3),
      day('dt_last_contribution', '2025-04-01', 3),
      money('transfer_fees', 38000, 3),
    ],
  },

  // A small syndic's questionnaire filled in by hand and scanned: amounts with dots, the last
  // approved accounts are 2023's (the last AG was in June 2024), so they are "n1" here
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-11',
    scan: scanned(200, 1.4, 0.22),
    pages: [
      [
        p('CABINET RIVIÈRE GESTION – 6 place Graslin – 44000 Nantes'),
        title('Questionnaire à remplir par le syndic – mutation de lot'),
        p('Immeuble : 11 rue Crébillon, 44000 Nantes – Lot n° 22 – Vendeur : Mme Claire Fontaine'),
        p('Date de la dernière AG ayant approuvé les comptes : 24/06/2024 (comptes 2023)'),
        p(
          '1. Charges de l’exercice 2023 (du 01/01/2023 au 31/12/2023) : provisions appelées : 1.680,00 – charges réelles : 1.702,55',
        ),
        p('2. Budget 2025 – quote-part annuelle du lot : 1.760,00'),
        p('3. Sommes exigibles non payées (budget) : 0,00'),
        p('4. Solde débiteur des exercices antérieurs : 185,40'),
        p('5. Avance permanente de trésorerie versée : 1.250,00'),
      ],
      [
        p('6. Impayés de charges (ensemble de la copropriété) : 4.912,35'),
        p('7. Dettes fournisseurs : 2.207,00'),
        p('8. Fonds de travaux : 21.604,80 – quote-part du lot : 648,14'),
        p('9. Procédures en cours : néant à notre connaissance'),
        p('10. Honoraires état daté : 380,00 TTC'),
        p('Fait à Nantes le 11/02/2025 – cachet et signature du syndic : P. Rivière'),
      ],
    ],
    figures: [
      day('dt_based', '2024-06-24'),
      day('dt_n1_start', '2023-01-01'),
      day('dt_n1_end', '2023-12-31'),
      money('expected_budget_n1', 168000),
      money('budget_n1', 170255),
      money('expected_budget', 176000),
      money('budget', 0),
      money('wanted_loads', 18540),
      money('reserved_advances', 125000),
      money('unpaid', 491235, 2),
      money('unpaid_providers', 220700, 2),
      money('works_funds', 2160480, 2),
      money('works_funds_lot', 64814, 2),
      money('transfer_fees', 38000, 2),
    ],
  },

  // An online big syndic's pre-sale form exported from its extranet: a credit balance, a
  // collective loan with the lot's share and what remains, the works fund
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        small('URBANIA SYNDIC – Espace notaires – Export PDF du 10/06/2025'),
        title('Informations pour pré-état daté'),
        p('Le Belvédère, 102 boulevard Carnot, 59800 Lille – lot 3 – vendeur M. Arnaud Vidal'),
        p('Comptes approuvés par l’AG du 28/04/2025 – exercice du 01/01/2024 au 31/12/2024'),
        table(
          ['Question', 'Réponse'],
          ['Provisions exigibles budget non réglées', '0,00 €'],
          ['Provisions exigibles hors budget non réglées', '0,00 €'],
          ['Charges impayées des exercices antérieurs', '0,00 €'],
          ['Solde créditeur du vendeur', '94,43 €'],
          ['Provisions budget non encore exigibles (T3 et T4 2025)', '812,40 €'],
          ['Budget 2025 – quote-part annuelle du lot', '1 624,80 €'],
          ['Provisions appelées budget 2024', '1 580,00 €'],
          ['Charges réelles budget 2024', '1 533,17 €'],
          ['Provisions et charges hors budget 2024', '0,00 €'],
        ),
      ],
      [
        table(
          ['Copropriété', 'Réponse'],
          ['Impayés de charges (annexe 1)', '3 204,90 €'],
          ['Dettes fournisseurs (annexe 1)', '1 118,00 €'],
          ['Fonds de travaux au 31/12/2024', '9 870,45 €'],
          ['Part du fonds de travaux du lot', '187,54 €'],
          ['Dernière cotisation au fonds de travaux du vendeur', '20,31 €'],
          ['Emprunt collectif (isolation, AG du 15/05/2023) – quote-part du lot', '4 250,00 €'],
          ['Capital restant dû par le lot au 10/06/2025', '3 187,50 €'],
          ['Honoraires de mutation (état daté)', '350,00 € TTC'],
        ),
        small('Urbania Syndic – les réponses sont données sous réserve des écritures en cours.'),
      ],
    ],
    figures: [
      day('dt_works_funds', '2024-12-31', 2),
      day('dt_based', '2025-04-28'),
      day('dt_n_start', '2024-01-01'),
      day('dt_n_end', '2024-12-31'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('credit_balance', 9443),
      money('ongoing_budget', 81240),
      money('expected_budget', 162480),
      money('expected_budget_n', 158000),
      money('budget_n', 153317),
      money('unpaid', 320490, 2),
      money('unpaid_providers', 111800, 2),
      money('works_funds', 987045, 2),
      money('works_funds_lot', 18754, 2),
      money('works_funds_last_contribution', 2031, 2),
      money('loan_share', 425000, 2),
      money('loan_remaining', 318750, 2),
      money('transfer_fees', 35000, 2),
    ],
  },
  // A big syndic's fiche synthétique generated by its software: the date it was drawn up,
  // the accounts' closing date, the registration and the building's figures
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-02-04',
    pages: [
      [
        small('URBANIA SYNDIC – 12 place du Théâtre, 59000 Lille'),
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        p(
          'Article 8-2 de la loi n° 65-557 du 10 juillet 1965 – décret n° 2016-1822 du 21 décembre 2016',
        ),
        p(
          'Fiche établie le 04/02/2025 – données financières arrêtées au 31/12/2023 (derniers comptes approuvés)',
        ),
        heading('Identification'),
        table(
          ['Rubrique', 'Information'],
          ['Nom', 'Le Belvédère'],
          ['Adresse', '102 boulevard Carnot, 59800 Lille'],
          ['Numéro d’immatriculation', 'AD2-781-045'],
          ['Date d’immatriculation', '14/03/2017'],
          ['Syndic', 'Urbania Syndic, syndic professionnel, contrat jusqu’au 30/06/2026'],
        ),
        heading('Organisation juridique et caractéristiques techniques'),
        table(
          ['Rubrique', 'Information'],
          ['Nombre de lots', '60 dont 34 à usage d’habitation'],
          ['Période de construction', '1949 – 1960'],
          ['Chauffage', 'individuel gaz'],
          ['Ascenseur', '1'],
        ),
        heading('Caractéristiques financières'),
        table(
          ['Rubrique', 'Montant'],
          ['Charges pour opérations courantes de l’exercice', '71 940,36 €'],
          ['Charges pour travaux et opérations exceptionnelles', '12 600,00 €'],
          ['Impayés des copropriétaires', '2 955,10 €'],
          ['Fonds de travaux', '8 112,00 €'],
        ),
      ],
    ],
    figures: [],
  },

  // A volunteer syndic's fiche synthétique typed in a word processor, updated in January
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-01-12',
    pages: [
      [
        title('Fiche synthétique – Copropriété du 22 rue des Augustins, Brest'),
        p('Mise à jour le 12 janvier 2025 par le syndic bénévole, M. Lucien Arnaud'),
        p('N° d’immatriculation au registre national des copropriétés : AA9-310-827'),
        p(
          'Immeuble construit en 1956 (permis de construire du 4 juillet 1955), 8 lots principaux, pas d’ascenseur, chauffage individuel électrique.',
        ),
        p('Syndic non professionnel élu par l’assemblée générale du 13 avril 2024.'),
        p('Dernier exercice clos : du 01/01/2023 au 31/12/2023 – charges courantes : 8 970,12 €.'),
        p(
          'Fonds de travaux au 31/12/2023 : 2 700,00 €. Pas d’emprunt collectif. Pas de procédure en cours.',
        ),
        p(
          'Documents disponibles sur demande : règlement de copropriété (1957), carnet d’entretien, DTA.',
        ),
      ],
    ],
    figures: [],
  },

  // A 1968 règlement de copropriété scanned from the notary's copy: the deed's day in words
  // and in figures, its publication, a copy delivered in 2025
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1968-03-12',
    scan: scanned(150, -0.9, 0.3),
    pages: [
      [
        small('Copie délivrée le 14/01/2025 par l’office notarial Lefèvre & Associés, Nice'),
        title('RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION'),
        p('Immeuble « Le Mirabeau », 48 avenue de la Californie, 06200 Nice'),
        p(
          'L’an mil neuf cent soixante-huit, le douze mars (12 mars 1968), Maître Georges Lefèvre, notaire à Nice, a reçu le présent acte à la requête de la Société civile immobilière « Le Mirabeau ».',
        ),
        p(
          'Une expédition a été publiée au premier bureau des hypothèques de Nice le 2 mai 1968, volume 1243, numéro 17.',
        ),
        heading('Chapitre premier – Désignation et division de l’immeuble'),
        p(
          'L’immeuble comprend un bâtiment élevé sur sous-sol de six étages, édifié en vertu d’un permis de construire délivré le 9 août 1965.',
        ),
      ],
      [
        heading('État descriptif de division'),
        table(
          ['Lot', 'Bâtiment / étage', 'Désignation', 'Millièmes'],
          ['1', 'Rez-de-chaussée', 'Local commercial', '62 / 1000'],
          ['2', 'Rez-de-chaussée', 'Appartement de deux pièces', '38 / 1000'],
          ['3', '1er étage', 'Appartement de quatre pièces', '71 / 1000'],
          ['41', 'Sous-sol', 'Cave n° 1', '2 / 1000'],
        ),
        heading('Chapitre II – Parties communes et parties privatives'),
        p(
          'Sont parties communes le sol, les fondations, les gros murs, la toiture, les escaliers et l’ascenseur, ainsi que tout ce qui n’est pas affecté à l’usage exclusif d’un copropriétaire (loi du 10 juillet 1965).',
        ),
      ],
    ],
    figures: [],
  },

  // A notarial amendment to the division: one lot split in two, the AG authorising it quoted,
  // the publication at the land registry a month later
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2019-10-08',
    pages: [
      [
        small('Office notarial Marchal – 15 rue Nationale, 59000 Lille'),
        title('ACTE MODIFICATIF DE L’ÉTAT DESCRIPTIF DE DIVISION ET DU RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Le 8 octobre 2019, Maître Anne-Sophie Marchal, notaire à Lille, a reçu le présent acte.',
        ),
        p(
          'Immeuble Le Belvédère, 102 boulevard Carnot, 59800 Lille, soumis au règlement de copropriété reçu par Maître Dufour le 3 mai 1962.',
        ),
        p(
          'En exécution de la résolution n° 12 de l’assemblée générale du 23 mai 2019, le lot 18 est supprimé et remplacé par les lots 59 et 60.',
        ),
        table(
          ['Lot', 'Désignation', 'Tantièmes généraux'],
          ['18 (supprimé)', 'Appartement de cinq pièces, 3e étage', '(214 / 10 000)'],
          ['59 (créé)', 'Appartement de deux pièces, 3e étage gauche', '98 / 10 000'],
          ['60 (créé)', 'Appartement de trois pièces, 3e étage droite', '116 / 10 000'],
        ),
        p(
          'Publication au service de la publicité foncière de Lille 1 le 4 novembre 2019, volume 2019 P n° 8834.',
        ),
      ],
    ],
    figures: [],
  },

  // A DPE for the flat: visit day, issue day and validity end all printed, the 2021 decree
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-17',
    pages: [
      [
        small(
          'DIAG’OUEST – diagnostics immobiliers – 27 rue de Siam, 29200 Brest – certifié Bureau Veritas n° 8015421',
        ),
        title('DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (logement)'),
        p('N° ADEME : 2529E0412783T – Établi le : 17/02/2025 – Valable jusqu’au : 16/02/2035'),
        p('Date de visite : 11/02/2025 – Diagnostiqueur : M. Erwan Caradec'),
        p('Adresse : 22 rue des Augustins, 29200 Brest – appartement lot 4, 2e étage – 64,5 m²'),
        p('Année de construction : 1956 – Méthode 3CL-DPE 2021 (arrêté du 31 mars 2021)'),
        table(
          ['Indicateur', 'Valeur', 'Classe'],
          ['Consommation énergie primaire', '238 kWh/m²/an', 'D'],
          ['Émissions de gaz à effet de serre', '7 kg CO2/m²/an', 'B'],
          ['Estimation des coûts annuels', 'entre 1 180 € et 1 640 € (prix de l’énergie 2021)', ''],
        ),
        p('Recommandations : isolation des murs par l’intérieur, remplacement des convecteurs.'),
      ],
    ],
    figures: [],
  },

  // A state-of-risks report bought online: the prefectoral order's date, the risk plan's
  // approval and the document's own date with its six-month validity
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-03-24',
    pages: [
      [
        small('georisques-express.fr – état des risques en ligne'),
        title('ÉTAT DES RISQUES ET POLLUTIONS (ERP)'),
        p('Articles L125-5 à L125-7 et R125-23 à R125-27 du code de l’environnement'),
        p('Établi le 24 mars 2025 – à mettre à jour au-delà de six mois'),
        p('Bien : 8 rue Colbert, 37000 Tours – parcelle BK 112'),
        p(
          'Arrêté préfectoral n° 37-2023-07-06-0012 du 06/07/2023 relatif à l’information des acquéreurs et des locataires.',
        ),
        table(
          ['Risque', 'Situation'],
          [
            'Plan de prévention du risque inondation Val de Tours (approuvé le 18/07/2016)',
            'Zone B2 – exposé',
          ],
          ['Sismicité', 'Zone 2 – faible'],
          ['Radon', 'Niveau 1'],
          ['Recul du trait de côte', 'Non concerné'],
          ['Secteur d’information sur les sols', 'Non'],
        ),
        p(
          'Le vendeur déclare qu’aucun sinistre indemnisé au titre des catastrophes naturelles n’a affecté le bien.',
        ),
      ],
    ],
    figures: [],
  },

  // A DTG over two pages: the visit months earlier, the report's delivery date, a ten-year
  // works estimate with years in its columns
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-01-22',
    pages: [
      [
        small('INGÉBAT CONSEIL – bureau d’études bâtiment – 61 cours de Verdun, 33000 Bordeaux'),
        title('DIAGNOSTIC TECHNIQUE GLOBAL (article L731-1 du CCH)'),
        p('Copropriété « Le Clos Saint-Jean », 3 allée des Vignes, 33400 Talence – 24 lots'),
        p('Visite du 19 octobre 2023 – Rapport remis le 22 janvier 2024'),
        heading('1. Analyse de l’état apparent des parties communes'),
        p(
          'Façades : fissurations et décollements d’enduit, ravalement à prévoir sous deux ans. Toiture : tuiles remplacées en 2011, bon état. Réseaux : colonnes d’eau en acier galvanisé d’origine.',
        ),
        heading('2. Situation au regard des obligations légales'),
        p('DTA du 02/02/2006 présent. DPE collectif à réaliser avant le 01/01/2026.'),
      ],
      [
        heading('3. Estimation des travaux sur dix ans'),
        table(
          ['Travaux', 'Échéance', 'Estimation TTC'],
          ['Ravalement des façades', '2025', '178 000 €'],
          ['Remplacement des colonnes d’eau', '2027', '46 500 €'],
          ['Isolation des combles', '2029', '22 000 €'],
          ['Réfection de l’étanchéité des balcons', '2032', '31 800 €'],
        ),
        p('Ce rapport sera présenté à l’assemblée générale suivant sa remise.'),
        p('Ingébat Conseil – Mme Laure Fontanel, ingénieure – rapport n° DTG-23-118'),
      ],
    ],
    figures: [],
  },

  // A scanned asbestos file for the common parts: survey day, report day, the 1997 permit
  // threshold and the 2011 decree
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2024-09-10',
    scan: scanned(200, 0.5, 0.1),
    pages: [
      [
        p('AMIANTEC – Repérages réglementaires – 4 rue Gambetta, 37000 Tours'),
        title('DOSSIER TECHNIQUE AMIANTE – PARTIES COMMUNES'),
        p('Rapport n° 24-0387-DTA – Date du repérage : 03/09/2024 – Date du rapport : 10/09/2024'),
        p(
          'Immeuble : 8 rue Colbert, 37000 Tours – permis de construire antérieur au 1er juillet 1997',
        ),
        p('Donneur d’ordre : Cabinet Marceau Immobilier, syndic'),
        p(
          'Cadre : articles R1334-17 à R1334-29-9 du code de la santé publique ; décret n° 2011-629 du 3 juin 2011 ; arrêté du 26 juin 2013 (liste A et B).',
        ),
      ],
      [
        heading('Conclusions'),
        table(
          ['Localisation', 'Matériau', 'Résultat', 'Évaluation'],
          ['Chaufferie', 'Calorifugeage', 'Absence', '—'],
          ['Cage d’escalier', 'Dalles de sol vinyle', 'Présence', 'EP (évaluation périodique)'],
          ['Toiture', 'Plaques fibres-ciment', 'Présence', 'EP'],
        ),
        p('Prochaine évaluation de l’état de conservation : avant le 10/09/2027.'),
        p('Opérateur : M. Yann Hervé, certification n° CPDI 4471, valable jusqu’au 15/02/2028.'),
      ],
    ],
    figures: [],
  },

  // A lead report for the flat: visit day and issue day, the 1949 threshold, a validity rule
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2025-05-06',
    pages: [
      [
        small('CAP DIAGNOSTIC – 5 rue Sainte-Catherine, 69001 Lyon – RC Pro Hiscox n° 0298-771'),
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)'),
        p('Articles L1334-5 à L1334-10 et R1334-10 à R1334-12 du code de la santé publique'),
        p(
          'Bien : 14 rue Pierre-Corneille, 69006 Lyon – lot 12, 3e étage – immeuble construit vers 1895',
        ),
        p('Date de la visite : 29/04/2025 – Constat établi le 6 mai 2025'),
        table(
          ['Unités de diagnostic', 'Mesures', 'Classe 0', 'Classe 1', 'Classe 2', 'Classe 3'],
          ['Séjour', '14', '12', '2', '0', '0'],
          ['Chambre', '11', '11', '0', '0', '0'],
          ['Cuisine', '9', '7', '0', '2', '0'],
        ),
        p(
          'Des revêtements dégradés contenant du plomb (classe 2) ont été relevés dans la cuisine : le propriétaire doit en informer les occupants. Le constat, en présence de plomb, est valable un an pour une vente.',
        ),
      ],
    ],
    figures: [],
  },

  // A carnet d'entretien exported from a big syndic's extranet, with contracts and works by
  // year and the print date
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-04-15',
    pages: [
      [
        small('URBANIA SYNDIC – extranet – Carnet d’entretien – édité le 15/04/2025'),
        title('CARNET D’ENTRETIEN DE L’IMMEUBLE'),
        p('Le Belvédère, 102 boulevard Carnot, 59800 Lille – décret n° 2001-477 du 30 mai 2001'),
        heading('Contrats d’entretien et d’assurance'),
        table(
          ['Objet', 'Prestataire', 'Échéance'],
          ['Ascenseur', 'Otélis Nord', '31/12/2026'],
          ['Multirisque immeuble', 'MAIF Entreprises', '31/12/2025'],
          ['Nettoyage', 'Propreté Flandres', 'tacite reconduction'],
        ),
        heading('Travaux importants réalisés'),
        table(
          ['Année', 'Nature', 'Entreprise'],
          ['2016', 'Réfection de la toiture', 'Couverture Lambert'],
          ['2020', 'Remplacement de la chaudière collective', 'Thermi-Nord'],
          ['2023', 'Isolation thermique des façades (emprunt collectif)', 'Façades du Nord'],
        ),
        p('Plan pluriannuel de travaux : adopté par l’assemblée générale du 28/04/2025.'),
      ],
    ],
    figures: [],
  },

  // A floor plan scanned as a picture: the index history with the first drawing and the last
  // revision, which dates it
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2016-09-14',
    scan: scanned(150, 0.4, 0.05, 'png'),
    pages: [
      [
        title('PLAN DU 2e ÉTAGE – ÉCHELLE 1/100'),
        p('Immeuble 18-20 rue Saint-Maur, 75011 Paris – bâtiment A'),
        p('Lots 21 à 26 – surfaces selon la loi Carrez'),
        table(
          ['Lot', 'Surface'],
          ['21', '42,10 m²'],
          ['22', '67,85 m²'],
          ['23', '31,40 m²'],
          ['24', '55,00 m²'],
        ),
        table(
          ['Indice', 'Date', 'Objet'],
          ['A', '02/03/1998', 'Établissement du plan'],
          ['B', '21/11/2007', 'Réunion des lots 25 et 26'],
          ['C', '14/09/2016', 'Mise à jour après travaux'],
        ),
        small(
          'Cabinet Géomètres Associés – 9 rue de la Roquette, 75011 Paris – dessiné par F. Mallet',
        ),
      ],
    ],
    figures: [],
  },

  // A registration certificate from the national register: its issue day, the registration
  // day and the last update
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-01-06',
    pages: [
      [
        small(
          'Registre national d’immatriculation des copropriétés – Agence nationale de l’habitat',
        ),
        title('ATTESTATION D’IMMATRICULATION'),
        p('Délivrée le 06/01/2025'),
        table(
          ['Rubrique', 'Information'],
          ['Numéro d’immatriculation', 'AC7-104-338'],
          ['Nom d’usage', 'Résidence Les Chartreux'],
          ['Adresse', '27 rue Camille-Godard, 33000 Bordeaux'],
          ['Date d’immatriculation', '17/10/2017'],
          ['Dernière mise à jour des données', '02/07/2024'],
          ['Représentant légal', 'Nexalis Syndic SAS'],
          ['Nombre de lots à usage d’habitation, de bureaux ou de commerces', '52'],
        ),
        small('Articles L711-1 à L711-7 du code de la construction et de l’habitation.'),
      ],
    ],
    figures: [],
  },

  // A plumber's invoice to the syndicate: intervention day, invoice day, due date, VAT at 10 %
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-04-28',
    pages: [
      [
        right('PLOMBERIE CHAUFFAGE DA SILVA'),
        right('17 rue Paul-Bert, 69003 Lyon – SIRET 501 224 883 00027'),
        title('FACTURE N° F2025-0412'),
        p('Date : 28/04/2025'),
        p(
          'Client : Syndicat des copropriétaires Les Tilleuls, c/o Habitalis Gestion, 41 cours Lafayette, 69003 Lyon',
        ),
        p(
          'Intervention du 22/04/2025 : recherche de fuite et remplacement d’une vanne sur colonne d’eau froide, cave',
        ),
        table(
          ['Désignation', 'Qté', 'P.U. HT', 'Total HT'],
          ['Main-d’œuvre (heure)', '3', '62,00', '186,00'],
          ['Vanne 1/4 de tour DN 40', '1', '214,00', '214,00'],
          ['Déplacement', '1', '86,00', '86,00'],
        ),
        p('Total HT : 486,00 € – TVA 10 % : 48,60 € – Total TTC : 534,60 €'),
        p('Échéance : 28/05/2025 – pénalités de retard au taux légal'),
      ],
    ],
    figures: [],
  },

  // A painter's quote photographed as a picture: issue day, validity and a start date
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-01-13',
    scan: scanned(200, -1.0, 0.15, 'png'),
    pages: [
      [
        p('PEINTURES LE DUFF – 8 rue de Brest, 35000 Rennes – 02 99 30 41 12'),
        title('DEVIS N° D-25-031'),
        p('Établi le 13/01/2025 – Validité : 3 mois'),
        p('Pour : Copropriété du 5 impasse des Lilas, 35000 Rennes (syndic bénévole M. Kerbrat)'),
        table(
          ['Poste', 'Montant HT'],
          ['Protection et préparation des supports', '2 140,00'],
          ['Peinture murs et plafonds cage d’escalier (3 niveaux)', '9 680,00'],
          ['Peinture des rampes et portes palières', '1 650,00'],
        ),
        p('Total HT : 13 470,00 € – TVA 10 % : 1 347,00 € – Total TTC : 14 817,00 €'),
        p('Début des travaux possible à partir du 14/04/2025. Acompte de 30 % à la commande.'),
        p('Bon pour accord, date et signature :'),
      ],
    ],
    figures: [],
  },

  // A syndic's letter to the seller, scanned: it answers a request of April, lists the
  // documents enclosed and quotes the coming AG and the état daté fee
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-07',
    scan: scanned(200, 0.7, 0.18),
    pages: [
      [
        p('NEXALIS SYNDIC – Agence Bordeaux Chartrons – 18 quai des Chartrons, 33000 Bordeaux'),
        right('M. Olivier Perrin'),
        right('27 rue Camille-Godard, 33000 Bordeaux'),
        right('Bordeaux, le 7 mai 2025'),
        p('Objet : votre demande du 29 avril 2025 – vente des lots 45 et 112'),
        p(
          'Monsieur, suite à votre demande, vous trouverez ci-joints les documents de la copropriété que nous tenons à votre disposition : le procès-verbal de l’assemblée générale du 28 mai 2024, le dernier appel de fonds, votre relevé de compte, la fiche synthétique et le carnet d’entretien.',
        ),
        p(
          'Les comptes de l’exercice 2024 seront soumis à l’assemblée générale du 20 mai 2025 ; nous vous adresserons le procès-verbal dès sa diffusion.',
        ),
        p(
          'Nous vous rappelons que l’état daté sera établi à la demande du notaire, pour des honoraires de 380 € TTC (décret n° 2020-153 du 21 février 2020).',
        ),
        p('Veuillez agréer, Monsieur, nos salutations distinguées.'),
        p('Claire Mounier, gestionnaire'),
      ],
    ],
    figures: [],
  },

  // An agency's e-mail thread forwarding the seller's documents: the forward's date on top,
  // the seller's earlier message quoted below
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        p('De : Julie Marchetti <julie.marchetti@immo-talence.fr>'),
        p('Envoyé : mardi 10 juin 2025 11:42'),
        p('À : commandes@pre-etat-date.fr'),
        p('Objet : TR: documents copro Mme Chérif – Clos Saint-Jean lot 7'),
        p(
          'Bonjour, je vous transfère les documents reçus de notre vendeuse pour le pré-état daté : PV de l’AGE du 03/02/2025, appel de fonds travaux et décompte de charges 2023. Le compromis est prévu le 24 juin. Bien cordialement, Julie Marchetti, Agence Immo Talence.',
        ),
        p('-------- Message d’origine --------'),
        p('Le lun. 2 juin 2025 à 09:15, Nadia Chérif <nadia.cherif@gmail.com> a écrit :'),
        p(
          '> Bonjour Julie, voici ce que j’ai pu récupérer sur l’espace Syndeo. Le décompte 2024 n’est pas encore en ligne, l’AG annuelle a lieu le 26 juin. Nadia',
        ),
        small('Pièces jointes : PV_AGE_2025.pdf ; Appel_travaux_T1.pdf ; Decompte_2023.pdf'),
      ],
    ],
    figures: [],
  },

  // An insurer's certificate for the building's policy, sent with the documents: its issue
  // day and the period covered
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-01-09',
    pages: [
      [
        small('MUTUELLE ATLANTIQUE ASSURANCES – 40 rue du Marchix, 79000 Niort'),
        title('ATTESTATION D’ASSURANCE'),
        p(
          'Nous soussignés, Mutuelle Atlantique Assurances, attestons que le Syndicat des copropriétaires du 22 rue des Augustins, 29200 Brest, représenté par son syndic bénévole M. Lucien Arnaud, est titulaire du contrat Multirisque Immeuble n° MI-2211-40781.',
        ),
        p(
          'Période de validité : du 01/01/2025 au 31/12/2025, sous réserve du paiement des cotisations.',
        ),
        p(
          'Garanties : incendie, dégâts des eaux, bris de glace, responsabilité civile du syndicat, catastrophes naturelles.',
        ),
        p('Fait à Niort, le 9 janvier 2025, pour servir et valoir ce que de droit.'),
        p('Le service Entreprises'),
      ],
    ],
    figures: [],
  },
];
