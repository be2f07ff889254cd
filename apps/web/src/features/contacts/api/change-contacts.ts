import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRoutes, type BulkContactsRequest, type DeleteContactsRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Contacts, lists' counts and segments all change: every cached answer is fetched again when next shown. */
const useRefetchAll = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

export const useBulkChangeContacts = () =>
  useMutation({ mutationFn: (body: BulkContactsRequest) => callApi(contactRoutes.bulkChange, { body }), onSuccess: useRefetchAll() });

export const useDeleteContacts = () =>
  useMutation({ mutationFn: (body: DeleteContactsRequest) => callApi(contactRoutes.bulkDelete, { body }), onSuccess: useRefetchAll() });
