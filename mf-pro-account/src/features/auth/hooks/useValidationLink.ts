import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { validateAccount } from '@ped/client';
import { selectAccount, shellActions } from '@ped/contracts';
import { errorMessage } from '../../../shared/list-state';

export type ValidationOutcome =
  | { status: 'pending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

/**
 * `…/connexion?validation=<token>`: validates the e-mail address once (the token is single
 * use, so a re-render or a second effect run must not send it again). A session already open
 * in this browser is renewed so that its claims say "validated".
 */
export function useValidationLink(token: string | null): ValidationOutcome | null {
  const dispatch = useDispatch();
  const { isAuthenticated } = useSelector(selectAccount);
  const [outcome, setOutcome] = useState<ValidationOutcome | null>(
    token ? { status: 'pending' } : null,
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    validateAccount(token).then(
      ({ message }) => setOutcome({ status: 'done', message }),
      (error) => setOutcome({ status: 'failed', message: errorMessage(error) }),
    );
  }, [token]);

  useEffect(() => {
    if (outcome?.status === 'done' && isAuthenticated) dispatch(shellActions.refreshSession());
  }, [outcome?.status, isAuthenticated, dispatch]);

  return outcome;
}
