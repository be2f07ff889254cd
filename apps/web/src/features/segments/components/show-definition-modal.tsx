import { Alert, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import type { ListRecord } from '@sendwell/contracts';
import { describeSegment, listTypeLabel } from '@sendwell/domain';
import { useSegmentDefinition } from '../api/get-segment-definition';
import { useDefinitionLookups } from '../hooks/use-definition-lookups';

interface ShowDefinitionModalProps {
  list: ListRecord;
  onClose: () => void;
}

/** Show definition (spec 1 §2.1): who the segment holds, in plain words. */
export function ShowDefinitionModal({ list, onClose }: ShowDefinitionModalProps) {
  const definition = useSegmentDefinition(list.id);
  const answer = definition.data;
  const { lookups, ready } = useDefinitionLookups(answer?.originalData);

  const body = () => {
    if (definition.isError) return <Alert type="error" showIcon title={definition.error.message} />;
    if (!answer || !ready) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    const sentence = describeSegment(
      {
        ...answer.originalData,
        isUnsubscribed: answer.isUnsubscribed,
        isBlocked: answer.isBlocked,
        excludeIsUnsubscribed: answer.excludeIsUnsubscribed,
        excludeIsBlocked: answer.excludeIsBlocked,
      },
      lookups,
    );
    return (
      <Typography.Paragraph style={{ fontSize: 15, marginBottom: 0 }} aria-label="Segment definition">
        {sentence}.
      </Typography.Paragraph>
    );
  };

  return (
    <Modal open title="Segment definition" onCancel={onClose} footer={null} destroyOnHidden width={640}>
      <Flex vertical gap={12} style={{ paddingTop: 4 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{list.name}</Typography.Text>
          <Tag style={{ marginInlineEnd: 0 }}>{listTypeLabel(list.type)}</Tag>
        </Flex>
        {body()}
      </Flex>
    </Modal>
  );
}
