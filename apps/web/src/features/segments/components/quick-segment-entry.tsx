import { Button } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { defaultSegmentType } from '@sendwell/domain';
import { lazyDialog } from '../../../components/lazy-component';
import { useCurrentUser } from '../../../lib/current-user';
import type { CreatedSegment } from '../hooks/use-segment-wizard';
import { useWizardOpening } from '../hooks/use-wizard-opening';
import { initialWizardState } from '../hooks/wizard-state';

// The wizard is the heaviest code of the pages it opens from: fetched when it first opens.
const SegmentWizardModal = lazyDialog(() =>
  import('./segment-wizard-modal').then((m) => m.SegmentWizardModal),
);

export type { CreatedSegment };

export interface QuickSegmentEntryProps {
  /**
   * The segment exists: add it to the campaign's audience. The wizard waits for this before it says
   * 'Segment created' and closes, so it must settle, reporting its own failures.
   */
  onCreated: (segment: CreatedSegment) => Promise<void>;
  disabled?: boolean;
}

/**
 * 'Create quick segment' for a campaign's audience (spec 1 §2.2, §4): the segment wizard in audience mode,
 * from the cards at step 1, always dynamic, with no progress bar and 'Back' for cancel.
 */
export function QuickSegmentEntry({ onCreated, disabled }: QuickSegmentEntryProps) {
  const user = useCurrentUser();
  const { wizard, open, close } = useWizardOpening();
  const start = () =>
    open(
      initialWizardState(
        'audience',
        defaultSegmentType(user.accountAdminSettings.contactSegmentation, 'audience'),
      ),
    );

  return (
    <>
      <Button icon={<ThunderboltOutlined aria-hidden />} onClick={start} disabled={disabled}>
        Create quick segment
      </Button>
      {wizard && (
        <SegmentWizardModal key={wizard.key} initial={wizard.initial} onClose={close} onCreated={onCreated} />
      )}
    </>
  );
}
