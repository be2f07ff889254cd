import type { ReactNode } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  BlockOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { DeviceToggle, type PreviewDevice } from '../../../components/device-toggle';
import { PageTitle } from '../../../components/page-heading';
import type { SaveState } from '../hooks/use-autosave';
import { SaveStateTag } from './save-state-tag';

interface EditorToolbarProps {
  name: string;
  saveState: SaveState;
  onBack: () => void;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
  mergeTags: ReactNode;
  /** Absent in the text-only editor, which has no sections. */
  saveAsBlock?: { enabled: boolean; onClick: () => void };
  onSave: () => void;
}

/** Undo and redo: the same button over the history's two directions. */
const HISTORY_STEPS: {
  label: string;
  icon: ReactNode;
  can: 'canUndo' | 'canRedo';
  run: 'undo' | 'redo';
}[] = [
  { label: 'Undo', icon: <UndoOutlined aria-hidden />, can: 'canUndo', run: 'undo' },
  { label: 'Redo', icon: <RedoOutlined aria-hidden />, can: 'canRedo', run: 'redo' },
];

/** The editor's header: back, the template's name and save state, then undo/redo, preview width and actions. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { history, saveAsBlock } = props;
  return (
    <Flex
      component="header"
      align="center"
      gap={12}
      wrap
      style={{ padding: '8px 16px', borderBottom: '1px solid #f0f0f0', background: '#fff' }}
    >
      <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} aria-label="Back" onClick={props.onBack} />
      <PageTitle style={{ margin: 0, fontSize: 20, minWidth: 0, overflowWrap: 'anywhere' }}>
        {props.name}
      </PageTitle>
      <SaveStateTag state={props.saveState} />
      <Flex gap={8} align="center" wrap style={{ marginInlineStart: 'auto' }}>
        {HISTORY_STEPS.map(({ label, icon, can, run }) => (
          <Tooltip key={label} title={label}>
            <Button icon={icon} aria-label={label} disabled={!history[can]} onClick={history[run]} />
          </Tooltip>
        ))}
        <DeviceToggle value={props.device} onChange={props.onDevice} />
        {props.mergeTags}
        {saveAsBlock && (
          <Tooltip title={saveAsBlock.enabled ? undefined : 'Select a section of the template first'}>
            <Button
              icon={<BlockOutlined aria-hidden />}
              disabled={!saveAsBlock.enabled}
              onClick={saveAsBlock.onClick}
            >
              Save as block
            </Button>
          </Tooltip>
        )}
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={props.saveState === 'saving'}
          onClick={props.onSave}
        >
          Save
        </Button>
      </Flex>
    </Flex>
  );
}
