import type { ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import { DestructiveChoices, type DestructiveChoice } from './destructive-choices';
import { TypeToConfirm } from './type-to-confirm';

interface ArchiveOrDeleteModalProps<K extends string> {
  title: string;
  /** While the chosen action runs: nothing can be changed and the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  /** The buttons after 'Cancel', the one that does the chosen thing last. */
  actions: ReactNode;
  choices: readonly DestructiveChoice<K>[];
  value: K;
  onChange: (key: K) => void;
  /** The choices' accessible name: what they decide, in words. */
  choicesLabel: string;
  /** The name to type before an action that cannot be undone; none while the chosen one can be. */
  confirm?:
    | {
        expected: string;
        id: string;
        ariaLabel: string;
        value: string;
        onChange: (value: string) => void;
        onSubmit: () => void;
      }
    | undefined;
}

/** The dialog that asks whether to archive or delete something, and for its name before a delete for good. */
export function ArchiveOrDeleteModal<K extends string>({
  title,
  busy,
  onClose,
  actions,
  choices,
  value,
  onChange,
  choicesLabel,
  confirm,
}: ArchiveOrDeleteModalProps<K>) {
  return (
    <Modal
      open
      title={title}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {actions}
        </Flex>
      }
    >
      <Flex vertical gap={16} style={{ paddingTop: 8 }}>
        <DestructiveChoices
          choices={choices}
          value={value}
          onChange={onChange}
          disabled={busy}
          ariaLabel={choicesLabel}
        />
        {confirm && <TypeToConfirm {...confirm} disabled={busy} />}
      </Flex>
    </Modal>
  );
}
