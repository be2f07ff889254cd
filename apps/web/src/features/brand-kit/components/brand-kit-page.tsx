import { Alert, App, Button, Card, Flex, Input, Spin, Switch, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BRAND_KIT_SECTIONS,
  BRAND_KIT_SECTION_TITLES,
  type BrandKit,
  type BrandKitSection,
} from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { errorMessage } from '../../../lib/api-client';
import {
  brandKitKeys,
  useBrandKit,
  useBrandLibraryStatus,
  useImportBrandKit,
  useSetBrandLibraryStatus,
} from '../api/brand-kit-api';
import { BRAND_LIBRARY_CHANNEL, SECTION_TEXT, firstUnpublished, isSection } from './brand-kit-sections';

const SectionModal = lazyDialog(() => import('./section-modal').then((module) => module.SectionModal));

/** Other tabs' saves make this one read the kit again (spec 3 §4). */
const useOtherTabsSaves = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(BRAND_LIBRARY_CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: brandKitKeys.kit });
    return () => channel.close();
  }, [queryClient]);
};

function ApplyToggle() {
  const { notification } = App.useApp();
  const status = useBrandLibraryStatus();
  const setStatus = useSetBrandLibraryStatus();
  return (
    <Flex gap={8} align="center">
      <Switch
        id="apply-brand-library"
        checked={status.data?.applyBrandLibrary ?? true}
        loading={status.isPending || setStatus.isPending}
        onChange={(applyBrandLibrary) =>
          setStatus.mutate(
            { applyBrandLibrary, itemId: status.data?.itemId ?? '' },
            {
              onError: (error) =>
                notification.error({ title: errorMessage(error), placement: 'bottomRight' }),
            },
          )
        }
      />
      <label htmlFor="apply-brand-library">Apply the brand kit to new templates</label>
    </Flex>
  );
}

function WebsiteImport({ kit }: { kit: BrandKit }) {
  const [url, setUrl] = useState(kit.import?.url ?? '');
  const start = useImportBrandKit();
  const current = kit.import;
  const running = current?.status === 'running' || start.isPending;
  return (
    <Card size="small">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (url.trim()) start.mutate(url.trim());
        }}
      >
        <Flex gap={8} align="center" wrap>
          <label htmlFor="brand-website" style={{ fontWeight: 600 }}>
            Your website
          </label>
          <Input
            id="brand-website"
            style={{ maxWidth: 360 }}
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button htmlType="submit" loading={running} disabled={!url.trim()}>
            Import from website
          </Button>
        </Flex>
      </form>
      {start.isError && (
        <Alert style={{ marginTop: 8 }} type="error" showIcon title={errorMessage(start.error)} />
      )}
      {current && !start.isError && (
        <Alert
          style={{ marginTop: 8 }}
          role="status"
          showIcon
          type={current.status === 'running' ? 'info' : current.status === 'done' ? 'success' : 'error'}
          title={current.message}
        />
      )}
    </Card>
  );
}

function SectionCard({
  section,
  kit,
  onOpen,
}: {
  section: BrandKitSection;
  kit: BrandKit;
  onOpen: (section: BrandKitSection) => void;
}) {
  const published = kit.attributes[section].isPublished;
  const title = BRAND_KIT_SECTION_TITLES[section];
  return (
    <Card size="small" data-testid="brand-kit-card" style={{ height: '100%' }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {title}
          </Typography.Title>
          {published ? (
            <Tag color="green" style={{ color: '#237804' }}>
              Published
            </Tag>
          ) : (
            <Tag color="purple">Review</Tag>
          )}
        </Flex>
        <Typography.Text>{SECTION_TEXT[section].description}</Typography.Text>
        {!published && (
          <Typography.Text type="secondary">
            Review and publish it before using it in your templates.
          </Typography.Text>
        )}
        <div style={{ marginTop: 'auto' }}>
          <Button
            type={published ? 'default' : 'primary'}
            aria-label={`${published ? 'Edit' : 'Review & Publish'} ${title}`}
            onClick={() => onOpen(section)}
          >
            {published ? 'Edit' : 'Review & Publish'}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}

/** /app/templates/brandlibrary: the brand kit's six sections, each reviewed and published on its own (spec 3 §2.10). */
export function BrandKitPage() {
  const kit = useBrandKit();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [open, setOpenSection] = useState<BrandKitSection | null>(null);
  // A save refused as stale shows the section again, read afresh, with the reason (spec 3 §4).
  const [stale, setStale] = useState<{ reloads: number; shown: boolean }>({ reloads: 0, shown: false });
  const setOpen = (section: BrandKitSection | null) => {
    setStale((current) => ({ ...current, shown: false }));
    setOpenSection(section);
  };
  useOtherTabsSaves();

  // ?modal=<section> opens that section once the kit is here, then leaves the address.
  const requested = params.get('modal');
  useEffect(() => {
    if (!kit.data || requested === null) return;
    if (isSection(requested)) setOpen(requested);
    setParams(
      (current) => {
        current.delete('modal');
        return current;
      },
      { replace: true },
    );
  }, [kit.data, requested, setParams]);

  if (kit.isPending) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (kit.isError) return <Alert type="error" showIcon title={errorMessage(kit.error)} />;
  const data = kit.data;
  const next = firstUnpublished(data.attributes);

  return (
    <Flex vertical gap={16}>
      {next && (
        <Alert
          type="info"
          showIcon
          title="Create email templates 5x faster"
          description="We pulled your brand kit automatically from your website. Review each section and publish it to use it in your templates."
          action={
            <Button type="primary" onClick={() => setOpen(next)}>
              Review & Publish
            </Button>
          }
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <ApplyToggle />
      </Flex>
      <WebsiteImport kit={data} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
        {BRAND_KIT_SECTIONS.map((section) => (
          <SectionCard key={section} section={section} kit={data} onOpen={setOpen} />
        ))}
      </div>
      {open && (
        <SectionModal
          key={`${open}-${stale.reloads}`}
          section={open}
          kit={data}
          stale={stale.shown}
          onClose={() => setOpen(null)}
          onOpen={setOpen}
          onStale={async () => {
            await queryClient.invalidateQueries({ queryKey: brandKitKeys.kit });
            setStale((current) => ({ reloads: current.reloads + 1, shown: true }));
          }}
        />
      )}
    </Flex>
  );
}
