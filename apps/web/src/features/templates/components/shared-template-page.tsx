import { Alert, Button, Card, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useParams } from 'react-router';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  FeedbackRequest,
  ShareToken,
  TemplateActionMessages,
  type FeedbackRequest as Feedback,
} from '@sendwell/contracts';
import { BrandMark } from '../../../components/brand-mark';
import { ResultHeading } from '../../../components/page-heading';
import { mainLandmark } from '../../../components/skip-link';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { sharedPreviewPath, useAddFeedback, useSharedTemplate } from '../api/template-actions';
import { TemplatePreview } from './template-preview';

/**
 * /share/template/{token}: a template shared for review, open to anyone with the link. It shows the same
 * sandboxed preview as the app and takes feedback; nothing of the account or its people is read.
 */
export function SharedTemplatePage() {
  const token = ShareToken.safeParse(useParams().token);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f5f6fa' }}>
      <Flex
        component="header"
        align="center"
        style={{ background: '#fff', borderBottom: '1px solid #e5e7eb', padding: '14px 24px' }}
      >
        <BrandMark />
      </Flex>
      <main {...mainLandmark} style={{ padding: 24, outline: 'none', flex: 1 }}>
        {token.success ? <SharedTemplate token={token.data} /> : <LinkGone />}
      </main>
    </Flex>
  );
}

function LinkGone() {
  return (
    <Result
      status="404"
      title={<ResultHeading>Link not available</ResultHeading>}
      subTitle={TemplateActionMessages.shareNotFound}
    />
  );
}

function SharedTemplate({ token }: { token: string }) {
  const shared = useSharedTemplate(token);
  if (shared.isPending) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  if (shared.isError) {
    if (isApiRequestError(shared.error, 404)) return <LinkGone />;
    return <Alert type="error" showIcon title={errorMessage(shared.error)} />;
  }
  const template = {
    ...shared.data,
    pageOf: (kind: 'HTML' | 'AMP') => sharedPreviewPath(token, kind),
  };
  return (
    <Flex vertical gap={24} style={{ maxWidth: 1280, margin: '0 auto' }}>
      <div>
        <Typography.Text type="secondary">Shared for review</Typography.Text>
        <Typography.Title level={1} style={{ margin: '4px 0 0', fontSize: 28, overflowWrap: 'anywhere' }}>
          {shared.data.name}
        </Typography.Title>
      </div>
      <TemplatePreview template={template} />
      <FeedbackForm token={token} />
    </Flex>
  );
}

function FeedbackForm({ token }: { token: string }) {
  const [form] = Form.useForm<Feedback>();
  const add = useAddFeedback(token);
  const send = (values: Feedback) => add.mutate(values, { onSuccess: () => form.resetFields(['comment']) });
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Leave feedback
        </Typography.Title>
      }
      style={{ maxWidth: 610 }}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={send}
        onValuesChange={() => add.isSuccess && add.reset()}
      >
        {add.isSuccess && (
          <Alert
            type="success"
            showIcon
            title={TemplateActionMessages.feedbackSent}
            style={{ marginBottom: 16 }}
          />
        )}
        {add.isError && (
          <Alert type="error" showIcon title={errorMessage(add.error)} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label="Your name" name="name" rules={[schemaRule(FeedbackRequest.shape.name)]}>
          <Input maxLength={FEEDBACK_NAME_MAX_LENGTH} autoComplete="name" />
        </Form.Item>
        <Form.Item label="Feedback" name="comment" rules={[schemaRule(FeedbackRequest.shape.comment)]}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            showCount
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Send feedback
        </Button>
      </Form>
    </Card>
  );
}
