/** Account passwords (creation, reset, invitation, change): the API refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_LENGTH_MESSAGE = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères (et au plus ${PASSWORD_MAX_LENGTH})`;

/** The French problem with a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'Choisissez un mot de passe';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return PASSWORD_LENGTH_MESSAGE;
  return null;
}
