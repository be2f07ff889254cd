import type { FastifyInstance } from 'fastify';
import { senderDomainRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../../platform/context';
import { registerRoute } from '../../../platform/http';
import { addSenderDomain } from './add-sender-domain';
import { getSenderDomain } from './get-sender-domain';
import { listSenderDomains } from './list-sender-domains';
import { removeSenderDomain } from './remove-sender-domain';
import { sendSenderDomainSettings } from './send-sender-domain-settings';
import { verifySenderDomain } from './verify-sender-domain';

export const registerSenderDomainRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.list, ({ auth }) => listSenderDomains(ctx, auth.accountId));
  registerRoute(app, routes.get, ({ auth, params }) => getSenderDomain(ctx, auth.accountId, params.id));
  // Each new domain makes a 2048-bit RSA key: limited so it cannot be used to load the CPU.
  registerRoute(app, routes.add, ({ auth, body }) => addSenderDomain(ctx, auth.accountId, body.domain), {
    rateLimit: { max: 30, timeWindow: '10 minutes' },
  });
  // Asks a DNS server on the member's behalf: limited so it cannot be used to flood one.
  registerRoute(
    app,
    routes.verify,
    ({ auth, params }) => verifySenderDomain(ctx, auth.accountId, params.id),
    {
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
  );
  // Sends mail to an address the member names: limited so it cannot be used to send many.
  registerRoute(
    app,
    routes.sendSettings,
    ({ auth, params, body }) => sendSenderDomainSettings(ctx, auth.accountId, params.id, body.email),
    { rateLimit: { max: 20, timeWindow: '10 minutes' } },
  );
  registerRoute(app, routes.remove, ({ auth, params, body }) =>
    removeSenderDomain(ctx, auth.accountId, params.id, body.cancel),
  );
};
