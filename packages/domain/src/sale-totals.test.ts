import { saleTotalOf } from './sale-totals';

const at = (iso: string) => new Date(iso);
const DELIVERED = at('2026-11-20T10:00:00Z');

describe('saleTotalOf', () => {
  it('is the seller’s form, or staff’s latest correction, before any delivery', () => {
    expect(
      saleTotalOf({ form: 1136.8, corrections: [], lotsRecordedAt: [], deliveredAt: null }),
    ).toEqual({ value: 1136.8, by: null, current: true });
    expect(
      saleTotalOf({
        form: 1136.8,
        corrections: [
          { value: 1200, by: 'b@ped.test', at: at('2026-11-02T10:00:00Z') },
          { value: 1150, by: 'a@ped.test', at: at('2026-11-01T10:00:00Z') },
        ],
        lotsRecordedAt: [at('2026-11-03T10:00:00Z')],
        deliveredAt: null,
      }),
    ).toEqual({ value: 1200, by: 'b@ped.test', current: true });
    expect(
      saleTotalOf({ form: null, corrections: [], lotsRecordedAt: [], deliveredAt: null }),
    ).toBeNull();
  });

  it('no longer binds the lots once they were recorded again after the delivery it was stated before', () => {
    const stale = {
      form: 1136.8,
      corrections: [{ value: 1140, by: 'a@ped.test', at: at('2026-11-19T10:00:00Z') }],
      lotsRecordedAt: [at('2026-11-19T11:00:00Z'), at('2026-11-25T10:00:00Z')],
      deliveredAt: DELIVERED,
    };
    expect(saleTotalOf(stale)).toEqual({ value: 1140, by: 'a@ped.test', current: false });
    expect(saleTotalOf({ ...stale, corrections: [] })).toMatchObject({
      value: 1136.8,
      current: false,
    });
  });

  it('binds the lots when they were left alone since the delivery, or when staff stated the new version’s total', () => {
    const base = { form: 1136.8, corrections: [], deliveredAt: DELIVERED };
    expect(saleTotalOf({ ...base, lotsRecordedAt: [at('2026-11-19T11:00:00Z')] })).toMatchObject({
      current: true,
    });
    expect(
      saleTotalOf({
        ...base,
        corrections: [{ value: 1207.85, by: 'a@ped.test', at: at('2026-11-26T10:00:00Z') }],
        lotsRecordedAt: [at('2026-11-25T10:00:00Z')],
      }),
    ).toEqual({ value: 1207.85, by: 'a@ped.test', current: true });
  });
});
