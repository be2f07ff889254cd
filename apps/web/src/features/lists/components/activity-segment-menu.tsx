import { Button, Dropdown } from 'antd';
import { DownOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { CampaignActivityCondition } from '@sendwell/contracts';

export interface ActivitySegmentChoice {
  activity: CampaignActivityCondition;
  label: string;
}

interface ActivitySegmentMenuProps {
  choices: readonly ActivitySegmentChoice[];
  /** Names what the segment is made from, for screen readers (the visible label is the same on every row). */
  ariaLabel: string;
  onChoose: (activity: CampaignActivityCondition) => void;
}

/** 'Create segment' with the contacts an activity record stands for, e.g. who opened a campaign. */
export function ActivitySegmentMenu({ choices, ariaLabel, onChoose }: ActivitySegmentMenuProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: choices.map((choice) => ({ key: choice.activity, label: choice.label })),
        onClick: ({ key }) => {
          const chosen = choices.find((choice) => choice.activity === key);
          if (chosen) onChoose(chosen.activity);
        },
      }}
    >
      <Button size="small" icon={<UsergroupAddOutlined aria-hidden />} aria-label={ariaLabel}>
        Create segment <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
