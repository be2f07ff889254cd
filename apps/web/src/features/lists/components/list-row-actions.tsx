import { useContext, type ReactNode } from 'react';
import { Button, Dropdown, Flex, Tooltip, type MenuProps } from 'antd';
import {
  BarChartOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  RollbackOutlined,
  SendOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { exportRoutes, type ListRecord } from '@sendwell/contracts';
import { useAvailablePages } from '../../../lib/available-pages';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import {
  canArchive,
  engagementLabel,
  isDynamicList,
  type ListAction,
  type OnListAction,
} from './list-actions';
import { ListRowExtensionContext } from './list-row-extension';

interface ListRowActionsProps {
  list: ListRecord;
  onAction: OnListAction;
  refreshing: boolean;
}

function IconAction({
  label,
  icon,
  onClick,
  disabled,
  loading,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      />
    </Tooltip>
  );
}

/** Row icons and the more-menu of spec §2.1; Show definition and Duplicate come from the segments feature. */
export function ListRowActions({ list, onAction, refreshing }: ListRowActionsProps) {
  const user = useCurrentUser();
  // Spec §6: hidden, not disabled, for members with limited access.
  const mayExport = useMayCall(exportRoutes.requestDownload);
  const pages = useAvailablePages();
  const extension = useContext(ListRowExtensionContext);
  const extra = (placement: 'icon' | 'menu') =>
    extension.actions.filter((action) => action.placement === placement && action.appliesTo(list));
  const act = (action: ListAction) => () => onAction(action, list);
  const item = (action: ListAction, label: string, icon: ReactNode, danger = false) => ({
    key: action,
    label,
    icon,
    danger,
    onClick: act(action),
  });

  const menuItems: MenuProps['items'] = list.archived
    ? [item('restore', 'Restore', <RollbackOutlined aria-hidden />)]
    : [
        ...(pages.campaigns ? [item('sendCampaign', 'Send campaign', <SendOutlined aria-hidden />)] : []),
        item('rename', 'Rename', <EditOutlined aria-hidden />),
        ...extra('menu').map((action) => ({
          key: action.key,
          label: action.label,
          icon: action.icon,
          onClick: () => extension.onAction(action.key, list),
        })),
        ...(mayExport ? [item('export', 'Export to CSV', <DownloadOutlined aria-hidden />)] : []),
        ...(canArchive(list) ? [item('archive', 'Archive', <DeleteOutlined aria-hidden />, true)] : []),
      ];

  return (
    <Flex align="center" justify="flex-end" gap={2}>
      {extra('icon').map((action) => (
        <IconAction
          key={action.key}
          label={action.label}
          icon={action.icon}
          onClick={() => extension.onAction(action.key, list)}
        />
      ))}
      {!list.archived && isDynamicList(list) && (
        <IconAction
          label="Refresh contact count"
          icon={<SyncOutlined />}
          onClick={act('refresh')}
          disabled={list.processing}
          loading={refreshing}
        />
      )}
      <IconAction label="View contacts" icon={<TeamOutlined />} onClick={act('viewContacts')} />
      <IconAction
        label={engagementLabel(list, user.flags.growthEngagementModal)}
        icon={<BarChartOutlined />}
        onClick={act('engagement')}
      />
      <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: menuItems }}>
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined />}
          aria-label={`More actions for ${list.name}`}
        />
      </Dropdown>
    </Flex>
  );
}
