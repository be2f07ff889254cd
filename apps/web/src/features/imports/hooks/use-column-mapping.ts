import { useMemo, useState } from 'react';
import {
  EMAIL_MAPPING_KEY,
  IGNORE_MAPPING_KEY,
  type CsvMappingEntry,
  type CsvMappingSuggestion,
  type PersonalParam,
} from '@sendwell/contracts';
import { autoMapColumns, validateMapping } from '@sendwell/domain';
import { useContactProperties } from '../api/get-contact-properties';
import { useMappingSuggestions } from '../api/get-mapping-suggestions';

/** The column's entry for a chosen target: the property's type travels with it. */
export const entryFor = (header: string, key: string, properties: readonly PersonalParam[]): CsvMappingEntry => {
  if (key === EMAIL_MAPPING_KEY || key === IGNORE_MAPPING_KEY) return { header, key };
  const property = properties.find((candidate) => candidate.key === key);
  return property ? { header, key, type: property.type } : { header, key };
};

/** Columns whose target another column also has, or that is read-only: their choosers show the error. */
export const conflictingColumns = (
  mapping: readonly CsvMappingEntry[],
  properties: readonly PersonalParam[],
): Set<number> => {
  const readOnly = new Set(properties.filter((property) => property.isReadOnly).map((property) => property.key));
  const uses = new Map<string, number>();
  for (const entry of mapping) uses.set(entry.key, (uses.get(entry.key) ?? 0) + 1);
  const conflicts = new Set<number>();
  mapping.forEach((entry, index) => {
    const repeated = entry.key !== IGNORE_MAPPING_KEY && (uses.get(entry.key) ?? 0) > 1;
    if (repeated || readOnly.has(entry.key)) conflicts.add(index);
  });
  return conflicts;
};

const sameHeaders = (mapping: readonly CsvMappingEntry[], headers: readonly string[]): boolean =>
  mapping.length === headers.length && mapping.every((entry, index) => entry.header === headers[index]);

const EMPTY_SUGGESTIONS: CsvMappingSuggestion[] = [];

/**
 * The column mapping of step 2. It starts from the automatic rules of spec §4.1 (the shared domain
 * function, with the account's saved suggestions) and starts over whenever the headers change (another
 * file, or the header checkbox); the user's choices are kept otherwise.
 */
export const useColumnMapping = (headers: readonly string[]) => {
  const properties = useContactProperties();
  const suggestions = useMappingSuggestions();
  const [edited, setEdited] = useState<CsvMappingEntry[]>();

  const known = properties.data;
  // Saved suggestions only help; a failure to read them must not hold the mapping up.
  const suggested = suggestions.isPending ? undefined : (suggestions.data ?? EMPTY_SUGGESTIONS);
  const ready = known !== undefined && suggested !== undefined;

  const automatic = useMemo(
    () => (known && suggested ? autoMapColumns(headers, known, suggested) : undefined),
    [headers, known, suggested],
  );
  const mapping = edited && sameHeaders(edited, headers) ? edited : automatic;
  const error = useMemo(
    () => (mapping && known ? validateMapping(mapping, known) : null),
    [mapping, known],
  );

  const setTarget = (index: number, key: string, extra: readonly PersonalParam[] = []) => {
    if (!mapping || !known) return;
    const registry = [...known, ...extra];
    setEdited(mapping.map((entry, at) => (at === index ? entryFor(entry.header, key, registry) : entry)));
  };

  return {
    ready,
    loadError: properties.error,
    properties: known ?? [],
    mapping: mapping ?? [],
    error,
    conflicts: useMemo(() => conflictingColumns(mapping ?? [], known ?? []), [mapping, known]),
    /** Points a column at Email Address, a property, or -Ignore-. */
    setTarget,
  };
};

export type ColumnMappingState = ReturnType<typeof useColumnMapping>;
