import type { ReactNode } from 'react';
import { Button, Flex, Result } from 'antd';
import { errorMessage } from '../lib/api-client';
import { ResultHeading } from './page-heading';

export interface ErrorResultProps {
  error: unknown;
  onRetry?: () => void;
  /** Another way out beside 'Try again' (signing out, when the user belongs to no account). */
  action?: ReactNode;
}

/** A page-sized failure with the server's message and a way to try again. */
export function ErrorResultView({ error, onRetry, action }: ErrorResultProps) {
  return (
    <Result
      status="error"
      title={<ResultHeading>{errorMessage(error)}</ResultHeading>}
      extra={
        <Flex gap={8} justify="center">
          <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
            Try again
          </Button>
          {action}
        </Flex>
      }
    />
  );
}
