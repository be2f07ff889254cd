import { Tag } from 'antd';
import { EditorMessages } from '@sendwell/contracts';
import type { SaveState } from '../hooks/use-autosave';

const LOOK: Record<SaveState, { text: string; color: string }> = {
  saved: { text: EditorMessages.saved, color: 'success' },
  unsaved: { text: EditorMessages.unsaved, color: 'warning' },
  saving: { text: EditorMessages.saving, color: 'processing' },
  failed: { text: EditorMessages.saveFailed, color: 'error' },
};

/** Whether the marketer's latest change is safe; read out when it changes. */
export function SaveStateTag({ state }: { state: SaveState }) {
  const look = LOOK[state];
  return (
    <span role="status" aria-live="polite">
      <Tag color={look.color} style={{ marginInlineEnd: 0 }}>
        {look.text}
      </Tag>
    </span>
  );
}
