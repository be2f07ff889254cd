import type { FastifyReply } from 'fastify';
import { TEMPLATE_PREVIEW_CSP } from '@sendwell/contracts';

/**
 * A preview is e-mail HTML: it may be framed by the app only, runs sandboxed even when opened alone,
 * and sends no referrer, so a shared link's token never reaches the hosts of its images.
 */
export const sendPreviewPage = (reply: FastifyReply, page: string) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', TEMPLATE_PREVIEW_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-cache')
    .send(page);
