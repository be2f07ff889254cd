import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { senderRoutes, sendingEventRoutes, WEBHOOK_VERIFY_CALL, type SenderKind } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { senderKeys } from './sender-keys';

export const getEventWebhookQueryOptions = (senderId: number) =>
  queryOptions({
    queryKey: senderKeys.webhook(senderId),
    queryFn: ({ signal }) => callApi(senderRoutes.getEventWebhook, { query: { id: senderId }, signal }),
  });

export const useEventWebhook = (senderId: number) => useQuery(getEventWebhookQueryOptions(senderId));

/** A new address for the provider; the old one stops working. Shown in full only in this answer. */
export const useCreateWebhookAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (senderId: number) => callApi(sendingEventRoutes.createWebhook, { params: { id: senderId } }),
    onSuccess: (_answer, senderId) =>
      queryClient.invalidateQueries({ queryKey: senderKeys.webhook(senderId) }),
  });
};

/** Verifies through the call of the sender's kind (spec 3 §7); the list is fetched again. */
export const useVerifyWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ senderId, kind }: { senderId: number; kind: SenderKind }) => {
      const call = WEBHOOK_VERIFY_CALL[kind];
      if (!call) throw new Error('This sender has no event webhook');
      return callApi(senderRoutes[call], { body: { id: senderId } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: senderKeys.all }),
  });
};
