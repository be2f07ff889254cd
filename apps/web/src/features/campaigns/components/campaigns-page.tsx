import { useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Flex, Modal, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LIST_PAGE_SIZE } from '@sendwell/contracts';
import { CampaignMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useArchiveCampaign, useDuplicateCampaign } from '../api/campaign-row-actions';
import { useCampaigns } from '../api/get-campaigns';
import type { QuickSegmentSlot } from './audience-drawer';
import { CampaignsTable, type CampaignTablePageState } from './campaigns-table';
import { lazyDialog } from '../../../components/lazy-component';
import { PageTitle } from '../../../components/page-heading';

// Each is fetched when it first opens: the page shows the campaigns without them.
const AudienceDrawer = lazyDialog(() => import('./audience-drawer').then((m) => m.AudienceDrawer));
const CreateCampaignModal = lazyDialog(() => import('./create-campaign-modal').then((m) => m.CreateCampaignModal));

interface CampaignsPageProps {
  /** 'Create quick segment' in a draft's audience (the segments feature's wizard); the app composes it in. */
  quickSegment?: QuickSegmentSlot;
}

/** A list's 'Send campaign' comes here with the list in the navigation state. */
const recipientListOf = (state: unknown): number | undefined => {
  if (typeof state !== 'object' || state === null || !('recipientListId' in state)) return undefined;
  const { recipientListId } = state;
  return typeof recipientListId === 'number' ? recipientListId : undefined;
};

type Dialog = { kind: 'create'; listIds: number[] } | { kind: 'audience'; campaignId: number };

/** /app/campaigns: the account's campaigns, where drafts are created and given their audience. */
export function CampaignsPage({ quickSegment }: CampaignsPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<CampaignTablePageState>({ page: 1, pageSize: DEFAULT_LIST_PAGE_SIZE });
  const campaigns = useCampaigns(state);
  const sentFromList = recipientListOf(location.state);
  const [dialog, setDialog] = useState<Dialog | undefined>(() =>
    sentFromList === undefined ? undefined : { kind: 'create', listIds: [sentFromList] },
  );
  const close = () => setDialog(undefined);
  const { message } = App.useApp();
  const duplicate = useDuplicateCampaign();
  const archive = useArchiveCampaign();
  const [modal, modalHolder] = Modal.useModal();
  const rowFailure = duplicate.error ?? archive.error;

  // The list is taken once: a reload or Back does not open the dialog again.
  useEffect(() => {
    if (sentFromList !== undefined) void navigate(location.pathname, { replace: true, state: null });
  }, [sentFromList, navigate, location.pathname]);

  const rows = campaigns.data?.data ?? [];
  const total = campaigns.data?.total ?? 0;
  const create = () => setDialog({ kind: 'create', listIds: [] });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <PageTitle style={{ marginBottom: 4 }}>Campaigns</PageTitle>
          <Typography.Text type="secondary">
            Your campaigns and who each goes to. Start a draft, then choose its audience.
          </Typography.Text>
        </div>
        {total > 0 && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
            Create campaign
          </Button>
        )}
      </Flex>
      {campaigns.isError && <Alert type="error" showIcon title={campaigns.error.message} />}
      {rowFailure && <Alert type="error" showIcon role="alert" title={errorMessage(rowFailure)} />}
      {modalHolder}
      <CampaignsTable
        state={state}
        rows={rows}
        total={total}
        loading={campaigns.isPending || campaigns.isPlaceholderData}
        emptyText={
          campaigns.isSuccess ? (
            <Empty
              description={
                <Flex vertical gap={4} align="center">
                  <Typography.Text strong>No campaigns yet</Typography.Text>
                  <Typography.Text type="secondary">
                    Create a draft, then choose the lists and segments it goes to.
                  </Typography.Text>
                </Flex>
              }
            >
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
                Create campaign
              </Button>
            </Empty>
          ) : (
            ' '
          )
        }
        onStateChange={setState}
        onEditAudience={(campaign) => setDialog({ kind: 'audience', campaignId: campaign.id })}
        onDuplicate={(campaign) =>
          duplicate.mutate(campaign.id, {
            onSuccess: (copy) => {
              void message.success(CampaignMessages.duplicated);
              void navigate(paths.composeCampaign(copy.id));
            },
          })
        }
        onArchive={(campaign) =>
          void modal.confirm({
            title: `Archive ${campaign.name}?`,
            content: 'It leaves this table; its reports and activity stay.',
            okText: 'Archive',
            onOk: () =>
              archive.mutateAsync(campaign.id).then((answer) => void message.success(answer.message)),
          })
        }
      />
      {dialog?.kind === 'create' && (
        <CreateCampaignModal
          listIds={dialog.listIds}
          onClose={close}
          // What a new draft needs next is its audience.
          onCreated={(campaign) => setDialog({ kind: 'audience', campaignId: campaign.id })}
        />
      )}
      {dialog?.kind === 'audience' && (
        <AudienceDrawer campaignId={dialog.campaignId} onClose={close} quickSegment={quickSegment} />
      )}
    </Flex>
  );
}
