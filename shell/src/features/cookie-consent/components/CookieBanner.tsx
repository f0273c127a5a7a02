import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@ped/ui';
import { readConsent, storeConsent } from '../consent-storage';

const Box = styled.section`
  position: fixed;
  left: 24px;
  bottom: 24px;
  z-index: 1150;
  max-width: 440px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  & h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  & p {
    margin: 0 0 16px;
    font-size: 0.9rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    left: 12px;
    right: 12px;
    bottom: 12px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Asks once; the answer ('true' or 'false') is kept locally and the banner does not come back. */
export function CookieBanner() {
  const [choice, setChoice] = useState(readConsent);
  if (choice !== null) return null;
  const decide = (accepted: boolean) => {
    storeConsent(accepted);
    setChoice(accepted);
  };
  return (
    <Box role="region" aria-labelledby="cookies-titre" data-testid="cookie-banner">
      <h2 id="cookies-titre">Cookies</h2>
      <p>
        Nous utilisons des cookies de mesure d’audience pour améliorer le site. Les cookies
        nécessaires au fonctionnement (session, paiement) ne dépendent pas de ce choix.{' '}
        <Link to="/mentions-legales">En savoir plus</Link>
      </p>
      <Actions>
        <Button type="button" onClick={() => decide(true)}>
          Accepter
        </Button>
        <Button type="button" $variant="secondary" onClick={() => decide(false)}>
          Refuser
        </Button>
      </Actions>
    </Box>
  );
}
