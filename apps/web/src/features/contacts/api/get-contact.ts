import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getContact = (contactId: number, signal?: AbortSignal) =>
  callApi(contactRoutes.getContact, { params: { id: contactId }, signal });

export const getContactQueryOptions = (contactId: number) =>
  queryOptions({
    queryKey: ['contact', contactId] as const,
    queryFn: ({ signal }) => getContact(contactId, signal),
  });

export const useContact = (contactId: number) => useQuery(getContactQueryOptions(contactId));
