import { useCallback, useState } from 'react';

export type FingerprintState =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'done'; name: string; sha256: string }
  | { status: 'failed'; name: string };

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The SHA-256 of a file the reader holds, computed in the browser: the file never leaves
 * their computer, which is what a notary's office expects of a deed's annex.
 */
export function useFileFingerprint() {
  const [state, setState] = useState<FingerprintState>({ status: 'idle' });
  const read = useCallback((file: File) => {
    setState({ status: 'reading', name: file.name });
    sha256Hex(file)
      .then((sha256) => setState({ status: 'done', name: file.name, sha256 }))
      .catch(() => setState({ status: 'failed', name: file.name }));
  }, []);
  return { state, read };
}
