import { useState } from 'react';
import { Alert, Flex, Modal, Typography } from 'antd';
import { SenderMessages, type DomainDeletionCancels, type SenderDomainSummary } from '@sendwell/contracts';
import { DestructiveChoices, type DestructiveChoice } from '../../../components/destructive-choices';
import { isApiRequestError } from '../../../lib/api-client';
import { useRemoveSenderDomain } from '../api/sender-domains';
import { useNotices } from './sender-notices';

const CHOICES: readonly DestructiveChoice<DomainDeletionCancels>[] = [
  {
    key: 'nothing',
    label: 'Delete the domain only',
    help: 'Campaigns and journeys sending from it carry on, unsigned.',
  },
  {
    key: 'campaigns',
    label: 'Also cancel its campaigns',
    help: 'Campaigns sending from its addresses that have not gone out yet are cancelled.',
  },
  {
    key: 'campaignsAndJourneys',
    label: 'Also cancel its campaigns and journeys',
    help: 'Its unsent campaigns and the journey emails sending from its addresses are cancelled.',
  },
];

/** Spec 3 §4: deleting a sender domain asks whether to cancel the campaigns, or both them and the journeys, that use it. */
export function DeleteDomainModal({ domain, onClose }: { domain: SenderDomainSummary; onClose: () => void }) {
  const [cancel, setCancel] = useState<DomainDeletionCancels>('nothing');
  const remove = useRemoveSenderDomain();
  const notices = useNotices();
  const confirm = () =>
    remove.mutate(
      { id: domain.id, cancel },
      {
        onSuccess: (answer) => {
          notices.success(answer.message);
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={`Delete ${domain.domain}?`}
      okText="Delete domain"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          Its DKIM key is deleted, so mail from {domain.domain} is no longer signed. What should happen to the
          campaigns and journeys that send from it?
        </Typography.Text>
        <DestructiveChoices
          choices={CHOICES}
          value={cancel}
          onChange={setCancel}
          disabled={remove.isPending}
          ariaLabel="What to cancel with the domain"
        />
        {remove.isError && (
          <Alert
            type="error"
            showIcon
            title={isApiRequestError(remove.error) ? remove.error.message : SenderMessages.somethingWentWrong}
          />
        )}
      </Flex>
    </Modal>
  );
}
