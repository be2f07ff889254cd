import type { ComponentType } from 'react';
import {
  ContactsOutlined,
  LayoutOutlined,
  MailOutlined,
  NodeIndexOutlined,
  SendOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { paths } from '../lib/paths';

/** A condition, beyond being signed in, for showing an entry; the shell knows how to answer each. */
export type NavigationRequirement = 'devOutbox';

export interface NavigationItem {
  key: string;
  label: string;
  /** Where the entry leads. */
  path: string;
  /** The entry is active for every page under this prefix (or these); defaults to `path`. */
  section?: string | readonly string[];
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
    // The list and each template's own page.
    section: [paths.templates, paths.templateSection],
    icon: LayoutOutlined,
  },
  {
    key: 'journeys',
    label: 'Journeys',
    path: paths.journeys,
    icon: NodeIndexOutlined,
  },
  {
    key: 'settings',
    label: 'Settings',
    path: paths.senderSettings,
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
    const sections = typeof item.section === 'string' ? [item.section] : (item.section ?? [item.path]);
    return sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
  })?.key;
