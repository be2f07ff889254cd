import { Flex, Skeleton, Spin, Tabs, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { lazyComponent } from '../../../components/lazy-component';
import { PageTitle } from '../../../components/page-heading';
import { paths } from '../../../lib/paths';
import { SavedTemplates } from './saved-templates';

/** Spec 3 §2.1: each tab has its own route; 'upload' has no tab of its own and opens the upload over the saved list. */
const TABS = [
  { key: 'saved', label: 'Your Templates' },
  { key: 'new', label: 'Template Gallery' },
  { key: 'blocks', label: 'Building Blocks' },
  { key: 'brandlibrary', label: 'Brand Kit' },
] as const;
type TabKey = (typeof TABS)[number]['key'] | 'upload';

const isTab = (tab: string | undefined): tab is TabKey =>
  tab === 'upload' || TABS.some((entry) => entry.key === tab);

// Building blocks and the gallery come with their own chunks, fetched when their tab opens.
const BuildingBlocks = lazyComponent(
  () => import('./building-blocks').then((m) => m.BuildingBlocks),
  <Skeleton active />,
);
const TemplateGallery = lazyComponent(
  () => import('./gallery/template-gallery').then((module) => module.TemplateGallery),
  <Spin style={{ display: 'block', padding: 48 }} />,
);

const BrandKitPage = lazyComponent(
  () => import('../../brand-kit/components/brand-kit-page').then((module) => module.BrandKitPage),
  <Spin style={{ display: 'block', padding: 48 }} />,
);

/** /app/templates/{tab}: the templates library. */
export function TemplatesPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!isTab(tab)) return <Navigate replace to={paths.templatesTab('saved')} />;
  const activeKey = tab === 'upload' ? 'saved' : tab;

  return (
    <Flex vertical gap={8}>
      <div>
        <PageTitle style={{ marginBottom: 4 }}>Templates</PageTitle>
        <Typography.Text type="secondary">
          Your email designs, HTML and AMP, ready to preview and use in campaigns.
        </Typography.Text>
      </div>
      <Tabs
        activeKey={activeKey}
        onChange={(key) => void navigate(paths.templatesTab(key))}
        items={TABS.map(({ key, label }) => ({
          key,
          label,
          children:
            key === 'saved' ? (
              <SavedTemplates uploadOpen={tab === 'upload'} />
            ) : key !== activeKey ? null : key === 'blocks' ? (
              <BuildingBlocks />
            ) : key === 'new' ? (
              <TemplateGallery />
            ) : (
              <BrandKitPage />
            ),
        }))}
      />
    </Flex>
  );
}
