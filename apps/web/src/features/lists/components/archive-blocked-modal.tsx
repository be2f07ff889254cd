import { Button, Modal, Tooltip, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { ListMessages, type JourneySummary, type ListRecord } from '@sendwell/contracts';
import { paths } from '../../../lib/paths';

interface ArchiveBlockedModalProps {
  list: ListRecord;
  /** The Available or Paused journeys triggered by the list; at least one. */
  journeys: JourneySummary[];
  onClose: () => void;
}

/** Spec §8 "Archive blocked": the journeys must be cancelled first; the journey pages open in a new tab. */
export function ArchiveBlockedModal({ list, journeys, onClose }: ArchiveBlockedModalProps) {
  const only = journeys.length === 1 ? journeys[0] : undefined;
  const journeyPage = only ? paths.journeyDashboard(only.id) : paths.journeysTriggeredBy(list.id);

  return (
    <Modal
      open
      title={ListMessages.archiveBlockedTitle}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="open"
          type="primary"
          icon={<ExportOutlined aria-hidden />}
          iconPlacement="end"
          href={journeyPage}
          target="_blank"
          rel="noopener"
        >
          Open Journey Page
        </Button>,
      ]}
    >
      <Typography.Paragraph style={{ marginTop: 8 }}>
        {only ? (
          `You are using this segment as trigger in "${only.name}". Please cancel the journey before proceeding to archive the segment.`
        ) : (
          <>
            Please cancel the{' '}
            <Tooltip
              title={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {journeys.map((journey) => (
                    <li key={journey.id}>
                      {journey.name} ({journey.status})
                    </li>
                  ))}
                </ul>
              }
            >
              <Typography.Text underline style={{ cursor: 'help' }}>
                journey(s)
              </Typography.Text>
            </Tooltip>{' '}
            before proceeding to archive the segment.
          </>
        )}
      </Typography.Paragraph>
    </Modal>
  );
}
