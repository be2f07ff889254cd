import { Button, Dropdown, Empty, Flex, Typography } from 'antd';
import { DownOutlined, UploadOutlined } from '@ant-design/icons';
import { TemplateBriefMessages } from '@sendwell/contracts';

/** Spec 3 §2.2: the saved tab before the first template. */
export function TemplatesZeroState({
  onCreate,
  onCreateWithAi,
  onUpload,
}: {
  onCreate: () => void;
  /** Without it (the AI template creation flag is off) 'Create using AI' is shown disabled. */
  onCreateWithAi?: () => void;
  onUpload: () => void;
}) {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <Flex vertical gap={4} align="center" style={{ maxWidth: 520, margin: '0 auto' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            Start building your first template
          </Typography.Text>
          <Typography.Text type="secondary">
            Templates are the emails your campaigns send. Upload an HTML file, or an AMP email with its HTML
            fallback, and preview it on desktop and mobile.
          </Typography.Text>
        </Flex>
      }
    >
      <Flex gap={8} justify="center">
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'ai',
                label: 'Create using AI',
                disabled: !onCreateWithAi,
                ...(onCreateWithAi ? {} : { title: TemplateBriefMessages.unavailable }),
              },
              { key: 'editor', label: 'Create using editor' },
            ],
            onClick: ({ key }) => (key === 'ai' ? onCreateWithAi?.() : onCreate()),
          }}
        >
          <Button>
            Create new template <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={onUpload}>
          Upload Template
        </Button>
      </Flex>
    </Empty>
  );
}
