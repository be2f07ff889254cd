import { useState } from 'react';
import { Select } from 'antd';
import { propertyLabel } from '@sendwell/domain';
import { useContactProperties } from '../api/get-contact-choices';

const STORAGE_KEY = 'sendwell.allContacts.propertyColumns';

const storedColumns = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

/** The properties shown as columns of the All contacts table, remembered in this browser. */
export const usePropertyColumns = () => {
  const [columns, setColumns] = useState(storedColumns);
  const choose = (next: string[]) => {
    setColumns(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  return [columns, choose] as const;
};

interface PropertyColumnsPickerProps {
  value: string[];
  onChange: (columns: string[]) => void;
}

/** Picks which of the account's properties show as columns. */
export function PropertyColumnsPicker({ value, onChange }: PropertyColumnsPickerProps) {
  const properties = useContactProperties();
  return (
    <Select
      id="all-contacts-columns"
      mode="multiple"
      aria-label="Property columns"
      placeholder="Show property columns"
      value={value}
      onChange={onChange}
      loading={properties.isPending}
      options={(properties.data ?? []).map((key) => ({ value: key, label: propertyLabel(key) }))}
      maxTagCount="responsive"
      allowClear
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}
