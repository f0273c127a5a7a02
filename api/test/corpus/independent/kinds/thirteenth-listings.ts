import type { DocumentSpec } from '../../spec';
import { day, heading, listing, money, p, right, scanned, small, table, title } from '../blocks';

/**
 * A thirteenth batch (issue 39, fourth round), written by a writer who never read the reader's
 * rules, before any rule of that round changed and before the reader was run on it: what
 * sellers upload, as small independent syndics, big groups, volunteer syndics and online
 * syndics print it, with layouts and wordings the earlier batches did not use. A call that
 * describes each key in a sentence, an online syndic's monthly call with the month before
 * the year, a works call with the building's quarter beside the lot's share, ledgers with a
 * debit balance and a credit balance column, « D » after the balance, « sommes dues » and
 * « sommes versées » without a running balance, recovery costs, annexes with the balance
 * sheet's assets and liabilities side by side and budgets from the newest to the oldest, a
 * lot's statement of the annexes with its gap signed, minutes dated in words, July
 * exercises, statements with « CR » and with « Débit » / « Crédit » columns per key, an
 * « état des sommes dues » with a collective loan, and a notary's numbered questionnaire.
 *
 * Every figure a document prints for the seller's lot(s), or for the building where the
 * field is the building's, is declared (052's conventions, as the twelfth batch): "n" is the
 * last exercise closed on 2025-06-30 (2024, 2023/2024 from October or from July, 2024/2025
 * from April), a call's exercise is declared when the call prints its bounds, a figure
 * printed as an explicit 0 is declared as 0. The amounts are consistent as a syndic's are:
 * a total is the sum of its lines, a lot's share the building's amount × its tantièmes ÷ the
 * base, a quarter the year's share ÷ 4, a month ÷ 12, a ledger's balance its debits less its
 * credits.
 *
 * The documents go in pairs of one family and one difficulty; the pairs alternate between
 * the halves (index.ts), so each pair gives one document to tune on and one never seen.
 */
