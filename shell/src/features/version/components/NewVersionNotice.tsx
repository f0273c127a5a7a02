import { useState } from 'react';
import { Snackbar } from '@ped/ui';
import { useNewVersion } from '../hooks/useNewVersion';

/** docs/product.md §1.4: tells the visitor a newer version is deployed and offers to reload. */
export function NewVersionNotice({ urls }: { urls: readonly string[] }) {
  const changed = useNewVersion(urls);
  const [dismissed, setDismissed] = useState(false);
  return (
    <Snackbar
      open={changed && !dismissed}
      variant="info"
      autoHideDuration={null}
      message="Une nouvelle version du site est disponible."
      actionLabel="Recharger"
      onAction={() => window.location.reload()}
      onClose={() => setDismissed(true)}
    />
  );
}
