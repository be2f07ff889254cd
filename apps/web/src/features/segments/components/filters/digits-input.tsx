import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { Input } from 'antd';
import { countInput, digitsOnly, isDigitKey, numberFromInput, rangeBoundInput } from '@sendwell/domain';
import { useInvalidField } from '../../hooks/filter-errors';

/**
 * How typed digits are kept: a count may be a lone 0; a range start or end cannot begin with 0; a plain
 * number (a property value) keeps what was typed.
 */
export type DigitsRule = 'count' | 'bound' | 'plain';

const KEEP: Record<DigitsRule, (typed: string) => string> = {
  count: countInput,
  bound: rangeBoundInput,
  plain: digitsOnly,
};

interface DigitsInputProps {
  label: string;
  value: number | string | null | undefined;
  onChange: (value: number | undefined) => void;
  rule: DigitsRule;
  suffix?: ReactNode;
  invalid?: boolean;
  width?: number;
}

/** Keys that edit or move rather than type a character. */
const isControlKey = (event: KeyboardEvent) =>
  event.key.length > 1 || event.ctrlKey || event.metaKey || event.altKey;

/** A number box that takes digits only; pasting is refused (spec 1 §5). */
export function DigitsInput({ label, value, onChange, rule, suffix, invalid, width = 96 }: DigitsInputProps) {
  const text = value === undefined || value === null ? '' : String(value);
  const fault = useInvalidField(invalid);
  return (
    <Input
      aria-label={label}
      aria-invalid={fault['aria-invalid']}
      aria-describedby={fault['aria-describedby']}
      inputMode="numeric"
      value={text}
      suffix={suffix}
      status={fault.status}
      // Enough digits to go past every limit (9999 days and counts) and say so, not to overflow.
      maxLength={rule === 'plain' ? 15 : 6}
      style={{ width }}
      onKeyDown={(event) => {
        if (!isControlKey(event) && !isDigitKey(event.key)) event.preventDefault();
      }}
      onPaste={(event: ClipboardEvent) => event.preventDefault()}
      onDrop={(event) => event.preventDefault()}
      onChange={(event) => onChange(numberFromInput(KEEP[rule](event.target.value)) ?? undefined)}
    />
  );
}
