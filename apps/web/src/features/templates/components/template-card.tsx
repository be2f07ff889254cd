import { Button, Card, Dropdown, Flex, Tag, Typography } from 'antd';
import { EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { Template, TemplateWithResponses } from '@sendwell/contracts';
import { formatCount, formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { cardName, showsPreview } from '../hooks/saved-list-view';
import { TemplateThumbnail } from './template-thumbnail';

/** Spec 3 §9: the default card is 13.292rem wide. */
export const CARD_WIDTH = '13.292rem';

interface TemplateCardProps {
  item: TemplateWithResponses;
  onPreview: (template: Template) => void;
  onDuplicate: (template: Template) => void;
  onDelete: (template: Template) => void;
}

export function TemplateCard({
  item: { template, responseCount },
  onPreview,
  onDuplicate,
  onDelete,
}: TemplateCardProps) {
  const navigate = useNavigate();
  const open = () => void navigate(paths.templateDashboard(template.id));
  return (
    <Card size="small" styles={{ body: { padding: 12 } }} style={{ minHeight: '16.125rem' }}>
      <div onClick={open} style={{ cursor: 'pointer' }}>
        <TemplateThumbnail template={template} />
      </div>
      <Flex vertical gap={4} style={{ marginTop: 10 }}>
        <Link
          to={paths.templateDashboard(template.id)}
          title={template.name}
          style={{ fontWeight: 600, color: 'inherit', overflowWrap: 'anywhere' }}
        >
          {cardName(template.name)}
        </Link>
        <Flex gap={4} wrap>
          {template.templateChannel && <Tag style={{ marginInlineEnd: 0 }}>{template.templateChannel}</Tag>}
          {template.hasAMP && (
            <Tag color="purple" style={{ marginInlineEnd: 0 }}>
              AMP
            </Tag>
          )}
        </Flex>
        <Flex vertical>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatCount(responseCount)} {responseCount === 1 ? 'response' : 'responses'}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Updated {formatDate(template.updatedOn)}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between" align="center" style={{ marginTop: 4 }}>
          {showsPreview(template.order) ? (
            <Button
              size="small"
              icon={<EyeOutlined aria-hidden />}
              onClick={() => onPreview(template)}
              aria-label={`Preview ${template.name}`}
            >
              Preview
            </Button>
          ) : (
            <span />
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                ...(template.hideDuplicate ? [] : [{ key: 'duplicate', label: 'Duplicate' }]),
                ...(template.hideDelete ? [] : [{ key: 'delete', label: 'Delete', danger: true }]),
              ],
              onClick: ({ key }) => (key === 'duplicate' ? onDuplicate(template) : onDelete(template)),
            }}
          >
            <Button
              size="small"
              type="text"
              icon={<EllipsisOutlined aria-hidden />}
              aria-label={`More actions for ${template.name}`}
            />
          </Dropdown>
        </Flex>
      </Flex>
    </Card>
  );
}
