import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { CampaignMessages, editorPagePath, type CampaignRecord } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';
import { useSaveCampaignContent, useTemplateChoices } from '../api/compose-campaign';
import { contentOf } from './compose-content';

/** Step 2: the saved template it sends (its current version when chosen), and a way into the editor. */
export function ComposeContentStep({ campaign, onDone }: { campaign: CampaignRecord; onDone: () => void }) {
  const { message } = App.useApp();
  const templates = useTemplateChoices();
  const save = useSaveCampaignContent();
  const [templateId, setTemplateId] = useState<number | null>(campaign.templateId);
  const chosen = templates.data?.find((template) => template.id === templateId);

  const onSave = () =>
    save.mutate(
      { campaignId: campaign.id, content: { ...contentOf(campaign), templateId, templateVersion: null } },
      {
        onSuccess: () => {
          void message.success(CampaignMessages.contentSaved);
          onDone();
        },
      },
    );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Typography.Text type="secondary">
        Choose one of your templates. The campaign sends the version saved now; edit the template and choose
        it again to send a later one.
      </Typography.Text>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item label="Template" htmlFor="campaign-template" style={{ marginBottom: 0 }}>
          <Select<number>
            id="campaign-template"
            placeholder="Choose a template"
            showSearch={SEARCH_BY_LABEL}
            loading={templates.isPending}
            value={templateId ?? undefined}
            onChange={(next) => setTemplateId(next ?? null)}
            allowClear
            options={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            notFoundContent={templates.isPending ? 'Loading…' : 'No templates yet'}
          />
        </Form.Item>
      </Form>
      {campaign.templateId !== null && campaign.templateId === templateId && (
        <Typography.Text type="secondary">
          Sends version {campaign.templateVersion} of {campaign.templateName ?? 'the template'}.
        </Typography.Text>
      )}
      <Flex gap={8} wrap>
        {chosen && chosen.category === 'saved' && (
          <Link to={editorPagePath(chosen.id, true)}>Open {chosen.name} in the editor</Link>
        )}
        <Link to={paths.templates}>Create a template</Link>
      </Flex>
      {save.isError && <Alert type="error" showIcon role="alert" title={errorMessage(save.error)} />}
      <div>
        <Button type="primary" onClick={onSave} loading={save.isPending}>
          Save and continue
        </Button>
      </div>
    </Flex>
  );
}
