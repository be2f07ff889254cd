import { useState } from 'react';
import { Alert, App, Flex, Form, Modal, Select, Typography } from 'antd';
import type { BulkContactsJob, ContactSelection } from '@sendwell/contracts';
import { pluraliseContacts } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useBulkChangeContacts, useDeleteContacts } from '../api/change-contacts';
import { usePlainLists } from '../api/get-contact-choices';
import { BULK_ACTION_COPY, type BulkAction } from './bulk-action-copy';

interface BulkActionModalProps {
  action: BulkAction;
  selection: ContactSelection;
  count: number;
  onClose: (done: boolean) => void;
  onQueued: (job: BulkContactsJob) => void;
}

/** Confirms one bulk action over a selection, naming how many contacts it changes. */
export function BulkActionModal({ action, selection, count, onClose, onQueued }: BulkActionModalProps) {
  const { message } = App.useApp();
  const needsList = action === 'addToList' || action === 'removeFromList';
  const lists = usePlainLists(needsList);
  const change = useBulkChangeContacts();
  const remove = useDeleteContacts();
  const [listId, setListId] = useState<number>();
  const [listMissing, setListMissing] = useState(false);
  const pending = change.isPending || remove.isPending;
  const error = change.error ?? remove.error;
  const copy = BULK_ACTION_COPY[action];
  const counted = pluraliseContacts(count);

  const confirm = async () => {
    if (needsList && listId === undefined) {
      setListMissing(true);
      return;
    }
    try {
      const result =
        action === 'delete'
          ? await remove.mutateAsync({ selection, confirmCount: count })
          : await change.mutateAsync({ action, selection, ...(listId === undefined ? {} : { listId }) });
      if (result.job) onQueued(result.job);
      else void message.success(copy.done(pluraliseContacts(result.changed)));
      onClose(true);
    } catch {
      // The error shows in the dialog; the user may change the choice or cancel.
    }
  };

  return (
    <Modal
      open
      title={copy.title(counted)}
      okText={action === 'delete' ? `Delete ${counted}` : copy.button}
      okButtonProps={{ danger: action === 'delete' || action === 'block', loading: pending }}
      onOk={() => void confirm()}
      onCancel={() => onClose(false)}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {needsList && (
          <Form layout="vertical" requiredMark={false}>
            <Form.Item
              label="List"
              htmlFor="bulk-contacts-list"
              validateStatus={listMissing ? 'error' : undefined}
              help={listMissing ? 'Choose a list' : undefined}
              style={{ marginBottom: 0 }}
            >
              <Select
                id="bulk-contacts-list"
                showSearch
                optionFilterProp="label"
                placeholder="Choose a list"
                loading={lists.isPending}
                value={listId}
                onChange={(value: number) => {
                  setListId(value);
                  setListMissing(false);
                }}
                options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
                notFoundContent="No lists yet"
              />
            </Form.Item>
          </Form>
        )}
        {copy.text && <Typography.Text>{copy.text}</Typography.Text>}
        {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      </Flex>
    </Modal>
  );
}
