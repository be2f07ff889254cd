import { useMutation, useQueryClient } from '@tanstack/react-query';
import { senderRoutes, type SenderSettingsInput } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { senderKeys } from './sender-keys';

export interface SaveSenderInput {
  /** Set to change a sender; a new one otherwise. */
  id?: number;
  settings: SenderSettingsInput;
}

/** Each kind has its own add (POST) and update (PUT) call (spec 3 §7). */
export const saveSender = ({ id, settings }: SaveSenderInput): Promise<{ id: number }> => {
  switch (settings.kind) {
    case 'sendwell': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.email.update, { body: { ...body, id } })
        : callApi(senderRoutes.email.add, { body });
    }
    case 'customSMTP': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.smtp.update, { body: { ...body, id } })
        : callApi(senderRoutes.smtp.add, { body });
    }
    case 'sesSmtp': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.sesSmtp.update, { body: { ...body, id } })
        : callApi(senderRoutes.sesSmtp.add, { body });
    }
    case 'sendgrid': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.sendgrid.update, { body: { ...body, id } })
        : callApi(senderRoutes.sendgrid.add, { body });
    }
    case 'ses': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.ses.update, { body: { ...body, id } })
        : callApi(senderRoutes.ses.add, { body });
    }
    case 'postmark': {
      const { kind: _, ...body } = settings;
      return id
        ? callApi(senderRoutes.postmark.update, { body: { ...body, id } })
        : callApi(senderRoutes.postmark.add, { body });
    }
  }
};

export const useSaveSender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: senderKeys.all }),
  });
};

export const testSenderConnection = (input: SaveSenderInput) =>
  callApi(senderRoutes.testConnection, {
    body: { ...(input.id ? { id: input.id } : {}), settings: input.settings },
  });

export const useTestSenderConnection = () => useMutation({ mutationFn: testSenderConnection });
