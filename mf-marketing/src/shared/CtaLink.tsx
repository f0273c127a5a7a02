import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from '@ped/ui';

/** An in-app link that looks like a button (calls to action keep being real links). */
export const CtaLink = styled(Link)<{ $variant?: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;
