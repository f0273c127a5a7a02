import { isValidEmail } from './validators';
import { DOCUMENTS_EMAIL } from './contact';

it('l’adresse de réception des documents est une adresse e-mail valide', () => {
  expect(isValidEmail(DOCUMENTS_EMAIL)).toBe(true);
});
