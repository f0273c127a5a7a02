import styled from 'styled-components';
import { useSupportPhone } from '@ped/contracts';
import { typeScale } from '@ped/ui';

export const SUPPORT_HOURS = 'du lundi au vendredi, de 9 h à 19 h';

const Box = styled.div`
  display: grid;
  gap: 6px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Phone = styled.a`
  font-size: ${typeScale.xxl};
  font-weight: 800;
  text-decoration: none;
`;

/** How to reach customer service: phone (free call) and opening hours. */
export function SupportContact({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const phone = useSupportPhone();
  const Heading = headingLevel;
  return (
    <Box data-testid="support-contact">
      <Heading>Une question ? Notre service client vous répond</Heading>
      {phone ? (
        <Phone href={`tel:${phone.replace(/\s/g, '')}`}>{phone.replace(/ /g, '\u00a0')}</Phone>
      ) : (
        <Phone as="span" aria-busy="true">
          Numéro en cours de chargement…
        </Phone>
      )}
      <p>Appel gratuit, {SUPPORT_HOURS} (hors jours fériés).</p>
    </Box>
  );
}
