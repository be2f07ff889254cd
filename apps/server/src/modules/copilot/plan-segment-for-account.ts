import { planSegment, type CopilotPlan, type CopilotVocabulary } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { createModelProvider, ModelProviderError, type ModelProvider } from './model-provider';
import { planWithModel } from './plan-with-model';

export interface PlanRequest {
  accountId: string;
  /** The whole request, a follow-up already read together with the prompts before it. */
  prompt: string;
  /** The account's own names: nothing outside them may reach a definition. */
  vocabulary: CopilotVocabulary;
  now: Date;
  timezone: string;
}

/**
 * A plan and who made it: the configured model, or the offline planner. `notice` says, in plain words,
 * why the model's answer was not used when the planner answered in its place.
 */
export type AccountPlan = CopilotPlan & { source: 'model' | 'planner'; notice?: string };

export const FALLBACK_NOTICE = 'The built-in planner answered instead.';

/**
 * The one place the copilot turns words into a plan. The offline planner always reads the request
 * first: what it refuses (too long, empty, an attempt to reach past the account, an id the account does
 * not have) is refused without asking a model. With AI_BASE_URL and AI_MODEL set, the model then plans
 * with the planner's reading as a hint, and its answer is checked against the account's own vocabulary;
 * when the model fails in any way, the planner's answer is given instead, with a notice saying why.
 */
export const planSegmentForAccount = async (
  ctx: Pick<AppContext, 'config' | 'log'>,
  request: PlanRequest,
  provider: ModelProvider | undefined = ctx.config.ai && createModelProvider(ctx.config.ai),
): Promise<AccountPlan> => {
  const offline = planSegment(request.prompt, request.vocabulary, request.now, request.timezone);
  if (provider === undefined || offline.kind === 'badQuery') return { ...offline, source: 'planner' };
  try {
    return { ...(await planWithModel(provider, request, offline)), source: 'model' };
  } catch (error) {
    if (!(error instanceof ModelProviderError)) throw error;
    ctx.log.warn({ accountId: request.accountId, reason: error.message }, 'copilot model failed');
    return { ...offline, source: 'planner', notice: `${error.message} ${FALLBACK_NOTICE}` };
  }
};
