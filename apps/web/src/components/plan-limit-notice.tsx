import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { PlanLimitMessages, RoleMessages, type PlanLimitsSummary } from '@sendwell/contracts';
import { countOf, usageOfLimit, type PlanLimitKind } from '@sendwell/domain';
import { useCurrentUser } from '../lib/current-user';
import { paths } from '../lib/paths';

/** Whether the plan has room for one more (what the server checks before adding). */
export const hasRoomFor = (limits: PlanLimitsSummary | undefined, kind: PlanLimitKind): boolean =>
  limits === undefined || limits[kind].used < limits[kind].allowed;

/**
 * The usage line of a settings screen ('3 of 5 sender emails') and, at the plan's limit, why adding is
 * disabled with the way to more: Upgrade for the primary owner, a word to ask them for everyone else.
 */
export function PlanLimitNotice({
  limits,
  kind,
}: {
  limits: PlanLimitsSummary | undefined;
  kind: PlanLimitKind;
}) {
  const user = useCurrentUser();
  if (!limits) return null;
  const { used, allowed } = limits[kind];
  const usage = (
    <Typography.Text type="secondary" data-testid={`plan-limit-${kind}`}>
      {usageOfLimit(kind, used, allowed)}
    </Typography.Text>
  );
  if (used < allowed) return usage;
  const isOwner = user.role === 'primaryOwner' && !user.limitedAccess;
  return (
    <Alert
      type="warning"
      showIcon
      title={PlanLimitMessages.reached(limits.planName, countOf(kind, allowed))}
      description={
        <>
          {usage}.{' '}
          {isOwner ? (
            <Link to={paths.plans} style={{ textDecoration: 'underline' }}>
              Upgrade
            </Link>
          ) : (
            <>
              {RoleMessages.contactPrimaryOwner} (
              <Link to={paths.plans} style={{ textDecoration: 'underline' }}>
                Plans and billing
              </Link>
              ).
            </>
          )}
        </>
      }
    />
  );
}
