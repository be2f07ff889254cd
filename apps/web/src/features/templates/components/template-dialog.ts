import type { Template } from '@sendwell/contracts';

/** What every dialog of the template dashboard takes. */
export interface TemplateDialogProps {
  template: Template;
  open: boolean;
  onClose: () => void;
}