export const thirteenthListings: DocumentSpec[] = [
  {
    // small independent syndic: each key described in a sentence, the recapitulation after
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('building_budget', 8240000),
      money('expected_budget', 342000),
      money('works_funds_contribution', 420000),
      money('works_funds_last_contribution', 3339),
      day('fiscal_year_start', '2025-01-01'),
      day('fiscal_year_end', '2025-12-31'),
    ],
    pages: [
      [
        heading('GÉRANCE DE LA SOMME'),
        small(
          'Syndic indépendant depuis 1987 — 24 rue des Jacobins 80000 Amiens — 03 22 91 47 30 — carte professionnelle CPI 8001 2017 000 019 552',
        ),
        right('Monsieur Thierry Lefebvre\n5 quai Bélu, appartement 14\n80000 Amiens'),
        p('Amiens, le 10 juin 2025'),
        title('Appel de provisions du troisième trimestre 2025'),
        p(
          'Copropriété RÉSIDENCE SAINT-LEU, 5 quai Bélu 80000 Amiens — exercice du 1er janvier au 31 décembre 2025 — lot n° 14 (appartement, 2e étage, escalier B)',
        ),
        p(
          'Clé 01 — Charges communes générales : budget annuel de la clé 74 000,00 € ; vos tantièmes 318 / 10 000 ; votre quote-part annuelle 2 353,20 € ; appel du trimestre (1/4) 588,30 €.',
        ),
        p(
          'Clé 03 — Escalier B : budget annuel de la clé 8 400,00 € ; vos tantièmes 127 / 1 000 ; votre quote-part annuelle 1 066,80 € ; appel du trimestre (1/4) 266,70 €.',
        ),
        p(
          'Fonds de travaux (loi ALUR) : cotisation annuelle votée 4 200,00 €, répartie en charges communes générales ; votre quote-part annuelle 133,56 € ; appel du trimestre 33,39 €.',
        ),
        table(
          ['Récapitulatif', 'Annuel', '3e trimestre'],
          ['Provisions sur budget prévisionnel', '3 420,00 €', '855,00 €'],
          ['Cotisation au fonds de travaux', '133,56 €', '33,39 €'],
          ['Montant à régler avant le 01/07/2025', '', '888,39 €'],
        ),
        small(
          'Budget prévisionnel 2025 voté par l’assemblée générale du 14/03/2024 : 82 400,00 € (clé 01 : 74 000,00 € ; clé 03 : 8 400,00 €).',
        ),
        small(
          'Règlement par chèque à l’ordre du syndicat des copropriétaires Résidence Saint-Leu ou par virement (IBAN FR76 1670 6000 5154 0012 7733 085).',
        ),
      ],
    ],
  },
  {
    // online syndic's monthly call: the month before the year, two lots, the fund apart
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-05-20',
    figures: [
      day('document_date', '2025-05-20'),
      money('building_budget', 6360000),
      money('expected_budget', 269496),
      money('works_funds_contribution', 360000),
      money('works_funds_last_contribution', 1263),
      day('fiscal_year_start', '2024-10-01'),
      day('fiscal_year_end', '2025-09-30'),
    ],
    pages: [
      [
        small(
          'BELLECOPRO — votre syndic en ligne — 52 rue de la Chaussée-d’Antin 75009 Paris — support@bellecopro.fr',
        ),
        small('Document généré le 20/05/2025 depuis votre espace copropriétaire'),
        title('Votre appel de fonds de juin 2025'),
        p(
          'Copropriété 8 rue Saint-Maur 75011 Paris (n° 75011-0482) — Mme Léa Fontaine — lots 5 (appartement) et 33 (cave)',
        ),
        p(
          'Exercice du 01/10/2024 au 30/09/2025 — appels mensuels — 9e mensualité sur 12 — prélèvement le 01/06/2025',
        ),
        listing(
          ['Ligne', 'Lot', 'Tantièmes', 'Mensuel', 'Annuel'],
          ['Charges générales', '5', '412/10000', '197,76 €', '2 373,12 €'],
          ['Charges générales', '33', '9/10000', '4,32 €', '51,84 €'],
          ['Ascenseur', '5', '45/1000', '22,50 €', '270,00 €'],
          ['Sous-total budget', '', '', '224,58 €', '2 694,96 €'],
          ['Fonds travaux ALUR', '5', '412/10000', '12,36 €', '148,32 €'],
          ['Fonds travaux ALUR', '33', '9/10000', '0,27 €', '3,24 €'],
          ['Sous-total fonds travaux', '', '', '12,63 €', '151,56 €'],
          ['Total prélevé le 01/06/2025', '', '', '237,21 €', ''],
        ),
        p(
          'Budget voté pour l’exercice 2024/2025 : 63 600,00 € (charges générales 57 600,00 € ; ascenseur 6 000,00 €). Fonds de travaux ALUR voté : 3 600,00 €.',
        ),
        small(
          'Une question sur cet appel ? Écrivez-nous depuis la messagerie de votre espace, nous répondons sous 48 h ouvrées.',
        ),
      ],
    ],
  },
  {
    // big group, April–March: one listing with the budget, the fund and a works instalment
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-06-16',
    landscape: true,
    figures: [
      day('document_date', '2025-06-16'),
      money('building_budget', 13080000),
      money('expected_budget', 369000),
      money('works_funds_contribution', 800000),
      money('works_funds_last_contribution', 5700),
      day('fiscal_year_start', '2025-04-01'),
      day('fiscal_year_end', '2026-03-31'),
    ],
    pages: [
      [
        small(
          'ATRIUM GESTION — Groupe Atrium — Direction régionale Occitanie — 12 allées Jean-Jaurès 31000 Toulouse',
        ),
        small('Immeuble 2207 LE CARRÉ SAINT-CYPRIEN — compte 450-2207-0118 — page 1/1'),
        right('M. et Mme Karim Benali\n3 rue de la République, bât. A\n31300 Toulouse'),
        p('Toulouse, le 16 juin 2025'),
        title('APPEL DE FONDS N° 2 — EXERCICE DU 01/04/2025 AU 31/03/2026'),
        p(
          'Échéance du 01/07/2025 (trimestre juillet–septembre 2025) — vos lots : 22 (appartement T3) et 61 (parking)',
        ),
        listing(
          ['Code', 'Libellé', 'Lot', 'Montant immeuble', 'Tantièmes', 'Quote-part', 'Appelé'],
          ['', 'Budget prévisionnel 2025/2026 (AG du 19/09/2024)', '', '', '', '', ''],
          [
            '101',
            'Charges communes générales',
            '22',
            '96 000,00',
            '274/10000',
            '2 630,40',
            '657,60',
          ],
          ['101', 'Charges communes générales', '61', '96 000,00', '11/10000', '105,60', '26,40'],
          ['104', 'Chauffage collectif', '22', '30 000,00', '262/10000', '786,00', '196,50'],
          ['107', 'Parkings', '61', '4 800,00', '35/1000', '168,00', '42,00'],
          ['', 'Total budget', '', '130 800,00', '', '3 690,00', '922,50'],
          ['', 'Fonds de travaux (art. 14-2)', '', '', '', '', ''],
          ['120', 'Cotisation fonds de travaux', '22', '8 000,00', '274/10000', '219,20', '54,80'],
          ['120', 'Cotisation fonds de travaux', '61', '8 000,00', '11/10000', '8,80', '2,20'],
          ['', 'Total fonds de travaux', '', '8 000,00', '', '228,00', '57,00'],
          ['', 'Travaux votés hors budget', '', '', '', '', ''],
          [
            '310',
            'Ravalement et isolation des façades (AG du 19/09/2024) — appel 2/4',
            '22',
            '186 000,00',
            '274/10000',
            '5 096,40',
            '1 274,10',
          ],
          [
            '310',
            'Ravalement et isolation des façades (AG du 19/09/2024) — appel 2/4',
            '61',
            '186 000,00',
            '11/10000',
            '204,60',
            '51,15',
          ],
          ['', 'Total travaux', '', '186 000,00', '', '5 301,00', '1 325,25'],
          ['', 'TOTAL DE L’APPEL AU 01/07/2025', '', '', '', '', '2 304,75'],
        ),
        small(
          'Quote-part : part annuelle pour le budget et le fonds de travaux, part totale pour les travaux. Les appels 3/4 et 4/4 du ravalement seront exigibles les 01/10/2025 et 01/01/2026.',
        ),
      ],
    ],
  },
  {
    // small agency: the building's quarter beside the lot's share, works in the same table
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: '2025-03-14',
    figures: [
      day('document_date', '2025-03-14'),
      money('building_budget', 6120000),
      money('expected_budget', 169200),
      money('works_funds_contribution', 310000),
      money('works_funds_last_contribution', 1829),
    ],
    pages: [
      [
        heading('AGENCE DU THABOR'),
        small(
          'Syndic de copropriété — 11 rue de Paris 35000 Rennes — 02 99 38 14 62 — syndic@agence-thabor.fr',
        ),
        right('Madame Annick Le Goff\n27 rue de Fougères, appt 8\n35700 Rennes'),
        p('Rennes, le 14/03/2025'),
        title('AVIS D’APPEL DE FONDS — 2e TRIMESTRE 2025'),
        p('Copropriété LES JARDINS DU THABOR — 27 rue de Fougères 35700 Rennes — lot 8'),
        table(
          ['Échéance', 'Nature', 'Clé', 'Montant immeuble appelé', 'Tantièmes', 'À payer'],
          [
            '01/04/2025',
            'Provisions budget 2025 — 2e trimestre',
            'Charges générales',
            '13 500,00',
            '236 / 10 000',
            '318,60',
          ],
          [
            '01/04/2025',
            'Provisions budget 2025 — 2e trimestre',
            'Ascenseur',
            '1 800,00',
            '58 / 1 000',
            '104,40',
          ],
          [
            '01/04/2025',
            'Fonds de travaux ALUR — 2e trimestre',
            'Charges générales',
            '775,00',
            '236 / 10 000',
            '18,29',
          ],
          [
            '01/04/2025',
            'Mise en conformité de l’ascenseur — 3e et dernier appel',
            'Ascenseur',
            '8 200,00',
            '58 / 1 000',
            '475,60',
          ],
          [
            '01/04/2025',
            'Réfection de la cage d’escalier — appel unique',
            'Charges générales',
            '18 500,00',
            '236 / 10 000',
            '436,60',
          ],
          ['', 'NET À PAYER', '', '', '', '1 353,49'],
        ),
        heading('Rappel des décisions de l’assemblée générale du 20/03/2024'),
        p(
          'Budget prévisionnel de l’exercice 2025 : 61 200,00 € (charges générales 54 000,00 € ; ascenseur 7 200,00 €), soit pour votre lot 1 692,00 € par an. Cotisation annuelle au fonds de travaux : 3 100,00 €, soit 73,16 € pour votre lot.',
        ),
        p(
          'Mise en conformité de l’ascenseur : 24 600,00 € TTC, appelés en trois fois (01/10/2024, 01/01/2025, 01/04/2025). Réfection de la cage d’escalier : 18 500,00 € TTC, appelés en une fois.',
        ),
        small('Merci d’indiquer la référence THA-08 sur votre virement.'),
      ],
    ],
  },
  {
    // big group, July–June ledger: a debit balance column and a credit balance column
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-05',
    landscape: true,
    figures: [
      day('document_date', '2025-06-05'),
      money('expected_budget', 245100),
      money('wanted_loads', 35150),
      money('budget', 61275),
      money('works_funds_last_contribution', 3060),
      money('reserved_advances', 30000),
    ],
    pages: [
      [
        small('SOGIM NORMANDIE — Groupe Sogim — 40 rue Jeanne-d’Arc 76000 Rouen — 02 35 07 61 00'),
        small('Édition du 05/06/2025 — copropriété 0764 LES TERRASSES DU ROBEC — compte 4500-0413'),
        title('RELEVÉ DE COMPTE COPROPRIÉTAIRE'),
        p(
          'Mme Nathalie Guérin — lot 41 (appartement) — exercice 2024/2025 (juillet à juin). Provisions de l’exercice : 2 451,00 € par an pour votre lot, soit 612,75 € par trimestre ; fonds de travaux : 30,60 € par trimestre.',
        ),
        listing(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde débiteur', 'Solde créditeur'],
          ['01/07/2024', 'Solde de l’exercice 2023/2024', '287,30', '', '287,30', ''],
          ['01/07/2024', 'Appel de provisions 1er trim. 2024/2025', '612,75', '', '900,05', ''],
          ['01/07/2024', 'Fonds de travaux 1er trim. 2024/2025', '30,60', '', '930,65', ''],
          ['12/07/2024', 'Virement reçu', '', '643,35', '287,30', ''],
          ['01/10/2024', 'Appel de provisions 2e trim. 2024/2025', '612,75', '', '900,05', ''],
          ['01/10/2024', 'Fonds de travaux 2e trim. 2024/2025', '30,60', '', '930,65', ''],
          ['15/10/2024', 'Virement reçu', '', '643,35', '287,30', ''],
          [
            '20/11/2024',
            'Répartition des charges 2023/2024 (AG du 14/11/2024) — complément',
            '64,20',
            '',
            '351,50',
            '',
          ],
          ['01/01/2025', 'Appel de provisions 3e trim. 2024/2025', '612,75', '', '964,25', ''],
          ['01/01/2025', 'Fonds de travaux 3e trim. 2024/2025', '30,60', '', '994,85', ''],
          ['08/01/2025', 'Virement reçu', '', '643,35', '351,50', ''],
          ['01/04/2025', 'Appel de provisions 4e trim. 2024/2025', '612,75', '', '964,25', ''],
          ['01/04/2025', 'Fonds de travaux 4e trim. 2024/2025', '30,60', '', '994,85', ''],
          ['', 'Totaux', '2 924,90', '1 930,05', '994,85', ''],
        ),
        table(
          ['Détail du solde débiteur au 05/06/2025', 'Montant'],
          ['Exercices clos (2023/2024 et antérieurs)', '351,50 €'],
          ['Provisions exigibles non réglées (appel du 01/04/2025)', '612,75 €'],
          ['Fonds de travaux exigible non réglé (appel du 01/04/2025)', '30,60 €'],
          ['Total', '994,85 €'],
        ),
        p('Avance permanente de trésorerie versée par vous et détenue par le syndicat : 300,00 €'),
        small(
          'Sans règlement sous huitaine, une mise en demeure vous sera adressée ; les frais en seront imputés à votre compte (art. 10-1 de la loi du 10 juillet 1965).',
        ),
      ],
    ],
  },
  {
    // volunteer syndic's ledger: piece numbers, « D » after the balance, a works call unpaid
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-05-12',
    figures: [
      day('document_date', '2025-05-12'),
      money('expected_budget', 162200),
      money('wanted_loads', 11665),
      money('budget', 40550),
      money('unbudget', 51200),
      money('works_funds_last_contribution', 2030),
    ],
    pages: [
      [
        small(
          'Copropriété du 9 rue Chanzy, 49100 Angers — syndic bénévole : Mme Odile Mercier, 9 rue Chanzy — odile.mercier49@orange.fr',
        ),
        title('Relevé de votre compte au 12 mai 2025'),
        p('M. Bertrand Caron — lots 3 (appartement, 1er étage) et 12 (cave)'),
        p(
          'Budget 2025 voté pour vos lots : 1 622,00 € (provision trimestrielle 405,50 €) ; cotisation trimestrielle au fonds de travaux : 20,30 €.',
        ),
        table(
          ['Date', 'Pièce', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'RAN', 'Report à nouveau au 31/12/2024', '158,40', '', '158,40 D'],
          ['01/01/2025', 'AP25-1', 'Provisions 1er trimestre 2025', '405,50', '', '563,90 D'],
          ['01/01/2025', 'AP25-1', 'Fonds de travaux 1er trimestre 2025', '20,30', '', '584,20 D'],
          ['03/02/2025', 'CH 0571', 'Votre chèque', '', '425,80', '158,40 D'],
          ['01/04/2025', 'AP25-2', 'Provisions 2e trimestre 2025', '405,50', '', '563,90 D'],
          ['01/04/2025', 'AP25-2', 'Fonds de travaux 2e trimestre 2025', '20,30', '', '584,20 D'],
          [
            '01/04/2025',
            'TX-TOIT',
            'Réfection de la toiture (AG du 27/06/2024) — appel 1/2',
            '512,00',
            '',
            '1 096,20 D',
          ],
          [
            '10/04/2025',
            'REG24',
            'Régularisation des charges 2024 (AG du 08/04/2025)',
            '',
            '41,75',
            '1 054,45 D',
          ],
          ['', '', 'Totaux', '1 522,00', '467,55', '1 054,45 D'],
        ),
        p(
          'Ce solde se compose de : reliquat de l’exercice 2024 après régularisation, 116,65 € ; provisions du 2e trimestre 2025, 405,50 € ; fonds de travaux du 2e trimestre 2025, 20,30 € ; appel 1/2 des travaux de toiture, 512,00 €.',
        ),
        small('D = débiteur (vous devez cette somme) ; C = créditeur (somme en votre faveur).'),
        small(
          'Merci de régler par chèque à l’ordre du « Syndicat des copropriétaires du 9 rue Chanzy », à déposer dans ma boîte aux lettres.',
        ),
      ],
    ],
  },
  {
    // scanned to PNG: « sommes dues » and « sommes versées », no running balance, in credit
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-04-22',
    figures: [
      day('document_date', '2025-04-22'),
      money('expected_budget', 215280),
      money('credit_balance', 8640),
      money('works_funds_last_contribution', 2690),
      money('reserved_advances', 20000),
    ],
    scan: scanned(200, -0.6, 11, 'png'),
    pages: [
      [
        heading('CABINET MARTEL IMMOBILIER'),
        small('Syndic — 6 place du Marché 17000 La Rochelle — 05 46 41 22 90'),
        right('La Rochelle, le 22/04/2025'),
        title('SITUATION DE COMPTE'),
        p('Résidence LES MINIMES — M. Patrick Robin — lot 19'),
        p(
          'Exercice 2024/2025 : provisions annuelles de votre lot 2 152,80 € — cotisation au fonds de travaux 26,90 € par trimestre',
        ),
        table(
          ['Date', 'Libellé', 'Sommes dues', 'Sommes versées'],
          ['01/10/2024', 'Provisions 1er trimestre 2024/2025', '538,20', ''],
          ['01/10/2024', 'Fonds de travaux 1er trimestre', '26,90', ''],
          ['07/10/2024', 'Prélèvement', '', '565,10'],
          ['01/01/2025', 'Provisions 2e trimestre 2024/2025', '538,20', ''],
          ['01/01/2025', 'Fonds de travaux 2e trimestre', '26,90', ''],
          ['07/01/2025', 'Prélèvement', '', '565,10'],
          ['27/01/2025', 'Régularisation des charges 2023/2024 (excédent)', '', '86,40'],
          ['01/04/2025', 'Provisions 3e trimestre 2024/2025', '538,20', ''],
          ['01/04/2025', 'Fonds de travaux 3e trimestre', '26,90', ''],
          ['07/04/2025', 'Prélèvement', '', '565,10'],
          ['', 'Totaux', '1 695,30', '1 781,70'],
        ),
        p('Solde en votre faveur au 22/04/2025 : 86,40 €'),
        p('Fonds de roulement versé et détenu par le syndicat : 200,00 €'),
        small('Le solde en votre faveur sera déduit du prochain prélèvement.'),
      ],
    ],
  },
  {
    // scanned, two pages, April–March: a partial payment, recovery costs, the split overleaf
    kind: 'releve-de-compte',
    doctype: 10,
    dateISO: '2025-06-03',
    figures: [
      day('document_date', '2025-06-03'),
      money('wanted_loads', 23710, 2),
      money('budget', 72450, 2),
      money('works_funds_last_contribution', 3510, 2),
      money('other_due', 1850, 2),
      money('expected_budget', 289800, 2),
      money('reserved_advances', 28000, 2),
    ],
    scan: scanned(180, 0.9, 12),
    pages: [
      [
        heading('AZUR SYNDIC GESTION'),
        small('8 avenue Jean-Médecin 06000 Nice — 04 93 80 52 17 — www.azur-syndic.fr'),
        right('Mme Francine Bonnet\n14 boulevard Gambetta\n06000 Nice'),
        title('RELEVÉ INDIVIDUEL DE COMPTE'),
        p(
          'Copropriété LE PALAIS MIMOSA — lot 36 — période du 01/01/2025 au 03/06/2025 — édité à Nice le 03/06/2025',
        ),
        table(
          ['Date', 'Libellé', 'Débit', 'Crédit', 'Solde'],
          ['01/01/2025', 'Solde au 31/12/2024', '', '', '0,00'],
          ['01/01/2025', 'Appel provisions 4e trim. exercice 2024/2025', '702,00', '', '702,00'],
          ['01/01/2025', 'Fonds de travaux 4e trim. 2024/2025', '35,10', '', '737,10'],
          ['01/04/2025', 'Appel provisions 1er trim. exercice 2025/2026', '724,50', '', '1 461,60'],
          ['01/04/2025', 'Fonds de travaux 1er trim. 2025/2026', '35,10', '', '1 496,70'],
          ['14/04/2025', 'Virement partiel', '', '500,00', '996,70'],
          ['22/05/2025', 'Frais de mise en demeure (LRAR)', '18,50', '', '1 015,20'],
          ['', 'Totaux', '1 515,20', '500,00', '1 015,20'],
        ),
        small('Détail du solde au verso.'),
      ],
      [
        small('Relevé individuel — Mme Francine Bonnet — lot 36 — page 2/2'),
        heading('Détail du solde débiteur'),
        table(
          ['Nature', 'Montant'],
          [
            'Exercice 2024/2025 clos le 31/03/2025 (après imputation du virement du 14/04/2025)',
            '237,10',
          ],
          ['Provisions exigibles de l’exercice 2025/2026 (appel du 01/04/2025)', '724,50'],
          ['Fonds de travaux (appel du 01/04/2025)', '35,10'],
          ['Frais de recouvrement (art. 10-1 de la loi du 10 juillet 1965)', '18,50'],
          ['Total dû', '1 015,20'],
        ),
        p('Budget 2025/2026 de votre lot : 2 898,00 € (quatre appels de 724,50 €).'),
        p('Avance de trésorerie détenue par le syndicat pour votre compte : 280,00 €.'),
        small(
          'À défaut de règlement sous quinze jours, votre dossier sera transmis à notre service contentieux.',
        ),
      ],
    ],
  },
  {
    // annexes 1 and 3 and the lot's statement over three pages, budgets newest first
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2025-04-03',
    landscape: true,
    figures: [
      day('document_date', '2025-04-03'),
      money('unpaid', 1187342),
      money('unpaid_providers', 892561),
      money('works_funds', 4128000),
      day('dt_works_funds', '2024-12-31'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 8500000, 2),
      money('building_budget', 8800000, 2),
      money('budget_n', 192100, 3),
      money('expected_budget_n', 193050, 3),
      money('expected_budget', 200375, 3),
    ],
    pages: [
      [
        small(
          'IMMOGEST LORRAINE — 3 place Saint-Louis 57000 Metz — pièces jointes à la convocation du 03/04/2025 — page 1/3',
        ),
        title('ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION'),
        p(
          'Syndicat des copropriétaires LES ALLÉES DE SEILLE — exercice du 01/01/2024 au 31/12/2024',
        ),
        listing(
          ['Compte', 'Libellé', 'Exercice 2024', 'Exercice 2023'],
          ['', 'TRÉSORERIE', '', ''],
          ['512', 'Banque — compte courant', '38 642,17', '33 105,90'],
          ['5021', 'Compte séparé — fonds de travaux', '41 280,00', '32 760,00'],
          ['', 'CRÉANCES', '', ''],
          ['450', 'Copropriétaires — sommes exigibles non réglées', '11 873,42', '9 214,06'],
          ['4091', 'Fournisseurs débiteurs (avoirs à recevoir)', '312,00', '0,00'],
          ['', 'TOTAL ACTIF', '92 107,59', '75 079,96'],
          ['', 'DETTES', '', ''],
          ['401', 'Fournisseurs', '8 925,61', '7 480,22'],
          ['4502', 'Copropriétaires — avances et excédents', '4 316,98', '3 519,74'],
          ['', 'FONDS ET PROVISIONS', '', ''],
          ['103', 'Avances de trésorerie', '15 000,00', '15 000,00'],
          ['102', 'Provisions pour travaux décidés', '22 585,00', '16 320,00'],
          ['105', 'Fonds de travaux', '41 280,00', '32 760,00'],
          ['', 'TOTAL PASSIF', '92 107,59', '75 079,96'],
        ),
      ],
      [
        small('LES ALLÉES DE SEILLE — annexe 3 — page 2/3'),
        title('ANNEXE 3 — COMPTE DE GESTION POUR OPÉRATIONS COURANTES'),
        listing(
          ['Clé', 'Budget proposé 2026', 'Budget voté 2025', 'Réalisé 2024', 'Budget voté 2024'],
          ['Charges générales', '76 000,00', '73 500,00', '69 487,30', '71 000,00'],
          ['Ascenseur', '8 800,00', '8 500,00', '8 614,90', '8 000,00'],
          ['Eau froide', '6 200,00', '6 000,00', '5 729,35', '6 000,00'],
          ['Total', '91 000,00', '88 000,00', '83 831,55', '85 000,00'],
        ),
        small(
          'Le budget 2025 a été voté par l’assemblée générale du 18/04/2024 ; le budget 2026 sera soumis à l’assemblée générale du 24/04/2025.',
        ),
      ],
      [
        small('LES ALLÉES DE SEILLE — annexe individuelle — page 3/3'),
        heading('Répartition individuelle — Mme Sylvie Klein — lot 17'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Provisions appelées 2024',
            'Charges réelles 2024',
            'Écart (– : en votre faveur)',
            'Budget 2025',
          ],
          ['Charges générales', '205 / 10 000', '1 455,50', '1 424,49', '-31,01', '1 506,75'],
          ['Ascenseur', '44 / 1 000', '352,00', '379,06', '27,06', '374,00'],
          ['Eau froide', '205 / 10 000', '123,00', '117,45', '-5,55', '123,00'],
          ['Total lot 17', '', '1 930,50', '1 921,00', '-9,50', '2 003,75'],
        ),
        small('L’écart de 9,50 € en votre faveur sera porté à votre compte après l’assemblée.'),
      ],
    ],
  },
  {
    // annexe 1 as a balance sheet, assets and liabilities side by side, October–September
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: '2024-12-04',
    landscape: true,
    figures: [
      day('document_date', '2024-12-04'),
      money('unpaid', 674290),
      money('unpaid_providers', 489327),
      money('works_funds', 1845000),
      day('dt_works_funds', '2024-09-30'),
      day('fiscal_year_start', '2023-10-01'),
      day('fiscal_year_end', '2024-09-30'),
      money('building_budget_n', 6800000, 2),
      money('building_budget', 7050000, 2),
      money('budget_n', 210833, 2),
      money('expected_budget_n', 209150, 2),
      money('expected_budget', 216810, 2),
    ],
    pages: [
      [
        small('ALPES SYNDIC — 9 place Grenette 38000 Grenoble — Grenoble, le 04/12/2024 — 1/2'),
        title('ANNEXE N° 1 — ÉTAT FINANCIER'),
        p('Copropriété LE BELLEDONNE — exercice du 01/10/2023 au 30/09/2024'),
        listing(
          ['ACTIF', '30/09/2024', '30/09/2023', 'PASSIF', '30/09/2024', '30/09/2023'],
          ['Banque', '24 318,55', '21 907,14', 'Fournisseurs', '4 893,27', '3 967,80'],
          [
            'Placement du fonds de travaux',
            '18 450,00',
            '14 100,00',
            'Copropriétaires créditeurs',
            '1 968,18',
            '2 057,69',
          ],
          [
            'Copropriétaires débiteurs',
            '6 742,90',
            '5 118,35',
            'Avances (fonds de roulement)',
            '10 000,00',
            '10 000,00',
          ],
          ['', '', '', 'Provisions pour travaux votés', '14 200,00', '11 000,00'],
          ['', '', '', 'Fonds de travaux ALUR', '18 450,00', '14 100,00'],
          ['TOTAL ACTIF', '49 511,45', '41 125,49', 'TOTAL PASSIF', '49 511,45', '41 125,49'],
        ),
        small('Comptes présentés à l’assemblée générale convoquée pour le 17/12/2024.'),
      ],
      [
        small('LE BELLEDONNE — annexes 3 et 4, compte individuel — 2/2'),
        heading('Annexe n° 3 — Compte de gestion pour opérations courantes'),
        listing(
          [
            'Chapitre',
            'Budget 2023/2024',
            'Réalisé 2023/2024',
            'Budget 2024/2025',
            'Budget 2025/2026 (projet)',
          ],
          ['Charges générales', '46 500,00', '45 218,40', '48 000,00', '49 500,00'],
          ['Chauffage collectif', '21 500,00', '23 406,60', '22 500,00', '24 000,00'],
          ['Total', '68 000,00', '68 625,00', '70 500,00', '73 500,00'],
        ),
        heading('Annexe n° 4 — Travaux votés'),
        listing(
          ['Travaux', 'Vote', 'Montant voté', 'Dépenses cumulées', 'Appels cumulés'],
          [
            'Remplacement de la chaudière collective',
            'AG du 08/12/2022',
            '42 000,00',
            '27 800,00',
            '42 000,00',
          ],
        ),
        heading('Votre compte individuel — M. Frédéric Bouvier — lot 4'),
        listing(
          [
            'Clé',
            'Tantièmes',
            'Provisions appelées 2023/2024',
            'Charges réelles 2023/2024',
            'Budget 2024/2025',
          ],
          ['Charges générales', '312/10000', '1 450,80', '1 410,81', '1 497,60'],
          ['Chauffage collectif', '298/10000', '640,70', '697,52', '670,50'],
          ['Total', '', '2 091,50', '2 108,33', '2 168,10'],
        ),
      ],
    ],
  },
  {
    // big syndic's minutes dated in words, accounts on page 1, budgets and fund on page 2
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-05',
    figures: [
      day('document_date', '2025-06-05'),
      day('dt_based', '2025-06-05'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
      money('building_budget_n', 9000000),
      money('building_budget', 9300000, 2),
      money('works_funds_contribution', 465000, 2),
    ],
    pages: [
      [
        small(
          'AUVERGNE COPROPRIÉTÉS — syndic professionnel — 22 place de Jaude 63000 Clermont-Ferrand',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p('Résidence LES VOLCANS — 14 avenue des Cottages 63000 Clermont-Ferrand'),
        p(
          'L’an deux mille vingt-cinq, le cinq juin à dix-huit heures, les copropriétaires de la Résidence Les Volcans se sont réunis en assemblée générale ordinaire, salle Boris-Vian, 2 rue Fernand-Forest, sur convocation du syndic adressée le 12/05/2025. Copropriétaires présents ou représentés : 27 sur 41, totalisant 6 318 / 10 000 tantièmes.',
        ),
        heading('RÉSOLUTION N° 1 — Élection du président de séance (article 24)'),
        p('M. Didier Chabrol est élu président de séance. Adoptée à l’unanimité.'),
        heading('RÉSOLUTION N° 2 — Élection du secrétaire de séance (article 24)'),
        p('Mme Anne Roussel, représentant le syndic, est élue secrétaire. Adoptée.'),
        heading(
          'RÉSOLUTION N° 4 — Approbation des comptes de l’exercice du 1er janvier 2024 au 31 décembre 2024 (article 24)',
        ),
        p(
          'L’assemblée générale, après examen des annexes comptables jointes à la convocation et du rapport du conseil syndical, approuve les comptes de l’exercice 2024 : charges pour opérations courantes de 88 742,15 € pour un budget voté de 90 000,00 €. L’excédent de 1 257,85 € est réparti entre les copropriétaires.',
        ),
        table(['Vote', 'Tantièmes'], ['Pour', '6 010'], ['Contre', '0'], ['Abstention', '308']),
        p('La résolution est adoptée.'),
        heading('RÉSOLUTION N° 5 — Quitus au syndic (article 24)'),
        p(
          'Quitus est donné au syndic pour sa gestion de l’exercice 2024. Adoptée par 5 702 tantièmes.',
        ),
      ],
      [
        small('Assemblée générale du 05/06/2025 — Résidence Les Volcans — page 2/2'),
        heading('RÉSOLUTION N° 6 — Budget prévisionnel de l’exercice 2025 (article 24)'),
        p(
          'L’assemblée générale confirme le budget prévisionnel de l’exercice en cours, du 1er janvier au 31 décembre 2025, à 93 000,00 €. Adoptée.',
        ),
        heading('RÉSOLUTION N° 7 — Budget prévisionnel de l’exercice 2026 (article 24)'),
        p(
          'L’assemblée générale vote le budget prévisionnel de l’exercice 2026 à 96 000,00 €, appelé par quarts les 1er janvier, 1er avril, 1er juillet et 1er octobre 2026. Adoptée.',
        ),
        heading('RÉSOLUTION N° 8 — Fonds de travaux (article 25)'),
        p(
          'L’assemblée générale fixe la cotisation annuelle au fonds de travaux de l’exercice 2025 à 4 650,00 €, soit 5 % du budget prévisionnel, appelée par quart avec les provisions. Adoptée par 6 318 tantièmes.',
        ),
        heading('RÉSOLUTION N° 9 — Remplacement de l’interphonie (article 24)'),
        p(
          'L’assemblée générale retient le devis de la société Clermont Sécurité pour 9 800,00 € TTC, les honoraires du syndic en sus (196,00 € TTC), appelés en une fois le 01/10/2025. Adoptée.',
        ),
        small(
          'L’ordre du jour étant épuisé, la séance est levée à 20 h 40. Fait à Clermont-Ferrand, le 05/06/2025. Le président de séance, la secrétaire, les scrutateurs.',
        ),
      ],
    ],
  },
  {
    // volunteer syndic's minutes, July–June exercise, votes named, over two pages
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-11-21',
    figures: [
      day('document_date', '2024-11-21'),
      day('dt_based', '2024-11-21'),
      day('fiscal_year_start', '2023-07-01'),
      day('fiscal_year_end', '2024-06-30'),
      money('building_budget_n', 3800000),
      money('building_budget', 4000000, 2),
      money('works_funds_contribution', 200000, 2),
    ],
    pages: [
      [
        small(
          'Syndicat des copropriétaires LE CLOS DES LILAS — 6 impasse des Lilas 86000 Poitiers — syndic bénévole : M. Gérard Pichon',
        ),
        title('Compte rendu de l’assemblée générale du 21 novembre 2024'),
        p(
          'Le jeudi 21 novembre 2024 à 18 h 30, les copropriétaires se sont réunis dans le local commun du rez-de-chaussée. Présents ou représentés : 10 copropriétaires sur 14, soit 738 / 1 000 tantièmes.',
        ),
        heading('1. Président et secrétaire de séance'),
        p('Mme Hélène Brunet préside la séance ; M. Yves Garnier en est le secrétaire. Unanimité.'),
        heading('2. Comptes de l’exercice du 1er juillet 2023 au 30 juin 2024'),
        p(
          'Le syndic présente les comptes : pour un budget de 38 000,00 €, les dépenses courantes atteignent 39 214,62 €, le dépassement de 1 214,62 € venant du chauffage. Il sera réparti selon les tantièmes avec l’appel du 01/01/2025. Les comptes sont approuvés.',
        ),
        p(
          'Votent contre : M. Dupuis (48), Mme Lopez (61). Abstention : néant. Adopté par 629 / 738.',
        ),
        heading('3. Désignation du syndic'),
        p(
          'M. Gérard Pichon est reconduit dans ses fonctions de syndic bénévole pour un an, jusqu’à l’assemblée qui statuera sur les comptes 2024/2025. Unanimité.',
        ),
      ],
      [
        small('Le Clos des Lilas — assemblée générale du 21/11/2024 — page 2'),
        heading('4. Budgets prévisionnels'),
        p(
          'Le budget de l’exercice en cours, du 1er juillet 2024 au 30 juin 2025, est confirmé à 40 000,00 €. Le budget de l’exercice 2025/2026 est voté à 41 500,00 €. Unanimité.',
        ),
        heading('5. Fonds de travaux'),
        p(
          'La cotisation au fonds de travaux est fixée à 2 000,00 € pour l’exercice 2024/2025, soit 5 % du budget, répartie selon les tantièmes généraux. Adopté par 738 / 1 000.',
        ),
        heading('6. Élagage et abattage des arbres du jardin'),
        p(
          'L’assemblée retient le devis des Jardins du Clain pour 6 480,00 € TTC, appelé le 01/01/2025. Vote contre : Mme Lopez (61). Adopté.',
        ),
        heading('7. Questions diverses'),
        p('Le local vélos sera repeint par les copropriétaires volontaires au printemps.'),
        small(
          'Fin de la réunion à 20 h 15. Poitiers, le 21/11/2024. La présidente, le secrétaire, le syndic bénévole.',
        ),
      ],
    ],
  },
  {
    // small syndic, April–March statement: one lot, the regularisation « CR », works apart
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      money('budget_n', 263870),
      money('expected_budget_n', 265960),
      money('hors_budget_n', 19536),
      money('expected_hors_budget_n', 19536),
      day('fiscal_year_start', '2024-04-01'),
      day('fiscal_year_end', '2025-03-31'),
    ],
    pages: [
      [
        heading('CHAMPAGNE SYNDIC'),
        small('12 rue de Vesle 51100 Reims — 03 26 47 30 85 — gestion@champagne-syndic.fr'),
        right('M. Jérôme Lambert\n4 rue du Barbâtre, bâtiment C\n51100 Reims'),
        p('Reims, le 10/06/2025'),
        title('DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE DU 01/04/2024 AU 31/03/2025'),
        p('Copropriété LE PARVIS SAINT-REMI — lot 27 (appartement, bâtiment C, 3e étage)'),
        table(
          ['Clé', 'Dépenses de l’immeuble', 'Vos tantièmes', 'Votre quote-part'],
          ['Charges générales', '58 713,40', '264 / 10 000', '1 550,03'],
          ['Bâtiment C', '6 842,10', '91 / 1 000', '622,63'],
          ['Ascenseur bâtiment C', '4 905,70', '95 / 1 000', '466,04'],
          ['Total charges courantes', '70 461,20', '', '2 638,70'],
          ['Provisions appelées sur l’exercice', '', '', '2 659,60'],
          ['Solde', '', '', '20,90 CR'],
        ),
        heading('Travaux votés hors budget'),
        table(
          ['Travaux', 'Dépense', 'Tantièmes', 'Quote-part', 'Appelé', 'Solde'],
          [
            'Remplacement des boîtes aux lettres (AG du 18/06/2024)',
            '7 400,00',
            '264 / 10 000',
            '195,36',
            '195,36',
            '0,00',
          ],
        ),
        p('Régularisation portée à votre compte le 01/07/2025 : 20,90 CR.'),
        small(
          'CR : en votre faveur — DB : à votre charge. Comptes approuvés par l’assemblée générale du 05/06/2025.',
        ),
      ],
    ],
  },
  {
    // big group, calendar exercise: two lots, a « Débit » and a « Crédit » column per key
    kind: 'decompte-de-charges',
    doctype: 10,
    dateISO: '2025-03-25',
    landscape: true,
    figures: [
      day('document_date', '2025-03-25'),
      money('budget_n', 341175),
      money('expected_budget_n', 339400),
      money('hors_budget_n', 43030),
      money('expected_hors_budget_n', 45000),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small(
          'ADMINISTRATION IMMOBILIÈRE DU GRAND OUEST (AIGO) — agence de Brest — 30 rue de Siam 29200 Brest',
        ),
        small(
          'Édité le 25/03/2025 — immeuble 1183 LES HAUTS DE RECOUVRANCE — copropriétaire 20457',
        ),
        title('RÉPARTITION DES CHARGES DE L’EXERCICE DU 01/01/2024 AU 31/12/2024'),
        p('Mme Maëlle Kerjean — lots 9 (appartement) et 71 (parking)'),
        listing(
          [
            'Lot',
            'Clé de répartition',
            'Tantièmes',
            'Dépenses immeuble',
            'Quote-part réelle',
            'Provisions appelées',
            'Débit',
            'Crédit',
          ],
          [
            '9',
            'Charges générales',
            '187/10000',
            '102 417,80',
            '1 915,21',
            '1 870,00',
            '45,21',
            '',
          ],
          ['9', 'Chauffage', '201/10000', '38 260,50', '769,04', '804,00', '', '34,96'],
          ['9', 'Ascenseur', '40/1000', '12 115,40', '484,62', '480,00', '4,62', ''],
          ['71', 'Charges générales', '14/10000', '102 417,80', '143,38', '140,00', '3,38', ''],
          ['71', 'Parkings', '25/1000', '3 980,00', '99,50', '100,00', '', '0,50'],
          ['', 'Total opérations courantes 2024', '', '', '3 411,75', '3 394,00', '53,21', '35,46'],
          ['', 'Solde opérations courantes', '', '', '', '', '17,75', ''],
        ),
        listing(
          [
            'Lot',
            'Travaux et opérations exceptionnelles',
            'Tantièmes',
            'Dépense immeuble',
            'Quote-part réelle',
            'Appels de fonds',
            'Débit',
            'Crédit',
          ],
          [
            '71',
            'Réfection de l’éclairage du parking (AG du 16/05/2023)',
            '25/1000',
            '17 212,00',
            '430,30',
            '450,00',
            '',
            '19,70',
          ],
        ),
        p(
          'Net de la répartition 2024 : 17,75 au débit et 19,70 au crédit, soit 1,95 en votre faveur, imputé sur l’appel du 01/04/2025.',
        ),
        small(
          'Répartition établie d’après les comptes approuvés par l’assemblée générale du 13/03/2025.',
        ),
      ],
    ],
  },
  {
    // online syndic's « état des sommes dues » over two pages: explicit zeros, a collective loan
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-06-16',
    figures: [
      day('document_date', '2025-06-16'),
      money('budget', 0),
      money('unbudget', 0),
      money('wanted_loads', 0),
      money('reserved_advances', 35000),
      money('ongoing_budget', 95360),
      money('expected_budget', 190720),
      money('building_budget', 6400000),
      money('works_funds', 1985000, 2),
      day('dt_works_funds', '2024-12-31', 2),
      money('works_funds_lot', 59153, 2),
      money('works_funds_contribution', 320000, 2),
      money('works_funds_last_contribution', 2384, 2),
      day('dt_last_contribution', '2025-04-01', 2),
      money('loan_share', 357600, 2),
      money('loan_remaining', 214560, 2),
      day('dt_based', '2025-04-10', 2),
      money('unpaid', 498025, 2),
      money('unpaid_providers', 361240, 2),
      money('transfer_fees', 34000, 2),
    ],
    pages: [
      [
        small(
          'SYNDEO — syndic en ligne — 120 rue de l’Aiguelongue 34090 Montpellier — mutations@syndeo.fr',
        ),
        title('ÉTAT DES SOMMES DUES — MUTATION DU LOT 15'),
        p(
          'Copropriété RÉSIDENCE ANTIGONE SUD, 9 place du Nombre-d’Or 34000 Montpellier — lot 15 (appartement, 298 / 10 000) — vendeur : Mme Julie Marchetti — demande de Maître Olivier Castan, notaire',
        ),
        p('Établi le 16/06/2025'),
        heading('A. Sommes dues par le vendeur'),
        table(
          ['Rubrique', 'Montant'],
          ['Provisions exigibles du budget prévisionnel', '0,00 €'],
          ['Provisions exigibles hors budget (travaux)', '0,00 €'],
          ['Charges impayées des exercices clos', '0,00 €'],
        ),
        heading('B. Sommes dues au vendeur par le syndicat'),
        table(
          ['Rubrique', 'Montant'],
          ['Avances de trésorerie versées par le vendeur', '350,00 €'],
        ),
        heading('C. Sommes à la charge de l’acquéreur'),
        table(
          ['Rubrique', 'Montant'],
          [
            'Provisions du budget 2025 non encore exigibles (appels des 01/07/2025 et 01/10/2025)',
            '953,60 €',
          ],
          ['Quote-part annuelle du lot dans le budget 2025', '1 907,20 €'],
        ),
        small('Budget prévisionnel 2025 de la copropriété : 64 000,00 €, appelé par trimestre.'),
      ],
      [
        small('État des sommes dues — lot 15 — Syndeo — page 2/2'),
        heading('D. Fonds de travaux'),
        table(
          ['Rubrique', 'Réponse'],
          ['Montant du fonds au 31/12/2024', '19 850,00 €'],
          ['Part rattachée au lot 15', '591,53 €'],
          ['Cotisation annuelle votée pour 2025', '3 200,00 €'],
          ['Dernière cotisation payée par le vendeur', '23,84 € (appel du 01/04/2025)'],
        ),
        heading('E. Emprunt collectif'),
        table(
          ['Rubrique', 'Réponse'],
          ['Objet', 'Isolation de la toiture (AG du 14/04/2021), prêt sur 10 ans'],
          ['Quote-part du lot 15 dans l’emprunt', '3 576,00 €'],
          ['Capital restant dû par le lot au 01/04/2025', '2 145,60 €'],
        ),
        heading('F. Situation de la copropriété'),
        table(
          ['Rubrique', 'Réponse'],
          ['Dernière assemblée ayant approuvé les comptes (exercice 2024)', '10/04/2025'],
          ['Impayés de charges des copropriétaires au 31/12/2024', '4 980,25 €'],
          ['Dettes envers les fournisseurs au 31/12/2024', '3 612,40 €'],
          ['Procédures en cours', 'aucune'],
          ['Honoraires d’établissement de l’état daté', '340,00 € TTC'],
        ),
        small('Document établi sur la base des écritures passées au 16/06/2025.'),
      ],
    ],
  },
  {
    // scanned: a notary's numbered questionnaire, October–September exercise, a procedure
    kind: 'questionnaire-syndic',
    doctype: 10,
    dateISO: '2025-04-30',
    figures: [
      day('document_date', '2025-04-30'),
      money('building_budget', 5200000),
      money('expected_budget', 234520),
      money('works_funds_contribution', 280000),
      money('budget', 58630),
      money('unbudget', 0),
      money('wanted_loads', 20415),
      money('reserved_advances', 22550),
      money('ongoing_budget', 58630),
      money('unbudget_not_due', 180400),
      money('works_funds', 1146000, 2),
      day('dt_works_funds', '2024-09-30', 2),
      money('works_funds_lot', 51685, 2),
      money('works_funds_last_contribution', 3157, 2),
      day('dt_last_contribution', '2025-01-01', 2),
      day('dt_based', '2024-12-12', 2),
      money('unpaid', 387106, 2),
      money('unpaid_providers', 274593, 2),
      money('transfer_fees', 38000, 2),
    ],
    scan: scanned(200, -1.1, 12),
    pages: [
      [
        small(
          'SCP Hébert-Lemonnier, notaires associés — 8 place Saint-Sauveur 14000 Caen — dossier 2025-0417',
        ),
        title('QUESTIONNAIRE À RETOURNER PAR LE SYNDIC'),
        p(
          'Immeuble 12 rue Écuyère 14000 Caen — lot 7 (appartement, 451 / 10 000) — vendeur : M. Alain Dubreuil — syndic : Normandie Habitat Gestion',
        ),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          [
            '1',
            'Budget prévisionnel de l’exercice en cours et quote-part du lot',
            'Exercice 2024/2025 (octobre à septembre) : 52 000,00 € — lot 7 : 2 345,20 €',
          ],
          ['2', 'Cotisation annuelle au fonds de travaux', '2 800,00 €'],
          ['3', 'Le vendeur est-il à jour de ses charges ?', 'Non'],
          ['4', 'Provisions du budget exigibles et impayées', '586,30 € (appel du 01/04/2025)'],
          [
            '5',
            'Cotisation au fonds de travaux exigible et impayée',
            '31,57 € (appel du 01/04/2025)',
          ],
          ['6', 'Provisions hors budget exigibles et impayées', '0,00 €'],
          ['7', 'Solde débiteur des exercices clos (2023/2024)', '204,15 €'],
          ['8', 'Avances détenues pour le compte du vendeur', '225,50 € (fonds de roulement)'],
          ['9', 'Provisions du budget non encore exigibles', '586,30 € (appel du 01/07/2025)'],
          [
            '10',
            'Travaux votés non encore appelés',
            '1 804,00 € (ravalement, AG du 12/12/2024 : appels de 902,00 € les 01/07/2025 et 01/10/2025)',
          ],
          [
            '11',
            'Procédures en cours',
            'Le syndicat a assigné le propriétaire du lot 12 en paiement de charges (tribunal judiciaire de Caen). Aucune procédure contre le syndicat.',
          ],
        ),
      ],
      [
        small('Dossier 2025-0417 — questionnaire syndic — suite'),
        table(
          ['N°', 'Question', 'Réponse du syndic'],
          ['12', 'Montant du fonds de travaux et date', '11 460,00 € au 30/09/2024'],
          ['13', 'Part du fonds de travaux attachée au lot', '516,85 €'],
          [
            '14',
            'Dernière cotisation au fonds de travaux réglée par le vendeur',
            '31,57 € (appel du 01/01/2025)',
          ],
          ['15', 'Date de l’assemblée ayant approuvé les derniers comptes', '12/12/2024'],
          ['16', 'Impayés de charges de la copropriété au 30/09/2024', '3 871,06 €'],
          ['17', 'Dettes fournisseurs au 30/09/2024', '2 745,93 €'],
          ['18', 'Emprunt collectif', 'Néant'],
          ['19', 'Honoraires du syndic pour l’état daté', '380,00 € TTC'],
        ),
        p('Réponses certifiées exactes — Caen, le 30 avril 2025 — pour le syndic, M. Hervé Lecoq'),
      ],
    ],
  },
];
