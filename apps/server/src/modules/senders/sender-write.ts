import type { SenderSettings } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import {
  mergeSecrets,
  openSecrets,
  sealSecrets,
  senderSecretBox,
  splitSecrets,
  type SenderSecrets,
} from './sender-secrets';
import type { SenderWrite } from './senders.repository';

/**
 * Stored secrets, opened. A value sealed under an earlier secret key no longer opens: it counts as unset, so
 * the member is asked for it again rather than shown an error.
 */
export const storedSecrets = (ctx: AppContext, accountId: string, sealed: string | null): SenderSecrets => {
  try {
    return openSecrets(senderSecretBox(ctx.config.secretKey), accountId, sealed);
  } catch {
    return {};
  }
};

/** The settings and secrets to use: those given, with stored secrets filling any left out. */
export const resolveSettings = (
  ctx: AppContext,
  accountId: string,
  settings: SenderSettings,
  sealed: string | null,
) => {
  const { shown, secrets } = splitSecrets(settings);
  return { shown, secrets: mergeSecrets(settings.kind, secrets, storedSecrets(ctx, accountId, sealed)) };
};

/** The row to write: shown settings in clear, secrets sealed. */
export const senderWrite = (
  ctx: AppContext,
  accountId: string,
  settings: SenderSettings,
  sealed: string | null,
): SenderWrite => {
  const { shown, secrets } = resolveSettings(ctx, accountId, settings, sealed);
  const { sealed: newSealed, names } = sealSecrets(senderSecretBox(ctx.config.secretKey), accountId, secrets);
  return {
    kind: settings.kind,
    email: settings.email,
    name: settings.name,
    settings: shown,
    secrets: newSealed,
    secretNames: names,
  };
};
