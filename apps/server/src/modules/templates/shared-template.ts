import {
  FEEDBACK_PER_SHARE_MAX,
  TemplateActionMessages,
  type FeedbackRequest,
  type SharedTemplate,
  type TemplateKind,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { previewTemplate } from './preview-template';
import {
  countShareFeedback,
  findSharedTemplate,
  insertFeedback,
  type SharedTemplateRow,
} from './template-actions.repository';

/** What a share token opens; a revoked link, an archived template or a made-up token are all just not found. */
const openShare = async (db: Db, token: string): Promise<SharedTemplateRow> => {
  const shared = await findSharedTemplate(db, token);
  if (!shared) throw new NotFoundError(TemplateActionMessages.shareNotFound);
  return shared;
};

/** GET /api/share/template/{token}: the name and AMP flag only; nothing else of the account leaves it. */
export const getSharedTemplate = async (db: Db, token: string): Promise<SharedTemplate> => {
  const shared = await openShare(db, token);
  return { name: shared.name, hasAMP: shared.hasAmp };
};

/** GET /api/share/template/{token}/preview: the same page the dashboard's preview frames. */
export const previewSharedTemplate = async (db: Db, token: string, kind: TemplateKind): Promise<string> => {
  const shared = await openShare(db, token);
  return previewTemplate(db, shared.accountId, shared.templateId, kind);
};

/** POST /api/share/template/{token}/feedback: kept for the owner's dashboard, up to a bound per link. */
export const addTemplateFeedback = async (
  db: Db,
  token: string,
  body: FeedbackRequest,
): Promise<{ ok: true }> => {
  const shared = await openShare(db, token);
  if ((await countShareFeedback(db, shared.accountId, shared.shareId)) >= FEEDBACK_PER_SHARE_MAX) {
    throw new ConflictError(TemplateActionMessages.feedbackFull, 'FEEDBACK_FULL');
  }
  await insertFeedback(db, {
    accountId: shared.accountId,
    shareId: shared.shareId,
    templateId: shared.templateId,
    ...body,
  });
  return { ok: true };
};
