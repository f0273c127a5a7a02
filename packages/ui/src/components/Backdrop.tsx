import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The dimmed layer behind modals and drawers. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1300;
  background: rgba(15, 23, 42, 0.55);
  animation: ${fadeIn} 0.15s ease-out;
`;
