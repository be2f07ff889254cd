import { Flex, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-heading';
import { paths } from '../../../lib/paths';
import { LazyPaymentModal } from './lazy-payment-modal';

/**
 * /app/settings/plans/buy-credits: the payment modal opened on the credit slider ('Buy credits'), over a page
 * of its own so the button can be a plain link; `?credits=contacts` opens it on contacts. Closing it goes
 * back to Plans and billing.
 */
export function BuyCreditsPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const credits = search.get('credits') === 'contacts' ? 'contacts' : 'emails';
  return (
    <Flex vertical gap={8}>
      <Link to={paths.plans}>← Back to Plans and billing</Link>
      <PageTitle>Buy credits</PageTitle>
      <Typography.Paragraph type="secondary">
        Add email credits or contacts to your current plan.
      </Typography.Paragraph>
      <LazyPaymentModal open intent={{ kind: 'topUp', credits }} onClose={() => void navigate(paths.plans)} />
    </Flex>
  );
}
