import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import { SkipLink } from '../components/skip-link';
import { paths } from '../lib/paths';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in';
import { RequireAuth } from './guards/require-auth';
import { AppShell } from './layout/app-shell';
import { ShellIfSignedIn } from './layout/shell-if-signed-in';
import { settingsTabs, type SettingsTabEntry } from './settings-tabs';

/** One route per settings tab: the page and the tab's own chunk load together before the tab shows. */
const settingsTabRoute = (tab: SettingsTabEntry): RouteObject => ({
  path: `settings/${tab.key}`,
  lazy: async () => {
    const [{ SettingsPage }, TabContent] = await Promise.all([
      import('../features/settings/components/settings-page'),
      tab.load(),
    ]);
    return {
      Component: () => (
        <SettingsPage tabs={settingsTabs} activeKey={tab.key}>
          <TabContent />
        </SettingsPage>
      ),
    };
  },
});

/** 404 inside the app's frame, or as the whole screen; its illustration is fetched only when it shows. */
const notFoundRoute = (path: string, fullPage = false): RouteObject => ({
  path,
  lazy: () =>
    import('../components/not-found-page').then(({ NotFoundPage }) => ({
      Component: () => <NotFoundPage fullPage={fullPage} />,
    })),
});

/*
 * Every page is its own chunk, loaded through the route's `lazy` rather than React.lazy: the router then
 * fetches the chunk before it commits the navigation, so the address bar and the screen never disagree
 * (with React.lazy the old page stays visible under the new URL while the chunk loads).
 */
