import { useEffect, useState } from 'react';
import { fetchNotarySpaceDocument } from '../api/notary-space-api';

/** An object URL of the current PDF, to show it in the page; revoked when it changes. */
export function useDocumentBlob(token: string, version: number | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (version === null) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    fetchNotarySpaceDocument(token)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : 'Document indisponible');
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [token, version]);
  return { url, error };
}
