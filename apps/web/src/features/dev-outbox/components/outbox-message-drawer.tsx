import { Descriptions, Drawer, Empty, Flex, Tabs, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@sendwell/contracts';
import { useMessageLinks } from '../hooks/use-message-links';

interface OutboxMessageDrawerProps {
  message: OutboxMessage | undefined;
  onClose: () => void;
}

// Links inside the preview open in a new tab rather than inside the small frame.
const withBaseTarget = (html: string) => `<base target="_blank">${html}`;

export function OutboxMessageDrawer({ message, onClose }: OutboxMessageDrawerProps) {
  const links = useMessageLinks(message);
  return (
    <Drawer
      open={message !== undefined}
      onClose={onClose}
      size={760}
      title={message?.subject}
      destroyOnHidden
    >
      {message && (
        <Flex vertical gap={24}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'to', label: 'To', children: message.to },
              { key: 'received', label: 'Received', children: new Date(message.createdAt).toLocaleString() },
            ]}
          />
          <section aria-label="Links in this message">
            <Typography.Title level={5}>Links in this message</Typography.Title>
            {links.length === 0 ? (
              <Typography.Text type="secondary">No links</Typography.Text>
            ) : (
              <Flex vertical gap={8}>
                {links.map((link) => (
                  <Typography.Link key={link.url} href={link.url} style={{ wordBreak: 'break-all' }}>
                    <LinkOutlined /> {link.text === link.url ? link.url : `${link.text} (${link.url})`}
                  </Typography.Link>
                ))}
              </Flex>
            )}
          </section>
          <Tabs
            items={[
              {
                key: 'html',
                label: 'HTML',
                children: message.html ? (
                  <iframe
                    title="Message preview"
                    sandbox="allow-popups allow-popups-to-escape-sandbox"
                    srcDoc={withBaseTarget(message.html)}
                    style={{
                      width: '100%',
                      height: 520,
                      border: '1px solid #e5e7eb',
                      borderRadius: 8,
                      background: '#fff',
                    }}
                  />
                ) : (
                  <Empty description="This message has no HTML part" />
                ),
              },
              {
                key: 'text',
                label: 'Text',
                children: (
                  <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>
                    {message.text}
                  </pre>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Drawer>
  );
}
