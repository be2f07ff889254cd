import { useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Flex, Mentions, Tag, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { AI_PROMPT_MAX_WORDS, type CopilotMention } from '@sendwell/contracts';
import { countWords, validateAiPrompt } from '@sendwell/domain';
import { useCopilotSuggestions } from '../api/copilot-api';
import {
  enrichmentOf,
  MENTION_CATEGORY_LABELS,
  mentionOptions,
  type MentionOption,
} from '../hooks/mention-options';

interface CopilotPromptProps {
  busy: boolean;
  onSend: (query: string, mentions: CopilotMention[]) => void;
}

/** The prompt input: @ suggests the account's campaigns, lists, events, properties, journeys, senders and templates. */
export function CopilotPrompt({ busy, onSend }: CopilotPromptProps) {
  const suggestions = useCopilotSuggestions();
  const options = useMemo(() => mentionOptions(suggestions.data), [suggestions.data]);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MentionOption[]>([]);
  const [suggesting, setSuggesting] = useState(false);
  const tooLong = validateAiPrompt(text);
  const canSend = !busy && text.trim() !== '' && tooLong === null;

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim(), enrichmentOf(text.trim(), chosen));
    setText('');
    setChosen([]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || suggesting) return;
    event.preventDefault();
    submit();
  };

  return (
    <Flex vertical gap={4}>
      <Mentions
        aria-label="Describe your segment"
        placeholder="Describe who should be in the segment. Type @ to mention a campaign, list, event, property, journey, sender ID or template"
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={text}
        status={tooLong ? 'error' : undefined}
        onChange={setText}
        onKeyDown={onKeyDown}
        onSearch={() => setSuggesting(true)}
        onBlur={() => setSuggesting(false)}
        onSelect={(option) => {
          setSuggesting(false);
          const picked = options.find((item) => item.key === option.key);
          if (picked) setChosen((list) => [...list, picked]);
        }}
        filterOption={(input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase())
        }
        options={options.map((option) => ({
          key: option.key,
          value: option.name,
          label: (
            <Flex justify="space-between" gap={8}>
              <span>{option.name}</span>
              <Tag style={{ marginInlineEnd: 0 }}>{MENTION_CATEGORY_LABELS[option.category]}</Tag>
            </Flex>
          ),
        }))}
      />
      <Flex justify="space-between" align="center" gap={8}>
        {tooLong ? (
          <Typography.Text type="danger" role="alert">
            {tooLong}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {countWords(text)}/{AI_PROMPT_MAX_WORDS} words
          </Typography.Text>
        )}
        <Button type="primary" icon={<SendOutlined aria-hidden />} disabled={!canSend} onClick={submit}>
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
