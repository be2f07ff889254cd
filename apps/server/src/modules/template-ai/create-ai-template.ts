import { TemplateBriefMessages, type AiTemplateCreated, type TemplateBrief } from '@sendwell/contracts';
import { clip, fillTemplateMjml, pickGalleryTemplate, resolveFeatureFlags } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { findAccount } from '../accounts/accounts.repository';
import { applyBrandKit } from '../brand-kit/apply-brand-kit';
import { brandKitForNewTemplates } from '../brand-kit/brand-kit-for-new-templates';
import { GALLERY_TEMPLATES, loadGalleryTemplate } from '../template-gallery/gallery-catalogue';
import { createMjmlTemplate } from '../templates/create-mjml-template';
import { getTemplateRow } from '../templates/get-template';
import { writeTemplateCopy } from './write-template-copy';

/** Long enough for a headline, short enough for the templates list. */
const NAME_MAX_LENGTH = 80;

/**
 * Create with AI (spec 3 §2.1): the gallery design that suits the brief, its copy written from the brief, the
 * account's name in place of the sample brand, saved as an ordinary editable template (category saved) whose
 * first version the editor opens, with the account's published brand kit applied as to any new template.
 */
export const createAiTemplate = async (
  ctx: Pick<AppContext, 'db' | 'jobs' | 'config' | 'log'>,
  request: { accountId: string; userId: string; brief: TemplateBrief },
): Promise<AiTemplateCreated> => {
  const account = await findAccount(ctx.db, request.accountId);
  if (!account) throw new NotFoundError();
  // Spec 3 §2.2, §6: the AI template creation flag hides 'Create with AI'; the server holds to it too.
  if (!resolveFeatureFlags(account.flags).aiTemplateCreation)
    throw new ForbiddenError(TemplateBriefMessages.unavailable);
  const pick = pickGalleryTemplate(
    request.brief,
    GALLERY_TEMPLATES.filter((template) => template.listed),
  );
  const gallery = await loadGalleryTemplate(pick.template.id);
  if (!gallery) throw new Error(`Gallery template ${pick.template.id} has no document`);
  const { source: _source, ...copy } = await writeTemplateCopy(ctx, {
    brief: request.brief,
    useCase: pick.useCase,
    galleryTemplate: {
      id: gallery.template.id,
      name: gallery.template.name,
      description: gallery.template.description,
    },
  });
  const filled = fillTemplateMjml(gallery.mjml, copy, { name: account.name }).mjml;
  const kit = await brandKitForNewTemplates(ctx.db, request.accountId);
  const mjml = kit ? applyBrandKit(filled, kit) : filled;
  const name = clip(copy.headline, NAME_MAX_LENGTH);
  const { id } = await createMjmlTemplate(ctx, {
    accountId: request.accountId,
    userId: request.userId,
    name,
    mjml,
  });
  const row = await getTemplateRow(ctx.db, request.accountId, id);
  return {
    id,
    version: row.version,
    name,
    galleryTemplate: { id: gallery.template.id, name: gallery.template.name },
    reasons: pick.reasons,
    copy,
  };
};
