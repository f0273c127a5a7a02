import { Link, useSearchParams } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts';
import { AuthPage } from '../../../shared/AuthPage';
import { AccountCreationForm } from './AccountCreationForm';
import { InvitationForm } from './InvitationForm';

/** Création (outside the account layout): a new organisation, or joining one by invitation. */
export function SignupPage() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const login = <Link to={PRO_ACCOUNT_PATHS.login}>Déjà un compte ? Se connecter</Link>;
  if (invitation) {
    return (
      <AuthPage
        title="Rejoindre votre équipe"
        intro="Vous avez été invité à rejoindre l’Espace Pro de votre organisation."
        links={login}
      >
        <InvitationForm token={invitation} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Créer un compte professionnel"
      intro="Gratuit et sans engagement : commandez au tarif professionnel (HT) et suivez toutes les commandes de votre équipe."
      links={login}
    >
      <AccountCreationForm />
    </AuthPage>
  );
}
