import { Tabs } from '@ped/ui';
import type { AdminPanelProps } from '@ped/contracts';
import { OrdersTab } from '../features/orders/components/OrdersTab';
import { SyndicsTab } from '../features/syndics/components/SyndicsTab';
import { RegistersTab } from '../features/registers/components/RegistersTab';
import { AccountsTab } from '../features/accounts/components/AccountsTab';

/** docs/product.md §2.8: the panel's four tabs; the shell keeps the active one (adminPanel.tabIndex). */
export function AdminTabs({ tabIndex, onTabChange }: AdminPanelProps) {
  return (
    <div data-testid="admin-panel">
      <Tabs
        label="Administration"
        value={tabIndex}
        onChange={onTabChange}
        tabs={[
          { id: 'commandes', label: 'Commandes', content: <OrdersTab /> },
          { id: 'syndics', label: 'Syndics', content: <SyndicsTab /> },
          { id: 'coproprietes', label: 'Copropriétés', content: <RegistersTab /> },
          { id: 'comptes', label: 'Comptes', content: <AccountsTab /> },
        ]}
      />
    </div>
  );
}
