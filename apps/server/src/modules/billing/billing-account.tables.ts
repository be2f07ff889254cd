import type { ColumnType, Generated } from 'kysely';
import type { BillingAddress } from '@sendwell/domain';

/** Migration 0039: the billing address, the credits top-ups add, and the card renewals are charged to. */
export interface BillingAddressesTable extends BillingAddress {
  account_id: string;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/**
 * Credits bought on top of the plan, one row per paid top-up: extra email credits (one-time ones valid until
 * `valid_until`, the renewal date; recurring ones each month) or extra contacts on top of the plan's slab.
 */
export interface BillingCreditsTable {
  account_id: string;
  id: Generated<string>;
  payment_id: string;
  kind: 'emails' | 'contacts';
  units: number;
  is_recurring: boolean;
  valid_from: Date;
  valid_until: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface BillingPaymentMethodsTable {
  account_id: string;
  brand: string;
  last4: string;
  /** Migration 0054: Stripe's customer and payment method saved for off-session renewal charges. */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_payment_method_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When Stripe created the payment that saved the card: an older one never replaces it. */
  stripe_saved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BillingAccountTables {
  billing_addresses: BillingAddressesTable;
  billing_credits: BillingCreditsTable;
  billing_payment_methods: BillingPaymentMethodsTable;
}
