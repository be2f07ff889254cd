import type { FastifyInstance } from 'fastify';
import { copilotRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { loadCopilotSuggestions } from './load-copilot-suggestions';
import { saveCopilotSegment } from './save-copilot-segment';
import { sendCopilotPrompt } from './send-copilot-prompt';

export const registerCopilotRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, copilotRoutes.sendPrompt, ({ auth, body }) =>
    sendCopilotPrompt(ctx, auth.accountId, body),
  );
  registerRoute(app, copilotRoutes.suggestions, ({ auth }) => loadCopilotSuggestions(ctx.db, auth.accountId));
  registerRoute(app, copilotRoutes.saveSegment, ({ auth, body }) =>
    saveCopilotSegment(ctx, auth.accountId, body),
  );
};
