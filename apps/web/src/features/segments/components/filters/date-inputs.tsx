import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatSegmentDate } from '@sendwell/domain';
import { useInvalidField } from '../../hooks/filter-errors';

dayjs.extend(customParseFormat);

/** Spec 1 §5: dates read and are typed as DD/MM/YYYY. */
export const SEGMENT_DATE_FORMAT = 'DD/MM/YYYY';

type DateValue = number | string | boolean | null | undefined | readonly unknown[];

/** A stored day (DD/MM/YYYY, or epoch milliseconds from older definitions) as the picker's value. */
const toDay = (value: DateValue, offsetMinutes: number): Dayjs | null => {
  const text = typeof value === 'number' ? formatSegmentDate(value, offsetMinutes) : value;
  if (typeof text !== 'string' || text === '') return null;
  const day = dayjs(text, SEGMENT_DATE_FORMAT, true);
  return day.isValid() ? day : null;
};

interface SegmentDateInputProps {
  label: string;
  value: DateValue;
  offsetMinutes: number;
  onChange: (value: string | undefined) => void;
  invalid?: boolean;
}

export function SegmentDateInput({ label, value, offsetMinutes, onChange, invalid }: SegmentDateInputProps) {
  const fault = useInvalidField(invalid);
  return (
    <DatePicker
      aria-label={label}
      aria-invalid={fault['aria-invalid']}
      aria-describedby={fault['aria-describedby']}
      format={SEGMENT_DATE_FORMAT}
      placeholder={SEGMENT_DATE_FORMAT}
      value={toDay(value, offsetMinutes)}
      status={fault.status}
      onChange={(day: Dayjs | null) => onChange(day ? day.format(SEGMENT_DATE_FORMAT) : undefined)}
    />
  );
}

interface SegmentDateRangeInputProps {
  label: string;
  start: DateValue;
  end: DateValue;
  offsetMinutes: number;
  /** Only called with both ends chosen, or with neither once cleared (spec 1 §5). */
  onChange: (start: string | undefined, end: string | undefined) => void;
  invalid?: boolean;
}

export function SegmentDateRangeInput({
  label,
  start,
  end,
  offsetMinutes,
  onChange,
  invalid,
}: SegmentDateRangeInputProps) {
  const from = toDay(start, offsetMinutes);
  const to = toDay(end, offsetMinutes);
  const fault = useInvalidField(invalid);
  return (
    <DatePicker.RangePicker
      aria-label={label}
      aria-invalid={fault['aria-invalid']}
      aria-describedby={fault['aria-describedby']}
      format={SEGMENT_DATE_FORMAT}
      placeholder={['Start date', 'End date']}
      value={from && to ? [from, to] : null}
      status={fault.status}
      onChange={(days) => {
        const [first, second] = days ?? [];
        onChange(first?.format(SEGMENT_DATE_FORMAT), second?.format(SEGMENT_DATE_FORMAT));
      }}
    />
  );
}
