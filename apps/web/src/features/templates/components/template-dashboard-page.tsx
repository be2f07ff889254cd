import { useState } from 'react';
import { App, Button, Flex, Popover, Skeleton, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  CopyOutlined,
  EditOutlined,
  FolderAddOutlined,
  FormOutlined,
  InboxOutlined,
  MailOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  editorPagePath,
  RoleMessages,
  TemplateActionMessages,
  TemplateId,
  TemplateMessages,
  templateRoutes,
  type Template,
} from '@sendwell/contracts';
import { sharesTemplates, showsSubmissionTabs } from '@sendwell/domain';
import { ErrorResult } from '../../../components/error-result';
import { lazyComponent } from '../../../components/lazy-component';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { PageTitle } from '../../../components/page-heading';
import { isApiRequestError } from '../../../lib/api-client';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { trackEvent } from '../../../lib/track-event';
import { useTemplate } from '../api/get-template';
import { useTemplateSubmissions } from '../api/get-template-submissions';
import { useRemoveTemplate } from '../api/template-mutations';
import { lazyDialog } from '../../../components/lazy-component';
import { darkPreviewPath } from '../checker/dark-preview-path';
import { DuplicateTemplateModal } from './duplicate-template-modal';
import { TemplatePreview } from './template-preview';

// Opened now and then: fetched when first opened, not with the page.
const SendTestEmailModal = lazyDialog(() =>
  import('./send-test-email-modal').then((m) => m.SendTestEmailModal),
);
const ShareTemplateModal = lazyDialog(() =>
  import('./share-template-modal').then((m) => m.ShareTemplateModal),
);
const RenameTemplateModal = lazyDialog(() =>
  import('./rename-template-modal').then((m) => m.RenameTemplateModal),
);
const MoveTemplateModal = lazyDialog(() => import('./move-template-modal').then((m) => m.MoveTemplateModal));

type Dialog = 'rename' | 'duplicate' | 'test' | 'share' | 'move';

const cameFromUpload = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'previous' in state && state.previous === 'upload';

type DashboardTab = 'preview' | 'submissions' | 'insights';
const DASHBOARD_TABS: readonly DashboardTab[] = ['preview', 'submissions', 'insights'];
/** Spec 3 §2.5: the tab passed in navigation state opens first. */
const tabFromState = (state: unknown): DashboardTab => {
  const tab = typeof state === 'object' && state !== null && 'tab' in state ? state.tab : undefined;
  return DASHBOARD_TABS.find((candidate) => candidate === tab) ?? 'preview';
};

const tabLoader = <Spin description="Loading" style={{ display: 'block', margin: '48px auto' }} />;
// The table and the cards are fetched when their tab first shows: most visits only look at the preview.
const TemplateSubmissionsTab = lazyComponent(
  () => import('./template-submissions-tab').then((module) => module.TemplateSubmissionsTab),
  tabLoader,
);
const TemplateInsightsTab = lazyComponent(
  () => import('./template-insights-tab').then((module) => module.TemplateInsightsTab),
  tabLoader,
);
// The checker's findings arrive after the preview: its code is fetched beside it, not with the page.
const TemplateCheckerPanel = lazyComponent(
  () => import('../checker/template-checker-panel').then((module) => module.TemplateCheckerPanel),
  <Skeleton active paragraph={{ rows: 4 }} />,
);

/** /app/template/{templateId}: a template's name and ID, its preview and what can be done with it (spec 3 §2.5). */
export function TemplateDashboardPage() {
  const parsedId = TemplateId.safeParse(useParams().templateId);
  if (!parsedId.success) return <NotFoundPage />;
  return <TemplateDashboard id={parsedId.data} />;
}

