import { useCallback, useState } from 'react';
import type { WizardState } from './wizard-state';

/**
 * The wizard an entry has open, if any. Each opening gets a fresh wizard (a new `key`), even when one
 * replaces another.
 */
export const useWizardOpening = () => {
  const [wizard, setWizard] = useState<{ key: number; initial: WizardState }>();
  const open = useCallback(
    (initial: WizardState) => setWizard((current) => ({ key: (current?.key ?? 0) + 1, initial })),
    [],
  );
  const close = useCallback(() => setWizard(undefined), []);
  return { wizard, open, close };
};
