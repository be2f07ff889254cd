import { Flex, Form, Radio, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { SEGMENT_TYPES, type SegmentType } from '@sendwell/contracts';
import { segmentTypeOptions, type SegmentTypeSettings } from '@sendwell/domain';
import { paths } from '../../../lib/paths';

const LABELS: Record<SegmentType, string> = { dynamic: 'Dynamic', static: 'Static' };
const DESCRIPTIONS: Record<SegmentType, string> = {
  dynamic: 'Contacts join and leave as they start or stop matching the conditions.',
  static: 'A snapshot of the contacts who match when the segment is created.',
};

interface SegmentTypeFieldProps {
  value: SegmentType;
  onChange: (value: SegmentType) => void;
  settings: SegmentTypeSettings;
}

/** Dynamic (recommended) or static (spec 1 §2.2, §6): dynamic needs a plan that has it; static may be hidden. */
export function SegmentTypeField({ value, onChange, settings }: SegmentTypeFieldProps) {
  return (
    <Form.Item label="Segment type" style={{ marginBottom: 0 }}>
      <Flex vertical gap={4}>
        <Radio.Group
          value={value}
          onChange={(event) => {
            const chosen = SEGMENT_TYPES.find((type) => type === event.target.value);
            if (chosen) onChange(chosen);
          }}
          aria-label="Segment type"
        >
          {segmentTypeOptions(settings).map((option) => {
            const radio = (
              <Radio key={option.value} value={option.value} disabled={option.disabled}>
                {LABELS[option.value]}
                {option.recommended && (
                  <Tag color="green" style={{ marginInlineStart: 6 }}>
                    recommended
                  </Tag>
                )}
              </Radio>
            );
            return option.tooltip ? (
              <Tooltip
                key={option.value}
                title={
                  <span>
                    {option.tooltip} <Link to={paths.plans}>Upgrade now</Link>
                  </span>
                }
              >
                <span>{radio}</span>
              </Tooltip>
            ) : (
              radio
            );
          })}
        </Radio.Group>
        <Typography.Text type="secondary">{DESCRIPTIONS[value]}</Typography.Text>
      </Flex>
    </Form.Item>
  );
}
