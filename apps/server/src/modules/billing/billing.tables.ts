import type { ColumnType } from 'kysely';

export interface BillingSubscriptionsTable {
  account_id: string;
  plan_id: 'lite' | 'pro' | 'max';
  currency: 'INR' | 'USD';
  period: 'monthly' | 'annual';
  contact_slab: number;
  cost: number;
  current_period_start: Date;
  current_period_end: Date;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BillingTables {
  billing_subscriptions: BillingSubscriptionsTable;
}
