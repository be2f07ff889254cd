import { App, Button, Flex, Progress, Typography, Upload } from 'antd';
import { FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { TemplateMessages, type TemplateKind } from '@sendwell/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { uploadTemplateFile } from '../api/upload-template';

export interface UploadedFile {
  name: string;
  size: number;
}

interface TemplateFileZoneProps {
  kind: TemplateKind;
  draftId: string;
  uploaded: UploadedFile | undefined;
  onUploaded: (file: UploadedFile) => void;
}

const ZONE_TEXT: Record<TemplateKind, { title: string; hint: string; accept: string }> = {
  HTML: { title: 'Upload HTML file', hint: 'Drag a file to attach or browse (*.html)', accept: '.html' },
  AMP: { title: 'Upload AMP file', hint: 'Drag a file to attach or browse (*.amp.html)', accept: '.html' },
};

/** Spec 3 §2.4: one file per zone, text/html only; once uploaded, its name, size in kb and 'Replace'. */
export function TemplateFileZone({ kind, draftId, uploaded, onUploaded }: TemplateFileZoneProps) {
  const { message, notification } = App.useApp();
  const [progress, setProgress] = useState<number>();
  const text = ZONE_TEXT[kind];

  const uploadProps = {
    accept: text.accept,
    multiple: false,
    maxCount: 1,
    showUploadList: false,
    beforeUpload: (file: File) => {
      if (file.type !== 'text/html') {
        void message.error(TemplateMessages.invalidFileType);
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: ({ file }: { file: unknown }) => {
      if (!(file instanceof File)) return;
      setProgress(0);
      uploadTemplateFile(
        { draftId, kind, file },
        { onProgress: (sent) => setProgress(Math.round(sent * 100)) },
      )
        .then(
          (answer) => {
            notification.success({ title: TemplateMessages.uploaded(kind), placement: 'bottomRight' });
            onUploaded({ name: answer.fileName, size: answer.size });
          },
          (error: unknown) =>
            notification.error({
              title: TemplateMessages.uploadFailed(kind),
              description: errorMessage(error),
              placement: 'bottomRight',
            }),
        )
        .finally(() => setProgress(undefined));
    },
  };

  if (progress !== undefined) {
    return (
      <div style={{ border: '1px dashed #d9d9d9', borderRadius: 8, padding: 16 }}>
        <Typography.Text>Uploading {kind} file…</Typography.Text>
        <Progress percent={progress} size="small" />
      </div>
    );
  }

  if (uploaded) {
    return (
      <Flex align="center" gap={12} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: 16 }}>
        <FileTextOutlined aria-hidden style={{ fontSize: 24, color: '#4f46e5' }} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {uploaded.name}
          </Typography.Text>
          <Typography.Text type="secondary">{(uploaded.size / 1024).toFixed(1)} kb</Typography.Text>
        </Flex>
        <Upload {...uploadProps}>
          <Button type="link" aria-label={`Replace ${kind} file`}>
            Replace
          </Button>
        </Upload>
      </Flex>
    );
  }

  return (
    <Upload.Dragger {...uploadProps} aria-label={text.title}>
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{text.title}</p>
      <p className="ant-upload-hint">{text.hint}</p>
    </Upload.Dragger>
  );
}
