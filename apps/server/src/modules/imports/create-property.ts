import type { CreatePropertyRequest, PersonalParam } from '@sendwell/contracts';
import { ImportMessages, mergePropertyRegistry, validatePropertyName } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../platform/errors';
import { customProperties } from '../contacts/contacts.repository';
import { PropertyExistsError } from './import-errors';
import { insertProperties } from './imports.repository';

/** The create-property modal: a custom property of the given type, unless its name is taken. */
export const createProperty = async (
  db: Db,
  accountId: string,
  request: CreatePropertyRequest,
): Promise<PersonalParam> => {
  const registry = mergePropertyRegistry(await customProperties(db, accountId));
  const problem = validatePropertyName(request.name, registry);
  if (problem === ImportMessages.propertyExists) throw new PropertyExistsError(problem);
  if (problem) throw new BadRequestError(problem);
  const key = request.name.trim();
  // Two people creating the same name at once: the second finds it taken.
  if ((await insertProperties(db, accountId, [{ key, type: request.type }])) === 0)
    throw new PropertyExistsError(ImportMessages.propertyExists);
  return { key, type: request.type, sourceType: 'custom', isReadOnly: false };
};
