import { exerciseName, exercisePeriod, exerciseTitle } from './financial-years';

describe('financial years in words', () => {
  it('names a calendar year by its year and its days in full', () => {
    expect(exerciseTitle('2025-01-01', '2025-12-31')).toBe(
      'Exercice 2025, du 1er janvier au 31 décembre 2025',
    );
  });

  it('names a year straddling two calendar years by both', () => {
    expect(exerciseName('2024-07-01', '2025-06-30')).toBe('Exercice 2024-2025');
    expect(exercisePeriod('2024-07-01', '2025-06-30')).toBe('du 1er juillet 2024 au 30 juin 2025');
  });
});
