import {
  EMAIL_MAPPING_KEY,
  IGNORE_MAPPING_KEY,
  type ContactPropertyType,
  type CsvMappingEntry,
  type CsvMappingSuggestion,
  type PersonalParam,
} from '@sendwell/contracts';
import { headerForm, synonymTarget } from './header-synonyms';
import { duplicateColumnMessage, ImportMessages, unknownPropertyMessage } from './messages';

const normalise = (text: string): string => text.trim().toLowerCase();

/**
 * Whether a header means the e-mail column: spec 2 §4.1's email, emailid, email id and email address,
 * and the same words written 'E-mail', 'EMAIL_ADDRESS' and the like.
 */
export const isEmailHeader = (header: string): boolean => synonymTarget(header) === EMAIL_MAPPING_KEY;

/**
 * Where each column goes before the user changes anything: an e-mail header to Email Address; else the
 * non-read-only property whose key equals the header; else the account's saved suggestion for the header;
 * else the property whose key the header spells with other case or separators ('first_name' for
 * firstName), or the built-in property it is a known name for ('Surname' for lastName); else -Ignore-.
 * The user's own earlier choice comes before these guesses. A target already taken by an earlier column is not offered again (the column is ignored),
 * so the proposal never starts with 'All mappings must be unique'.
 */
export const autoMapColumns = (
  headers: readonly string[],
  properties: readonly PersonalParam[],
  suggestions: readonly CsvMappingSuggestion[] = [],
): CsvMappingEntry[] => {
  const writable = new Map<string, PersonalParam>();
  for (const property of properties) if (!property.isReadOnly) writable.set(property.key, property);
  const byLowerKey = new Map<string, PersonalParam>();
  for (const property of writable.values())
    if (!byLowerKey.has(normalise(property.key))) byLowerKey.set(normalise(property.key), property);
  const byHeaderForm = new Map<string, PersonalParam>();
  for (const property of writable.values())
    if (!byHeaderForm.has(headerForm(property.key))) byHeaderForm.set(headerForm(property.key), property);
  const suggested = new Map<string, string>();
  for (const suggestion of suggestions) suggested.set(normalise(suggestion.header), suggestion.key);

  const taken = new Set<string>();
  return headers.map((header) => {
    const entry = (key: string, type?: ContactPropertyType): CsvMappingEntry => {
      if (key !== IGNORE_MAPPING_KEY && taken.has(key)) return { header, key: IGNORE_MAPPING_KEY };
      taken.add(key);
      return type ? { header, key, type } : { header, key };
    };
    if (isEmailHeader(header)) return entry(EMAIL_MAPPING_KEY);
    const property = writable.get(header.trim()) ?? byLowerKey.get(normalise(header));
    if (property) return entry(property.key, property.type);
    const suggestion = suggested.get(normalise(header));
    if (suggestion === EMAIL_MAPPING_KEY) return entry(EMAIL_MAPPING_KEY);
    const suggestedProperty = suggestion === undefined ? undefined : writable.get(suggestion);
    if (suggestedProperty) return entry(suggestedProperty.key, suggestedProperty.type);
    const target = synonymTarget(header);
    const guessed =
      byHeaderForm.get(headerForm(header)) ?? (target === undefined ? undefined : writable.get(target));
    if (guessed) return entry(guessed.key, guessed.type);
    return entry(IGNORE_MAPPING_KEY);
  });
};

/**
 * The mapping step's message, or null when the mapping can be imported. Checked in the order the user
 * meets them: duplicate column headers, read-only targets, targets used twice, the e-mail column, and
 * targets that are no property (a new property must carry its type).
 */
export const validateMapping = (
  mapping: readonly CsvMappingEntry[],
  properties: readonly PersonalParam[],
): string | null => {
  const headers = new Set<string>();
  for (const entry of mapping) {
    const key = normalise(entry.header);
    if (headers.has(key)) return duplicateColumnMessage(entry.header.trim());
    headers.add(key);
  }
  const registry = new Map(properties.map((property) => [property.key, property]));
  if (mapping.some((entry) => registry.get(entry.key)?.isReadOnly === true))
    return ImportMessages.readOnlyProperty;
  const targets = new Set<string>();
  for (const entry of mapping) {
    if (entry.key === IGNORE_MAPPING_KEY) continue;
    if (targets.has(entry.key)) return ImportMessages.mappingsNotUnique;
    targets.add(entry.key);
  }
  if (!targets.has(EMAIL_MAPPING_KEY)) return ImportMessages.emailNotMapped;
  for (const entry of mapping) {
    if (entry.key === IGNORE_MAPPING_KEY || entry.key === EMAIL_MAPPING_KEY || registry.has(entry.key))
      continue;
    if (!entry.type) return unknownPropertyMessage(entry.key);
  }
  return null;
};

/** Whether every column has a target, as step 2's button needs. */
export const isMappingComplete = (mapping: readonly CsvMappingEntry[]): boolean =>
  mapping.every((entry) => entry.key.trim() !== '');

/** The columns the review step shows: those not ignored. */
export const importedColumns = (mapping: readonly CsvMappingEntry[]): CsvMappingEntry[] =>
  mapping.filter((entry) => entry.key !== IGNORE_MAPPING_KEY);

/** Header-to-property pairs worth remembering from a finished mapping: every column not ignored. */
export const mappingSuggestionsOf = (mapping: readonly CsvMappingEntry[]): CsvMappingSuggestion[] =>
  importedColumns(mapping).map((entry) => ({ header: entry.header.trim(), key: entry.key }));
