import { sql } from 'kysely';
import { BUILT_IN_SEGMENT_PROPERTIES, type SegmentPropertyType } from '@sendwell/contracts';
import { mergePropertyRegistry, type SegmentDataset } from '@sendwell/domain';
import type { Db } from '../../src/db/database';
import { insertAccount } from '../../src/modules/accounts/accounts.repository';
import { counterDay } from '../../src/modules/campaigns/campaign-activity.repository';
import { zoneOffsetMinutes } from '../../src/modules/segments/engine/segment-clock';
import { CUSTOM_EVENTS, CUSTOM_PROPERTIES, type DatasetPlan } from './random-segment-dataset';

/** Ids the database gave each planned row, by the plan's index. */
export interface LoadedIds {
  lists: number[];
  senders: number[];
  campaigns: number[];
  emailTypes: number[];
  forms: number[];
}

export interface LoadedDataset {
  accountId: string;
  dataset: SegmentDataset;
  ids: LoadedIds;
}

const insertIds = async (
  rows: number,
  insert: (index: number) => Promise<{ id: number }>,
): Promise<number[]> => {
  const ids: number[] = [];
  for (let index = 0; index < rows; index += 1) ids.push((await insert(index)).id);
  return ids;
};

const json = (value: unknown) => JSON.stringify(value);

/**
 * Writes a planned account into the tables the segment engine reads, in a new account, and returns
 * the same rows as the in-memory evaluator's dataset. The daily engagement counters are derived from
 * the activity as ingest keeps them: per contact and UTC day.
 */
