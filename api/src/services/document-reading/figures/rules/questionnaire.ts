import type { FigureRule } from './rule';

const QUESTIONNAIRE = ['questionnaire-syndic'];
/** The families a syndic writes as a letter: its answers to the notary, its report on the accounts. */
const LETTERS = ['questionnaire-syndic', 'annexes-comptables'];
/** The works fund's last call, by its day or as its section's item names it (lines.ts). */
const LAST_FUND_CALL =
  /^(?:dernier appel (?:du |au )?fonds (?:de )?travaux\b|appel (?:du |au )?fonds (?:de )?travaux du (?=\d)|fonds (?:de )?travaux [-—–] (?:dernier )?appel du (?=\d))/;

/**
 * « Fonds de travaux au 31/12/2024 : 52 140,00 », « Montant du fonds de travaux de la
 * copropriété au … », « … au dernier exercice clos », « Fonds de travaux : 15 750,00 € au
 * 31/12/2024 »: the building's fund and the day it was counted, not the lot's part.
 */
const WORKS_FUND =
  /^(?:montant du )?fonds de travaux (?:de la copropriete|du syndicat\b|(?:arrete )?au (?=\d)|au dernier exercice clos\b|:)|\bfonds de travaux de la copropriete\b/;

/**
 * Questionnaire du syndic: one answer per question, after its label on the line (« label :
 * value » exports) or in the next cell of a table, which the text layer puts on the next
 * lines when the label wraps.
 */
