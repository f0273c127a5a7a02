import { Navigate, Route, Routes } from 'react-router-dom';
import { useStoreModules } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SignupPage } from '../features/auth/components/SignupPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { ThanksPage } from '../features/auth/components/ThanksPage';
import { AccountLayout } from '../features/layout/components/AccountLayout';
import { HomePage } from '../features/home/components/HomePage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { BillingPage } from '../features/billing/components/BillingPage';
import { InvoicesTable } from '../features/invoices/components/InvoicesTable';
import { UsersPage } from '../features/users/components/UsersPage';
import { PlansPage } from '../features/plans/components/PlansPage';
import { STORE_MODULES } from './store-modules';

const BASE = '/mon-compte-professionnel';

export default function ProAccountApp() {
  const ready = useStoreModules(STORE_MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Routes>
      <Route path={`${BASE}/connexion`} element={<LoginPage />} />
      <Route path={`${BASE}/creation`} element={<SignupPage />} />
      <Route path={`${BASE}/mot-de-passe-oublie`} element={<ForgotPasswordPage />} />
      <Route path={`${BASE}/merci`} element={<ThanksPage />} />
      <Route element={<AccountLayout />}>
        <Route path={BASE} element={<HomePage />} />
        <Route path={`${BASE}/mon-compte`} element={<ProfilePage />} />
        <Route path={`${BASE}/parametres`} element={<SettingsPage />} />
        <Route path={`${BASE}/encours`} element={<BillingPage invoices={<InvoicesTable />} />} />
        <Route path={`${BASE}/utilisateurs`} element={<UsersPage />} />
        <Route path={`${BASE}/plans`} element={<PlansPage />} />
      </Route>
      <Route path="*" element={<Navigate to={`${BASE}/connexion`} replace />} />
    </Routes>
  );
}
