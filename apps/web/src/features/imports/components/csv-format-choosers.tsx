import { Flex, Select, Typography } from 'antd';
import { DateFormat, NumberFormat } from '@sendwell/contracts';
import { DATE_FORMAT_LABELS, NUMBER_FORMAT_LABELS } from '@sendwell/domain';
import type { ValueFormatsState } from '../hooks/use-value-formats';

const DATE_OPTIONS = DateFormat.options.map((value) => ({ value, label: DATE_FORMAT_LABELS[value] }));
const NUMBER_OPTIONS = NumberFormat.options.map((value) => ({ value, label: NUMBER_FORMAT_LABELS[value] }));

interface FormatChooserProps<F extends string> {
  id: string;
  label: string;
  value: F;
  options: { value: F; label: string }[];
  onChange: (value: F) => void;
}

function FormatChooser<F extends string>({ id, label, value, options, onChange }: FormatChooserProps<F>) {
  return (
    <Flex gap={8} align="center">
      <Typography.Text id={id}>{label}</Typography.Text>
      <Select aria-labelledby={id} value={value} onChange={onChange} options={options} style={{ width: 240 }} />
    </Flex>
  );
}

/**
 * How the file writes dates and numbers, for the columns mapped to date and number properties; guessed
 * from their sample values. A value that does not read in the chosen format is left empty and listed in
 * the report, and its contact imported.
 */
export function CsvFormatChoosers({ formats }: { formats: ValueFormatsState }) {
  if (!formats.hasDates && !formats.hasNumbers) return null;
  return (
    <Flex vertical gap={6}>
      <Flex gap={24} wrap align="center">
        {formats.hasDates && (
          <FormatChooser
            id="csv-date-format-label"
            label="Dates in this file"
            value={formats.dateFormat}
            options={DATE_OPTIONS}
            onChange={formats.setDateFormat}
          />
        )}
        {formats.hasNumbers && (
          <FormatChooser
            id="csv-number-format-label"
            label="Numbers in this file"
            value={formats.numberFormat}
            options={NUMBER_OPTIONS}
            onChange={formats.setNumberFormat}
          />
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Guessed from the sample values. A value that does not fit is left empty, its contact is still
        imported, and the report lists it as a warning.
      </Typography.Text>
    </Flex>
  );
}
