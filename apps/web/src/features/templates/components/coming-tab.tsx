import { Button, Empty, Flex, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

/** A tab whose content is not in this version yet: says what it will hold and offers the upload meanwhile. */
export function ComingTab({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <Flex vertical gap={4} align="center" style={{ maxWidth: 520, margin: '0 auto' }}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </Flex>
      }
    >
      <Button
        type="primary"
        icon={<UploadOutlined aria-hidden />}
        onClick={() => void navigate(paths.templatesTab('upload'))}
      >
        Upload Template
      </Button>
    </Empty>
  );
}
