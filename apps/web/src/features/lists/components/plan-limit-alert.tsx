import { Alert, Button, Flex, Popover, Typography } from 'antd';
import { Link } from 'react-router';
import { PLAN_LIMIT_WARNING } from '@sendwell/contracts';
import { useAvailablePages } from '../../../lib/available-pages';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useContactUsage } from '../api/get-contact-usage';

/** Spec §4 (end): at 100% of the plan's contacts, a warning with ways out. */
export function PlanLimitAlert({ onShowArchived }: { onShowArchived: () => void }) {
  const usage = useContactUsage();
  const pages = useAvailablePages();
  if (!usage.data || usage.data.usagePercent < 100) return null;
  const { activeContacts, contactsAllocated } = usage.data;

  const archivingHelp = (
    <Flex vertical gap={8} style={{ maxWidth: 360 }}>
      <Typography.Text>
        Archive a list together with its contacts (⋯ → Archive → Archive list and its contacts). Archived and
        deleted contacts do not count toward your plan, and restoring the list brings its contacts back.
      </Typography.Text>
      <Button type="link" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={onShowArchived}>
        Show archived lists
      </Button>
    </Flex>
  );

  return (
    <Alert
      type="warning"
      showIcon
      title={PLAN_LIMIT_WARNING}
      description={
        <Flex gap={16} wrap align="center">
          <span>
            {formatCount(activeContacts)} of {formatCount(contactsAllocated)} contacts in your plan are in
            use.
          </span>
          <Popover content={archivingHelp} title="Archiving contacts" trigger="click" placement="bottomLeft">
            <Button type="link" style={{ padding: 0, height: 'auto' }}>
              Learn about archiving contacts
            </Button>
          </Popover>
          {pages.plans && <Link to={paths.plans}>Upgrade now</Link>}
        </Flex>
      }
    />
  );
}
