import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS, selectAccount, shellActions } from '@ped/contracts';
import { Button, ButtonLink, LoadingScreen, Stack } from '@ped/ui';
import { AuthPage } from '../../../shared/AuthPage';

/**
 * Merci: the account exists but its e-mail address is not validated yet (docs/product.md §4.6).
 * The API has no call to send the link again: the reset link validates the address too.
 */
export function ThanksPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { isAuthenticated, session } = useSelector(selectAccount);
  if (isAuthenticated === null) return <LoadingScreen />;
  if (!isAuthenticated || !session) return <Navigate to={PRO_ACCOUNT_PATHS.login} replace />;
  if (session.validated) return <Navigate to={`${PRO_ACCOUNT_PATHS.home}/`} replace />;

  return (
    <AuthPage title="Merci, votre compte est créé !">
      <p>
        Nous avons envoyé un e-mail à <strong>{session.account}</strong>. Cliquez sur le lien «
        Valider mon adresse e-mail » qu’il contient pour accéder à votre espace professionnel. Ce
        lien est valable 7 jours.
      </p>
      <p>
        Vous ne le trouvez pas ? Regardez dans vos courriers indésirables. Sinon, demandez un lien
        de réinitialisation du mot de passe : le suivre valide aussi votre adresse.
      </p>
      <Stack $direction="row" $gap={12} $wrap>
        <Button type="button" onClick={() => dispatch(shellActions.refreshSession())}>
          J’ai validé mon adresse
        </Button>
        <ButtonLink as={Link} $variant="secondary" to={PRO_ACCOUNT_PATHS.forgotPassword}>
          Recevoir un nouveau lien
        </ButtonLink>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            dispatch(shellActions.logout());
            navigate(PRO_ACCOUNT_PATHS.login);
          }}
        >
          Se déconnecter
        </Button>
      </Stack>
    </AuthPage>
  );
}
