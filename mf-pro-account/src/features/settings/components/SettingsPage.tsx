import { featureRefusal, hasFeature } from '@ped/domain';
import { Alert, Stack } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { BillingAddressForm } from './BillingAddressForm';
import { ApiKeysSection } from './ApiKeysSection';

/** Paramètres (docs/product.md §2.5, route parametres). */
export function SettingsPage() {
  const { session, plan } = useProSession();
  return (
    <Stack $gap={24}>
      <h1>Paramètres</h1>
      <BillingAddressForm canEdit={session?.role === 'owner'} />
      {hasFeature(plan, 'use_api') ? (
        <ApiKeysSection />
      ) : (
        <Alert variant="info" title="Clés d’API">
          {featureRefusal('use_api')}
        </Alert>
      )}
    </Stack>
  );
}
