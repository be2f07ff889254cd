import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router';
import { EditorMessages } from '@sendwell/contracts';

/**
 * Warns before unsaved changes are lost: closing or reloading the tab has the browser ask, and leaving the
 * editor inside the app (the browser's Back, the editor's own Back button) asks first. Replacing the address
 * (the first save naming the new template) is not leaving, so it is never held.
 */
export const useLeaveGuard = (hasUnsavedChanges: boolean) => {
  const { modal } = App.useApp();

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) => hasUnsavedChanges && historyAction !== 'REPLACE',
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const confirm = modal.confirm({
      title: EditorMessages.leaveWarning,
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
    return () => confirm.destroy();
  }, [blocker.state, modal]);
};
