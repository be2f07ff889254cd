import { Button, Flex } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ImportContactsMenu } from '../features/imports/components/import-contacts-menu';
import { ListsPage, type ListsPageActionsProps } from '../features/lists/components/lists-page';
import { GettingStarted } from '../features/onboarding/components/getting-started';
import type { ListRowExtension } from '../features/lists/components/list-row-extension';
import { CreateSegmentEntry } from '../features/segments/components/create-segment-entry';
import { paths } from '../lib/paths';
import { SEGMENT_ROW_ACTIONS, SegmentRowDialog } from '../features/segments/components/segment-row-actions';

/*
 * /app/contacts: the lists feature's page with what other features bring to it. Features never import
 * each other, so they meet here: the segments and imports entries beside the title, the getting-started
 * checklist above the table (its steps open those entries through the address), and the segments
 * feature's row actions (Show definition, Duplicate).
 */

/** A link that looks like its neighbours, the buttons; a click stays in the app. */
function AllContactsLink() {
  const navigate = useNavigate();
  return (
    <Button
      href={paths.allContacts}
      icon={<TeamOutlined aria-hidden />}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(paths.allContacts);
      }}
    >
      All contacts
    </Button>
  );
}

function ListsPageActions(props: ListsPageActionsProps) {
  return (
    <Flex gap={8} wrap>
      <AllContactsLink />
      <CreateSegmentEntry {...props} />
      <ImportContactsMenu {...props} />
    </Flex>
  );
}

const segmentRows: ListRowExtension = { actions: SEGMENT_ROW_ACTIONS, Dialog: SegmentRowDialog };

export function ContactsPage() {
  return <ListsPage actions={ListsPageActions} rowExtension={segmentRows} banner={<GettingStarted />} />;
}
