import type { SegmentPropertyType } from '@sendwell/contracts';

/**
 * What the copilot may know about one account: its own names only. The planner never refers to
 * anything outside this, so a segment it builds can only read the account's own lists, campaigns,
 * events, senders and forms.
 */
export interface CopilotVocabulary {
  /** Contact properties (built-ins included) with a few of their most common values. */
  properties: { key: string; type: SegmentPropertyType; values?: readonly string[] }[];
  /** Lists and segments that contacts can belong to. */
  lists: { id: number; name: string; isSegment: boolean }[];
  campaigns: { id: number; name: string; campaignType: 'bulk' | 'TRIGGERED' }[];
  /** Custom events (source 'custom') and store events (source 'shopify', named by their keys). */
  events: {
    name: string;
    source: 'custom' | 'shopify';
    properties: { key: string; type: SegmentPropertyType }[];
  }[];
  senders: { id: number; email: string; name: string }[];
  forms: { id: number; appName: string; name: string }[];
}

export const EMPTY_VOCABULARY: CopilotVocabulary = {
  properties: [],
  lists: [],
  campaigns: [],
  events: [],
  senders: [],
  forms: [],
};
