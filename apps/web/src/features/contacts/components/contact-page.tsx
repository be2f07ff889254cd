import { useEffect } from 'react';
import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { lazyComponent } from '../../../components/lazy-component';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { idParam } from '../../../lib/address-params';
import { isApiRequestError } from '../../../lib/api-client';
import { useContact } from '../api/get-contact';

const loading = <Skeleton active paragraph={{ rows: 12 }} />;

/*
 * The screen (its forms, selects, steps and timeline) is a chunk of its own, fetched while the contact
 * loads: the page shows the same skeleton until both are there, and the page's own chunk, which starts
 * the contact's request, is small.
 */
const loadContactScreen = () => import('./contact-screen').then((module) => module.ContactScreen);
const ContactScreen = lazyComponent(loadContactScreen, loading);

/** One contact on a page of its own: edit it on the left, everything that happened to it on the right. */
export function ContactPage() {
  const contactId = idParam(useParams().contactId);
  if (contactId === undefined) return <NotFoundPage />;
  return <ContactPageFor contactId={contactId} />;
}

function ContactPageFor({ contactId }: { contactId: number }) {
  const contact = useContact(contactId);
  useEffect(() => void loadContactScreen(), []);
  if (contact.isPending) return loading;
  if (contact.isError) {
    if (isApiRequestError(contact.error, 404)) return <NotFoundPage />;
    return <Alert type="error" showIcon title={contact.error.message} />;
  }
  return <ContactScreen contact={contact.data} />;
}
