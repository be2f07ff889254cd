import type { ColumnType } from 'kysely';

/** The term a renewal invoice pays for (migration 0049): the plan's next term, or a recurring top-up's next month. */
export interface BillingRenewalsTable {
  account_id: string;
  payment_id: string;
  source: 'plan' | 'recurringTopUp';
  top_up_payment_id: string | null;
  term_start: Date;
  term_end: Date;
  anchor_at: Date;
  due_at: Date;
  grace_until: Date;
  declined_at: Date | null;
  fell_back_at: Date | null;
  /** Automatic charges made for the invoice (migration 0052). */
  attempts: ColumnType<number, number | undefined, number>;
  /** When the next automatic charge of a declined invoice is due; null when none is (migration 0052). */
  retry_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A charge the sandbox provider made on a saved card, once per idempotency key (migration 0049). */
export interface BillingSandboxChargesTable {
  idempotency_key: string;
  id: string;
  account_id: string;
  amount: number;
  currency: 'INR' | 'USD';
  outcome: 'succeeded' | 'failed';
  failure_reason: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface BillingRenewalTables {
  billing_renewals: BillingRenewalsTable;
  billing_sandbox_charges: BillingSandboxChargesTable;
}
