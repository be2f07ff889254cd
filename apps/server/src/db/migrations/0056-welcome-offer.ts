import { type Kysely, sql } from 'kysely';

/**
 * The welcome offer (spec 2 §9): what a payment's total has had taken off by the offer, beside the subtotal and
 * tax of the full price, so the invoice shows both and the first discounted purchase dates the offer's end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The total was the subtotal and tax; it is now those less the discount.
  await sql`
    do $$
    declare name text;
    begin
      for name in
        select conname from pg_constraint
        where conrelid = 'billing_payments'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%total = (subtotal + tax)%'
      loop
        execute format('alter table billing_payments drop constraint %I', name);
      end loop;
    end $$;
  `.execute(db);
  await sql`
    alter table billing_payments
      add column discount integer not null default 0,
      add constraint billing_payments_discount check (discount between 0 and subtotal + tax),
      add constraint billing_payments_total check (total = subtotal + tax - discount);
  `.execute(db);
}

export async function down(): Promise<void> {
  // Never destructive: rolling back would drop user data.
}
