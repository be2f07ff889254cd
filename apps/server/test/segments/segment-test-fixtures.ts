import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { listRoutes, segmentRoutes, type CampaignStatus, type ContactPropertyType, type ListType, type SegmentAudience, type SegmentCountRequest, type SegmentFilter } from '@sendwell/contracts';
import type { TestBrowser } from '../http-client';
import type { Db } from '../../src/db/database';

/**
 * Hand-made data for the segment integration tests: rows written straight into the tables, so each test
 * states exactly which contacts a definition must find.
 */

export const DAY_MS = 86_400_000;

export const daysAgo = (days: number, from: Date = new Date()): Date => new Date(from.getTime() - days * DAY_MS);

export const EVERYONE: SegmentAudience = {
  recipientLists: null,
  excludeRecipientList: [],
  isUnsubscribed: false,
  isBlocked: false,
  excludeIsUnsubscribed: false,
  excludeIsBlocked: false,
};

/** A count request: OR groups of AND-ed filters over every contact unless an audience is given. */
export const definition = (groups: SegmentFilter[][], audience: Partial<SegmentAudience> = {}, extra: Partial<SegmentCountRequest> = {}): SegmentCountRequest => ({
  ...EVERYONE,
  ...audience,
  segmentFilters: groups.map((filters) => ({ filters })),
  ...extra,
});

/** Polls a list's status as the lists table does, until its processing ends; answers the last status. */
export const settledList = async (browser: TestBrowser, id: number) => {
  for (let i = 0; i < 200; i++) {
    const status = (await browser.call(listRoutes.status, { params: { id } })).data;
    if (!status.processing) return status;
    await sleep(50);
  }
  throw new Error(`list ${id} is still processing`);
};

/** The wizard's 'Preview count' as a signed-in browser asks for it. */
export const segmentCounter =
  (browser: TestBrowser) =>
  async (request: SegmentCountRequest): Promise<number> => {
    const response = await browser.call(segmentRoutes.getCount, { body: request });
    expect(response.status, response.text).toBe(200);
    return response.data.contactsCount;
  };

export interface ContactSeed {
  properties?: Record<string, string | number | boolean | null | string[]>;
  unsubscribed?: boolean;
  blocked?: boolean;
  createdAt?: Date;
  archived?: boolean;
}

export class SegmentData {
  constructor(
    readonly db: Db,
    readonly accountId: string,
  ) {}

  async contact(email: string, seed: ContactSeed = {}): Promise<number> {
    const row = await this.db
      .insertInto('contacts')
      .values({
        account_id: this.accountId,
        email,
        properties: JSON.stringify(seed.properties ?? {}),
        is_unsubscribed: seed.unsubscribed ?? false,
        is_blocked: seed.blocked ?? false,
        ...(seed.createdAt ? { created_at: seed.createdAt } : {}),
        archived_at: seed.archived ? new Date() : null,
        archived_with_list_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async property(key: string, type: ContactPropertyType): Promise<void> {
    await this.db.insertInto('contact_properties').values({ account_id: this.accountId, key, type }).execute();
  }

  async list(name: string, members: number[] = [], type: ListType = 'list'): Promise<number> {
    const row = await this.db.insertInto('lists').values({ account_id: this.accountId, name, type, definition: null }).returning('id').executeTakeFirstOrThrow();
    if (members.length > 0) await this.addToList(row.id, members);
    return row.id;
  }

  async addToList(listId: number, contactIds: number[]): Promise<void> {
    await this.db.insertInto('list_members').values(contactIds.map((contactId) => ({ account_id: this.accountId, list_id: listId, contact_id: contactId }))).execute();
  }

  async sender(email: string, status = 'VERIFIED'): Promise<number> {
    const row = await this.db.insertInto('senders').values({ account_id: this.accountId, email, name: email.split('@')[0] ?? email, status }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async campaign(name: string, options: { type?: 'bulk' | 'TRIGGERED'; sentAt?: Date | null; senderId?: number; archived?: boolean; status?: CampaignStatus } = {}): Promise<number> {
    const row = await this.db
      .insertInto('campaigns')
      .values({
        account_id: this.accountId,
        name,
        campaign_type: options.type ?? 'bulk',
        status: options.status ?? 'sent',
        sender_id: options.senderId ?? null,
        sent_at: options.sentAt === undefined ? new Date() : options.sentAt,
        is_archived: options.archived ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async activity(
    contactId: number,
    campaignId: number,
    kind: 'sent' | 'opened' | 'clicked' | 'submitted',
    at: Date,
    options: { link?: string; apple?: boolean; senderId?: number } = {},
  ): Promise<void> {
    await this.db
      .insertInto('email_activity')
      .values({
        account_id: this.accountId,
        contact_id: contactId,
        campaign_id: campaignId,
        kind,
        occurred_at: at,
        link: options.link ?? null,
        sender_id: options.senderId ?? null,
        is_apple_privacy_open: options.apple ?? false,
      })
      .execute();
  }

  async counters(contactId: number, day: string, counts: { sent?: number; opened?: number; clicked?: number; submitted?: number }): Promise<void> {
    await this.db
      .insertInto('contact_engagement_daily')
      .values({ account_id: this.accountId, contact_id: contactId, day, sent: counts.sent ?? 0, opened: counts.opened ?? 0, clicked: counts.clicked ?? 0, submitted: counts.submitted ?? 0 })
      .execute();
  }

  async eventDefinition(name: string, properties: Record<string, ContactPropertyType>, source: 'custom' | 'shopify' = 'custom'): Promise<void> {
    await this.db.insertInto('event_definitions').values({ account_id: this.accountId, name, source, properties: JSON.stringify(properties) }).execute();
  }

  async event(contactId: number, name: string, at: Date, properties: Record<string, unknown> = {}, source: 'custom' | 'shopify' = 'custom'): Promise<void> {
    await this.db.insertInto('events').values({ account_id: this.accountId, contact_id: contactId, name, source, occurred_at: at, properties: JSON.stringify(properties) }).execute();
  }

  async form(appName: string, formName: string, status = 'published'): Promise<number> {
    const row = await this.db.insertInto('forms').values({ account_id: this.accountId, app_name: appName, form_name: formName, status }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async submission(contactId: number, formId: number, appName: string, at: Date, properties: Record<string, unknown> = {}): Promise<void> {
    await this.db
      .insertInto('form_submissions')
      .values({ account_id: this.accountId, contact_id: contactId, form_id: formId, app_name: appName, submitted_at: at, properties: JSON.stringify(properties) })
      .execute();
  }

  async emailType(name: string, active = true): Promise<number> {
    const row = await this.db.insertInto('email_types').values({ account_id: this.accountId, name, is_active: active }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async optOut(contactId: number, emailTypeId: number): Promise<void> {
    await this.db.insertInto('contact_email_type_optouts').values({ account_id: this.accountId, contact_id: contactId, email_type_id: emailTypeId }).execute();
  }

  async setTimezone(timezone: string): Promise<void> {
    await this.db.updateTable('accounts').set({ settings: JSON.stringify({ timezone }) }).where('id', '=', this.accountId).execute();
  }
}
