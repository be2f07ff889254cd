import type { FastifyInstance } from 'fastify';
import { ListMessages, SegmentServerMessages, segmentRoutes } from '@sendwell/contracts';
import { refreshKindOf } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { findList, recountList, setListProcessing } from '../lists/lists.repository';
import { countSegment } from './count-segment';
import { getSegmentDefinition } from './get-segment-definition';
import { refreshSegmentJob } from './refresh-segment.job';
import { storedDefinition } from './refresh-segment';
import { saveSegment } from './save-segment';
import { definitionByEngagementType, definitionForActivity } from './segment-starting-points';
import { findSegmentList } from './segments.repository';
import { updateSegment } from './update-segment';

export const registerSegmentRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, segmentRoutes.getCount, async ({ auth, body }) => ({ contactsCount: await countSegment(ctx.db, auth.accountId, body) }));
  registerRoute(app, segmentRoutes.saveToList, ({ auth, body }) => saveSegment(ctx, auth.accountId, body));
  registerRoute(app, segmentRoutes.updateSegment, ({ auth, params, body }) => updateSegment(ctx, auth.accountId, params.id, body));
  registerRoute(app, segmentRoutes.getSegmentDefinition, ({ auth, query }) => getSegmentDefinition(ctx.db, auth.accountId, query.recipientListId));
  registerRoute(app, segmentRoutes.definitionForActivity, ({ auth, query }) => definitionForActivity(ctx.db, auth.accountId, query));
  registerRoute(app, segmentRoutes.definitionByEngagementType, ({ auth, query }) => definitionByEngagementType(ctx.db, auth.accountId, query.name));
  registerRoute(app, segmentRoutes.refreshSegment, async ({ auth, params }) => {
    const list = await findSegmentList(ctx.db, auth.accountId, params.id);
    if (!list) throw new NotFoundError(ListMessages.listNotFound);
    if (refreshKindOf(list.type) !== 'segment' || !storedDefinition(list.definition)) throw new BadRequestError(SegmentServerMessages.notASegment);
    await setListProcessing(ctx.db, auth.accountId, list.id, true);
    await ctx.jobs.send(refreshSegmentJob, { accountId: auth.accountId, listId: list.id });
    return { id: list.id, processing: true, processingCount: 0, recipientsCount: list.recipientsCount };
  });
  registerRoute(app, segmentRoutes.refreshCount, async ({ auth, params }) => {
    const list = await findList(ctx.db, auth.accountId, params.id);
    if (!list) throw new NotFoundError(ListMessages.listNotFound);
    // Counting members is one indexed count, quick enough to answer with.
    const recipientsCount = await recountList(ctx.db, auth.accountId, list.id);
    await setListProcessing(ctx.db, auth.accountId, list.id, false);
    return { id: list.id, processing: false, processingCount: 0, recipientsCount };
  });
};
