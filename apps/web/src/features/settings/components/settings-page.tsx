import { Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { paths } from '../../../lib/paths';
import { settingsTabs } from './settings-tabs';

export function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const active = settingsTabs.find((candidate) => candidate.key === tab);
  if (!active) return <NotFoundPage />;

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Settings
      </Typography.Title>
      <Tabs
        activeKey={active.key}
        onChange={(key) => navigate(paths.settingsTab(key))}
        items={settingsTabs.map(({ key, label, Component }) => ({
          key,
          label,
          // Only the open tab mounts, so hidden tabs do not fetch.
          children: key === active.key ? <Component /> : null,
        }))}
      />
    </>
  );
}
