import { Modal, Typography } from 'antd';
import { TemplateBlockMessages } from '@sendwell/contracts';

interface IntegrationModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2.9: a scheduling-service block without that integration. It asks for an access token; connecting the
 * service is not offered in this version, so Confirm and Cancel both only close it and nothing is selected.
 */
export function CalendlyMissingModal({ open, onClose }: IntegrationModalProps) {
  return (
    <Modal
      open={open}
      title={TemplateBlockMessages.schedulingMissing}
      okText="Confirm"
      cancelText="Cancel"
      onOk={onClose}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        This block shows your Calendly booking page. To use it, connect Calendly with a personal access token
        from your Calendly account (Integrations &amp; apps, then API and webhooks).
      </Typography.Paragraph>
    </Modal>
  );
}

/** Spec 3 §2.9: video-meeting blocks need the service connected through OAuth first. */
export function OAuthRequiredModal({ open, onClose }: IntegrationModalProps) {
  return (
    <Modal
      open={open}
      title="Connect Zoom to use this block"
      okText="OK"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{TemplateBlockMessages.videoMeetingMissing}</Typography.Paragraph>
    </Modal>
  );
}
