import type { ReactNode } from 'react';
import { Alert, Descriptions, Drawer, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ContactDetail } from '@sendwell/contracts';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { propertyLabel } from '@sendwell/domain';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useContact } from '../api/get-contact';
import { ContactActivityList } from './contact-activity-list';
import { ContactEventsList } from './contact-events-list';
import { propertyText } from './contact-fields';
import { ContactStatusTags } from './contact-status-tags';

interface ContactDrawerProps {
  contactId: number | undefined;
  onClose: () => void;
}

/** One contact: status, every property, lists, recent campaign activity and events. */
export function ContactDrawer({ contactId, onClose }: ContactDrawerProps) {
  return (
    <Drawer
      open={contactId !== undefined}
      onClose={onClose}
      size={640}
      title="Contact"
      extra={
        contactId !== undefined && (
          <Link to={paths.contact(contactId)}>
            Open contact page <ArrowRightOutlined aria-hidden />
          </Link>
        )
      }
      destroyOnHidden
      styles={{ body: { padding: 0, overflow: 'hidden', display: 'flex', flexDirection: 'column' } }}
    >
      {/* The details scroll and hold nothing focusable, so the scrolling region takes the focus itself:
          keyboard users scroll it with the arrow keys (WCAG 2.1.1). */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Contact details"
        style={{ overflow: 'auto', padding: 24, flex: 1 }}
      >
        {contactId !== undefined && <ContactDetails contactId={contactId} />}
      </div>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function ContactDetails({ contactId }: { contactId: number }) {
  const contact = useContact(contactId);
  if (contact.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (contact.isError) return <Alert type="error" showIcon title={contact.error.message} />;
  return <ContactSections contact={contact.data} />;
}

function ContactSections({ contact }: { contact: ContactDetail }) {
  const properties = Object.entries(contact.properties).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Flex vertical gap={28}>
      <Flex vertical gap={8}>
        <Typography.Title level={4} style={{ margin: 0, wordBreak: 'break-all' }}>
          {contact.email}
        </Typography.Title>
        <Flex gap={4} wrap>
          <ContactStatusTags isUnsubscribed={contact.isUnsubscribed} isBlocked={contact.isBlocked} />
          {contact.archived && <Tag color="warning">Archived</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          Added {formatDateTime(contact.createdOn)} · updated {formatDateTime(contact.updatedOn)}
        </Typography.Text>
      </Flex>

      <Section title="Properties">
        {properties.length === 0 ? (
          <Typography.Text type="secondary">No properties</Typography.Text>
        ) : (
          <Descriptions
            size="small"
            bordered
            column={1}
            items={properties.map(([key, value]) => ({
              key,
              label: propertyLabel(key),
              children: propertyText(value),
            }))}
          />
        )}
      </Section>

      <Section title="Lists">
        {contact.lists.length === 0 ? (
          <Typography.Text type="secondary">Not in any list or segment</Typography.Text>
        ) : (
          <Flex gap={6} wrap>
            {contact.lists.map((list) => (
              <Tag key={list.id} icon={<ListTypeIcon type={list.type} />} style={{ marginInlineEnd: 0 }}>
                {' '}
                {list.name}
              </Tag>
            ))}
          </Flex>
        )}
      </Section>

      <Section title="Recent activity">
        {contact.activity.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No campaign activity yet" />
        ) : (
          <ContactActivityList activity={contact.activity} />
        )}
      </Section>

      <Section title="Events">
        {contact.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No events yet" />
        ) : (
          <ContactEventsList events={contact.events} />
        )}
      </Section>
    </Flex>
  );
}
