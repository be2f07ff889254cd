import { Alert, Col, Flex, Row, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { ContactDetail } from '@sendwell/contracts';
import { PageTitle } from '../../../components/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { contactName } from './contact-fields';
import { ContactListsCard } from './contact-lists-card';
import { ContactPropertiesCard } from './contact-properties-card';
import { ContactStatusTags } from './contact-status-tags';
import { ContactSubscriptionCard } from './contact-subscription-card';
import { ContactTimeline } from './contact-timeline';
import { DeleteContactButton } from './delete-contact-button';

/** The contact's page once it has loaded: edit it on the left, everything that happened to it on the right. */
export function ContactScreen({ contact }: { contact: ContactDetail }) {
  const { accountAdminSettings } = useCurrentUser();
  const navigate = useNavigate();
  const name = contactName(contact);
  return (
    <Flex vertical gap={24}>
      <Flex vertical gap={4}>
        <Link to={paths.contacts}>
          <ArrowLeftOutlined aria-hidden /> Contacts
        </Link>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <Flex vertical gap={6} style={{ minWidth: 0 }}>
            <PageTitle style={{ marginBottom: 0, wordBreak: 'break-all' }}>{name || contact.email}</PageTitle>
            {name && <Typography.Text style={{ fontSize: 16 }}>{contact.email}</Typography.Text>}
            <Flex gap={8} align="center" wrap>
              <ContactStatusTags isUnsubscribed={contact.isUnsubscribed} isBlocked={contact.isBlocked} />
              {contact.archived && (
                <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                  Archived
                </Tag>
              )}
              <Typography.Text type="secondary">
                Added {formatDateTime(contact.createdOn, accountAdminSettings.timezone)}
              </Typography.Text>
            </Flex>
          </Flex>
          <DeleteContactButton contact={contact} onDeleted={() => void navigate(paths.contacts)} />
        </Flex>
      </Flex>
      {contact.archived && (
        <Alert
          type="warning"
          showIcon
          title="This contact is archived"
          description="It does not count toward your plan and receives no campaigns. Restore it to edit it."
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Flex vertical gap={24}>
            <ContactSubscriptionCard contact={contact} />
            <ContactPropertiesCard contact={contact} />
            <ContactListsCard contact={contact} />
          </Flex>
        </Col>
        <Col xs={24} lg={14}>
          <ContactTimeline contactId={contact.id} timeZone={accountAdminSettings.timezone} />
        </Col>
      </Row>
    </Flex>
  );
}
