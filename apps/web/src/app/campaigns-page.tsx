import { CampaignsPage } from '../features/campaigns/components/campaigns-page';
import { QuickSegmentEntry } from './quick-segment-entry';

/*
 * /app/campaigns: the campaigns feature's page with the segments feature's wizard for a draft's quick
 * segment. Features never import each other, so they meet here.
 */

export function CampaignsScreen() {
  return <CampaignsPage quickSegment={QuickSegmentEntry} />;
}
