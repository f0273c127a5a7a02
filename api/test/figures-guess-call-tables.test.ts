import { guessFigures } from '../src/services/document-reading/figures/guess';
import { documentGrids } from '../src/services/document-reading/figures/grid';
import type { DocumentText } from '../src/services/document-reading/types';
import { positioned, row } from './helpers/positioned-text';

/**
 * The sixth round (issue 39): call tables as software prints them — a collective loan's
 * row proven by the lot's tantièmes, numbers wrapped in a narrow column, rows coded by lot
 * and key, abbreviated headings, subtotals of the seller's lots.
 */
const TODAY = new Date('2025-06-30T12:00:00Z');
const values = (guesses: ReturnType<typeof guessFigures>) =>
  Object.fromEntries(guesses.map((g) => [g.field, g.amount ?? g.date]));
const call = { kind: 'appel-de-fonds', dateISO: '2025-06-17', dateConfidence: 0.97 };

/** Columns of a call: code, label, base, building's amount, tantièmes, lot's part, this call. */
const line = (y: number, ...cells: string[]) =>
  row(
    y,
    ...cells.flatMap((str, i): Array<[string, number, number]> => {
      const [x, end] = (
        [
          [40, 55],
          [60, 250],
          [260, 285],
          [300, 360],
          [370, 400],
          [410, 460],
          [470, 530],
        ] as const
      )[i]!;
      return str ? [[str, x, end]] : [];
    }),
  );

/**
 * A quarterly call whose « Base » column is too narrow for « 10 000 » (it wraps as « 10 »
 * over « 000 ») and whose loan row stands under its section's heading: `loan` is that row's
 * label, building's amount, tantièmes, lot's part and call.
 */
const loanCall = (...loan: [string, string, string, string, string]) =>
  positioned({
    width: 595,
    lines: [
      line(800, 'Code', 'Libellé', 'Base', 'Total à répartir', 'Tantièmes', 'Votre part', 'Appel'),
      row(790, ['BUDGET PRÉVISIONNEL 2025/2026', 60, 250]),
      line(780, '01', 'Charges générales', '10', '78 000,00', '346', '2 698,80', '674,70'),
      line(772, '', '', '000'),
      line(762, '04', 'Ascenseur', '1 000', '9 600,00', '41', '393,60', '98,40'),
      line(752, '', 'Sous-total budget', '', '87 600,00', '', '3 092,40', '773,10'),
      row(742, ['EMPRUNT COLLECTIF', 60, 250]),
      line(732, '31', loan[0], '10', ...loan.slice(1)),
      line(724, '', '', '000'),
      line(714, '', 'TOTAL DE L’ÉCHÉANCE', '', '', '', '', '893,50'),
    ],
  });
const capitalShare = loanCall(
  'Ravalement (AG du 17.06.2021)',
  '180 000,00',
  '346',
  '6 228,00',
  '120,40',
);

describe('a call’s table', () => {
  it('reads a number wrapped in a narrow column as one: « 10 » over « 000 » is 10 000', () => {
    const [grid] = documentGrids(capitalShare.layout!);
    expect(grid!.rows[0]!.cells.get(2)).toBe('10 000');
    // the wrapped line is no row of its own, and a heading alone stays a section
    expect(grid!.rows.map((r) => r.label)).toEqual([
      'charges generales',
      'ascenseur',
      'sous-total budget',
      'ravalement (ag du 17.06.2021)',
      "total de l'echeance",
    ]);
    expect(grid!.rows[3]!.section).toBe('emprunt collectif');
  });
});

describe('a collective loan’s row in a call', () => {
  it('gives the building’s capital, the lot’s part of it, proven by its tantièmes, and the instalment', () => {
    const found = guessFigures(capitalShare, call, TODAY);
    expect(values(found)).toMatchObject({
      loan_amount: 18000000,
      loan_share: 622800,
      loan_instalment: 12040,
    });
    // French spacing (narrow no-break spaces) read as plain spaces
    const proofs = found.find((f) => f.field === 'loan_share')!.proofs!;
    expect(proofs.map((proof) => proof.replace(/\s/gu, ' '))).toEqual([
      '180 000,00 € × 346 / 10000 = 6 228,00 €',
    ]);
  });

  it('reads only the instalment when the lot’s part is a year of calls, not the capital', () => {
    // 4 × 120,40 = 481,60: the row is the year's repayment, its building amount an annuity
    const yearly = loanCall('Remboursement du prêt', '13 919,08', '346', '481,60', '120,40');
    const found = values(guessFigures(yearly, call, TODAY));
    expect(found.loan_instalment).toBe(12040);
    expect(found).not.toHaveProperty('loan_amount');
    expect(found).not.toHaveProperty('loan_share');
  });

  it('reads what the lot still owes from the sentence under the table', () => {
    const notice: DocumentText = {
      pages: [
        [
          'APPEL DE FONDS — ÉCHÉANCE DU 01.07.2025',
          'Capital restant dû par le syndicat : 136 240,00 €',
          'Capital restant dû sur votre part d’emprunt après l’échéance du 01.07.2025 : 4 712,86 €',
        ].join('\n'),
      ],
      source: 'pdf',
    };
    expect(values(guessFigures(notice, call, TODAY)).loan_remaining).toBe(471286);
  });
});

