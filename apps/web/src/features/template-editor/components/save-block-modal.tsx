import { useState } from 'react';
import { App, Flex, Input, Modal, Typography } from 'antd';
import { BLOCK_NAME_MAX_LENGTH } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveBlock } from '../api/editor-api';

/** 'Save as block': the selected section, under a name, among 'Your saved blocks'. */
export function SaveBlockModal({
  open,
  mjml,
  onClose,
}: {
  open: boolean;
  mjml: string;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const saveBlock = useSaveBlock();
  const { message } = App.useApp();
  const trimmed = name.trim();
  const save = () =>
    saveBlock.mutate(
      { name: trimmed, mjml },
      {
        onSuccess: () => {
          void message.success('Block saved. Find it under Your saved blocks.');
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title="Save as block"
      okText="Save block"
      okButtonProps={{ disabled: !trimmed, loading: saveBlock.isPending }}
      onCancel={onClose}
      onOk={save}
    >
      <Flex vertical gap={4}>
        <label htmlFor="save-block-name">Block name</label>
        <Input
          id="save-block-name"
          autoFocus
          value={name}
          maxLength={BLOCK_NAME_MAX_LENGTH}
          status={saveBlock.isError ? 'error' : undefined}
          aria-describedby={saveBlock.isError ? 'save-block-error' : undefined}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => trimmed && save()}
        />
        {saveBlock.isError && (
          <Typography.Text type="danger" id="save-block-error">
            {errorMessage(saveBlock.error)}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
