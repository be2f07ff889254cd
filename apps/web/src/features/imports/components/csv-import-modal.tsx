import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Steps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ImportErrorCode, type ImportAccepted } from '@sendwell/contracts';
import {
  defaultListName,
  fallbackListName,
  ImportMessages,
  isCsvFileName,
  isCsvStepOneDisabled,
  isCsvStepTwoDisabled,
} from '@sendwell/domain';
import { isApiRequestError } from '../../../lib/api-client';
import { importKeys } from '../api/import-keys';
import { trackEvent } from '../../../lib/track-event';
import { uploadCsv } from '../api/upload-csv';
import { useColumnMapping } from '../hooks/use-column-mapping';
import { useCsvFile } from '../hooks/use-csv-file';
import { useListTarget } from '../hooks/use-list-target';
import { useValueFormats } from '../hooks/use-value-formats';
import { CsvFormatChoosers } from './csv-format-choosers';
import { reviewSummary } from './review-summary';
import { CsvMappingStep } from './csv-mapping-step';
import { CsvReviewStep } from './csv-review-step';
import { CsvUploadStep } from './csv-upload-step';

const STEPS = [{ title: 'Add to a list' }, { title: 'Column Mapping' }, { title: 'Review upload' }];
const NEXT_LABELS = ['Map columns', 'Review Import', 'Import contacts'] as const;
const NO_HEADERS: string[] = [];
const NO_SAMPLES: string[][] = [];

/** The server's refusals, each shown where its cause can be fixed (spec §3 "upload step data"). */
interface ServerErrors {
  uploadError?: string;
  columnError?: string;
  contactsExceededError?: string;
  listNameError?: string;
}

const serverErrorsOf = (error: unknown): ServerErrors => {
  if (!isApiRequestError(error)) return {};
  switch (error.code) {
    case ImportErrorCode.invalidFile:
      return { uploadError: error.message };
    case ImportErrorCode.invalidMapping:
      return { columnError: error.message };
    case ImportErrorCode.contactsExceeded:
      return { contactsExceededError: error.message };
    case ImportErrorCode.invalidListName:
      return { listNameError: error.message };
    default:
      return {};
  }
};

interface CsvImportModalProps {
  /** Where the import was started, for the csv_import_step1 event. */
  source: string;
  onClose: () => void;
  onUploaded: (accepted: ImportAccepted) => void;
}

