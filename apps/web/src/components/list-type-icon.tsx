import {
  ApiOutlined,
  CameraOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ListType } from '@sendwell/contracts';
import { listTypeLabel } from '@sendwell/domain';

const ICONS: Record<ListType, typeof UnorderedListOutlined> = {
  list: UnorderedListOutlined,
  static: CameraOutlined,
  'static-segment': CameraOutlined,
  dynamic: ThunderboltOutlined,
  'dynamic-shopify': ShopOutlined,
  shopify: ShopOutlined,
  hubspot: ApiOutlined,
  'dynamic-hubspot': ApiOutlined,
};

const COLORS: Record<ListType, string> = {
  list: '#3b5bdb',
  static: '#7048e8',
  'static-segment': '#7048e8',
  dynamic: '#f08c00',
  'dynamic-shopify': '#2b8a3e',
  shopify: '#2b8a3e',
  hubspot: '#e8590c',
  'dynamic-hubspot': '#e8590c',
};

/** A list's kind at a glance: plain list, static or dynamic segment, or a list synced from a store or CRM. */
export function ListTypeIcon({ type }: { type: ListType }) {
  const Icon = ICONS[type];
  return <Icon aria-label={listTypeLabel(type)} style={{ color: COLORS[type] }} />;
}
