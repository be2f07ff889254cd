import { Flex } from 'antd';
import { ImportContactsMenu } from '../features/imports/components/import-contacts-menu';
import { ListsPage, type ListsPageActionsProps } from '../features/lists/components/lists-page';
import { GettingStarted } from '../features/onboarding/components/getting-started';
import type { ListRowExtension } from '../features/lists/components/list-row-extension';
import { CreateSegmentEntry } from '../features/segments/components/create-segment-entry';
import { SEGMENT_ROW_ACTIONS, SegmentRowDialog } from '../features/segments/components/segment-row-actions';

/*
 * /app/contacts: the lists feature's page with what other features bring to it. Features never import
 * each other, so they meet here: the segments and imports entries beside the title, the getting-started
 * checklist above the table (its steps open those entries through the address), and the segments
 * feature's row actions (Show definition, Duplicate).
 */

function ListsPageActions(props: ListsPageActionsProps) {
  return (
    <Flex gap={8} wrap>
      <CreateSegmentEntry {...props} />
      <ImportContactsMenu {...props} />
    </Flex>
  );
}

const segmentRows: ListRowExtension = { actions: SEGMENT_ROW_ACTIONS, Dialog: SegmentRowDialog };

export function ContactsPage() {
  return <ListsPage actions={ListsPageActions} rowExtension={segmentRows} banner={<GettingStarted />} />;
}
