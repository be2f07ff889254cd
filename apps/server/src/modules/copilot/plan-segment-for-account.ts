import { planSegment, type CopilotPlan, type CopilotVocabulary } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';

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
 * The one place the copilot turns words into a plan. The offline planner answers; a configured model
 * provider can take its place here, as long as what it returns is checked against the same vocabulary.
 */
export const planSegmentForAccount = (
  _ctx: Pick<AppContext, 'db'>,
  request: PlanRequest,
): Promise<CopilotPlan> =>
  Promise.resolve(planSegment(request.prompt, request.vocabulary, request.now, request.timezone));
