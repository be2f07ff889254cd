import pg from 'pg';

/*
 * Rows put straight into the e2e server's database, for data the UI cannot create yet (lists, contacts,
 * campaigns, journeys). The global setup exposes the embedded Postgres as E2E_DATABASE_URL.
 */

let pool: pg.Pool | undefined;

export const database = (): pg.Pool => {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString)
    throw new Error('E2E_DATABASE_URL is not set; run the specs through playwright test');
  pool ??= new pg.Pool({ connectionString, max: 2 });
  return pool;
};

export const closeDatabase = async (): Promise<void> => {
  await pool?.end();
  pool = undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number, from = new Date()): Date => new Date(from.getTime() - days * DAY_MS);

export const userIdOf = async (email: string): Promise<string> => {
  const { rows } = await database().query<{ id: string }>(
    'select id from users where lower(email) = lower($1)',
    [email],
  );
  if (!rows[0]) throw new Error(`No user ${email}`);
  return rows[0].id;
};

/** Marks the user's email verified, as the link in the verification mail does. */
export const markVerified = async (userId: string): Promise<void> => {
  await database().query('update users set is_verified = true where id = $1', [userId]);
};

/** A new empty account on the free trial with `userId` as a member (its primary owner unless limited). */
export const insertAccount = async (
  userId: string,
  name: string,
  options: { limitedAccess?: boolean } = {},
): Promise<string> => {
  const { rows } = await database().query<{ id: string }>(
    `insert into accounts (name, trial_due_date) values ($1, now() + interval '21 days') returning id`,
    [name],
  );
  const accountId = rows[0]!.id;
  await database().query(
    'insert into members (account_id, user_id, role, limited_access) values ($1, $2, $3, $4)',
    [accountId, userId, options.limitedAccess ? 'member' : 'primaryOwner', options.limitedAccess ?? false],
  );
  return accountId;
};

export const setContactsAllocated = async (accountId: string, contactsAllocated: number): Promise<void> => {
  await database().query('update accounts set contacts_allocated = $2 where id = $1', [
    accountId,
    contactsAllocated,
  ]);
};

export interface SeedList {
  name: string;
  type?: string;
  isAIGenerated?: boolean;
  processing?: boolean;
  createdAt?: Date;
  updatedAt?: Date;
}

export const insertList = async (accountId: string, list: SeedList): Promise<number> => {
  const created = list.createdAt ?? new Date();
  const { rows } = await database().query<{ id: string }>(
    `insert into lists (account_id, name, type, is_ai_generated, processing, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      accountId,
      list.name,
      list.type ?? 'list',
      list.isAIGenerated ?? false,
      list.processing ?? false,
      created,
      list.updatedAt ?? created,
    ],
  );
  return Number(rows[0]!.id);
};

export interface SeedContact {
  email: string;
  properties?: Record<string, string | number | boolean | null>;
  isUnsubscribed?: boolean;
  isBlocked?: boolean;
  createdAt?: Date;
}

/** Contacts, added to the lists given (joined `addedDaysAgo(index)` days ago); list counts follow. */
export const insertContacts = async (
  accountId: string,
  contacts: SeedContact[],
  listIds: number[] = [],
  addedDaysAgo: (index: number) => number = () => 0,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const contact of contacts) {
    const { rows } = await database().query<{ id: string }>(
      `insert into contacts (account_id, email, properties, is_unsubscribed, is_blocked, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [
        accountId,
        contact.email,
        JSON.stringify(contact.properties ?? {}),
        contact.isUnsubscribed ?? false,
        contact.isBlocked ?? false,
        contact.createdAt ?? new Date(),
      ],
    );
    ids.push(Number(rows[0]!.id));
  }
  for (const listId of listIds) {
    for (const [index, contactId] of ids.entries()) {
      await database().query(
        'insert into list_members (account_id, list_id, contact_id, added_at) values ($1, $2, $3, $4)',
        [accountId, listId, contactId, daysAgo(addedDaysAgo(index))],
      );
    }
    await database().query(
      `update lists set recipients_count = (select count(*) from list_members where account_id = $1 and list_id = $2)
       where account_id = $1 and id = $2`,
      [accountId, listId],
    );
  }
  return ids;
};

/** Puts a wrong count on a list, as if contacts had joined since it was last counted. */
export const setRecipientsCount = async (accountId: string, listId: number, count: number): Promise<void> => {
  await database().query('update lists set recipients_count = $3 where account_id = $1 and id = $2', [
    accountId,
    listId,
    count,
  ]);
};

export const insertJourney = async (
  accountId: string,
  name: string,
  status: string,
  triggerListId: number,
): Promise<number> => {
  const { rows } = await database().query<{ id: string }>(
    `insert into journeys (account_id, name, status, trigger_list_id) values ($1, $2, $3, $4) returning id`,
    [accountId, name, status, triggerListId],
  );
  return Number(rows[0]!.id);
};

