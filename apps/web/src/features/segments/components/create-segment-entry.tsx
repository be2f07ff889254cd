import { useCallback } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { defaultSegmentType } from '@sendwell/domain';
import { lazyDialog } from '../../../components/lazy-component';
import { useCurrentUser } from '../../../lib/current-user';
import { useFirstMilestoneStart } from '../../../lib/milestones';
import { useActivityEntry } from '../hooks/use-activity-entry';
import { useEngagementEntry } from '../hooks/use-engagement-entry';
import { useWizardOpening } from '../hooks/use-wizard-opening';
import { initialWizardState } from '../hooks/wizard-state';

// The wizard is the heaviest code of the pages it opens from: fetched when it first opens.
const SegmentWizardModal = lazyDialog(() =>
  import('./segment-wizard-modal').then((m) => m.SegmentWizardModal),
);

const MILESTONE_STARTS = ['createSegment'] as const;

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
  const { wizard, open, close } = useWizardOpening();
  useEngagementEntry(open);
  useActivityEntry(open);
  const startFromScratch = useCallback(
    () =>
      open(
        initialWizardState(
          'create',
          defaultSegmentType(user.accountAdminSettings.contactSegmentation, 'create'),
        ),
      ),
    [open, user],
  );
  useFirstMilestoneStart(MILESTONE_STARTS, startFromScratch);

  return (
    <>
      <Button icon={<PlusOutlined aria-hidden />} onClick={startFromScratch}>
        Create segment
      </Button>
      {wizard && (
        <SegmentWizardModal
          key={wizard.key}
          initial={wizard.initial}
          onClose={close}
          onCreated={onListsChanged}
        />
      )}
    </>
  );
}
