export { foreignReferences } from './account-references';
export { finishCopilotDefinition, type FinishedDefinition } from './finish-definition';
export * from './vocabulary';
export { planSegment, zoneOffsetAt, type CopilotPlan } from './plan-segment';
export { CopilotMessages, badQueryReason } from './copilot-guard';
