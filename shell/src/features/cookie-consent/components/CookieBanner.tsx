import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, typeScale } from '@ped/ui';
import { readConsent, storeConsent } from '../consent-storage';

// A compact bar: its text stays smaller than any page's main text, so that appearing after
// the page (see Layout) it never becomes the page's largest paint (issue 18).
const Box = styled.section`
  position: fixed;
  left: 24px;
  bottom: 24px;
  z-index: 1150;
  max-width: 400px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${typeScale.xs};
  & h2 {
    margin: 0 0 4px;
    font-size: ${typeScale.sm};
  }
  & p {
    margin: 0 0 10px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    left: 8px;
    right: 8px;
    bottom: 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

interface Props {
  /** the footer's « Gérer les cookies » asked for the choice again */
  reopened?: boolean;
  onClose?(): void;
}

/**
 * Asks once; the answer ('true' or 'false') is kept locally and the banner does not come
 * back by itself. The legal notice says the choice can be changed at any time: the
 * footer's « Gérer les cookies » reopens it, showing the current answer.
 */
export function CookieBanner({ reopened = false, onClose }: Props) {
  const [choice, setChoice] = useState(readConsent);
  const box = useRef<HTMLElement>(null);
  // reopened from the footer: the choice is where keyboard and screen-reader users now are
  useEffect(() => {
    if (reopened) box.current?.focus();
  }, [reopened]);
  if (choice !== null && !reopened) return null;
  const decide = (accepted: boolean) => {
    storeConsent(accepted);
    setChoice(accepted);
    onClose?.();
  };
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="region"
      aria-labelledby="cookies-titre"
      data-testid="cookie-banner"
    >
      <h2 id="cookies-titre">Cookies</h2>
      <p>
        Acceptez-vous les cookies de mesure d’audience ? Ceux nécessaires au site (session,
        paiement) restent actifs. <Link to="/mentions-legales">En savoir plus</Link>
      </p>
      {choice !== null ? (
        <p>Votre choix actuel : {choice ? 'cookies acceptés' : 'cookies refusés'}.</p>
      ) : null}
      <Actions>
        <Button type="button" aria-pressed={choice === true} onClick={() => decide(true)}>
          Accepter
        </Button>
        <Button
          type="button"
          $variant="secondary"
          aria-pressed={choice === false}
          onClick={() => decide(false)}
        >
          Refuser
        </Button>
      </Actions>
    </Box>
  );
}
