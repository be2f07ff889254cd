import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Input, List, Modal, Spin, Tooltip } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { EMAIL_TYPE_NAME_MAX_LENGTH, TemplateMessages } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useArchiveEmailType, useCreateEmailType } from '../api/email-type-mutations';
import { useEmailTypes } from '../api/get-email-types';

/** Spec 3 §2.3: create email types and archive them; archiving asks first and comes back here. */
export function ManageEmailTypesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const emailTypes = useEmailTypes();
  const createType = useCreateEmailType();
  const archiveType = useArchiveEmailType();
  const [name, setName] = useState('');
  const [archiving, setArchiving] = useState<string>();
  const names = emailTypes.data ?? [];
  const trimmed = name.trim();
  const taken = names.some((existing) => foldCase(existing) === foldCase(trimmed));

  const create = () => {
    if (!trimmed || taken) return;
    createType.mutate(trimmed, { onSuccess: () => setName('') });
  };

  const archive = () => {
    if (!archiving) return;
    archiveType.mutate(archiving, {
      onSuccess: () => void message.success(`"${archiving}" email type archived`),
      onError: (error) => void message.error(errorMessage(error)),
      onSettled: () => setArchiving(undefined),
    });
  };

  return (
    <>
      <Modal
        open={open && !archiving}
        title="Manage email types"
        onCancel={onClose}
        footer={null}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Flex gap={8}>
            <Input
              aria-label="Email type name"
              placeholder="Enter email type name..."
              value={name}
              maxLength={EMAIL_TYPE_NAME_MAX_LENGTH}
              onChange={(event) => {
                setName(event.target.value);
                createType.reset();
              }}
              onPressEnter={create}
            />
            <Button
              type="primary"
              disabled={!trimmed || taken}
              loading={createType.isPending}
              onClick={create}
            >
              Create email type
            </Button>
          </Flex>
          {createType.isError && <Alert type="error" showIcon title={errorMessage(createType.error)} />}
          {emailTypes.isPending ? (
            <Spin />
          ) : names.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No email types yet" />
          ) : (
            <List
              size="small"
              bordered
              style={{ maxHeight: 320, overflowY: 'auto' }}
              dataSource={names}
              renderItem={(type) => (
                <List.Item
                  actions={[
                    <Tooltip key="archive" title="Archive">
                      <Button
                        type="text"
                        size="small"
                        icon={<InboxOutlined aria-hidden />}
                        aria-label={`Archive ${type}`}
                        onClick={() => setArchiving(type)}
                      />
                    </Tooltip>,
                  ]}
                >
                  {type}
                </List.Item>
              )}
            />
          )}
        </Flex>
      </Modal>
      <Modal
        open={open && archiving !== undefined}
        title={`Archive "${archiving ?? ''}" email type?`}
        okText="Yes, archive"
        okButtonProps={{ danger: true, loading: archiveType.isPending }}
        onOk={archive}
        onCancel={() => setArchiving(undefined)}
      >
        {TemplateMessages.emailTypeArchiveText}
      </Modal>
    </>
  );
}
