import type { FastifyInstance } from 'fastify';
import { milestoneRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { findMilestones } from './find-milestones';

export const registerMilestoneRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, milestoneRoutes.list, async ({ auth }) => ({ data: await findMilestones(ctx.db, auth.accountId) }));
};
