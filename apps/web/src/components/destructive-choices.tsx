import { Flex, Radio, Typography } from 'antd';

export interface DestructiveChoice<K extends string> {
  key: K;
  label: string;
  help: string;
  /** Why the member may not choose it; it shows in place of the help, and the choice is disabled. */
  refused?: string | undefined;
}

interface DestructiveChoicesProps<K extends string> {
  choices: readonly DestructiveChoice<K>[];
  value: K;
  onChange: (key: K) => void;
  disabled: boolean;
  ariaLabel: string;
}

/** What an archive-or-delete dialog offers: each choice in bold with what it does beneath. */
export function DestructiveChoices<K extends string>({
  choices,
  value,
  onChange,
  disabled,
  ariaLabel,
}: DestructiveChoicesProps<K>) {
  return (
    <Radio.Group
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => choice.key === event.target.value);
        if (chosen) onChange(chosen.key);
      }}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      <Flex vertical gap={12}>
        {choices.map((choice) => (
          <Flex key={choice.key} vertical>
            <Radio value={choice.key} disabled={choice.refused !== undefined}>
              <Typography.Text strong>{choice.label}</Typography.Text>
            </Radio>
            <Typography.Text type="secondary" style={{ paddingInlineStart: 24 }}>
              {choice.refused ?? choice.help}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Radio.Group>
  );
}