export const loadSegmentDataset = async (db: Db, plan: DatasetPlan): Promise<LoadedDataset> => {
  const accountId = await insertAccount(db, {
    name: 'Property test',
    trialDueDate: plan.now,
    contactsAllocated: 1_000_000,
    planName: 'Free Trial',
  });
  await db
    .updateTable('accounts')
    .set({ settings: json({ timezone: plan.timezone }) })
    .where('id', '=', accountId)
    .execute();
  const base = { account_id: accountId };
  const lists = await insertIds(plan.lists, (index) =>
    db
      .insertInto('lists')
      .values({ ...base, name: `List ${index}`, type: 'list', definition: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const senders = await insertIds(plan.senders, (index) =>
    db
      .insertInto('senders')
      .values({ ...base, email: `sender${index}@example.com`, name: `Sender ${index}`, status: 'VERIFIED' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const campaigns = await insertIds(plan.campaigns.length, (index) => {
    const campaign = plan.campaigns[index]!;
    return db
      .insertInto('campaigns')
      .values({
        ...base,
        name: `Campaign ${index}`,
        campaign_type: campaign.campaignType,
        status: 'sent',
        sender_id: campaign.sender === null ? null : senders[campaign.sender]!,
        sent_at: plan.now,
        is_archived: campaign.isArchived,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  const emailTypes = await insertIds(plan.emailTypes.length, (index) =>
    db
      .insertInto('email_types')
      .values({ ...base, name: plan.emailTypes[index]!.name, is_active: plan.emailTypes[index]!.isActive })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const forms = await insertIds(plan.forms.length, (index) =>
    db
      .insertInto('forms')
      .values({
        ...base,
        app_name: plan.forms[index]!.appName,
        form_name: plan.forms[index]!.formName,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await db
    .insertInto('contact_properties')
    .values(Object.entries(CUSTOM_PROPERTIES).map(([key, type]) => ({ ...base, key, type })))
    .execute();
  await db
    .insertInto('event_definitions')
    .values(
      Object.entries(CUSTOM_EVENTS).map(([name, properties]) => ({
        ...base,
        name,
        source: 'custom',
        properties: json(properties),
      })),
    )
    .execute();

  const contactRows = await db
    .insertInto('contacts')
    .values(
      plan.contacts.map((contact) => ({
        ...base,
        email: contact.email,
        properties: json(contact.properties),
        is_unsubscribed: contact.isUnsubscribed,
        is_blocked: contact.isBlocked,
        created_at: contact.createdAt,
        archived_at: contact.archived ? plan.now : null,
        archived_with_list_id: null,
      })),
    )
    .returning('id')
    .execute();
  const contactIds = contactRows.map((row) => row.id);
  const contactId = (index: number) => contactIds[index]!;

  const members = plan.contacts.flatMap((contact, index) =>
    contact.lists.map((list) => ({ listId: lists[list]!, contactId: contactId(index) })),
  );
  if (members.length > 0)
    await db
      .insertInto('list_members')
      .values(members.map((member) => ({ ...base, list_id: member.listId, contact_id: member.contactId })))
      .execute();
  const optOuts = plan.contacts.flatMap((contact, index) =>
    contact.optOuts.map((type) => ({ contactId: contactId(index), emailTypeId: emailTypes[type]! })),
  );
  if (optOuts.length > 0)
    await db
      .insertInto('contact_email_type_optouts')
      .values(
        optOuts.map((optOut) => ({
          ...base,
          contact_id: optOut.contactId,
          email_type_id: optOut.emailTypeId,
        })),
      )
      .execute();

  const emailActivity = plan.activity.map((row) => ({
    contactId: contactId(row.contact),
    campaignId: campaigns[row.campaign]!,
    kind: row.kind,
    occurredAt: row.occurredAt,
    link: row.kind === 'clicked' ? row.link : null,
    senderId: row.sender === null ? null : senders[row.sender]!,
    isApplePrivacyOpen: row.kind === 'opened' && row.isApplePrivacyOpen,
  }));
  await db
    .insertInto('email_activity')
    .values(
      emailActivity.map((row) => ({
        ...base,
        contact_id: row.contactId,
        campaign_id: row.campaignId,
        kind: row.kind,
        occurred_at: row.occurredAt,
        link: row.link,
        sender_id: row.senderId,
        is_apple_privacy_open: row.isApplePrivacyOpen,
      })),
    )
    .execute();
  await sql`
    insert into contact_engagement_daily (account_id, contact_id, day, sent, opened, clicked, submitted)
    select account_id, contact_id, ${counterDay(sql`occurred_at`, plan.timezone)},
      count(*) filter (where kind = 'sent'), count(*) filter (where kind = 'opened'),
      count(*) filter (where kind = 'clicked'), count(*) filter (where kind = 'submitted')
    from email_activity where account_id = ${accountId} group by 1, 2, 3`.execute(db);

  const events = plan.events.map((event) => ({
    contactId: contactId(event.contact),
    name: event.name,
    source: event.source,
    occurredAt: event.occurredAt,
    properties: event.properties,
  }));
  await db
    .insertInto('events')
    .values(
      events.map((event) => ({
        ...base,
        contact_id: event.contactId,
        name: event.name,
        source: event.source,
        occurred_at: event.occurredAt,
        properties: json(event.properties),
      })),
    )
    .execute();
  const formSubmissions = plan.submissions.map((submission) => ({
    contactId: contactId(submission.contact),
    formId: forms[submission.form]!,
    appName: plan.forms[submission.form]!.appName,
    submittedAt: submission.submittedAt,
    properties: submission.properties,
  }));
  await db
    .insertInto('form_submissions')
    .values(
      formSubmissions.map((row) => ({
        ...base,
        contact_id: row.contactId,
        form_id: row.formId,
        app_name: row.appName,
        submitted_at: row.submittedAt,
        properties: json(row.properties),
      })),
    )
    .execute();

  const registry = mergePropertyRegistry(
    Object.entries(CUSTOM_PROPERTIES).map(([key, type]) => ({
      key,
      type,
      sourceType: 'custom',
      isReadOnly: false,
    })),
  );
  const propertyTypes = new Map<string, SegmentPropertyType>(
    registry.map((property) => [property.key, property.type]),
  );
  for (const builtIn of BUILT_IN_SEGMENT_PROPERTIES) propertyTypes.set(builtIn.key, builtIn.type);

  const dataset: SegmentDataset = {
    now: plan.now,
    offsetMinutes: zoneOffsetMinutes(plan.timezone, plan.now),
    timezone: plan.timezone,
    contacts: plan.contacts.map((contact, index) => ({
      id: contactId(index),
      email: contact.email,
      properties: contact.properties,
      isUnsubscribed: contact.isUnsubscribed,
      isBlocked: contact.isBlocked,
      createdAt: contact.createdAt,
      archived: contact.archived,
    })),
    propertyTypes,
    listMembers: members,
    campaigns: plan.campaigns.map((campaign, index) => ({
      id: campaigns[index]!,
      campaignType: campaign.campaignType,
      isArchived: campaign.isArchived,
    })),
    emailActivity,
    events,
    eventProperties: new Map(Object.entries(CUSTOM_EVENTS)),
    formSubmissions,
    emailTypes: plan.emailTypes.map((type, index) => ({
      id: emailTypes[index]!,
      name: type.name,
      isActive: type.isActive,
    })),
    emailTypeOptOuts: optOuts,
  };
  return { accountId, dataset, ids: { lists, senders, campaigns, emailTypes, forms } };
};
