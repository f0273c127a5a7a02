import { amount, anyDate, longDate, shortDate, type AmountStyle } from '../french';
import { addressee, dateLine, letterhead } from '../layout';
import type { Setting } from '../people';
import type { Random } from '../random';
import type { Block, DocumentSpec, ExpectedFigure } from '../spec';

const style = (random: Random): AmountStyle => random.pick(['spaces', 'dots', 'plain', 'spaces']);

/** Appel de fonds: the lot's call for a quarter, the year's budget share, the works fund. */
export function appelDeFonds(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2024-09-01', '2025-06-20');
  const year = Number(date.slice(0, 4)) + (date.slice(5, 7) >= '10' ? 1 : 0);
  const yearly = random.cents(900, 4200);
  const quarter = Math.round(yearly / 4);
  const fund = Math.round(quarter * 0.05);
  const works = random.chance(0.4) ? random.cents(300, 2500) : 0;
  const due = random.day(date, '2025-09-30');
  const a = style(random);
  const rows: string[][] = [
    ['Libellé', 'Base', 'Quote-part', 'Montant'],
    [
      `Provisions sur budget ${year} — ${random.pick(['1er', '2e', '3e', '4e'])} trimestre`,
      amount(random.cents(60_000, 240_000), a),
      `${s.tantiemes}/10000`,
      amount(quarter, a),
    ],
    ['Cotisation fonds de travaux (loi ALUR)', '', `${s.tantiemes}/10000`, amount(fund, a)],
  ];
  if (works) rows.push(['Appel travaux ravalement (hors budget)', '', '', amount(works, a)]);
  rows.push(['Total de l’appel', '', '', amount(quarter + fund + works, a)]);
  const title = random.pick([
    'APPEL DE FONDS',
    'Avis d’appel de fonds',
    'APPEL DE PROVISIONS — AVIS D’ÉCHÉANCE',
  ]);
  const page: Block[] = [
    ...letterhead(s),
    addressee(s),
    dateLine(random, s, date, random.chance(0.2)),
    { t: 'title', text: title },
    {
      t: 'p',
      text: `Conformément au budget prévisionnel voté par l’assemblée générale du ${anyDate(random, random.day('2024-03-01', '2024-06-30'))} et au règlement de copropriété, nous vous prions de bien vouloir régler les sommes ci-dessous avant le ${shortDate(due)}.`,
    },
    { t: 'table', rows },
    {
      t: 'p',
      text: `Budget prévisionnel ${year} voté : ${amount(random.cents(60_000, 240_000), a)} pour l’immeuble, soit pour votre lot ${amount(yearly, a)} par an.`,
    },
    {
      t: 'small',
      text: `Prochain appel au ${longDate(random.day('2025-07-01', '2025-12-31'))}. Le carnet d’entretien et la fiche synthétique sont consultables sur l’extranet.`,
    },
  ];
  return {
    kind: 'appel-de-fonds',
    doctype: 10,
    dateISO: date,
    pages: [page],
    figures: [
      { field: 'expected_budget', amount: yearly, page: 1 },
      { field: 'works_funds_last_contribution', amount: fund, page: 1 },
      { field: 'document_date', date, page: 1 },
    ],
  };
}

/** Relevé de compte copropriétaire: débit/crédit columns, the balance carried from last year. */
export function releveDeCompte(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2025-01-15', '2025-06-25');
  const year = Number(date.slice(0, 4));
  const a = style(random);
  const previous = random.chance(0.5) ? random.cents(50, 900) : 0;
  const calls = [random.cents(300, 900), random.cents(300, 900)];
  const paid = random.chance(0.5) ? (calls[0] as number) : 0;
  const balance = previous + calls[0]! + calls[1]! - paid;
  const rows: string[][] = [
    ['Date', 'Libellé', 'Débit', 'Crédit'],
    [
      shortDate(`${year}-01-01`),
      `Report à nouveau exercice ${year - 1}`,
      previous ? amount(previous, a, false) : '',
      previous ? '' : '0,00',
    ],
    [
      shortDate(`${year}-01-01`),
      `Appel provisions 1er trimestre ${year}`,
      amount(calls[0]!, a, false),
      '',
    ],
    [
      shortDate(`${year}-04-01`),
      `Appel provisions 2e trimestre ${year}`,
      amount(calls[1]!, a, false),
      '',
    ],
  ];
  if (paid)
    rows.push([shortDate(`${year}-02-10`), 'Règlement reçu — merci', '', amount(paid, a, false)]);
  rows.push(['', `Solde débiteur au ${shortDate(date)}`, amount(balance, a, false), '']);
  const page: Block[] = [
    ...letterhead(s),
    addressee(s),
    {
      t: 'title',
      text: random.pick([
        'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
        'Relevé individuel de compte',
        'Extrait de compte copropriétaire',
      ]),
    },
    {
      t: 'p',
      text: `${random.pick(['Relevé arrêté au', 'Situation de votre compte au', 'Relevé de compte établi au'])} ${anyDate(random, date)}. Les appels de fonds sont exigibles le premier jour de chaque trimestre.`,
    },
    { t: 'table', rows },
    {
      t: 'small',
      text: `Pour mémoire, lot n° ${s.otherLot} (${s.otherOwner}) : solde ${amount(random.cents(100, 2000), a)} — document non communicable. Prochain appel le ${shortDate(random.day('2025-07-01', '2025-10-01'))}.`,
    },
  ];
  const figures: ExpectedFigure[] = [
    { field: 'budget', amount: calls[0]! + calls[1]! - paid, page: 1 },
    { field: 'document_date', date, page: 1 },
  ];
  if (previous) figures.push({ field: 'wanted_loads', amount: previous, page: 1 });
  return { kind: 'releve-de-compte', doctype: 10, dateISO: date, pages: [page], figures };
}

