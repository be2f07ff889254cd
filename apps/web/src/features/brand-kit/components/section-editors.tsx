import { Alert, Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BRAND_KIT_MAX_COLORS, type BrandColor, type BrandKitAttributes } from '@sendwell/contracts';
import { HexInput } from './hex-input';

export interface EditorProps<T> {
  value: T;
  onChange: (next: T) => void;
}

type Footer = BrandKitAttributes['addressAndPrivacyPolicy'];
type Colors = BrandKitAttributes['colors'];

/** Footer text: the address over 4 to 5 rows, other information on one row (spec 3 §5). */
export function FooterEditor({ value, onChange }: EditorProps<Footer>) {
  return (
    <Flex vertical gap={16}>
      <label>
        <Typography.Text strong>Address</Typography.Text>
        <Input.TextArea
          value={value.address}
          autoSize={{ minRows: 4, maxRows: 5 }}
          placeholder="Company name, street, city, postcode, country"
          onChange={(event) => onChange({ ...value, address: event.target.value })}
        />
      </label>
      <label>
        <Typography.Text strong>Privacy policy</Typography.Text>
        <Input
          value={value.privacyPolicy}
          placeholder="https://example.com/privacy"
          onChange={(event) => onChange({ ...value, privacyPolicy: event.target.value })}
        />
      </label>
    </Flex>
  );
}

const WHITE = '#FFFFFF';

function ColorList({
  title,
  colors,
  onChange,
  removableFirst,
}: {
  title: string;
  colors: BrandColor[];
  onChange: (next: BrandColor[]) => void;
  removableFirst: boolean;
}) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={12}>
        {colors.map((color, index) => (
          <Flex key={index} gap={4} align="center">
            <HexInput
              alpha
              label={`${title} ${index + 1}`}
              value={color.hex}
              onChange={(hex) =>
                onChange(colors.map((entry, at) => (at === index ? { ...entry, hex } : entry)))
              }
            />
            {(index > 0 || (removableFirst && colors.length > 1)) && (
              <Button
                type="text"
                aria-label={`Remove ${title.toLowerCase()} ${index + 1}`}
                icon={<DeleteOutlined aria-hidden />}
                onClick={() => onChange(colors.filter((_, at) => at !== index))}
              />
            )}
          </Flex>
        ))}
        {colors.length < BRAND_KIT_MAX_COLORS && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            aria-label={`Add ${title.toLowerCase()}`}
            onClick={() => onChange([...colors, { hex: '#000000', alpha: 100 }])}
          >
            Add
          </Button>
        )}
      </Flex>
    </section>
  );
}

/** Colors: at most 8 primary and 8 secondary, a link colour that stays (spec 3 §2.10, §4, §5). */
export function ColorsEditor({ value, onChange }: EditorProps<Colors>) {
  return (
    <Flex vertical gap={20}>
      <Typography.Text type="secondary">
        Opacity stays at 100%: many inboxes cannot show see-through colours.
      </Typography.Text>
      <ColorList
        title="Primary colour"
        colors={value.primary}
        removableFirst
        onChange={(primary) => onChange({ ...value, primary })}
      />
      {value.primary.some((color) => color.hex.toUpperCase() === WHITE) && (
        <Alert
          type="warning"
          showIcon
          title="White is not recommended as a primary colour: buttons and text may merge with the background."
        />
      )}
      <ColorList
        title="Secondary colour"
        colors={value.secondary}
        removableFirst
        onChange={(secondary) => onChange({ ...value, secondary })}
      />
      <section aria-label="Link colour">
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          Link colour
        </Typography.Title>
        <HexInput
          alpha
          label="Link colour"
          value={value.linkColor.hex}
          onChange={(hex) => onChange({ ...value, linkColor: { ...value.linkColor, hex } })}
        />
      </section>
    </Flex>
  );
}