export const QUESTIONNAIRE_RULES: FigureRule[] = [
  // the building's debts told in a letter's sentence
  {
    kinds: LETTERS,
    field: 'unpaid',
    label:
      /\bles coproprietaires(?: debiteurs)? (?:devaient|doivent|restaient devoir|restent devoir)(?: ensemble)?(?= \d)|^ce que les coproprietaires doivent\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'À la clôture, les copropriétaires débiteurs devaient ensemble 6 412,35 € au syndicat.',
      ],
      expected: 641235,
    },
    counterExample: ['Les copropriétaires doivent régler leurs charges avant le 5 du mois.'],
  },
  {
    kinds: LETTERS,
    field: 'unpaid_providers',
    // « … au syndicat, qui devait lui-même 3 108,70 € à ses fournisseurs »
    label:
      /\b(?:devait|doit) (?:lui-meme )?(?=\d[\d .]*,\d{2} ?(?:€|euros?)? a ses fournisseurs\b)|^factures (?:pas encore|non) (?:payees|reglees)\b|^(?:dettes )?fournisseurs ?:/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Les copropriétaires devaient 6 412,35 € au syndicat, qui devait lui-même 3 108,70 € à ses fournisseurs.',
      ],
      expected: 310870,
    },
    counterExample: ['Le syndicat doit 3 108,70 € à la banque.'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'reserved_advances',
    // « Mme Cazenave a versé une avance de trésorerie de 260,00 €, qui lui sera remboursée »
    label:
      /\ba verse une avance (?:de tresorerie |permanente )?de(?= \d)|\b(?:votre|ton|son) avance (?:de tresorerie |permanente )?de(?= \d)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Mme Cazenave a versé une avance de trésorerie de 260,00 €, qui lui sera remboursée.',
      ],
      expected: 26000,
    },
    counterExample: ['Mme Cazenave a versé une avance sur travaux.'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_based',
    label:
      /\b(?:assemblee(?: generale)?|ag) (?:ordinaire )?ayant approuve\b|^date d'approbation des (?:derniers )?comptes\b|\bcomptes approuves le(?= \d)|\bcomptes\b[^.;]{0,40}\bapprouves\b[^.;]{0,60}\b(?:ag|assemblee(?: generale)?)(?: ordinaire)? du(?= \d)|\b(?:ag|assemblee(?: generale)?)(?: ordinaire)? du(?= \d[^.;]{0,24} (?:a|qui a) approuve les comptes\b)|\bexercice clos\b[^.;]{0,60}\bapprouve(?:e|s)? par l'(?:ag|assemblee(?: generale)?)(?: ordinaire)? du(?= \d)/,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['AG ayant approuvé les derniers ', 'comptes', '12/12/2024'],
      expected: '2024-12-12',
    },
    counterExample: ['Date de la prochaine assemblée générale 9 avril 2026'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds',
    label: WORKS_FUND,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Fonds de travaux au 2024-12-31: 52140.00'],
      expected: 5214000,
    },
    counterExample: ['Part du fonds de travaux rattachée au lot n° 23 2 519,66 €'],
  },
  {
    // the closed year's surplus left on the seller's account: the syndicate owes it back
    kinds: QUESTIONNAIRE,
    field: 'credit_balance',
    label:
      /\bexcedent (?:de (?:l'exercice )?(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})? )?de(?= \d[\d .]*,\d{2} ?(?:€|eur)? (?:a ete )?(?:porte|reporte|impute)e? au credit (?:du|de son|de votre) (?:vendeur|compte|coproprietaire)\b)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Solde de l’exercice clos : excédent de 28,86 € porté au crédit du vendeur le 20/03/2025',
      ],
      expected: 2886,
    },
    counterExample: ['L’excédent de 48,73 € a été remboursé par virement le 10 janvier 2025'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_works_funds',
    label: WORKS_FUND,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Montant du fonds de travaux de la copropriété au 31/12/2024 84 836,91 €'],
      expected: '2024-12-31',
    },
    counterExample: ['Montant du fonds de travaux de la copropriété 84 836,91 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    // « Part du fonds de travaux rattachée au lot n° 23 », or in the fund's section « Part
    // rattachée au lot 26 (215 / 10 000) »
    label: /\bpart (?:du fonds de travaux )?rattachee au ?lot (?:n\W{0,3})?(\d+)/,
    value: 'amount',
    pick: 'last',
    sameLot: true,
    example: {
      lines: [
        'Vente du lot n° 23 par Mme Claire Dubois.',
        'Part du fonds de travaux rattachée au lot n° 23 2 519,66 €',
      ],
      expected: 251966,
    },
    counterExample: [
      'Vente du lot n° 23 par Mme Claire Dubois.',
      'Part du fonds de travaux rattachée au lot n° 146 4 283,42 €',
    ],
  },
  // a syndic answering by letter: « Le fonds de travaux s'élève à 11 300,00 € au 31
  // décembre 2024, dont 254,25 € attachés au lot vendu »
  {
    kinds: LETTERS,
    field: 'works_funds',
    label:
      /^le fonds de travaux(?:,? qui| de la copropriete)? (?:s'eleve|s'elevait|atteint|atteignait) a\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Le fonds de travaux s’élève à 11 300,00 € au 31 décembre 2024, dont 254,25 € attachés',
      ],
      expected: 1130000,
    },
    counterExample: ['Le fonds de travaux s’élève à la somme indiquée en annexe 1.'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_works_funds',
    label:
      /^le fonds de travaux(?:,? qui| de la copropriete)? (?:s'eleve|s'elevait|atteint|atteignait) a\b/,
    value: 'date',
    pick: 'first',
    example: {
      lines: [
        'Le fonds de travaux s’élève à 11 300,00 € au 31 décembre 2024, dont 254,25 € attachés',
      ],
      expected: '2024-12-31',
    },
    counterExample: ['Le fonds de travaux s’élève à 11 300,00 €.'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    label:
      /\bfonds de travaux\b.*\bdont(?= (?:\d{1,3}(?: \d{3})*|\d+),\d{2} ?(?:€|euros?)? (?:(?:sont )?(?:r?attache)e?s? aux?|pour (?:le|les|votre|vos)(?: deux| trois| quatre)?) lots?\b)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Le fonds de travaux s’élève à 11 300,00 € au 31 décembre 2024, dont 254,25 € attachés au lot',
      ],
      expected: 25425,
    },
    counterExample: ['Le fonds de travaux s’élève à 11 300,00 €, dont 2 000,00 € déjà engagés.'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    // without the lot's number: the lot of the questionnaire
    label:
      /^(?:part du lot dans le fonds de travaux|(?:quote-)?part du fonds de travaux (?:rattachee|attachee) aux? lots?(?: vendus?)?|fonds (?:de )?travaux ?[-—–:] (?:quote-)?part (?:du|des) lots?)\b(?! n)/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Quote-part du fonds de travaux attachée au lot : 389,12 €'],
      expected: 38912,
    },
    counterExample: ['Fonds de travaux au 31/12/2024: 52140.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_last_contribution',
    label:
      /\bderniere cotisation\b(?:.*\bfonds de travaux\b| (?:versee|payee|reglee|appelee)\b(?!.*\bfonds de roulement\b))/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Dernière cotisation annuelle au fonds de travaux versée par le vendeur 182,88 €'],
      expected: 18288,
    },
    counterExample: [
      'Dernière cotisation annuelle au fonds de travaux versée par le vendeur Néant',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_last_contribution',
    // the fund's call named by its day: « Appel fonds de travaux du 01/04/2025 (trois lots)
    // 63,63 », or an item of the fund's section (lines.ts: « Dernier appel aux lots … »)
    label: LAST_FUND_CALL,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Appel fonds de travaux du 01/04/2025 (trois lots) 63,63'],
      expected: 6363,
    },
    counterExample: ['Appel de fonds travaux de ravalement du 01/04/2025 2 430,00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_last_contribution',
    label: LAST_FUND_CALL,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Dernier appel du fonds de travaux aux lots (01/04/2025) ; 49,17'],
      expected: '2025-04-01',
    },
    counterExample: ['Dernier appel du fonds de travaux : voir le relevé'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_last_contribution',
    // the call the last contribution answered: « … versée par le vendeur 25,80 € (appel du 01/01/2025) »
    label:
      /\bderniere cotisation\b(?!.*\bfonds de roulement\b).*(?:\b(?:appel|echeance) du|\d,\d{2} (?:€ )?le|\bappelee (?:(?:au|aux) lots? )?(?:le )?\(?)(?= ?\d)/,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Dernière cotisation versée par le vendeur 25,80 € (appel du 01/01/2025)'],
      expected: '2025-01-01',
    },
    counterExample: ['Dernière cotisation versée par le vendeur 25,80 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'ongoing_budget',
    // what the buyer will be called for: the current budget's calls falling due after the sale
    label:
      /^(?:montant des )?provisions (?:20\d{2}(?:\/(?:20)?\d{2})? )?(?:(?:du|sur le) budget(?: previsionnel)?(?: 20\d{2})? non (?:encore )?exigibles\b|(?:non (?:encore )?exigibles|a echoir|a venir)\b(?!.*\b(?:hors budget|depenses non comprises)\b))|^(?:provisions )?rest(?:e|ent|ant) a appeler (?:sur|pour|en) (?:l'exercice|le budget|(?:19|20)\d{2})\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: [
        'Provisions du budget 2025 non encore exigibles (appels des 01/07/2025 et 1 032,00',
        '01/10/2025)',
      ],
      expected: 103200,
    },
    counterExample: ['Provisions exigibles du budget 2025 (appel du 01/04/2025) 516,00 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'expected_budget',
    label:
      // a lot's number is no amount's thousands (« Quote-part annuelle du lot 2 420,80 € »)
      /^quote-part annuelle (?:20\d{2} )?(?:du|des) lots?(?: n\W{0,3})?(?: \d+(?! ?\d{3},)(?: et \d+(?! ?\d{3},))*)?(?: dans le budget(?: previsionnel)?(?: 20\d{2})?)?\b(?!.*\b(?:fonds|travaux|emprunt|pret)\b)/,
    value: 'amount',
    // the answer comes first, a breakdown may follow (« 3 376,40 € (3 146,40 € + 230,00 €) »)
    pick: 'first',
    example: {
      lines: ['Quote-part annuelle du lot dans le budget 2025 1 907,20', '€'],
      expected: 190720,
    },
    counterExample: [
      'Quote-part du lot 15 dans l’emprunt 3 576,00 €',
      'Quote-part annuelle du lot 6 au fonds de travaux 95,20 €',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'building_budget',
    // « … de la copropriété », or « voté pour l'exercice en cours » when no lot is named
    label:
      /^budget previsionnel(?: 20\d{2})? (?:de la copropriete\b|de l'immeuble\b|vote\b(?!.*\blots?\b))/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Budget prévisionnel 2025 de la copropriété : 64 000,00 €, appelé par trimestre.'],
      expected: 6400000,
    },
    counterExample: [
      'Budget prévisionnel 2025 du lot : 1 907,20 €',
      'Budget prévisionnel voté, quote-part du lot 6 : 2 380,00 €',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_contribution',
    // the building's yearly contribution; the lot's or the seller's is another answer
    label:
      /^cotisation (?:annuelle (?:votee )?(?:au|du) fonds de travaux\b|(?:au|du) fonds de travaux (?:annuelle|votee)\b)(?!.*\b(?:lot|vendeur)\b)/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Cotisation annuelle au fonds de travaux votée pour 2025 3 200,00 €'],
      expected: 320000,
    },
    counterExample: ['Cotisation annuelle au fonds de travaux du lot 15 95,36 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'reserved_advances',
    // the fonds de roulement the seller paid is the advance the syndicate holds for them
    label:
      /^(?:avances? \((?:fonds de roulement|avance permanente)\)|avances? (?:permanente )?(?:detenues?|versees?)\b(?!.*\b(?:exigibles?|non versee?s?|a verser)\b)|avance permanente (?:de tresorerie detenue|\(a rembourser au vendeur\))|(?:avance|fonds) de roulement (?:verse|detenu|du lot)\b|avances? (?:permanente )?de tresorerie\b(?!.*\b(?:exigibles?|non versee?s?|a verser)\b))/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Fonds de roulement versé par le ', 'vendeur', '300,00 €'],
      expected: 30000,
    },
    counterExample: ['Fonds de roulement de la copropriété 15 000,00 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'budget',
    label: /^sommes exigibles non reglees \(budget\)/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: { lines: ['Sommes exigibles non réglées (budget): 615.30'], expected: 61530 },
    counterExample: ['Sommes exigibles non réglées (hors budget): 615.30'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget',
    label: /^sommes exigibles non reglees \(hors budget\)/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: { lines: ['Sommes exigibles non réglées (hors budget): 0.00'], expected: 0 },
    counterExample: ['Sommes exigibles non réglées (budget): 615.30'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget',
    // « Hors budget exigible (toiture, appel du 01/04) » under « Sommes dues par le vendeur »
    label: /^(?:provisions )?(?:hors budget exigibles?|exigibles hors budget)\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: ['Provisions hors budget exigibles non payées 2.961,76 €'],
      expected: 296176,
    },
    counterExample: ['Provisions hors budget non encore exigibles 1 200,00 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget_not_due',
    // works voted and still to be called: their total, after « soit » when instalments are listed
    label:
      /^(?:(?:total des )?travaux votes (?:(?:non|pas) (?:encore )?(?:appeles|exigibles)|restant a appeler)|provisions hors budget non (?:encore )?exigibles)\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: [
        'Travaux votés non encore appelés 2 échéances de 850,00 € (01/10/2025 et 01/01/2026), soit ',
        '1 700,00 €',
      ],
      expected: 170000,
    },
    counterExample: ['Travaux votés non encore appelés Néant'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'transfer_fees',
    label:
      /^(?:(?:nos|les|vos) )?(?:honoraires|frais|cout) (?:du syndic )?(?:d'etablissement )?(?:(?:de |du |d'|pour )?(?:l')?(?:pre-)?etat date|(?:de |pour )?(?:la )?mutation|du present etat(?: date)?)\b/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Honoraires état daté 360,00 € TTC'], expected: 36000 },
    counterExample: ['Honoraires du syndic : selon contrat'],
  },
  // the wording of article 5 of the décret of 17 March 1967, which questionnaires copy
  {
    kinds: QUESTIONNAIRE,
    field: 'budget',
    label: /^(?:montant des )?provisions exigibles (?:du|sur le) budget(?: previsionnel)?\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: { lines: ['Provisions exigibles du budget prévisionnel : 412,50 €'], expected: 41250 },
    counterExample: ['Provisions non encore exigibles du budget prévisionnel : 412,50 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget',
    label: /^(?:montant des )?provisions exigibles des depenses non comprises dans le budget\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: [
        'Provisions exigibles des dépenses non comprises dans le budget prévisionnel : 1 600,00 €',
      ],
      expected: 160000,
    },
    counterExample: [
      'Provisions non encore exigibles des dépenses non comprises dans le budget : 1 600,00 €',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget_not_due',
    label:
      /^(?:montant des )?provisions non encore exigibles des depenses non comprises dans le budget\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Provisions non encore exigibles des dépenses non comprises dans le budget : 850,00'],
      expected: 85000,
    },
    counterExample: ['Provisions exigibles des dépenses non comprises dans le budget : 850,00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'wanted_loads',
    label:
      /^(?:montant des )?charges impayees (?:sur|des) (?:les )?exercices (?:anterieurs|clos)\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: ['Charges impayées sur les exercices antérieurs : 356,80 €'],
      expected: 35680,
    },
    counterExample: ['Charges de l’exercice en cours : 356,80 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'reserved_advances',
    label: /^(?:montant des )?avances (?:perçues |percues )?constituant la reserve\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Avances constituant la réserve (article 35) : 420,00 €'], expected: 42000 },
    counterExample: ['Avances exigibles non versées : 420,00 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'loan_share',
    // « Emprunt collectif — quote-part du lot », or under the loan's heading « Quote-part du
    // lot 15 dans l'emprunt »
    label:
      /^emprunt collectif\b.*\bquote-part (?:du|des) lots?\b|^quote-part du lot(?: n\W{0,3})?(?: \d+)? dans l'emprunt\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Emprunt collectif (AGE du 19/11/2024) — quote-part du lot: 1840.00'],
      expected: 184000,
    },
    counterExample: ['Emprunt collectif — capital restant dû par le lot: 1656.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'loan_remaining',
    label:
      /^emprunt collectif\b.*\bcapital restant du\b|^capital (?:de l'emprunt )?restant du par (?:le|les) lots?\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Emprunt collectif — capital restant dû par le lot: 1656.00'],
      expected: 165600,
    },
    counterExample: ['Emprunt collectif (AGE du 19/11/2024) — quote-part du lot: 1840.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'required_advances',
    label: /^avances\W*exigibles non versees\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Avances exigibles non versées 324,87 €'], expected: 32487 },
    counterExample: [
      'Avances exigibles non versées Néant',
      'Provisions hors budget exigibles non payées 2 961,76 €',
    ],
  },
  // the building's debts, copied from annexe 1 of the approved accounts
  {
    kinds: QUESTIONNAIRE,
    field: 'unpaid',
    label:
      /^(?:montant (?:total )?des )?(?:impayes (?:de charges )?|charges impayees )(?:de la copropriete|des coproprietaires|de l'ensemble des coproprietaires)\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Impayés de charges de la copropriété (annexe 1) 8 745,30 €'],
      expected: 874530,
    },
    counterExample: ['Impayés de charges du vendeur 312,00 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unpaid_providers',
    label:
      /^(?:montant des )?dettes (?:envers (?:les|ses) |aux |du syndicat envers (?:les|ses) )?fournisseurs\b/,
    value: 'amount',
    pick: 'last',
    magnitude: true,
    example: { lines: ['Dettes envers les fournisseurs 2 118,00 €'], expected: 211800 },
    counterExample: ['Dettes envers les fournisseurs : voir annexe 1'],
  },
  // an online syndic's export or a syndic's table of answers, in the words of the sale's
  // parts: « Provisions exigibles impayées : 0,00 € », « Appels travaux impayés : 0,00 € »
  {
    kinds: QUESTIONNAIRE,
    field: 'budget',
    label:
      /^(?:montant des )?(?:provisions|charges du budget) (?:exigibles )?(?:du budget )?(?:et )?(?:impayees|non (?:reglees|payees))\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: ['Provisions exigibles impayées appel du 01/04/2025 réglé 0,00'],
      expected: 0,
    },
    counterExample: ['Provisions hors budget exigibles impayées 120,00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget',
    // « Appels de travaux exigibles (et) impayés », or the works themselves: « Travaux exigibles
    // non réglés », « Travaux exigibles » over their amount in the sums due
    label:
      /^(?:appels? (?:de |des )?)?travaux (?:appeles |exigibles )?(?:et )?(?:impayes|non (?:regles|payes))\b|^(?:appels? (?:de |des )?)?travaux exigibles(?: ?:)?(?= ?\d|$)/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: { lines: ['Travaux exigibles impayés : 0,00 €'], expected: 0 },
    counterExample: ['Appels de travaux à venir : 964,80 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'wanted_loads',
    label:
      /^(?:charges (?:des|sur les) exercices (?:anterieurs|clos|precedents) impayees|(?:(?:du|solde) (?:sur )?(?:les )?)?exercices clos\b(?!.*\bapprouv)|(?:sommes|charges) (?:restant )?dues (?:sur|au titre (?:des|de l')) ?(?:les |l')?exercices? (?:anterieurs|clos)|arrieres? (?:des|sur les) (?:annees|exercices) (?:precedent|anterieur)e?s)\b/,
    value: 'amount',
    pick: 'last',
    zeroIsAnswer: true,
    example: {
      lines: ['Sommes dues sur l’exercice clos régularisation 2024 appelée le 10/06/2025 12,48'],
      expected: 1248,
    },
    counterExample: ['Charges des exercices clos : 2 870,40 / 2 914,66 €'],
  },
  // « Budget voté : 148 000,00 € » under « Exercice en cours »: the label alone, then its value
  {
    kinds: QUESTIONNAIRE,
    field: 'building_budget',
    label: /^budget (?:previsionnel )?vote ?:/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Budget voté : 148 000,00 €'], expected: 14800000 },
    counterExample: ['Budget voté de l’immeuble 76 280,00 79 000,00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'building_budget_{n}',
    label: /^budget vote (?:du|de l') ?(?:dernier )?exercice clos\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Budget voté du dernier exercice clos 01/04/2024 – 31/03/2025 202 000,00'],
      expected: 20200000,
    },
    counterExample: ['Budget voté de l’exercice en cours 210 000,00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'expected_budget',
    label:
      /^quote-part (?:annuelle )?(?:du|des) lots?(?: vendus?)?(?: (?:n\W{0,3})?[a-z]?-? ?\d{1,4}(?: et [a-z]?-? ?\d{1,4})*)?(?: dans (?:ce|le) budget)? ?:(?!.*\b(?:fonds|travaux|emprunt|pret)\b)/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Quote-part du lot : 2 797,20 €'], expected: 279720 },
    counterExample: ['Quote-part du lot : 1 914,00 € des travaux de la cage d’escalier'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'expected_budget',
    // the lot's share of the year's budget, beside it (under « Fonds de travaux », the lines
    // are the fund's: lines.ts names them so)
    label:
      /^(?:votre )?part (?:annuelle )?(?:du|des|de votre) lots?(?: dans (?:ce|le) budget\b| ?:)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Part du lot dans ce budget 2 592,00 €, appels trimestriels de 648,00 €'],
      expected: 259200,
    },
    counterExample: [
      'Travaux votés le 12 juin, appelés le 1er septembre : part du lot 3, 1.190,40 EUR.',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_contribution',
    // the year's contribution, named by its year: « Cotisation au fonds 2025/2026 votée le … »
    label:
      /^cotisation (?:annuelle )?(?:(?:au|du) fonds(?: de travaux)? )?(?:(?:de l')?exercice )?(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?\b(?!.*\b(?:lots?|vendeur)\b)/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Cotisation au fonds 2025/2026 votée le 05/06/2024 4 100,00'],
      expected: 410000,
    },
    counterExample: ['Cotisation 2025 du lot : 95,36 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    label: /^part (?:du|des) lots? dans le fonds\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Part des lots dans le fonds 234 / 10 000 2 211,30'], expected: 221130 },
    counterExample: ['Part des lots dans le fonds : voir annexe'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unpaid',
    label:
      /^(?:impayes (?:des )?coproprietaires\b|(?:impayes du syndicat\b.*\b)?coproprietaires (?:debiteurs|en retard)\b)/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Impayés du syndicat au 31/03/2025 copropriétaires débiteurs 8 214,66'],
      expected: 821466,
    },
    counterExample: ['Copropriétaires débiteurs : voir annexe 1'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unpaid_providers',
    label:
      /^(?:(?:factures )?fournisseurs (?:au (?=\d)|a payer\b|non (?:regles|reglees|payes)\b)|factures (?:non (?:payees|reglees)|impayees) au(?= \d))/,
    value: 'amount',
    pick: 'last',
    magnitude: true,
    example: { lines: ['Fournisseurs au 31/03/2025 31 908,44'], expected: 3190844 },
    counterExample: ['Fournisseurs au 31/03/2025 : voir annexe 1'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'expected_budget',
    // a letter's sentence, after the budget it shares: « La quote-part du lot 308 dans ledit
    // budget est de 2 016,00 € » (a sum of the keys' shares is read as its total, sums.ts)
    label:
      /^(?:(?:la|sa|votre) )?quote-part (?:du|des) lots?(?: (?:n\W{0,3})?\d{1,4})? dans (?:ce|ledit) budget (?:est de|s'eleve a)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['La quote-part du lot 308 dans ledit budget est de 2 016,00 €, appelés par quarts.'],
      expected: 201600,
    },
    counterExample: ['La quote-part du lot 308 dans l’emprunt est de 1 104,00 €.'],
  },
];
