import { useEffect, useState } from 'react';
import { Layout, Menu } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import type { UserInfo } from '@sendwell/contracts';
import { BrandMark } from '../../components/brand-mark';
import { AvailablePagesContext, type AvailablePages } from '../../lib/available-pages';
import { CurrentUserContext } from '../../lib/current-user';
import { paths } from '../../lib/paths';
import { VerificationAlert } from '../../features/account/components/verification-alert';
import { useOutboxAvailable } from '../../features/dev-outbox/hooks/use-outbox-available';
import {
  activeNavigationKey,
  hasNavigationItem,
  navigationItems,
  type NavigationRequirement,
} from '../navigation';
import { hasSettingsTab } from '../settings-tabs';
import { AppHeader } from './app-header';
import { mainLandmark } from '../../components/skip-link';
import { lazyComponent } from '../../components/lazy-component';
import { PageLoader } from '../../components/page-loader';

// Only an account whose plan ended sees it, so its code (with the plan chooser's) loads then.
const PlanLockScreen = lazyComponent(
  () => import('./plan-lock-screen').then((m) => m.PlanLockScreen),
  <PageLoader fullPage />,
);

const availablePages: AvailablePages = {
  campaigns: hasNavigationItem('campaigns'),
  plans: hasSettingsTab('plans'),
};

const NAVIGATION_ID = 'app-navigation';

interface AppShellProps {
  user: UserInfo;
}

/** The signed-in frame: navigation on the left, account and user controls on top, the page below. */
export function AppShell({ user }: AppShellProps) {
  const location = useLocation();
  const met: Record<NavigationRequirement, boolean> = { devOutbox: useOutboxAvailable() };
  const items = navigationItems.filter((item) => !item.requires || met[item.requires]);
  // Below the large breakpoint the navigation hides behind the header's menu button and opens over the page.
  const [narrow, setNarrow] = useState(false);
  const [navigationOpen, setNavigationOpen] = useState(false);
  const navigationHidden = narrow && !navigationOpen;
  useEffect(() => setNavigationOpen(false), [location.pathname]);
  useEffect(() => {
    if (!navigationOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavigationOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [navigationOpen]);
  // Spec 2 §2.4, §2.6: a locked account sees its lock screen in place of every page.
  if (user.planLock) return <PlanLockScreen user={user} lock={user.planLock} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        id={NAVIGATION_ID}
        theme="light"
        width={232}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={navigationHidden}
        onBreakpoint={setNarrow}
        trigger={null}
        className={narrow ? 'app-navigation app-navigation-over' : 'app-navigation'}
        // Closed on a phone it is 0 px wide: a border would stand as a line down the screen's edge.
        style={narrow ? undefined : { borderRight: '1px solid #eef0f4' }}
      >
        {/* Hidden while closed, so the keyboard does not reach links nobody sees. */}
        <div hidden={navigationHidden}>
          <Link to={paths.app} aria-label="Sendwell home" style={{ display: 'block', padding: '16px 20px' }}>
            <BrandMark />
          </Link>
          <nav aria-label="Main">
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={[activeNavigationKey(items, location.pathname) ?? '']}
              items={items.map(({ key, label, path, icon: Icon }) => ({
                key,
                icon: <Icon />,
                label: <Link to={path}>{label}</Link>,
              }))}
            />
          </nav>
        </div>
      </Layout.Sider>
      <Layout>
        <AppHeader
          user={user}
          navigation={
            narrow
              ? { id: NAVIGATION_ID, open: navigationOpen, toggle: () => setNavigationOpen((open) => !open) }
              : undefined
          }
        />
        {!user.isVerified && <VerificationAlert />}
        <Layout.Content {...mainLandmark} style={{ padding: 24 }}>
          <CurrentUserContext value={user}>
            <AvailablePagesContext value={availablePages}>
              <Outlet />
            </AvailablePagesContext>
          </CurrentUserContext>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
