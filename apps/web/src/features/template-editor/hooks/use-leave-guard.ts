import { useCallback, useEffect } from 'react';
import { App } from 'antd';
import { EditorMessages } from '@sendwell/contracts';

/**
 * Warns before unsaved changes are lost: closing or reloading the tab has the browser ask, and the editor's
 * own way out (its Back button) asks first. The editor fills the window, so that is the only link it shows;
 * router-wide blocking would add its code to every page's first download.
 */
export const useLeaveGuard = (hasUnsavedChanges: boolean) => {
  const { modal } = App.useApp();

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  /** Runs `leave` at once when everything is saved, else once the marketer confirms. */
  return useCallback(
    (leave: () => void) => {
      if (!hasUnsavedChanges) return leave();
      modal.confirm({
        title: EditorMessages.leaveWarning,
        okText: 'Leave',
        okButtonProps: { danger: true },
        cancelText: 'Stay',
        onOk: leave,
      });
    },
    [hasUnsavedChanges, modal],
  );
};
