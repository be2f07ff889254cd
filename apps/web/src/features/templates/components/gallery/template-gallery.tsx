import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  BLANK_TEMPLATE_ID,
  GALLERY_LOADING_PLACEHOLDERS,
  GalleryMessages,
  type GalleryFeature,
  type GalleryStyle,
} from '@sendwell/contracts';
import {
  filterGalleryTemplates,
  galleryGridTitle,
  hasActiveGalleryFilters,
  isListedGalleryTemplate,
  type GalleryMenuKey,
} from '@sendwell/domain';
import { lazyDialog } from '../../../../components/lazy-component';
import { errorMessage } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../../lib/current-user';
import { paths } from '../../../../lib/paths';
import { useGalleryFilters, useGalleryTemplates } from '../../api/get-gallery';
import { GalleryCard, GalleryCardPlaceholder, GalleryCreateCard } from './gallery-card';
import { GalleryMenu } from './gallery-menu';
import { GalleryToolbar } from './gallery-toolbar';
import styles from './gallery.module.css';

const LazyGalleryPreviewModal = lazyDialog(() =>
  import('./gallery-preview-modal').then((module) => module.GalleryPreviewModal),
);

/** Spec 3 §2.8, §4: the Template Gallery tab (/app/templates/new). */
export function TemplateGallery() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const templates = useGalleryTemplates();
  const filters = useGalleryFilters();
  const [search, setSearch] = useState('');
  const [menu, setMenu] = useState<GalleryMenuKey>({ kind: 'all' });
  const [features, setFeatures] = useState<(GalleryFeature | 'All')[]>([]);
  const [style, setStyle] = useState<(GalleryStyle | 'All')[]>([]);
  const [createdBy, setCreatedBy] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<number>();

  const query = { search, menu, features, styles: style, createdBy };
  const shown = useMemo(
    () => filterGalleryTemplates(templates.data ?? [], { search, menu, features, styles: style, createdBy }),
    [templates.data, search, menu, features, style, createdBy],
  );
  const hasNew = (templates.data ?? []).some(
    (template) => isListedGalleryTemplate(template) && template.isNew,
  );

  // Spec 3 §4: typing a search resets the menu to all templates; picking a menu item clears the search.
  const onSearch = (text: string) => {
    setSearch(text);
    if (text.trim() !== '') setMenu({ kind: 'all' });
  };
  const onMenu = (next: GalleryMenuKey) => {
    setMenu(next);
    setSearch('');
  };
  const clearFilters = () => {
    setFeatures([]);
    setStyle([]);
    setCreatedBy(null);
  };
  const startFromScratch = () =>
    void navigate(paths.editorV3(BLANK_TEMPLATE_ID), { state: { flow: 'editor', isLayout: true } });
  const useTemplate = (id: number) => void navigate(paths.editorV3(id), { state: { flow: 'editor' } });

  const error = templates.error ?? filters.error;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        message="The gallery could not be loaded"
        description={errorMessage(error)}
      />
    );
  const loading = templates.isPending || filters.isPending;

  return (
    <div className={styles.layout}>
      {filters.data ? (
        <GalleryMenu filters={filters.data} hasNew={hasNew} value={menu} onChange={onMenu} />
      ) : (
        <div />
      )}
      <Flex vertical gap={16} style={{ minWidth: 0 }}>
        {filters.data && (
          <GalleryToolbar
            filters={filters.data}
            search={search}
            onSearch={onSearch}
            features={features}
            onFeatures={setFeatures}
            styles={style}
            onStyles={setStyle}
            createdBy={user.flags.createdByFilter ? { value: createdBy, onChange: setCreatedBy } : undefined}
            showClear={hasActiveGalleryFilters(query)}
            onClear={clearFilters}
          />
        )}
        {loading ? (
          <div className={styles.grid} aria-busy="true" aria-label="Loading templates">
            {Array.from({ length: GALLERY_LOADING_PLACEHOLDERS }, (_, index) => (
              <GalleryCardPlaceholder key={index} />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <Empty
            style={{ padding: '48px 0' }}
            description={
              <Flex vertical gap={4} align="center">
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  {search.trim() ? GalleryMessages.noResults(search.trim()) : GalleryMessages.showing(0)}
                </Typography.Title>
                <Typography.Text type="secondary">{GalleryMessages.noResultsHint}</Typography.Text>
              </Flex>
            }
          >
            <Flex gap={8} justify="center">
              <Button
                onClick={() => {
                  onMenu({ kind: 'all' });
                  clearFilters();
                }}
              >
                {GalleryMessages.exploreTemplates}
              </Button>
              <Button type="primary" onClick={startFromScratch}>
                {GalleryMessages.startFromScratch}
              </Button>
            </Flex>
          </Empty>
        ) : (
          <>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} aria-live="polite">
              {galleryGridTitle(query, shown.length)}
            </Typography.Title>
            <div className={styles.grid}>
              <GalleryCreateCard
                onStart={startFromScratch}
                onCreateWithAi={
                  user.flags.aiTemplateCreation ? () => void navigate(paths.aiTemplate) : undefined
                }
              />
              {shown.map((template) => (
                <GalleryCard key={template.id} template={template} onOpen={() => setPreviewId(template.id)} />
              ))}
            </div>
          </>
        )}
      </Flex>
      {previewId !== undefined && templates.data && (
        <LazyGalleryPreviewModal
          open
          templates={shown}
          all={templates.data}
          templateId={previewId}
          onTemplateChange={setPreviewId}
          onClose={() => setPreviewId(undefined)}
          onUse={useTemplate}
          onStartFromScratch={startFromScratch}
        />
      )}
    </div>
  );
}
