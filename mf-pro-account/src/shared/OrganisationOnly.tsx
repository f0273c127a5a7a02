import type { ReactNode } from 'react';
import { MARKETING_PATHS } from '@ped/contracts/paths';
import { Alert, ButtonLink, Stack } from '@ped/ui';
import { useProSession } from './useProSession';

/**
 * An organisation's page (its settings, members, plan). An account without an organisation
 * (a private customer, the platform's staff) reaching it by its address is told why it does
 * not apply, instead of seeing the API's refusal under a form it cannot use.
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
      <p>
        <ButtonLink $variant="ghost" href={MARKETING_PATHS.professionals}>
          En savoir plus sur les solutions professionnelles
        </ButtonLink>
      </p>
    </Stack>
  );
}
