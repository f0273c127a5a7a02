import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, typeScale, useHydrated } from '@ped/ui';
import { readConsent, storeConsent } from '../consent-storage';

/**
 * A band in the page's flow, under the header: it pushes the page down instead of covering
 * its first figures or a form's column (issue 38). Its text stays smaller than any page's
 * main text, so that it never becomes the page's largest paint (issue 18).
 */
const Band = styled.section`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: 10px;
  font-size: ${typeScale.xs};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  & h2 {
    margin: 0 0 2px;
    font-size: ${typeScale.sm};
  }
  & p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Text = styled.div`
  flex: 1 1 320px;
`;

const Actions = styled.div`
  display: flex;
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
 *
 * The server draws it in every page, since it cannot know the visitor's choice; for a
 * visitor who made one, a script of the HTML's head marks the page before its first paint
 * and a rule of that head hides the band (`data-cookie-banner="drawn"`), so the page neither
 * shows it nor moves when React, once hydrated, takes it away. The same script stores an
 * answer given before React has hydrated the band (`data-consent` of its buttons).
 */
export function CookieBanner({ reopened = false, onClose }: Props) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(readConsent);
  const band = useRef<HTMLElement>(null);
  // reopened from the footer: the choice is where keyboard and screen-reader users now are
  useEffect(() => {
    if (reopened) band.current?.focus();
  }, [reopened]);
  if (hydrated && choice !== null && !reopened) return null;
  // while hydrating, the band is the server's, which knew no choice
  const pressed = hydrated ? choice : null;
  const decide = (accepted: boolean) => {
    storeConsent(accepted);
    setChoice(accepted);
    onClose?.();
  };
  return (
    <Band
      ref={band}
      tabIndex={-1}
      role="region"
      aria-labelledby="cookies-titre"
      data-testid="cookie-banner"
      data-cookie-banner={hydrated ? 'asking' : 'drawn'}
    >
      <Container>
        <Row>
          <Text>
            <h2 id="cookies-titre">Cookies</h2>
            <p>
              Acceptez-vous les cookies de mesure d’audience ? Ceux nécessaires au site (session,
              paiement) restent actifs. <Link to="/mentions-legales">En savoir plus</Link>
            </p>
            {reopened && choice !== null ? (
              <p>Votre choix actuel : {choice ? 'cookies acceptés' : 'cookies refusés'}.</p>
            ) : null}
          </Text>
          <Actions>
            <Button
              type="button"
              data-consent="true"
              aria-pressed={pressed === true}
              onClick={() => decide(true)}
            >
              Accepter
            </Button>
            <Button
              type="button"
              $variant="secondary"
              data-consent="false"
              aria-pressed={pressed === false}
              onClick={() => decide(false)}
            >
              Refuser
            </Button>
          </Actions>
        </Row>
      </Container>
    </Band>
  );
}
