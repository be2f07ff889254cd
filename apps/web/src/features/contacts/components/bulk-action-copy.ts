import type { BulkContactsJob } from '@sendwell/contracts';

export type BulkAction = BulkContactsJob['action'];

/** What each bulk action's button, dialog, progress and outcome say. */
export const BULK_ACTION_COPY: Record<
  BulkAction,
  {
    button: string;
    title: (count: string) => string;
    done: (count: string) => string;
    running: string;
    text?: string;
  }
> = {
  addToList: {
    button: 'Add to list',
    title: (count) => `Add ${count} to a list`,
    done: (count) => `${count} added to the list`,
    running: 'Adding to the list',
  },
  removeFromList: {
    button: 'Remove from list',
    title: (count) => `Remove ${count} from a list`,
    done: (count) => `${count} removed from the list`,
    running: 'Removing from the list',
    text: 'They stay in your account and in their other lists.',
  },
  unsubscribe: {
    button: 'Unsubscribe',
    title: (count) => `Unsubscribe ${count}?`,
    done: (count) => `${count} unsubscribed`,
    running: 'Unsubscribing',
    text: 'They will no longer receive your campaigns.',
  },
  block: {
    button: 'Block',
    title: (count) => `Block ${count}?`,
    done: (count) => `${count} blocked`,
    running: 'Blocking',
    text: 'Nothing will be sent to them, whatever their subscription.',
  },
  delete: {
    button: 'Delete',
    title: (count) => `Delete ${count}?`,
    done: (count) => `${count} deleted`,
    running: 'Deleting',
    text: 'They leave every list and segment and no longer count toward your plan. This cannot be undone.',
  },
};
