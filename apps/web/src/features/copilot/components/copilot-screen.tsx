import { useState } from 'react';
import { App, Button, Flex, Modal, Popconfirm, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { SegmentMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCopilotSegment } from '../api/copilot-api';
import { useCopilotConversation } from '../hooks/use-copilot-conversation';
import { CopilotChat } from './copilot-chat';
import { CopilotPreview } from './copilot-preview';

export type CopilotDisplayMode = 'popover' | 'fullPage';

interface CopilotScreenProps {
  /** Leaves the screen: to the contacts segment-and-list route. */
  onLeave: () => void;
}

/**
 * 'Create new segment' with the AI copilot (spec 1 §2.3): the chat on the left, the previewed version on
 * the right, the exit confirmation and saving in the footer; shown as a popover over the lists page or
 * across the whole page.
 */
export function CopilotScreen({ onLeave }: CopilotScreenProps) {
  const { message } = App.useApp();
  const [mode, setMode] = useState<CopilotDisplayMode>('popover');
  const conversation = useCopilotConversation();
  const save = useSaveCopilotSegment();
  const chosen = conversation.versions.find((version) => version.version === conversation.previewing);
  const fullPage = mode === 'fullPage';

  const onSave = () => {
    if (!chosen) return;
    save.mutate(
      { definition: chosen.definition, messageId: chosen.messageId, version: chosen.version },
      {
        onSuccess: () => {
          void message.success(SegmentMessages.created);
          onLeave();
        },
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };

  const title = (
    <Flex justify="space-between" align="center" style={{ paddingInlineEnd: 8 }}>
      <span>Create new segment</span>
      <Tooltip title={fullPage ? 'Show as popover' : 'Open in full page'}>
        <Button
          type="text"
          aria-label={fullPage ? 'Show as popover' : 'Open in full page'}
          icon={fullPage ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
          onClick={() => setMode(fullPage ? 'popover' : 'fullPage')}
        />
      </Tooltip>
    </Flex>
  );

  const footer = (
    <Flex justify="space-between" align="center">
      <Popconfirm
        title="Exit without saving?"
        description="The conversation and its versions will be lost."
        okText="Exit"
        cancelText="Stay"
        onConfirm={onLeave}
      >
        <Button>Exit</Button>
      </Popconfirm>
      <Button type="primary" disabled={!chosen} loading={save.isPending} onClick={onSave}>
        {chosen ? `Save version #${chosen.version} as segment` : 'Save segment'}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open
      title={title}
      footer={footer}
      closable={false}
      keyboard={false}
      maskClosable={false}
      width={fullPage ? '100vw' : 'min(1180px, 96vw)'}
      centered={!fullPage}
      style={fullPage ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={{
        body: { height: fullPage ? 'calc(100vh - 140px)' : 'min(620px, 70vh)', overflow: 'hidden' },
        ...(fullPage ? { container: { borderRadius: 0, minHeight: '100vh' } } : {}),
      }}
      wrapClassName={`copilot-${mode}`}
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(320px, 5fr) minmax(280px, 4fr)',
          gap: 24,
          height: '100%',
        }}
      >
        <CopilotChat
          messages={conversation.messages}
          progress={conversation.progress}
          error={conversation.error}
          onSend={conversation.ask}
        />
        <CopilotPreview
          versions={conversation.versions}
          previewing={conversation.previewing}
          onPreview={conversation.setPreviewing}
        />
      </div>
    </Modal>
  );
}
