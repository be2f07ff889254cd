import { useMemo, useState } from 'react';
import { Alert, App, Button, Empty, Flex, Menu, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { TemplateBlockMessages, type BlockEntry } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { fetchBlocksData, useBlockCatalogue, useSavedBlocks, useStoreConnected } from '../api/get-blocks';
import {
  blockMenu,
  blocksIn,
  createFromBlocksState,
  popularRow,
  selectionText,
  toggleBlock,
  type BlockMenuEntry,
  type SelectedBlock,
} from '../hooks/block-selection';
import { BLOCK_GRID_STYLE, BlockCard, BlockImage, SavedBlockPreview } from './block-card';

const CalendlyMissingModal = lazyDialog(() =>
  import('./block-integration-modals').then((m) => m.CalendlyMissingModal),
);
const OAuthRequiredModal = lazyDialog(() =>
  import('./block-integration-modals').then((m) => m.OAuthRequiredModal),
);

const POPULAR = 'popular';
const SAVED = 'saved';

const sectionTitle = { margin: 0, fontSize: 18 } as const;
const groupTitle = { margin: '8px 0 12px', fontSize: 15 } as const;

/** /app/templates/blocks (spec 3 §2.9): choose blocks in order, then open the editor on a template made of them. */
export function BuildingBlocks() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const catalogue = useBlockCatalogue();
  const saved = useSavedBlocks();
  const storeConnected = useStoreConnected().data === true;
  const [menuKey, setMenuKey] = useState(POPULAR);
  const [selection, setSelection] = useState<SelectedBlock[]>([]);
  const [modal, setModal] = useState<'scheduling' | 'videoMeeting'>();
  const [creating, setCreating] = useState(false);
  const menu = useMemo(() => blockMenu(user.flags.simpleForms), [user.flags.simpleForms]);
  const order = new Map(selection.map((block, index) => [block.id, index + 1]));
  const blocks = catalogue.data?.data ?? [];

  const choose = (block: BlockEntry) => {
    if (block.integration === 'scheduling') return setModal('scheduling');
    if (block.integration === 'videoMeeting') return setModal('videoMeeting');
    if (block.integration === 'storePlatform' && !storeConnected)
      return void navigate(paths.storeIntegration);
    setSelection((current) => toggleBlock(current, { id: block.value, category: block.blockCategory }));
  };

  const create = async () => {
    if (!catalogue.data || selection.length === 0) return;
    setCreating(true);
    try {
      await fetchBlocksData(selection.map((block) => block.id));
    } catch {
      setCreating(false);
      notification.error({ title: TemplateBlockMessages.createFailed, placement: 'bottomRight' });
      return;
    }
    void navigate(paths.editorV3(catalogue.data.defaultTemplateId), {
      state: createFromBlocksState(selection),
    });
  };

  const noteOf = (block: BlockEntry): string | undefined =>
    block.integration === 'scheduling'
      ? 'Needs Calendly'
      : block.integration === 'videoMeeting'
        ? 'Needs Zoom (OAuth)'
        : block.integration === 'storePlatform' && !storeConnected
          ? 'Connect your store'
          : undefined;

  const grid = (entries: readonly BlockEntry[]) => (
    <div style={BLOCK_GRID_STYLE}>
      {entries.map((block) => (
        <BlockCard
          key={block.value}
          title={block.title}
          order={order.get(block.value)}
          onToggle={() => choose(block)}
          picture={<BlockImage src={block.imgSrc} />}
          note={noteOf(block)}
        />
      ))}
    </div>
  );

  const entryView = (entry: BlockMenuEntry) => (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={sectionTitle}>
        {entry.label}
      </Typography.Title>
      {entry.groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          {entry.groups.length > 1 && (
            <Typography.Title level={3} style={groupTitle}>
              {group.title}
            </Typography.Title>
          )}
          {grid(blocksIn(blocks, group.categories))}
        </section>
      ))}
    </Flex>
  );

  const popularView = (
    <Flex vertical gap={32}>
      <Typography.Title level={2} style={sectionTitle}>
        Popular Blocks
      </Typography.Title>
      {menu.map((entry) => (
        <section key={entry.key} aria-label={entry.label}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Typography.Title level={3} style={{ ...groupTitle, margin: 0 }}>
              {entry.label}
            </Typography.Title>
            <Button type="link" onClick={() => setMenuKey(entry.key)} aria-label={`View all ${entry.label}`}>
              View all
            </Button>
          </Flex>
          {grid(popularRow(blocks, entry))}
        </section>
      ))}
    </Flex>
  );

  const savedView = (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={sectionTitle}>
        Your saved blocks
      </Typography.Title>
      {saved.isPending ? (
        <Skeleton active />
      ) : saved.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your saved blocks could not be loaded. Refresh the page to try again."
        />
      ) : saved.data.length === 0 ? (
        <Empty description="No saved blocks yet. In the editor, select a section and choose 'Save as block' to reuse it here." />
      ) : (
        <div style={BLOCK_GRID_STYLE}>
          {saved.data.map((block) => (
            <BlockCard
              key={block.id}
              title={block.name}
              detail={`Updated ${formatDate(block.lastUpdated)}`}
              order={order.get(block.id)}
              onToggle={() =>
                setSelection((current) => toggleBlock(current, { id: block.id, category: 'saved' }))
              }
              picture={<SavedBlockPreview src={block.thumbnailPath} title={block.name} />}
            />
          ))}
        </div>
      )}
    </Flex>
  );

  const current = menu.find((entry) => entry.key === menuKey);
  return (
    <Flex vertical gap={16}>
      <Flex
        justify="space-between"
        align="center"
        gap={16}
        wrap
        style={{ padding: '12px 16px', background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8 }}
      >
        <Typography.Text aria-live="polite">
          {selection.length === 0
            ? 'Choose blocks to build a new template from them.'
            : selectionText(selection.length)}
        </Typography.Text>
        <Flex gap={8}>
          {selection.length > 0 && <Button onClick={() => setSelection([])}>Clear selection</Button>}
          <Button
            type="primary"
            disabled={selection.length === 0 || !catalogue.data}
            loading={creating}
            onClick={() => void create()}
          >
            Create new template
          </Button>
        </Flex>
      </Flex>
      <Flex gap={24} align="flex-start">
        <nav aria-label="Building block categories" style={{ width: 220, flex: 'none' }}>
          <Menu
            mode="inline"
            selectedKeys={[menuKey]}
            onClick={({ key }) => setMenuKey(key)}
            style={{ borderInlineEnd: 'none' }}
            items={[
              { key: POPULAR, label: 'Popular Blocks' },
              ...menu.map((entry) => ({ key: entry.key, label: entry.label })),
              { key: SAVED, label: 'Your saved blocks' },
            ]}
          />
        </nav>
        <div style={{ flex: 1, minWidth: 0 }}>
          {catalogue.isPending ? (
            <Skeleton active />
          ) : catalogue.isError ? (
            <Alert
              type="error"
              showIcon
              title="The building blocks could not be loaded. Refresh the page to try again."
            />
          ) : menuKey === SAVED ? (
            savedView
          ) : current ? (
            entryView(current)
          ) : (
            popularView
          )}
        </div>
      </Flex>
      {modal === 'scheduling' && <CalendlyMissingModal open onClose={() => setModal(undefined)} />}
      {modal === 'videoMeeting' && <OAuthRequiredModal open onClose={() => setModal(undefined)} />}
    </Flex>
  );
}
