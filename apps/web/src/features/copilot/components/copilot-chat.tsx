import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { RobotOutlined, UserOutlined } from '@ant-design/icons';
import type { CopilotMention } from '@sendwell/contracts';
import type { ChatMessage } from '../hooks/use-copilot-conversation';
import { EXAMPLE_PROMPTS } from './copilot-examples';
import { CopilotPrompt } from './copilot-prompt';

interface CopilotChatProps {
  messages: ChatMessage[];
  progress: string | null;
  error: string | null;
  onSend: (query: string, mentions?: CopilotMention[]) => void;
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <Flex gap={8} justify={mine ? 'flex-end' : 'flex-start'} align="flex-start">
      {!mine && <RobotOutlined aria-hidden style={{ fontSize: 18, marginTop: 8 }} />}
      <div
        style={{
          maxWidth: '85%',
          padding: '8px 12px',
          borderRadius: 12,
          background: mine ? '#e6f0ff' : '#f5f5f5',
          whiteSpace: 'pre-wrap',
        }}
      >
        <span className="sr-only">{mine ? 'You: ' : 'AI: '}</span>
        {message.text}
      </div>
      {mine && <UserOutlined aria-hidden style={{ fontSize: 18, marginTop: 8 }} />}
    </Flex>
  );
}

/** The left column: the conversation, the example prompts before it starts, and the prompt input. */
export function CopilotChat({ messages, progress, error, onSend }: CopilotChatProps) {
  const end = useRef<HTMLDivElement>(null);
  // Braces: scrolling returns a promise in newer browsers, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, progress]);

  return (
    <Flex vertical gap={12} style={{ height: '100%', minHeight: 0 }}>
      <section
        aria-label="Conversation"
        style={{ flex: 1, overflowY: 'auto', minHeight: 0, paddingRight: 4 }}
      >
        <Flex vertical gap={12}>
          {messages.length === 0 && (
            <>
              <Typography.Paragraph style={{ marginBottom: 0 }}>
                Describe the contacts you want in plain words, and I will build the segment. Try one of these:
              </Typography.Paragraph>
              <Flex vertical gap={8} role="list" aria-label="Example prompts">
                {EXAMPLE_PROMPTS.map((prompt) => (
                  <div role="listitem" key={prompt}>
                    <Button
                      block
                      style={{
                        whiteSpace: 'normal',
                        height: 'auto',
                        justifyContent: 'flex-start',
                        textAlign: 'start',
                        padding: '6px 12px',
                      }}
                      disabled={progress !== null}
                      onClick={() => onSend(prompt)}
                    >
                      {prompt}
                    </Button>
                  </div>
                ))}
              </Flex>
            </>
          )}
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {progress !== null && (
            <Flex gap={8} align="center" role="status">
              <Spin size="small" />
              <Typography.Text type="secondary">{progress}</Typography.Text>
            </Flex>
          )}
          {error && <Alert type="error" showIcon title={error} />}
          <div ref={end} />
        </Flex>
      </section>
      <CopilotPrompt busy={progress !== null} onSend={onSend} />
    </Flex>
  );
}
