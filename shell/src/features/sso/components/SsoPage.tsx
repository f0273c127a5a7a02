import { ORDER_FLOW_PATH } from '@ped/contracts/paths';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { exchangeSsoToken } from '@ped/client';
import { shellActions, usePageMeta } from '@ped/contracts';
import { Alert, Container, LoadingScreen } from '@ped/ui';

/** Where a partner's agent lands once signed in: the order flow. */
const SSO_LANDING = ORDER_FLOW_PATH;

const Page = styled(Container)`
  margin-top: 15vh;
`;

/**
 * /sso (docs/product.md §2.4), shown without the layout: exchanges the partner's signed token for a
 * session, signs in, and goes on to the order page.
 */
export function SsoPage() {
  usePageMeta({
    title: 'Connexion partenaire',
    description: 'Connexion depuis le site d’un partenaire.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const token = params.get('token');
  const partner = params.get('partner');
  const [error, setError] = useState<string | null>(
    token && partner ? null : 'Lien de connexion incomplet : il manque le partenaire ou le jeton.',
  );

  useEffect(() => {
    if (!token || !partner) return;
    let cancelled = false;
    exchangeSsoToken(partner, token)
      .then(({ access_token }) => {
        if (cancelled) return;
        dispatch(shellActions.signedIn(access_token));
        navigate(SSO_LANDING, { replace: true });
      })
      .catch(
        (failure: unknown) =>
          !cancelled &&
          setError(failure instanceof Error ? failure.message : 'Connexion impossible'),
      );
    return () => {
      cancelled = true;
    };
  }, [token, partner, dispatch, navigate]);

  return (
    <Page as="main" $width="sm">
      <h1>Connexion partenaire</h1>
      {error ? (
        <>
          <Alert variant="error" title="Connexion impossible">
            <p>{error}</p>
          </Alert>
          <p>
            <Link to="/">Aller à l’accueil</Link> ou{' '}
            <Link to={SSO_LANDING}>commander sans compte</Link>.
          </p>
        </>
      ) : (
        <LoadingScreen label="Connexion en cours…" />
      )}
    </Page>
  );
}
