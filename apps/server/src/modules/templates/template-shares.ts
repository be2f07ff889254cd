import { randomBytes } from 'node:crypto';
import {
  sharedTemplatePagePath,
  TemplateActionMessages,
  type TemplateFeedback,
  type TemplateShare,
} from '@sendwell/contracts';
import { resolveAccountSettings, sharesTemplates } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { getTemplateRow } from './get-template';
import {
  findLiveShare,
  insertShare,
  revokeShares,
  selectFeedback,
  type ShareRow,
} from './template-actions.repository';

const toShare = (row: ShareRow): TemplateShare => ({
  token: row.token,
  path: sharedTemplatePagePath(row.token),
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/template/{id}/share: the live link, if any, and every piece of feedback the template received. */
export const getTemplateShare = async (
  db: Db,
  accountId: string,
  templateId: number,
): Promise<{ data: TemplateShare | null; feedback: TemplateFeedback[] }> => {
  await getTemplateRow(db, accountId, templateId);
  const [share, feedback] = await Promise.all([
    findLiveShare(db, accountId, templateId),
    selectFeedback(db, accountId, templateId),
  ]);
  return {
    data: share ? toShare(share) : null,
    feedback: feedback.map((item) => ({
      id: item.id,
      name: item.name,
      comment: item.comment,
      createdAt: item.createdAt.toISOString(),
    })),
  };
};

/**
 * POST /api/template/{id}/share: 256 random bits make the link unguessable. Turning it on twice gives the same
 * link; the plan and the admin setting decide whether the account may share at all (spec 3 §5–6).
 */
export const createTemplateShare = async (
  db: Db,
  input: { accountId: string; userId: string; templateId: number },
): Promise<{ data: TemplateShare }> => {
  const template = await getTemplateRow(db, input.accountId, input.templateId);
  const account = await findAccount(db, input.accountId);
  if (
    !account ||
    !sharesTemplates({
      planName: account.planName,
      templateSettings: resolveAccountSettings(account.settings).templateSettings,
    })
  ) {
    throw new ForbiddenError(TemplateActionMessages.sharePremium, 'PREMIUM_FEATURE');
  }
  await insertShare(db, {
    accountId: input.accountId,
    templateId: template.id,
    token: randomBytes(32).toString('base64url'),
    createdBy: input.userId,
  });
  const share = await findLiveShare(db, input.accountId, template.id);
  if (!share) throw new Error('The share link was turned off while it was being made');
  return { data: toShare(share) };
};

/** DELETE /api/template/{id}/share: the link answers 404 from now on; turning it on again makes a new one. */
export const revokeTemplateShare = async (
  db: Db,
  accountId: string,
  templateId: number,
  at: Date,
): Promise<{ ok: true }> => {
  await getTemplateRow(db, accountId, templateId);
  await revokeShares(db, accountId, templateId, at);
  return { ok: true };
};
