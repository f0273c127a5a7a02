import { isValidEmail, newPasswordProblem } from '@ped/domain';

/** Field errors of a form, by field name; empty when it can be sent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Saisissez votre adresse e-mail';
  return isValidEmail(email.trim()) ? null : 'Cette adresse e-mail n’est pas valide';
}

/** A new password typed twice: its own problem, then the confirmation's. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): FieldErrors<'password' | 'confirmation'> {
  const problem = newPasswordProblem(password);
  if (problem) return { password: problem };
  return password === confirmation
    ? {}
    : { confirmation: 'Les deux mots de passe ne sont pas identiques' };
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
