import { generatePath } from 'react-router';

/** Every in-app address, so links and redirects never spell paths by hand. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  app: '/app',
  settings: '/app/settings',
  settingsTab: (tab: string) => generatePath('/app/settings/:tab', { tab }),
  myAccount: '/app/settings/myaccount',
  devOutbox: '/app/dev/outbox',
} as const;

/** Where to go after signing in: only paths inside this app, so a crafted link cannot send users away. */
export const safeNextPath = (next: string | null): string =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : paths.app;
