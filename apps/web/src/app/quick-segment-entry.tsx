import { lazyComponent } from '../components/lazy-component';

/*
 * The segments feature's wizard for a draft campaign's quick segment, handed to the campaigns feature's pages
 * (features never import each other, so they meet here). It brings the segment rules, so it is fetched only
 * when the audience form shows it.
 */
export const QuickSegmentEntry = lazyComponent(
  () => import('../features/segments/components/quick-segment-entry').then((m) => m.QuickSegmentEntry),
  null,
);
