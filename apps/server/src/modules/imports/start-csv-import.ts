import {
  EMAIL_MAPPING_KEY,
  IGNORE_MAPPING_KEY,
  type CsvImportFields,
  type PersonalParam,
} from '@sendwell/contracts';
import {
  binaryFileProblem,
  contactsExceededMessage,
  csvHeaders,
  detectDelimiter,
  mappingSuggestionsOf,
  mergePropertyRegistry,
  missingColumnMessage,
  parseFirstRecord,
  validateCsvFileName,
  validateFirstRow,
  validateMapping,
  validatePropertyName,
} from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { findAccount } from '../accounts/accounts.repository';
import { countActiveContacts, customProperties } from '../contacts/contacts.repository';
import { setListProcessing } from '../lists/lists.repository';
import { countContactsAdded } from './count-contacts-added';
import { importCsvJob } from './import-csv.job';
import { ContactsExceededError, ImportFileError, ImportMappingError } from './import-errors';
import { insertImport, insertProperties, saveMappingSuggestions } from './imports.repository';
import type { ImportColumn } from './imports.tables';
import { checkNewListName, createImportList, findImportTarget } from './resolve-import-list';
import type { StoredUpload } from './store-csv-upload';

/** Reads the stored file's first record and checks it as the wizard's first step does. */
const readLayout = (upload: StoredUpload, noHeader: boolean) => {
  const fileProblem = validateCsvFileName(upload.fileName) ?? binaryFileProblem(upload.probe.startBytes());
  if (fileProblem) throw new ImportFileError(fileProblem);
  const head = upload.probe.headText();
  const delimiter = detectDelimiter(head);
  const first = parseFirstRecord(head, delimiter);
  const problem = validateFirstRow(first.cells, { noHeader, startsWithLineBreak: /^[\r\n]/.test(head) });
  if (problem) throw new ImportFileError(problem);
  return { delimiter, headers: csvHeaders(first.cells, noHeader), encoding: upload.probe.encoding };
};

/** The mapping turned into the columns to import; new properties it names come with their types. */
const resolveColumns = (
  fields: CsvImportFields,
  headers: readonly string[],
  registry: readonly PersonalParam[],
) => {
  const problem = validateMapping(fields.mapping, registry);
  if (problem) throw new ImportMappingError(problem);
  const byKey = new Map(registry.map((property) => [property.key, property]));
  const columns: ImportColumn[] = [];
  const created: { key: string; type: PersonalParam['type'] }[] = [];
  for (const entry of fields.mapping) {
    if (entry.key === IGNORE_MAPPING_KEY) continue;
    const index = headers.indexOf(entry.header.trim());
    if (index === -1) throw new ImportMappingError(missingColumnMessage(entry.header.trim()));
    const existing = byKey.get(entry.key);
    if (entry.key === EMAIL_MAPPING_KEY) {
      columns.push({ header: headers[index] ?? entry.header, key: entry.key, type: 'string', index });
    } else if (existing) {
      columns.push({ header: headers[index] ?? entry.header, key: existing.key, type: existing.type, index });
    } else if (entry.type) {
      const nameProblem = validatePropertyName(entry.key, registry);
      if (nameProblem) throw new ImportMappingError(nameProblem);
      created.push({ key: entry.key.trim(), type: entry.type });
      columns.push({
        header: headers[index] ?? entry.header,
        key: entry.key.trim(),
        type: entry.type,
        index,
      });
    }
  }
  return { columns, created };
};

/**
 * POST /api/listUploadWithType after the file is stored: checks the file, the mapping, the list and the
 * plan, then records the import (and its new list, in the same transaction) and queues the job. Anything
 * refused removes the stored file and creates nothing.
 */
export const startCsvImport = async (
  ctx: AppContext,
  input: { accountId: string; userId: string; fields: CsvImportFields; upload: StoredUpload },
): Promise<{ id: number; importId: number }> => {
  const { accountId, fields, upload } = input;
  let result: { id: number; importId: number };
  try {
    const layout = readLayout(upload, fields.noHeader);
    const registry = mergePropertyRegistry(await customProperties(ctx.db, accountId));
    const { columns, created } = resolveColumns(fields, layout.headers, registry);
    const existingListId =
      fields.recipientListId === undefined
        ? undefined
        : await findImportTarget(ctx.db, accountId, fields.recipientListId);
    const newListName =
      existingListId === undefined ? await checkNewListName(ctx.db, accountId, fields.name) : undefined;

    const [account, activeContacts] = await Promise.all([
      findAccount(ctx.db, accountId),
      countActiveContacts(ctx.db, accountId),
    ]);
    const contactsAllocated = account?.contactsAllocated ?? 0;
    const room = contactsAllocated - activeContacts;
    const dataRowsAtMost = upload.probe.recordsUpperBound - (fields.noHeader ? 0 : 1);
    // Counting line breaks settles almost every upload; only one that might not fit is read to be sure.
    if (dataRowsAtMost > room) {
      const emailIndex = columns.find((column) => column.key === EMAIL_MAPPING_KEY)?.index ?? 0;
      const adding = await countContactsAdded(ctx, accountId, {
        key: upload.key,
        encoding: layout.encoding,
        delimiter: layout.delimiter,
        hasHeader: !fields.noHeader,
        emailIndex,
      });
      if (adding > room)
        throw new ContactsExceededError(
          contactsExceededMessage({ contactsAllocated, activeContacts, adding }),
        );
    }

    result = await ctx.db.transaction().execute(async (trx) => {
      await insertProperties(trx, accountId, created);
      const listId = existingListId ?? (await createImportList(trx, accountId, newListName ?? ''));
      const importId = await insertImport(trx, {
        accountId,
        listId,
        source: 'csv',
        requestedBy: input.userId,
        fileName: upload.fileName,
        fileKey: upload.key,
        encoding: layout.encoding,
        delimiter: layout.delimiter,
        hasHeader: !fields.noHeader,
        columnCount: layout.headers.length,
        mapping: columns,
        status: 'queued',
        dateFormat: fields.dateFormat,
        numberFormat: fields.numberFormat,
        totalRows: Math.max(0, upload.probe.recordsEstimate - (fields.noHeader ? 0 : 1)),
      });
      await setListProcessing(trx, accountId, listId, true);
      return { id: listId, importId };
    });
  } catch (error) {
    await ctx.storage.remove(upload.key);
    throw error;
  }
  // From here the import exists; were the job not queued, the next worker to start would pick it up.
  await saveMappingSuggestions(ctx.db, accountId, mappingSuggestionsOf(fields.mapping));
  await ctx.jobs.send(importCsvJob, { accountId, importId: result.importId });
  return result;
};
