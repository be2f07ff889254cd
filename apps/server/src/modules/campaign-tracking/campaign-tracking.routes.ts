import type { FastifyInstance, FastifyReply } from 'fastify';
import { campaignTrackingRoutes as routes, UnsubscribeMessages } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { SegmentCatchUp } from '../public-api/segment-catch-up';
import { followClick } from './follow-click';
import { getCampaignReport } from './get-campaign-report';
import { recordOpen } from './record-open';
import { showWebView } from './show-web-view';
import { unsubscribeOneClick } from './unsubscribe-one-click';
import { invalidLinkHtml, unsubscribePageHtml } from './unsubscribe-page-html';
import { getUnsubscribePage, saveUnsubscribePreferences } from './unsubscribe-preferences';
import { readTrackingToken, type TrackingKind } from './tracking-token';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const FORM_BODY_LIMIT = 16 * 1024;

/** Tracking answers are per contact and per moment: no cache, shared or private, keeps them. */
const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store, private');

const html = (reply: FastifyReply, status: number, body: string): FastifyReply =>
  noStore(reply).status(status).type('text/html; charset=utf-8').send(body);

/** An HTML form's fields; a repeated name (checked boxes) becomes a list. */
const parseForm = (body: string): Record<string, string | string[]> => {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const present = fields[name];
    fields[name] = present === undefined ? value : [...(Array.isArray(present) ? present : [present]), value];
  }
  return fields;
};

export const registerCampaignTrackingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const segments = new SegmentCatchUp(ctx.jobs, (message) => ctx.log.warn(message));
  app.addHook('onClose', () => segments.flush());
  /** An open, click or unsubscribe changed the token's contact: dynamic segments on it follow ('opened this campaign'). */
  const contactChanged = (token: string, kind: TrackingKind): void => {
    const target = readTrackingToken(ctx.config.secretKey, token, kind);
    if (target) segments.contactsChanged(target.accountId, [target.contactId]);
  };

  registerRoute(app, routes.report, ({ auth, params }) =>
    getCampaignReport(ctx.db, auth.accountId, params.id),
  );

  // The public addresses read HTML forms (the unsubscribe page, RFC 8058's one-click POST) besides JSON.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );

    registerRoute(
      scope,
      routes.open,
      async ({ params, request, reply }) => {
        const recorded = await recordOpen(ctx, params.token, {
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        if (recorded) contactChanged(params.token, 'o');
        return noStore(reply)
          .status(recorded ? 200 : 404)
          .type('image/gif')
          .send(PIXEL);
      },
      { rawResponse: true },
    );

    registerRoute(
      scope,
      routes.click,
      async ({ params, reply }) => {
        const url = await followClick(ctx, params.token);
        if (url) contactChanged(params.token, 'c');
        return url ? noStore(reply).redirect(url, 302) : html(reply, 404, invalidLinkHtml());
      },
      { rawResponse: true },
    );

    registerRoute(
      scope,
      routes.webView,
      async ({ params, reply }) => {
        const page = await showWebView(ctx, params.token);
        return html(reply, page === undefined ? 404 : 200, page ?? invalidLinkHtml());
      },
      { rawResponse: true },
    );

    registerRoute(
      scope,
      routes.unsubscribePage,
      async ({ params, reply }) => {
        const page = await getUnsubscribePage(ctx, params.token);
        return page ? html(reply, 200, unsubscribePageHtml(page)) : html(reply, 404, invalidLinkHtml());
      },
      { rawResponse: true },
    );

    registerRoute(
      scope,
      routes.oneClickUnsubscribe,
      async ({ params }) => {
        if (!(await unsubscribeOneClick(ctx, params.token)))
          throw new NotFoundError(UnsubscribeMessages.notFound);
        contactChanged(params.token, 'u');
        return { ok: true as const };
      },
      // A mailbox provider posts it with no session: the signed token is the proof.
      { csrfExempt: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
    );

    registerRoute(
      scope,
      routes.savePreferences,
      async ({ params, body, reply }) => {
        const page = await saveUnsubscribePreferences(ctx, params.token, body);
        if (page) contactChanged(params.token, 'u');
        return page ? html(reply, 200, unsubscribePageHtml(page)) : html(reply, 404, invalidLinkHtml());
      },
      // A plain form on a page with no session: the signed token is the proof.
      { rawResponse: true, csrfExempt: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    );
  });
};
