import { draftActions, type DraftAction } from './draft-actions';
import { draftReducer } from './draft-reducer';
import { initialDraftState, type DraftState } from './draft-state';
import type { FigureGuess } from './figure-notes';
import { uploadFixture } from '../../../testing/orders';

const reduce = (state: DraftState, ...actions: DraftAction[]) =>
  actions.reduce(draftReducer, state);
const started = () => reduce(initialDraftState(), draftActions.start('cle', 'vendeuse@exemple.fr'));
const UPLOAD = uploadFixture({ id: 'u1', name: 'appel-de-fonds.pdf' });

const guess = (overrides: Partial<FigureGuess> & Pick<FigureGuess, 'field'>): FigureGuess => ({
  page: 2,
  excerpt: 'Solde débiteur 1 234,56',
  confidence: 0.95,
  ...overrides,
});
const read = (state: DraftState, ...guesses: FigureGuess[]) =>
  reduce(state, draftActions.uploadRead(UPLOAD, guesses));

/** The form, its typed amounts, its notes and its save state as they were. */
function expectFormUnchanged(draft: DraftState, before: DraftState) {
  expect(draft.stored).toBe(before.stored);
  expect(draft.amountTexts).toBe(before.amountTexts);
  expect(draft.figures).toBe(before.figures);
  expect(draft.status).toBe(before.status);
}

