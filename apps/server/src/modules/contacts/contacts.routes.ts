import type { FastifyInstance } from 'fastify';
import { contactRoutes, ListMessages } from '@sendwell/contracts';
import { mergePropertyRegistry } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { findAccount } from '../accounts/accounts.repository';
import { findList } from '../lists/lists.repository';
import { changeContactsInBulk } from './change-contacts-in-bulk';
import { countActiveContacts, customProperties, pageAllContacts, pageListContacts } from './contacts.repository';
import { deleteContacts } from './delete-contacts';
import { getContact, toContactRow } from './get-contact';

export const registerContactRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, contactRoutes.listContacts, async ({ auth, params, query }) => {
    if (!(await findList(ctx.db, auth.accountId, params.id))) throw new NotFoundError(ListMessages.listNotFound);
    const { rows, total } = await pageListContacts(ctx.db, auth.accountId, params.id, query);
    return { data: rows.map(toContactRow), total, page: query.page, pageSize: query.pageSize };
  });
  registerRoute(app, contactRoutes.allContacts, async ({ auth, query }) => {
    const { rows, total } = await pageAllContacts(ctx.db, auth.accountId, query);
    return { data: rows.map(toContactRow), total, page: query.page, pageSize: query.pageSize };
  });
  registerRoute(app, contactRoutes.bulkChange, ({ auth, body }) => changeContactsInBulk(ctx, auth.accountId, body));
  registerRoute(app, contactRoutes.bulkDelete, ({ auth, body }) => deleteContacts(ctx.db, auth.accountId, body));
  registerRoute(app, contactRoutes.getContact, ({ auth, params }) => getContact(ctx.db, auth.accountId, params.id));
  registerRoute(app, contactRoutes.usage, async ({ auth }) => {
    const [activeContacts, account] = await Promise.all([countActiveContacts(ctx.db, auth.accountId), findAccount(ctx.db, auth.accountId)]);
    const contactsAllocated = account?.contactsAllocated ?? 0;
    const usagePercent = contactsAllocated > 0 ? Math.floor((activeContacts / contactsAllocated) * 100) : 100;
    return { activeContacts, contactsAllocated, usagePercent };
  });
  registerRoute(app, contactRoutes.personalParams, async ({ auth }) => ({
    personalParamsWithType: mergePropertyRegistry(await customProperties(ctx.db, auth.accountId)),
  }));
};
