import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { ResultHeading } from './page-heading';
import { mainLandmark } from './skip-link';

interface NotFoundPageProps {
  fullPage?: boolean;
}

export function NotFoundPage({ fullPage = false }: NotFoundPageProps) {
  const navigate = useNavigate();
  return (
    // Inside the app's frame the page is already in its main landmark; on its own it is the main landmark.
    <Flex
      component={fullPage ? 'main' : 'div'}
      {...(fullPage ? mainLandmark : {})}
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? '100vh' : undefined }}
    >
      <Result
        status="404"
        title={
          <ResultHeading>
            404<span className="sr-only"> Page not found</span>
          </ResultHeading>
        }
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
