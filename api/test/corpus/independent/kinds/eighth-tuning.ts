import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * An eighth tuning batch, written before reading the rules. Syndics the earlier batches
 * met less often (volunteer and cooperative syndics, online syndics' extranet exports),
 * notaries' letters and requests, insurance certificates, a DTG and a works plan (PPT),
 * termites, gas and electricity reports, a natural-risks statement, tables of lots and
 * shares; multi-page documents whose first page is a cover or a summary; scans at 150 dpi;
 * documents with three to five dates of different roles; two-column layouts rendered as
 * tables; ISO and English dates, weekdays, abbreviated months (« 12 janv. 2025 »),
 * « 1er », a deed's year in letters, a date split across two lines. The date expected is
 * the one a careful human gives: minutes the meeting's, letters and notices the letter's,
 * reports and contracts their issue or signature, statements the day they are drawn up,
 * invoices and quotes their issue, a règlement its deed.
 */
export const eighthTuning: DocumentSpec[] = [
  // A summary sheet exported from an online syndic's extranet; abbreviated month.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-01-12',
    pages: [
      [
        small('Espace client Syndic-en-ligne.fr — export PDF du 03/02/2025'),
        title('Fiche synthétique de la copropriété'),
        p('Article 8-2 de la loi n° 65-557 du 10 juillet 1965 — mise à jour le 12 janv. 2025'),
        table(
          ['Identification', ''],
          ['Nom d’usage', 'Résidence Les Capucins'],
          ['Adresse', '9 rue des Capucins, 49100 Angers'],
          ['Numéro d’immatriculation', 'AB1-234-567'],
          ['Date du règlement de copropriété', '14/05/1981'],
          ['Nombre de lots principaux', '24'],
        ),
        table(
          ['Données financières — exercice clos le 31/12/2023', 'Montant'],
          ['Charges courantes', '41 820,00'],
          ['Fonds de travaux', '12 460,00'],
          ['Impayés copropriétaires', '2 310,00'],
        ),
      ],
    ],
    figures: [],
  },
  // A cooperative syndic's summary sheet, scanned as a PNG.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2024-11-04',
    scan: scanned(150, -1.3, 14, 'png'),
    pages: [
      [
        p('Syndicat coopératif « Les Jardins de Gerland » — 18 rue Marcel Mérieux, 69007 Lyon'),
        title('FICHE SYNTHÉTIQUE'),
        table(
          ['Rubrique', 'Donnée'],
          ['Forme du syndicat', 'Syndicat coopératif (art. 17-1 de la loi de 1965)'],
          ['Président du conseil syndical', 'Mme Odile Ferrand, élue le 21/03/2024'],
          ['Date de construction', '1974'],
          ['Lots', '36 lots principaux, 40 caves'],
          ['Fonds de travaux au 30/09/2024', '8 935,00'],
        ),
        p('Établie par le président du syndicat coopératif le 4 novembre 2024.'),
      ],
    ],
    figures: [],
  },
  // Minutes of a cooperative syndicate: weekday date, the notice's and previous AG's days.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-15',
    pages: [
      [
        title('Procès-verbal de l’assemblée générale annuelle'),
        p('Syndicat coopératif de la Résidence du Lac — 4 avenue du Lac, 74000 Annecy'),
        p(
          'Le samedi 15 mars 2025 à 10 heures, les copropriétaires se sont réunis en assemblée générale au foyer municipal, sur convocation adressée par le président le 20 février 2025.',
        ),
        table(
          ['N°', 'Résolution', 'Vote'],
          ['1', 'Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024', 'Adoptée'],
          ['2', 'Quitus au conseil syndical', 'Adoptée'],
          ['3', 'Budget prévisionnel 2025 : 52 400,00 €', 'Adoptée'],
          ['4', 'Suite des travaux votés le 16/03/2024 (toiture)', 'Adoptée'],
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 12 h 15.'),
      ],
    ],
    figures: [
      day('document_date', '2025-03-15'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget', 5240000),
    ],
  },
  // Minutes of a volunteer syndic, scanned at 150 dpi; « 1er » and a date split across lines.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-02-01',
    scan: scanned(150, 1.4, 15),
    pages: [
      [
        title('Compte rendu de l’assemblée générale'),
        p('Copropriété 12 rue Saint-Nicolas, 14000 Caen — syndic bénévole : M. Lemoine'),
        p('Assemblée tenue le 1er février 2025 à 17 h au domicile du syndic.'),
        p('Le syndic rappelle que le devis de l’entreprise Vitrerie Normande, reçu le 9 décembre'),
        p('2024, reste valable trois mois. L’assemblée décide de le signer avant le 28/02/2025.'),
        p('Présents ou représentés : 4 copropriétaires sur 5 (812 / 1 000 tantièmes).'),
        small('Signatures : M. Lemoine, Mme Duval, M. Roger'),
      ],
    ],
    figures: [day('document_date', '2025-02-01')],
  },
  // Minutes whose page 1 is a summary of decisions and page 2 the body; an extranet footer.
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-06-27',
    pages: [
      [
        title('Synthèse des décisions'),
        p('Assemblée générale ordinaire du jeudi 27 juin 2024 — Résidence Le Bastion, Besançon'),
        table(
          ['Résolution', 'Résultat'],
          ['Approbation des comptes 2023', 'Adoptée'],
          ['Renouvellement du syndic jusqu’au 30/06/2025', 'Adoptée'],
          ['Ravalement', 'Rejetée'],
        ),
        small('Document publié sur votre extranet le 08/07/2024'),
      ],
      [
        heading('Procès-verbal'),
        p(
          'L’an deux mille vingt-quatre, le vingt-sept juin, à dix-huit heures, les copropriétaires de la Résidence Le Bastion se sont réunis en assemblée générale ordinaire.',
        ),
        p('Le président de séance constate que 6 842 / 10 000 tantièmes sont présents.'),
      ],
    ],
    figures: [day('document_date', '2024-06-27')],
  },
  // A notice sent through an online syndic: ISO dates, the meeting's and the deadline's.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-04-22',
    pages: [
      [
        small('Matera — notification électronique n° 88213 — envoyée le 2025-04-22'),
        title('Convocation à l’assemblée générale'),
        p(
          'Copropriété 31 rue de la Roquette, 75011 Paris. Vous êtes convoqué à l’assemblée générale qui se tiendra le 2025-05-27 à 19:00 en visioconférence et au 31 rue de la Roquette.',
        ),
        p('Votes par correspondance acceptés jusqu’au 2025-05-24.'),
        table(
          ['Point', 'Question'],
          ['1', 'Approbation des comptes 2024'],
          ['2', 'Budget 2026'],
          ['3', 'Adoption du plan pluriannuel de travaux (PPT du 2025-01-30)'],
        ),
      ],
    ],
    figures: [],
  },
  // A volunteer syndic's handwritten-style notice, scanned as a PNG; English date in an e-mail.
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-05-02',
    scan: scanned(160, -0.9, 13, 'png'),
    pages: [
      [
        p('M. Paul Girard, syndic bénévole — 5 rue des Lices, 84000 Avignon'),
        p('Avignon, le vendredi 2 mai 2025'),
        title('Convocation'),
        p(
          'Chers voisins, je vous convie à l’assemblée générale de notre copropriété le lundi 26 mai 2025 à 18 h 30 dans le hall. Ordre du jour : comptes 2024, remplacement de la porte d’entrée (devis du 14/04/2025), questions diverses.',
        ),
        small('Copie envoyée par e-mail le May 2, 2025'),
      ],
    ],
    figures: [],
  },
  // A règlement deed with its year in letters, the notarial order; publication later.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1972-03-15',
    scan: scanned(180, 0.8, 12),
    pages: [
      [
        title('RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION'),
        p(
          'L’an mil neuf cent soixante-douze, le quinze mars, Maître Jean Delorme, notaire à Grenoble, a reçu le présent acte à la requête de la Société Civile Immobilière Les Alpes.',
        ),
        p(
          'Publié au service de la publicité foncière de Grenoble le 2 mai 1972, volume 4102, n° 17.',
        ),
      ],
      [
        heading('Première partie — Désignation de l’immeuble'),
        p('Un immeuble sis 22 cours Berriat à Grenoble, élevé de six étages sur rez-de-chaussée.'),
      ],
    ],
    figures: [],
  },
  // A modifying deed with a table of lots and shares; an older règlement quoted.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2019-10-08',
    pages: [
      [
        title('Modificatif à l’état descriptif de division et au règlement de copropriété'),
        p(
          'Par-devant Maître Claire Besson, notaire à Dijon, le 8 octobre 2019, à la requête du syndicat des copropriétaires de l’immeuble 6 rue Chabot-Charny, dont le règlement a été établi le 12 avril 1958.',
        ),
        p(
          'En exécution de la décision de l’assemblée générale du 18 juin 2019, le lot 14 est divisé en deux lots, 31 et 32.',
        ),
        table(
          ['Lot', 'Désignation', 'Tantièmes généraux'],
          ['31', 'Appartement, 3e étage gauche', '64 / 1 000'],
          ['32', 'Studio, 3e étage droite', '38 / 1 000'],
          ['Total', '', '1 000 / 1 000'],
        ),
      ],
    ],
    figures: [],
  },
  // A règlement copy whose page 1 is the notary's covering note, dated later.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2001-06-21',
    pages: [
      [
        p('Office notarial des Quais — 3 quai de la Fosse, 44000 Nantes'),
        p('Copie authentique délivrée le 14/01/2025 à la demande de Mme Leroux.'),
      ],
      [
        title('RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Le vingt et un juin deux mille un, Maître Hervé Caradec, notaire à Nantes, a établi le règlement de copropriété de l’ensemble immobilier Le Quai des Antilles.',
        ),
        heading('Article 1 — Objet'),
        p('Le présent règlement détermine la destination des parties privatives et communes.'),
      ],
    ],
    figures: [],
  },
  // A DTG: cover page with a summary; the visit, the report and the AG's dates.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-11-28',
    pages: [
      [
        title('DIAGNOSTIC TECHNIQUE GLOBAL'),
        p('Article L731-1 du code de la construction et de l’habitation'),
        p('Copropriété Le Clos Fleuri — 2 rue Lamartine, 37000 Tours'),
        table(
          ['Visite', 'Rapport', 'Présentation en AG'],
          ['15/10/2024', '28/11/2024', 'prévue le 20/03/2025'],
        ),
      ],
      [
        heading('Synthèse'),
        p(
          'État général satisfaisant. Couverture refaite en 2008 ; menuiseries des parties communes à remplacer sous 5 ans.',
        ),
        p('Rapport établi à Tours le 28 novembre 2024 par Bâti-Expertise Touraine.'),
      ],
    ],
    figures: [],
  },
  // A works plan (PPT) adopted later; the plan's own date stands beside its horizon.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-01-30',
    pages: [
      [
        title('Projet de plan pluriannuel de travaux (PPT)'),
        p('Résidence Saint-Martin, 40 avenue Jean Jaurès, 59000 Lille'),
        p('Établi le 30 janvier 2025 par le cabinet Nord Bâtiment Conseil, architecte DPLG.'),
        table(
          ['Travaux', 'Échéance', 'Coût estimé TTC'],
          ['Isolation des combles', '2026', '48 000,00'],
          ['Ravalement des façades', '2028', '185 000,00'],
          ['Remplacement chaudière collective', '2031', '92 000,00'],
        ),
        p('Plan établi sur 10 ans, de 2025 à 2034.'),
      ],
    ],
    figures: [],
  },
  // A termites report, scanned; the visit on the day before the report, the order earlier.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-04-09',
    scan: scanned(150, -1.1, 14),
    pages: [
      [
        title('État relatif à la présence de termites dans le bâtiment'),
        p('Arrêté du 7 mars 2012 — norme NF P 03-201'),
        table(
          ['Donneur d’ordre', 'Mme Faure (commande du 28/03/2025)'],
          ['Date de la visite', '08/04/2025'],
          ['Date du rapport', '09/04/2025'],
          ['Validité', '6 mois, jusqu’au 08/10/2025'],
        ),
        p('Conclusion : absence d’indice d’infestation de termites le jour de la visite.'),
      ],
    ],
    figures: [],
  },
  // A gas and electricity report: two columns rendered as a table, English date in footer.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-18',
    pages: [
      [
        title('Diagnostics gaz et électricité — parties privatives'),
        table(
          ['Installation intérieure de gaz', 'Installation intérieure d’électricité'],
          ['Installation de 2003', 'Installation de plus de 15 ans'],
          ['Anomalie A1 : robinet non accessible', 'Anomalie B.3.3.6 : absence de terre'],
          ['Visite du 17/02/2025', 'Visite du 17/02/2025'],
        ),
        p('Rapports émis le 18 février 2025 — validité 3 ans.'),
        small('Generated by DiagSoft on February 18, 2025'),
      ],
    ],
    figures: [],
  },
  // A natural and technological risks statement (ERP): the prefectoral order quoted.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-05-06',
    pages: [
      [
        title('État des risques et pollutions (ERP)'),
        p(
          'Établi le 06/05/2025 pour le bien situé 3 place du Marché, 13200 Arles, en application de l’arrêté préfectoral n° 13-2023-0412 du 12 avril 2023.',
        ),
        table(
          ['Risque', 'Exposition'],
          ['Inondation (PPRI approuvé le 03/02/2015)', 'Oui'],
          ['Séisme', 'Zone 3 — modérée'],
          ['Radon', 'Potentiel catégorie 1'],
        ),
        p('Le vendeur : ……………… Fait le 06/05/2025.'),
      ],
    ],
    figures: [],
  },
  // An asbestos file (DTA) with a summary page; its last update dates it.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2024-09-12',
    pages: [
      [
        title('Dossier technique amiante — fiche récapitulative'),
        p('Immeuble 15 rue Paradis, 13001 Marseille — permis de construire du 04/05/1968'),
        table(
          ['Repérage initial', 'Mise à jour', 'Prochaine évaluation'],
          ['22/01/2007', '12/09/2024', '12/09/2027'],
        ),
      ],
      [
        heading('Résultats'),
        p(
          'Présence d’amiante dans les dalles de sol du local poubelles (liste A : néant ; liste B : dalles vinyle-amiante).',
        ),
        p('Fiche mise à jour le 12 sept. 2024 par Provence Diagnostics.'),
      ],
    ],
    figures: [],
  },
  // A scanned asbestos report before works, 150 dpi.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2025-03-03',
    scan: scanned(150, 1.2, 15),
    pages: [
      [
        title('Rapport de repérage amiante avant travaux'),
        p('Chantier : réfection des colonnes d’eau, 8 rue Gambetta, 87000 Limoges'),
        p('Ordre de mission du 14/02/2025 — intervention du 25/02/2025'),
        p('Rapport n° RAT-2025-031, Limoges, le 3 mars 2025'),
        p('Matériaux amiantés repérés : joints de brides (2), enduit de rebouchage (1).'),
      ],
    ],
    figures: [],
  },
  // A lead report (CREP) with a cover and a summary page.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2025-01-27',
    pages: [
      [
        title('Constat de risque d’exposition au plomb (CREP)'),
        p('Parties communes — 27 rue du Faubourg Saint-Jean, 45000 Orléans'),
        p('Date du constat : lundi 27 janvier 2025'),
      ],
      [
        heading('Synthèse'),
        table(
          ['Unités de diagnostic', 'Classe', 'Nombre'],
          ['Non mesurées', '—', '4'],
          ['Classe 0', '0', '31'],
          ['Classe 3', '3', '2'],
        ),
        p('Immeuble construit avant le 1er janvier 1949. Validité : 6 ans pour une vente.'),
      ],
    ],
    figures: [],
  },
  // A lead report in English ISO layout, scanned as a PNG.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-10-15',
    scan: scanned(170, -0.6, 12, 'png'),
    pages: [
      [
        title('CREP — Constat de risque d’exposition au plomb'),
        table(
          ['Rubrique', 'Valeur'],
          ['Adresse', '4 rue de Metz, 31000 Toulouse, lot 8'],
          ['Appareil', 'Niton XLp 300, source changée le 2024-03-01'],
          ['Date du repérage', '2024-10-15'],
          ['Résultat', 'Aucune unité de classe 3'],
        ),
        small('Report ID 2024-10-15-TLS-08'),
      ],
    ],
    figures: [],
  },
  // A maintenance log exported from an extranet: several works dated, updated at the top.
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-02-14',
    pages: [
      [
        small('Extranet Foncia — export du 14/02/2025'),
        title('Carnet d’entretien de l’immeuble'),
        p('Copropriété 70 rue de Rennes, 75006 Paris — mis à jour le 14/02/2025'),
        table(
          ['Date', 'Intervention', 'Entreprise'],
          ['12/06/2019', 'Réfection de la toiture', 'Couvreurs de Paris'],
          ['03/10/2022', 'Remplacement de l’ascenseur', 'Otis'],
          ['21/11/2024', 'Contrat d’entretien chaudière renouvelé', 'Engie Home'],
        ),
        p('Assurance multirisque : police n° 448812, échéance le 1er janvier.'),
      ],
    ],
    figures: [],
  },
  // A volunteer syndic's maintenance log, scanned; its signature day ends it.
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2024-12-30',
    scan: scanned(160, 0.7, 13),
    pages: [
      [
        title('CARNET D’ENTRETIEN'),
        p('Immeuble 3 rue du Puits, 21000 Dijon — syndic bénévole'),
        table(
          ['Année', 'Travaux'],
          ['2015', 'Ravalement'],
          ['2021', 'Porte d’entrée'],
          ['2024', 'Détecteurs dans les caves'],
        ),
        p('Tenu à jour par le syndic, Dijon, le 30 décembre 2024.'),
      ],
    ],
    figures: [],
  },
  // Plans with a title block: two columns, the survey's and the drawing's dates.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2023-05-11',
    pages: [
      [
        title('PLAN DU 2e ÉTAGE'),
        p('Échelle 1/100 — Lots 12 à 17'),
        table(
          ['Cartouche', ''],
          ['Géomètre', 'Cabinet Géo-Mesures, Rouen'],
          ['Relevé', '02/05/2023'],
          ['Dessiné le', '11/05/2023'],
          ['Indice', 'A'],
        ),
      ],
    ],
    figures: [],
  },
  // A table of lots and shares annexed to plans; several pages.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '2022-09-19',
    pages: [
      [
        title('Plans de l’immeuble et tableau des lots'),
        p('Résidence Bellevue, 25 route de Lyon, 38000 Grenoble — dossier du 19 septembre 2022'),
      ],
      [
        heading('Plan du sous-sol'),
        table(
          ['Lot', 'Nature', 'Tantièmes'],
          ['101', 'Cave', '3 / 1 000'],
          ['102', 'Cave', '3 / 1 000'],
          ['103', 'Parking', '8 / 1 000'],
        ),
      ],
    ],
    figures: [],
  },
  // The register's certificate, ISO dates, the last update and the first registration.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-03-27',
    pages: [
      [
        title('Attestation d’immatriculation au registre national des copropriétés'),
        table(
          ['Numéro d’immatriculation', 'AE7-412-889'],
          ['Date d’immatriculation', '2017-11-06'],
          ['Dernière mise à jour annuelle', '2025-02-10'],
          ['Attestation délivrée le', '2025-03-27'],
        ),
        p('Syndicat des copropriétaires 14 rue Nationale, 37000 Tours.'),
      ],
    ],
    figures: [],
  },
  // A call for funds from a cooperative syndicate, abbreviated months.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-20',
    pages: [
      [
        p('Syndicat coopératif Les Tilleuls — 10 rue des Tilleuls, 67000 Strasbourg'),
        right('Strasbourg, le 20 mars 2025'),
        title('Appel de fonds — 2e trimestre 2025'),
        p('Budget voté le 14 févr. 2025. Échéance : 1er avr. 2025.'),
        table(
          ['Lot', 'Poste', 'Montant'],
          ['Lot 6', 'Provisions sur charges', '385,00'],
          ['Lot 6', 'Fonds de travaux (loi ALUR)', '38,50'],
          ['', 'Total à payer', '423,50'],
        ),
      ],
    ],
    figures: [
      day('document_date', '2025-03-20'),
      money('works_funds_last_contribution', 3850),
      day('dt_last_contribution', '2025-03-20'),
    ],
  },
  // An extranet's « appel » screen export, scanned; the due date and the print date differ.
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-01-02',
    scan: scanned(150, -1.4, 15),
    pages: [
      [
        small('https://monespace.nexity.fr/appels — imprimé le 15/01/2025'),
        title('Avis d’appel de fonds n° 2025-01'),
        table(['Émis le', 'Échéance', 'Lot'], ['02/01/2025', '01/02/2025', 'Lot 44']),
        table(
          ['Libellé', 'Montant'],
          ['Budget 2025 — 1er trimestre', '612,40'],
          ['Fonds travaux — 1er trimestre', '61,24'],
        ),
      ],
    ],
    figures: [
      day('document_date', '2025-01-02'),
      money('works_funds_last_contribution', 6124),
      day('dt_last_contribution', '2025-01-02'),
    ],
  },
  // A volunteer syndic's owner statement: a table, a balance, the day drawn up.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-30',
    pages: [
      [
        title('Relevé de compte copropriétaire'),
        p('Copropriété 2 rue Basse, 29000 Quimper — syndic bénévole Mme Le Gall'),
        p('M. Kerouac, lot 3 — relevé arrêté le 30 avril 2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/01/2025', 'Appel 1er trimestre', '290,00', ''],
          ['12/01/2025', 'Virement', '', '290,00'],
          ['01/04/2025', 'Appel 2e trimestre', '290,00', ''],
        ),
        p('Solde dû au 30/04/2025 : 290,00 €'),
      ],
    ],
    figures: [day('document_date', '2025-04-30')],
  },
  // An English-language extranet statement, as a lessor abroad prints it.
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-31',
    pages: [
      [
        small('Owner portal — printed on June 3, 2025'),
        title('Relevé de compte / Account statement'),
        p('Statement date: May 31, 2025 — Lot 18, Résidence Cap Azur, Antibes'),
        table(
          ['Date', 'Operation', 'Debit', 'Credit'],
          ['2025-04-01', 'Appel de fonds T2', '740,00', ''],
          ['2025-04-20', 'Payment received', '', '740,00'],
        ),
        p('Balance: 0,00'),
      ],
    ],
    figures: [day('document_date', '2025-05-31')],
  },
  // Accounting annexes with a cover: the year, the approval meeting, the day drawn up.
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-05',
    pages: [
      [
        title('Comptes du syndicat — exercice 2024'),
        p('Annexes 1 à 5 du décret du 14 mars 2005 — arrêtées le 5 mars 2025'),
        p('Soumises à l’assemblée générale du 10 avril 2025.'),
      ],
      [
        heading('Annexe 1 — État financier après répartition au 31/12/2024'),
        table(
          ['Poste', 'Montant'],
          ['Copropriétaires débiteurs', '4 215,30'],
          ['Fournisseurs', '2 987,10'],
          ['Fonds de travaux', '19 340,00'],
        ),
      ],
    ],
    figures: [
      day('document_date', '2025-03-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 421530, 2),
      money('unpaid_providers', 298710, 2),
      money('works_funds', 1934000, 2),
    ],
  },
  // A charges statement: two columns as a table, an exercise straddling two years.
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-11-18',
    pages: [
      [
        p('Cabinet Alpes Gestion — Chambéry'),
        title('Décompte individuel des charges'),
        p('Exercice du 01/10/2023 au 30/09/2024 — établi le 18/11/2024'),
        table(['Charges réelles', 'Provisions appelées'], ['1 842,60', '1 920,00']),
        p('Solde en votre faveur : 77,40 € — comptes soumis à l’AG du 12/12/2024.'),
      ],
    ],
    figures: [
      day('document_date', '2024-11-18'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('budget_n', 184260),
      money('expected_budget_n', 192000),
    ],
  },
  // A questionnaire from the notary, answered by an online syndic; the request dated first.
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-15',
    pages: [
      [
        p('Étude de Maître Roussel, notaire à Rennes — demande du 02/05/2025'),
        title('Questionnaire au syndic préalable à la vente'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Date de la dernière AG', '20/03/2025'],
          ['Travaux votés non appelés', 'Oui — ascenseur, appel au 01/10/2025'],
          ['Procédures', 'Néant'],
        ),
        p('Réponse établie le 15 mai 2025 par Syndic-en-ligne.fr, pour le syndic.'),
      ],
    ],
    figures: [day('document_date', '2025-05-15')],
  },
  // An invoice: issue date, service period and due date.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-28',
    pages: [
      [
        p('Ascenseurs du Midi SARL — 4 avenue de Toulouse, 34000 Montpellier'),
        title('FACTURE n° F-2025-0211'),
        table(
          ['Date de facture', 'Période', 'Échéance'],
          ['28/02/2025', 'du 01/01/2025 au 31/03/2025', '30/03/2025'],
        ),
        table(['Désignation', 'HT'], ['Entretien trimestriel ascenseur', '640,00']),
        p('TVA 10 % : 64,00 — Total TTC : 704,00 €'),
      ],
    ],
    figures: [],
  },
  // A scanned quote with a validity date and the visit's.
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-04-11',
    scan: scanned(160, 1.0, 13),
    pages: [
      [
        p('Toitures Bretonnes — ZA de Kerlann, 35170 Bruz'),
        title('DEVIS N° D-4471'),
        p('Date : vendredi 11 avril 2025 — suite à notre visite du 3 avril 2025'),
        table(['Poste', 'Montant HT'], ['Réfection faîtage', '3 200,00'], ['Gouttières', '860,00']),
        p('Devis valable jusqu’au 11/07/2025. Bon pour accord, date et signature :'),
      ],
    ],
    figures: [],
  },
  // A notary's letter asking the syndic for the pre-état daté; the sale and deed planned.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-11',
    pages: [
      [
        p('Maître Anne Morel, notaire — 12 place Bellecour, 69002 Lyon'),
        right('Lyon, le 11 mars 2025'),
        p('Objet : vente Dubois / Martin — lot 27, Résidence Les Terrasses'),
        p(
          'Monsieur, une promesse de vente a été signée le 4 mars 2025 et la réitération par acte authentique est prévue le 30 mai 2025. Je vous remercie de m’adresser l’état daté et les documents de l’article L721-2.',
        ),
        p('Je vous prie d’agréer, Monsieur, mes salutations distinguées.'),
      ],
    ],
    figures: [],
  },
  // An insurance certificate: period of cover, issue date.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-01-08',
    pages: [
      [
        p('MAAF Assurances — 79036 Niort Cedex 9'),
        title('Attestation d’assurance multirisque immeuble'),
        p(
          'Nous attestons que le syndicat des copropriétaires 5 rue Voltaire, 79000 Niort, est assuré par le contrat n° 7712345 pour la période du 01/01/2025 au 31/12/2025.',
        ),
        p('Fait à Niort, le 8 janvier 2025, pour servir et valoir ce que de droit.'),
      ],
    ],
    figures: [],
  },
  // An e-mail from an online syndic: weekday and abbreviated months, a quoted meeting.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-06-10',
    pages: [
      [
        p('De : Bellman Syndic <support@bellman.fr>'),
        p('Date : mar. 10 juin 2025 à 11:02'),
        p('À : M. Chevalier'),
        p('Objet : Votre demande de pré-état daté'),
        p(
          'Bonjour, vous trouverez en pièce jointe le procès-verbal de l’AG du 12 mai 2025 et la fiche synthétique mise à jour le 2 janv. 2025. Cordialement.',
        ),
      ],
    ],
    figures: [],
  },
  // A work order signed by the council's president: the quote's date and the start.
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-04-25',
    pages: [
      [
        title('ORDRE DE SERVICE'),
        p(
          'Le syndicat des copropriétaires 9 rue Thiers, 76000 Rouen, commande à l’entreprise Peinture Normande les travaux de son devis n° 221 du 2 avril 2025, votés par l’AG du 17 avril 2025.',
        ),
        p('Début des travaux : 12/05/2025 — durée 3 semaines.'),
        p('Rouen, le 25 avril 2025. Pour le syndicat, le syndic.'),
      ],
    ],
    figures: [],
  },
];
