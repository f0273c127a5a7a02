import { Navigate, Route, Routes } from 'react-router-dom';
import { Suspense, type ReactNode } from 'react';
import {
  PageMetaTags,
  PRO_ACCOUNT_PATHS,
  useStoreModules,
  type RemoteAppModule,
} from '@ped/contracts';
import { LoadingScreen, Stack } from '@ped/ui';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SignupPage } from '../features/auth/components/SignupPage';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { ThanksPage } from '../features/auth/components/ThanksPage';
import {
  AccountLayout,
  ApiDocsPage,
  BillingPage,
  HomePage,
  InvoicesTable,
  PlansPage,
  ProfilePage,
  SettingsPage,
  UsersPage,
  WebhooksSection,
} from './lazy-pages';
import { OrganisationOnly } from '../shared/OrganisationOnly';
import { STORE_MODULES } from './store-modules';

/**
 * A page of the pro area with its own title and description; the whole area is private,
 * hence noindex (robots.txt no longer hides it, so that search engines see the tag).
 */
function ProPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMetaTags title={title} description={description} noindex />
      {children}
    </>
  );
}

function ProAccountApp() {
  const ready = useStoreModules(STORE_MODULES);
  if (!ready) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route
          path={PRO_ACCOUNT_PATHS.login}
          element={
            <ProPage
              title="Connexion à l’espace professionnel"
              description="Connectez-vous à votre espace professionnel pour commander et suivre les pré-états datés de vos clients."
            >
              <LoginPage />
            </ProPage>
          }
        />
        <Route
          path={PRO_ACCOUNT_PATHS.signup}
          element={
            <ProPage
              title="Créer un compte professionnel"
              description="Ouvrez l’espace professionnel de votre agence, office ou cabinet pour commander vos pré-états datés."
            >
              <SignupPage />
            </ProPage>
          }
        />
        <Route
          path={PRO_ACCOUNT_PATHS.forgotPassword}
          element={
            <ProPage
              title="Mot de passe oublié"
              description="Recevez par e-mail un lien pour choisir un nouveau mot de passe."
            >
              <ForgotPasswordPage />
            </ProPage>
          }
        />
        <Route
          path={PRO_ACCOUNT_PATHS.thanks}
          element={
            <ProPage
              title="Compte créé"
              description="Votre compte professionnel est créé : validez votre adresse e-mail pour commencer."
            >
              <ThanksPage />
            </ProPage>
          }
        />
        <Route
          path={PRO_ACCOUNT_PATHS.api}
          element={
            <>
              {/* documentation, not an account page: public and indexed */}
              <PageMetaTags
                title="API des professionnels"
                description="Commandez et récupérez vos pré-états datés depuis votre logiciel : API REST, clés, mode test, webhooks signés, codes d’erreur."
              />
              <ApiDocsPage />
            </>
          }
        />
        <Route element={<AccountLayout />}>
          <Route
            path={PRO_ACCOUNT_PATHS.home}
            element={
              <ProPage
                title="Accueil de l’espace professionnel"
                description="Vos commandes de pré-état daté et leur avancement."
              >
                <HomePage />
              </ProPage>
            }
          />
          <Route
            path={PRO_ACCOUNT_PATHS.profile}
            element={
              <ProPage title="Mon compte" description="Vos coordonnées et votre mot de passe.">
                <ProfilePage />
              </ProPage>
            }
          />
          <Route
            path={PRO_ACCOUNT_PATHS.settings}
            element={
              <ProPage
                title="Paramètres"
                description="Les réglages de votre organisation : adresse de facturation, personnalisation."
              >
                <OrganisationOnly title="Paramètres">
                  <Stack $gap={24}>
                    <SettingsPage />
                    <WebhooksSection />
                  </Stack>
                </OrganisationOnly>
              </ProPage>
            }
          />
          <Route
            path={PRO_ACCOUNT_PATHS.billing}
            element={
              <ProPage
                title="Facturation"
                description="Vos factures, votre encours et votre moyen de paiement."
              >
                <BillingPage invoices={<InvoicesTable />} />
              </ProPage>
            }
          />
          <Route
            path={PRO_ACCOUNT_PATHS.users}
            element={
              <ProPage
                title="Utilisateurs"
                description="Les collaborateurs de votre organisation et leurs invitations."
              >
                <OrganisationOnly title="Collaborateurs">
                  <UsersPage />
                </OrganisationOnly>
              </ProPage>
            }
          />
          <Route
            path={PRO_ACCOUNT_PATHS.plans}
            element={
              <ProPage
                title="Formules"
                description="Les formules de l’espace professionnel et la vôtre."
              >
                <OrganisationOnly title="Plans et abonnement">
                  <PlansPage />
                </OrganisationOnly>
              </ProPage>
            }
          />
        </Route>
        <Route path="*" element={<Navigate to={PRO_ACCOUNT_PATHS.login} replace />} />
      </Routes>
    </Suspense>
  );
}

/** Registered by the shell before it hydrates a page pre-rendered with them (ADR 051). */
export const storeModules: NonNullable<RemoteAppModule['storeModules']> = STORE_MODULES;

// The shell loads this module as './App' by its contract in @ped/contracts (ExposedModules).
export default ProAccountApp satisfies RemoteAppModule['default'];
