import { useState } from 'react';
import { Alert, Flex, Form, Modal } from 'antd';
import { ImportErrorCode, type ImportRecord } from '@sendwell/contracts';
import { isQuickImportSubmitDisabled, quickImportContacts } from '@sendwell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiRequestError } from '../../../lib/api-client';
import { importKeys } from '../api/import-keys';
import { useQuickImport } from '../api/quick-import';
import { useEmailRows } from '../hooks/use-email-rows';
import { useListTarget } from '../hooks/use-list-target';
import { EmailRowsField } from './email-rows-field';
import { ListTargetFields } from './list-target-fields';

interface QuickImportModalProps {
  onClose: () => void;
  /** The e-mails are in; the record holds the final counts. */
  onImported: (record: ImportRecord) => void;
}

/**
 * 'Add contacts manually' (spec §2.1, §4.2, §5.1): pasted or typed e-mails, with the names pasted beside
 * them, into a new or existing list.
 */
export function QuickImportModal({ onClose, onImported }: QuickImportModalProps) {
  const queryClient = useQueryClient();
  const list = useListTarget({ checkWhileTyping: false });
  const rows = useEmailRows();
  const importing = useQuickImport();
  const [failure, setFailure] = useState<string>();

  const { target } = list;
  const values = rows.rows.map((row) => row.value);
  const disabled = isQuickImportSubmitDisabled({
    isNewList: target.kind === 'new',
    listName: target.kind === 'new' ? target.name : '',
    listId: target.kind === 'existing' ? target.listId : undefined,
    hasError: list.problem !== null,
    rows: values,
  });

  const submit = () => {
    if (disabled) return;
    setFailure(undefined);
    importing.mutate(
      {
        recipientListId: target.kind === 'existing' ? target.listId : undefined,
        name: target.kind === 'new' ? target.name.trim() : undefined,
        csvData: quickImportContacts(values),
      },
      {
        onSuccess: (result) => onImported(result.import),
        onError: (error) => {
          // A name taken since the dialog read the names: read them again so the field's own rule agrees.
          if (isApiRequestError(error) && error.code === ImportErrorCode.invalidListName) {
            void queryClient.invalidateQueries({ queryKey: importKeys.all });
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Add contacts manually"
      width="50rem"
      okText="Add contacts"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled, loading: importing.isPending }}
      cancelButtonProps={{ disabled: importing.isPending }}
      maskClosable={false}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} component="div">
        <Flex vertical gap={20} style={{ paddingTop: 8 }}>
          <ListTargetFields idPrefix="quick-import" state={list} disabled={importing.isPending} />
          <EmailRowsField model={rows} disabled={importing.isPending} />
          {failure && <Alert type="error" showIcon title={failure} />}
        </Flex>
      </Form>
    </Modal>
  );
}
