import { Flex, Input, Menu, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { TEXT_STYLES, type BrandKitAttributes } from '@sendwell/contracts';
import { fontLabel } from '@sendwell/domain';
import { HexInput } from './hex-input';
import type { EditorProps } from './section-editors';

type Typo = BrandKitAttributes['typography'];
type Style = (typeof TEXT_STYLES)[number];
type View = 'font' | 'mobile' | 'desktop';

const STYLE_NAMES: Record<Style, string> = {
  h1: 'Heading 1',
  h2: 'Heading 2',
  h3: 'Heading 3',
  h4: 'Heading 4',
  p: 'Paragraph',
};

const FONTS: string[][] = [
  ['Arial', 'Helvetica', 'sans-serif'],
  ['Helvetica', 'Arial', 'sans-serif'],
  ['Verdana', 'sans-serif'],
  ['Tahoma', 'Verdana', 'sans-serif'],
  ['Trebuchet MS', 'sans-serif'],
  ['Georgia', 'Times New Roman', 'serif'],
  ['Times New Roman', 'serif'],
  ['Courier New', 'monospace'],
  ['Segoe UI', 'Arial', 'sans-serif'],
  ['Palatino Linotype', 'Georgia', 'serif'],
  ['Roboto', 'Arial', 'sans-serif'],
  ['Open Sans', 'Arial', 'sans-serif'],
  ['Lato', 'Arial', 'sans-serif'],
  ['Montserrat', 'Arial', 'sans-serif'],
];

const stackText = (stack: readonly string[]) =>
  stack.map((name) => (/\s/.test(name) ? `"${name}"` : name)).join(', ');

/** Typography: the default font, and each style's size on mobile and desktop and colour on desktop (spec 3 §2.10). */
export function TypographyEditor({ value, onChange }: EditorProps<Typo>) {
  const [view, setView] = useState<View>('font');
  const device = view === 'mobile' ? 'mobile' : 'desktop';
  const fonts = FONTS.some((stack) => stack.join() === value.defaultFont.join())
    ? FONTS
    : [value.defaultFont, ...FONTS];
  const first = value.defaultFont[0] ?? '';
  const setStyle = (style: Style, next: Typo[Style]) => onChange({ ...value, [style]: next });

  return (
    <Flex gap={16} align="flex-start">
      <Menu
        aria-label="Typography settings"
        selectedKeys={[view]}
        style={{ width: 212, flex: 'none' }}
        onClick={({ key }) => setView(key as View)}
        items={[
          { key: 'font', label: 'DEFAULT FONT' },
          { key: 'mobile', label: 'MOBILE TEXT STYLES' },
          { key: 'desktop', label: 'DESKTOP TEXT STYLES' },
        ]}
      />
      <Flex vertical gap={12} style={{ flex: 'none', width: view === 'font' ? 216 : undefined }}>
        {view === 'font' ? (
          <label>
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              Default font
            </Typography.Text>
            <Select
              aria-label="Default font"
              style={{ width: '100%' }}
              value={value.defaultFont.join()}
              options={fonts.map((stack) => ({ value: stack.join(), label: stack[0] }))}
              onChange={(joined: string) => onChange({ ...value, defaultFont: joined.split(',') })}
            />
            <Tag style={{ marginTop: 8 }}>{fontLabel(first)}</Tag>
          </label>
        ) : (
          TEXT_STYLES.map((style) => (
            <div key={style} role="group" aria-label={STYLE_NAMES[style]}>
              <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
                {STYLE_NAMES[style]}
              </Typography.Text>
              <Flex gap={8} align="center">
                <Input
                  aria-label={`${STYLE_NAMES[style]} ${device} size`}
                  style={{ width: 72 }}
                  value={value[style].size[device]}
                  onChange={(event) =>
                    setStyle(style, {
                      ...value[style],
                      size: { ...value[style].size, [device]: event.target.value },
                    })
                  }
                />
                {device === 'desktop' && (
                  <HexInput
                    label={`${STYLE_NAMES[style]} colour`}
                    value={value[style].colour.desktop}
                    onChange={(hex) =>
                      setStyle(style, { ...value[style], colour: { ...value[style].colour, desktop: hex } })
                    }
                  />
                )}
              </Flex>
            </div>
          ))
        )}
      </Flex>
      <section
        aria-label="Preview"
        style={{
          flex: 1,
          minWidth: 0,
          alignSelf: 'stretch',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          padding: 16,
          fontFamily: stackText(value.defaultFont),
          overflowWrap: 'anywhere',
        }}
      >
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
          Preview ({device === 'mobile' ? 'mobile' : 'desktop'})
        </Typography.Text>
        {TEXT_STYLES.map((style) => (
          <div
            key={style}
            style={{
              fontSize: value[style].size[device],
              color: value[style].colour[device],
              fontWeight: style === 'p' ? 400 : 700,
              lineHeight: 1.3,
              marginBottom: 6,
            }}
          >
            {style === 'p' ? 'Paragraph text reads like this in your emails.' : STYLE_NAMES[style]}
          </div>
        ))}
      </section>
    </Flex>
  );
}
