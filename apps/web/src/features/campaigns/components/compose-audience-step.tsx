import { useState } from 'react';
import { Alert, App, Button, Divider, Flex, Form, Select, Typography } from 'antd';
import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';
import { useSaveCampaignExclusions } from '../api/compose-campaign';
import { useAudienceChoices } from '../api/get-audience-choices';
import { AudienceForm, type QuickSegmentSlot } from './audience-drawer';

/** Step 3: the lists and segments it goes to (with the quick segment), and those whose contacts it leaves out. */
export function ComposeAudienceStep({
  campaign,
  quickSegment,
  onDone,
}: {
  campaign: CampaignRecord;
  quickSegment: QuickSegmentSlot | undefined;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const choices = useAudienceChoices();
  const save = useSaveCampaignExclusions();
  const [excluded, setExcluded] = useState<number[]>(campaign.exclusions.map((list) => list.id));

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <AudienceForm campaign={campaign} onClose={onDone} QuickSegment={quickSegment} closable={false} />
      <Divider style={{ margin: 0 }} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Leave out
      </Typography.Title>
      <Typography.Text type="secondary">
        Contacts in these lists and segments do not get the campaign, even when the audience holds them.
      </Typography.Text>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item
          label="Excluded lists and segments"
          htmlFor="campaign-exclusions"
          style={{ marginBottom: 0 }}
        >
          <Select<number[]>
            id="campaign-exclusions"
            mode="multiple"
            placeholder="None"
            showSearch={SEARCH_BY_LABEL}
            loading={choices.isPending}
            value={excluded}
            onChange={setExcluded}
            options={(choices.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
          />
        </Form.Item>
      </Form>
      {save.isError && <Alert type="error" showIcon role="alert" title={errorMessage(save.error)} />}
      <Flex gap={8}>
        <Button
          onClick={() =>
            save.mutate(
              { campaignId: campaign.id, listIds: excluded },
              { onSuccess: () => void message.success(CampaignMessages.exclusionsSaved) },
            )
          }
          loading={save.isPending}
        >
          Save exclusions
        </Button>
        <Button type="primary" onClick={onDone}>
          Continue to review
        </Button>
      </Flex>
    </Flex>
  );
}
