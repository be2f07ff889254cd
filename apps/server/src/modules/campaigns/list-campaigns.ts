import {
  CampaignMessages,
  type CampaignRecord,
  type CampaignTablePage,
  type CampaignTableQuery,
  type ListChoice,
} from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { audiencesOf, findCampaign, pageCampaigns, type CampaignRow } from './campaigns.repository';

const toCampaignRecord = (row: CampaignRow, audience: ListChoice[]): CampaignRecord => ({
  id: row.id,
  name: row.name,
  campaignType: row.campaignType,
  status: row.status,
  audience,
  sentOn: row.sentAt?.toISOString() ?? null,
  createdOn: row.createdAt.toISOString(),
});

export const listCampaigns = async (db: Db, accountId: string, query: CampaignTableQuery): Promise<CampaignTablePage> => {
  const { rows, total } = await pageCampaigns(db, accountId, query);
  const audiences = await audiencesOf(db, accountId, rows.map((row) => row.id));
  return {
    data: rows.map((row) => toCampaignRecord(row, audiences.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** A campaign that is not archived, with its audience; 404 for another account's or an unknown id. */
export const getCampaign = async (db: Db, accountId: string, campaignId: number): Promise<CampaignRecord> => {
  const row = await findCampaign(db, accountId, campaignId);
  if (!row) throw new NotFoundError(CampaignMessages.notFound);
  const audiences = await audiencesOf(db, accountId, [row.id]);
  return toCampaignRecord(row, audiences.get(row.id) ?? []);
};
