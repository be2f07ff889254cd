import { CSV_MAX_COLUMNS, ListMessages } from '@sendwell/contracts';

/** Every message of the import flows (spec 2 §5.1–5.3), word for word where the spec gives the text. */
export const ImportMessages = {
  listNameTooLong: ListMessages.nameTooLong,
  listNameTaken: ListMessages.nameTaken,
  listNameEmpty: ListMessages.nameEmpty,
  csvOnly: 'Only .csv files can be imported',
  tooManyColumns: `Please upload a CSV with less than ${CSV_MAX_COLUMNS} columns`,
  duplicateColumnPrefix: 'All column headers must be unique. Duplicate column : ',
  readOnlyProperty: 'Cannot map READ-ONLY property',
  mappingsNotUnique: 'All mappings must be unique',
  emailNotMapped: 'You must map email address column',
  firstRowEmpty: 'First row of the csv cannot be empty, please add data to import this csv',
  duplicateHeaders: 'Duplicate headers found in csv. Please correct them and try again',
  propertyExists: 'This property already exists',
  propertyNameEmpty: 'Property name cannot be empty',
  emptyFile: 'The file has no rows to import',
  listNotFound: ListMessages.listNotFound,
  notAList: 'Contacts can only be imported into a list, not a segment',
  listArchived: 'This list is archived. Restore it to import contacts into it',
  noValidEmail: 'Add at least one valid email address',
  importNotFound: 'Import not found',
  somethingWentWrong: 'Something went wrong',
} as const;

/** Why a row was skipped, or changed on its way in, as the error report's reason column says it. */
export const RowErrorReasons = {
  emailMissing: 'Email address is missing',
  emailInvalid: 'Invalid email address',
  notNumber: 'Not a number',
  notBoolean: 'Not true or false',
  notDate: 'Not a date (unix time or ISO 8601)',
  /** The row was imported, without the characters no contact can hold. */
  characterRemoved: 'Removed a NUL character or unpaired surrogate; the row was imported without it',
} as const;

export const duplicateColumnMessage = (header: string): string =>
  `${ImportMessages.duplicateColumnPrefix}${header}`;

export const unknownPropertyMessage = (key: string): string =>
  `There is no property "${key}". Create it first`;

export const missingColumnMessage = (header: string): string => `The file has no column "${header}"`;

/** The contactsExceededError text: what is left of the plan and what the file would add. */
export const contactsExceededMessage = (input: {
  contactsAllocated: number;
  activeContacts: number;
  adding: number;
}): string => {
  const left = Math.max(0, input.contactsAllocated - input.activeContacts);
  return (
    `This import would add ${input.adding.toLocaleString('en-US')} contacts, but your plan has room for ` +
    `${left.toLocaleString('en-US')} more (${input.contactsAllocated.toLocaleString('en-US')} in all). ` +
    'Archive contacts or upgrade your plan to import them.'
  );
};