describe('figures read in an uploaded document', () => {
  it('fills an empty field with a sure amount, converting cents exactly, and says where it came from', () => {
    const draft = read(started(), guess({ field: 'wanted_loads', amount: 123456 }));
    expect(draft.stored.wanted_loads).toBe(1234.56);
    expect(draft.amountTexts.wanted_loads).toBe('1\u00a0234,56');
    expect(draft.figures.wanted_loads).toMatchObject({
      kind: 'filled',
      fileName: 'appel-de-fonds.pdf',
      page: 2,
    });
    expect(draft.status).toBe('pending');
  });

  it('takes none of the lot’s amounts from a document about another lot, only the building’s', () => {
    const lot = {
      kind: 'appartement' as const,
      description: '',
      tantiemes: null,
      tantiemes_total: null,
    };
    const sale = reduce(started(), draftActions.patch({ lots: [{ ...lot, number: '12' }] }));
    const elsewhere = uploadFixture({
      id: 'u2',
      name: 'appel-lot-412.pdf',
      reading: {
        status: 'done',
        reason: null,
        guess: {
          doctype: 10,
          dateISO: null,
          label: null,
          confidence: 0.95,
          dateConfidence: 0,
          lots: ['412'],
        },
      },
    });
    const draft = reduce(
      sale,
      draftActions.uploadRead(elsewhere, [
        guess({ field: 'budget', amount: 123456 }),
        guess({ field: 'works_funds', amount: 5000000 }),
      ]),
    );
    expect(draft.stored.budget).toBeNull();
    expect(draft.figures.budget).toBeUndefined();
    expect(draft.stored.works_funds).toBe(50000);
    // the same paper about the sale's lot fills it
    const own = {
      ...elsewhere,
      reading: { ...elsewhere.reading, guess: { ...elsewhere.reading.guess!, lots: ['12'] } },
    };
    expect(
      reduce(sale, draftActions.uploadRead(own, [guess({ field: 'budget', amount: 123456 })]))
        .stored.budget,
    ).toBe(1234.56);
  });

  it('converts amounts that floats would drift on', () => {
    const draft = read(
      started(),
      guess({ field: 'budget', amount: 1005 }),
      guess({ field: 'unbudget', amount: 29 }),
    );
    expect(draft.stored.budget).toBe(10.05);
    expect(draft.amountTexts.budget).toBe('10,05');
    expect(draft.stored.unbudget).toBe(0.29);
  });

  it('fills an empty date with a sure date, as the form keeps it', () => {
    const draft = read(started(), guess({ field: 'dt_based', date: '2026-03-12' }));
    expect(draft.stored.dt_based).toBe('2026-03-12');
    expect(draft.figures.dt_based?.kind).toBe('filled');
  });

  it('never overwrites what the seller typed, even unreadable: it offers the figure instead', () => {
    const typed = reduce(
      started(),
      draftActions.amountText('budget', '900', 900),
      draftActions.amountText('unbudget', '1 2a4', null),
    );
    const draft = read(
      typed,
      guess({ field: 'budget', amount: 123456 }),
      guess({ field: 'unbudget', amount: 5000 }),
    );
    expect(draft.stored).toMatchObject({ budget: 900, unbudget: null });
    expect(draft.amountTexts).toMatchObject({ budget: '900', unbudget: '1 2a4' });
    expect(draft.figures.budget?.kind).toBe('offered');
    expect(draft.figures.unbudget?.kind).toBe('offered');
  });

  it('offers an unsure figure without writing it, and « Utiliser » writes it', () => {
    const offered = read(started(), guess({ field: 'budget', amount: 123456, confidence: 0.6 }));
    expect(offered.stored.budget).toBeNull();
    expect(offered.figures.budget?.kind).toBe('offered');

    const used = reduce(offered, draftActions.figureUsed('budget'));
    expect(used.stored.budget).toBe(1234.56);
    expect(used.amountTexts.budget).toBe('1\u00a0234,56');
    expect(used.figures.budget?.kind).toBe('filled');
  });

  it('says nothing of a figure the field already holds', () => {
    const typed = reduce(started(), draftActions.amountText('budget', '1 234,56', 1234.56));
    expectFormUnchanged(read(typed, guess({ field: 'budget', amount: 123456 })), typed);
  });

  it('keeps the surest of several readings of a field', () => {
    const draft = read(
      started(),
      guess({ field: 'budget', amount: 100, confidence: 0.5 }),
      guess({ field: 'budget', amount: 20000, confidence: 0.92 }),
    );
    expect(draft.stored.budget).toBe(200);
  });

  it('« Effacer » puts the field back as it was', () => {
    const typed = reduce(started(), draftActions.amountText('budget', '900', 900));
    const offered = read(typed, guess({ field: 'budget', amount: 123456 }));
    const undone = reduce(
      offered,
      draftActions.figureUsed('budget'),
      draftActions.figureCleared('budget'),
    );
    expect(undone.stored.budget).toBe(900);
    expect(undone.amountTexts.budget).toBe('900');
    expect(undone.figures).toEqual({});

    const prefilled = read(started(), guess({ field: 'budget', amount: 123456 }));
    const emptied = reduce(prefilled, draftActions.figureCleared('budget'));
    expect(emptied.stored.budget).toBeNull();
    expect(emptied.amountTexts).toEqual({});
  });

  it('drops the source once the seller types in the field', () => {
    const prefilled = read(started(), guess({ field: 'budget', amount: 123456 }));
    const typed = reduce(prefilled, draftActions.amountText('budget', '1 000', 1000));
    expect(typed.figures).toEqual({});
  });

  it('ignores figures for fields the form has no input for, or without a usable value', () => {
    const before = started();
    const draft = read(
      before,
      guess({ field: 'document_date', date: '2026-03-12' }),
      guess({ field: 'fiscal_year_start', date: '2025-01-01' }),
      guess({ field: 'fiscal_year_end', date: '2025-12-31' }),
      guess({ field: 'syndic_fees', amount: 12000 }),
      guess({ field: 'budget', date: '2026-03-12' }),
      guess({ field: 'dt_based', amount: 100 }),
    );
    expectFormUnchanged(draft, before);
  });

  it('changes nothing for an answer without figures', () => {
    const before = started();
    expectFormUnchanged(read(before), before);
  });

  it('forgets the offers of a deleted document, not what it filled', () => {
    const upload = { id: 'u1', url: 'https://api.example.fr/files/u1.pdf' };
    const draft = read(
      started(),
      guess({ field: 'budget', amount: 100 }),
      guess({ field: 'unbudget', amount: 200, confidence: 0.3 }),
    );
    const removed = reduce(
      draft,
      draftActions.uploadRemoved(upload as Parameters<typeof draftActions.uploadRemoved>[0]),
    );
    expect(Object.keys(removed.figures)).toEqual(['budget']);
  });
});
