import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Dropdown, Flex, Form, Input, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  CAMPAIGN_NAME_MAX_LENGTH,
  CAMPAIGN_PREHEADER_MAX_LENGTH,
  CAMPAIGN_SUBJECT_MAX_LENGTH,
  CampaignMessages,
  type CampaignRecord,
} from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import {
  useEmailTypeChoices,
  useRenameCampaign,
  useSaveCampaignContent,
  useSenderChoices,
} from '../api/compose-campaign';
import { getAccountDetailsQueryOptions } from '../../settings/api/account-details';
import { contentOf } from './compose-content';

/** The merge tags a subject or preheader offers; a contact without the value reads the default. */
const MERGE_TAGS = [
  { key: '{{ first_name | default: "there" }}', label: 'First name' },
  { key: '{{ last_name }}', label: 'Last name' },
  { key: '{{ email }}', label: 'Email' },
];

function MergeTagPicker({ field, onPick }: { field: string; onPick: (tag: string) => void }) {
  return (
    <Dropdown menu={{ items: MERGE_TAGS, onClick: ({ key }) => onPick(key) }} trigger={['click']}>
      <Button icon={<PlusOutlined aria-hidden />} aria-label={`Insert a merge tag into the ${field}`}>
        Merge tag
      </Button>
    </Dropdown>
  );
}

interface DetailsValues {
  name: string;
  senderId: number | null;
  subject: string;
  preheader: string;
  emailTypeId: number | null;
}

/** Step 1: the name, who it is from, the subject and preheader (merge tags welcome) and the email type. */
export function ComposeDetailsStep({ campaign, onDone }: { campaign: CampaignRecord; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const senders = useSenderChoices();
  const emailTypes = useEmailTypeChoices();
  const rename = useRenameCampaign();
  const save = useSaveCampaignContent();
  const [failure, setFailure] = useState<string>();
  const defaultSenderId = useQuery({
    ...getAccountDetailsQueryOptions(),
    select: (account) => account.defaultSenderId,
  }).data;

  // A draft without a sender starts from the account's default one, unless the member has already chosen.
  useEffect(() => {
    if (campaign.senderId === null && defaultSenderId != null && !form.isFieldTouched('senderId'))
      form.setFieldValue('senderId', defaultSenderId);
  }, [campaign.senderId, defaultSenderId, form]);

  const insert = (field: 'subject' | 'preheader', tag: string) => {
    const current = form.getFieldValue(field) ?? '';
    form.setFieldValue(field, current ? `${current} ${tag}` : tag);
  };

  const onFinish = async (values: DetailsValues) => {
    setFailure(undefined);
    try {
      if (values.name.trim() !== campaign.name)
        await rename.mutateAsync({ campaignId: campaign.id, name: values.name });
      await save.mutateAsync({
        campaignId: campaign.id,
        content: {
          ...contentOf(campaign),
          senderId: values.senderId ?? null,
          subject: values.subject,
          preheader: values.preheader,
          emailTypeId: values.emailTypeId ?? null,
        },
      });
      void message.success(CampaignMessages.contentSaved);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Form<DetailsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 640 }}
      initialValues={{
        name: campaign.name,
        senderId: campaign.senderId,
        subject: campaign.subject,
        preheader: campaign.preheader,
        emailTypeId: campaign.emailTypeId,
      }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item
        label="Campaign name"
        name="name"
        rules={[{ required: true, whitespace: true, message: CampaignMessages.nameEmpty }]}
      >
        <Input maxLength={CAMPAIGN_NAME_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label="Sender"
        name="senderId"
        extra="The address the campaign comes from; add senders in Settings."
      >
        <Select
          placeholder="Choose a sender"
          loading={senders.isPending}
          allowClear
          options={(senders.data ?? []).map((sender) => ({
            value: sender.id,
            label: sender.name ? `${sender.name} <${sender.email}>` : sender.email,
          }))}
        />
      </Form.Item>
      <Form.Item label="Subject" required>
        <Flex gap={8}>
          <Form.Item name="subject" noStyle>
            <Input
              maxLength={CAMPAIGN_SUBJECT_MAX_LENGTH}
              aria-label="Subject"
              placeholder="What the inbox shows first"
            />
          </Form.Item>
          <MergeTagPicker field="subject" onPick={(tag) => insert('subject', tag)} />
        </Flex>
      </Form.Item>
      <Form.Item label="Preheader" extra="The line mail apps show after the subject.">
        <Flex gap={8}>
          <Form.Item name="preheader" noStyle>
            <Input maxLength={CAMPAIGN_PREHEADER_MAX_LENGTH} aria-label="Preheader" />
          </Form.Item>
          <MergeTagPicker field="preheader" onPick={(tag) => insert('preheader', tag)} />
        </Flex>
      </Form.Item>
      <Form.Item
        label="Email type"
        name="emailTypeId"
        extra="Contacts who have unsubscribed from the selected email type will not receive the campaign."
      >
        <Select
          placeholder="No email type"
          allowClear
          loading={emailTypes.isPending}
          options={(emailTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={rename.isPending || save.isPending}>
        Save and continue
      </Button>
    </Form>
  );
}
