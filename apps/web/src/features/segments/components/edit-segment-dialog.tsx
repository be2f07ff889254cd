import { Alert, Modal, Skeleton } from 'antd';
import type { ListRecord } from '@sendwell/contracts';
import { useSegmentDefinition } from '../api/get-segment-definition';
import { startFromSaved } from '../hooks/wizard-starts';
import { editWizardState } from '../hooks/wizard-state';
import { SegmentWizardModal } from './segment-wizard-modal';

interface EditSegmentDialogProps {
  list: ListRecord;
  onClose: () => void;
  onUpdated: () => void;
}

/** Edit conditions: the wizard opens at step 3 with a saved dynamic segment's definition. */
export function EditSegmentDialog({ list, onClose, onUpdated }: EditSegmentDialogProps) {
  const definition = useSegmentDefinition(list.id);

  if (!definition.data) {
    return (
      <Modal open title="Edit conditions" onCancel={onClose} footer={null} destroyOnHidden>
        {definition.isError ? (
          <Alert type="error" showIcon title={definition.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Modal>
    );
  }
  return (
    <SegmentWizardModal
      initial={editWizardState(list, startFromSaved(list, definition.data))}
      onClose={onClose}
      onCreated={onUpdated}
    />
  );
}
