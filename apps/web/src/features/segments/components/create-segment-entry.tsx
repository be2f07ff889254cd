import { useCallback, useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { defaultSegmentType } from '@sendwell/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { useActivityEntry } from '../hooks/use-activity-entry';
import { useEngagementEntry } from '../hooks/use-engagement-entry';
import { initialWizardState, type WizardState } from '../hooks/wizard-state';
import { SegmentWizardModal } from './segment-wizard-modal';

interface CreateSegmentEntryProps {
  /** A segment was created: the page showing lists asks for them again. */
  onListsChanged: () => void;
}

/**
 * 'Create segment' on the lists page, and the wizard it opens; also opened by an engagement type or an
 * activity record named in the address.
 */
export function CreateSegmentEntry({ onListsChanged }: CreateSegmentEntryProps) {
  const user = useCurrentUser();
  // Each opening gets a fresh wizard, even when one replaces another.
  const [wizard, setWizard] = useState<{ id: number; initial: WizardState }>();
  const open = useCallback(
    (initial: WizardState) => setWizard((current) => ({ id: (current?.id ?? 0) + 1, initial })),
    [],
  );
  useEngagementEntry(open);
  useActivityEntry(open);

  return (
    <>
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          open(
            initialWizardState(
              'create',
              defaultSegmentType(user.accountAdminSettings.contactSegmentation, 'create'),
            ),
          )
        }
      >
        Create segment
      </Button>
      {wizard && (
        <SegmentWizardModal
          key={wizard.id}
          initial={wizard.initial}
          onClose={() => setWizard(undefined)}
          onCreated={onListsChanged}
        />
      )}
    </>
  );
}
