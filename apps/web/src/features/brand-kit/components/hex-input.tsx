import { Flex, Input, Slider } from 'antd';
import { useEffect, useState } from 'react';

const VALID = /^#[0-9a-fA-F]{6}$/;

/** Spec 3 §5: a colour with 8 hex digits is cut to 7 characters, '#' and 6 digits; its alpha is dropped. */
const withoutAlpha = (hex: string) => hex.slice(0, 7);

/**
 * Spec 3 §5: '#' plus at most 6 characters, applied on blur only if valid; a paste drops a leading # and spaces,
 * and an 8-digit paste loses its alpha. With `alpha`, the picker's alpha slider is shown, disabled at 100%.
 */
export function HexInput({
  label,
  value,
  onChange,
  alpha = false,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  alpha?: boolean;
}) {
  const [text, setText] = useState(withoutAlpha(value));
  useEffect(() => setText(withoutAlpha(value)), [value]);
  const apply = (candidate: string) => {
    if (VALID.test(candidate)) onChange(candidate.toUpperCase());
    else setText(withoutAlpha(value));
  };
  return (
    <Flex gap={6} align="center">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={withoutAlpha(value)}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        style={{ width: 32, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6 }}
      />
      <Input
        aria-label={label}
        value={text.replace(/^#/, '')}
        prefix="#"
        maxLength={6}
        style={{ width: 96 }}
        onChange={(event) => setText(`#${event.target.value.replace(/^#/, '')}`)}
        onBlur={() => apply(text)}
        onPaste={(event) => {
          event.preventDefault();
          const pasted = event.clipboardData.getData('text').trim().replace(/^#/, '').trim();
          const digits = /^[0-9a-fA-F]{8}$/.test(pasted) ? pasted.slice(0, 6) : pasted;
          if (/^[0-9a-fA-F]{6}$/.test(digits)) {
            setText(`#${digits}`);
            onChange(`#${digits.toUpperCase()}`);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(text);
        }}
      />
      {alpha && (
        <Slider
          disabled
          value={100}
          min={0}
          max={100}
          tooltip={{ open: false }}
          ariaLabelForHandle={`${label} opacity`}
          ariaValueTextFormatterForHandle={(opacity) => `${opacity ?? 100}%, opacity cannot be changed`}
          style={{ width: 56, margin: '0 6px' }}
          styles={{
            rail: { background: `linear-gradient(to right, transparent, ${withoutAlpha(value)})` },
            track: { background: 'transparent' },
          }}
        />
      )}
    </Flex>
  );
}
