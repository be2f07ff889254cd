import { useState } from 'react';
import { Alert, Flex, Select, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  EMAIL_MAPPING_KEY,
  EMAIL_MAPPING_LABEL,
  IGNORE_MAPPING_KEY,
  type CsvMappingEntry,
  type PersonalParam,
} from '@sendwell/contracts';
import { propertyLabel } from '@sendwell/domain';
import type { ColumnMappingState } from '../hooks/use-column-mapping';
import { CreatePropertyModal } from './create-property-modal';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';

/** The chooser's value for 'create a property'; no property key can be empty. */
const CREATE_PROPERTY = '';

interface MappingRow {
  index: number;
  entry: CsvMappingEntry;
  samples: string[];
}

interface TargetOption {
  value?: string;
  label: string;
  title?: string;
  /** A property's data type, shown beside its name. */
  type?: PersonalParam['type'];
  create?: boolean;
  options?: TargetOption[];
}

const targetOptions = (properties: readonly PersonalParam[]): TargetOption[] => [
  { value: EMAIL_MAPPING_KEY, label: EMAIL_MAPPING_LABEL },
  {
    label: 'Contact properties',
    title: 'Contact properties',
    options: properties
      .filter((property) => !property.isReadOnly)
      .map((property) => ({ value: property.key, label: propertyLabel(property.key), type: property.type })),
  },
  { value: IGNORE_MAPPING_KEY, label: IGNORE_MAPPING_KEY },
  { value: CREATE_PROPERTY, label: 'Create new property', create: true },
];

interface CsvMappingStepProps {
  state: ColumnMappingState;
  /** Each sample row, in column order. */
  samples: string[][];
  /** The server's word on the mapping after an upload attempt (columnError). */
  serverError?: string;
}

/** Step 2, Column Mapping: where each column of the file goes (spec §4.1, §5.3). */
export function CsvMappingStep({ state, samples, serverError }: CsvMappingStepProps) {
  const [creatingFor, setCreatingFor] = useState<number>();

  if (!state.ready) {
    return state.loadError ? <Alert type="error" showIcon title={state.loadError.message} /> : <Skeleton active />;
  }

  const rows: MappingRow[] = state.mapping.map((entry, index) => ({
    index,
    entry,
    samples: samples.map((row) => row[index] ?? '').filter((value) => value.trim() !== ''),
  }));
  const options = targetOptions(state.properties);
  const message = state.error ?? serverError;

  const columns: TableColumnsType<MappingRow> = [
    {
      key: 'header',
      title: 'Column in your file',
      width: '30%',
      render: (_, row) => <Typography.Text strong>{row.entry.header}</Typography.Text>,
    },
    {
      key: 'samples',
      title: 'Sample values',
      render: (_, row) =>
        row.samples.length === 0 ? (
          <Typography.Text type="secondary">No values in the first rows</Typography.Text>
        ) : (
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.samples.join(', ') }} style={{ maxWidth: 260 }}>
            {row.samples.slice(0, 3).join(', ')}
          </Typography.Text>
        ),
    },
    {
      key: 'target',
      title: 'Import as',
      width: '34%',
      render: (_, row) => (
        <Select
          aria-label={`Import column ${row.entry.header} as`}
          value={row.entry.key}
          status={state.conflicts.has(row.index) ? 'error' : undefined}
          style={{ width: '100%' }}
          showSearch={SEARCH_BY_LABEL}
          onChange={(key: string) =>
            key === CREATE_PROPERTY ? setCreatingFor(row.index) : state.setTarget(row.index, key)
          }
          options={options}
          optionRender={(option) =>
            option.data.create ? (
              <Flex gap={6} align="center">
                <PlusOutlined /> Create new property
              </Flex>
            ) : (
              <Flex justify="space-between" gap={8}>
                <span>{option.label}</span>
                {option.data.type && <Tag style={{ marginInlineEnd: 0 }}>{option.data.type}</Tag>}
              </Flex>
            )
          }
        />
      ),
    },
  ];

  const creating = creatingFor === undefined ? undefined : state.mapping[creatingFor];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        Choose where each column goes. The column mapped to {EMAIL_MAPPING_LABEL} is required; columns set
        to {IGNORE_MAPPING_KEY} are not imported.
      </Typography.Text>
      {message && <Alert type="error" showIcon title={message} role="alert" />}
      <Table<MappingRow>
        size="small"
        rowKey="index"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
      />
      {creating && creatingFor !== undefined && (
        <CreatePropertyModal
          header={creating.header}
          properties={state.properties}
          onClose={() => setCreatingFor(undefined)}
          onCreated={(property) => {
            state.setTarget(creatingFor, property.key, [property]);
            setCreatingFor(undefined);
          }}
        />
      )}
    </Flex>
  );
}
