import { useMemo, useState } from 'react';
import { Alert, App, Flex, Form, Input, Modal } from 'antd';
import { LIST_NAME_MAX_LENGTH, ListMessages, type ListRecord } from '@sendwell/contracts';
import { integrationSourceOf, isSegmentType, validateListName } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useListChoices } from '../api/get-list-choices';
import { useRenameList } from '../api/rename-list';

interface RenameListModalProps {
  list: ListRecord;
  onClose: () => void;
}

/** Spec §2.4, §4 "Rename" and §5: checked on change and on blur against the other lists' names. */
export function RenameListModal({ list, onClose }: RenameListModalProps) {
  const { message, notification } = App.useApp();
  const choices = useListChoices();
  const rename = useRenameList();
  const [name, setName] = useState(list.name);
  const [touched, setTouched] = useState(false);

  const takenNames = useMemo(
    () => (choices.data ?? []).filter((choice) => choice.id !== list.id).map((choice) => choice.name),
    [choices.data, list.id],
  );
  const problem = validateListName(name, takenNames, LIST_NAME_MAX_LENGTH);
  const unchanged = name.trim() === list.name;
  const source = integrationSourceOf(list.type);
  const noun = isSegmentType(list.type) ? 'segment' : 'list';

  const onOk = () => {
    if (problem || unchanged) return;
    rename.mutate(
      { emailListId: list.id, name },
      {
        onSuccess: () => {
          message.success(ListMessages.renamed);
          onClose();
        },
        onError: (error) => {
          onClose();
          notification.error({ title: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`Rename ${noun}`}
      okText="Rename"
      onOk={onOk}
      onCancel={onClose}
      okButtonProps={{ disabled: problem !== null || unchanged, loading: rename.isPending }}
      destroyOnHidden
    >
      <Flex vertical gap={16} style={{ paddingTop: 8 }}>
        {source && (
          <Alert
            type="warning"
            showIcon
            title={`This ${noun} is synced from ${source}. Rename it in ${source} as well, or contacts from ${source} will stop being added to it.`}
          />
        )}
        <Form layout="vertical" onFinish={onOk} requiredMark={false}>
          <Form.Item
            label="Name"
            htmlFor="rename-list-name"
            validateStatus={touched && problem ? 'error' : undefined}
            help={touched ? problem : undefined}
            style={{ marginBottom: 0 }}
          >
            <Input
              id="rename-list-name"
              value={name}
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setTouched(true);
              }}
              onBlur={() => setTouched(true)}
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
