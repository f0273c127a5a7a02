import { Navigate, Route, Routes } from 'react-router-dom';
import { useStoreModules } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { LoginPage } from '../features/auth/components/LoginPage';
import { AccountLayout } from '../features/layout/components/AccountLayout';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { BillingPage } from '../features/billing/components/BillingPage';
import { InvoicesTable } from '../features/invoices/components/InvoicesTable';
import { PlansPage } from '../features/plans/components/PlansPage';
import { STORE_MODULES } from './store-modules';

const BASE = '/mon-compte-professionnel';

export default function ProAccountApp() {
  const ready = useStoreModules(STORE_MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Routes>
      <Route path={`${BASE}/connexion`} element={<LoginPage />} />
      <Route element={<AccountLayout />}>
        <Route path={`${BASE}/parametres`} element={<SettingsPage />} />
        <Route path={`${BASE}/encours`} element={<BillingPage invoices={<InvoicesTable />} />} />
        <Route path={`${BASE}/plans`} element={<PlansPage />} />
      </Route>
      <Route path="*" element={<Navigate to={`${BASE}/connexion`} replace />} />
    </Routes>
  );
}
