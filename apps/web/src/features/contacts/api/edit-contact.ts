import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactRoutes,
  type ContactDetail,
  type UpdateContactPropertiesRequest,
  type UpdateContactStatusRequest,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { getContactQueryOptions } from './get-contact';

export const updateContactProperties = (
  contactId: number,
  properties: UpdateContactPropertiesRequest['properties'],
) => callApi(contactRoutes.updateProperties, { params: { id: contactId }, body: { properties } });

export const updateContactStatus = (contactId: number, body: UpdateContactStatusRequest) =>
  callApi(contactRoutes.updateStatus, { params: { id: contactId }, body });

export const addContactToList = (contactId: number, listId: number) =>
  callApi(contactRoutes.addToList, { params: { id: contactId }, body: { listId } });

export const removeContactFromList = (contactId: number, listId: number) =>
  callApi(contactRoutes.removeFromList, { params: { id: contactId, listId } });

export const archiveContact = (contactId: number) =>
  callApi(contactRoutes.archiveContact, { params: { id: contactId } });

export const restoreContact = (contactId: number) =>
  callApi(contactRoutes.restoreContact, { params: { id: contactId } });

/**
 * A change to one contact: its answer is the contact as it now is, and its timeline, lists and counts read
 * again. `run` gets the contact id and the mutation's variables.
 */
export const useEditContact = <V>(
  contactId: number,
  run: (contactId: number, variables: V) => Promise<ContactDetail>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(contactId, variables),
    onSuccess: async (contact) => {
      queryClient.setQueryData(getContactQueryOptions(contactId).queryKey, contact);
      // Lists' counts and contact tables change with the contact; the timeline gains an entry.
      await queryClient.invalidateQueries();
    },
  });
};

export const deleteContact = (contactId: number, confirmEmail: string) =>
  callApi(contactRoutes.deleteContact, { params: { id: contactId }, body: { confirmEmail } });

export const useDeleteContact = (contactId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => deleteContact(contactId, confirmEmail),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getContactQueryOptions(contactId).queryKey });
      void queryClient.invalidateQueries();
    },
  });
};
