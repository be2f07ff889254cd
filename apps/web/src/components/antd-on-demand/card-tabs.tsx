import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * Stands in for the Tabs inside antd Card (see vite.config.ts), used only by a Card with `tabList`, which
 * no page has: Tabs (with its overflow menu and dropdown) is fetched when such a card renders, and pages
 * that show plain cards no longer download it.
 */
const Tabs = lazy(() => import('antd/es/tabs'));

export default function OnDemandCardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
