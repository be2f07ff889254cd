import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CSV_MAX_FILE_BYTES } from '@sendwell/contracts';
import { registerAccountRoutes } from './modules/accounts/accounts.routes';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeyAuthenticator } from './modules/api-keys/authenticate-api-key';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCampaignTrackingRoutes } from './modules/campaign-tracking/campaign-tracking.routes';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes';
import { registerCampaignSendingRoutes } from './modules/campaign-sending/campaign-sending.routes';
import { createSessionResolver } from './modules/auth/sessions';
import { registerContactRoutes } from './modules/contacts/contacts.routes';
import { registerDevRoutes } from './modules/dev/dev.routes';
import { registerExportRoutes } from './modules/exports/exports.routes';
import { registerImportRoutes } from './modules/imports/imports.routes';
import { registerJourneyRoutes } from './modules/journeys/journeys.routes';
import { registerListRoutes } from './modules/lists/lists.routes';
import { registerMilestoneRoutes } from './modules/milestones/milestones.routes';
import { registerPublicApiRoutes } from './modules/public-api/public-api.routes';
import { registerSegmentLookupRoutes } from './modules/segments/segment-lookups.routes';
import { registerSegmentRoutes } from './modules/segments/segments.routes';
import { registerCopilotRoutes } from './modules/copilot/copilot.routes';
import { registerSenderRoutes } from './modules/senders/senders.routes';
import { registerSendingEventRoutes } from './modules/sending-events/sending-events.routes';
import { registerBrandKitRoutes } from './modules/brand-kit/brand-kit.routes';
import { registerStoreIntegrationRoutes } from './modules/store-integration/store-integration.routes';
import { registerTemplateSubmissionRoutes } from './modules/template-submissions/template-submissions.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { readAccountLock } from './modules/billing/read-account-lock';
import { registerTemplateBlockRoutes } from './modules/template-blocks/template-blocks.routes';
import { registerTemplateRoutes } from './modules/templates/templates.routes';
import { registerTemplateCheckerRoutes } from './modules/template-checker/template-checker.routes';
import { registerTemplateGalleryRoutes } from './modules/template-gallery/template-gallery.routes';
import { registerTemplateEditorRoutes } from './modules/template-editor/template-editor.routes';
import { registerTemplateAiRoutes } from './modules/template-ai/template-ai.routes';
import type { AppContext } from './platform/context';
import { issueCsrfCookie, sessionCsrfToken } from './platform/csrf';
import { registerErrorHandling, registerNotFound } from './platform/errors';
import type { SessionAuth } from './platform/http';
import { answerRouterError, useUtf8JsonBodies } from './platform/text-input';
import { registerWebAssets } from './platform/web-assets';

/** Webhook addresses whose last segment is a secret (a sender's token): logged without it. */
const SECRET_PATH = /^(\/api\/webhooks\/(?:sending|store)\/)[^/?]+/;

export interface BuildAppOptions {
  /** Serve the built web app; off in API tests. */
  serveWeb?: boolean;
  logger?: boolean;
}

/** Builds the HTTP app around a context; tests build it on their own database. */
export const buildApp = async (ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            // API keys travel in Authorization and webhook secrets in the address: neither reaches a log line.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
            serializers: {
              req: (request) => ({
                method: request.method,
                url: request.url.replace(SECRET_PATH, '$1…'),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(ctx.config.trustProxy)
        : ctx.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerRouterError,
    // A line per request is noise at the default level; LOG_LEVEL=debug turns it on.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(ctx.config.logLevel),
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('contractRoutes', []);
  app.decorate('authenticateApiKey', createApiKeyAuthenticator(ctx));
  app.decorate('csrfTokenOf', (auth: SessionAuth) =>
    sessionCsrfToken(ctx.config.secretKey, auth.sessionTokenHash),
  );
  app.decorate('accountLockOf', (accountId: string) => readAccountLock(ctx.db, accountId));
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  useUtf8JsonBodies(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Captured mail is previewed in a sandboxed srcdoc frame.
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  // CSV imports stream the file part to storage, so the size limit bounds disk, never memory.
  await app.register(fastifyMultipart, {
    limits: { fileSize: CSV_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024 * 1024, parts: 12 },
  });

  const resolveSession = createSessionResolver(ctx);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) request.auth = await resolveSession(request, reply);
    issueCsrfCookie(ctx, request, reply);
  });
  // A write by this process is seen by its next read at once, before Postgres's announcement arrives.
  app.addHook('onSend', async (request, reply) => {
    const accountId = request.auth?.account?.accountId;
    if (accountId && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      ctx.changes.touch(accountId);
  });
  app.addHook('onReady', () => ctx.changes.start());
  app.addHook('onClose', () => ctx.changes.stop());

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sendwell API',
        version: '0.1.0',
        description:
          'Every call the Sendwell app makes. Browser calls use the session cookie and the X-CSRF-Token header. The public API (/api/v1) takes an API key as Authorization: Bearer <api key>; webhooks (/api/webhooks) prove themselves by a signature or a secret address.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from Settings → API keys, as Authorization: Bearer <api key>',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await ctx.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerDevRoutes(app, ctx);
  registerListRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  registerSegmentRoutes(app, ctx);
  registerSegmentLookupRoutes(app, ctx);
  registerCopilotRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  registerPublicApiRoutes(app, ctx);
  registerStoreIntegrationRoutes(app, ctx);
  registerSenderRoutes(app, ctx);
  registerSendingEventRoutes(app, ctx);
  registerMilestoneRoutes(app, ctx);
  registerCampaignRoutes(app, ctx);
  registerCampaignTrackingRoutes(app, ctx);
  registerCampaignSendingRoutes(app, ctx);
  registerJourneyRoutes(app, ctx);
  registerTemplateRoutes(app, ctx);
  registerTemplateCheckerRoutes(app, ctx);
  registerTemplateGalleryRoutes(app, ctx);
  registerTemplateEditorRoutes(app, ctx);
  registerTemplateAiRoutes(app, ctx);
  registerTemplateSubmissionRoutes(app, ctx);
  registerTemplateBlockRoutes(app, ctx);
  registerBrandKitRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerBillingRoutes(app, ctx);

  registerNotFound(app, options.serveWeb === true && (await registerWebAssets(app)));
  return app;
};
