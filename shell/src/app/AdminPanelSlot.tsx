import { lazy } from 'react';
import { useSelector } from 'react-redux';
import type { ShellState } from '@ped/contracts';
import { Deferred } from '@ped/ui';

// Admins only: everyone else never downloads the panel's button and drawer (docs/decisions/009).
const AdminPanel = lazy(() =>
  import('./AdminPanel').then((module) => ({ default: module.AdminPanel })),
);

/** Admin panel (docs/product.md §2.8): present for a server-verified admin only. */
export function AdminPanelSlot() {
  const adminVerified = useSelector((state: ShellState) => state.adminPanel.adminVerified);
  if (!adminVerified) return null;
  return (
    <Deferred>
      <AdminPanel />
    </Deferred>
  );
}
