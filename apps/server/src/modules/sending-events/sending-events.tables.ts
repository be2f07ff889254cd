import type { ColumnType, Generated } from 'kysely';
import type { SendingEventType } from '@sendwell/contracts';

export interface SenderWebhooksTable {
  account_id: string;
  sender_id: number;
  token_hash: string;
  token_prefix: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
  last_event_at: Date | null;
  /** When the provider was seen to deliver to the address, once a member asked to verify it. */
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface DeliveryEventsTable {
  account_id: string;
  id: Generated<number>;
  sender_id: number;
  provider_event_id: string;
  kind: SendingEventType;
  contact_id: number | null;
  campaign_id: number | null;
  bounce_type: 'hard' | 'soft' | null;
  link: string | null;
  occurred_at: Date;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface SendingEventTables {
  sender_webhooks: SenderWebhooksTable;
  delivery_events: DeliveryEventsTable;
}
