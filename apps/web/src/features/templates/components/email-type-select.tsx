import { useState } from 'react';
import { Button, Divider, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { EMAIL_TYPE_NAME_MAX_LENGTH } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';
import { useEmailTypes } from '../api/get-email-types';

interface EmailTypeSelectProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** A type that is not active any more but is the template's own (it keeps it). */
  current?: string | null;
}

/**
 * Pick an active email type, or name a new one through 'Create new email type'. A new name is only chosen
 * here; the form creates it on the server when it saves (spec 3 §4).
 */
export function EmailTypeSelect({ id, value, onChange, current }: EmailTypeSelectProps) {
  const emailTypes = useEmailTypes();
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState('');
  const names = emailTypes.data ?? [];
  const extra = [current, value].filter(
    (name): name is string => !!name && !names.some((existing) => foldCase(existing) === foldCase(name)),
  );
  const options = [...new Set([...names, ...extra])].map((name) => ({ value: name, label: name }));
  const trimmed = draft.trim();

  const create = () => {
    if (!trimmed) return;
    const existing = names.find((name) => foldCase(name) === foldCase(trimmed));
    onChange?.(existing ?? trimmed);
    setDraft('');
    setCreating(false);
  };

  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        placeholder="Select an email type"
        loading={emailTypes.isPending}
        showSearch
        options={options}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="link" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              Create new email type
            </Button>
          </>
        )}
      />
      <Modal
        open={creating}
        title="Create new email type"
        okText="Create"
        cancelText="Discard & go back"
        okButtonProps={{ disabled: !trimmed }}
        onOk={create}
        onCancel={() => {
          setDraft('');
          setCreating(false);
        }}
        destroyOnHidden
      >
        <Input
          aria-label="Email type name"
          placeholder="Enter email type name..."
          value={draft}
          maxLength={EMAIL_TYPE_NAME_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={create}
          autoFocus
        />
      </Modal>
    </>
  );
}
