import { Flex, Input } from 'antd';
import { useEffect, useState } from 'react';

const VALID = /^#[0-9a-fA-F]{6}$/;

/** Spec 3 §5: '#' plus at most 6 characters, applied on blur only if valid; a paste drops a leading # and spaces. */
export function HexInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const apply = (candidate: string) => {
    if (VALID.test(candidate)) onChange(candidate.toUpperCase());
    else setText(value);
  };
  return (
    <Flex gap={6} align="center">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={value.slice(0, 7)}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        style={{ width: 32, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6 }}
      />
      <Input
        aria-label={label}
        value={text.replace(/^#/, '')}
        prefix="#"
        maxLength={6}
        style={{ width: 104 }}
        onChange={(event) => setText(`#${event.target.value.replace(/^#/, '')}`)}
        onBlur={() => apply(text)}
        onPaste={(event) => {
          event.preventDefault();
          const pasted = event.clipboardData.getData('text').trim().replace(/^#/, '').trim();
          if (/^[0-9a-fA-F]{6}$/.test(pasted)) {
            setText(`#${pasted}`);
            onChange(`#${pasted.toUpperCase()}`);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(text);
        }}
      />
    </Flex>
  );
}
