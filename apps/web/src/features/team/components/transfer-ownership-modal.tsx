import { useState } from 'react';
import { Alert, App, Modal, Typography } from 'antd';
import { TeamMessages, type TeamMember } from '@sendwell/contracts';
import { TypeToConfirm } from '../../../components/type-to-confirm';
import { errorMessage } from '../../../lib/api-client';
import { useTransferOwnership } from '../api/team-mutations';
import { SETTINGS_NOTICE as NOTICE } from '../../../lib/settings-notice';

interface TransferOwnershipModalProps {
  member: TeamMember;
  accountName: string;
  onClose: () => void;
}

/** Handing the account on cannot be taken back by the one who does it, so the new owner's email is typed. */
export function TransferOwnershipModal({ member, accountName, onClose }: TransferOwnershipModalProps) {
  const { notification } = App.useApp();
  const transfer = useTransferOwnership();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toLowerCase() === member.email.toLowerCase();

  const onConfirm = () => {
    if (!confirmed) return;
    transfer.mutate(member.memberId, {
      onSuccess: () => {
        notification.success({
          ...NOTICE,
          title: TeamMessages.transferred,
          description: `${member.name} is now the primary owner of ${accountName}.`,
        });
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title="Transfer primary ownership"
      okText="Transfer ownership"
      okButtonProps={{ danger: true, disabled: !confirmed, loading: transfer.isPending }}
      onOk={onConfirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Typography.Text strong>{member.name}</Typography.Text> ({member.email}) will become the primary owner
        of <Typography.Text strong>{accountName}</Typography.Text>, with full access. You will stay on as an
        admin and will no longer be able to change the plan. Only the new primary owner can hand it back.
      </Typography.Paragraph>
      {transfer.isError && (
        <Alert type="error" showIcon title={errorMessage(transfer.error)} style={{ marginBottom: 16 }} />
      )}
      <TypeToConfirm
        expected={member.email}
        id="transfer-ownership-confirm"
        ariaLabel={`Type ${member.email} to confirm`}
        value={typed}
        disabled={transfer.isPending}
        onChange={setTyped}
        onSubmit={onConfirm}
      />
    </Modal>
  );
}
