import { lazy, Suspense } from 'react';
import { CampaignsPage } from '../features/campaigns/components/campaigns-page';
import type { QuickSegmentEntryProps } from '../features/segments/components/quick-segment-entry';

/*
 * /app/campaigns: the campaigns feature's page with the segments feature's wizard for a draft's quick
 * segment. Features never import each other, so they meet here.
 */

// Shown in the audience drawer only, and it brings the segment rules: fetched when the drawer opens.
const QuickSegmentEntry = lazy(() =>
  import('../features/segments/components/quick-segment-entry').then((m) => ({ default: m.QuickSegmentEntry })),
);

function QuickSegment(props: QuickSegmentEntryProps) {
  return (
    <Suspense fallback={null}>
      <QuickSegmentEntry {...props} />
    </Suspense>
  );
}

export function CampaignsScreen() {
  return <CampaignsPage quickSegment={QuickSegment} />;
}
