import { Alert, Modal, Skeleton } from 'antd';
import type { ListRecord } from '@sendwell/contracts';
import { useCurrentUser } from '../../../lib/current-user';
import { useSegmentDefinition } from '../api/get-segment-definition';
import { startFromDuplicate } from '../hooks/wizard-starts';
import { prefilledWizardState } from '../hooks/wizard-state';
import { SegmentWizardModal } from './segment-wizard-modal';

interface DuplicateSegmentDialogProps {
  list: ListRecord;
  onClose: () => void;
  onCreated: () => void;
}

/** Duplicate (spec 1 §2.1, §4): the wizard opens at step 2 with the segment's definition. */
export function DuplicateSegmentDialog({ list, onClose, onCreated }: DuplicateSegmentDialogProps) {
  const user = useCurrentUser();
  const definition = useSegmentDefinition(list.id);

  if (!definition.data) {
    return (
      <Modal open title="Duplicate segment" onCancel={onClose} footer={null} destroyOnHidden>
        {definition.isError ? (
          <Alert type="error" showIcon title={definition.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Modal>
    );
  }
  const start = startFromDuplicate(list, definition.data, user.accountAdminSettings.contactSegmentation);
  return (
    <SegmentWizardModal
      initial={prefilledWizardState('duplicate', start)}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}
