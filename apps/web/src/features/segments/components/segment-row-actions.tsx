import type { ReactNode } from 'react';
import { CopyOutlined, FilterOutlined, FileSearchOutlined } from '@ant-design/icons';
import type { ListRecord } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';

const DuplicateSegmentDialog = lazyDialog(() =>
  import('./duplicate-segment-dialog').then((m) => m.DuplicateSegmentDialog),
);
const EditSegmentDialog = lazyDialog(() => import('./edit-segment-dialog').then((m) => m.EditSegmentDialog));
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
    // Only a dynamic segment is recomputed from its definition; a static one is a snapshot of its creation.
    key: 'editConditions',
    label: 'Edit conditions',
    icon: <FilterOutlined aria-hidden />,
    placement: 'menu',
    appliesTo: (list) => list.type === 'dynamic' && !list.archived,
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
    case 'editConditions':
      return <EditSegmentDialog list={list} onClose={onClose} onUpdated={onListsChanged} />;
    case 'duplicate':
      return <DuplicateSegmentDialog list={list} onClose={onClose} onCreated={onListsChanged} />;
    default:
      return null;
  }
}
