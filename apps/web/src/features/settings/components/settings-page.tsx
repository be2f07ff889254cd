import type { ReactNode } from 'react';
import { Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

export interface SettingsTabLabel {
  key: string;
  label: string;
}

interface SettingsPageProps {
  /** Every tab, in order; the shell composes them from the features that own them. */
  tabs: SettingsTabLabel[];
  activeKey: string;
  /** The open tab's content; hidden tabs do not mount, so they do not fetch. */
  children: ReactNode;
}

export function SettingsPage({ tabs, activeKey, children }: SettingsPageProps) {
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Settings
      </Typography.Title>
      <Tabs
        activeKey={activeKey}
        onChange={(key) => navigate(paths.settingsTab(key))}
        items={tabs.map(({ key, label }) => ({ key, label, children: key === activeKey ? children : null }))}
      />
    </>
  );
}
