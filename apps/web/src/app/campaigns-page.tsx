import { lazyComponent } from '../components/lazy-component';
import { CampaignsPage } from '../features/campaigns/components/campaigns-page';

/*
 * /app/campaigns: the campaigns feature's page with the segments feature's wizard for a draft's quick
 * segment. Features never import each other, so they meet here.
 */

// Shown in the audience drawer only, and it brings the segment rules: fetched when the drawer opens.
export const QuickSegmentEntry = lazyComponent(
  () => import('../features/segments/components/quick-segment-entry').then((m) => m.QuickSegmentEntry),
  null,
);

export function CampaignsScreen() {
  return <CampaignsPage quickSegment={QuickSegmentEntry} />;
}
