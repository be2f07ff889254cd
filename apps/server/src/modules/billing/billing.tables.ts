import type { ColumnType, Generated } from 'kysely';
import type { BillingAddress } from '@sendwell/domain';

export interface BillingSubscriptionsTable {
  account_id: string;
  plan_id: 'lite' | 'pro' | 'max';
  currency: 'INR' | 'USD';
  period: 'monthly' | 'annual';
  contact_slab: number;
  cost: number;
  current_period_start: Date;
  current_period_end: Date;
  /** The provider paid for it (sandbox, stripe, shopify; 'sendwell' before migration 0043): 'shopify' bills through the store. */
  provider: Generated<string>;
  /** The provider's id of what pays for it: the Shopify app subscription (migration 0050). */
  provider_reference: Generated<string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The latest state Shopify reported of an app subscription, and the end of the plan it pays for (migration 0050). */
export interface BillingShopifySubscriptionsTable {
  account_id: string;
  subscription_id: string;
  status: 'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'FROZEN' | 'CANCELLED' | 'ACCEPTED';
  status_at: Date;
  plan_ends_at: Date | null;
  plan_ended_at: Date | null;
}

export type PaymentKind = 'plan' | 'emails' | 'contacts';
export type PaymentStatus = 'pending' | 'paid' | 'failed';

export interface BillingPaymentsTable {
  account_id: string;
  id: Generated<string>;
  number: Generated<number>;
  kind: PaymentKind;
  plan_id: 'lite' | 'pro' | 'max';
  period: 'monthly' | 'annual' | null;
  contact_slab: number | null;
  emails_added: Generated<number>;
  contacts_added: Generated<number>;
  currency: 'INR' | 'USD';
  subtotal: number;
  tax: number;
  total: number;
  /** Taken off the total by the welcome offer (migration 0056). */
  discount: Generated<number>;
  status: Generated<PaymentStatus>;
  failure_reason: string | null;
  provider: string;
  checkout_token: string;
  request_id: string;
  created_by: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  settled_at: Date | null;
  /** A top-up's slider steps, and whether its email credits come back each month (migration 0039). */
  top_up_steps: number | null;
  is_recurring: Generated<boolean>;
  /** The provider's id for what it opened for this payment (a Shopify app subscription; migration 0043). */
  provider_reference: Generated<string | null>;
  checkout_url: Generated<string | null>;
  /** The billing address when the payment was received, which its invoice shows (migration 0042). */
  billing_address: ColumnType<BillingAddress | null, string | null | undefined, string | null>;
}

export interface BillingEventsTable {
  provider: string;
  event_id: string;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface BillingDowngradeRequestsTable {
  account_id: string;
  id: Generated<string>;
  plan_id: 'lite' | 'pro' | 'max';
  contact_slab: number;
  period: 'monthly' | 'annual';
  requested_by: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * The email credits of one monthly period (migration 0042): the plan's own, or a recurring top-up's. Written
 * once per period and source, by the payment event for the first period and the renewal job for later ones.
 */
export interface BillingEmailGrantsTable {
  account_id: string;
  id: Generated<string>;
  source: 'plan' | 'recurringTopUp';
  payment_id: string | null;
  period_start: Date;
  period_end: Date;
  emails: number;
  granted_at: ColumnType<Date, Date | undefined, never>;
}

/** An integration the account asked our team to set up (migration 0042). */
export interface IntegrationSetupRequestsTable {
  account_id: string;
  integration_key: string;
  requested_by: string | null;
  requested_at: Date;
}

export interface BillingTables {
  integration_setup_requests: IntegrationSetupRequestsTable;
  billing_email_grants: BillingEmailGrantsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_shopify_subscriptions: BillingShopifySubscriptionsTable;
  billing_payments: BillingPaymentsTable;
  billing_events: BillingEventsTable;
  billing_downgrade_requests: BillingDowngradeRequestsTable;
}
