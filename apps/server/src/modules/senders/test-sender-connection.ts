import {
  SENDER_CONNECT_TIMEOUT_MS,
  SenderMessages,
  type ConnectionCheck,
  type SenderSettings,
} from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { resolveSettings } from './sender-write';
import { findSenderRow, sealedSecretsOf } from './senders.repository';
import { createSenderTransport } from './transports/create-sender-transport';
import { ConnectionProblem } from './transports/sender-transport';

/**
 * Connects with the settings as given (an existing sender's stored secrets fill any left out) and says what
 * failed in plain words. Nothing is saved.
 */
export const testSenderConnection = async (
  ctx: AppContext,
  accountId: string,
  input: { id?: number | undefined; settings: SenderSettings },
  timeoutMs = SENDER_CONNECT_TIMEOUT_MS,
): Promise<ConnectionCheck> => {
  let sealed: string | null = null;
  if (input.id !== undefined) {
    if (!(await findSenderRow(ctx.db, accountId, input.id))) throw new NotFoundError(SenderMessages.notFound);
    sealed = await sealedSecretsOf(ctx.db, accountId, input.id);
  }
  const { secrets } = resolveSettings(ctx, accountId, input.settings, sealed);
  const transport = createSenderTransport(input.settings, secrets, {
    accountId,
    apis: ctx.config.providerApis,
    mailer: ctx.mailer,
    timeoutMs,
  });
  try {
    await transport.check();
    return { ok: true, problem: null };
  } catch (error) {
    if (error instanceof ConnectionProblem) return { ok: false, problem: error.message };
    throw error;
  }
};
