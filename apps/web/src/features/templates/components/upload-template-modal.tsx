import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  newUploadDraftId,
  TEMPLATE_NAME_MAX_LENGTH,
  TemplateName,
  type TemplateKind,
} from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { createEmailType } from '../api/email-type-mutations';
import { useEmailTypes } from '../api/get-email-types';
import { templateKeys } from '../api/template-keys';
import { useCreateRawTemplate } from '../api/upload-template';
import { EmailTypeSelect } from './email-type-select';
import { TemplateFileZone, type UploadedFile } from './template-file-zone';

const KINDS: { value: TemplateKind; label: string }[] = [
  { value: 'HTML', label: 'HTML template only' },
  { value: 'AMP', label: "AMP template with it's HTML fallback" },
];

/** The slots each kind needs: an AMP template always comes with its HTML fallback. */
const SLOTS: Record<TemplateKind, TemplateKind[]> = { HTML: ['HTML'], AMP: ['AMP', 'HTML'] };

interface Details {
  name: string;
  emailType: string;
}

/** Spec 3 §2.4 and §4: files first, then a name and an email type; the new template's page opens after. */
export function UploadTemplateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const emailTypes = useEmailTypes();
  const createTemplate = useCreateRawTemplate();
  const [form] = Form.useForm<Details>();
  const [step, setStep] = useState<1 | 2>(1);
  const [kind, setKind] = useState<TemplateKind>('HTML');
  const [draftId, setDraftId] = useState(() => newUploadDraftId('HTML'));
  const [files, setFiles] = useState<Partial<Record<TemplateKind, UploadedFile>>>({});
  const [selectedType, setSelectedType] = useState<string>();
  const [previousType, setPreviousType] = useState<string>();
  const [typeError, setTypeError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const filled = SLOTS[kind].every((slot) => files[slot]);

  const reset = () => {
    setStep(1);
    setKind('HTML');
    setDraftId(newUploadDraftId('HTML'));
    setFiles({});
    setTypeError(undefined);
    setSelectedType(undefined);
    setPreviousType(undefined);
    createTemplate.reset();
    form.resetFields();
  };
  const close = () => {
    reset();
    onClose();
  };
  const goBack = () => {
    setStep(1);
    setTypeError(undefined);
    setSelectedType(undefined);
    createTemplate.reset();
    form.resetFields();
  };
  const chooseKind = (next: TemplateKind) => {
    setKind(next);
    setDraftId(newUploadDraftId(next));
    setFiles({});
  };

  const save = async ({ name, emailType }: Details) => {
    setSaving(true);
    try {
      const isNew = !(emailTypes.data ?? []).some((existing) => foldCase(existing) === foldCase(emailType));
      if (isNew) {
        try {
          await createEmailType(emailType);
        } catch (error) {
          // Spec 3 §4: the error shows, the previous selection comes back and the list is fetched again.
          setTypeError(errorMessage(error));
          form.setFieldValue('emailType', previousType);
          setSelectedType(previousType);
          await queryClient.invalidateQueries({ queryKey: templateKeys.emailTypes });
          return;
        }
        await queryClient.invalidateQueries({ queryKey: templateKeys.emailTypes });
      }
      const { id } = await createTemplate.mutateAsync({
        kind,
        body: { templateId: draftId, name, templateChannel: emailType },
      });
      reset();
      onClose();
      void navigate(paths.templateDashboard(id), {
        state: { name, version: 1, category: 'uploaded', previous: 'upload' },
      });
    } catch {
      // Spec 3 §8: a failed creation stops the loading state; the form shows the server's reason below.
    } finally {
      setSaving(false);
    }
  };

  const title = (
    <Flex gap={8} align="center">
      Upload template
      {step === 2 && (
        <Tooltip title="You can not edit the uploaded templates in the editor">
          <InfoCircleOutlined
            aria-label="You can not edit the uploaded templates in the editor"
            tabIndex={0}
          />
        </Tooltip>
      )}
    </Flex>
  );

  const footer =
    step === 1
      ? [
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button key="next" type="primary" disabled={!filled} onClick={() => setStep(2)}>
            Add name & email type
          </Button>,
        ]
      : [
          <Button key="back" onClick={goBack}>
            Go back
          </Button>,
          <Button key="save" type="primary" loading={saving} disabled={!filled} onClick={() => form.submit()}>
            Save & upload
          </Button>,
        ];

  return (
    <Modal open={open} title={title} onCancel={close} footer={footer} width={560} destroyOnHidden>
      {step === 1 ? (
        <Flex vertical gap={16}>
          <Radio.Group
            value={kind}
            onChange={(event) => chooseKind(event.target.value as TemplateKind)}
            aria-label="Kind of template"
          >
            <Flex vertical gap={8}>
              {KINDS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {option.label}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          {SLOTS[kind].map((slot) => (
            <TemplateFileZone
              key={`${draftId}-${slot}`}
              kind={slot}
              draftId={draftId}
              uploaded={files[slot]}
              onUploaded={(file) => setFiles((current) => ({ ...current, [slot]: file }))}
            />
          ))}
        </Flex>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void save(values)}>
          {createTemplate.isError && (
            <Alert
              type="error"
              showIcon
              title={errorMessage(createTemplate.error)}
              style={{ marginBottom: 16 }}
            />
          )}
          <Form.Item label="Template name" name="name" rules={[schemaRule(TemplateName)]}>
            <Input placeholder="e.g. Spring sale" maxLength={TEMPLATE_NAME_MAX_LENGTH} autoFocus />
          </Form.Item>
          <Form.Item
            label="Email type"
            name="emailType"
            rules={[{ required: true, message: 'Select an email type' }]}
            validateStatus={typeError ? 'error' : undefined}
            help={typeError}
            extra="Contacts who have unsubscribed from the selected email type will not receive the campaign."
          >
            <EmailTypeSelect
              onChange={(value) => {
                // The form has already taken the new value; the one before is kept to restore on failure.
                setPreviousType(selectedType);
                setSelectedType(value);
                setTypeError(undefined);
              }}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            The email template might look different in email inboxes if the template isn't built with
            email-safe HTML and CSS.
          </Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}
