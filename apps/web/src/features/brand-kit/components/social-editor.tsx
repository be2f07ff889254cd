import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useState } from 'react';
import {
  BrandKitMessages,
  SOCIAL_NETWORKS,
  type BrandKitAttributes,
  type SocialNetwork,
} from '@sendwell/contracts';
import { isBrandUrl, socialIcon } from '@sendwell/domain';
import { HexInput } from './hex-input';
import type { EditorProps } from './section-editors';

type Social = BrandKitAttributes['social'];

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
};

/** Spec 3 §5: every link must be a valid address before the section can be saved or published. */
export const socialValid = (social: Social) => social.default.every((icon) => isBrandUrl(icon.href));

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** Social links: shape, colour and size for every icon; each network's address, in the order they show. */
export function SocialEditor({ value, onChange }: EditorProps<Social>) {
  const [dragged, setDragged] = useState<number | null>(null);
  // Templates draw each network's standard icon in the kit's shape and colour, so a change of either needs
  // nothing more than the change itself.
  const restyle = (next: Social): Social => next;
  const icons = value.default;
  const setIcons = (next: Social['default']) => onChange({ ...value, default: next });
  const nextNetwork = SOCIAL_NETWORKS.find((network) => !icons.some((icon) => icon.alt === network));

  return (
    <Flex vertical gap={16}>
      <Flex gap={24} wrap align="end">
        <label>
          <Typography.Text strong style={{ display: 'block' }}>
            Shape
          </Typography.Text>
          <Select
            aria-label="Shape"
            value={value.shape}
            style={{ width: 140 }}
            options={[
              { value: 'default', label: 'Default' },
              { value: 'square', label: 'Square' },
              { value: 'circle', label: 'Circle' },
            ]}
            onChange={(shape) => onChange(restyle({ ...value, shape }))}
          />
        </label>
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Colour
          </Typography.Text>
          <HexInput
            label="Icon colour"
            value={value.color}
            onChange={(color) => onChange(restyle({ ...value, color }))}
          />
        </div>
        <label>
          <Typography.Text strong style={{ display: 'block' }}>
            Size (px)
          </Typography.Text>
          <InputNumber
            aria-label="Icon size"
            min={16}
            max={64}
            value={value.size}
            onChange={(size) => size !== null && onChange({ ...value, size })}
          />
        </label>
      </Flex>
      <ol aria-label="Social links" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {icons.map((icon, index) => {
          const name = NETWORK_NAMES[icon.alt];
          const invalid = !isBrandUrl(icon.href);
          return (
            <li
              key={icon.alt}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== index) setIcons(move(icons, dragged, index));
                setDragged(null);
              }}
              style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
            >
              <Flex gap={8} align="start">
                <HolderOutlined aria-hidden style={{ cursor: 'grab', marginTop: 9 }} />
                <Typography.Text strong style={{ width: 90, marginTop: 5 }}>
                  {name}
                </Typography.Text>
                <Flex vertical style={{ flex: 1 }}>
                  <Input
                    aria-label={`${name} link`}
                    value={icon.href}
                    status={invalid ? 'error' : undefined}
                    placeholder={`https://www.${icon.alt}.com/your-page`}
                    onChange={(event) =>
                      setIcons(
                        icons.map((entry, at) =>
                          at === index ? { ...entry, href: event.target.value } : entry,
                        ),
                      )
                    }
                  />
                  {invalid && (
                    <Typography.Text type="danger" role="alert">
                      {BrandKitMessages.invalidUrl}
                    </Typography.Text>
                  )}
                </Flex>
                <Button
                  type="text"
                  aria-label={`Move ${name} up`}
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  onClick={() => setIcons(move(icons, index, index - 1))}
                />
                <Button
                  type="text"
                  aria-label={`Move ${name} down`}
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === icons.length - 1}
                  onClick={() => setIcons(move(icons, index, index + 1))}
                />
                <Button
                  type="text"
                  aria-label={`Remove ${name}`}
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={icons.length === 1}
                  onClick={() => setIcons(icons.filter((_, at) => at !== index))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={!nextNetwork}
          onClick={() => nextNetwork && setIcons([...icons, socialIcon(nextNetwork, '')])}
        >
          {nextNetwork ? `Add ${NETWORK_NAMES[nextNetwork]}` : 'Every network is added'}
        </Button>
      </div>
    </Flex>
  );
}
