import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '@ped/ui';

/** An in-app link (client-side navigation through the shell's router) that looks like a button. */
export const RouterButtonLink = styled(Link)<{
  $variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  $block?: boolean;
}>`
  ${buttonStyles}
`;
