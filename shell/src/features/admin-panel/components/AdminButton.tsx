import styled from 'styled-components';
import { typeScale } from '@ped/ui';

const Fab = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1200;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${typeScale.xxl};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** The floating settings button (admins only) that opens and closes the admin drawer. */
export function AdminButton({
  open,
  onToggle,
  controls,
}: {
  open: boolean;
  onToggle(): void;
  controls: string;
}) {
  return (
    <Fab
      type="button"
      data-testid="admin-panel-button"
      aria-label={
        open ? 'Fermer le panneau d’administration' : 'Ouvrir le panneau d’administration'
      }
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span aria-hidden="true">⚙</span>
    </Fab>
  );
}
