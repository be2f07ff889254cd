import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { SenderMessages } from '@sendwell/contracts';

interface SecretFieldProps {
  name: string;
  label: string;
  /** A value is stored: shown as '••••' with 'Replace' until the member types a new one. */
  stored: boolean;
  /** A new sender of the kind needs it. */
  required: boolean;
  extra?: string;
}

/** A write-only secret: never read back, only replaced. Left untouched, the stored value stays. */
export function SecretField({ name, label, stored, required, extra }: SecretFieldProps) {
  const [replacing, setReplacing] = useState(!stored);
  if (!replacing) {
    return (
      <Form.Item label={label} extra={extra}>
        <Space.Compact block>
          <Input aria-label={label} value="••••" disabled />
          <Button onClick={() => setReplacing(true)}>Replace</Button>
        </Space.Compact>
      </Form.Item>
    );
  }
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={required ? [{ required: true, message: SenderMessages.secretRequired }] : []}
    >
      <Input.Password autoComplete="new-password" autoFocus={stored} />
    </Form.Item>
  );
}
