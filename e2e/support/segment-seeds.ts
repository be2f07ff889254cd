import { database } from './database';

/*
 * Rows the segment specs need beyond lists, contacts and campaign activity: account settings, web forms
 * and their submissions, and store events.
 */

/** Merges `settings` into the account's stored settings (sections are replaced whole; defaults fill the rest). */
export const setAccountSettings = async (
  accountId: string,
  settings: Record<string, unknown>,
): Promise<void> => {
  await database().query('update accounts set settings = settings || $2::jsonb where id = $1', [
    accountId,
    JSON.stringify(settings),
  ]);
};

export const insertForm = async (accountId: string, appName: string, formName: string): Promise<number> => {
  const { rows } = await database().query<{ id: string }>(
    'insert into forms (account_id, app_name, form_name) values ($1, $2, $3) returning id',
    [accountId, appName, formName],
  );
  return Number(rows[0]!.id);
};

export const insertFormSubmission = async (
  accountId: string,
  contactId: number,
  formId: number,
  appName: string,
  at: Date,
): Promise<void> => {
  await database().query(
    `insert into form_submissions (account_id, contact_id, form_id, app_name, submitted_at)
     values ($1, $2, $3, $4, $5)`,
    [accountId, contactId, formId, appName, at],
  );
};

/** A store (integration version 2) event, such as a placed order. */
export const insertStoreEvent = async (
  accountId: string,
  contactId: number,
  name: string,
  at: Date,
  properties: Record<string, unknown> = {},
): Promise<void> => {
  await database().query(
    `insert into events (account_id, contact_id, name, source, occurred_at, properties)
     values ($1, $2, $3, 'shopify', $4, $5)`,
    [accountId, contactId, name, at, JSON.stringify(properties)],
  );
};

/** A verified sender, made the sender of `campaignIds` and of their activity recorded so far. */
export const insertSender = async (
  accountId: string,
  email: string,
  campaignIds: number[],
): Promise<number> => {
  const { rows } = await database().query<{ id: string }>(
    'insert into senders (account_id, email, name) values ($1, $2, $3) returning id',
    [accountId, email, email.split('@')[0]],
  );
  const senderId = Number(rows[0]!.id);
  await database().query(
    'update campaigns set sender_id = $3 where account_id = $1 and id = any($2::bigint[])',
    [accountId, campaignIds, senderId],
  );
  await database().query(
    'update email_activity set sender_id = $3 where account_id = $1 and campaign_id = any($2::bigint[])',
    [accountId, campaignIds, senderId],
  );
  return senderId;
};

/** An active email type; `optedOut` contacts do not receive it. */
export const insertEmailType = async (
  accountId: string,
  name: string,
  optedOut: number[] = [],
): Promise<number> => {
  const { rows } = await database().query<{ id: string }>(
    'insert into email_types (account_id, name) values ($1, $2) returning id',
    [accountId, name],
  );
  const emailTypeId = Number(rows[0]!.id);
  for (const contactId of optedOut) {
    await database().query(
      'insert into contact_email_type_optouts (account_id, contact_id, email_type_id) values ($1, $2, $3)',
      [accountId, contactId, emailTypeId],
    );
  }
  return emailTypeId;
};

/** A live store connection of the given integration version: it decides which store conditions the wizard offers. */
export const insertStoreConnection = async (accountId: string, integrationVersion: 1 | 2): Promise<void> => {
  await database().query(
    `insert into store_connections (account_id, shop_domain, integration_version, webhook_token, shared_secret)
     values ($1, 'shop.example.com', $2, $3, 'secret')`,
    [accountId, integrationVersion, `token-${accountId}`],
  );
};
