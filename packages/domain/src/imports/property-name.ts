import { EMAIL_MAPPING_KEY, IGNORE_MAPPING_KEY, type PersonalParam } from '@sendwell/contracts';
import { ImportMessages } from './messages';

export const PROPERTY_NAME_MAX_LENGTH = 64;

/** Keys a property can never take: they name the e-mail column, the ignore choice, or contact fields. */
const RESERVED_KEYS = new Set(
  [
    EMAIL_MAPPING_KEY,
    IGNORE_MAPPING_KEY,
    'email address',
    'emailid',
    'email id',
    'id',
    'created_on',
    'updated_on',
    'email_subscription_status',
    'email_blocked_status',
  ].map((key) => key.toLowerCase()),
);

/**
 * The create-property modal's message for a name, or null when it can be created. Names are compared
 * trimmed and ignoring case, so 'City' and 'city ' are the same property.
 */
export const validatePropertyName = (name: string, existing: readonly PersonalParam[]): string | null => {
  const key = name.trim();
  if (key === '') return ImportMessages.propertyNameEmpty;
  if (key.length > PROPERTY_NAME_MAX_LENGTH)
    return `Property name cannot be more than ${PROPERTY_NAME_MAX_LENGTH} characters`;
  const lower = key.toLowerCase();
  if (RESERVED_KEYS.has(lower) || existing.some((property) => property.key.toLowerCase() === lower))
    return ImportMessages.propertyExists;
  return null;
};
