import { normalizeVerificationCode, printedVerificationCode } from './certification';

describe('verification codes', () => {
  it('prints a code in two halves and reads it back whatever the reader typed', () => {
    expect(printedVerificationCode('K7M2QX9PTR')).toBe('K7M2Q-X9PTR');
    expect(normalizeVerificationCode('k7m2q-x9ptr')).toBe('K7M2QX9PTR');
    expect(normalizeVerificationCode(' K7M2Q X9PTR ')).toBe('K7M2QX9PTR');
    expect(normalizeVerificationCode(printedVerificationCode('K7M2QX9PTR'))).toBe('K7M2QX9PTR');
  });
});
