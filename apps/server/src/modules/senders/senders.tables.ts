import type { ColumnType, Generated } from 'kysely';
import type { SenderKind, SenderSecretField } from '@sendwell/contracts';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** Non-secret settings of a sender's kind (host, port, TLS mode, user, region, access key id). */
export type SenderSettingsColumn = Record<string, string | number | boolean>;

export interface SendersTable {
  account_id: string;
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  provider: ColumnType<SenderKind, SenderKind | undefined, SenderKind>;
  status: Generated<string>;
  settings: ColumnType<SenderSettingsColumn, SenderSettingsColumn | undefined, SenderSettingsColumn>;
  /** The secrets as JSON, sealed (platform/secret-box.ts); null for a kind without any. */
  secrets: ColumnType<string | null, string | null | undefined, string | null>;
  secret_names: ColumnType<SenderSecretField[], SenderSecretField[] | undefined, SenderSecretField[]>;
  verification_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  created_at: CreatedAt;
}

/** What the last DNS check found for one record, with the value it looked for. */
export interface DomainRecordCheck {
  kind: 'dkim' | 'spf' | 'dmarc' | 'returnPath';
  expected: string;
  status: 'verified' | 'notFound' | 'wrongValue';
  found: string;
}

export interface SenderDomainsTable {
  account_id: string;
  id: Generated<number>;
  /** ASCII (punycode), lower case. */
  domain: string;
  dkim_selector: string;
  /** Base64 of the DER SubjectPublicKeyInfo. */
  dkim_public_key: string;
  /** PEM, sealed (platform/secret-box.ts). */
  dkim_private_key: string;
  // Written as JSON text: pg would send a JS array as a Postgres array.
  checks: ColumnType<DomainRecordCheck[], string | undefined, string>;
  checked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface SenderTables {
  senders: SendersTable;
  sender_domains: SenderDomainsTable;
}
