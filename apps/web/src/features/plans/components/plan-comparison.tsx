import type { ReactNode } from 'react';
import { Card, Table } from 'antd';
import type { BillingPlan } from '@sendwell/contracts';
import { formatMoney, TOP_UP_STEP_PRICE } from '@sendwell/domain';
import { ScrollRegion } from './scroll-region';

/** Where the chooser's 'Compare all features' link leads. */
export const PLAN_COMPARISON_ID = 'compare-plans';

type Features = BillingPlan['features'];
const count = (n: number) => n.toLocaleString('en-US');
const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** Spec 3 §3 'Plan features per plan', one row each, in the spec's order. */
const ROWS: { feature: string; value: (f: Features, slab: number, currency: 'INR' | 'USD') => ReactNode }[] =
  [
    { feature: 'Contacts', value: (f) => `Up to ${count(f.maxContacts)}` },
    { feature: 'Email credits', value: (f, slab) => `${count(slab * f.emailsPerContact)} a month` },
    {
      feature: 'Extra email credits',
      value: (f, _slab, currency) =>
        `${count(f.extraEmailsPerStep)} per ${formatMoney(TOP_UP_STEP_PRICE[currency], currency)}`,
    },
    { feature: 'Team members', value: (f) => count(f.teamMembers) },
    {
      feature: 'Active journeys',
      value: (f) => (f.activeJourneys === null ? 'Unlimited' : count(f.activeJourneys)),
    },
    { feature: 'Custom domains', value: (f) => count(f.customDomains) },
    { feature: 'Sender emails', value: (f) => count(f.senderEmails) },
    { feature: 'Support', value: (f) => f.support.join(', ') },
    { feature: 'AMP widgets', value: (f) => f.ampWidgets.join(', ') },
    { feature: 'Integrations', value: (f) => count(f.integrations) },
    { feature: 'A/B test', value: (f) => yesNo(f.abTest) },
    { feature: 'Click maps', value: (f) => yesNo(f.clickMaps) },
    { feature: 'Send time optimisation', value: (f) => yesNo(f.sendTimeOptimisation) },
    { feature: 'Timezone scheduling', value: (f) => yesNo(f.timezoneScheduling) },
    { feature: 'Branding removal', value: (f) => yesNo(f.brandingRemoval) },
    { feature: 'Landing sites', value: (f) => count(f.landingPages) },
    { feature: 'Pop-up forms', value: (f) => count(f.popupForms) },
  ];

/** Every feature of the plans shown, side by side (spec 2 §2.7 'compare all features'). */
export function PlanComparison({
  plans,
  slab,
  currency,
}: {
  plans: BillingPlan[];
  slab: number;
  currency: 'INR' | 'USD';
}) {
  return (
    <Card id={PLAN_COMPARISON_ID} title="Compare all features">
      <ScrollRegion label="Features of each plan">
        <Table
          size="small"
          pagination={false}
          rowKey="feature"
          style={{ minWidth: 560 }}
          dataSource={ROWS}
          columns={[
            { title: 'Feature', dataIndex: 'feature', width: '25%' },
            ...plans.map((plan) => ({
              title: plan.name,
              key: plan.id,
              width: `${75 / plans.length}%`,
              render: (_: unknown, row: (typeof ROWS)[number]) => row.value(plan.features, slab, currency),
            })),
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
