import { Button, Flex } from 'antd';
import { errorMessage } from '../lib/api-client';
import type { ErrorResultProps } from './error-result-view';
import { lazyComponent } from './lazy-component';
import { PageLoader } from './page-loader';
import { ResultHeading } from './page-heading';

/** The same message and button without the illustration, for when even its code cannot be fetched. */
function PlainErrorResult({ error, onRetry, action }: ErrorResultProps) {
  return (
    <Flex vertical align="center" gap={24} style={{ padding: '48px 32px', fontSize: 24 }}>
      <ResultHeading>{errorMessage(error)}</ResultHeading>
      <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
        Try again
      </Button>
      {action}
    </Flex>
  );
}

/**
 * A page-sized failure with the server's message and a way to try again.
 *
 * Failures are rare, and antd's Result carries its illustrations: its code is fetched when a failure
 * shows rather than with every first page. A chunk that cannot be fetched (offline, or gone after a
 * deploy, which is also what the route error screen reports) falls back to the plain screen.
 */
export const ErrorResult = lazyComponent(
  () =>
    import('./error-result-view').then(
      (m) => m.ErrorResultView,
      () => PlainErrorResult,
    ),
  <PageLoader />,
);
