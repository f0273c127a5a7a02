import { Link, useSearchParams } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { AuthPage } from '../../../shared/AuthPage';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

/** Mot de passe oublié: the request, or, from the e-mailed link, the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('reinitialisation');
  const login = <Link to={PRO_ACCOUNT_PATHS.login}>Retour à la connexion</Link>;
  if (token) {
    return (
      <AuthPage title="Nouveau mot de passe" links={login}>
        <NewPasswordForm token={token} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Mot de passe oublié"
      intro="Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
      links={login}
    >
      <ResetRequestForm />
    </AuthPage>
  );
}
