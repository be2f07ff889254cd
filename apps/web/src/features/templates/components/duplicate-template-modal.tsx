import { useEffect, useState } from 'react';
import { App, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { TEMPLATE_NAME_MAX_LENGTH, TemplateMessages, type Template } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDuplicateTemplate } from '../api/template-mutations';

/** Spec 3 §4: the copy is named after the original plus ' Duplicate'; OK waits for a name. */
export const duplicateName = (name: string): string => `${name} Duplicate`.slice(0, TEMPLATE_NAME_MAX_LENGTH);

/** Names and makes a copy of a template; afterwards the list shows it. */
export function DuplicateTemplateModal({
  template,
  onClose,
}: {
  template: Template | undefined;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
  const [name, setName] = useState('');
  useEffect(() => setName(template ? duplicateName(template.name) : ''), [template]);

  const submit = () => {
    if (!template || !name.trim()) return;
    duplicate.mutate(
      { templateId: template.id, name },
      {
        onSuccess: () => {
          notification.success({ title: TemplateMessages.duplicated, placement: 'bottomRight' });
          onClose();
          void navigate(paths.templatesTab('saved'));
        },
        onError: (error) =>
          notification.error({
            title: isApiRequestError(error) ? error.message : TemplateMessages.actionFailed,
            placement: 'bottomRight',
          }),
      },
    );
  };

  return (
    <Modal
      open={template !== undefined}
      title="Duplicate template"
      okText="Duplicate"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !name.trim(), loading: duplicate.isPending }}
      destroyOnHidden
    >
      <label htmlFor="duplicate-template-name" style={{ display: 'block', marginBottom: 6 }}>
        Template name
      </label>
      <Input
        id="duplicate-template-name"
        value={name}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={submit}
        autoFocus
      />
    </Modal>
  );
}
