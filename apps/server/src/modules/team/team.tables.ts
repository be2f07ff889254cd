import type { ColumnType, Generated } from 'kysely';
import type { AssignableRole } from '@sendwell/contracts';

export interface MemberInvitationsTable {
  account_id: string;
  id: Generated<string>;
  email: string;
  role: AssignableRole;
  limited_access: boolean;
  token_hash: string;
  invited_by: string | null;
  sent_at: ColumnType<Date, Date | undefined, Date>;
  expires_at: Date;
  accepted_at: Date | null;
  accepted_by: string | null;
  revoked_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface TeamTables {
  member_invitations: MemberInvitationsTable;
}
