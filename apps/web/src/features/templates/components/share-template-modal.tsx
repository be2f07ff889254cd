import { Alert, App, Button, Empty, Flex, Modal, Spin, Tooltip, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { RoleMessages, TemplateActionMessages, templateActionRoutes } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import type { TemplateDialogProps } from './template-dialog';
import { useCreateShare, useRevokeShare, useTemplateShare } from '../api/template-actions';

/**
 * A link for review: anyone who has it sees the template's preview and may leave feedback, which is listed
 * here. Turning the link off makes it answer "not found"; the feedback stays.
 */
export function ShareTemplateModal({ template, open, onClose }: TemplateDialogProps) {
  const { message } = App.useApp();
  const share = useTemplateShare(template.id, open);
  const create = useCreateShare(template.id);
  const revoke = useRevokeShare(template.id);
  const mayChange = useMayCall(templateActionRoutes.createShare);
  const timezone = useCurrentUser().accountAdminSettings.timezone;
  const link = share.data?.data ? new URL(share.data.data.path, window.location.origin).href : undefined;
  const failure = create.error ?? revoke.error;

  const turnOn = () =>
    create.mutate(undefined, { onSuccess: () => void message.success(TemplateActionMessages.shareCreated) });
  const turnOff = () =>
    revoke.mutate(undefined, { onSuccess: () => void message.success(TemplateActionMessages.shareRevoked) });

  return (
    <Modal
      open={open}
      title="Share template"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={600}
    >
      {share.isPending ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : share.isError ? (
        <Alert type="error" showIcon title={errorMessage(share.error)} />
      ) : (
        <Flex vertical gap={16}>
          {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
          <Typography.Paragraph style={{ margin: 0 }}>
            Anyone with the link can see the preview of this template, desktop and mobile, and leave feedback.
            They see nothing else of your account.
          </Typography.Paragraph>
          {link ? (
            <Flex vertical gap={8}>
              <Typography.Text strong>Review link</Typography.Text>
              <Typography.Paragraph
                copyable={{ text: link, tooltips: ['Copy link', 'Copied'] }}
                code
                style={{ margin: 0, overflowWrap: 'anywhere' }}
              >
                {link}
              </Typography.Paragraph>
              <Flex gap={8} wrap>
                <Button href={link} target="_blank" rel="noreferrer" icon={<LinkOutlined aria-hidden />}>
                  Open review page
                </Button>
                <Tooltip title={mayChange ? undefined : RoleMessages.limitedAccess}>
                  <Button onClick={turnOff} loading={revoke.isPending} disabled={!mayChange}>
                    Turn off link
                  </Button>
                </Tooltip>
              </Flex>
            </Flex>
          ) : (
            <Tooltip title={mayChange ? undefined : RoleMessages.limitedAccess}>
              <Button
                type="primary"
                onClick={turnOn}
                loading={create.isPending}
                disabled={!mayChange}
                style={{ alignSelf: 'flex-start' }}
              >
                Create share link
              </Button>
            </Tooltip>
          )}
          <Typography.Title level={2} style={{ fontSize: 16, margin: '8px 0 0' }}>
            Feedback ({share.data.feedback.length})
          </Typography.Title>
          {share.data.feedback.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No feedback yet" />
          ) : (
            <Flex
              component="ul"
              vertical
              gap={12}
              style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}
            >
              {share.data.feedback.map((item) => (
                <li key={item.id} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Text strong>{item.name}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(item.createdAt, timezone)}
                    </Typography.Text>
                  </Flex>
                  <Typography.Paragraph
                    style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {item.comment}
                  </Typography.Paragraph>
                </li>
              ))}
            </Flex>
          )}
        </Flex>
      )}
    </Modal>
  );
}
