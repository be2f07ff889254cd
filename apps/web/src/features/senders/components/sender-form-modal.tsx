import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, type FormInstance } from 'antd';
import {
  SENDER_KIND_LABELS,
  SenderMessages,
  type ConnectionCheck,
  type SenderKind,
  type SenderRecord,
  SenderSettings,
} from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useSaveSender, useTestSenderConnection } from '../api/save-sender';
import { saveNotices, useNotices } from './sender-notices';
import { SenderKindFields } from './sender-kind-fields';

/** A cleared number field holds null. */
type FormValues = Record<string, string | number | boolean | null | undefined>;

const DEFAULTS: Partial<Record<SenderKind, FormValues>> = {
  customSMTP: { port: 587, tls: 'starttls', user: '', allowSelfSigned: false },
};

/**
 * The form's values as a kind's settings, checked by the schema the server uses; a secret left empty is left
 * out, so the stored one stays, and an emptied limit is left out, so the default applies. Problems go under
 * their fields.
 */
const settingsOf = (
  form: FormInstance<FormValues>,
  kind: SenderKind,
  values: FormValues,
): SenderSettings | undefined => {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const parsed = SenderSettings.safeParse({ ...kept, kind });
  if (parsed.success) return parsed.data;
  form.setFields(
    parsed.error.issues.map((issue) => ({ name: String(issue.path[0]), errors: [issue.message] })),
  );
  return undefined;
};

interface SenderFormModalProps {
  kind: SenderKind;
  /** The sender to change; a new one when absent. */
  sender?: SenderRecord;
  onClose: () => void;
  /** After a new sender is saved, with its id. */
  onAdded: (sender: { id: number; kind: SenderKind; email: string }) => void;
}

/** Add or edit a sender of one provider kind; 'Test connection' signs in with what is typed. */
export function SenderFormModal({ kind, sender, onClose, onAdded }: SenderFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const notices = useNotices();
  const save = useSaveSender();
  const test = useTestSenderConnection();
  const [check, setCheck] = useState<ConnectionCheck>();
  const adding = sender === undefined;
  const title = `${adding ? 'Add' : 'Edit'} ${SENDER_KIND_LABELS[kind]} sender`;

  const runTest = async () => {
    setCheck(undefined);
    const settings = settingsOf(form, kind, await form.validateFields());
    if (settings) test.mutate({ ...(sender ? { id: sender.id } : {}), settings }, { onSuccess: setCheck });
  };

  const onFinish = (values: FormValues) => {
    const settings = settingsOf(form, kind, values);
    if (!settings) return;
    const texts = saveNotices(kind, adding);
    save.mutate(
      { ...(sender ? { id: sender.id } : {}), settings },
      {
        onSuccess: ({ id }) => {
          notices.success(texts.success, texts.description);
          onClose();
          if (adding) onAdded({ id, kind, email: settings.email });
        },
        onError: (error) => {
          applyFieldErrors(form, error);
          notices.error(texts.failureTitle, error, texts.fallback);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        kind === 'sendwell' ? null : (
          <Button key="test" onClick={() => void runTest().catch(() => undefined)} loading={test.isPending}>
            Test connection
          </Button>
        ),
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {adding ? 'Add sender' : 'Save changes'}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={() => setCheck(undefined)}
        initialValues={
          sender
            ? { email: sender.email, name: sender.name, ...sender.settings }
            : { name: '', ...DEFAULTS[kind] }
        }
      >
        <Form.Item
          label="From email"
          name="email"
          rules={[{ required: true, type: 'email', message: SenderMessages.emailInvalid }]}
        >
          <Input placeholder="news@yourshop.com" autoComplete="off" />
        </Form.Item>
        <Form.Item label="From name" name="name" extra="What your contacts see as the sender.">
          <Input placeholder="Your Shop" maxLength={100} />
        </Form.Item>
        <SenderKindFields kind={kind} secretsSet={sender?.secretsSet ?? []} />
      </Form>
      {check && (
        <Alert
          type={check.ok ? 'success' : 'error'}
          showIcon
          title={check.ok ? SenderMessages.connected : check.problem}
          role="status"
        />
      )}
      {test.isError && <Alert type="error" showIcon title={errorMessage(test.error)} />}
    </Modal>
  );
}
