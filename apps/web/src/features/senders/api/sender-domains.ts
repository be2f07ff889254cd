import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { senderDomainRoutes, type DomainDeletionCancels } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { senderKeys } from './sender-keys';

export const getSenderDomainsQueryOptions = () =>
  queryOptions({
    queryKey: senderKeys.domains,
    queryFn: ({ signal }) => callApi(senderDomainRoutes.list, { signal }),
  });

export const useSenderDomains = () => useQuery(getSenderDomainsQueryOptions());

export const getSenderDomainQueryOptions = (id: number) =>
  queryOptions({
    queryKey: senderKeys.domain(id),
    queryFn: ({ signal }) => callApi(senderDomainRoutes.get, { params: { id }, signal }),
  });

export const useSenderDomain = (id: number) => useQuery(getSenderDomainQueryOptions(id));

export const useAddSenderDomain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => callApi(senderDomainRoutes.add, { body: { domain } }),
    onSuccess: (added) => {
      queryClient.setQueryData(senderKeys.domain(added.id), added);
      return queryClient.invalidateQueries({ queryKey: senderKeys.domains });
    },
  });
};

export const useVerifySenderDomain = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(senderDomainRoutes.verify, { params: { id } }),
    onSuccess: (checked) => {
      queryClient.setQueryData(senderKeys.domain(id), checked);
      return queryClient.invalidateQueries({ queryKey: senderKeys.domains, exact: true });
    },
  });
};

export const useRemoveSenderDomain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancel }: { id: number; cancel: DomainDeletionCancels }) =>
      callApi(senderDomainRoutes.remove, { params: { id }, body: { cancel } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: senderKeys.domains }),
  });
};

export const useSendSenderDomainSettings = (id: number) =>
  useMutation({
    mutationFn: (email: string) =>
      callApi(senderDomainRoutes.sendSettings, { params: { id }, body: { email } }),
  });
