import { useEffect, useState } from 'react';
import { Alert, App, Button, Divider, Flex, Form, Input, Modal, Select } from 'antd';
import {
  TEMPLATE_FOLDER_NAME_MAX_LENGTH,
  TemplateActionMessages,
  TemplateFolderName,
} from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { schemaRule } from '../../../lib/form-rules';
import { useCreateFolder, useMoveTemplate } from '../api/template-actions';
import type { TemplateDialogProps } from './template-dialog';

const NO_FOLDER = '';

/** Puts the template in one of the account's folders (or none); a folder can be made on the spot. */
export function MoveTemplateModal({ template, open, onClose }: TemplateDialogProps) {
  const { message } = App.useApp();
  const folders = useCurrentUser().templateFolders;
  const move = useMoveTemplate(template.id);
  const createFolder = useCreateFolder();
  const [folder, setFolder] = useState<string>(NO_FOLDER);
  const [newFolder] = Form.useForm<{ name: string }>();

  useEffect(() => {
    if (open) setFolder(template.folder ?? NO_FOLDER);
  }, [open, template.folder]);

  const close = () => {
    move.reset();
    createFolder.reset();
    newFolder.resetFields();
    onClose();
  };

  const save = () =>
    move.mutate(
      { folder: folder === NO_FOLDER ? null : folder },
      {
        onSuccess: ({ data }) => {
          void message.success(TemplateActionMessages.moved(data.folder));
          close();
        },
      },
    );

  const create = ({ name }: { name: string }) =>
    createFolder.mutate(name.trim(), {
      onSuccess: ({ templateFolders }) => {
        void message.success(TemplateActionMessages.folderCreated);
        setFolder(templateFolders[templateFolders.length - 1] ?? NO_FOLDER);
        newFolder.resetFields();
      },
    });

  const failure = move.error ?? createFolder.error;

  return (
    <Modal
      open={open}
      title="Move to folder"
      okText="Move"
      onOk={save}
      onCancel={close}
      okButtonProps={{ loading: move.isPending }}
      forceRender
    >
      <Flex vertical gap={12}>
        {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
        <Flex vertical gap={4}>
          <label htmlFor="move-template-folder">Folder</label>
          <Select
            id="move-template-folder"
            value={folder}
            onChange={setFolder}
            options={[
              { value: NO_FOLDER, label: 'No folder' },
              ...folders.map((name) => ({ value: name, label: name })),
            ]}
          />
        </Flex>
        <Divider style={{ margin: '4px 0' }} />
        <Form
          form={newFolder}
          name="new-template-folder"
          layout="vertical"
          requiredMark={false}
          onFinish={create}
        >
          <Flex gap={8} align="flex-start">
            <Form.Item
              label="New folder"
              name="name"
              rules={[schemaRule(TemplateFolderName)]}
              style={{ flex: 1, marginBottom: 0 }}
            >
              <Input maxLength={TEMPLATE_FOLDER_NAME_MAX_LENGTH} placeholder="Folder name" />
            </Form.Item>
            <Button htmlType="submit" loading={createFolder.isPending} style={{ marginTop: 30 }}>
              Create folder
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
