import { newSignUp, TEST_PASSWORD } from '../users';
import { type RouteTable } from './route-table';

/** Who may call each route of this area, and how to call it: checked by src/platform/permissions.int.test.ts. */
export const authPermissions: RouteTable = {
  // auth
  'GET /api/auth/v0/health': { access: 'public' },
  'POST /api/auth/v0/signup': { access: 'public', input: () => ({ body: newSignUp() }) },
  'POST /api/auth/v0/signup/resend': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email } }),
  },
  'POST /api/auth/v0/login': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email, password: TEST_PASSWORD } }),
  },
  'POST /api/auth/v0/logout': { access: 'public' },
  'POST /api/auth/v0/verify-email': { access: 'public', input: () => ({ body: { token: 'some-token' } }) },
  'POST /api/auth/v0/resend-verification': { access: 'user' },
  'POST /api/auth/v0/forgot-password': {
    access: 'public',
    input: ({ a }) => ({ body: { email: a.form.email } }),
  },
  'POST /api/auth/v0/reset-password': {
    access: 'public',
    input: () => ({ body: { token: 'some-token', password: 'a new passphrase' } }),
  },
  'POST /api/auth/v0/change-password': {
    access: 'user',
    input: () => ({ body: { currentPassword: TEST_PASSWORD, newPassword: 'a new passphrase' } }),
  },

  // profile
  'GET /api/profile': { access: 'user' },
  'POST /api/profile': {
    access: 'user',
    input: () => ({ body: { name: 'Ada', company: '', phone: '', timezone: 'UTC' } }),
  },
};
