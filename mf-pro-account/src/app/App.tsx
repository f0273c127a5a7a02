import { Navigate, Route, Routes } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS, useStoreModules } from '@ped/contracts';
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

export default function ProAccountApp() {
  const ready = useStoreModules(STORE_MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Routes>
      <Route path={PRO_ACCOUNT_PATHS.login} element={<LoginPage />} />
      <Route path={PRO_ACCOUNT_PATHS.signup} element={<SignupPage />} />
      <Route path={PRO_ACCOUNT_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PRO_ACCOUNT_PATHS.thanks} element={<ThanksPage />} />
      <Route element={<AccountLayout />}>
        <Route path={PRO_ACCOUNT_PATHS.home} element={<HomePage />} />
        <Route path={PRO_ACCOUNT_PATHS.profile} element={<ProfilePage />} />
        <Route path={PRO_ACCOUNT_PATHS.settings} element={<SettingsPage />} />
        <Route
          path={PRO_ACCOUNT_PATHS.billing}
          element={<BillingPage invoices={<InvoicesTable />} />}
        />
        <Route path={PRO_ACCOUNT_PATHS.users} element={<UsersPage />} />
        <Route path={PRO_ACCOUNT_PATHS.plans} element={<PlansPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PRO_ACCOUNT_PATHS.login} replace />} />
    </Routes>
  );
}
