import { useMemo, useState } from 'react';
import { Alert, App, Card, Empty, Flex, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { editorPagePath, TEXT_ONLY_TEMPLATE_ID, TemplateMessages, type Template } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { trackEvent } from '../../../lib/track-event';
import { useTemplates } from '../api/get-templates';
import { useRemoveTemplate } from '../api/template-mutations';
import {
  DEFAULT_SAVED_LIST_VIEW,
  showsFolderMenu,
  viewChangeEvents,
  viewTemplates,
  type SavedListView,
} from '../hooks/saved-list-view';
import { DuplicateTemplateModal } from './duplicate-template-modal';
import { SavedTemplatesToolbar } from './saved-templates-toolbar';
import { TemplateCard, CARD_WIDTH } from './template-card';
import { TemplatePreviewModal } from './template-preview-modal';
import { TemplatesZeroState } from './templates-zero-state';

// The upload form (drop zones, Form, Segmented, the email type picker) and the email types dialog load when opened.
const UploadTemplateModal = lazyDialog(() =>
  import('./upload-template-modal').then((m) => m.UploadTemplateModal),
);
const ManageEmailTypesModal = lazyDialog(() =>
  import('./manage-email-types-modal').then((m) => m.ManageEmailTypesModal),
);

/** Spec 3 §9: skeleton cards while loading. */
const SKELETON_CARDS = 10;

const gridStyle = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${CARD_WIDTH}, 1fr))`,
  gap: 16,
} as const;

/** /app/templates/saved: the account's templates as cards, searched, sorted and filtered on the client. */
export function SavedTemplates({ uploadOpen }: { uploadOpen: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const templates = useTemplates();
  const removeTemplate = useRemoveTemplate();
  const [view, setView] = useState<SavedListView>(DEFAULT_SAVED_LIST_VIEW);
  const [manageOpen, setManageOpen] = useState(false);
  const [duplicating, setDuplicating] = useState<Template>();
  const [previewing, setPreviewing] = useState<number>();
  const shown = useMemo(
    () => viewTemplates(templates.data ?? [], view, user.id),
    [templates.data, view, user.id],
  );
  const previewable = useMemo(() => shown.map((item) => item.template), [shown]);

  const changeView = (next: SavedListView) => {
    for (const change of viewChangeEvents(view, next)) void trackEvent(change);
    setView(next);
  };
  const openPreview = (template: Template) => {
    void trackEvent({ event: 'template_preview', properties: { templateId: template.id } });
    setPreviewing(shown.findIndex((entry) => entry.template.id === template.id));
  };

  const openUpload = () => void navigate(paths.templatesTab('upload'));
  const closeUpload = () => void navigate(paths.templatesTab('saved'));
  const createNew = () => void navigate(paths.templatesTab('new'), { state: { flow: 'editor' } });
  // Spec 3 §2.1: a text-only template opens the editor on its fixed starting point with flow=editor.
  const createTextOnly = () =>
    void navigate(editorPagePath(TEXT_ONLY_TEMPLATE_ID), { state: { flow: 'editor' } });
  // Spec 3 §2.2: 'Create with AI' only while the AI template creation flag is on.
  const createWithAi = user.flags.aiTemplateCreation ? () => void navigate(paths.aiTemplate) : undefined;

  // Spec 3 §4: in the list, archiving reads as deleting, and the message says it is permanent.
  const confirmDelete = (template: Template) =>
    modal.confirm({
      title: TemplateMessages.deleteConfirm,
      content: template.name,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        removeTemplate.mutateAsync(template.id).then(
          () => notification.success({ title: TemplateMessages.deleted, placement: 'bottomRight' }),
          (error: unknown) =>
            notification.error({
              title: isApiRequestError(error) ? error.message : TemplateMessages.deleteFailed,
              placement: 'bottomRight',
            }),
        ),
    });

  const hasTemplates = (templates.data?.length ?? 0) > 0;

  return (
    <Flex vertical gap={16}>
      {(hasTemplates || templates.isPending) && (
        <SavedTemplatesToolbar
          view={view}
          onViewChange={changeView}
          onCreate={createNew}
          onCreateTextOnly={createTextOnly}
          onUpload={openUpload}
          onCreateWithAi={createWithAi}
          onManageEmailTypes={() => setManageOpen(true)}
          folders={showsFolderMenu(user) ? user.templateFolders : []}
        />
      )}
      {templates.isError && <Alert type="error" showIcon title={errorMessage(templates.error)} />}
      {templates.isPending ? (
        <div style={gridStyle} aria-busy="true" aria-label="Loading templates">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index} size="small">
              <Skeleton.Node active style={{ width: '100%', height: 160 }} />
              <Skeleton active title paragraph={{ rows: 1 }} style={{ marginTop: 12 }} />
            </Card>
          ))}
        </div>
      ) : !hasTemplates && templates.isSuccess ? (
        <TemplatesZeroState onCreate={createNew} onCreateWithAi={createWithAi} onUpload={openUpload} />
      ) : shown.length === 0 ? (
        <Empty description="No templates found" style={{ padding: '48px 0' }} />
      ) : (
        <div style={gridStyle}>
          {shown.map((item) => (
            <TemplateCard
              key={item.template.id}
              item={item}
              onPreview={openPreview}
              onDuplicate={setDuplicating}
              onDelete={confirmDelete}
            />
          ))}
        </div>
      )}
      {uploadOpen && <UploadTemplateModal open onClose={closeUpload} />}
      {manageOpen && <ManageEmailTypesModal open onClose={() => setManageOpen(false)} />}
      <DuplicateTemplateModal template={duplicating} onClose={() => setDuplicating(undefined)} />
      <TemplatePreviewModal templates={previewable} index={previewing} onIndexChange={setPreviewing} />
    </Flex>
  );
}
