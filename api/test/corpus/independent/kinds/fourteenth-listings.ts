import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A fourteenth batch (issue 39, fifth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it: what
 * sellers upload, as big groups, small independent syndics, volunteer, cooperative and online
 * syndics print it, with the wordings of one item varied on purpose — the fonds de travaux as
 * « réserve travaux », « cotisation ALUR », « fonds travaux ALUR », « fonds de travaux
 * (art. 14-2) »; the advances as « avance permanente », « fonds de roulement », « avance de
 * trésorerie »; the unpaid as « arriérés », « solde antérieur impayé », « reste dû » — and
 * sections whose heading names the item while its lines only say « Montant », « Cotisation »
 * or « Solde ». Calls with a works instalment and a collective loan's instalment, ledgers in
 * debit and in credit (« CR » / « DB », a trailing minus, brackets, a « Sens » column),
 * annexes 1 to 4 with a lot's statement, annexe 1 in « Débit » / « Crédit » columns, minutes
 * over two pages that print the fund's balance, statements of the closed year, and the
 * syndic's answers to a notary's questions and on a statement for the sale; exercises from
 * January, April, July and October, dates as « 17.06.2025 », « 18/03/25 », ISO or in words.
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (052's conventions, as the twelfth and thirteenth
 * batches): "n" is the last exercise closed on 2025-06-30 (2024, 2023/2024 from October or
 * from July, 2024/2025 from April), a call's exercise is declared when the call prints its
 * bounds, a figure printed as an explicit 0 is declared as 0. A collective loan's figures are
 * declared with the order form's fields (loan_amount for the building's capital, loan_share,
 * loan_remaining and loan_instalment for the lot's). The amounts are consistent as a
 * syndic's are: a total is the sum of its lines, a lot's share the building's amount × its
 * tantièmes ÷ the base (rounded to the cent), a quarter the year's share ÷ 4, a month ÷ 12,
 * a ledger's balance its debits less its credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const fourteenthListings: DocumentSpec[] = [
  {
    // cooperative syndic, July–June: a two-column form, sections whose lines say « Montant »
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-12',
    figures: [
      day('document_date', '2025-06-12'),
      day('fiscal_year_start', '2025-07-01'),
      day('fiscal_year_end', '2026-06-30'),
      money('building_budget', 5840000),
      money('expected_budget', 184672),
      money('works_funds_contribution', 292000),
      money('works_funds_last_contribution', 2212),
    ],
    pages: [
      [
        small(
          'SYNDICAT COOPÉRATIF DE LA RÉSIDENCE LES CANUTS — 18 rue Jacquard 69100 Villeurbanne',
        ),
        small(
          'Syndic : le conseil syndical, président M. Bernard Vial — trésorière Mme Colette Brun — canuts.coop@laposte.net',
        ),
        right('Mme et M. Soufiane Haddad\n18 rue Jacquard, bât. 2\n69100 Villeurbanne'),
        p('Villeurbanne, le 12 juin 2025'),
        title('Appel de fonds — 1er trimestre de l’exercice 2025/2026'),
        table(
          ['Copropriétaires', 'Mme et M. Soufiane Haddad'],
          ['Lots', '7 (appartement, 2e étage) et 31 (cave)'],
          ['Exercice', 'du 1er juillet 2025 au 30 juin 2026'],
          ['Période appelée', 'juillet, août et septembre 2025'],
          ['Date d’exigibilité', '1er juillet 2025'],
        ),
        heading('I. Budget de fonctionnement'),
        table(
          ['Rubrique', 'Montant'],
          ['Budget voté (AG du 28/11/2024)', '58 400,00 €'],
          ['Votre part pour l’exercice', '1 846,72 €'],
          ['Appel du trimestre (1/4)', '461,68 €'],
        ),
        heading('II. Réserve travaux (art. 14-2 de la loi du 10 juillet 1965)'),
        table(
          ['Rubrique', 'Montant'],
          ['Cotisation', '2 920,00 €'],
          ['Votre part pour l’exercice', '88,48 €'],
          ['Appel du trimestre (1/4)', '22,12 €'],
        ),
        heading('III. Détail par lot'),
        listing(
          ['Lot', 'Clé', 'Tantièmes', 'Base appelée', 'Part annuelle', 'Trimestre'],
          ['7', 'Générales', '283/10000', '49 600,00', '1 403,68', '350,92'],
          ['7', 'Eau froide', '283/10000', '4 800,00', '135,84', '33,96'],
          ['7', 'Ascenseur', '52/1000', '4 000,00', '208,00', '52,00'],
          ['31', 'Générales', '20/10000', '49 600,00', '99,20', '24,80'],
          ['7', 'Réserve travaux', '283/10000', '2 920,00', '82,64', '20,66'],
          ['31', 'Réserve travaux', '20/10000', '2 920,00', '5,84', '1,46'],
        ),
        p('Somme à verser au plus tard le 1er juillet 2025 : 483,80 €'),
        small(
          'Chèque à l’ordre du « Syndicat coopératif Les Canuts » à remettre à la trésorière, ou virement sur le compte du syndicat (IBAN FR76 1027 8073 0000 0204 5180 148). Le syndic coopératif n’est pas rémunéré.',
        ),
      ],
    ],
  },
  {
    // big group's monthly notice, calendar exercise: headed sections, « COTISATION ALUR »
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-20',
    figures: [
      day('document_date', '2025-06-20'),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
      money('building_budget', 13200000),
      money('expected_budget', 181080),
      money('works_funds_contribution', 720000),
      money('works_funds_last_contribution', 801),
    ],
    pages: [
      [
        small(
          'ESTÈRE GESTION IMMOBILIÈRE — agence Lille Vauban — 61 boulevard Vauban 59000 Lille — www.estere-gestion.fr',
        ),
        small(
          'Immeuble 5903 LE CLOS SAINT-MAURICE — 42 rue du Faubourg-de-Roubaix 59800 Lille — compte copropriétaire 5903-00214',
        ),
        right('M. Rémi Vandamme\n42 rue du Faubourg-de-Roubaix, appartement 118\n59800 Lille'),
        p('Lille, le 20/06/2025'),
        title('AVIS D’ÉCHÉANCE MENSUELLE — JUILLET 2025'),
        p(
          'Exercice 2025 (01/01/2025 – 31/12/2025) — appels mensuels prélevés le 5 du mois — échéance n° 7 / 12',
        ),
        heading('CHARGES COURANTES — BUDGET 2025'),
        listing(
          ['Lot', 'Nature', 'Clé', 'Tantièmes', 'Montant annuel', 'Montant'],
          ['118', 'Appartement', 'Charges communes', '1 245 / 100 000', '1 294,80', '107,90'],
          ['118', 'Appartement', 'Chauffage urbain', '132 / 10 000', '290,40', '24,20'],
          ['205', 'Parking', 'Charges communes', '90 / 100 000', '93,60', '7,80'],
          ['205', 'Parking', 'Parkings', '11 / 500', '132,00', '11,00'],
          ['', '', 'Total charges courantes', '', '1 810,80', '150,90'],
        ),
        heading('COTISATION ALUR'),
        listing(
          ['Lot', 'Nature', 'Clé', 'Tantièmes', 'Montant annuel', 'Montant'],
          ['118', 'Appartement', 'Charges communes', '1 245 / 100 000', '89,64', '7,47'],
          ['205', 'Parking', 'Charges communes', '90 / 100 000', '6,48', '0,54'],
          ['', '', 'Total cotisation ALUR', '', '96,12', '8,01'],
        ),
        p('MONTANT PRÉLEVÉ LE 05/07/2025 : 158,91 €'),
        small(
          'Budget prévisionnel 2025 voté en assemblée générale le 13/05/2024 : 132 000,00 € (charges communes 104 000,00 € ; chauffage urbain 22 000,00 € ; parkings 6 000,00 €). Cotisation ALUR 2025 : 7 200,00 €, répartie en charges communes.',
        ),
        small(
          'Mandat de prélèvement SEPA n° EST-5903-00214. Votre gestionnaire : Mme Amandine Leclercq, 03 20 57 41 08.',
        ),
      ],
    ],
  },
  {
    // big group, April–March, dates « 17.06.2025 »: budget, fund, works and a loan's instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-17',
    landscape: true,
    figures: [
      day('document_date', '2025-06-17'),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
      money('building_budget', 9600000),
      money('expected_budget', 346200),
      money('works_funds_contribution', 480000),
      money('works_funds_last_contribution', 4152),
      money('loan_amount', 18000000),
      money('loan_share', 622800),
      money('loan_instalment', 12040),
      money('loan_remaining', 471286),
    ],
    pages: [
      [
        small(
          'SOGEFIM PROVENCE — Groupe Sogefim — 14 cours Mirabeau 13100 Aix-en-Provence — Tél. 04 42 26 70 33',
        ),
        small(
          'Édité le 17.06.2025 — Copropriété 0318 LE PARC DES GRANETTES — Copropriétaire 0318-0096 — Page 1/1',
        ),
        right('Mme Josiane Ferrand\n6 allée des Granettes, bât. C\n13100 Aix-en-Provence'),
        title('APPEL DE FONDS — ÉCHÉANCE DU 01.07.2025'),
        p(
          'Exercice du 01.04.2025 au 31.03.2026 — 2e appel trimestriel — lot 14 (appartement T4, bât. C, 3e étage)',
        ),
        listing(
          [
            'Code',
            'Libellé',
            'Base',
            'Total à répartir',
            'Tantièmes',
            'Votre part',
            'Appel du trimestre',
          ],
          ['', 'BUDGET PRÉVISIONNEL 2025/2026', '', '', '', '', ''],
          ['01', 'Charges générales', '10 000', '78 000,00', '346', '2 698,80', '674,70'],
          ['04', 'Ascenseur bât. C', '1 000', '9 600,00', '41', '393,60', '98,40'],
          ['06', 'Chauffage collectif bât. C', '1 000', '8 400,00', '44', '369,60', '92,40'],
          ['', 'Sous-total budget', '', '96 000,00', '', '3 462,00', '865,50'],
          ['', 'COTISATION FONDS TRAVAUX LOI ALUR', '', '', '', '', ''],
          ['09', 'Cotisation 2025/2026', '10 000', '4 800,00', '346', '166,08', '41,52'],
          ['', 'TRAVAUX HORS BUDGET', '', '', '', '', ''],
          [
            '21',
            'Remplacement des menuiseries des parties communes (AG du 24.09.2024) — appel 2/2',
            '10 000',
            '64 000,00',
            '346',
            '2 214,40',
            '1 107,20',
          ],
          ['', 'EMPRUNT COLLECTIF', '', '', '', '', ''],
          [
            '31',
            'Prêt isolation des façades (AG du 17.06.2021) — échéance 16/60',
            '10 000',
            '180 000,00',
            '346',
            '6 228,00',
            '120,40',
          ],
          ['', 'TOTAL DE L’ÉCHÉANCE', '', '', '', '', '2 134,62'],
        ),
        small(
          '« Votre part » : part annuelle pour le budget et la cotisation ALUR ; part totale pour les travaux et pour l’emprunt (capital emprunté par le syndicat : 180 000,00 € sur 15 ans, remboursé par trimestre).',
        ),
        p(
          'Capital restant dû sur votre part d’emprunt après l’échéance du 01.07.2025 : 4 712,86 €',
        ),
        small(
          'Budget 2025/2026 voté par l’assemblée générale du 24.09.2024. Règlement par prélèvement le 05.07.2025 ou par virement (référence 0318-0096).',
        ),
      ],
    ],
  },
  {
    // small agency, October–September, dates « 18/03/25 »: four numbered sections, a loan
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-18',
    figures: [
      day('document_date', '2025-03-18'),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
      money('building_budget', 7120000),
      money('expected_budget', 461960),
      money('works_funds_contribution', 356000),
      money('works_funds_last_contribution', 5073),
      money('loan_amount', 9600000),
      money('loan_share', 547200),
      money('loan_instalment', 14726),
      money('loan_remaining', 228195),
    ],
    pages: [
      [
        heading('CABINET DELORME & ASSOCIÉS'),
        small(
          'Administration de biens — syndic de copropriété — 3 rue Foch 34000 Montpellier — 04 67 58 21 94',
        ),
        right('M. Olivier Pascal\n22 rue de l’Aiguillerie, 1er étage\n34000 Montpellier'),
        p('Montpellier, le 18/03/25'),
        title('Appel de charges et de fonds — échéance du 1er avril 2025'),
        p(
          'Immeuble « Le Saint-Roch », 22 rue de l’Aiguillerie 34000 Montpellier — lot 4 — exercice du 01/10/2024 au 30/09/2025 (3e trimestre)',
        ),
        heading('1 — Provisions sur budget'),
        table(
          ['Clé', 'Budget annuel', 'Quote-part', 'Montant annuel', 'Montant appelé'],
          ['Charges communes générales', '62 000,00', '57/1000', '3 534,00', '883,50'],
          ['Bâtiment A', '9 200,00', '118/1000', '1 085,60', '271,40'],
          ['Total', '71 200,00', '', '4 619,60', '1 154,90'],
        ),
        heading('2 — Fonds de travaux (art. 14-2)'),
        table(
          ['Clé', 'Cotisation annuelle', 'Quote-part', 'Montant annuel', 'Montant appelé'],
          ['Charges communes générales', '3 560,00', '57/1000', '202,92', '50,73'],
        ),
        heading('3 — Appel exceptionnel : ravalement de la façade sur rue'),
        table(
          ['Décision', 'Montant voté', 'Quote-part', 'Votre part', 'Appel 2/3'],
          ['AG du 05/12/2024, résolution 11', '118 500,00', '57/1000', '6 754,50', '2 251,50'],
        ),
        heading('4 — Remboursement du prêt collectif (ascenseur)'),
        table(
          ['Prêt', 'Capital emprunté', 'Quote-part', 'Votre part du capital', 'Échéance'],
          [
            'Prêt collectif sur 10 ans (AG du 21/03/2019)',
            '96 000,00',
            '57/1000',
            '5 472,00',
            '147,26',
          ],
        ),
        p('Capital restant dû sur votre part après cette échéance : 2 281,95'),
        p('TOTAL À PAYER AU 01/04/2025 : 3 604,39 €'),
        small(
          'Montants en euros. L’appel 3/3 du ravalement (2 251,50) sera exigible le 01/07/2025. Budget 2024/2025 voté par l’AG du 07/12/2023.',
        ),
      ],
    ],
  },
  {
    // small independent syndic, October–September: « solde antérieur impayé », « reste dû »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-14',
    figures: [
      day('document_date', '2025-05-14'),
      money('expected_budget', 220320),
      money('wanted_loads', 28505),
      money('budget', 55080),
      money('works_funds_last_contribution', 2754),
      money('reserved_advances', 26000),
    ],
    pages: [
      [
        heading('GESTION IMMOBILIÈRE DU VAL DE LOIRE'),
        small('Syndic indépendant — 7 rue Nationale 37000 Tours — 02 47 05 63 18 — givl@orange.fr'),
        right('Mme Martine Rousseau\n15 rue Colbert, appt 12\n37000 Tours'),
        p('Tours, le 14 mai 2025'),
        title('Extrait de compte — copropriété LE COLBERT'),
        p(
          'Lot 12 (appartement, 3e étage) — exercice 2024/2025 (octobre à septembre) — budget de votre lot pour l’exercice : 2 203,20 € (quatre appels de 550,80 €) — cotisation au fonds de travaux : 27,54 € par appel',
        ),
        table(
          ['Date', 'Pièce', 'Libellé', 'Montant dû', 'Règlement', 'Reste dû'],
          [
            '01/10/2024',
            'AN',
            'Solde antérieur impayé (exercice 2023/2024)',
            '246,30',
            '',
            '246,30',
          ],
          ['01/10/2024', 'AF1', 'Appel de fonds 1er trimestre 2024/2025', '550,80', '', '797,10'],
          ['01/10/2024', 'AF1', 'Fonds de travaux 1er trimestre', '27,54', '', '824,64'],
          ['18/10/2024', 'CHQ', 'Chèque n° 3348512', '', '578,34', '246,30'],
          ['01/01/2025', 'AF2', 'Appel de fonds 2e trimestre 2024/2025', '550,80', '', '797,10'],
          ['01/01/2025', 'AF2', 'Fonds de travaux 2e trimestre', '27,54', '', '824,64'],
          ['16/01/2025', 'VIR', 'Virement Rousseau M.', '', '578,34', '246,30'],
          [
            '28/02/2025',
            'REG',
            'Régularisation exercice 2023/2024 (AG du 12/02/2025) — insuffisance',
            '38,75',
            '',
            '285,05',
          ],
          ['01/04/2025', 'AF3', 'Appel de fonds 3e trimestre 2024/2025', '550,80', '', '835,85'],
          ['01/04/2025', 'AF3', 'Fonds de travaux 3e trimestre', '27,54', '', '863,39'],
          ['', '', 'Totaux au 14/05/2025', '2 020,07', '1 156,68', '863,39'],
        ),
        heading('Votre reste dû se décompose ainsi'),
        table(
          ['Nature', 'Montant'],
          ['Arriérés des exercices clos (2023/2024 et antérieurs)', '285,05 €'],
          ['Appel de fonds du 01/04/2025 non réglé', '550,80 €'],
          ['Fonds de travaux du 01/04/2025 non réglé', '27,54 €'],
          ['Reste dû', '863,39 €'],
        ),
        p('Avance permanente versée par vous et détenue par le syndicat : 260,00 €'),
        small(
          'Nous vous remercions de régulariser votre situation dans les meilleurs délais. Les arriérés de plus de 30 jours font l’objet d’une relance, puis d’une mise en demeure facturée selon le contrat de syndic.',
        ),
      ],
    ],
  },
  {
    // online syndic's export, calendar exercise: one amount column, credits with a trailing « - »
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-09',
    figures: [
      day('document_date', '2025-06-09'),
      money('expected_budget', 187680),
      money('credit_balance', 6975),
      money('works_funds_last_contribution', 2346),
      money('reserved_advances', 30000),
    ],
    pages: [
      [
        small(
          'HABITÉO — syndic 100 % en ligne — 15 rue de la Bourse 69002 Lyon — bonjour@habiteo-syndic.fr',
        ),
        small('Export de votre espace copropriétaire — 09/06/2025 14:32'),
        title('Mon compte de charges'),
        p(
          'Résidence LE PANORAMA — 27 montée du Gourguillon 69005 Lyon — Mme Camille Perrin — lot 23 (T3, 4e étage)',
        ),
        p(
          'Budget 2025 de votre lot : 1 876,80 € — appel trimestriel : 469,20 € — fonds travaux ALUR : 23,46 € par trimestre',
        ),
        listing(
          ['Date', 'Opération', 'Montant', 'Solde'],
          ['01/01/2025', 'Solde reporté au 31/12/2024', '12,40-', '12,40-'],
          ['01/01/2025', 'Appel T1 2025 — provisions', '469,20', '456,80'],
          ['01/01/2025', 'Appel T1 2025 — fonds travaux ALUR', '23,46', '480,26'],
          ['06/01/2025', 'Prélèvement SEPA', '492,66-', '12,40-'],
          ['01/04/2025', 'Appel T2 2025 — provisions', '469,20', '456,80'],
          ['01/04/2025', 'Appel T2 2025 — fonds travaux ALUR', '23,46', '480,26'],
          ['07/04/2025', 'Prélèvement SEPA', '492,66-', '12,40-'],
          ['15/04/2025', 'Clôture 2024 — excédent de charges en votre faveur', '57,35-', '69,75-'],
        ),
        p(
          'Total débits : 985,32 — total crédits : 1 055,07- — solde au 09/06/2025 : 69,75- (créditeur)',
        ),
        p('Avance de trésorerie versée à votre entrée dans la copropriété : 300,00 €'),
        small(
          'Signe « - » : somme en votre faveur. Votre solde créditeur sera déduit du prélèvement du 01/07/2025.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: volunteer syndic, July–June, credits in brackets, two works calls unpaid
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-02',
    figures: [
      day('document_date', '2025-06-02'),
      money('expected_budget', 153120),
      money('wanted_loads', 0),
      money('budget', 38280),
      money('unbudget', 84000),
      money('works_funds_last_contribution', 1914),
      money('reserved_advances', 15000),
    ],
    scan: scanned(200, 0.8, 11, 'png'),
    pages: [
      [
        small(
          'Copropriété LES TILLEULS — 11 rue des Tilleuls 21000 Dijon — syndic bénévole : M. André Gauthier (tél. 06 71 24 58 90)',
        ),
        title('Situation de compte au 2 juin 2025'),
        p('Copropriétaire : Mme Simone Lefort — lot 5 (appartement, 1er étage gauche)'),
        p(
          'Exercice 2024/2025 (1er juillet – 30 juin) : provisions de votre lot 1 531,20 € pour l’année, soit 382,80 € par trimestre ; cotisation au fonds de travaux 19,14 € par trimestre.',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/07/2024', 'Solde exercice 2023/2024', '', '', '0,00'],
          ['01/07/2024', 'Provisions 1er trim.', '382,80', '', '382,80'],
          ['01/07/2024', 'Fonds de travaux 1er trim.', '19,14', '', '401,94'],
          ['10/07/2024', 'Chèque', '', '(401,94)', '0,00'],
          ['01/10/2024', 'Provisions 2e trim.', '382,80', '', '382,80'],
          ['01/10/2024', 'Fonds de travaux 2e trim.', '19,14', '', '401,94'],
          ['08/10/2024', 'Chèque', '', '(401,94)', '0,00'],
          ['04/12/2024', 'Régularisation 2023/2024 (AG du 20/11/2024)', '', '(22,60)', '(22,60)'],
          ['01/01/2025', 'Provisions 3e trim.', '382,80', '', '360,20'],
          ['01/01/2025', 'Fonds de travaux 3e trim.', '19,14', '', '379,34'],
          ['01/01/2025', 'Toiture — appel 1/2 (AG du 20/11/2024)', '420,00', '', '799,34'],
          ['20/01/2025', 'Chèque', '', '(379,34)', '420,00'],
          ['01/04/2025', 'Provisions 4e trim.', '382,80', '', '802,80'],
          ['01/04/2025', 'Fonds de travaux 4e trim.', '19,14', '', '821,94'],
          ['01/04/2025', 'Toiture — appel 2/2', '420,00', '', '1 241,94'],
          ['', 'Totaux', '2 447,76', '(1 205,82)', '1 241,94'],
        ),
        p(
          'Ce que vous devez : exercices antérieurs clos 0,00 — provisions du 4e trimestre 382,80 — fonds de travaux du 4e trimestre 19,14 — travaux de toiture (appels 1/2 et 2/2) 840,00 — total 1 241,94 €.',
        ),
        p('Fonds de roulement versé par vous et conservé par le syndicat : 150,00 €'),
        small(
          'Les sommes entre parenthèses sont en votre faveur. Règlement par chèque à l’ordre du syndicat des copropriétaires Les Tilleuls, à déposer chez M. Gauthier (appartement 2).',
        ),
      ],
    ],
  },
  {
    // scanned: big group, April–March, an ISO edition date, a « Sens » column, recovery costs
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-27',
    figures: [
      day('document_date', '2025-05-27'),
      money('expected_budget', 252000),
      money('wanted_loads', 15420),
      money('budget', 63000),
      money('works_funds_last_contribution', 3150),
      money('other_due', 1200),
      money('reserved_advances', 31000),
    ],
    scan: scanned(180, -1.2, 12),
    pages: [
      [
        small(
          'LAMY-DURAND GESTION — Direction régionale Bretagne — 4 quai Duguay-Trouin 35000 Rennes',
        ),
        small('Édition : 2025-05-27 — Immeuble 2214 LES RIVES DU BLOSNE — Copropriétaire 22140031'),
        right('M. Gwenaël Le Bihan\n9 rue de Suède, escalier B\n35200 Rennes'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Lot 31 — période du 01/01/2025 au 27/05/2025 — exercice en cours : avril 2025 à mars 2026 — budget 2025/2026 de votre lot : 2 520,00 € (appel trimestriel 630,00 €)',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde', 'Sens'],
          ['01/01/2025', 'Report solde au 31/12/2024', '154,20', '', '154,20', 'DB'],
          ['01/01/2025', 'Appel provisions 4e trim. 2024/2025', '612,00', '', '766,20', 'DB'],
          ['01/01/2025', 'Fonds travaux ALUR 4e trim. 2024/2025', '30,60', '', '796,80', 'DB'],
          ['03/02/2025', 'Virement', '', '642,60', '154,20', 'DB'],
          ['01/04/2025', 'Appel provisions 1er trim. 2025/2026', '630,00', '', '784,20', 'DB'],
          ['01/04/2025', 'Fonds travaux ALUR 1er trim. 2025/2026', '31,50', '', '815,70', 'DB'],
          ['14/05/2025', 'Frais de relance', '12,00', '', '827,70', 'DB'],
          ['', 'Totaux de la période', '1 470,30', '642,60', '827,70', 'DB'],
        ),
        table(
          ['Détail du solde débiteur', 'Montant'],
          ['Exercice 2024/2025 clos le 31/03/2025 — arriéré', '154,20 DB'],
          ['Provisions 1er trim. 2025/2026 exigibles depuis le 01/04/2025', '630,00 DB'],
          ['Fonds travaux ALUR 1er trim. 2025/2026', '31,50 DB'],
          ['Frais de relance (art. 10-1 de la loi du 10 juillet 1965)', '12,00 DB'],
          ['Solde', '827,70 DB'],
        ),
        p('Avance de trésorerie (compte 103) détenue pour votre compte : 310,00 CR'),
        small(
          'DB : solde débiteur, somme due par vous — CR : solde créditeur. Relance n° 2 : sans règlement avant le 10/06/2025, une mise en demeure vous sera adressée.',
        ),
      ],
    ],
  },
  {
    // annexes 1, 3 and 4 and a lot's statement over three pages, calendar, « CR » / « DB »
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-03-21',
    landscape: true,
    figures: [
      day('document_date', '2025-03-21'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('unpaid', 1364287),
      money('unpaid_providers', 931844),
      money('works_funds', 3690000),
      day('dt_works_funds', '2024-12-31'),
      money('building_budget_n', 13000000, 2),
      money('building_budget', 13500000, 2),
      money('budget_n', 303096, 3),
      money('expected_budget_n', 302300, 3),
      money('expected_budget', 314100, 3),
    ],
    pages: [
      [
        small(
          'NEXANCE IMMOBILIER — agence Nantes Graslin — 2 rue Voltaire 44000 Nantes — pièces jointes à la convocation de l’AG du 10/04/2025 — édité le 21/03/2025 — 1/3',
        ),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2024'),
        p(
          'Syndicat des copropriétaires LE CARRÉ FEYDEAU, 8 allée Duguay-Trouin 44000 Nantes — exercice du 01/01/2024 au 31/12/2024',
        ),
        listing(
          ['N° compte', 'Intitulé', 'Au 31/12/2024', 'Au 31/12/2023'],
          ['', 'Trésorerie disponible', '', ''],
          ['512000', 'Banque — compte du syndicat', '52 417,36', '47 880,12'],
          ['502100', 'Livret — fonds travaux', '36 900,00', '28 150,00'],
          ['', 'Créances', '', ''],
          [
            '450100',
            'Créances sur copropriétaires (sommes exigibles non encaissées)',
            '13 642,87',
            '10 975,40',
          ],
          ['486000', 'Charges constatées d’avance', '1 215,60', '0,00'],
          ['', 'TOTAL', '104 175,83', '87 005,52'],
          ['', 'Dettes', '', ''],
          ['401000', 'Fournisseurs et comptes rattachés', '9 318,44', '8 402,95'],
          ['450200', 'Copropriétaires créditeurs (avances et excédents)', '5 207,39', '4 352,57'],
          ['', 'Fonds et provisions', '', ''],
          ['103000', 'Avances de trésorerie', '20 000,00', '20 000,00'],
          ['102000', 'Provisions sur travaux votés', '32 750,00', '26 100,00'],
          ['105000', 'Fonds travaux art. 14-2', '36 900,00', '28 150,00'],
          ['', 'TOTAL', '104 175,83', '87 005,52'],
        ),
      ],
      [
        small('LE CARRÉ FEYDEAU — annexes 3 et 4 — 2/3'),
        title('ANNEXE 3 — COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        listing(
          [
            'Clé de répartition',
            'Budget voté 2024',
            'Réalisé 2024',
            'Budget voté 2025',
            'Budget proposé 2026',
          ],
          ['Charges générales', '88 000,00', '86 214,55', '91 000,00', '94 000,00'],
          ['Chauffage collectif', '31 000,00', '33 402,10', '32 500,00', '34 000,00'],
          ['Ascenseurs', '11 000,00', '10 765,80', '11 500,00', '12 000,00'],
          ['Total', '130 000,00', '130 382,45', '135 000,00', '140 000,00'],
        ),
        small(
          'Budget 2025 voté par l’assemblée générale du 11/04/2024 ; budget 2026 soumis au vote de l’assemblée du 10/04/2025.',
        ),
        heading('ANNEXE 4 — TRAVAUX ET OPÉRATIONS EXCEPTIONNELLES'),
        listing(
          ['Opération', 'Vote', 'Budget voté', 'Dépenses cumulées', 'Appels cumulés', 'Solde'],
          [
            'Remplacement des colonnes d’eau',
            'AG du 13/04/2023',
            '48 000,00',
            '35 120,00',
            '48 000,00',
            '12 880,00 CR',
          ],
          [
            'Ravalement du pignon ouest',
            'AG du 11/04/2024',
            '39 740,00',
            '0,00',
            '19 870,00',
            '19 870,00 CR',
          ],
          ['Total', '', '87 740,00', '35 120,00', '67 870,00', '32 750,00 CR'],
        ),
      ],
      [
        small('LE CARRÉ FEYDEAU — compte individuel — 3/3'),
        heading('Répartition individuelle de l’exercice 2024 — M. et Mme Yannick Guillou — lot 56'),
        listing(
          ['Clé', 'Tantièmes', 'Provisions appelées', 'Charges réelles', 'Écart', 'Budget 2025'],
          ['Charges générales', '215/10000', '1 892,00', '1 853,61', '38,39 CR', '1 956,50'],
          ['Chauffage collectif', '230/10000', '713,00', '768,25', '55,25 DB', '747,50'],
          ['Ascenseurs', '38/1000', '418,00', '409,10', '8,90 CR', '437,00'],
          ['Total lot 56', '', '3 023,00', '3 030,96', '7,96 DB', '3 141,00'],
        ),
        small(
          'DB : complément à votre charge ; CR : en votre faveur. L’écart sera porté à votre compte après l’approbation des comptes.',
        ),
      ],
    ],
  },
  {
    // annexes 1, 2 and 4 and a lot's statement over three pages, July–June, « Débit » / « Crédit »
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-10-30',
    landscape: true,
    figures: [
      day('document_date', '2024-10-30'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('unpaid', 741866),
      money('unpaid_providers', 593604),
      money('works_funds', 1530000),
      day('dt_works_funds', '2024-06-30'),
      money('building_budget_n', 6400000, 2),
      money('building_budget', 6650000, 2),
      money('budget_n', 250924, 3),
      money('expected_budget_n', 257280, 3),
      money('expected_budget', 267330, 3),
    ],
    pages: [
      [
        small(
          'CABINET RIVIÈRE — syndic de copropriété — 11 rue Thiers 64100 Bayonne — Bayonne, le 30 octobre 2024 — page 1 sur 3',
        ),
        title('ANNEXE N° 1 — SITUATION FINANCIÈRE ET TRÉSORERIE'),
        p(
          'Copropriété RÉSIDENCE LES ALLÉES MARINES, 6 allées Marines 64100 Bayonne — exercice du 1er juillet 2023 au 30 juin 2024',
        ),
        listing(
          [
            'Compte',
            'Intitulé',
            'Débit 30/06/2024',
            'Crédit 30/06/2024',
            'Débit 30/06/2023',
            'Crédit 30/06/2023',
          ],
          ['512', 'Banque', '27 604,18', '', '24 990,72', ''],
          ['5021', 'Compte séparé — fonds de travaux', '15 300,00', '', '11 700,00', ''],
          ['450', 'Copropriétaires — soldes débiteurs', '7 418,66', '', '6 022,91', ''],
          ['401', 'Fournisseurs', '', '5 936,04', '', '4 880,37'],
          ['4502', 'Copropriétaires — soldes créditeurs', '', '2 186,80', '', '1 933,26'],
          ['103', 'Avances de trésorerie', '', '12 000,00', '', '12 000,00'],
          ['102', 'Provisions pour travaux votés', '', '14 900,00', '', '12 200,00'],
          ['105', 'Fonds de travaux loi ALUR', '', '15 300,00', '', '11 700,00'],
          ['', 'Totaux', '50 322,84', '50 322,84', '42 713,63', '42 713,63'],
        ),
      ],
      [
        small('Résidence Les Allées Marines — annexe n° 2 — page 2 sur 3'),
        title('ANNEXE N° 2 — COMPTE DE GESTION GÉNÉRAL'),
        listing(
          [
            'Charges par nature',
            'Budget 2023/2024',
            'Réalisé 2023/2024',
            'Budget 2024/2025',
            'Budget 2025/2026',
          ],
          ['Eau', '6 200,00', '5 874,30', '6 300,00', '6 600,00'],
          ['Électricité', '4 800,00', '5 312,44', '5 200,00', '5 500,00'],
          ['Entretien et nettoyage', '21 500,00', '21 180,00', '22 000,00', '22 800,00'],
          ['Ascenseur (contrat et réparations)', '9 500,00', '8 064,18', '10 200,00', '10 500,00'],
          ['Assurance multirisque', '7 400,00', '7 388,00', '7 800,00', '8 200,00'],
          ['Honoraires du syndic', '14 600,00', '14 600,00', '15 000,00', '15 400,00'],
          ['Total des charges courantes', '64 000,00', '62 418,92', '66 500,00', '69 000,00'],
        ),
        listing(
          ['Produits', 'Réalisé 2023/2024'],
          ['Provisions appelées aux copropriétaires', '64 000,00'],
          ['Excédent à répartir', '1 581,08'],
        ),
        small(
          'Budget 2024/2025 voté par l’assemblée générale du 23/11/2023 ; budget 2025/2026 proposé à l’assemblée générale du 28/11/2024.',
        ),
      ],
      [
        small('Résidence Les Allées Marines — annexe n° 4 et compte individuel — page 3 sur 3'),
        heading('ANNEXE N° 4 — TRAVAUX VOTÉS NON ACHEVÉS'),
        listing(
          [
            'Travaux',
            'Date du vote',
            'Montant voté',
            'Appelé au 30/06/2024',
            'Dépensé au 30/06/2024',
          ],
          [
            'Réfection de la toiture-terrasse',
            'AG du 22/11/2022',
            '38 000,00',
            '38 000,00',
            '23 100,00',
          ],
        ),
        heading('Compte individuel — Mme Sandrine Etcheverry — lot 11 (402 / 10 000)'),
        listing(
          ['Libellé', 'Exercice 2023/2024', 'Budget 2024/2025'],
          ['Quote-part des charges réelles (402/10000 de 62 418,92)', '2 509,24', ''],
          ['Provisions appelées (402/10000 de 64 000,00)', '2 572,80', ''],
          ['Solde', '63,56-', ''],
          ['Quote-part du budget (402/10000 de 66 500,00)', '', '2 673,30'],
        ),
        small('Signe « - » : en votre faveur, porté au crédit de votre compte après l’assemblée.'),
      ],
    ],
  },
  {
    // minutes, October–September, over two pages: « cotisation ALUR » and the fund's balance
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-01-23',
    figures: [
      day('document_date', '2025-01-23'),
      day('dt_based', '2025-01-23'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 7400000),
      money('building_budget', 7700000, 2),
      money('works_funds_contribution', 385000, 2),
      money('works_funds', 1948000, 2),
      day('dt_works_funds', '2024-09-30', 2),
    ],
    pages: [
      [
        small(
          'ACTIVIMMO SYNDIC — 28 cours de l’Intendance 33000 Bordeaux — carte professionnelle CPI 3301 2018 000 027 441',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 23/01/2025'),
        p(
          'Copropriété LES JARDINS DE CAUDÉRAN — 45 avenue Charles-de-Gaulle 33200 Bordeaux. Le jeudi 23 janvier 2025 à 18 heures, les copropriétaires se sont réunis à la maison de quartier de Caudéran sur convocation adressée par le syndic le 20/12/2024. Feuille de présence : 31 copropriétaires présents, représentés ou ayant voté par correspondance sur 46, représentant 7 042 / 10 000 tantièmes.',
        ),
        heading('Résolution 1 — Désignation du bureau (art. 24)'),
        p(
          'Président : M. Alain Darrieux ; scrutatrice : Mme Josette Lalanne ; secrétaire : le syndic, représenté par Mme Marion Castaing. Adoptée à l’unanimité des présents et représentés.',
        ),
        heading(
          'Résolution 2 — Approbation des comptes de l’exercice clos le 30 septembre 2024 (art. 24)',
        ),
        p(
          'Les comptes de l’exercice allant du 1er octobre 2023 au 30 septembre 2024 font apparaître des dépenses de fonctionnement de 76 318,40 € pour un budget prévisionnel de 74 000,00 €. Le dépassement de 2 318,40 €, dû principalement à la hausse du contrat d’électricité, est réparti entre les copropriétaires selon les clés du règlement.',
        ),
        p(
          'L’assemblée générale approuve les comptes de l’exercice 2023/2024 en leur forme, teneur, imputation et répartition.',
        ),
        table(['Pour', 'Contre', 'Abstention'], ['6 512 tantièmes', '0', '530 tantièmes']),
        p('Adoptée.'),
        heading('Résolution 3 — Quitus au syndic (art. 24)'),
        p(
          'Adoptée par 6 120 tantièmes ; contre : 392 (M. Hourcade, Mme Pujol) ; abstention : 530.',
        ),
      ],
      [
        small('AG du 23/01/2025 — Les Jardins de Caudéran — 2/2'),
        heading('Résolution 4 — Budget de l’exercice 2024/2025 (art. 24)'),
        p(
          'Le budget prévisionnel de l’exercice du 1er octobre 2024 au 30 septembre 2025, voté à 77 000,00 € par l’assemblée du 25/01/2024, est maintenu à ce montant. Adoptée.',
        ),
        heading('Résolution 5 — Budget prévisionnel 2025/2026 (art. 24)'),
        p(
          'L’assemblée vote pour l’exercice du 1er octobre 2025 au 30 septembre 2026 un budget de 79 500,00 €, appelé par quarts le premier jour de chaque trimestre. Adoptée.',
        ),
        heading('Résolution 6 — Cotisation ALUR (art. 25)'),
        p(
          'Le fonds de travaux s’élevait à 19 480,00 € au 30/09/2024. L’assemblée fixe à 3 850,00 € la cotisation au fonds de travaux de l’exercice 2024/2025 (5 % du budget), répartie selon les tantièmes généraux et appelée avec les provisions trimestrielles. Adoptée par 6 904 / 10 000.',
        ),
        heading('Résolution 7 — Mise en sécurité de l’ascenseur (art. 24)'),
        p(
          'L’assemblée décide les travaux de mise en sécurité de l’ascenseur selon le devis de la société Ascenseurs Garonne pour 23 400,00 € TTC, honoraires du syndic de 2 % TTC en sus, appelés en deux fois, le 01/04/2025 et le 01/07/2025. Adoptée.',
        ),
        small(
          'Plus rien n’étant à l’ordre du jour, la séance est levée à 20 h 05. Le présent procès-verbal sera notifié aux copropriétaires opposants ou défaillants dans le délai d’un mois. Le président, la scrutatrice, la secrétaire.',
        ),
      ],
    ],
  },
  {
    // online syndic's minutes, April–March, hybrid meeting, « fonds travaux ALUR » and its balance
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-24',
    figures: [
      day('document_date', '2025-06-24'),
      day('dt_based', '2025-06-24'),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
      money('building_budget_n', 5280000),
      money('building_budget', 5460000, 2),
      money('works_funds_contribution', 273000, 2),
      money('works_funds', 1184200, 2),
      day('dt_works_funds', '2025-03-31', 2),
    ],
    pages: [
      [
        small('KOPRO.NET — syndic en ligne — 10 rue de Penthièvre 75008 Paris — pv@kopro.net'),
        title('Procès-verbal — assemblée générale annuelle'),
        p(
          'Syndicat des copropriétaires du 37 rue de Lappe 75011 Paris (immatriculation AB1-234-567). Assemblée tenue le mardi 24 juin 2025 à 19 h, en présentiel dans l’arrière-salle du Café des Taillandiers et par visioconférence. Présents, représentés ou ayant voté par correspondance : 14 copropriétaires sur 19, totalisant 812 / 1 000 tantièmes.',
        ),
        heading('Point 1 — Bureau de séance'),
        p(
          'Présidente : Mme Aurélie Morel. Secrétaire : M. Hugo Santini (Kopro.net). Majorité de l’article 24 : adopté.',
        ),
        heading('Point 2 — Comptes 2024/2025'),
        p(
          'Les comptes de l’exercice ouvert le 1er avril 2024 et clos le 31 mars 2025 sont présentés : charges de fonctionnement 51 964,07 € pour un budget voté de 52 800,00 €, soit un excédent de 835,93 € qui sera crédité aux copropriétaires selon leurs tantièmes sur l’appel du 1er octobre 2025.',
        ),
        p('Vote : pour 812 / 812 — l’assemblée approuve les comptes.'),
        heading('Point 3 — Mandat du syndic'),
        p(
          'Le contrat de Kopro.net est renouvelé du 24/06/2025 au 30/06/2026, forfait annuel 4 680,00 € TTC. Pour 741, contre 71 (M. Chevalier). Adopté.',
        ),
      ],
      [
        small('37 rue de Lappe — PV du 24/06/2025 — page 2 sur 2'),
        heading('Point 4 — Budget de l’exercice 2025/2026'),
        p(
          'Le budget de l’exercice en cours (avril 2025 – mars 2026), voté lors de l’assemblée du 18/06/2024, est maintenu à 54 600,00 €. Adopté.',
        ),
        heading('Point 5 — Budget de l’exercice 2026/2027'),
        p('Budget voté : 56 400,00 €. Adopté à l’unanimité.'),
        heading('Point 6 — Fonds travaux ALUR'),
        p(
          'Montant du fonds au 31/03/2025 : 11 842,00 €. Cotisation pour l’exercice 2025/2026 : 2 730,00 €, soit 5 % du budget, répartie en charges générales et appelée chaque trimestre. Adopté (article 25) par 812 / 1 000.',
        ),
        heading('Point 7 — Sécurité incendie du parking'),
        p(
          'L’assemblée retient l’offre de Protec Incendie pour 12 600,00 € TTC (désenfumage et blocs de secours), appelée le 01/10/2025. Pour 768, abstention 44. Adopté.',
        ),
        small(
          'Clôture à 21 h 10. Procès-verbal signé électroniquement par la présidente et le secrétaire le 24/06/2025.',
        ),
      ],
    ],
  },
  {
    // small syndic, July–June: a heading per key whose lines say « Montant », credits « 42,28- »
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2024-12-16',
    figures: [
      day('document_date', '2024-12-16'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('budget_n', 411510),
      money('expected_budget_n', 409800),
      money('hors_budget_n', 56361),
      money('expected_hors_budget_n', 57620),
    ],
    pages: [
      [
        heading('SYNDIC DU BÉARN'),
        small('Cabinet Laborde — 5 rue Serviez 64000 Pau — 05 59 27 44 16'),
        right('Mme Élodie Casenave\n12 rue Bernadotte\n64000 Pau'),
        p('Pau, le 16 décembre 2024'),
        title('Décompte de charges — exercice du 1er juillet 2023 au 30 juin 2024'),
        p(
          'Résidence LE BERNADOTTE — lots 15 (appartement) et 40 (cave) — comptes approuvés par l’assemblée générale du 28/11/2024',
        ),
        heading('Clé 1 — Charges générales (base 1 000)'),
        table(
          ['Lot', 'Tantièmes', 'Dépenses immeuble', 'Montant', 'Provisions', 'Écart'],
          ['15', '64', '41 386,20', '2 648,72', '2 592,00', '56,72'],
          ['40', '3', '41 386,20', '124,16', '121,50', '2,66'],
        ),
        heading('Clé 2 — Chauffage (base 1 000)'),
        table(
          ['Lot', 'Tantièmes', 'Dépenses immeuble', 'Montant', 'Provisions', 'Écart'],
          ['15', '71', '18 904,50', '1 342,22', '1 384,50', '42,28-'],
        ),
        heading('Récapitulatif'),
        table(
          ['Rubrique', 'Montant'],
          ['Charges réelles de l’exercice', '4 115,10'],
          ['Provisions appelées (budget 2023/2024 : 60 000,00)', '4 098,00'],
          ['Solde', '17,10'],
        ),
        heading('Travaux hors budget — remplacement de la porte du garage (AG du 24/11/2022)'),
        table(
          ['Lot', 'Quote-part des dépenses', 'Appels de fonds', 'Solde'],
          ['15', '538,37', '550,40', '12,03-'],
          ['40', '25,24', '25,80', '0,56-'],
          ['Total', '563,61', '576,20', '12,59-'],
        ),
        p(
          'Net de la répartition : 17,10 + 12,59- = 4,51 à votre charge, porté sur l’appel du 01/01/2025.',
        ),
        small(
          'Les montants suivis du signe « - » sont en votre faveur. Porte du garage : dépense 8 412,00 pour 8 600,00 appelés, répartis en charges générales.',
        ),
      ],
    ],
  },
  {
    // big group, calendar exercise: a table per lot, then the year's balance in « Débit » / « Crédit »
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-04-08',
    landscape: true,
    figures: [
      day('document_date', '2025-04-08'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('budget_n', 353936),
      money('expected_budget_n', 349480),
      money('hors_budget_n', 110595),
      money('expected_hors_budget_n', 115140),
    ],
    pages: [
      [
        small(
          'SAGECO COPROPRIÉTÉS — Groupe Sageco — 21 rue de la Liberté 21000 Dijon — édité le 08/04/2025',
        ),
        small('Immeuble 0457 LE QUAI DES CARRIÈRES BLANCHES — copropriétaire 0457-1183'),
        title('RÉPARTITION DES CHARGES — EXERCICE DU 01/01/2024 AU 31/12/2024'),
        p('M. Laurent Bourgeois — lots 33 (appartement) et 81 (parking)'),
        heading('Lot 33 — appartement'),
        table(
          ['Poste', 'Base', 'Tantièmes', 'Montant'],
          ['Charges communes — dépenses 2024 : 97 452,60', '10 000', '287', '2 796,89'],
          ['Ascenseur — dépenses 2024 : 10 918,40', '1 000', '46', '502,25'],
          ['Sous-total lot 33', '', '', '3 299,14'],
        ),
        heading('Lot 81 — parking'),
        table(
          ['Poste', 'Base', 'Tantièmes', 'Montant'],
          ['Charges communes — dépenses 2024 : 97 452,60', '10 000', '16', '155,92'],
          ['Parkings — dépenses 2024 : 4 215,00', '100', '2', '84,30'],
          ['Sous-total lot 81', '', '', '240,22'],
        ),
        heading('Balance de l’exercice 2024'),
        table(
          ['Rubrique', 'Débit', 'Crédit'],
          ['Charges réelles 2024 (lots 33 et 81)', '3 539,36', ''],
          ['Provisions appelées 2024 (budget voté : 111 000,00)', '', '3 494,80'],
          ['Ravalement de la cour intérieure — quote-part de la dépense', '1 105,95', ''],
          ['Ravalement de la cour intérieure — appels de fonds', '', '1 151,40'],
          ['Totaux', '4 645,31', '4 646,20'],
          ['Solde en votre faveur', '', '(0,89)'],
        ),
        small(
          'Provisions 2024 : lot 33 3 261,20 ; lot 81 233,60. Ravalement (AG du 06/06/2023), réparti en charges communes : dépense 2024 36 500,00, appels 38 000,00 ; lot 33 1 047,55 / 1 090,60 ; lot 81 58,40 / 60,80.',
        ),
        small('Solde imputé sur votre compte à la date de l’assemblée générale du 27/03/2025.'),
      ],
    ],
  },
  {
    // scanned: a notary's questions answered by the syndic, calendar exercise, dates « 15.05.2025 »
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-05-15',
    figures: [
      day('document_date', '2025-05-15'),
      money('building_budget', 6800000),
      money('expected_budget', 238000),
      money('expected_budget_n', 231000),
      money('budget_n', 228739),
      money('expected_hors_budget_n', 0),
      money('hors_budget_n', 0),
      money('wanted_loads', 0),
      money('budget', 59500),
      money('unbudget', 112000),
      money('reserved_advances', 34000),
      money('ongoing_budget', 119000),
      money('unbudget_not_due', 112000),
      money('works_funds_contribution', 340000, 2),
      money('works_funds', 2764000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 96740, 2),
      money('works_funds_last_contribution', 2975, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      day('dt_based', '2025-03-27', 2),
      money('unpaid', 821436, 2),
      money('unpaid_providers', 509785, 2),
      money('transfer_fees', 38000, 2),
    ],
    scan: scanned(200, 0.6, 11),
    pages: [
      [
        small(
          'Office notarial de la Croix-Rousse — Maîtres Berthet et Guichard — 3 place de la Croix-Rousse 69004 Lyon — réf. VTE 25/0612',
        ),
        title('RENSEIGNEMENTS DEMANDÉS AU SYNDIC AVANT LA VENTE'),
        p(
          'Vente Mme Pauline Dufresne / M. et Mme Kevin Martin — immeuble 9 rue d’Austerlitz 69004 Lyon — lot 6 (appartement, 350 / 10 000) — syndic : Régie Saint-Bernard',
        ),
        heading('A. Charges'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Budget prévisionnel voté pour l’exercice en cours (année 2025)', '68 000,00 €'],
          ['Quote-part annuelle du lot 6', '2 380,00 €'],
          [
            'Exercice 2024 : provisions appelées au lot / charges réelles du lot',
            '2 310,00 € / 2 287,39 €',
          ],
          ['Exercice 2024 : appels hors budget / dépenses hors budget du lot', '0,00 € / 0,00 €'],
          ['Solde dû sur les exercices clos', '0,00 €'],
          ['Provisions exigibles impayées', '595,00 € (appel du 01.04.2025)'],
          [
            'Appels de travaux exigibles impayés',
            '1 120,00 € (ravalement, appel 1/2 du 01.04.2025)',
          ],
          ['Cotisation au fonds de travaux impayée', '29,75 € (appel du 01.04.2025)'],
          ['Avances détenues (fonds de roulement)', '340,00 €'],
          ['Provisions à échoir sur l’exercice en cours', '1 190,00 € (01.07.2025 et 01.10.2025)'],
          ['Travaux votés restant à appeler', '1 120,00 € (ravalement, appel 2/2 du 01.10.2025)'],
        ),
      ],
      [
        small('Réf. VTE 25/0612 — réponses du syndic — page 2'),
        heading('B. Fonds de travaux et situation du syndicat'),
        table(
          ['Question', 'Réponse du syndic'],
          ['Cotisation annuelle votée au fonds de travaux (2025)', '3 400,00 €'],
          ['Montant du fonds de travaux au 31.12.2024', '27 640,00 €'],
          ['Quote-part du fonds attachée au lot 6', '967,40 €'],
          ['Dernière cotisation versée par le vendeur', '29,75 € le 01.01.2025'],
          ['Date de l’AG ayant approuvé les comptes 2024', '27.03.2025'],
          ['Charges impayées de l’ensemble des copropriétaires (31.12.2024)', '8 214,36 €'],
          ['Dettes du syndicat envers ses fournisseurs (31.12.2024)', '5 097,85 €'],
          ['Emprunt collectif en cours', 'non'],
          ['Procédures judiciaires en cours', 'non'],
          ['Honoraires de mutation à la charge du vendeur', '380,00 € TTC'],
        ),
        p(
          'Réponses établies par la Régie Saint-Bernard, 12 rue Dumenge 69004 Lyon, le 15.05.2025 — cachet et signature du gestionnaire, M. Sébastien Roche.',
        ),
      ],
    ],
  },
  {
    // a syndic's statement for the sale, October–September, two lots, a credit, a loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-23',
    figures: [
      day('document_date', '2025-06-23'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 29000),
      money('credit_balance', 4218),
      money('ongoing_budget', 63800),
      money('unbudget_not_due', 43500),
      money('building_budget', 8800000),
      money('expected_budget', 255200),
      money('expected_budget_n', 243600, 2),
      money('budget_n', 240997, 2),
      money('works_funds_contribution', 440000, 2),
      money('works_funds', 2176000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 63104, 2),
      money('works_funds_last_contribution', 3190, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_amount', 10000000, 2),
      money('loan_share', 290000, 2),
      money('loan_remaining', 116000, 2),
      day('dt_based', '2025-01-16', 2),
      money('unpaid', 693825, 2),
      money('unpaid_providers', 441270, 2),
      money('transfer_fees', 36000, 2),
    ],
    pages: [
      [
        small(
          'IMMOBILIÈRE DU VIEUX-PORT — syndic de copropriété — 19 quai de Rive-Neuve 13007 Marseille — 04 91 33 08 52',
        ),
        title('ÉTAT DES SOMMES DUES ET INFORMATIONS FINANCIÈRES POUR LA MUTATION'),
        p(
          'Copropriété LE FORT SAINT-NICOLAS, 4 boulevard Charles-Livon 13007 Marseille — vendeur : M. Thomas Giraud — lots 12 (appartement, 276 / 10 000) et 53 (parking, 14 / 10 000) — à la demande de Maître Claire Rinaldi, notaire — Marseille, le 23/06/2025',
        ),
        heading('1re partie — Sommes dont le vendeur reste débiteur envers le syndicat'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions exigibles sur le budget prévisionnel', '0,00 €'],
          ['Provisions exigibles hors budget (travaux)', '0,00 €'],
          ['Charges impayées des exercices clos', '0,00 €'],
        ),
        heading('2e partie — Sommes dont le syndicat est débiteur envers le vendeur'),
        table(
          ['Rubrique', 'Montant'],
          ['Avance de trésorerie (réserve) versée par le vendeur', '290,00 €'],
          ['Solde créditeur de son compte au 23/06/2025 (régularisation 2023/2024)', '42,18 €'],
        ),
        heading('3e partie — Sommes qui incomberont à l’acquéreur'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions non encore exigibles — appel du 01/07/2025 (lots 12 et 53)', '638,00 €'],
          [
            'Travaux votés non encore appelés — interphonie (AG du 16/01/2025), appel du 01/10/2025',
            '435,00 €',
          ],
        ),
        small(
          'Budget prévisionnel de l’exercice 2024/2025 (octobre à septembre) : 88 000,00 € ; part des lots 12 et 53 : 2 552,00 € (2 428,80 € + 123,20 €), appelée par trimestre.',
        ),
      ],
      [
        small('Le Fort Saint-Nicolas — mutation Giraud — page 2/2'),
        heading('Exercice clos 2023/2024 — lots 12 et 53'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions appelées sur le budget', '2 436,00 €'],
          ['Charges réelles réparties', '2 409,97 €'],
        ),
        heading('Fonds de travaux (cotisation ALUR)'),
        table(
          ['Rubrique', 'Montant'],
          ['Cotisation annuelle votée pour 2024/2025', '4 400,00 €'],
          ['Fonds de travaux au 30/09/2024', '21 760,00 €'],
          ['Part attachée aux lots 12 et 53', '631,04 €'],
          ['Dernière cotisation appelée et réglée', '31,90 € le 01/04/2025'],
        ),
        heading('Emprunt collectif'),
        table(
          ['Rubrique', 'Réponse'],
          [
            'Objet',
            'Remplacement de la chaufferie (AG du 12/01/2021), emprunt de 100 000,00 € sur 8 ans',
          ],
          ['Part des lots 12 et 53 dans l’emprunt', '2 900,00 €'],
          ['Capital restant dû par les lots au 23/06/2025', '1 160,00 €'],
        ),
        heading('Situation du syndicat'),
        table(
          ['Rubrique', 'Réponse'],
          ['Assemblée ayant approuvé les comptes 2023/2024', '16/01/2025'],
          ['Impayés des copropriétaires au 30/09/2024', '6 938,25 €'],
          ['Dettes fournisseurs au 30/09/2024', '4 412,70 €'],
          ['Honoraires d’état daté (décret 2020-153)', '360,00 € TTC'],
        ),
        small('Établi d’après les écritures comptables arrêtées au 23/06/2025.'),
      ],
    ],
  },
];
