import { Flex } from 'antd';
import { useRouteError } from 'react-router';
import { ErrorResult } from './error-result';
import { mainLandmark } from './skip-link';

/** Catches render and lazy-chunk failures (e.g. a chunk gone after a deploy) so the user can reload. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Flex component="main" {...mainLandmark} align="center" justify="center" style={{ minHeight: '100vh' }}>
      <ErrorResult error={error} />
    </Flex>
  );
}
