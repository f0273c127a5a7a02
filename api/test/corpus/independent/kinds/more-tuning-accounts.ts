import type { DocumentSpec } from '../../spec';
import { day, heading, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * Tuning-only documents (second batch, written without reading the rules): the syndic's
 * accounting papers as a seller receives them — calls, statements, annexes, yearly
 * apportionments — from big syndics, extranets and small managing agents.
 */
export const moreAccounts: DocumentSpec[] = [
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-15',
    figures: [day('document_date', '2025-06-15'), money('expected_budget', 165000)],
    pages: [
      [
        heading('FONCIA LYON PRESQU’ÎLE'),
        small('24 rue de la République 69002 Lyon — Garantie financière Galian 3 000 000 €'),
        right('M. Karim Benali\nLot 0012 — Résidence Bellecour\n3 rue Gasparin 69002 Lyon'),
        title('APPEL DE FONDS — 3ème trimestre 2025'),
        table(
          ['Date d’émission', 'Date d’exigibilité', 'Référence'],
          ['15/06/2025', '01/07/2025', 'AF-2025-3-0012'],
        ),
        table(
          ['Libellé', 'Base', 'Tantièmes', 'Montant'],
          ['Budget prévisionnel 2025 — provision 3T', '66 000,00', '250 / 10 000', '412,50'],
          ['Fonds de travaux ALUR (5 %)', '3 300,00', '250 / 10 000', '20,63'],
          ['Solde antérieur', '', '', '0,00'],
          ['Total à payer', '', '', '433,13'],
        ),
        p('Votre quote-part annuelle du budget prévisionnel 2025 : 1 650,00 €'),
        small(
          'Règlement par prélèvement le 01/07/2025. Vous pouvez consulter le relevé de votre compte sur votre espace client.',
        ),
      ],
    ],
  },
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-25',
    figures: [day('document_date', '2025-03-25'), money('works_funds_last_contribution', 1592)],
    scan: scanned(160, 1.0, 13),
    pages: [
      [
        small('Azur Syndic — 14 rue de France 06000 Nice'),
        right('Nice, le 25 mars 2025'),
        heading('Avis d’échéance — charges du 2e trimestre 2025'),
        p('Copropriété Le Mistral — Mme Élodie Garnier — lots 5 et 22'),
        table(
          ['Nature', 'Échéance', 'Montant'],
          ['Provisions sur charges courantes 2T 2025', '01/04/2025', '318,40 €'],
          ['Travaux ravalement votés AG du 10/06/2024 — 2ème appel', '01/04/2025', '1 250,00 €'],
          ['Cotisation fonds de travaux', '01/04/2025', '15,92 €'],
          ['Montant total appelé', '', '1 584,32 €'],
        ),
        p('Merci de régler par virement en rappelant la référence 5-22-GARNIER.'),
      ],
    ],
  },
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-01-02',
    figures: [day('document_date', '2025-01-02')],
    pages: [
      [
        small('Cabinet Dumas & Fils — Syndic de copropriété — 8 place Plumereau 37000 Tours'),
        title('Appel de fonds travaux — Réfection de la toiture'),
        p(
          'Émis le 02.01.2025 — Copropriété 40 rue Nationale — Copropriétaire : M. et Mme Perrin (lot 7)',
        ),
        p(
          'Conformément à la résolution n° 12 de l’assemblée générale du 14/05/2024, nous procédons au premier appel de fonds pour les travaux de réfection de la toiture (montant voté : 96 000,00 €).',
        ),
        table(
          ['Clé', 'Tantièmes', 'Quote-part', 'Échéance'],
          ['Toiture bât. A', '412 / 10 000', '1 977,60 €', '15.01.2025'],
        ),
        small(
          'Les travaux seront réceptionnés par l’architecte ; les factures sont consultables au cabinet.',
        ),
      ],
    ],
  },
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [day('document_date', '2025-06-03'), money('credit_balance', 24530)],
    pages: [
      [
        heading('SQUARE HABITAT — Gestion de copropriété'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p('Copropriété : Les Hauts de Saint-Cloud — Mme Juliette Marchal — lot 104'),
        p('Période du 01/01/2025 au 31/05/2025 — Édité le 03/06/2025'),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit'],
          ['01/01/2025', 'Report à nouveau', '', '120,00'],
          ['01/01/2025', 'Appel provisions 1T 2025', '512,35', ''],
          ['08/01/2025', 'Prélèvement', '', '512,35'],
          ['01/04/2025', 'Appel provisions 2T 2025', '512,35', ''],
          ['04/04/2025', 'Régularisation charges exercice 2024', '', '125,30'],
          ['08/04/2025', 'Prélèvement', '', '512,35'],
        ),
        p('Solde au 31/05/2025 : 245,30 € créditeur'),
      ],
    ],
  },
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-02-28',
    figures: [day('document_date', '2025-02-28')],
    pages: [
      [
        small('Mon espace copropriétaire — Extrait de compte — Résidence Horizon — M. Thomas Roux'),
        heading('Situation de compte au 28.02.2025'),
        table(
          ['Date', 'Pièce', 'Libellé', 'Montant'],
          ['01.01.2025', 'RAN', 'Report solde exercice 2024', '612,75'],
          ['01.01.2025', 'AF1', 'Appel de fonds 1er trimestre 2025', '420,00'],
          ['15.02.2025', 'REL', 'Frais de relance', '0,00'],
        ),
        p('Soldedébiteur au28.02.2025 : 1 032,75 €'),
        small('Document non contractuel généré automatiquement.'),
      ],
    ],
  },
  {
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-04',
    figures: [day('document_date', '2025-04-04')],
    scan: scanned(150, -1.2, 15),
    pages: [
      [
        small('Régie Saint-Jean\n4 quai Romain Rolland\n69005 Lyon'),
        right('Lyon, le 4 avril 2025'),
        heading('Situation de compte de Mme Hélène Duval'),
        p('Immeuble 12 montée du Gourguillon — lot 3 — arrêtée au 31 mars 2025'),
        table(
          ['Opération', 'Date', 'Doit', 'Avoir'],
          ['Appel 1er trimestre', '01/01/2025', '285,00', ''],
          ['Votre chèque', '20/01/2025', '', '285,00'],
          ['Appel 2e trimestre', '01/04/2025', '285,00', ''],
        ),
        p('Vous restez devoir la somme de 285,00 € au titre de l’appel du 2e trimestre.'),
      ],
    ],
  },
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-12',
    figures: [
      day('document_date', '2025-03-12'),
      money('unpaid', 841236),
      money('unpaid_providers', 412500),
      money('works_funds', 3120000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small('ORALIA — Syndic — 15 rue de Brest 35000 Rennes'),
        title('ANNEXE 1 — État financier après répartition'),
        p(
          'Syndicat des copropriétaires RÉSIDENCE DES LICES — Exercice du 01/01/2024 au 31/12/2024',
        ),
        table(
          ['Compte', 'Libellé', 'Exercice clos', 'Exercice précédent'],
          ['105', 'Fonds de travaux', '31 200,00', '26 100,00'],
          ['401', 'Fournisseurs', '4 125,00', '5 310,20'],
          ['450', 'Copropriétaires débiteurs', '8 412,36', '7 905,11'],
          ['450', 'Copropriétaires créditeurs', '2 001,48', '1 760,00'],
          ['512', 'Banque', '38 610,52', '33 402,90'],
        ),
        right('Rennes, le 12 mars 2025 — le syndic'),
      ],
    ],
  },
  {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-11-20',
    figures: [
      day('document_date', '2024-11-20'),
      money('building_budget', 6000000),
      money('building_budget_n', 5800000),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
    ],
    scan: scanned(200, 0.7, 12),
    pages: [
      [
        small('Gestion Pyrénées Immobilier — Syndic — Pau'),
        heading('Annexe n° 2 — Compte de gestion générale de l’exercice clos le 30/09/2024'),
        p('Exercice du 01/10/2023 au 30/09/2024 — et budget prévisionnel'),
        table(
          [
            'Rubrique',
            'Budget voté 2023/2024',
            'Réalisé 2023/2024',
            'Budget voté 2024/2025',
            'Budget proposé 2025/2026',
          ],
          ['Eau', '6 200,00', '6 512,40', '6 500,00', '6 800,00'],
          ['Chauffage', '21 000,00', '19 870,15', '22 000,00', '23 000,00'],
          ['Entretien et ménage', '14 300,00', '14 305,92', '14 800,00', '15 100,00'],
          ['Honoraires du syndic', '9 500,00', '9 500,00', '9 700,00', '9 900,00'],
          ['Assurances et divers', '7 000,00', '6 124,00', '7 000,00', '7 700,00'],
          ['Total', '58 000,00', '56 312,47', '60 000,00', '62 500,00'],
        ),
        right('Document établi le 20 novembre 2024'),
      ],
    ],
  },
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-18',
    figures: [
      day('document_date', '2025-04-18'),
      money('budget_n', 141483),
      money('expected_budget_n', 150000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        heading('LOISELET & DAIGREMONT'),
        small('Service comptabilité copropriétés — 3 rue Émile Zola 92200 Neuilly'),
        title('DÉCOMPTE INDIVIDUEL DE CHARGES'),
        p(
          'Exercice du 01/01/2024 au 31/12/2024 — M. Pierre Lemaire — lot 12 (appartement, 3e étage)',
        ),
        table(
          ['Clé de répartition', 'Dépenses de l’immeuble', 'Vos tantièmes', 'Votre quote-part'],
          ['Charges générales', '120 433,00', '100 / 10 000', '1 204,33'],
          ['Ascenseur', '10 525,00', '200 / 10 000', '210,50'],
          ['Total charges', '', '', '1 414,83'],
        ),
        table(['Provisions appelées', '1 500,00'], ['Solde en votre faveur', '85,17']),
        small('Arrêté au 31/12/2024 — édité le 18 avril 2025, après approbation des comptes.'),
      ],
    ],
  },
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-15',
    figures: [
      day('document_date', '2025-03-15'),
      money('budget_n', 98260),
      money('hors_budget_n', 32000),
    ],
    scan: scanned(150, 1.5, 14),
    pages: [
      [
        small('Syndic bénévole — 3 impasse des Mûriers, 34000 Montpellier'),
        right('Le 15.03.2025'),
        heading('Répartition des charges de l’exercice 2024 — Mme Claire Vidal (lots 2 et 6)'),
        table(
          ['Poste', 'Montant immeuble', 'Votre part'],
          ['Charges courantes (budget)', '7 862,00', '982,60'],
          ['Travaux hors budget : réparation du portail', '2 560,00', '320,00'],
          ['Total de l’exercice', '', '1 302,60'],
          ['Déjà versé', '', '1 250,00'],
          ['Reste à payer', '', '52,60'],
        ),
        p('Merci de régler le reste avant la prochaine assemblée.'),
      ],
    ],
  },
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-07',
    figures: [day('document_date', '2025-05-07')],
    pages: [
      [
        small('SCP Lambert, Garnier & Associés — Notaires — 22 avenue de l’Opéra 75001 Paris'),
        right('Paris, le 7 mai 2025\nNotre référence : 2025/0456 — CL/MB'),
        title('QUESTIONNAIRE À L’ATTENTION DU SYNDIC'),
        p(
          'Vente de lot(s) de copropriété — Vendeur : M. et Mme Fabre — lots 8 et 33 — 11 rue Cler, 75007 Paris',
        ),
        p('Date prévue pour la signature de l’acte : 30/07/2025'),
        p(
          'Nous vous remercions de bien vouloir répondre aux questions suivantes et de nous adresser l’état daté prévu à l’article 5 du décret du 17 mars 1967 :',
        ),
        p('1. Existe-t-il des procédures en cours contre le syndicat ? Oui / Non'),
        p(
          '2. Merci de joindre les procès-verbaux des trois dernières assemblées générales, la fiche synthétique, le carnet d’entretien et le dossier technique amiante.',
        ),
        p('3. Des travaux ont-ils été votés et non encore appelés ? Oui / Non'),
        p('4. Montant du fonds de travaux rattaché aux lots vendus : ............ €'),
      ],
    ],
  },
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-02-12',
    figures: [
      day('document_date', '2025-02-12'),
      money('works_funds', 1245000),
      day('dt_works_funds', '2024-12-31'),
    ],
    pages: [
      [
        small('Toulouse Syndic Conseil — 8 allées Jean Jaurès 31000 Toulouse'),
        heading('Réponse au questionnaire du notaire'),
        p(
          'Dossier : vente du lot 15 — Résidence Capitole — vendeur Mme Nadia Haddad — Maître Roussel, notaire à Blagnac',
        ),
        table(
          ['Question', 'Réponse'],
          ['Procédures en cours', 'Non'],
          ['Date de la dernière assemblée générale', '19/06/2024'],
          ['Travaux votés restant à appeler', 'Néant'],
          ['Fonds de travaux au 31/12/2024', '12 450,00 €'],
          ['Emprunt collectif', 'Non'],
        ),
        right('Fait à Toulouse, le 12/02/2025'),
      ],
    ],
  },
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-05-14',
    figures: [],
    pages: [
      [
        heading('SARL PLOMBERIE MARTIN'),
        small('17 rue Paradis 13001 Marseille — SIRET 451 223 987 00018 — TVA FR 45 451223987'),
        right(
          'Syndicat des copropriétaires Le Panorama\nc/o Cabinet Provence Syndic\n13008 Marseille',
        ),
        title('FACTURE N° 2025-0142'),
        table(['Date', 'Échéance', 'Client'], ['14/05/2025', '13/06/2025', 'PANO-013']),
        p('Intervention du 09/05/2025 — recherche de fuite sur la colonne d’eaux usées, cage B.'),
        table(
          ['Désignation', 'Qté', 'P.U. HT', 'Total HT'],
          ['Main-d’œuvre (h)', '3', '58,00', '174,00'],
          ['Raccord PVC Ø100 + colle', '1', '43,50', '43,50'],
          ['Déplacement', '1', '35,00', '35,00'],
        ),
        table(['Total HT', '252,50'], ['TVA 10 %', '25,25'], ['Total TTC', '277,75']),
        small(
          'Pénalités de retard : 3 fois le taux d’intérêt légal. Indemnité forfaitaire de recouvrement : 40 €.',
        ),
      ],
    ],
  },
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [],
    scan: scanned(180, -0.6, 12),
    pages: [
      [
        heading('CABINET GUÉRIN IMMOBILIER'),
        small('Syndic de copropriété — 6 rue Thiers 38000 Grenoble'),
        right('Le 2 juin 2025'),
        heading('Facture d’honoraires n° H-2025-0611'),
        p('Mutation du lot 41 — Résidence Les Écrins — vendeur M. Hugo Fontaine'),
        table(
          ['Prestation', 'Montant TTC'],
          ['Établissement de l’état daté (article 10-1 de la loi du 10 juillet 1965)', '380,00 €'],
        ),
        p('Le pré-état daté fourni par le vendeur n’est pas facturé par le syndic.'),
        small('Honoraires prélevés sur le prix de vente par le notaire.'),
      ],
    ],
  },
  {
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-01-31',
    figures: [],
    pages: [
      [
        small('KONE SA — Agence Bordeaux — 12 rue Lafaurie-de-Monbadon 33000 Bordeaux'),
        heading('Facture'),
        table(
          ['N° facture', 'Date facture', 'Période'],
          ['FA 7712 0098', '31.01.2025', 'janv. 2025'],
        ),
        p('Contrat d’entretien n° 33-0412 — ascenseur 1 — Résidence Parc Montaigne'),
        table(
          ['Désignation', 'Montant HT'],
          ['Redevance d’entretien mensuelle', '245,00'],
          ['Dépannage du 14/01/2025 hors contrat', '160,00'],
        ),
        table(['Total HT', '405,00'], ['TVA 20 %', '81,00'], ['Net à payer TTC', '486,00']),
      ],
    ],
  },
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-05-06',
    figures: [],
    pages: [
      [
        small('Cabinet Aquitaine Syndic\n5 cours Clemenceau\n33000 Bordeaux'),
        right('M. Lucas Girard\n8 rue Judaïque\n33000 Bordeaux'),
        right('Bordeaux, le 6 mai 2025'),
        p('Objet : dégât des eaux — lot 14'),
        p('Monsieur,'),
        p(
          'Suite à l’infiltration constatée le 28 avril dans l’appartement du 2e étage, nous avons mandaté l’entreprise Plomberie Girondine. Le sinistre a été déclaré à l’assureur de l’immeuble.',
        ),
        p(
          'Le point sera inscrit à l’ordre du jour de l’assemblée générale du 12 juin 2025 ; l’intervention sera consignée dans le carnet d’entretien.',
        ),
        p('Nous vous prions d’agréer, Monsieur, l’expression de nos salutations distinguées.'),
        right('Le gestionnaire'),
      ],
    ],
  },
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-03-10',
    figures: [],
    pages: [
      [
        heading('NEXITY — Gestion de copropriété — Paris 11'),
        right('Paris, le 10 mars 2025'),
        p('LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION'),
        title('MISE EN DEMEURE'),
        p('Madame Sophie Lemoine — lot 52 — 48 rue Oberkampf 75011 Paris'),
        p(
          'Madame, malgré nos relances, votre compte de copropriétaire présente au 28/02/2025 un solde débiteur de 1 245,60 €, correspondant aux appels de fonds des 01/10/2024 et 01/01/2025.',
        ),
        p(
          'Nous vous mettons en demeure de régler cette somme sous huitaine. À défaut, le dossier sera transmis à notre avocat, et les frais de recouvrement vous seront imputés conformément à l’article 10-1 de la loi du 10 juillet 1965.',
        ),
        right('Le service contentieux'),
      ],
    ],
  },
  {
    kind: 'courrier',
    doctype: 10,
    dateISO: '2025-02-04',
    figures: [],
    scan: scanned(160, 0.4, 11, 'png'),
    pages: [
      [
        small(
          'De : gestion.copro@cabinet-marceau.fr\nEnvoyé : mardi 4 février 2025 09:12\nÀ : vendeur.dupuis@orange.fr\nObjet : RE: Vente appartement — documents',
        ),
        p('Bonjour Monsieur Dupuis,'),
        p(
          'Vous trouverez ci-joints les documents demandés par votre notaire : PV AG 2024.pdf, Règlement de copropriété.pdf, DPE parties communes.pdf.',
        ),
        p(
          'Le pré-état daté sera établi par vos soins ; l’état daté sera adressé directement au notaire après la signature du compromis.',
        ),
        p('Bien cordialement,\nAnne Keller — Gestionnaire de copropriété'),
      ],
    ],
  },
];
