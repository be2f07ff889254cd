import { App, Button, Checkbox, Flex, Input, Radio, Typography, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { BRAND_KIT_LOGO_MAX_BYTES, BrandKitMessages, type BrandKitAttributes } from '@sendwell/contracts';
import { isBrandUrl } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { uploadLogo } from '../api/brand-kit-api';
import type { EditorProps } from './section-editors';

type Logos = BrandKitAttributes['logos'];
type Slot = 'header' | 'footer';

const ACCEPT = '.png,.jpg,.jpeg,.gif';
const isAccepted = (file: File) => /\.(png|jpe?g|gif)$/i.test(file.name);

/** A static logo's address, or a link, when filled, must be a web address (spec 3 §5). */
const srcInvalid = (slot: Logos[Slot]) => slot.type === 'static' && slot.src !== '' && !isBrandUrl(slot.src);
const linkInvalid = (slot: Logos[Slot]) => slot.link !== '' && !isBrandUrl(slot.link);
export const logosValid = (logos: Logos) =>
  (['header', 'footer'] as const).every((slot) => !srcInvalid(logos[slot]) && !linkInvalid(logos[slot]));

function LogoSlot({ slot, logos, onChange }: { slot: Slot; logos: Logos; onChange: (next: Logos) => void }) {
  const { notification } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const value = logos[slot];
  const title = slot === 'header' ? 'Header logo' : 'Footer logo';
  // Switching to a static address and back brings the uploaded image back (spec 3 §4).
  const remembered = useRef({ upload: value.type === 'upload' ? value.src : '' });
  const set = (next: Partial<Logos[Slot]>, extra: Partial<Logos['header']> = {}) => {
    const updated = { ...logos, [slot]: { ...value, ...next } } as Logos;
    updated.header = { ...updated.header, ...extra };
    if (slot === 'header' && updated.header.sameFooter)
      updated.footer = { ...updated.footer, src: updated.header.src, type: updated.header.type };
    onChange(updated);
  };

  const upload = async (file: File) => {
    if (!isAccepted(file))
      return notification.error({ title: BrandKitMessages.invalidFileFormat, placement: 'bottomRight' });
    if (file.size >= BRAND_KIT_LOGO_MAX_BYTES)
      return notification.error({ title: BrandKitMessages.imageTooLarge, placement: 'bottomRight' });
    setUploading(true);
    try {
      const src = await uploadLogo(file);
      remembered.current.upload = src;
      // A new footer image is no longer the header's.
      set({ src, type: 'upload' }, slot === 'footer' ? { sameFooter: false } : {});
    } catch (error) {
      notification.error({ title: errorMessage(error), placement: 'bottomRight' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <section aria-label={title} style={{ flex: 1, minWidth: 280 }}>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={10}>
        <Radio.Group
          aria-label={`${title} source`}
          value={value.type}
          options={[
            { value: 'upload', label: 'Upload' },
            { value: 'static', label: 'Image URL' },
          ]}
          onChange={(event) => {
            const type = event.target.value as 'upload' | 'static';
            if (type === 'static') {
              if (value.type === 'upload') remembered.current.upload = value.src;
              set({ type });
            } else set({ type, src: remembered.current.upload });
          }}
        />
        {value.type === 'upload' ? (
          <Upload
            accept={ACCEPT}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              loading={uploading}
              aria-label={value.src ? `Replace ${title.toLowerCase()}` : `Add ${title.toLowerCase()}`}
              style={{ width: 200, height: 96, padding: 8 }}
            >
              {value.src ? (
                <img
                  src={value.src}
                  alt={value.altText || title}
                  style={{ maxWidth: '100%', maxHeight: 78 }}
                />
              ) : (
                <Flex vertical align="center" gap={4}>
                  <PlusOutlined aria-hidden />
                  Add
                </Flex>
              )}
            </Button>
          </Upload>
        ) : (
          <div>
            <Input
              aria-label={`${title} URL`}
              placeholder="https://example.com/logo.png"
              value={value.src}
              status={srcInvalid(value) ? 'error' : undefined}
              onChange={(event) => set({ src: event.target.value })}
            />
            {srcInvalid(value) ? (
              <Typography.Text type="danger" role="alert">
                {BrandKitMessages.invalidUrl}
              </Typography.Text>
            ) : (
              value.src && (
                <img
                  src={value.src}
                  alt={value.altText || title}
                  style={{ display: 'block', marginTop: 8, maxWidth: 200, maxHeight: 78 }}
                />
              )
            )}
          </div>
        )}
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Link
          </Typography.Text>
          <Input
            aria-label={`${title} link`}
            placeholder="Link when clicked, e.g. https://example.com"
            value={value.link}
            status={linkInvalid(value) ? 'error' : undefined}
            onChange={(event) => set({ link: event.target.value })}
          />
          {linkInvalid(value) && (
            <Typography.Text type="danger" role="alert">
              {BrandKitMessages.invalidUrl}
            </Typography.Text>
          )}
        </div>
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Alternative text
          </Typography.Text>
          <Input
            aria-label={`${title} alternative text`}
            placeholder="What the logo shows, for inboxes that hide images"
            value={value.altText}
            onChange={(event) => set({ altText: event.target.value })}
          />
        </div>
        {slot === 'header' && (
          <Checkbox
            checked={logos.header.sameFooter}
            onChange={(event) => set({}, { sameFooter: event.target.checked })}
          >
            Use the same logo in the footer
          </Checkbox>
        )}
      </Flex>
    </section>
  );
}

/** Brand logos: a header and a footer logo, uploaded or from a web address (spec 3 §4, §5). */
export function LogosEditor({ value, onChange }: EditorProps<Logos>) {
  return (
    <Flex gap={32} wrap>
      <LogoSlot slot="header" logos={value} onChange={onChange} />
      <LogoSlot slot="footer" logos={value} onChange={onChange} />
    </Flex>
  );
}
