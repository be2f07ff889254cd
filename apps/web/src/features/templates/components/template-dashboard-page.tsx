import { useState } from 'react';
import { App, Button, Flex, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CopyOutlined, EditOutlined, FormOutlined, InboxOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RoleMessages, TemplateId, TemplateMessages, templateRoutes } from '@sendwell/contracts';
import { showsSubmissionTabs } from '@sendwell/domain';
import { ErrorResult } from '../../../components/error-result';
import { lazyComponent } from '../../../components/lazy-component';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { PageTitle } from '../../../components/page-heading';
import { isApiRequestError } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { useTemplate } from '../api/get-template';
import { useTemplateSubmissions } from '../api/get-template-submissions';
import { useRemoveTemplate } from '../api/template-mutations';
import { DuplicateTemplateModal } from './duplicate-template-modal';
import { RenameTemplateModal } from './rename-template-modal';
import { TemplatePreview } from './template-preview';

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
const TemplateSubmissionsTab = lazyComponent(() => import('./template-submissions-tab').then((module) => module.TemplateSubmissionsTab), tabLoader);
const TemplateInsightsTab = lazyComponent(() => import('./template-insights-tab').then((module) => module.TemplateInsightsTab), tabLoader);

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
  const [dialog, setDialog] = useState<'rename' | 'duplicate'>();

  // Spec 3 §2.5: back goes to the saved list after an upload, else to the previous page.
  const back = () => {
    if (cameFromUpload(location.state) || location.key === 'default') void navigate(paths.templatesTab('saved'));
    else void navigate(-1);
  };

  if (template.isPending || submissions.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
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
            notification.error({ title: isApiRequestError(error) ? error.message : TemplateMessages.actionFailed, placement: 'bottomRight' }),
        ),
    });

  const editable = data.category === 'saved';
  // Spec 3 §2.5: the last two tabs show only when there is something to see in them.
  const showsSubmissions = showsSubmissionTabs(submissions.data);
  const hasSubmissions = (submissions.data?.submissionCount ?? 0) > 0;
  const tabs = [
    { key: 'preview', label: 'Preview', children: <TemplatePreview template={data} /> },
    ...(showsSubmissions
      ? [
          { key: 'submissions', label: 'Submissions', children: <TemplateSubmissionsTab templateId={data.id} /> },
          {
            key: 'insights',
            label: 'Insights',
            children: <TemplateInsightsTab templateId={data.id} hasSubmissions={hasSubmissions} onViewAll={() => setTab('submissions')} />,
          },
        ]
      : []),
  ];
  const activeTab = tabs.some((item) => item.key === tab) ? tab : 'preview';

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex gap={12} align="flex-start">
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label="Back" onClick={back} style={{ marginTop: 4 }} />
          <div style={{ minWidth: 0 }}>
            <PageTitle style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>{data.name}</PageTitle>
            <Flex gap={8} align="center" wrap>
              <Typography.Text type="secondary">ID: {data.id}</Typography.Text>
              {data.templateChannel && <Tag>{data.templateChannel}</Tag>}
              {data.hasAMP && <Tag color="purple">AMP</Tag>}
              <Tag color={data.category === 'uploaded' ? 'blue' : 'green'}>{data.category === 'uploaded' ? 'Uploaded' : 'Saved'}</Tag>
            </Flex>
          </div>
        </Flex>
        <Flex gap={8} wrap>
          <Tooltip title={editable ? undefined : 'You can not edit the uploaded templates in the editor'}>
            <Button icon={<EditOutlined aria-hidden />} disabled={!editable}>
              Edit
            </Button>
          </Tooltip>
          <Button icon={<FormOutlined aria-hidden />} onClick={() => setDialog('rename')}>
            Rename
          </Button>
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
      <RenameTemplateModal template={data} open={dialog === 'rename'} onClose={() => setDialog(undefined)} />
      <DuplicateTemplateModal template={dialog === 'duplicate' ? data : undefined} onClose={() => setDialog(undefined)} />
    </Flex>
  );
}
