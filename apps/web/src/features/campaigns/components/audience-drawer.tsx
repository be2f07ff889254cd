import { useState, type ComponentType } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Select, Typography } from 'antd';
import {
  CAMPAIGN_AUDIENCE_LIMIT,
  CampaignMessages,
  type CampaignRecord,
  type ListChoice,
} from '@sendwell/contracts';
import { isDraftCampaign, isSegmentType, withAudienceList } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useAddToCampaignAudience, useSetCampaignAudience } from '../api/change-campaign-audience';
import { useAudienceChoices } from '../api/get-audience-choices';
import { useCampaign } from '../api/get-campaign';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';

/** What another feature brings to the drawer: a way to make a segment for this audience (the segment wizard). */
export interface QuickSegmentSlotProps {
  /** Must settle, reporting its own failures: the wizard waits for it before it closes. */
  onCreated: (segment: { id: number; name: string }) => Promise<void>;
  disabled?: boolean;
}
export type QuickSegmentSlot = ComponentType<QuickSegmentSlotProps>;

interface AudienceDrawerProps {
  campaignId: number;
  onClose: () => void;
  quickSegment?: QuickSegmentSlot;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The choices grouped as the lists table names them; lists of the audience that are no longer offered
 * (archived since) stay readable, so the marketer sees what to take out.
 */
const audienceOptions = (
  choices: readonly ListChoice[],
  audience: readonly ListChoice[],
  selected: readonly number[],
) => {
  const offered = new Set(choices.map((list) => list.id));
  const gone = audience.filter((list) => !offered.has(list.id));
  const option = (list: ListChoice, label = list.name) => ({
    value: list.id,
    label,
    disabled: selected.length >= CAMPAIGN_AUDIENCE_LIMIT && !selected.includes(list.id),
  });
  return [
    {
      label: 'Lists',
      options: choices.filter((list) => !isSegmentType(list.type)).map((list) => option(list)),
    },
    {
      label: 'Segments',
      options: choices.filter((list) => isSegmentType(list.type)).map((list) => option(list)),
    },
    ...(gone.length > 0
      ? [
          {
            label: 'No longer available',
            options: gone.map((list) => option(list, `${list.name} (archived)`)),
          },
        ]
      : []),
  ].filter((group) => group.options.length > 0);
};

/** Who a draft goes to: lists and segments, chosen or made here as a quick segment. */
export function AudienceDrawer({ campaignId, onClose, quickSegment: QuickSegment }: AudienceDrawerProps) {
  const campaign = useCampaign(campaignId);
  return (
    <Drawer
      open
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={
        <Flex vertical>
          <span>Audience</span>
          {campaign.data && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
              {campaign.data.name}
            </Typography.Text>
          )}
        </Flex>
      }
    >
      {campaign.isError && <Alert type="error" showIcon title={errorMessage(campaign.error)} />}
      {campaign.data && (
        <AudienceForm campaign={campaign.data} onClose={onClose} QuickSegment={QuickSegment} />
      )}
    </Drawer>
  );
}

export function AudienceForm({
  campaign,
  onClose,
  QuickSegment,
  closable = true,
}: {
  campaign: CampaignRecord;
  onClose: () => void;
  QuickSegment: QuickSegmentSlot | undefined;
  /** False where the page around it moves on by itself (the compose screen's Audience step). */
  closable?: boolean;
}) {
  const { message, notification } = App.useApp();
  const choices = useAudienceChoices();
  const save = useSetCampaignAudience();
  const add = useAddToCampaignAudience();
  const saved = campaign.audience.map((list) => list.id);
  // Unsaved choices; until the marketer changes something the drawer follows the saved audience.
  const [edited, setEdited] = useState<number[]>();
  const selected = edited ?? saved;
  const draft = isDraftCampaign(campaign);
  const atLimit = selected.length >= CAMPAIGN_AUDIENCE_LIMIT;

  const onSave = () =>
    save.mutate(
      { campaignId: campaign.id, listIds: selected },
      {
        onSuccess: () => {
          setEdited(undefined);
          void message.success(CampaignMessages.audienceSaved);
        },
      },
    );

  // The segment exists whatever happens next; a failure here leaves it to be chosen from the list.
  const addQuickSegment = async (segment: { id: number; name: string }) => {
    try {
      await add.mutateAsync({ campaignId: campaign.id, listId: segment.id });
      if (edited) setEdited(withAudienceList(edited, segment.id));
    } catch (error) {
      notification.error({
        title: `${segment.name} was created but not added to the audience`,
        description: `${errorMessage(error)} Choose it from the lists and segments instead.`,
      });
    }
  };

  return (
    <Flex vertical gap={16}>
      {!draft && <Alert type="info" showIcon title={CampaignMessages.notDraft} />}
      <Typography.Text type="secondary">
        Choose the lists and segments this campaign goes to. A contact in several of them gets it once.
      </Typography.Text>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item
          label="Lists and segments"
          htmlFor="campaign-audience"
          help={atLimit ? CampaignMessages.audienceTooLarge : undefined}
          style={{ marginBottom: 0 }}
        >
          <Select<number[]>
            id="campaign-audience"
            mode="multiple"
            placeholder="Search lists and segments by name"
            loading={choices.isPending}
            disabled={!draft}
            showSearch={SEARCH_BY_LABEL}
            value={selected}
            onChange={(next) => setEdited(next)}
            options={audienceOptions(choices.data ?? [], campaign.audience, selected)}
            notFoundContent={choices.isPending ? 'Loading…' : 'No lists or segments match'}
          />
        </Form.Item>
      </Form>
      {QuickSegment && draft && (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">
            Need contacts no list holds yet? Pick them by conditions; the new segment joins this audience.
          </Typography.Text>
          <QuickSegment onCreated={addQuickSegment} disabled={atLimit} />
        </Flex>
      )}
      {save.isError && <Alert type="error" showIcon role="alert" title={errorMessage(save.error)} />}
      <Flex justify="flex-end" gap={8}>
        {closable && <Button onClick={onClose}>Close</Button>}
        <Button
          type="primary"
          onClick={onSave}
          loading={save.isPending}
          disabled={!draft || sameIds(selected, saved)}
        >
          Save audience
        </Button>
      </Flex>
    </Flex>
  );
}
