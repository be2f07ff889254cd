import { Alert, App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { ArrowLeftOutlined, BulbOutlined } from '@ant-design/icons';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  editorPagePath,
  TEMPLATE_BRIEF_DETAIL_MAX_LENGTH,
  TEMPLATE_BRIEF_MAX_LENGTH,
  TEMPLATE_TONES,
  TemplateBrief,
  type TemplateTone,
} from '@sendwell/contracts';
import { PageTitle } from '../../../components/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { schemaRule } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { trackEvent } from '../../../lib/track-event';
import { useServerError } from '../../../lib/use-server-error';
import { useCreateAiTemplate } from '../api/create-ai-template';

interface BriefForm {
  purpose: string;
  offer?: string;
  audience?: string;
  tone: TemplateTone;
}

const fields = TemplateBrief.shape;

/**
 * 'n / limit' under a field. Without antd's own max, text past the limit stays readable (antd would turn it
 * red, too faint on white); the field's rule says what is wrong instead.
 */
const counter =
  (limit: number) =>
  ({ count }: { count: number }) =>
    `${count} / ${limit}`;

/** /app/templates/ai-template (spec 3 §2.1): 'Create with AI', a template written from a short brief. */
export function AiTemplatePage() {
  const [form] = Form.useForm<BriefForm>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const create = useCreateAiTemplate();
  const serverError = useServerError(form);
  const user = useCurrentUser();

  const submit = (values: BriefForm) => {
    serverError.clear();
    create.mutate(
      {
        purpose: values.purpose,
        offer: values.offer ?? '',
        audience: values.audience ?? '',
        tone: values.tone,
      },
      {
        onSuccess: (created) => {
          void trackEvent({ event: 'create_ai_template', properties: { templateId: created.id } });
          void message.success(
            `Your template is ready, made from the ${created.galleryTemplate.name} design.`,
          );
          void navigate(editorPagePath(created.id, true), { state: { flow: 'editor' } });
        },
        onError: serverError.onError,
      },
    );
  };

  // Spec 3 §2.1: the route exists only while the AI template creation flag is on.
  if (!user.flags.aiTemplateCreation) return <Navigate replace to={paths.templatesTab('saved')} />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <div>
        <Link to={paths.templatesTab('saved')}>
          <ArrowLeftOutlined aria-hidden /> Templates
        </Link>
        <PageTitle style={{ margin: '8px 0 4px' }}>Create with AI</PageTitle>
        <Typography.Text type="secondary">
          Describe the email in a few words. Sendwell picks the gallery design that suits it and writes the
          headline, text, button, subject line and preheader from your brief. You can change all of it in the
          editor.
        </Typography.Text>
      </div>
      <Card>
        <Form<BriefForm>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{ tone: 'Friendly' }}
          onFinish={submit}
          onValuesChange={serverError.clear}
          disabled={create.isPending}
        >
          <Form.Item
            name="purpose"
            label="What is this email for?"
            extra="The occasion, what you want readers to do, and anything they must know: a date, a place, a deadline."
            required
            rules={[schemaRule(fields.purpose)]}
          >
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              count={{ show: counter(TEMPLATE_BRIEF_MAX_LENGTH) }}
              placeholder="Announce our spring sale on garden tools; it ends Sunday."
            />
          </Form.Item>
          <Form.Item name="offer" label="Offer" rules={[schemaRule(fields.offer)]}>
            <Input
              count={{ show: counter(TEMPLATE_BRIEF_DETAIL_MAX_LENGTH) }}
              placeholder="20% off everything with code SPRING20"
            />
          </Form.Item>
          <Form.Item name="audience" label="Audience" rules={[schemaRule(fields.audience)]}>
            <Input
              count={{ show: counter(TEMPLATE_BRIEF_DETAIL_MAX_LENGTH) }}
              placeholder="Gardeners who bought from us last year"
            />
          </Form.Item>
          <Form.Item name="tone" label="Tone" required>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={TEMPLATE_TONES.map((tone) => ({ label: tone, value: tone }))}
            />
          </Form.Item>
          {serverError.message && (
            <Alert type="error" showIcon message={serverError.message} style={{ marginBottom: 16 }} />
          )}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate(paths.templatesTab('saved'))}>Cancel</Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<BulbOutlined aria-hidden />}
              loading={create.isPending}
            >
              Create template
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
