import { Button, Flex, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ImportRecord } from '@sendwell/contracts';
import { pluraliseContacts } from '@sendwell/domain';
import { paths } from '../../../lib/paths';
import { ImportResultSummary } from './import-result-summary';

interface ImportCompleteModalProps {
  record: ImportRecord;
  onClose: () => void;
}

/** After a quick import (spec §2.1): the e-mails are in, so the counts are final. */
export function ImportCompleteModal({ record, onClose }: ImportCompleteModalProps) {
  const navigate = useNavigate();
  const added = record.counts.new + record.counts.updated + record.counts.unchanged;
  return (
    <Modal
      open
      title="Import complete"
      width="40rem"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button
            onClick={() => {
              onClose();
              void navigate(paths.listContacts(record.listId));
            }}
          >
            View contacts
          </Button>
          <Button type="primary" onClick={onClose}>
            Okay
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          {pluraliseContacts(added)} added to <Typography.Text strong>{record.listName}</Typography.Text>.
        </Typography.Text>
        <ImportResultSummary record={record} />
      </Flex>
    </Modal>
  );
}
