import type { FastifyInstance } from 'fastify';
import {
  BULK_JOB_RECENT_MINUTES,
  contactRoutes,
  ContactMessages,
  ListMessages,
  type ContactDetail,
} from '@sendwell/contracts';
import { mergePropertyRegistry, usagePercent } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { notifySegmentContactsChanged } from '../segments/update-segment-members';
import { findAccount } from '../accounts/accounts.repository';
import { findList } from '../lists/lists.repository';
import { addContactToList } from './add-contact-to-list';
import { archiveContact } from './archive-contact';
import { changeContactsInBulk } from './change-contacts-in-bulk';
import { findBulkJob, recentBulkJobs } from './contact-bulk-jobs.repository';
import {
  countActiveContacts,
  customProperties,
  pageAllContacts,
  pageListContacts,
} from './contacts.repository';
import { deleteContact } from './delete-contact';
import { deleteContacts } from './delete-contacts';
import { getContact, toContactRow } from './get-contact';
import { getContactTimeline } from './get-contact-timeline';
import { removeContactFromList } from './remove-contact-from-list';
import { restoreContact } from './restore-contact';
import { publicBulkJob } from './start-bulk-contacts-job';
import { updateContactProperties } from './update-contact-properties';
import { updateContactStatus } from './update-contact-status';

export const registerContactRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, contactRoutes.listContacts, async ({ auth, params, query }) => {
    if (!(await findList(ctx.db, auth.accountId, params.id)))
      throw new NotFoundError(ListMessages.listNotFound);
    const { rows, total } = await pageListContacts(ctx.db, auth.accountId, params.id, query);
    return { data: rows.map(toContactRow), total, page: query.page, pageSize: query.pageSize };
  });
  registerRoute(app, contactRoutes.allContacts, async ({ auth, query }) => {
    const { rows, total, totalCapped } = await pageAllContacts(ctx.db, auth.accountId, query);
    return { data: rows.map(toContactRow), total, totalCapped, page: query.page, pageSize: query.pageSize };
  });
  registerRoute(app, contactRoutes.bulkChange, ({ auth, body }) =>
    changeContactsInBulk(ctx, auth.accountId, body),
  );
  registerRoute(app, contactRoutes.bulkDelete, ({ auth, body }) => deleteContacts(ctx, auth.accountId, body));
  registerRoute(app, contactRoutes.bulkJobs, async ({ auth }) => ({
    data: (await recentBulkJobs(ctx.db, auth.accountId, BULK_JOB_RECENT_MINUTES)).map(publicBulkJob),
  }));
  registerRoute(app, contactRoutes.bulkJob, async ({ auth, params }) => {
    const job = await findBulkJob(ctx.db, auth.accountId, params.id);
    if (!job) throw new NotFoundError(ContactMessages.bulkJobNotFound);
    return publicBulkJob(job);
  });
  registerRoute(app, contactRoutes.getContact, ({ auth, params }) =>
    getContact(ctx.db, auth.accountId, params.id),
  );
  /** Dynamic segments follow a contact whose data or lists changed. */
  const edited = async (
    { contact, changed }: { contact: ContactDetail; changed: boolean },
    accountId: string,
  ): Promise<ContactDetail> => {
    if (changed) await notifySegmentContactsChanged(ctx.jobs, accountId, [contact.id]);
    return contact;
  };
  registerRoute(app, contactRoutes.updateProperties, async ({ auth, params, body }) =>
    edited(await updateContactProperties(ctx.db, auth.accountId, params.id, body.properties), auth.accountId),
  );
  registerRoute(app, contactRoutes.updateStatus, async ({ auth, params, body }) =>
    edited(await updateContactStatus(ctx.db, auth.accountId, params.id, body), auth.accountId),
  );
  registerRoute(app, contactRoutes.addToList, async ({ auth, params, body }) =>
    edited(await addContactToList(ctx.db, auth.accountId, params.id, body.listId), auth.accountId),
  );
  registerRoute(app, contactRoutes.removeFromList, async ({ auth, params }) =>
    edited(await removeContactFromList(ctx.db, auth.accountId, params.id, params.listId), auth.accountId),
  );
  registerRoute(app, contactRoutes.archiveContact, ({ auth, params }) =>
    archiveContact(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, contactRoutes.restoreContact, ({ auth, params }) =>
    restoreContact(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, contactRoutes.deleteContact, async ({ auth, params, body }) => {
    await deleteContact(ctx.db, auth.accountId, params.id, body.confirmEmail);
    return { ok: true as const };
  });
  registerRoute(app, contactRoutes.timeline, ({ auth, params, query }) =>
    getContactTimeline(ctx.db, auth.accountId, params.id, query),
  );
  registerRoute(app, contactRoutes.usage, async ({ auth }) => {
    const [activeContacts, account] = await Promise.all([
      countActiveContacts(ctx.db, auth.accountId),
      findAccount(ctx.db, auth.accountId),
    ]);
    const contactsAllocated = account?.contactsAllocated ?? 0;
    // The plan's usage rule (billing): whole percent, rounded down; no allowance reads as full.
    return { activeContacts, contactsAllocated, usagePercent: usagePercent(activeContacts, contactsAllocated) };
  });
  registerRoute(app, contactRoutes.personalParams, async ({ auth }) => ({
    personalParamsWithType: mergePropertyRegistry(await customProperties(ctx.db, auth.accountId)),
  }));
};
