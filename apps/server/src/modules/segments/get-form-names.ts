import { SegmentLookupMessages, type FormOption } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { formsOfApp } from './segment-lookups.repository';

/** Forms of one app; a failure is logged and reaches the builder as the message it shows. */
export const getFormNames = async (ctx: Pick<AppContext, 'db' | 'log'>, accountId: string, appName: string): Promise<FormOption[]> => {
  try {
    return await formsOfApp(ctx.db, accountId, appName);
  } catch (error) {
    ctx.log.error({ err: error }, 'reading form names failed');
    throw new AppError(500, 'FORM_NAMES_FAILED', SegmentLookupMessages.formNamesFailed);
  }
};
