import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ContactDetail } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { errorMessage } from '../../../lib/api-client';
import { restoreContact, useEditContact } from '../api/edit-contact';

// The dialog (its choices and the typed confirmation) is fetched when 'Delete' is pressed.
const DeleteContactDialog = lazyDialog(() =>
  import('./delete-contact-dialog').then((m) => m.DeleteContactDialog),
);

/** 'Delete' (or 'Restore' and 'Delete' for an archived contact), and the dialog that asks which and confirms. */
export function DeleteContactButton({
  contact,
  onDeleted,
}: {
  contact: ContactDetail;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { message, notification } = App.useApp();
  const restore = useEditContact(contact.id, (id) => restoreContact(id));
  return (
    <Flex gap={8}>
      {contact.archived && (
        <Button
          icon={<RollbackOutlined />}
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(undefined, {
              onSuccess: () => message.success('Contact restored'),
              onError: (error) => notification.error({ title: errorMessage(error) }),
            })
          }
        >
          Restore
        </Button>
      )}
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      {open && <DeleteContactDialog contact={contact} onClose={() => setOpen(false)} onDeleted={onDeleted} />}
    </Flex>
  );
}
