import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';

interface NotFoundPageProps {
  fullPage?: boolean;
}

export function NotFoundPage({ fullPage = false }: NotFoundPageProps) {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullPage ? '100vh' : undefined }}>
      <Result
        status="404"
        title="404"
        subTitle="Sorry, the page you visited does not exist."
        extra={
          <Button type="primary" onClick={() => navigate(paths.app)}>
            Back to Sendwell
          </Button>
        }
      />
    </Flex>
  );
}
