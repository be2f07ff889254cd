import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { API_KEY_NAME_MAX_LENGTH, ApiKeyMessages, CreateApiKeyRequest } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { useCreateApiKey } from '../api/create-api-key';
import { NewApiKey } from './new-api-key';

interface CreateApiKeyModalProps {
  open: boolean;
  onClose: () => void;
}

/** Names and creates a key, then shows it in full once; closing forgets it. */
export function CreateApiKeyModal({ open, onClose }: CreateApiKeyModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const createKey = useCreateApiKey();
  const [created, setCreated] = useState<string>();

  const close = () => {
    setCreated(undefined);
    createKey.reset();
    form.resetFields();
    onClose();
  };

  const onFinish = ({ name }: { name?: string }) =>
    createKey.mutate({ name: name ?? '' }, { onSuccess: (key) => setCreated(key.apiKey) });

  return (
    <Modal
      open={open}
      title={created ? 'Your new API key' : 'Create API key'}
      onCancel={close}
      // Wide enough for the whole key on one line.
      width={created ? 640 : 520}
      maskClosable={!created}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            Done
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              Cancel
            </Button>,
            <Button key="create" type="primary" loading={createKey.isPending} onClick={() => form.submit()}>
              Create key
            </Button>,
          ]
        )
      }
    >
      {created ? (
        <NewApiKey apiKey={created} />
      ) : (
        <Form form={form} layout="vertical" onFinish={onFinish}>
          {createKey.isError && (
            <Alert type="error" showIcon title={errorMessage(createKey.error)} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            label="Name"
            name="name"
            extra="To tell your keys apart, e.g. the system that will use it."
            // The API takes a key without a name (the spec's call has none); here one is asked for, so
            // the table tells keys apart.
            rules={[
              { required: true, whitespace: true, message: ApiKeyMessages.nameRequired },
              schemaRule(CreateApiKeyRequest.shape.name),
            ]}
          >
            <Input placeholder="e.g. Website sign-up form" maxLength={API_KEY_NAME_MAX_LENGTH} autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
