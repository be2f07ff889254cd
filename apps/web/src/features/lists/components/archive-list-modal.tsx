import { useState } from 'react';
import { App, Button } from 'antd';
import {
  accountRoleOf,
  exportRoutes,
  ListMessages,
  mayDeletePermanently,
  type ListRecord,
} from '@sendwell/contracts';
import { ArchiveOrDeleteModal } from '../../../components/archive-or-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import { useArchiveList, type ArchiveListBody } from '../api/archive-list';
import { requestExport, waitForExport } from '../api/request-export';
import { useExportNotices } from '../hooks/use-export-notices';
import { TRY_AGAIN } from './list-actions';

type ArchiveChoice = 'archive' | 'archiveWithContacts' | 'delete';

const CHOICES: Record<ArchiveChoice, { label: string; help: string; ok: string; done: string }> = {
  archive: {
    label: 'Archive list',
    help: 'Moves the list to Archived. Its contacts stay active and keep counting toward your plan. You can restore it at any time.',
    ok: 'Archive',
    done: 'List archived',
  },
  archiveWithContacts: {
    label: 'Archive list and its contacts',
    help: 'Archives the list and its contacts. Archived contacts no longer count toward your plan contact limit; restoring the list brings them back.',
    ok: 'Archive list and contacts',
    done: 'List and its contacts archived',
  },
  delete: {
    label: 'Delete permanently',
    help: 'Deletes the list for good and archives its contacts, so they no longer count toward your plan. This cannot be undone.',
    ok: 'Delete permanently',
    done: 'List deleted',
  },
};

interface ArchiveListModalProps {
  list: ListRecord;
  onClose: () => void;
}

/** Spec §4 "Archive flow" and §5: archive, archive with contacts, or delete with the typed name. */
export function ArchiveListModal({ list, onClose }: ArchiveListModalProps) {
  const user = useCurrentUser();
  const mayBackUp = useMayCall(exportRoutes.requestDownload);
  const mayDelete = mayDeletePermanently(accountRoleOf(user));
  const { message, notification } = App.useApp();
  const archive = useArchiveList();
  const exportNotices = useExportNotices();
  const [choice, setChoice] = useState<ArchiveChoice>('archive');
  const [typedName, setTypedName] = useState('');
  const [backingUp, setBackingUp] = useState(false);

  const needsName = choice !== 'archive';
  const nameMatches = typedName === list.name;
  const busy = archive.isPending || backingUp;
  const choices: ArchiveChoice[] = user.flags.archiveContacts
    ? ['archive', 'archiveWithContacts', 'delete']
    : ['archive', 'delete'];

  const fail = (error: unknown) => {
    onClose();
    notification.error({ title: errorMessage(error), description: TRY_AGAIN });
  };

  const submit = (selected: ArchiveChoice) => {
    const body: ArchiveListBody = {
      emailListId: list.id,
      // Spec §7: a permanent delete archives the contacts too.
      archiveContacts: selected !== 'archive',
      deletePermanently: selected === 'delete',
      confirmName: selected === 'archive' ? undefined : typedName,
    };
    archive.mutate(body, {
      onSuccess: () => {
        message.success(CHOICES[selected].done);
        onClose();
      },
      onError: fail,
    });
  };

  const backupAndDelete = async () => {
    setBackingUp(true);
    try {
      const { requestExist, exportId } = await requestExport({ listId: list.id, archiveContacts: true });
      if (requestExist) exportNotices.limitReached();
      else exportNotices.started();
      await waitForExport(list.id, exportId);
    } catch (error) {
      setBackingUp(false);
      fail(error);
      return;
    }
    setBackingUp(false);
    submit('delete');
  };

  return (
    <ArchiveOrDeleteModal
      title={`Archive or delete "${list.name}"`}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          {choice === 'delete' && mayBackUp && (
            <Button
              onClick={() => void backupAndDelete()}
              disabled={!nameMatches || busy}
              loading={backingUp}
            >
              {backingUp ? 'Preparing backup...' : 'Download backup & delete'}
            </Button>
          )}
          <Button
            type="primary"
            danger={choice !== 'archive'}
            onClick={() => submit(choice)}
            disabled={(needsName && !nameMatches) || backingUp}
            loading={archive.isPending}
          >
            {CHOICES[choice].ok}
          </Button>
        </>
      }
      choices={choices.map((key) => ({
        key,
        ...CHOICES[key],
        refused: key === 'delete' && !mayDelete ? ListMessages.deleteLimited : undefined,
      }))}
      value={choice}
      onChange={setChoice}
      choicesLabel="What to do with the list"
      confirm={
        needsName
          ? {
              expected: list.name,
              id: 'archive-confirm-name',
              ariaLabel: 'Type the list name to confirm',
              value: typedName,
              onChange: setTypedName,
              onSubmit: () => nameMatches && submit(choice),
            }
          : undefined
      }
    />
  );
}
