import {
  SENDER_SECRET_FIELDS,
  SenderMessages,
  type SenderSecretField,
  type SenderSettings,
} from '@sendwell/contracts';
import { BadRequestError } from '../../platform/errors';
import { createSecretBox, type SecretBox } from '../../platform/secret-box';
import type { SenderSettingsColumn } from './senders.tables';

export type SenderSecrets = Partial<Record<SenderSecretField, string>>;

/** Each kind's secret fields: what a new sender of the kind must be given. */
const REQUIRED_SECRETS: Record<SenderSettings['kind'], readonly SenderSecretField[]> = {
  sendwell: [],
  customSMTP: [],
  sesSmtp: ['password'],
  sendgrid: ['apiKey'],
  ses: ['secretAccessKey'],
  postmark: ['serverToken'],
};

/** The first required secret a kind's stored secrets lack, if any. */
export const missingSecret = (
  kind: SenderSettings['kind'],
  secrets: SenderSecrets,
): SenderSecretField | undefined => REQUIRED_SECRETS[kind].find((field) => secrets[field] === undefined);

const isSecretField = (key: string): key is SenderSecretField =>
  (SENDER_SECRET_FIELDS as readonly string[]).includes(key);

/** A sender's settings split into what may be shown and what is sealed. */
export const splitSecrets = (
  settings: SenderSettings,
): { shown: SenderSettingsColumn; secrets: SenderSecrets } => {
  const shown: SenderSettingsColumn = {};
  const secrets: SenderSecrets = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'kind' || key === 'email' || key === 'name' || value === undefined) continue;
    if (isSecretField(key)) secrets[key] = String(value);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      shown[key] = value;
  }
  return { shown, secrets };
};

/** New secrets over the stored ones: a field left out keeps its stored value. Refuses a missing required one. */
export const mergeSecrets = (
  kind: SenderSettings['kind'],
  given: SenderSecrets,
  stored: SenderSecrets,
): SenderSecrets => {
  const merged: SenderSecrets = { ...stored, ...given };
  const kept: SenderSecrets = {};
  for (const field of SENDER_SECRET_FIELDS)
    if (merged[field] !== undefined && fieldsOf(kind).includes(field)) kept[field] = merged[field];
  const missing = missingSecret(kind, kept);
  if (missing)
    throw new BadRequestError(SenderMessages.secretRequired, { [missing]: SenderMessages.secretRequired });
  return kept;
};

const SECRET_FIELDS_OF: Record<SenderSettings['kind'], readonly SenderSecretField[]> = {
  ...REQUIRED_SECRETS,
  customSMTP: ['password'],
};
const fieldsOf = (kind: SenderSettings['kind']): readonly SenderSecretField[] => SECRET_FIELDS_OF[kind];

const PURPOSE = 'sender-credentials';

export const senderSecretBox = (secretKey: string): SecretBox => createSecretBox(secretKey, PURPOSE);

export const sealSecrets = (
  box: SecretBox,
  accountId: string,
  secrets: SenderSecrets,
): { sealed: string | null; names: SenderSecretField[] } => {
  const names = SENDER_SECRET_FIELDS.filter((field) => secrets[field] !== undefined);
  return { sealed: names.length === 0 ? null : box.seal(JSON.stringify(secrets), accountId), names };
};

export const openSecrets = (box: SecretBox, accountId: string, sealed: string | null): SenderSecrets => {
  if (sealed === null) return {};
  const parsed: unknown = JSON.parse(box.open(sealed, accountId));
  const secrets: SenderSecrets = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [key, value] of Object.entries(parsed))
      if (isSecretField(key) && typeof value === 'string') secrets[key] = value;
  }
  return secrets;
};
