import { senderRoutes, type CampaignStatus } from '@sendwell/contracts';
import type { Db } from '../src/db/database';
import { insertTemplate } from '../src/modules/templates/templates.repository';
import { seedContacts, seedList } from './fixtures';
import type { SignedUpUser } from './users';

/** A real template's shape: head, styles, a table layout and merge tags with defaults. */
export const CAMPAIGN_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Autumn news</title>
<style>body{margin:0;background:#f4f4f4}.card{background:#fff;padding:24px;font-family:Arial,sans-serif}</style></head>
<body><table role="presentation" width="100%"><tr><td class="card">
<h1>Hello {{ first_name | default: "there" }}!</h1>
<p>Your plan {{ plan | default: "Basic" }} renews soon, {{ first_name | default: "friend" }}.</p>
<p><a href="https://shop.example/autumn?src=mail">See the autumn collection</a></p>
</td></tr></table></body></html>`;

/** Adds a custom SMTP sender that hands its mail to the loopback server on `port`. */
export const addSmtpSender = async (
  owner: SignedUpUser,
  port: number,
  login: { user: string; password: string } = { user: '', password: '' },
): Promise<number> => {
  const added = await owner.browser.call(senderRoutes.smtp.add, {
    body: {
      email: 'news@shop.example',
      name: 'Shop News',
      host: '127.0.0.1',
      port,
      tls: 'none',
      user: login.user,
      ...(login.password ? { password: login.password } : {}),
      allowSelfSigned: false,
    },
  });
  if (added.status !== 201) throw new Error(`Adding the sender failed: ${added.text}`);
  return (added.data as { id: number }).id;
};

export interface SendableCampaign {
  campaignId: number;
  listId: number;
  contactIds: number[];
  emails: string[];
}

/**
 * A campaign whose content is set in its columns (a new saved template's version 1, subject, preheader, email
 * type, sender) with one list as its audience: what compose will save, written here until it does.
 */
export const insertCampaignWithContent = async (
  db: Db,
  input: {
    accountId: string;
    createdBy: string;
    senderId: number;
    listId: number;
    name: string;
    html: string;
    subject: string;
    emailTypeId?: number | null;
    status?: CampaignStatus;
  },
): Promise<number> => {
  const templateId = await insertTemplate(db, {
    accountId: input.accountId,
    name: `Template of ${input.name}`,
    category: 'saved',
    emailTypeId: input.emailTypeId ?? null,
    createdBy: input.createdBy,
    content: { html: input.html, amp: null },
  });
  const { id } = await db
    .insertInto('campaigns')
    .values({
      account_id: input.accountId,
      name: input.name,
      status: input.status ?? 'draft',
      sender_id: input.senderId,
      sent_at: null,
      template_id: templateId,
      template_version: 1,
      subject: input.subject,
      preheader: 'New in, {{ first_name }}',
      email_type_id: input.emailTypeId ?? null,
      scheduled_at: null,
      send_started_at: null,
      finished_at: null,
      status_reason: null,
      recipients_total: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('campaign_lists')
    .values({ account_id: input.accountId, campaign_id: id, list_id: input.listId })
    .execute();
  return id;
};

/**
 * A draft whose content is set in its columns (template version, subject, preheader, sender), for a list of
 * `count` new contacts with first names: what compose will save, written here until it does.
 */
export const seedSendableCampaign = async (
  db: Db,
  owner: SignedUpUser & { accountId: string },
  input: {
    senderId: number;
    count: number;
    prefix?: string;
    html?: string;
    subject?: string;
    emailTypeId?: number | null;
  },
): Promise<SendableCampaign> => {
  const { accountId } = owner;
  const prefix = input.prefix ?? `r${Date.now().toString(36)}`;
  const listId = await seedList(db, accountId, `Audience ${prefix}`);
  const emails = Array.from({ length: input.count }, (_, index) => `${prefix}-${index}@inbox.example`);
  const contactIds = await seedContacts(db, accountId, emails, {
    listIds: [listId],
    properties: (_email, index) => ({ firstName: `Zoë${index}` }),
  });
  const campaignId = await insertCampaignWithContent(db, {
    accountId,
    createdBy: owner.user.id,
    senderId: input.senderId,
    listId,
    name: `Autumn ${prefix}`,
    html: input.html ?? CAMPAIGN_HTML,
    subject: input.subject ?? 'Autumn news for {{ first_name | default: "you" }}',
    emailTypeId: input.emailTypeId ?? null,
  });
  return { campaignId, listId, contactIds, emails };
};

/** The Message-ID header of a received message. */
export const messageIdOf = (raw: string): string | undefined => /^message-id:\s*(\S+)/im.exec(raw)?.[1];
