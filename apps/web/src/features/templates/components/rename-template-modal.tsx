import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { TEMPLATE_NAME_MAX_LENGTH, TemplateMessages, TemplateName, type Template } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { createEmailType } from '../api/email-type-mutations';
import { useEmailTypes } from '../api/get-email-types';
import { templateKeys } from '../api/template-keys';
import { useRenameTemplate } from '../api/template-mutations';
import { EmailTypeSelect } from './email-type-select';

interface Details {
  name: string;
  emailType?: string;
}

/** Renames a template and sets its email type; a new type is created first, and an archived one is refused (spec 3 §4). */
export function RenameTemplateModal({
  template,
  open,
  onClose,
}: {
  template: Template;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const emailTypes = useEmailTypes();
  const rename = useRenameTemplate();
  const [form] = Form.useForm<Details>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: template.name, emailType: template.templateChannel ?? undefined });
  }, [open, form, template]);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const save = async ({ name, emailType }: Details) => {
    setSaving(true);
    setError(undefined);
    try {
      const known = [...(emailTypes.data ?? []), template.templateChannel].some(
        (existing) => existing && emailType && foldCase(existing) === foldCase(emailType),
      );
      if (emailType && !known) {
        try {
          await createEmailType(emailType);
        } finally {
          await queryClient.invalidateQueries({ queryKey: templateKeys.emailTypes });
        }
      }
      await rename.mutateAsync({ templateId: template.id, name, templateChannel: emailType ?? null });
      void message.success(TemplateMessages.renamed);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
      form.setFieldValue('emailType', template.templateChannel ?? undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Rename template"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ loading: saving }}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void save(values)}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item label="Template name" name="name" rules={[schemaRule(TemplateName)]}>
          <Input maxLength={TEMPLATE_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          label="Email type"
          name="emailType"
          extra="Contacts who have unsubscribed from the selected email type will not receive the campaign."
        >
          <EmailTypeSelect current={template.templateChannel} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
