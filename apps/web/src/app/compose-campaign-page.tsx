import { ComposeCampaignPage } from '../features/campaigns/components/compose-campaign-page';
import { QuickSegmentEntry } from './quick-segment-entry';

/** /app/campaigns/:campaignId/edit, with the segments feature's quick segment in its Audience step. */
export function ComposeCampaignScreen() {
  return <ComposeCampaignPage quickSegment={QuickSegmentEntry} />;
}
