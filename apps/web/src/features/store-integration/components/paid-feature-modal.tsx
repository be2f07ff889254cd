import { useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { IntegrationMessages, TALK_TO_SALES_URL } from '@sendwell/domain';
import { paths } from '../../../lib/paths';

/**
 * Spec 3 §2.11: a locked integration's card opens 'You discovered a paid feature'; 'Talk to sales' closes it
 * and opens the sales modal, 'Upgrade now' goes to the plans.
 */
export function PaidFeatureModal({ integration, onClose }: { integration: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [sales, setSales] = useState(false);
  if (sales)
    return (
      <Modal
        open
        title="Talk to sales"
        onCancel={onClose}
        footer={[
          <Button key="close" onClick={onClose}>
            Close
          </Button>,
          <Button key="write" type="primary" href={TALK_TO_SALES_URL}>
            Email sales
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          Our sales team can tell you which plan includes {integration}, and set up a custom plan for your
          volume. Write to us and we will answer within one working day.
        </Typography.Paragraph>
      </Modal>
    );
  return (
    <Modal
      open
      title={IntegrationMessages.paidFeature}
      onCancel={onClose}
      footer={[
        <Button key="sales" onClick={() => setSales(true)}>
          Talk to sales
        </Button>,
        <Button key="upgrade" type="primary" onClick={() => void navigate(paths.plans)}>
          Upgrade now
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {integration} is not included in your current plan. Upgrade your plan to use this integration.
      </Typography.Paragraph>
    </Modal>
  );
}
