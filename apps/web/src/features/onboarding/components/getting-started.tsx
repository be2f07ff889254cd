import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../../components/lazy-component';
import { milestonesQueryOptions } from '../../../lib/milestones';

/*
 * Only new accounts see the checklist, and its card (antd's Card brings Tabs, and Progress) is fetched
 * only for them, once the milestones say there are steps left.
 */
const GettingStartedCard = lazyComponent(
  () => import('./getting-started-card').then((m) => m.GettingStartedCard),
  null,
);

/**
 * 'Get started with Sendwell' on the contacts page of an account that has not yet taken its first steps:
 * each step says what to do and opens the dialog that does it. The card goes away once every step is done.
 */
export function GettingStarted() {
  const milestones = useQuery(milestonesQueryOptions());
  const data = milestones.data;
  if (!data || data.every((milestone) => milestone.completed)) return null;
  return <GettingStartedCard milestones={data} />;
}
