import { useEffect, useState } from 'react';
import { verifyDocument, type DocumentVerification } from '../api/verification-api';

export type VerificationState =
  | { status: 'loading' }
  | { status: 'found'; document: DocumentVerification }
  | { status: 'failed'; message: string };

type Answer = Exclude<VerificationState, { status: 'loading' }> & { code: string };

/** What the API confirms of the document a printed code names (loading again for a new code). */
export function useVerification(code: string): VerificationState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    verifyDocument(code)
      .then((document) => live && setAnswer({ code, status: 'found', document }))
      .catch((failure: unknown) => {
        if (!live) return;
        const message =
          failure instanceof Error ? failure.message : 'La vérification est indisponible.';
        setAnswer({ code, status: 'failed', message });
      });
    return () => {
      live = false;
    };
  }, [code]);
  return answer?.code === code ? answer : { status: 'loading' };
}
