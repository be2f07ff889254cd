import { Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import type { BrandButton, BrandKitAttributes } from '@sendwell/contracts';
import { newBrandButton } from '@sendwell/domain';
import { HexInput } from './hex-input';
import type { EditorProps } from './section-editors';

type Buttons = BrandKitAttributes['buttons'];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Spec 3 §3: custom buttons are keyed custom-{7 random characters}. */
const customKey = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(7));
  return `custom-${Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
};

/** Spec 3 §5: border width and radius keep only their first token. */
const firstToken = (text: string) => text.trim().split(/\s+/)[0] ?? '';

/** The button's name, committed on Enter, Escape or leaving the field (spec 3 §5). */
function ButtonName({ value, onCommit }: { value: string; onCommit: (name: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => (text.trim() ? onCommit(text.trim()) : setText(value));
  return (
    <Input
      aria-label="Button name"
      value={text}
      maxLength={60}
      style={{ width: 150 }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'Escape') {
          event.stopPropagation();
          commit();
        }
      }}
    />
  );
}

function ButtonRow({
  button,
  onChange,
  onRemove,
}: {
  button: BrandButton;
  onChange: (next: BrandButton) => void;
  onRemove?: () => void;
}) {
  const border = (key: 'borderWidth' | 'borderRadius', text: string) =>
    onChange({ ...button, border: { ...button.border, [key]: firstToken(text) } });
  return (
    <section aria-label={button.key} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Flex gap={16} wrap align="end">
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Name
          </Typography.Text>
          <ButtonName value={button.key} onCommit={(key) => onChange({ ...button, key, value: key })} />
        </div>
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Fill
          </Typography.Text>
          <HexInput
            label={`${button.key} fill`}
            value={button.fill}
            onChange={(fill) => onChange({ ...button, fill })}
          />
        </div>
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            Text colour
          </Typography.Text>
          <HexInput
            label={`${button.key} text colour`}
            value={button.color}
            onChange={(color) => onChange({ ...button, color })}
          />
        </div>
        <label>
          <Typography.Text strong style={{ display: 'block' }}>
            Border width
          </Typography.Text>
          <Input
            style={{ width: 80 }}
            value={button.border.borderWidth}
            onChange={(event) => border('borderWidth', event.target.value)}
          />
        </label>
        <label>
          <Typography.Text strong style={{ display: 'block' }}>
            Radius
          </Typography.Text>
          <Input
            style={{ width: 80 }}
            value={button.border.borderRadius}
            onChange={(event) => border('borderRadius', event.target.value)}
          />
        </label>
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            background: button.fill,
            color: button.color,
            fontSize: button.fontSize,
            fontWeight: button.fontWeight,
            lineHeight: button.lineHeight,
            padding: `${button.properties.paddingTop} ${button.properties.paddingRight} ${button.properties.paddingBottom} ${button.properties.paddingLeft}`,
            borderWidth: button.border.borderWidth,
            borderStyle: button.border.borderStyle,
            borderColor: button.border.borderColor,
            borderRadius: button.border.borderRadius,
          }}
        >
          {button.value}
        </span>
        {onRemove && (
          <Button
            type="text"
            aria-label={`Remove ${button.key}`}
            icon={<DeleteOutlined aria-hidden />}
            onClick={onRemove}
          />
        )}
      </Flex>
    </section>
  );
}

/** Buttons: the primary, secondary and tertiary buttons and any custom ones (spec 3 §3). */
export function ButtonsEditor({ value, onChange }: EditorProps<Buttons>) {
  return (
    <Flex vertical>
      {(['primary', 'secondary', 'tertiary'] as const).map((kind) => (
        <ButtonRow
          key={kind}
          button={value.default[kind]}
          onChange={(button) => onChange({ ...value, default: { ...value.default, [kind]: button } })}
        />
      ))}
      {Object.entries(value.custom).map(([key, button]) => (
        <ButtonRow
          key={key}
          button={button}
          onChange={(next) => onChange({ ...value, custom: { ...value.custom, [key]: next } })}
          onRemove={() => {
            const { [key]: _removed, ...rest } = value.custom;
            onChange({ ...value, custom: rest });
          }}
        />
      ))}
      <div style={{ marginTop: 12 }}>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => {
            const key = customKey();
            onChange({ ...value, custom: { ...value.custom, [key]: newBrandButton(key) } });
          }}
        >
          Add button
        </Button>
      </div>
    </Flex>
  );
}
