import { forwardRef } from 'react';
import { Card, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { PREVIEW_WIDTHS, type PreviewDevice } from '../../../components/device-toggle';

/** A text-only template: one plain text, laid out as the mail reads at the chosen width. */
export const TextEmailEditor = forwardRef<
  TextAreaRef,
  { text: string; device: PreviewDevice; onChange: (text: string) => void }
>(function TextEmailEditor({ text, device, onChange }, ref) {
  return (
    <Flex justify="center" style={{ padding: 24, overflowY: 'auto', height: '100%' }}>
      <Card style={{ width: PREVIEW_WIDTHS[device], maxWidth: '100%', height: 'fit-content' }}>
        <Flex vertical gap={8}>
          <label htmlFor="text-email-body">
            <Typography.Text strong>Email text</Typography.Text>
          </label>
          <Typography.Text type="secondary" id="text-email-help">
            Plain text, as in a personal email: a blank line starts a new paragraph. Merge tags such as{' '}
            {'{{firstName | default: "there"}}'} are filled in for each contact.
          </Typography.Text>
          <Input.TextArea
            id="text-email-body"
            ref={ref}
            aria-describedby="text-email-help"
            value={text}
            autoSize={{ minRows: 14 }}
            onChange={(event) => onChange(event.target.value)}
            style={{ fontSize: 16, lineHeight: 1.6 }}
          />
        </Flex>
      </Card>
    </Flex>
  );
});
