import { useId } from 'react';
import { Alert, App, Button, Flex, Modal, Progress, theme, Typography } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { SegmentMessages } from '@sendwell/contracts';
import {
  defaultSegmentType,
  prebuiltSegmentDefinition,
  liveCountLabel,
  segmentWizardLabels,
  type PrebuiltSegmentCard,
} from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useRefreshMilestone } from '../../../lib/milestones';
import { useSegmentWizard, type CreatedSegment } from '../hooks/use-segment-wizard';
import { useWizardAccess } from '../hooks/use-wizard-access';
import type { WizardState } from '../hooks/wizard-state';
import { AudienceStep } from './audience-step';
import { ConditionsStep } from './conditions-step';
import { StartStep } from './start-step';

interface SegmentWizardModalProps {
  initial: WizardState;
  onClose: () => void;
  /**
   * The segment was created (or, when editing, updated); the page showing lists asks for them again.
   * The wizard stays open and busy until what this returns has settled, then says so and closes.
   */
  onCreated: (segment: CreatedSegment) => Promise<void> | void;
}

/** The three-step segment creation wizard (spec 1 §2.2, §4 "Wizard"). */
export function SegmentWizardModal({ initial, onClose, onCreated }: SegmentWizardModalProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const access = useWizardAccess();
  const refreshMilestone = useRefreshMilestone();
  const countLabelId = useId();
  const wizard = useSegmentWizard(initial, access, async (segment) => {
    await onCreated(segment);
    if (initial.mode === 'edit') {
      void message.success(SegmentMessages.updated);
    } else {
      // Spec 1 §4: the segment-creation milestone is marked if pending, however the wizard was opened.
      refreshMilestone('createSegment');
      void message.success(SegmentMessages.created);
    }
    onClose();
  });
  const { state, dispatch, audience } = wizard;
  const labels = segmentWizardLabels(state.mode, state.step);

  const chooseCard = (card: PrebuiltSegmentCard) => {
    const definition = prebuiltSegmentDefinition(card.id, {
      now: new Date(),
      offsetMinutes: access.offsetMinutes,
      segmentType: defaultSegmentType(access.segmentTypes, state.mode),
    });
    dispatch({
      type: 'choosePrebuilt',
      id: card.id,
      start: {
        name: definition.name,
        audience: definition,
        groups: definition.segmentFilters,
        segmentType: definition.segmentType,
      },
    });
  };

  const ok = () => (state.step === 2 ? dispatch({ type: 'next' }) : wizard.create());
  // An edit opens at step 3; its step 2 has nothing before it, so going back closes.
  const back = () => (state.mode === 'edit' && state.step === 2 ? onClose() : dispatch({ type: 'back' }));
  const okDisabled =
    state.step === 2 ? !audience.canProceed : !wizard.conditionsReady || !audience.canProceed;
  const problem = state.step === 3 ? (wizard.createError ?? wizard.countError) : null;

  const footer =
    state.step === 1 ? null : (
      <Flex justify="space-between" align="center" gap={8}>
        <div>
          {state.step === 3 && (
            // Spec 1 §2.2 names a 'Preview count' that becomes 'N contact(s)'; the count now follows
            // every change by itself, so the spec's words label it instead of a button.
            <Flex align="center" gap={8}>
              <Typography.Text type="secondary" id={countLabelId}>
                Preview count
              </Typography.Text>
              <Typography.Text strong role="status" aria-labelledby={countLabelId}>
                {wizard.counting && <LoadingOutlined spin aria-hidden style={{ marginInlineEnd: 6 }} />}
                {liveCountLabel(wizard.count, wizard.counting)}
              </Typography.Text>
            </Flex>
          )}
        </div>
        <Flex gap={8}>
          <Button onClick={back} disabled={wizard.creating}>
            {labels.cancel}
          </Button>
          <Button type="primary" onClick={ok} disabled={okDisabled} loading={wizard.creating}>
            {labels.ok}
          </Button>
        </Flex>
      </Flex>
    );

  return (
    <Modal
      open
      title={labels.title}
      width={state.step === 2 ? 640 : 960}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={footer}
    >
      <Flex vertical gap={16} style={{ paddingTop: 4 }}>
        {labels.progress && (
          <Flex align="center" gap={12}>
            <Progress
              percent={(state.step / 3) * 100}
              showInfo={false}
              status="normal"
              strokeColor={token.colorPrimary}
              size="small"
              style={{ width: 160, margin: 0 }}
              aria-hidden
            />
            <Typography.Text type="secondary">{labels.progress}</Typography.Text>
          </Flex>
        )}
        {problem && <Alert type="error" showIcon role="alert" title={errorMessage(problem)} />}
        {state.step === 1 && (
          <StartStep
            access={access}
            onScratch={() => dispatch({ type: 'startFromScratch' })}
            onCard={chooseCard}
          />
        )}
        {state.step === 2 && <AudienceStep wizard={wizard} access={access} />}
        {state.step === 3 && <ConditionsStep wizard={wizard} access={access} />}
      </Flex>
    </Modal>
  );
}
