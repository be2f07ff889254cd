import type { ComponentType } from 'react';
import { ContactsOutlined, LayoutOutlined, MailOutlined, SendOutlined, SettingOutlined } from '@ant-design/icons';
import { paths } from '../lib/paths';

/** A condition, beyond being signed in, for showing an entry; the shell knows how to answer each. */
export type NavigationRequirement = 'devOutbox';

export interface NavigationItem {
  key: string;
  label: string;
  /** Where the entry leads. */
  path: string;
  /** The entry is active for every page under this prefix; defaults to `path`. */
  section?: string;
  icon: ComponentType;
  requires?: NavigationRequirement;
}

/** The left navigation, in order. A feature adds its entry here when its page exists. */
export const navigationItems: NavigationItem[] = [
  {
    key: 'contacts',
    label: 'Contacts',
    path: paths.contacts,
    icon: ContactsOutlined,
  },
  {
    key: 'campaigns',
    label: 'Campaigns',
    path: paths.campaigns,
    icon: SendOutlined,
  },
  {
    key: 'templates',
    label: 'Templates',
    path: paths.templatesTab('saved'),
    section: paths.templates,
    icon: LayoutOutlined,
  },
  {
    key: 'settings',
    label: 'Settings',
    path: paths.myAccount,
    section: paths.settings,
    icon: SettingOutlined,
  },
  {
    key: 'dev-outbox',
    label: 'Dev outbox',
    path: paths.devOutbox,
    icon: MailOutlined,
    requires: 'devOutbox',
  },
];

export const hasNavigationItem = (key: string): boolean => navigationItems.some((item) => item.key === key);

export const activeNavigationKey = (items: NavigationItem[], pathname: string): string | undefined =>
  items.find((item) => {
    const section = item.section ?? item.path;
    return pathname === section || pathname.startsWith(`${section}/`);
  })?.key;
