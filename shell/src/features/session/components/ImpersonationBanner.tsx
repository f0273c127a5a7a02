import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectAccount, shellActions } from '@ped/contracts';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px 16px;
  padding: 10px 24px;
  background: ${({ theme }) => theme.colors.warning};
  /* the page background reads on the warning colour in both modes (white on amber, navy on yellow) */
  color: ${({ theme }) => theme.colors.background};
  font-weight: 600;
  text-align: center;
  & p {
    margin: 0;
  }
`;

const BackButton = styled.button`
  min-height: 40px;
  padding: 6px 16px;
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * While an admin is logged in as a customer ('Se Connecter'), says so on every page and
 * offers the way back to the admin's own account.
 */
export function ImpersonationBanner() {
  const { session } = useSelector(selectAccount);
  const dispatch = useDispatch();
  const admin = session?.impersonated_by;
  if (!session || !admin) return null;
  return (
    <Banner
      role="region"
      aria-label="Connexion en tant que client"
      data-testid="impersonation-banner"
    >
      <p>
        Vous êtes connecté en tant que <strong>{session.account}</strong>
      </p>
      <BackButton type="button" onClick={() => dispatch(shellActions.switchAccount(admin))}>
        Revenir à mon compte administrateur
      </BackButton>
    </Banner>
  );
}
