import { Button, Dropdown } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useContactProperties } from '../api/editor-api';

/** Spec example: `{{first_name | default: "there"}}`; a missing value prints the default when the mail is sent. */
export const mergeTagOf = (key: string): string =>
  `{{${key} | default: "${key === 'firstName' || key === 'first_name' ? 'there' : ''}"}}`;

/** 'Insert merge tag': one entry per contact property of the account. */
export function MergeTagMenu({
  onInsert,
  disabled,
}: {
  onInsert: (tag: string) => void;
  disabled?: boolean;
}) {
  const properties = useContactProperties();
  const keys = properties.data ?? [];
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      styles={{ root: { maxHeight: 360, overflowY: 'auto' } }}
      menu={{
        items: keys.length
          ? keys.map((key) => ({ key, label: key }))
          : [
              {
                key: '',
                label: properties.isPending ? 'Loading properties…' : 'No contact properties',
                disabled: true,
              },
            ],
        onClick: ({ key }) => onInsert(mergeTagOf(key)),
      }}
    >
      <Button icon={<TagsOutlined aria-hidden />}>Insert merge tag</Button>
    </Dropdown>
  );
}
