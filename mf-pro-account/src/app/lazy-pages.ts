import { lazyNamed } from '@ped/host';

/*
 * The account's pages, each in a chunk of its own: a professional arriving on the sign-in
 * page (pre-rendered, docs/decisions/051) loads and runs its code alone, not the whole area's.
 */
export const AccountLayout = lazyNamed(
  () => import('../features/layout/components/AccountLayout'),
  'AccountLayout',
);
export const HomePage = lazyNamed(() => import('../features/home/components/HomePage'), 'HomePage');
export const ProfilePage = lazyNamed(
  () => import('../features/profile/components/ProfilePage'),
  'ProfilePage',
);
export const SettingsPage = lazyNamed(
  () => import('../features/settings/components/SettingsPage'),
  'SettingsPage',
);
export const WebhooksSection = lazyNamed(
  () => import('../features/webhooks/components/WebhooksSection'),
  'WebhooksSection',
);
export const BillingPage = lazyNamed(
  () => import('../features/billing/components/BillingPage'),
  'BillingPage',
);
export const InvoicesTable = lazyNamed(
  () => import('../features/invoices/components/InvoicesTable'),
  'InvoicesTable',
);
export const UsersPage = lazyNamed(
  () => import('../features/users/components/UsersPage'),
  'UsersPage',
);
export const PlansPage = lazyNamed(
  () => import('../features/plans/components/PlansPage'),
  'PlansPage',
);
export const ApiDocsPage = lazyNamed(
  () => import('../features/api-docs/components/ApiDocsPage'),
  'ApiDocsPage',
);
