import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { contactRoutes, type BulkContactsJob, type ContactSelection } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { useMayCall } from '../../../lib/current-user';
import { BULK_ACTION_COPY, type BulkAction } from './bulk-action-copy';

// The dialog brings Form and Select's list picker: fetched when an action is chosen.
const BulkActionModal = lazyDialog(() => import('./bulk-action-modal').then((m) => m.BulkActionModal));

interface ContactBulkActionsProps {
  selection: ContactSelection;
  /** How many contacts the selection holds, as the user sees it. */
  count: number;
  onDone: () => void;
  /** A large selection's action runs in the background: the page follows it. */
  onQueued: (job: BulkContactsJob) => void;
  /** Buttons wait while the size of the selection is still being counted. */
  disabled?: boolean;
}

/** The buttons over a selection of contacts, each confirmed in a dialog that names how many. */
export function ContactBulkActions({
  selection,
  count,
  onDone,
  onQueued,
  disabled = false,
}: ContactBulkActionsProps) {
  const mayDelete = useMayCall(contactRoutes.bulkDelete);
  const [action, setAction] = useState<BulkAction>();
  return (
    <>
      <Flex gap={8} wrap>
        {(['addToList', 'removeFromList', 'unsubscribe', 'block'] as const).map((key) => (
          <Button key={key} disabled={disabled} onClick={() => setAction(key)}>
            {BULK_ACTION_COPY[key].button}
          </Button>
        ))}
        <Tooltip
          title={
            mayDelete
              ? undefined
              : 'Your access to this account is limited: ask a member with full access to delete contacts.'
          }
        >
          <Button danger disabled={!mayDelete || disabled} onClick={() => setAction('delete')}>
            Delete
          </Button>
        </Tooltip>
      </Flex>
      {action && (
        <BulkActionModal
          action={action}
          selection={selection}
          count={count}
          onClose={(done) => {
            setAction(undefined);
            if (done) onDone();
          }}
          onQueued={onQueued}
        />
      )}
    </>
  );
}
