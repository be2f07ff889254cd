import type { FormRule } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@sendwell/contracts';

// The word lists behind the check weigh megabytes: fetched only once someone types a new password.
const loadChecker = () => import('@sendwell/domain/password-strength');

/**
 * Refuses an easily guessed password with the reason the server would give. `inputFields` name the form's
 * fields that describe the person (email, name, company), which a guesser would try first.
 */
export const passwordStrengthRule =
  (inputFields: readonly string[] = []): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      // Too short is the length rule's to say.
      if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return;
      const { checkPasswordStrength } = await loadChecker();
      const inputs = inputFields.map((field) => getFieldValue(field)).filter((input): input is string => typeof input === 'string');
      const strength = checkPasswordStrength(value, inputs);
      if (!strength.ok) throw new Error(strength.reason);
    },
  });
