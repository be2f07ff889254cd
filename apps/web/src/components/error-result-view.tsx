import { Button, Result } from 'antd';
import { errorMessage } from '../lib/api-client';
import { ResultHeading } from './page-heading';

export interface ErrorResultProps {
  error: unknown;
  onRetry?: () => void;
}

/** A page-sized failure with the server's message and a way to try again. */
export function ErrorResultView({ error, onRetry }: ErrorResultProps) {
  return (
    <Result
      status="error"
      title={<ResultHeading>{errorMessage(error)}</ResultHeading>}
      extra={
        <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      }
    />
  );
}
