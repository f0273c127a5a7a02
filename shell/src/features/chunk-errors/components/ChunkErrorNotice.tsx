import { useEffect, useState } from 'react';
import { Snackbar } from '@ped/ui';
import { isChunkLoadError } from '../chunk-error';

/**
 * Offers to reload the page when a script chunk failed to load: left unhandled (a rejected
 * import) or caught by an error boundary, which passes it on with `reportError`.
 */
export function ChunkErrorNotice() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) =>
      isChunkLoadError(event.reason) && setFailed(true);
    const onError = (event: ErrorEvent) => isChunkLoadError(event.error) && setFailed(true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return (
    <Snackbar
      open={failed}
      variant="warning"
      autoHideDuration={null}
      message="Une partie de la page n’a pas pu être chargée (nouvelle version du site ou connexion instable)."
      actionLabel="Recharger"
      onAction={() => window.location.reload()}
      onClose={() => setFailed(false)}
    />
  );
}
