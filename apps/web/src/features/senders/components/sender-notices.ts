import { useMemo } from 'react';
import { App } from 'antd';
import { SenderMessages, type SenderKind } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';

/** Spec 3 §8: settings notifications sit bottom right for 10 seconds. */
export const NOTICE = { placement: 'bottomRight', duration: 10 } as const;

/** Success and failure notices; a failure shows the server's message where there is one, else the fallback. */
export const useNotices = () => {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        notification.success({ ...NOTICE, title, ...(description ? { description } : {}) }),
      error: (title: string, error: unknown, fallback: string) =>
        notification.error({
          ...NOTICE,
          title,
          description: isApiRequestError(error) ? error.message : fallback,
        }),
    }),
    [notification],
  );
};

interface SaveTexts {
  success: string;
  description?: string;
  failureTitle: string;
  fallback: string;
}

/** Spec 3 §8: what a save says, by kind and by whether the sender is new. */
export const saveNotices = (kind: SenderKind, adding: boolean): SaveTexts => {
  const m = SenderMessages;
  if (kind === 'customSMTP') {
    return adding
      ? { success: m.smtpAdded, failureTitle: m.failedToAddSmtp, fallback: m.couldNotUpdateSmtp }
      : { success: m.smtpUpdated, failureTitle: m.failedToUpdateSmtp, fallback: m.somethingWentWrong };
  }
  if (kind === 'sesSmtp') {
    return adding
      ? {
          success: m.emailAdded,
          description: m.emailAddedDescription,
          failureTitle: m.error,
          fallback: m.somethingWentWrong,
        }
      : { success: m.smtpUpdated, failureTitle: m.errorUpdatingSmtp, fallback: m.somethingWentWrong };
  }
  return adding
    ? {
        success: m.emailAddedSuccessfully,
        description: m.emailAddedSuccessfullyDescription,
        failureTitle: m.error,
        fallback: m.somethingWentWrong,
      }
    : { success: m.emailUpdated, failureTitle: m.error, fallback: m.somethingWentWrong };
};
