import {
  CampaignMessages,
  type CampaignProgressSummary,
  type CampaignRecord,
  type CampaignTablePage,
  type CampaignTableQuery,
  type ListChoice,
} from '@sendwell/contracts';
import { localDateTimeIn } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { progressOf } from './campaign-recipients.repository';
import {
  audiencesOf,
  findCampaign,
  pageCampaigns,
  templateNamesOf,
  type CampaignRow,
} from './campaigns.repository';

interface CampaignExtras {
  audience: ListChoice[];
  exclusions: ListChoice[];
  templateName: string | null;
  progress: CampaignProgressSummary | null;
  timezone: string;
}

const toCampaignRecord = (row: CampaignRow, extras: CampaignExtras): CampaignRecord => ({
  id: row.id,
  name: row.name,
  campaignType: row.campaignType,
  status: row.status,
  statusReason: row.statusReason,
  audience: extras.audience,
  exclusions: extras.exclusions,
  templateId: row.templateId,
  templateVersion: row.templateVersion,
  templateName: extras.templateName,
  senderId: row.senderId,
  subject: row.subject,
  preheader: row.preheader,
  emailTypeId: row.emailTypeId,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  scheduledAtLocal: row.scheduledAt ? localDateTimeIn(row.scheduledAt, extras.timezone) : null,
  progress: extras.progress,
  sentOn: row.sentAt?.toISOString() ?? null,
  createdOn: row.createdAt.toISOString(),
});

/** The rows as records, with their audiences, exclusions, template names and progress read in a few queries. */
const toCampaignRecords = async (
  db: Db,
  accountId: string,
  rows: CampaignRow[],
): Promise<CampaignRecord[]> => {
  const ids = rows.map((row) => row.id);
  const templateIds = [...new Set(rows.flatMap((row) => (row.templateId === null ? [] : [row.templateId])))];
  const [audiences, exclusions, names, progress, timezone] = await Promise.all([
    audiencesOf(db, accountId, ids),
    audiencesOf(db, accountId, ids, 'campaign_exclusions'),
    templateNamesOf(db, accountId, templateIds),
    progressOf(db, accountId, ids),
    getAccountTimezone(db, accountId),
  ]);
  return rows.map((row) =>
    toCampaignRecord(row, {
      audience: audiences.get(row.id) ?? [],
      exclusions: exclusions.get(row.id) ?? [],
      templateName: row.templateId === null ? null : (names.get(row.templateId) ?? null),
      progress: progress.get(row.id) ?? null,
      timezone,
    }),
  );
};

export const listCampaigns = async (
  db: Db,
  accountId: string,
  query: CampaignTableQuery,
): Promise<CampaignTablePage> => {
  const { rows, total } = await pageCampaigns(db, accountId, query);
  return {
    data: await toCampaignRecords(db, accountId, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** A campaign that is not archived, with its audience; 404 for another account's or an unknown id. */
export const getCampaign = async (db: Db, accountId: string, campaignId: number): Promise<CampaignRecord> => {
  const row = await findCampaign(db, accountId, campaignId);
  if (!row) throw new NotFoundError(CampaignMessages.notFound);
  const [record] = await toCampaignRecords(db, accountId, [row]);
  return record!;
};