/** A bulk campaign sent to the lists `daysAgoSent` days ago. */
export const insertSentCampaign = async (
  accountId: string,
  name: string,
  listIds: number[],
  daysAgoSent = 1,
): Promise<number> => {
  const { rows } = await database().query<{ id: string }>(
    `insert into campaigns (account_id, name, status, sent_at) values ($1, $2, 'sent', $3) returning id`,
    [accountId, name, daysAgo(daysAgoSent)],
  );
  const campaignId = Number(rows[0]!.id);
  for (const listId of listIds) {
    await database().query(
      'insert into campaign_lists (account_id, campaign_id, list_id) values ($1, $2, $3)',
      [accountId, campaignId, listId],
    );
  }
  return campaignId;
};

export interface SeedActivity {
  contactId: number;
  campaignId: number;
  kind: 'sent' | 'opened' | 'clicked' | 'submitted';
  at: Date;
  link?: string;
  isApplePrivacyOpen?: boolean;
}

/** Campaign activity, with the daily engagement counters the reports read kept in step. */
export const insertActivity = async (accountId: string, activity: SeedActivity[]): Promise<void> => {
  for (const entry of activity) {
    await database().query(
      `insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at, link, is_apple_privacy_open)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        accountId,
        entry.contactId,
        entry.campaignId,
        entry.kind,
        entry.at,
        entry.link ?? null,
        entry.isApplePrivacyOpen ?? false,
      ],
    );
    await database().query(
      `insert into contact_engagement_daily (account_id, contact_id, day, ${entry.kind})
       values ($1, $2, ($3::timestamptz at time zone 'UTC')::date, 1)
       on conflict (account_id, day, contact_id) do update set ${entry.kind} = contact_engagement_daily.${entry.kind} + 1`,
      [accountId, entry.contactId, entry.at],
    );
  }
};

export const insertEvent = async (
  accountId: string,
  contactId: number,
  name: string,
  at: Date,
  properties: Record<string, unknown> = {},
): Promise<void> => {
  await database().query(
    `insert into events (account_id, contact_id, name, occurred_at, properties) values ($1, $2, $3, $4, $5)`,
    [accountId, contactId, name, at, JSON.stringify(properties)],
  );
};

/** Moves the account's trial end, e.g. to a moment whose calendar day differs between timezones. */
export const setTrialDueDate = async (accountId: string, trialDueDate: Date): Promise<void> => {
  await database().query('update accounts set trial_due_date = $2 where id = $1', [accountId, trialDueDate]);
};

/**
 * A template and its first version, holding HTML the upload would refuse (a script): to prove the preview
 * cannot run it whatever reaches the database.
 */
export const setPlanName = async (accountId: string, planName: string): Promise<void> => {
  await database().query('update accounts set plan_name = $2 where id = $1', [accountId, planName]);
};

export const insertTemplate = async (
  accountId: string,
  template: { name: string; html: string; createdBy: string; category?: 'saved' | 'uploaded'; amp?: string },
): Promise<number> => {
  const client = await database().connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into templates (account_id, name, category, has_amp, created_by) values ($1, $2, $3, $4, $5) returning id`,
      [
        accountId,
        template.name,
        template.category ?? 'uploaded',
        template.amp !== undefined,
        template.createdBy,
      ],
    );
    const id = Number(rows[0]!.id);
    await client.query(
      `insert into template_versions (account_id, template_id, version, html, amp, created_by) values ($1, $2, 1, $3, $4, $5)`,
      [accountId, id, template.html, template.amp ?? null, template.createdBy],
    );
    await client.query('commit');
    return id;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

/** A user who belongs to `accountId` as a member, without a password that signs in; returns the member id. */
export const insertTeamMember = async (accountId: string, name: string, email: string): Promise<string> => {
  const { rows } = await database().query<{ id: string }>(
    `insert into users (email, name, password_hash, is_verified) values ($1, $2, 'not-a-password-hash', true) returning id`,
    [email, name],
  );
  const member = await database().query<{ id: string }>(
    `insert into members (account_id, user_id, role) values ($1, $2, 'member') returning id`,
    [accountId, rows[0]!.id],
  );
  return member.rows[0]!.id;
};

/** A pending invitation whose link carries `token` (stored, as the server stores it, by its SHA-256 in base64url). */
export const insertInvitation = async (accountId: string, email: string, token: string): Promise<void> => {
  await database().query(
    `insert into member_invitations (account_id, email, role, token_hash, expires_at)
     values ($1, $2, 'member', rtrim(translate(encode(sha256(convert_to($3, 'UTF8')), 'base64'), '+/', '-_'), '='),
             now() + interval '7 days')`,
    [accountId, email, token],
  );
};
