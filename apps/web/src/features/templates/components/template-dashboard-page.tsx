import { useState } from 'react';
import { App, Button, Flex, Spin, Tabs, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CopyOutlined, EditOutlined, FormOutlined, InboxOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RoleMessages, TemplateId, TemplateMessages, templateRoutes } from '@sendwell/contracts';
import { ErrorResult } from '../../../components/error-result';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { PageTitle } from '../../../components/page-heading';
import { isApiRequestError } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { useTemplate } from '../api/get-template';
import { useRemoveTemplate } from '../api/template-mutations';
import { DuplicateTemplateModal } from './duplicate-template-modal';
import { RenameTemplateModal } from './rename-template-modal';
import { TemplatePreview } from './template-preview';

const cameFromUpload = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'previous' in state && state.previous === 'upload';

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
  const removeTemplate = useRemoveTemplate();
  const mayRemove = useMayCall(templateRoutes.removeTemplate);
  const [dialog, setDialog] = useState<'rename' | 'duplicate'>();

  // Spec 3 §2.5: back goes to the saved list after an upload, else to the previous page.
  const back = () => {
    if (cameFromUpload(location.state) || location.key === 'default') void navigate(paths.templatesTab('saved'));
    else void navigate(-1);
  };

  if (template.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
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
      <Tabs items={[{ key: 'preview', label: 'Preview', children: <TemplatePreview template={data} /> }]} />
      <RenameTemplateModal template={data} open={dialog === 'rename'} onClose={() => setDialog(undefined)} />
      <DuplicateTemplateModal template={dialog === 'duplicate' ? data : undefined} onClose={() => setDialog(undefined)} />
    </Flex>
  );
}
