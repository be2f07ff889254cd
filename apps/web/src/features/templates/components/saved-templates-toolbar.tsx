import { Button, Dropdown, Flex, Input, Space, type MenuProps } from 'antd';
import {
  BulbOutlined,
  DownOutlined,
  EllipsisOutlined,
  FilterOutlined,
  FolderAddOutlined,
  SortAscendingOutlined,
} from '@ant-design/icons';
import { useEmailTypes } from '../api/get-email-types';
import {
  orderLabel,
  SORT_LABELS,
  type SavedListView,
  type TemplateOrder,
  type TemplateSort,
} from '../hooks/saved-list-view';

interface SavedTemplatesToolbarProps {
  view: SavedListView;
  onViewChange: (view: SavedListView) => void;
  onCreate: () => void;
  /** 'Create text only template': the editor on the text-only starting point. */
  onCreateTextOnly: () => void;
  onUpload: () => void;
  /** 'Create with AI', shown only while the AI template creation flag is on (spec 3 §2.2). */
  onCreateWithAi?: () => void;
  onManageEmailTypes: () => void;
  /** The account's template folders when the folder menu shows (spec 3 §2.2), else none. */
  folders: readonly string[];
}

const ALL_TYPES = '__all__';
const ALL_FOLDERS = '__all__';

/** Spec 3 §2.2: search, the sort and filter menus, 'Create new template' and the overflow menu. */
export function SavedTemplatesToolbar({
  view,
  onViewChange,
  onCreate,
  onCreateTextOnly,
  onUpload,
  onCreateWithAi,
  onManageEmailTypes,
  folders,
}: SavedTemplatesToolbarProps) {
  const emailTypes = useEmailTypes();
  const change = (changes: Partial<SavedListView>) => onViewChange({ ...view, ...changes });

  const sortMenu: MenuProps = {
    selectable: true,
    selectedKeys: [`sort:${view.sort}`, `order:${view.order}`],
    items: [
      {
        type: 'group',
        label: 'Sort by',
        children: (Object.keys(SORT_LABELS) as TemplateSort[]).map((sort) => ({
          key: `sort:${sort}`,
          label: SORT_LABELS[sort],
        })),
      },
      {
        type: 'group',
        label: 'Sorting order',
        children: (['lowToHigh', 'highToLow'] as TemplateOrder[]).map((order) => ({
          key: `order:${order}`,
          label: orderLabel(view.sort, order),
        })),
      },
    ],
    onClick: ({ key }) => {
      const [kind, value] = key.split(':');
      if (kind === 'sort') change({ sort: value as TemplateSort });
      else change({ order: value as TemplateOrder });
    },
  };

  const filterMenu: MenuProps = {
    selectable: true,
    selectedKeys: [`type:${view.emailType ?? ALL_TYPES}`, `by:${view.createdBy}`],
    items: [
      {
        type: 'group',
        label: 'Email types',
        // Spec 3 §2.2: the list scrolls above 5 entries.
        children: [
          { key: `type:${ALL_TYPES}`, label: 'All email types' },
          ...(emailTypes.data ?? []).map((name) => ({ key: `type:${name}`, label: name })),
        ],
      },
      {
        type: 'group',
        label: 'Created by',
        children: [
          { key: 'by:anyone', label: 'Created by anyone' },
          { key: 'by:you', label: 'Created by you' },
        ],
      },
    ],
    onClick: ({ key }) => {
      const [kind, ...rest] = key.split(':');
      const value = rest.join(':');
      if (kind === 'type') change({ emailType: value === ALL_TYPES ? null : value });
      else change({ createdBy: value === 'you' ? 'you' : 'anyone' });
    },
  };

  const filtered = view.emailType !== null || view.createdBy !== 'anyone';

  const folderMenu: MenuProps = {
    selectable: true,
    selectedKeys: [view.folder ?? ALL_FOLDERS],
    items: [
      { key: ALL_FOLDERS, label: 'All folders' },
      ...folders.map((name) => ({ key: name, label: name })),
    ],
    onClick: ({ key }) => change({ folder: key === ALL_FOLDERS ? null : key }),
  };

  return (
    <Flex gap={8} wrap align="center">
      <Input.Search
        placeholder="Search templates"
        aria-label="Search templates"
        allowClear
        value={view.search}
        onChange={(event) => change({ search: event.target.value })}
        style={{ width: 280 }}
      />
      <Dropdown menu={sortMenu} trigger={['click']}>
        <Button icon={<SortAscendingOutlined aria-hidden />}>
          {SORT_LABELS[view.sort]}: {orderLabel(view.sort, view.order)}
        </Button>
      </Dropdown>
      <Dropdown
        menu={filterMenu}
        trigger={['click']}
        styles={{ root: { maxHeight: 360, overflowY: 'auto' } }}
      >
        <Button
          icon={<FilterOutlined aria-hidden />}
          type={filtered ? 'primary' : 'default'}
          ghost={filtered}
        >
          Filter
        </Button>
      </Dropdown>
      {folders.length > 0 && (
        <Dropdown
          menu={folderMenu}
          trigger={['click']}
          styles={{ root: { maxHeight: 360, overflowY: 'auto' } }}
        >
          <Button
            icon={<FolderAddOutlined aria-hidden />}
            aria-label={`Folder: ${view.folder ?? 'All folders'}`}
          >
            {view.folder ?? 'All folders'}
          </Button>
        </Dropdown>
      )}
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {onCreateWithAi && (
          <Button icon={<BulbOutlined aria-hidden />} onClick={onCreateWithAi}>
            Create with AI
          </Button>
        )}
        <Space.Compact>
          <Button type="primary" onClick={onCreate}>
            Create new template
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'new', label: 'Create new template' },
                { key: 'text', label: 'Create text only template' },
                { key: 'upload', label: 'Upload Template' },
              ],
              onClick: ({ key }) =>
                key === 'upload' ? onUpload() : key === 'text' ? onCreateTextOnly() : onCreate(),
            }}
          >
            <Button
              type="primary"
              icon={<DownOutlined aria-hidden />}
              aria-label="More ways to create a template"
            />
          </Dropdown>
        </Space.Compact>
        <Dropdown
          menu={{ items: [{ key: 'manage', label: 'Manage email types' }], onClick: onManageEmailTypes }}
          trigger={['click']}
        >
          <Button icon={<EllipsisOutlined aria-hidden />} aria-label="More actions" />
        </Dropdown>
      </Flex>
    </Flex>
  );
}