/** 'Import Contacts via CSV' (spec §2.2, §4.1): list and file, column mapping, review, upload. */
export function CsvImportModal({ source, onClose, onUploaded }: CsvImportModalProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const list = useListTarget({ checkWhileTyping: true });
  const csv = useCsvFile();
  const mapping = useColumnMapping(csv.preview?.headers ?? NO_HEADERS);
  const samples = csv.preview?.samples ?? NO_SAMPLES;
  const formats = useValueFormats(mapping.mapping, mapping.properties, samples);
  /** Whether the user tried to leave the mapping: a column still to map is pointed out only then. */
  const [triedMapping, setTriedMapping] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors>({});
  /** Share of the file sent, while it is being sent. */
  const [progress, setProgress] = useState<number>();
  const upload = useRef<AbortController>(undefined);
  const proposedName = useRef('');
  const tracked = useRef<File>(undefined);

  const { target } = list;
  const isNewList = target.kind === 'new';
  const listName = isNewList ? target.name : '';
  const listId = target.kind === 'existing' ? target.listId : undefined;
  const uploading = progress !== undefined;

  // Step 1 done: record how many rows the file brings, once its lines are counted.
  const { file, recordCount } = csv;
  useEffect(() => {
    if (step === 0 || !file || recordCount === undefined || tracked.current === file) return;
    tracked.current = file;
    void trackEvent({ event: 'csv_import_step1', properties: { source, no_of_records: recordCount } });
  }, [step, file, recordCount, source]);

  useEffect(() => () => upload.current?.abort(), []);

  const chooseFile = (chosen: File) => {
    setServerErrors({});
    // The file names the new list, unless the user has named it already.
    if (isCsvFileName(chosen.name) && isNewList && (listName.trim() === '' || listName === proposedName.current)) {
      proposedName.current = defaultListName(chosen.name) || fallbackListName();
      list.setName(proposedName.current);
    }
    csv.choose(chosen);
  };

  // The e-mail column is not mapped yet at first: that is the next thing to do, not a mistake, until the user tries to go on.
  const mappingError =
    mapping.error === ImportMessages.emailNotMapped && !triedMapping ? null : mapping.error;
  const stepOneError =
    list.problem ?? csv.error ?? serverErrors.uploadError ?? serverErrors.contactsExceededError ?? null;
  const disabled = [
    isCsvStepOneDisabled({ error: stepOneError, hasFile: !!file, isParsed: csv.isParsed, isNewList, listName, listId }),
    !mapping.ready || isCsvStepTwoDisabled(mappingError ?? serverErrors.columnError, mapping.mapping),
    uploading,
  ][step];

  const send = async () => {
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setServerErrors({});
    setProgress(0);
    try {
      const accepted = await uploadCsv(
        {
          file,
          recipientListId: listId,
          name: isNewList ? listName.trim() || fallbackListName() : '',
          noHeader: csv.noHeader,
          mapping: mapping.mapping,
          dateFormat: formats.dateFormat,
          numberFormat: formats.numberFormat,
        },
        { onProgress: setProgress, signal: controller.signal },
      );
      onUploaded(accepted);
    } catch (error) {
      if (controller.signal.aborted) return;
      // Spec §8: other upload failures show no message; the dialog stays as it was, ready to try again.
      const errors = serverErrorsOf(error);
      setServerErrors(errors);
      // A name taken since the names were read: read them again so the name field's own rule agrees.
      if (errors.listNameError) void queryClient.invalidateQueries({ queryKey: importKeys.all });
    } finally {
      if (!controller.signal.aborted) setProgress(undefined);
    }
  };

  const next = () => {
    if (disabled) return;
    if (step === 1 && mapping.error) {
      setTriedMapping(true);
      return;
    }
    if (step === 2) void send();
    else setStep(step + 1);
  };

  const stepMessage =
    step === 1
      ? undefined
      : (serverErrors.contactsExceededError ?? serverErrors.listNameError ?? (step === 2 ? serverErrors.uploadError : undefined));

  return (
    <Modal
      open
      title="Import Contacts via CSV"
      width="60rem"
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          {step > 0 && (
            <Button onClick={() => setStep(step - 1)} disabled={uploading}>
              Back
            </Button>
          )}
          <Button type="primary" onClick={next} disabled={disabled} loading={uploading}>
            {NEXT_LABELS[step]}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={20} style={{ paddingTop: 8 }}>
        <Steps size="small" current={step} items={STEPS} />
        {stepMessage && <Alert type="error" showIcon title={stepMessage} role="alert" />}
        {step === 0 && (
          <CsvUploadStep
            list={list}
            csv={csv}
            fileError={serverErrors.uploadError}
            onChoose={chooseFile}
            onRemove={() => {
              setServerErrors({});
              csv.remove();
            }}
          />
        )}
        {step === 1 && (
          <CsvMappingStep
            state={{
              ...mapping,
              error: mappingError,
              setTarget: (...args) => {
                setServerErrors((current) => ({ ...current, columnError: undefined }));
                mapping.setTarget(...args);
              },
            }}
            samples={samples}
            serverError={serverErrors.columnError}
          />
        )}
        {step === 1 && mapping.ready && <CsvFormatChoosers formats={formats} />}
        {step === 2 && (
          <CsvReviewStep
            mapping={mapping.mapping}
            samples={samples}
            formats={formats}
            summary={reviewSummary({ target, lists: list.lists.data ?? [], mapping: mapping.mapping, recordCount })}
          />
        )}
        {uploading && (
          <Progress
            percent={Math.round(progress * 100)}
            status="active"
            aria-label="Upload progress"
            format={(percent) => `Uploading ${percent ?? 0}%`}
          />
        )}
      </Flex>
    </Modal>
  );
}