function TemplateDashboard({ id }: { id: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { modal, notification } = App.useApp();
  const template = useTemplate(id);
  const submissions = useTemplateSubmissions(id);
  const [tab, setTab] = useState<DashboardTab>(() => tabFromState(location.state));
  const removeTemplate = useRemoveTemplate();
  const mayRemove = useMayCall(templateRoutes.removeTemplate);
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>();
  const [darkMode, setDarkMode] = useState(false);

  // Spec 3 §2.5: back goes to the saved list after an upload, else to the previous page.
  const back = () => {
    if (cameFromUpload(location.state) || location.key === 'default')
      void navigate(paths.templatesTab('saved'));
    else void navigate(-1);
  };

  if (template.isPending || submissions.isPending)
    return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  if (template.isError) {
    if (isApiRequestError(template.error, 404)) return <NotFoundPage />;
    return <ErrorResult error={template.error} />;
  }
  const data = template.data;

  const archive = () =>
    modal.confirm({
      title: TemplateMessages.archiveConfirm,
      content: data.name,
      okText: 'Archive',
      okButtonProps: { danger: true },
      onOk: () =>
        removeTemplate.mutateAsync(data.id).then(
          () => {
            notification.success({ title: TemplateMessages.archived, placement: 'bottomRight' });
            void navigate(paths.templatesTab('saved'), { replace: true });
          },
          (error: unknown) =>
            notification.error({
              title: isApiRequestError(error) ? error.message : TemplateMessages.actionFailed,
              placement: 'bottomRight',
            }),
        ),
    });

  const editable = data.category === 'saved';
  // Spec 3 §2.5: the last two tabs show only when there is something to see in them.
  const showsSubmissions = showsSubmissionTabs(submissions.data);
  const hasSubmissions = (submissions.data?.submissionCount ?? 0) > 0;
  const tabs = [
    {
      key: 'preview',
      label: 'Preview',
      children: (
        <Flex gap={24} wrap align="flex-start">
          <div style={{ flex: '1 1 610px', minWidth: 0 }}>
            <TemplatePreview template={previewed(data, darkMode)} />
          </div>
          <div style={{ flex: '1 1 320px', maxWidth: 480 }}>
            <TemplateCheckerPanel templateId={data.id} darkMode={darkMode} onDarkModeChange={setDarkMode} />
          </div>
        </Flex>
      ),
    },
    ...(showsSubmissions
      ? [
          {
            key: 'submissions',
            label: 'Submissions',
            children: <TemplateSubmissionsTab templateId={data.id} />,
          },
          {
            key: 'insights',
            label: 'Insights',
            children: (
              <TemplateInsightsTab
                templateId={data.id}
                hasSubmissions={hasSubmissions}
                onViewAll={() => setTab('submissions')}
              />
            ),
          },
        ]
      : []),
  ];
  const activeTab = tabs.some((item) => item.key === tab) ? tab : 'preview';

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex gap={12} align="flex-start">
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label="Back"
            onClick={back}
            style={{ marginTop: 4 }}
          />
          <div style={{ minWidth: 0 }}>
            <PageTitle style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>{data.name}</PageTitle>
            <Flex gap={8} align="center" wrap>
              <Typography.Text type="secondary">ID: {data.id}</Typography.Text>
              {data.templateChannel && <Tag>{data.templateChannel}</Tag>}
              {data.hasAMP && <Tag color="purple">AMP</Tag>}
              <Tag color={data.category === 'uploaded' ? 'blue' : undefined}>
                {data.category === 'uploaded' ? 'Uploaded' : 'Saved'}
              </Tag>
            </Flex>
          </div>
        </Flex>
        <Flex gap={8} wrap>
          <Tooltip title={editable ? undefined : 'You can not edit the uploaded templates in the editor'}>
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={!editable}
              onClick={() => void navigate(editorPagePath(data.id, true), { state: { flow: 'editor' } })}
            >
              Edit
            </Button>
          </Tooltip>
          <Button icon={<FormOutlined aria-hidden />} onClick={() => setDialog('rename')}>
            Rename
          </Button>
          {/* Spec 3 §5: test email for saved templates only, and only once the user's email is verified. */}
          {editable && (
            <Tooltip title={user.isVerified ? undefined : TemplateActionMessages.testEmailUnverified}>
              <Button
                icon={<MailOutlined aria-hidden />}
                onClick={() => {
                  void trackEvent({
                    event: 'template_test_email_click',
                    properties: { templateId: data.id },
                  });
                  setDialog('test');
                }}
                disabled={!user.isVerified}
              >
                Send test email
              </Button>
            </Tooltip>
          )}
          <ShareButton
            shares={sharesTemplates({
              planName: user.planName,
              templateSettings: user.accountAdminSettings.templateSettings,
            })}
            onShare={() => {
              void trackEvent({ event: 'template_share_click', properties: { templateId: data.id } });
              setDialog('share');
            }}
          />
          {user.flags.templateFolders && (
            <Button icon={<FolderAddOutlined aria-hidden />} onClick={() => setDialog('move')}>
              {data.folder ? `Folder: ${data.folder}` : 'Move to folder'}
            </Button>
          )}
          {!data.hideDuplicate && (
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => setDialog('duplicate')}>
              Duplicate
            </Button>
          )}
          {!data.hideDelete && (
            <Tooltip title={mayRemove ? undefined : RoleMessages.limitedAccess}>
              {/* The confirmation carries the warning; antd's red text on white is below the contrast WCAG asks. */}
              <Button icon={<InboxOutlined aria-hidden />} onClick={archive} disabled={!mayRemove}>
                Archive
              </Button>
            </Tooltip>
          )}
        </Flex>
      </Flex>
      <Tabs
        activeKey={activeTab}
        onChange={(key) => setTab(DASHBOARD_TABS.find((candidate) => candidate === key) ?? 'preview')}
        items={tabs}
      />
      {dialog === 'rename' && (
        <RenameTemplateModal template={data} open onClose={() => setDialog(undefined)} />
      )}
      <DuplicateTemplateModal
        template={dialog === 'duplicate' ? data : undefined}
        onClose={() => setDialog(undefined)}
      />
      {dialog === 'test' && <SendTestEmailModal template={data} open onClose={() => setDialog(undefined)} />}
      {dialog === 'share' && <ShareTemplateModal template={data} open onClose={() => setDialog(undefined)} />}
      {dialog === 'move' && <MoveTemplateModal template={data} open onClose={() => setDialog(undefined)} />}
    </Flex>
  );
}

