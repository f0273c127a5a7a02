import { newPasswordProblem, PASSWORD_LENGTH_MESSAGE } from './passwords';

describe('newPasswordProblem', () => {
  it('asks for a password, then for 10 to 200 characters', () => {
    expect(newPasswordProblem('')).toBe('Choisissez un mot de passe');
    expect(newPasswordProblem('court')).toBe(PASSWORD_LENGTH_MESSAGE);
    expect(newPasswordProblem('x'.repeat(201))).toBe(PASSWORD_LENGTH_MESSAGE);
    expect(newPasswordProblem('dix-caract')).toBeNull();
  });

  it('says the same as the API', () => {
    expect(PASSWORD_LENGTH_MESSAGE).toBe(
      'Le mot de passe doit contenir au moins 10 caractères (et au plus 200)',
    );
  });
});
