import styled from 'styled-components';
import { Container } from '@ped/ui';

/** The frame of every ordering page: the site's container at task width, room above and below. */
export const Page = styled(Container).attrs({ $width: 'md' as const })`
  padding-block: 32px 64px;
`;
