import { useMemo, useState } from 'react';
import type { CsvMappingEntry, DateFormat, NumberFormat, PersonalParam } from '@sendwell/contracts';
import { guessDateFormat, guessNumberFormat } from '@sendwell/domain';

type PropertyType = PersonalParam['type'];

/** The indexes of the columns mapped to properties of this type (a new property's type travels with its entry). */
export const columnsOfType = (
  mapping: readonly CsvMappingEntry[],
  properties: readonly PersonalParam[],
  type: PropertyType,
): number[] => {
  const types = new Map(properties.map((property) => [property.key, property.type]));
  return mapping.flatMap((entry, index) => ((entry.type ?? types.get(entry.key)) === type ? [index] : []));
};

const samplesOf = (columns: readonly number[], samples: readonly string[][]): string[] =>
  columns.flatMap((index) => samples.map((row) => row[index] ?? '')).filter((value) => value.trim() !== '');

/**
 * How the file writes dates and numbers: guessed from the sample values of the columns mapped to date and
 * number properties, until the user chooses.
 */
export const useValueFormats = (
  mapping: readonly CsvMappingEntry[],
  properties: readonly PersonalParam[],
  samples: readonly string[][],
) => {
  const [chosenDate, setDateFormat] = useState<DateFormat>();
  const [chosenNumber, setNumberFormat] = useState<NumberFormat>();
  const dateColumns = useMemo(() => columnsOfType(mapping, properties, 'date'), [mapping, properties]);
  const numberColumns = useMemo(() => columnsOfType(mapping, properties, 'number'), [mapping, properties]);
  const guessedDate = useMemo(() => guessDateFormat(samplesOf(dateColumns, samples)), [dateColumns, samples]);
  const guessedNumber = useMemo(() => guessNumberFormat(samplesOf(numberColumns, samples)), [numberColumns, samples]);
  return {
    hasDates: dateColumns.length > 0,
    hasNumbers: numberColumns.length > 0,
    dateFormat: chosenDate ?? guessedDate,
    numberFormat: chosenNumber ?? guessedNumber,
    setDateFormat,
    setNumberFormat,
  };
};

export type ValueFormatsState = ReturnType<typeof useValueFormats>;