/** Annexe 1 of the approved accounts (état financier): building totals, on page 2. */
export function annexeComptable(random: Random, s: Setting): DocumentSpec {
  const year = random.pick([2023, 2024]);
  const closed = `${year}-12-31`;
  const printed = random.day(`${year + 1}-02-01`, `${year + 1}-04-30`);
  const a = style(random);
  const unpaid = random.cents(2000, 40_000);
  const providers = random.cents(1000, 30_000);
  const fund = random.cents(5000, 90_000);
  const previousYear = (cents: number) => amount(Math.round(cents * 0.8), a, false);
  const cover: Block[] = [
    ...letterhead(s),
    { t: 'title', text: `COMPTES DE L’EXERCICE ${year} — ANNEXES COMPTABLES` },
    {
      t: 'p',
      text: `Syndicat des copropriétaires ${s.residence}. Exercice du ${shortDate(`${year}-01-01`)} au ${shortDate(closed)}. Annexes 1 à 5 du décret n° 2005-240 du 14 mars 2005, soumises à l’approbation de l’assemblée générale.`,
    },
    { t: 'p', text: `Document édité le ${longDate(printed)}.` },
  ];
  const annex: Block[] = [
    { t: 'heading', text: `ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU ${shortDate(closed)}` },
    {
      t: 'table',
      rows: [
        ['Rubrique', `Exercice ${year}`, `Exercice ${year - 1}`],
        ['Copropriétaires débiteurs', amount(unpaid, a, false), previousYear(unpaid)],
        ['Fournisseurs', amount(providers, a, false), previousYear(providers)],
        ['Fonds de travaux (art. 14-2)', amount(fund, a, false), previousYear(fund)],
        ['Trésorerie', amount(random.cents(10_000, 80_000), a, false), previousYear(30_000_00)],
      ],
    },
  ];
  return {
    kind: 'annexes-comptables',
    doctype: 10,
    dateISO: printed,
    pages: [cover, annex],
    figures: [
      { field: 'unpaid', amount: unpaid, page: 2 },
      { field: 'unpaid_providers', amount: providers, page: 2 },
      { field: 'works_funds', amount: fund, page: 2 },
      { field: 'dt_works_funds', date: closed, page: 2 },
      { field: 'fiscal_year_start', date: `${year}-01-01`, page: 1 },
      { field: 'fiscal_year_end', date: closed, page: 1 },
      { field: 'document_date', date: printed, page: 1 },
    ],
  };
}

/**
 * Décompte individuel de charges: the lot's share next to the building's total, for the
 * last closed year (fields _n) or the one before (_n1).
 */
