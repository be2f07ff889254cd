import { useEffect, useMemo, useState } from 'react';
import { binaryFileProblem, isCsvFileName, SNIFF_BYTES } from '@sendwell/domain';
import { previewCsv } from './csv-preview';
import { readCsvPreview, type CsvPreviewRows } from './read-csv-preview';
import { countCsvRecords } from './count-csv-records';

type Reading =
  | { status: 'reading' }
  | { status: 'read'; preview: CsvPreviewRows }
  | { status: 'failed' }
  | { status: 'refused'; message: string };

/** The file's first bytes tell a binary file named .csv (a workbook, an image) before it is parsed as text. */
const readFile = async (file: File): Promise<Reading> => {
  const problem = binaryFileProblem(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (problem) return { status: 'refused', message: problem };
  return { status: 'read', preview: await readCsvPreview(file) };
};

/**
 * The CSV chosen in step 1: its first rows (read in the browser for headers and samples), the header
 * checkbox, and, in the background, how many records it has.
 */
export const useCsvFile = () => {
  const [file, setFile] = useState<File>();
  const [reading, setReading] = useState<Reading>();
  const [noHeader, setNoHeader] = useState(false);
  const [recordCount, setRecordCount] = useState<number>();

  useEffect(() => {
    if (!file || !isCsvFileName(file.name)) return;
    const controller = new AbortController();
    setReading({ status: 'reading' });
    readFile(file).then(
      (read) => !controller.signal.aborted && setReading(read),
      () => !controller.signal.aborted && setReading({ status: 'failed' }),
    );
    countCsvRecords(file, controller.signal).then(
      (count) => !controller.signal.aborted && setRecordCount(count),
      () => undefined,
    );
    return () => controller.abort();
  }, [file]);

  const preview = useMemo(() => {
    if (!file) return undefined;
    if (!isCsvFileName(file.name)) return previewCsv(file.name, [], noHeader);
    if (reading?.status === 'failed') return { headers: [], samples: [], error: 'This file could not be read' };
    if (reading?.status === 'refused') return { headers: [], samples: [], error: reading.message };
    if (reading?.status !== 'read') return undefined;
    return previewCsv(file.name, reading.preview.rows, noHeader);
  }, [file, reading, noHeader]);

  return {
    file,
    noHeader,
    setNoHeader,
    /** Headers, samples and the file's problem; undefined while there is no file or it is being read. */
    preview,
    delimiter: reading?.status === 'read' ? reading.preview.delimiter : undefined,
    isParsed: preview !== undefined,
    error: preview?.error ?? null,
    /** Data rows, once counted: the file's records less the header. */
    recordCount: recordCount === undefined ? undefined : Math.max(0, recordCount - (noHeader ? 0 : 1)),
    choose: (chosen: File) => {
      setReading(undefined);
      setRecordCount(undefined);
      setFile(chosen);
    },
    remove: () => {
      setReading(undefined);
      setRecordCount(undefined);
      setFile(undefined);
    },
  };
};

export type CsvFileState = ReturnType<typeof useCsvFile>;
