import { ImportErrorCode } from '@sendwell/contracts';
import { AppError } from '../../platform/errors';

/** The file cannot be imported as it is (not a CSV, its first row, too many columns). */
export class ImportFileError extends AppError {
  constructor(message: string) {
    super(400, ImportErrorCode.invalidFile, message);
  }
}

export class ImportMappingError extends AppError {
  constructor(message: string) {
    super(400, ImportErrorCode.invalidMapping, message);
  }
}

export class ListNameError extends AppError {
  constructor(message: string) {
    super(400, ImportErrorCode.invalidListName, message);
  }
}

export class PropertyExistsError extends AppError {
  constructor(message: string) {
    super(409, ImportErrorCode.propertyExists, message);
  }
}

/** The import would take the account past its plan's contacts; nothing was changed. */
export class ContactsExceededError extends AppError {
  constructor(message: string) {
    super(422, ImportErrorCode.contactsExceeded, message);
  }
}

/** Another worker holds the import now (this one stalled past its lease); it finishes the work. */
export class LeaseLostError extends Error {
  constructor() {
    super('The import lease passed to another worker');
    this.name = 'LeaseLostError';
  }
}

/** A Postgres unique violation on the given constraint or index. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === '23505' &&
  'constraint' in error &&
  error.constraint === constraint;
