import { useState } from 'react';
import { App, Button } from 'antd';
import { contactRoutes, type ContactDetail } from '@sendwell/contracts';
import { ArchiveOrDeleteModal } from '../../../components/archive-or-delete-modal';
import { errorMessage } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { archiveContact, useDeleteContact, useEditContact } from '../api/edit-contact';

type Choice = 'archive' | 'delete';

const CHOICES: Record<Choice, { label: string; help: string; ok: string; done: string }> = {
  archive: {
    label: 'Archive contact',
    help: 'It leaves your lists and stops counting toward your plan. Its history is kept and you can restore it.',
    ok: 'Archive',
    done: 'Contact archived',
  },
  delete: {
    label: 'Delete permanently',
    help: 'The contact, its list memberships, campaign activity, events and history are erased. This cannot be undone.',
    ok: 'Delete permanently',
    done: 'Contact deleted',
  },
};

const LIMITED_DELETE = 'Members with limited access can archive contacts, not delete them for good.';

/** Asks whether to archive the contact or delete it for good, and confirms a deletion with the e-mail typed. */
export function DeleteContactDialog({
  contact,
  onClose,
  onDeleted,
}: {
  contact: ContactDetail;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const mayDelete = useMayCall(contactRoutes.deleteContact);
  const { message, notification } = App.useApp();
  const archive = useEditContact(contact.id, (id) => archiveContact(id));
  const remove = useDeleteContact(contact.id);
  const [choice, setChoice] = useState<Choice>(contact.archived ? 'delete' : 'archive');
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === contact.email.toLowerCase();
  const busy = archive.isPending || remove.isPending;
  const choices: Choice[] = contact.archived ? ['delete'] : ['archive', 'delete'];

  const fail = (error: unknown) => notification.error({ title: errorMessage(error) });
  const submit = () => {
    if (choice === 'archive') {
      archive.mutate(undefined, {
        onSuccess: () => (message.success(CHOICES.archive.done), onClose()),
        onError: fail,
      });
    } else if (matches) {
      remove.mutate(typed, {
        onSuccess: () => (message.success(CHOICES.delete.done), onDeleted()),
        onError: fail,
      });
    }
  };

  return (
    <ArchiveOrDeleteModal
      title={`Archive or delete ${contact.email}`}
      busy={busy}
      onClose={onClose}
      actions={
        <Button
          type="primary"
          danger={choice === 'delete'}
          onClick={submit}
          disabled={choice === 'delete' && (!matches || !mayDelete)}
          loading={busy}
        >
          {CHOICES[choice].ok}
        </Button>
      }
      choices={choices.map((key) => ({
        key,
        ...CHOICES[key],
        refused: key === 'delete' && !mayDelete ? LIMITED_DELETE : undefined,
      }))}
      value={choice}
      onChange={setChoice}
      choicesLabel="What to do with the contact"
      confirm={
        choice === 'delete' && mayDelete
          ? {
              expected: contact.email,
              id: 'delete-contact-confirm',
              ariaLabel: "Type the contact's e-mail address to confirm",
              value: typed,
              onChange: setTyped,
              onSubmit: submit,
            }
          : undefined
      }
    />
  );
}
