import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Space } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { ApiKeyMessages } from '@sendwell/contracts';

/** A new key in full, the only time it is shown, with a button that copies it. */
export function NewApiKey({ apiKey }: { apiKey: string }) {
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
      message.success(ApiKeyMessages.copied);
    } catch {
      message.error('Copying was not allowed: select the key and copy it yourself');
    }
  };

  return (
    <Flex vertical gap={16}>
      <Alert type="warning" showIcon title={ApiKeyMessages.copyOnce} />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={apiKey}
          aria-label="New API key"
          onFocus={(event) => event.target.select()}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <Button
          type="primary"
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Space.Compact>
    </Flex>
  );
}
