import { findPlan } from '@sendwell/domain';

/** How a payment reads on the checkout page and in the billing history: 'Pro plan, 10,000 contacts, billed monthly'. */
export const describePayment = (payment: {
  kind: 'plan' | 'emails' | 'contacts';
  planId: string;
  period: 'monthly' | 'annual' | null;
  contactSlab: number | null;
  emailsAdded: number;
  contactsAdded: number;
}): string => {
  const plan = findPlan(payment.planId)?.name ?? payment.planId;
  const count = (n: number) => n.toLocaleString('en-US');
  if (payment.kind === 'emails') return `${count(payment.emailsAdded)} extra email credits (${plan} plan)`;
  if (payment.kind === 'contacts') return `${count(payment.contactsAdded)} extra contacts (${plan} plan)`;
  return `${plan} plan, ${count(payment.contactSlab ?? 0)} contacts, billed ${payment.period === 'annual' ? 'annually' : 'monthly'}`;
};

/** A plan quote as its payment reads. */
export const describePlanQuote = (quote: {
  planId: string;
  period: 'monthly' | 'annual';
  numberOfContacts: number;
  emailsPerMonth: number;
}): string =>
  describePayment({
    kind: 'plan',
    planId: quote.planId,
    period: quote.period,
    contactSlab: quote.numberOfContacts,
    emailsAdded: quote.emailsPerMonth,
    contactsAdded: quote.numberOfContacts,
  });
