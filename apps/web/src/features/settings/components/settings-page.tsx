import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageTitle } from '../../../components/page-heading';

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
      <PageTitle>Settings</PageTitle>
      <Tabs
        activeKey={activeKey}
        onChange={(key) => navigate(paths.settingsTab(key))}
        items={tabs.map(({ key, label }) => ({ key, label, children: key === activeKey ? children : null }))}
      />
    </>
  );
}
