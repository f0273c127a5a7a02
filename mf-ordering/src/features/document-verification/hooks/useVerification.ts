import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageData } from '@ped/host';
import { verifyDocument, type DocumentVerification } from '../api/verification-api';

export type VerificationState =
  | { status: 'loading' }
  | { status: 'found'; document: DocumentVerification }
  | { status: 'failed'; message: string };

type Answer = Exclude<VerificationState, { status: 'loading' }> & { code: string };

/**
 * What the API confirms of the document a printed code names (loading again for a new code),
 * or what it confirmed to the shell's server that drew the page (ADR 081).
 */
export function useVerification(code: string): VerificationState {
  const drawn = usePageData<DocumentVerification>(useLocation().pathname);
  const [answer, setAnswer] = useState<Answer | null>(
    drawn ? { code, status: 'found', document: drawn } : null,
  );
  useEffect(() => {
    if (drawn) return;
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
  }, [code, drawn]);
  return answer?.code === code ? answer : { status: 'loading' };
}
