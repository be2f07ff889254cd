import type { ColumnType, Generated } from 'kysely';
import type { JourneyStatus, JourneyTriggerType } from '@sendwell/contracts';

export interface JourneysTable {
  account_id: string;
  id: Generated<number>;
  name: string;
  status: Generated<JourneyStatus>;
  trigger_type: Generated<JourneyTriggerType>;
  trigger_list_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface JourneyTables {
  journeys: JourneysTable;
}
