import { useMutation } from '@tanstack/react-query';
import { importRoutes, type QuickImportRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * Adds pasted e-mails to a list. A new list is named in the same call rather than made first with
 * POST /api/newRecipientList, so an import the server refuses (plan limit) leaves no empty list behind.
 */
export const quickImport = (body: QuickImportRequest) => callApi(importRoutes.quickImport, { body });

export const useQuickImport = () => useMutation({ mutationFn: quickImport });
