import {
  REGISTRATION_NUMBER_MESSAGES as M,
  isRegistrationNumber,
  normaliseRegistrationNumber,
  registrationNumberError,
} from './registration-number';

describe('numéro d’immatriculation d’une copropriété', () => {
  it('is two letters and seven digits, whatever the case and the spaces copied with it', () => {
    expect(isRegistrationNumber('AB1234567')).toBe(true);
    expect(isRegistrationNumber(' ab 123 4567 ')).toBe(true);
    expect(normaliseRegistrationNumber(' ab 123 4567 ')).toBe('AB1234567');
  });

  it('refuses what the registre never issues, with a French message', () => {
    for (const typed of ['123', 'AB123456', 'AB12345678', 'A11234567', 'AB-1234567', 'ÉB1234567'])
      expect([typed, registrationNumberError(typed)]).toEqual([typed, M.format]);
    expect(registrationNumberError('  ')).toBe(M.required);
    expect(registrationNumberError('AB1234567')).toBeNull();
  });
});
