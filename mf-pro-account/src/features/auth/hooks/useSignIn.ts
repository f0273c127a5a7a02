import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signIn, type Credentials, type IssuedSession } from '@ped/client';
import { PRO_ACCOUNT_PATHS, selectAccount, shellActions } from '@ped/contracts';
import { useSubmit } from '../../../shared/useSubmit';

/**
 * Signs in, hands the access token to the shell (which stores it and loads the session),
 * then opens the account area once the shell holds that session; the area's gate sends an
 * account not yet validated on to the thank-you page.
 */
export function useSignIn(destination: string = `${PRO_ACCOUNT_PATHS.home}/`) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { isAuthenticated, session } = useSelector(selectAccount);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const submit = useSubmit();
  const { run } = submit;

  useEffect(() => {
    if (signedInAs && isAuthenticated && session?.account === signedInAs) navigate(destination);
  }, [signedInAs, isAuthenticated, session, navigate, destination]);

  /** any call that opens a session: signing in, or accepting an invitation */
  const enter = useCallback(
    async (issue: () => Promise<IssuedSession>) => {
      const issued = await run(issue);
      if (!issued) return false;
      dispatch(shellActions.signedIn(issued.access_token));
      setSignedInAs(issued.session.account);
      return true;
    },
    [dispatch, run],
  );
  const signInWith = useCallback(
    (credentials: Credentials) => enter(() => signIn(credentials)),
    [enter],
  );

  return {
    signIn: signInWith,
    enter,
    pending: submit.pending || signedInAs !== null,
    error: submit.error,
  };
}
