import {
  buildingObligations,
  describeObligation,
  type ObligationKey,
} from './building-obligations';

const of = (
  key: ObligationKey,
  lots: number | null,
  permitDate: string | null,
  today = '2026-11-23',
) => buildingObligations({ lots, permitDate, today }).find((o) => o.key === key)!;

describe('plan pluriannuel de travaux', () => {
  it('follows the size calendar for buildings over 15 years', () => {
    expect(of('ppt', 250, '1975-05-01')).toMatchObject({ required: true, since: '2023-01-01' });
    expect(of('ppt', 120, '1975-05-01')).toMatchObject({ required: true, since: '2024-01-01' });
    expect(of('ppt', 50, '1975-05-01')).toMatchObject({ required: true, since: '2025-01-01' });
  });

  it('waits until the building is 15 years old', () => {
    expect(of('ppt', 30, '2015-06-10')).toMatchObject({ required: false, since: '2030-06-10' });
  });

  it('is not decided without the number of lots', () => {
    expect(of('ppt', null, '1975-05-01')).toMatchObject({ required: null });
  });
});

describe('DPE collectif', () => {
  it('follows the size calendar for permits before 2013', () => {
    expect(of('dpe', 201, '1980-01-01')).toMatchObject({ required: true, since: '2024-01-01' });
    expect(of('dpe', 50, '1980-01-01')).toMatchObject({ required: true, since: '2025-01-01' });
    expect(of('dpe', 49, '1980-01-01', '2025-06-01')).toMatchObject({
      required: false,
      since: '2026-01-01',
    });
  });

  it('does not concern buildings with a permit from 2013', () => {
    expect(of('dpe', 300, '2014-02-01')).toMatchObject({ required: false, since: null });
  });
});

describe('fonds de travaux', () => {
  it('is required over 10 lots since 2017 and for all since 2025', () => {
    expect(of('works_funds', 11, null)).toMatchObject({ required: true, since: '2017-01-01' });
    expect(of('works_funds', 8, null)).toMatchObject({ required: true, since: '2025-01-01' });
    expect(of('works_funds', 8, null, '2024-12-31')).toMatchObject({ required: false });
  });
});

describe('describeObligation', () => {
  it('says what is missing and since when it is required', () => {
    expect(describeObligation(of('works_funds', 8, null), false)).toBe(
      'Non fourni — obligatoire pour cette copropriété depuis le 1er janvier 2025 (art. 14-2-1 de la loi du 10 juillet 1965)',
    );
  });

  it('states a future obligation and a non-obligation', () => {
    expect(describeObligation(of('dpe', 30, '1990-01-01', '2025-03-01'), false)).toBe(
      'Non fourni — obligatoire pour cette copropriété à compter du 1er janvier 2026 (art. L126-31 du CCH)',
    );
    expect(describeObligation(of('dtg', 30, null), false)).toBe(
      'Non fourni — non obligatoire : l’assemblée générale se prononce sur sa réalisation (art. L731-1 du CCH)',
    );
  });

  it('asks for the missing fact instead of guessing', () => {
    expect(describeObligation(of('ppt', null, null), true)).toBe(
      'Fourni — obligation à vérifier : nombre de lots de la copropriété non communiqué (art. 14-2 de la loi du 10 juillet 1965)',
    );
  });
});
