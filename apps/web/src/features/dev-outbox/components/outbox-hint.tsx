import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useOutboxAvailable } from '../hooks/use-outbox-available';

/** After mail was sent: where to read it when the server keeps mail instead of sending it. */
export function OutboxHint() {
  if (!useOutboxAvailable()) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="No email server is set up, so mail is kept on this machine."
      description={<Link to={paths.devOutbox}>Open the dev outbox</Link>}
    />
  );
}
