import type { FastifyInstance } from 'fastify';
import { senderRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { addSender } from './add-sender';
import { registerSenderDomainRoutes } from './domains/sender-domains.routes';
import { confirmSenderEmail } from './confirm-sender-email';
import { getSenderVerificationStatus } from './get-sender-verification-status';
import { listConfiguredEmails } from './list-configured-emails';
import { listSenders } from './list-senders';
import { removeSender } from './remove-sender';
import { sendSenderVerification } from './send-sender-verification';
import { testSenderConnection } from './test-sender-connection';
import { updateSender } from './update-sender';

export const registerSenderRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.allCredentials, async ({ auth }) => ({
    data: await listSenders(ctx, auth.accountId),
  }));
  registerRoute(app, routes.allConfiguredEmails, async ({ auth }) => ({
    data: await listConfiguredEmails(ctx, auth.accountId),
  }));

  registerRoute(app, routes.email.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'sendwell' }),
  );
  registerRoute(app, routes.email.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'sendwell' }),
  );
  registerRoute(app, routes.smtp.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'customSMTP' }),
  );
  registerRoute(app, routes.smtp.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'customSMTP' }),
  );
  registerRoute(app, routes.sesSmtp.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'sesSmtp' }),
  );
  registerRoute(app, routes.sesSmtp.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'sesSmtp' }),
  );
  registerRoute(app, routes.sendgrid.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'sendgrid' }),
  );
  registerRoute(app, routes.sendgrid.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'sendgrid' }),
  );
  registerRoute(app, routes.ses.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'ses' }),
  );
  registerRoute(app, routes.ses.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'ses' }),
  );
  registerRoute(app, routes.postmark.add, ({ auth, body }) =>
    addSender(ctx, auth.accountId, { ...body, kind: 'postmark' }),
  );
  registerRoute(app, routes.postmark.update, ({ auth, body: { id, ...body } }) =>
    updateSender(ctx, auth.accountId, id, { ...body, kind: 'postmark' }),
  );

  registerRoute(app, routes.remove, ({ auth, params }) => removeSender(ctx, auth.accountId, params.id));
  // Connects to a host the member names: limited so it cannot be used to sweep ports.
  registerRoute(
    app,
    routes.testConnection,
    ({ auth, body }) => testSenderConnection(ctx, auth.accountId, body),
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  registerRoute(
    app,
    routes.sendVerificationEmail,
    ({ auth, query }) => sendSenderVerification(ctx, auth.accountId, query.credentialId),
    {
      csrfOnGet: true,
      rateLimit: { max: 20, timeWindow: '10 minutes' },
    },
  );
  registerRoute(app, routes.verifyEmailStatus, ({ auth, query }) =>
    getSenderVerificationStatus(ctx, auth.accountId, query.credentialId),
  );
  registerRoute(app, routes.confirmEmail, ({ body }) => confirmSenderEmail(ctx, body.token), {
    rateLimit: { max: 30, timeWindow: '10 minutes' },
  });
  registerSenderDomainRoutes(app, ctx);
};