/** In dark mode the HTML version shows as clients that force dark mode render it. */
const previewed = (template: Template, darkMode: boolean) => ({
  name: template.name,
  hasAMP: template.hasAMP,
  pageOf: (kind: 'HTML' | 'AMP') =>
    darkMode && kind === 'HTML' ? darkPreviewPath(template.id) : paths.templatePreview(template.id, kind),
});

/** Spec 3 §5: without the feature the button stays disabled, and a popover says why and where to upgrade. */
function ShareButton({ shares, onShare }: { shares: boolean; onShare: () => void }) {
  if (shares) {
    return (
      <Button icon={<ShareAltOutlined aria-hidden />} onClick={onShare}>
        Share
      </Button>
    );
  }
  return (
    <Popover
      trigger={['hover', 'focus', 'click']}
      content={
        <Flex vertical gap={8} style={{ maxWidth: 280 }}>
          <Typography.Text>{TemplateActionMessages.sharePremium}</Typography.Text>
          <Link to={paths.plans}>Upgrade plan</Link>
        </Flex>
      }
    >
      {/* A disabled button takes no focus or hover: its wrapper carries the popover. */}
      <span
        tabIndex={0}
        aria-label={`Share: ${TemplateActionMessages.sharePremium}`}
        style={{ display: 'inline-block' }}
      >
        <Button icon={<ShareAltOutlined aria-hidden />} disabled style={{ pointerEvents: 'none' }}>
          Share
        </Button>
      </span>
    </Popover>
  );
}
