import { Form, Input, Typography } from 'antd';

interface TypeToConfirmProps {
  /** What must be typed, shown in the label. */
  expected: string;
  id: string;
  /** The input's accessible name: what to type, in words. */
  ariaLabel: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  /** Enter in the field: the caller checks that the text matches. */
  onSubmit: () => void;
}

/** 'Type <name> to confirm': the field a destructive dialog asks to fill before its button works. */
export function TypeToConfirm({
  expected,
  id,
  ariaLabel,
  value,
  disabled,
  onChange,
  onSubmit,
}: TypeToConfirmProps) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={onSubmit}>
      <Form.Item
        label={
          <span>
            Type <Typography.Text code>{expected}</Typography.Text> to confirm
          </span>
        }
        htmlFor={id}
        style={{ marginBottom: 0 }}
      >
        <Input
          id={id}
          aria-label={ariaLabel}
          value={value}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
