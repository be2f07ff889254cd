import type { ReactNode } from 'react';
import { CopyOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { ListRecord } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';

const DuplicateSegmentDialog = lazyDialog(() =>
  import('./duplicate-segment-dialog').then((m) => m.DuplicateSegmentDialog),
);
const ShowDefinitionModal = lazyDialog(() =>
  import('./show-definition-modal').then((m) => m.ShowDefinitionModal),
);

/*
 * The segments feature's actions on rows of the lists table; the app shell hands them to the lists page,
 * which places them and opens the dialog they name.
 */

export interface SegmentRowAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** A row icon or a more-menu item. */
  placement: 'icon' | 'menu';
  appliesTo: (list: ListRecord) => boolean;
}

/** Spec 1 §2.1: Show definition and Duplicate are for dynamic and static segments only. */
const hasDefinition = (list: ListRecord): boolean => list.type === 'dynamic' || list.type === 'static';

export const SEGMENT_ROW_ACTIONS: readonly SegmentRowAction[] = [
  {
    key: 'showDefinition',
    label: 'Show definition',
    icon: <FileSearchOutlined aria-hidden />,
    placement: 'icon',
    appliesTo: hasDefinition,
  },
  {
    key: 'duplicate',
    label: 'Duplicate',
    icon: <CopyOutlined aria-hidden />,
    placement: 'menu',
    appliesTo: (list) => hasDefinition(list) && !list.archived,
  },
];

interface SegmentRowDialogProps {
  action: string;
  list: ListRecord;
  onClose: () => void;
  onListsChanged: () => void;
}

/** The dialog a segment row action opens. */
export function SegmentRowDialog({ action, list, onClose, onListsChanged }: SegmentRowDialogProps) {
  switch (action) {
    case 'showDefinition':
      return <ShowDefinitionModal list={list} onClose={onClose} />;
    case 'duplicate':
      return <DuplicateSegmentDialog list={list} onClose={onClose} onCreated={onListsChanged} />;
    default:
      return null;
  }
}
