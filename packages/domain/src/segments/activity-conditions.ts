import type { CampaignActivityCondition } from '@sendwell/contracts';
import type { EmailActivityKind } from './evaluate/segment-dataset';

/** Which kind of email activity each campaign activity condition asks about, and whether it asks for its absence. */
export const ACTIVITY_OF_CONDITION: Record<
  CampaignActivityCondition,
  { kind: EmailActivityKind; negated: boolean }
> = {
  hasOpened: { kind: 'opened', negated: false },
  hasNotOpened: { kind: 'opened', negated: true },
  hasClicked: { kind: 'clicked', negated: false },
  hasNotClicked: { kind: 'clicked', negated: true },
  hasSubmitted: { kind: 'submitted', negated: false },
  hasNotSubmitted: { kind: 'submitted', negated: true },
  wasSent: { kind: 'sent', negated: false },
  wasNotSent: { kind: 'sent', negated: true },
};