describe('a call table of software that codes and abbreviates', () => {
  /** Lot, key, label, « Mt global », « Tant. », « Base », « QP annuelle », « Appel T3 ». */
  const at = [40, 70, 100, 240, 310, 350, 400, 470];
  const ends = [60, 90, 230, 300, 340, 390, 460, 530];
  const coded = (y: number, ...texts: string[]) =>
    row(
      y,
      ...texts.flatMap((str, i): Array<[string, number, number]> =>
        str ? [[str, at[i]!, ends[i]!]] : [],
      ),
    );
  const notice = positioned({
    width: 842,
    lines: [
      coded(800, 'Lot', 'Clé', 'Libellé', 'Mt global', 'Tant.', 'Base', 'QP annuelle', 'Appel T3'),
      coded(
        788,
        '23',
        '001',
        'Charges générales',
        '104 000,00',
        '412',
        '10 000',
        '4 284,80',
        '1 071,20',
      ),
      coded(
        776,
        '104',
        '001',
        'Charges générales',
        '104 000,00',
        '28',
        '10 000',
        '291,20',
        '72,80',
      ),
      coded(764, '', '', 'Sous-total budget', '', '', '', '4 576,00', '1 144,00'),
      coded(752, '23', '001', 'Fonds travaux ALUR', '7 100,00', '412', '10 000', '292,52', '73,13'),
      coded(740, '104', '001', 'Fonds travaux ALUR', '7 100,00', '28', '10 000', '19,88', '4,97'),
      coded(728, '', '', 'Sous-total fonds travaux', '', '', '', '312,40', '78,10'),
    ],
  });

  it('names each row after its lot’s and key’s codes, and reads the headings in full', () => {
    const [grid] = documentGrids(notice.layout!);
    expect(grid!.rows[0]!.label).toBe('charges generales');
    expect(grid!.columns.map((c) => c.heading)).toEqual(
      expect.arrayContaining(['montant global', 'tantiemes', 'quote-part annuelle']),
    );
  });

  it('reads the seller’s lots’ subtotals, the fund’s building amount from its lots’ rows', () => {
    expect(values(guessFigures(notice, call, TODAY))).toMatchObject({
      expected_budget: 457600,
      works_funds_contribution: 710000,
      works_funds_last_contribution: 7810,
    });
  });
});

describe('a call listing carried over to a page without its header', () => {
  const page1 = {
    width: 595,
    lines: [
      line(
        800,
        'Code',
        'Libellé',
        'Base',
        'Total à répartir',
        'Tantièmes',
        'Part annuelle',
        'Appel',
      ),
      line(780, '01', 'Charges générales', '1 000', '104 000,00', '74', '7 696,00', '1 924,00'),
      line(770, '', 'Sous-total budget', '', '104 000,00', '', '7 696,00', '1 924,00'),
    ],
  };
  const page2 = {
    width: 595,
    lines: [
      row(810, ['Copropriété 3507 — appel T3 2025 — page 2/2', 40, 400]),
      line(790, '', 'Report page 1', '', '', '', '7 696,00', '1 924,00'),
      line(780, '31', 'Emprunt ravalement — capital', '1 000', '210 000,00', '74', '15 540,00'),
      line(770, '31', 'Emprunt ravalement — éch. 13/40', '1 000', '6 096,60', '74', '', '451,15'),
      line(760, '', 'TOTAL DE L’APPEL', '', '', '', '', '2 375,15'),
    ],
  };
  const notice: DocumentText = {
    pages: [page1, page2].map((p) =>
      p.lines.map((l) => l.cells.map((c) => c.str).join(' ')).join('\n'),
    ),
    layout: [page1, page2],
    source: 'pdf',
  };

  it('reads page 2’s rows under page 1’s header, its running title no heading', () => {
    const grids = documentGrids(notice.layout!);
    expect(grids).toHaveLength(2);
    expect(grids[1]!.columns.map((c) => c.heading)).toEqual(
      grids[0]!.columns.map((c) => c.heading),
    );
  });

  it('reads a loan printed as a capital row and an instalment row, each proven', () => {
    const found = guessFigures(notice, call, TODAY);
    expect(values(found)).toMatchObject({
      loan_amount: 21000000,
      loan_share: 1554000,
      loan_instalment: 45115,
    });
    expect(found.find((f) => f.field === 'loan_instalment')!.proofs).toHaveLength(1);
  });
});
