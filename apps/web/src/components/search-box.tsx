import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

interface SearchBoxProps {
  /** What is searched, for assistive technology ("Search contacts"). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
}

/** The search box above a table, clearable, narrowing on small screens. */
export function SearchBox({ label, placeholder, value, onChange, width }: SearchBoxProps) {
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width, maxWidth: '100%' }}
    />
  );
}