export function decompteDeCharges(random: Random, s: Setting): DocumentSpec {
  const year = random.pick([2023, 2024]);
  const suffix = year === 2024 ? 'n' : 'n1';
  const date = random.day(`${year + 1}-03-01`, `${year + 1}-06-15`);
  const a = style(random);
  const real = random.cents(900, 4000);
  const called = real + random.int(-30_000, 30_000);
  const works = random.chance(0.5) ? random.cents(200, 3000) : 0;
  const rows: string[][] = [
    ['Nature', 'Total immeuble', 'Tantièmes', 'Votre quote-part'],
    [
      'Charges courantes (budget)',
      amount(real * 25, a, false),
      `${s.tantiemes}/10000`,
      amount(real, a, false),
    ],
  ];
  if (works)
    rows.push([
      'Travaux et opérations exceptionnelles (hors budget)',
      amount(works * 31, a, false),
      `${s.tantiemes}/10000`,
      amount(works, a, false),
    ]);
  rows.push(['Provisions appelées sur budget', '', '', amount(called, a, false)]);
  if (works) rows.push(['Provisions appelées hors budget', '', '', amount(works, a, false)]);
  rows.push(['Solde de l’exercice', '', '', amount(called - real, 'brackets', false)]);
  const page: Block[] = [
    ...letterhead(s),
    addressee(s),
    dateLine(random, s, date),
    {
      t: 'title',
      text: random.pick([
        `DÉCOMPTE INDIVIDUEL DE CHARGES — EXERCICE ${year}`,
        `Répartition des charges de l’exercice ${year}`,
      ]),
    },
    {
      t: 'p',
      text: `Lot n° ${s.lot} — ${s.tantiemes} tantièmes généraux. Exercice du 1er janvier ${year} au 31 décembre ${year}. Comptes soumis à l’approbation de l’assemblée générale du ${longDate(random.day(`${year + 1}-04-01`, `${year + 1}-06-30`))}.`,
    },
    { t: 'table', rows },
    {
      t: 'small',
      text: `Budget prévisionnel ${year + 1} : quote-part de votre lot ${amount(random.cents(900, 4000), a)}.`,
    },
  ];
  const figures: ExpectedFigure[] = [
    { field: `budget_${suffix}`, amount: real, page: 1 },
    { field: `expected_budget_${suffix}`, amount: called, page: 1 },
    { field: 'fiscal_year_start', date: `${year}-01-01`, page: 1 },
    { field: 'fiscal_year_end', date: `${year}-12-31`, page: 1 },
    { field: 'document_date', date, page: 1 },
  ];
  if (works)
    figures.push(
      { field: `hors_budget_${suffix}`, amount: works, page: 1 },
      { field: `expected_hors_budget_${suffix}`, amount: works, page: 1 },
    );
  return { kind: 'decompte-de-charges', doctype: 10, dateISO: date, pages: [page], figures };
}

/** The syndic's answers to the notary's questionnaire (état daté style), question by answer. */
export function questionnaireSyndic(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2025-02-01', '2025-06-25');
  const a = style(random);
  const ag = random.day('2024-04-01', '2024-06-30');
  const fundDate = random.pick(['2024-12-31', ag]);
  const fund = random.cents(5000, 90_000);
  const fundLot = Math.round((fund * s.tantiemes) / 10_000);
  const reserved = random.cents(100, 900);
  const required = random.chance(0.5) ? random.cents(50, 400) : 0;
  const unbudget = random.chance(0.5) ? random.cents(200, 3000) : 0;
  const last = random.cents(20, 200);
  const rows: string[][] = [
    ['Question', 'Réponse'],
    ['Date de l’assemblée générale ayant approuvé les derniers comptes', anyDate(random, ag)],
    [`Montant du fonds de travaux de la copropriété au ${shortDate(fundDate)}`, amount(fund, a)],
    [`Part du fonds de travaux rattachée au lot n° ${s.lot}`, amount(fundLot, a)],
    [
      `Part du fonds de travaux rattachée au lot n° ${s.otherLot}`,
      amount(Math.round(fundLot * 1.7), a),
    ],
    ['Dernière cotisation annuelle au fonds de travaux versée par le vendeur', amount(last, a)],
    [
      'Avances détenues par le syndicat (fonds de roulement, avance de trésorerie)',
      amount(reserved, a),
    ],
    ['Avances exigibles non versées', required ? amount(required, a) : 'Néant'],
    ['Provisions hors budget exigibles non payées', unbudget ? amount(unbudget, a) : 'Néant'],
  ];
  const page: Block[] = [
    ...letterhead(s),
    dateLine(random, s, date),
    {
      t: 'title',
      text: random.pick([
        'QUESTIONNAIRE DU SYNDIC — MUTATION DE LOT',
        'Réponses du syndic au questionnaire du notaire',
      ]),
    },
    {
      t: 'p',
      text: `Vente du lot n° ${s.lot} par ${s.owner}. Copropriété ${s.residence}, ${s.street}. Questionnaire reçu de ${random.pick(['Maître Perrin', 'l’étude Masson'])} le ${longDate(random.day('2025-01-10', date))}. L’état daté sera établi lors de la signature de l’acte.`,
    },
    { t: 'table', rows },
  ];
  const figures: ExpectedFigure[] = [
    { field: 'dt_based', date: ag, page: 1 },
    { field: 'works_funds', amount: fund, page: 1 },
    { field: 'dt_works_funds', date: fundDate, page: 1 },
    { field: 'works_funds_lot', amount: fundLot, page: 1 },
    { field: 'works_funds_last_contribution', amount: last, page: 1 },
    { field: 'reserved_advances', amount: reserved, page: 1 },
    { field: 'document_date', date, page: 1 },
  ];
  if (required) figures.push({ field: 'required_advances', amount: required, page: 1 });
  if (unbudget) figures.push({ field: 'unbudget', amount: unbudget, page: 1 });
  return { kind: 'questionnaire-syndic', doctype: 10, dateISO: date, pages: [page], figures };
}
