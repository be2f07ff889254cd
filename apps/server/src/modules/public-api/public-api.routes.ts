import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { publicApiRoutes as routes } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { registerRoute, type ApiKeyAuth } from '../../platform/http';
import { changeContactStatus } from './change-contact-status';
import { changeListMembership } from './change-list-membership';
import { getPublicContact } from './get-public-contact';
import { runWrite, type Outcome } from './run-write';
import { SegmentCatchUp } from './segment-catch-up';
import { trackEvents } from './track-events';
import { upsertContact, upsertContacts } from './upsert-contacts';

interface Call {
  auth: ApiKeyAuth;
  request: FastifyRequest;
  reply: FastifyReply;
}

export const registerPublicApiRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const segments = new SegmentCatchUp(ctx.jobs, (message) => ctx.log.warn(message));
  app.addHook('onClose', () => segments.flush());

  /** A write in one transaction (idempotent with Idempotency-Key); dynamic segments then catch up with the contacts it changed. */
  const write = async <S extends z.ZodType>(call: Call, response: S, run: (trx: Db) => Promise<Outcome<z.infer<S>>>): Promise<z.infer<S>> => {
    const { answer, changedContactIds } = await runWrite(ctx.db, { accountId: call.auth.accountId, request: call.request, reply: call.reply, response }, run);
    segments.contactsChanged(call.auth.accountId, changedContactIds);
    return answer;
  };

  registerRoute(app, routes.upsertContact, (call) => write(call, routes.upsertContact.response, (trx) => upsertContact(trx, call.auth.accountId, call.body)));
  registerRoute(app, routes.upsertContacts, (call) =>
    write(call, routes.upsertContacts.response, (trx) => upsertContacts(trx, call.auth.accountId, call.body.contacts)),
  );
  registerRoute(app, routes.getContact, ({ auth, params }) => getPublicContact(ctx.db, auth.accountId, params.email));
  registerRoute(app, routes.unsubscribe, (call) =>
    write(call, routes.unsubscribe.response, (trx) => changeContactStatus(trx, call.auth.accountId, call.body.emails, 'unsubscribe')),
  );
  registerRoute(app, routes.block, (call) => write(call, routes.block.response, (trx) => changeContactStatus(trx, call.auth.accountId, call.body.emails, 'block')));
  registerRoute(app, routes.addToList, (call) =>
    write(call, routes.addToList.response, (trx) => changeListMembership(trx, call.auth.accountId, call.params.listId, call.body.emails, 'add')),
  );
  registerRoute(app, routes.removeFromList, (call) =>
    write(call, routes.removeFromList.response, (trx) => changeListMembership(trx, call.auth.accountId, call.params.listId, call.body.emails, 'remove')),
  );
  registerRoute(app, routes.trackEvents, (call) => write(call, routes.trackEvents.response, (trx) => trackEvents(trx, call.auth.accountId, call.body.events)));
};
