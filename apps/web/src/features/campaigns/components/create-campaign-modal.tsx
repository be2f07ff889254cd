import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { CampaignMessages, type CampaignRecord } from '@sendwell/contracts';
import { validateCampaignName } from '@sendwell/domain';
import { useServerError } from '../../../lib/use-server-error';
import { useAudienceChoices } from '../api/get-audience-choices';
import { useCreateCampaign } from '../api/create-campaign';

interface CreateCampaignModalProps {
  /** Lists to start the audience with: a list's 'Send campaign' brings its own. */
  listIds: number[];
  onClose: () => void;
  onCreated: (campaign: CampaignRecord) => void;
}

/** Names a new bulk campaign and creates it as a draft. */
export function CreateCampaignModal({ listIds, onClose, onCreated }: CreateCampaignModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateCampaign();
  const serverError = useServerError(form);
  const choices = useAudienceChoices();
  const startingAudience = (choices.data ?? [])
    .filter((list) => listIds.includes(list.id))
    .map((list) => list.name);

  const onFinish = ({ name }: { name?: string }) => {
    serverError.clear();
    create.mutate(
      { name: name ?? '', listIds },
      {
        onSuccess: (campaign) => {
          void message.success(CampaignMessages.created);
          onCreated(campaign);
        },
        onError: serverError.onError,
      },
    );
  };

  return (
    <Modal
      open
      title="Create campaign"
      okText="Create campaign"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} style={{ paddingTop: 8 }}>
        {serverError.message && (
          <Alert type="error" showIcon title={serverError.message} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          label="Campaign name"
          name="name"
          validateTrigger={['onChange', 'onBlur']}
          extra="Only you see it; it tells your campaigns apart."
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const problem = validateCampaignName(typeof value === 'string' ? value : '');
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="e.g. Spring sale" autoFocus />
        </Form.Item>
        {startingAudience.length > 0 && (
          <Typography.Text type="secondary">It will go to {startingAudience.join(', ')}.</Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
