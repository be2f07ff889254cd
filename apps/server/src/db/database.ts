import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ApiKeyTables } from '../modules/api-keys/api-keys.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BrandKitTables } from '../modules/brand-kit/brand-kit.tables';
import type { BillingTables } from '../modules/billing/billing.tables';
import type { BillingAccountTables } from '../modules/billing/billing-account.tables';
import type { BillingRenewalTables } from '../modules/billing/renewals.tables';
import type { AccountTables } from '../modules/accounts/accounts.tables';
import type { CampaignTrackingTables } from '../modules/campaign-tracking/campaign-tracking.tables';
import type { CampaignTables } from '../modules/campaigns/campaigns.tables';
import type { ContactTables } from '../modules/contacts/contacts.tables';
import type { EventTables } from '../modules/events/events.tables';
import type { ExportTables } from '../modules/exports/exports.tables';
import type { FormTables } from '../modules/forms/forms.tables';
import type { ImportTables } from '../modules/imports/imports.tables';
import type { JourneyTables } from '../modules/journeys/journeys.tables';
import type { ListTables } from '../modules/lists/lists.tables';
import type { PublicApiTables } from '../modules/public-api/public-api.tables';
import type { SegmentTables } from '../modules/segments/segments.tables';
import type { SenderTables } from '../modules/senders/senders.tables';
import type { SendingEventTables } from '../modules/sending-events/sending-events.tables';
import type { StoreIntegrationTables } from '../modules/store-integration/store-integration.tables';
import type { TemplateSubmissionTables } from '../modules/template-submissions/template-submissions.tables';
import type { TeamTables } from '../modules/team/team.tables';
import type { TemplateBlockTables } from '../modules/template-blocks/template-blocks.tables';
import type { TemplateTables } from '../modules/templates/templates.tables';
import type { MailTables } from '../platform/mail.tables';

/** Every table, composed from the areas that own them. */
export interface Database
  extends
    AuthTables,
    AccountTables,
    MailTables,
    ContactTables,
    ListTables,
    CampaignTables,
    CampaignTrackingTables,
    EventTables,
    FormTables,
    JourneyTables,
    ExportTables,
    ImportTables,
    SegmentTables,
    ApiKeyTables,
    PublicApiTables,
    StoreIntegrationTables,
    SenderTables,
    SendingEventTables,
    TemplateTables,
    TemplateSubmissionTables,
    TeamTables,
    BillingTables,
    BillingAccountTables,
    BillingRenewalTables,
    TemplateBlockTables,
    BrandKitTables {}

export type Db = Kysely<Database>;

// Postgres bigint (int8) and numeric arrive as strings by default; counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How long an idle connection is kept. A Postgres backend maps the shared buffers it reads into its own
 * memory the first time; a new one reading a large list or segment pays for that again (about a second
 * of CPU per million contacts exported). Five minutes keeps a working day's connections warm.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export const createPool = (connectionString: string, max = 20): pg.Pool => {
  // Idle connections never keep the process alive: a script that is done exits without ending its pool.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    allowExitOnIdle: true,
    application_name: 'sendwell',
  });
  // An idle connection dropped by the server (a restart, a shutdown) is replaced on next use; unheard,
  // the error would end the process. Once the pool is ending, its connections close without waiting for
  // the server's goodbye, and a Postgres stopped just after says farewell to them: that is not a loss.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`[sendwell] idle database connection lost: ${error.message}`);
  });
  return pool;
};

/** Destroying the Kysely instance also ends the pool. */
export const createDb = (connectionStringOrPool: string | pg.Pool): Db =>
  new Kysely<Database>({
    dialect: new PostgresDialect({
      pool:
        typeof connectionStringOrPool === 'string'
          ? createPool(connectionStringOrPool)
          : connectionStringOrPool,
    }),
  });
