import { useState } from 'react';
import { Alert, App, Button, Flex, Spin, Steps, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import { campaignStatusLabel, isDraftCampaign } from '@sendwell/domain';
import { PageTitle } from '../../../components/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUnscheduleCampaign } from '../api/compose-campaign';
import { useCampaign } from '../api/get-campaign';
import type { QuickSegmentSlot } from './audience-drawer';
import { lazyComponent } from '../../../components/lazy-component';

const loadingStep = <Spin delay={150} description="Loading..." />;
// Each step is fetched when it is first shown: the page opens with the first alone.
const ComposeDetailsStep = lazyComponent(
  () => import('./compose-details-step').then((m) => m.ComposeDetailsStep),
  loadingStep,
);
const ComposeContentStep = lazyComponent(
  () => import('./compose-content-step').then((m) => m.ComposeContentStep),
  loadingStep,
);
const ComposeAudienceStep = lazyComponent(
  () => import('./compose-audience-step').then((m) => m.ComposeAudienceStep),
  loadingStep,
);
const ComposeReviewStep = lazyComponent(
  () => import('./compose-review-step').then((m) => m.ComposeReviewStep),
  loadingStep,
);

// A campaign that has started shows its progress instead of the steps.
const CampaignProgressPanel = lazyComponent(
  () => import('./campaign-progress-panel').then((m) => m.CampaignProgressPanel),
  loadingStep,
);

const STEPS = ['Details', 'Content', 'Audience', 'Review'] as const;

/** A campaign that is no longer a draft: what became of it, and a way back to drafts while it waits. */
function NotDraft({ campaign }: { campaign: CampaignRecord }) {
  const { message } = App.useApp();
  const unschedule = useUnscheduleCampaign();
  return (
    <Flex vertical gap={12} style={{ maxWidth: 640 }}>
      {/* Sending and sent speak through the progress below; the other states say why and what comes next. */}
      {campaign.status !== 'sending' && campaign.status !== 'sent' && (
        <Alert
          type={campaign.status === 'paused' || campaign.status === 'failed' ? 'warning' : 'info'}
          showIcon
          title={`This campaign is ${campaignStatusLabel(campaign.status).toLowerCase()}`}
          description={
            campaign.status === 'scheduled'
              ? `It starts on ${campaign.scheduledAtLocal?.replace('T', ' at ')}. Move it back to drafts to change it.`
              : (campaign.statusReason ?? CampaignMessages.contentNotDraft)
          }
        />
      )}
      {campaign.status !== 'scheduled' && <CampaignProgressPanel campaign={campaign} />}
      {unschedule.isError && (
        <Alert type="error" showIcon role="alert" title={errorMessage(unschedule.error)} />
      )}
      {campaign.status === 'scheduled' && (
        <div>
          <Button
            onClick={() =>
              unschedule.mutate(campaign.id, {
                onSuccess: () => void message.success(CampaignMessages.unscheduled),
              })
            }
            loading={unschedule.isPending}
          >
            Move back to drafts
          </Button>
        </div>
      )}
    </Flex>
  );
}

/** /app/campaigns/:campaignId/edit: a draft composed in four steps, Details → Content → Audience → Review. */
export function ComposeCampaignPage({ quickSegment }: { quickSegment?: QuickSegmentSlot }) {
  const { campaignId } = useParams();
  const id = Number(campaignId);
  const campaign = useCampaign(id);
  const [step, setStep] = useState(0);
  const next = () => setStep((current) => Math.min(current + 1, STEPS.length - 1));

  return (
    <Flex vertical gap={24}>
      <div>
        <Link to={paths.campaigns}>← Campaigns</Link>
        <PageTitle style={{ marginTop: 8, marginBottom: 4 }}>{campaign.data?.name ?? 'Campaign'}</PageTitle>
        {campaign.data && (
          <Typography.Text type="secondary">
            Status: {campaignStatusLabel(campaign.data.status)}
          </Typography.Text>
        )}
      </div>
      {campaign.isError && <Alert type="error" showIcon title={errorMessage(campaign.error)} />}
      {campaign.data && !isDraftCampaign(campaign.data) && <NotDraft campaign={campaign.data} />}
      {campaign.data && isDraftCampaign(campaign.data) && (
        <>
          <nav aria-label="Compose steps">
            <Steps
              current={step}
              onChange={setStep}
              items={STEPS.map((title) => ({ title }))}
              style={{ maxWidth: 880 }}
            />
          </nav>
          <section aria-label={STEPS[step]}>
            {step === 0 && <ComposeDetailsStep campaign={campaign.data} onDone={next} />}
            {step === 1 && <ComposeContentStep campaign={campaign.data} onDone={next} />}
            {step === 2 && (
              <ComposeAudienceStep campaign={campaign.data} quickSegment={quickSegment} onDone={next} />
            )}
            {step === 3 && <ComposeReviewStep campaign={campaign.data} />}
          </section>
        </>
      )}
    </Flex>
  );
}