export const router = createBrowserRouter([
  {
    // The skip link comes first on every screen, signed in or out.
    element: (
      <>
        <SkipLink />
        <Outlet />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullPage />,
    children: [
      { index: true, element: <Navigate replace to={paths.app} /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            lazy: () =>
              import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.signup,
            lazy: () =>
              import('../features/auth/components/signup-page').then((m) => ({ Component: m.SignupPage })),
          },
        ],
      },
      {
        path: paths.verify,
        lazy: () =>
          import('../features/auth/components/verify-email-page').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
      },
      {
        path: paths.verifySender,
        lazy: () =>
          import('../features/senders/components/verify-sender-page').then((m) => ({
            Component: m.VerifySenderPage,
          })),
      },
      {
        // Open signed in or out: the page itself offers to sign up, sign in or join.
        path: paths.invitation,
        lazy: () =>
          import('../features/team/components/invitation-page').then((m) => ({
            Component: m.InvitationPage,
          })),
      },
      {
        path: paths.forgotPassword,
        lazy: () => import('./forgot-password-screen').then((m) => ({ Component: m.ForgotPasswordScreen })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../features/auth/components/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        // Open signed out too: a newcomer resetting a forgotten password in development reads the link here.
        path: paths.devOutbox,
        element: <ShellIfSignedIn />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/dev-outbox/components/outbox-page').then((m) => ({
                Component: m.OutboxPage,
              })),
          },
        ],
      },
      {
        // Spec 2 §2.8: where a provider's window returns; it closes itself.
        path: paths.connecting,
        lazy: () =>
          import('../features/plans/components/connecting-page').then((m) => ({
            Component: m.ConnectingPage,
          })),
      },
      {
        // The sandbox provider's card setup, in a window of its own like a provider's page.
        element: <RequireAuth>{() => <Outlet />}</RequireAuth>,
        children: [
          {
            path: paths.paymentMethod,
            lazy: () =>
              import('../features/plans/components/payment-method-page').then((m) => ({
                Component: m.PaymentMethodPage,
              })),
          },
        ],
      },
      {
        // The sandbox provider's hosted checkout: open to whoever holds the link, like a provider's own page.
        path: paths.checkoutPattern,
        lazy: () =>
          import('../features/plans/components/sandbox-checkout-page').then((m) => ({
            Component: m.SandboxCheckoutPage,
          })),
      },
      {
        // A share link's review page: open to anyone with the link, signed in or not, outside the app shell.
        path: paths.sharedTemplatePattern,
        lazy: () =>
          import('../features/templates/components/shared-template-page').then((m) => ({
            Component: m.SharedTemplatePage,
          })),
      },
      {
        // The email editor takes the whole window, outside the app's frame; its page reads which of its three
        // addresses (spec 3 §2.1) it is on. GrapesJS and its MJML plugin come with this route only.
        element: <RequireAuth>{() => <Outlet />}</RequireAuth>,
        children: [
          {
            path: '/app/editor/*',
            lazy: () => import('./editor-page').then((m) => ({ Component: m.EditorScreen })),
          },
        ],
      },
      {
        path: paths.app,
        element: <RequireAuth>{(user) => <AppShell user={user} />}</RequireAuth>,
        children: [
          // Contacts is the home of the app until there is a dashboard.
          { index: true, element: <Navigate replace to={paths.contacts} /> },
          {
            path: 'contacts',
            // The lists page with the imports and segments entries, composed in the app (features never
            // import each other) and loaded as one chunk.
            lazy: () => import('./contacts-page').then((m) => ({ Component: m.ContactsPage })),
          },
          {
            path: 'contacts/ai-segment',
            lazy: () => import('./copilot-page').then((m) => ({ Component: m.CopilotPage })),
          },
          {
            path: 'contacts/imports',
            lazy: () =>
              import('../features/imports/components/import-history-page').then((m) => ({
                Component: m.ImportHistoryPage,
              })),
          },
          {
            path: 'contacts/all',
            lazy: () =>
              import('../features/contacts/components/all-contacts-page').then((m) => ({
                Component: m.AllContactsPage,
              })),
          },
          {
            path: 'contacts/lists/:listId',
            lazy: () =>
              import('../features/contacts/components/list-contacts-page').then((m) => ({
                Component: m.ListContactsPage,
              })),
          },
          {
            path: 'contact/:contactId',
            lazy: () =>
              import('../features/contacts/components/contact-page').then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: 'campaigns',
            // With the segments feature's quick segment, composed in the app and loaded as one chunk.
            lazy: () => import('./campaigns-page').then((m) => ({ Component: m.CampaignsScreen })),
          },
          {
            path: 'campaigns/:campaignId/report',
            lazy: () =>
              import('../features/campaigns/components/campaign-report-page').then((m) => ({
                Component: m.CampaignReportPage,
              })),
          },
          {
            path: 'campaigns/:campaignId/edit',
            lazy: () => import('./compose-campaign-page').then((m) => ({ Component: m.ComposeCampaignScreen })),
          },
          {
            path: 'journey',
            lazy: () =>
              import('../features/journeys/components/journeys-page').then((m) => ({
                Component: m.JourneysPage,
              })),
          },
          {
            path: 'journey/dashboard/:journeyId',
            lazy: () =>
              import('../features/journeys/components/journey-dashboard-page').then((m) => ({
                Component: m.JourneyDashboardPage,
              })),
          },
          { path: 'templates', element: <Navigate replace to={paths.templatesTab('saved')} /> },
          {
            path: 'templates/ai-template',
            lazy: () =>
              import('../features/templates/components/ai-template-page').then((m) => ({
                Component: m.AiTemplatePage,
              })),
          },
          {
            path: 'templates/:tab',
            lazy: () =>
              import('../features/templates/components/templates-page').then((m) => ({
                Component: m.TemplatesPage,
              })),
          },
          // Spec 3 §2.1: any other path under the templates page goes to the saved list.
          { path: 'templates/*', element: <Navigate replace to={paths.templatesTab('saved')} /> },
          {
            path: 'template/:templateId',
            lazy: () =>
              import('../features/templates/components/template-dashboard-page').then((m) => ({
                Component: m.TemplateDashboardPage,
              })),
          },
          { path: 'settings', element: <Navigate replace to={paths.senderSettings} /> },
          { path: 'settings/upgrade', element: <Navigate replace to={paths.plans} /> },
          {
            path: 'settings/plans/choose',
            lazy: () =>
              import('../features/plans/components/plan-chooser-page').then((m) => ({
                Component: m.PlanChooserPage,
              })),
          },
          {
            path: 'settings/plans/buy-credits',
            lazy: () =>
              import('../features/plans/components/buy-credits-page').then((m) => ({
                Component: m.BuyCreditsPage,
              })),
          },
          ...settingsTabs.map(settingsTabRoute),
          notFoundRoute('settings/:tab'),
          notFoundRoute('*'),
        ],
      },
      notFoundRoute('*', true),
    ],
  },
]);
