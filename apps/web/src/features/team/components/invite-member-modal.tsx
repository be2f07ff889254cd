import { Alert, App, Checkbox, Form, Input, Modal, Select } from 'antd';
import { InviteMemberRequest, INVITATION_DAYS, TeamMessages, type AssignableRole } from '@sendwell/contracts';
import { schemaRule } from '../../../lib/form-rules';
import { useServerError } from '../../../lib/use-server-error';
import { useInviteMember } from '../api/team-mutations';
import { SETTINGS_NOTICE as NOTICE } from '../../../lib/settings-notice';
import { ROLE_OPTIONS } from './role-options';

interface InviteValues {
  email: string;
  role: AssignableRole;
  limitedAccess: boolean;
}

/** Mails a single-use link; the invitation waits in the list until it is used, revoked or resent. */
export function InviteMemberModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const { notification } = App.useApp();
  const invite = useInviteMember();
  const serverError = useServerError(form);

  const onFinish = (values: InviteValues) => {
    serverError.clear();
    invite.mutate(values, {
      onSuccess: (invitation) => {
        notification.success({
          ...NOTICE,
          title: TeamMessages.invitationSent,
          description: `Invitation sent to ${invitation.email}`,
        });
        onClose();
      },
      onError: serverError.onError,
    });
  };

  return (
    <Modal
      open={open}
      title="Invite a team member"
      okText="Send invitation"
      onOk={() => form.submit()}
      okButtonProps={{ loading: invite.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ role: 'member', limitedAccess: false }}
        requiredMark={false}
      >
        {serverError.message && (
          <Alert type="error" showIcon title={serverError.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label="Email"
          name="email"
          rules={[schemaRule(InviteMemberRequest.shape.email)]}
          extra={`They get a link to sign up or sign in, valid for ${INVITATION_DAYS} days and usable once.`}
        >
          <Input type="email" autoComplete="off" placeholder="name@company.com" autoFocus />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select options={ROLE_OPTIONS} optionRender={(option) => option.data.description} />
        </Form.Item>
        <Form.Item name="limitedAccess" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Limited access: cannot export contacts, delete data for good or hold API keys</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
