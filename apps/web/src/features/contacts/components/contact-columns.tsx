import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ContactRow } from '@sendwell/contracts';
import { propertyLabel } from '@sendwell/domain';
import { formatDate } from '../../../lib/format';
import { contactLocation, contactName, propertyText } from './contact-fields';
import { ContactStatusTags } from './contact-status-tags';

type Column = ColumnType<ContactRow>;

/** The columns the contacts tables share; a row click opens the contact. */
export const contactColumns = {
  email: {
    key: 'email',
    title: 'Email',
    // A real button so a contact opens from the keyboard too; the click bubbles to the row.
    render: (_, contact) => (
      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
        {contact.email}
      </Button>
    ),
  },
  name: { key: 'name', title: 'Name', render: (_, contact) => contactName(contact) || '—' },
  status: {
    key: 'status',
    title: 'Status',
    width: 200,
    render: (_, contact) => (
      <ContactStatusTags isUnsubscribed={contact.isUnsubscribed} isBlocked={contact.isBlocked} />
    ),
  },
  location: {
    key: 'location',
    title: 'City / Country',
    render: (_, contact) => contactLocation(contact) || '—',
  },
  created: {
    key: 'createdOn',
    title: 'Created on',
    width: 140,
    render: (_, contact) => formatDate(contact.createdOn),
  },
} satisfies Record<string, Column>;

/** A column showing one contact property. */
export const propertyColumn = (key: string): Column => ({
  key: `property:${key}`,
  title: propertyLabel(key),
  render: (_, contact) => propertyText(contact.properties[key]),
});
