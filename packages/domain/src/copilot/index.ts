export * from './vocabulary';
export { planSegment, zoneOffsetAt, type CopilotPlan } from './plan-segment';
export { CopilotMessages, badQueryReason } from './copilot-guard';
export * from './copilot-steps';
