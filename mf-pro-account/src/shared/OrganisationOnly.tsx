import type { ReactNode } from 'react';
import { Alert, Stack } from '@ped/ui';
import { useProSession } from './useProSession';

/**
 * An organisation's page (its settings, members, plan). An account without an organisation
 * (a private customer, the platform's staff) reaching it by its address is told why it does
 * not apply, instead of seeing the API's refusal under a form it cannot use. No link to the
 * solutions page here (the header has one): this module is in the area's first chunk, and
 * importing the marketing paths would bring the site's whole route table into it (1.4 KB gzip).
 */
export function OrganisationOnly({ title, children }: { title: string; children: ReactNode }) {
  const { session } = useProSession();
  if (session?.organisation) return children;
  return (
    <Stack $gap={24}>
      <h1>{title}</h1>
      <Alert variant="info" title="Réservé aux comptes professionnels">
        Votre compte n’est rattaché à aucune organisation : cette rubrique concerne les agences,
        offices et cabinets qui commandent en équipe. Vos commandes et vos factures restent dans
        Accueil et Facturation.
      </Alert>
    </Stack>
  );
}
