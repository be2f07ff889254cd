import { Email, TEST_EMAIL_MAX_RECIPIENTS, TemplateActionMessages } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';

export type AddressCheck = { ok: true; emails: string[] } | { ok: false; message: string };

/**
 * The test email's recipients as typed: separated by commas, semicolons, spaces or lines; one address given
 * twice counts once. The first address that is not one is named.
 */
export const checkTestAddresses = (typed: string): AddressCheck => {
  const emails: string[] = [];
  for (const part of typed.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = Email.safeParse(part);
    if (!parsed.success) return { ok: false, message: `"${part}" is not a valid email address` };
    if (!emails.some((email) => foldCase(email) === foldCase(parsed.data))) emails.push(parsed.data);
  }
  if (emails.length === 0) return { ok: false, message: TemplateActionMessages.testEmailRecipientsRequired };
  if (emails.length > TEST_EMAIL_MAX_RECIPIENTS)
    return { ok: false, message: TemplateActionMessages.testEmailTooManyRecipients };
  return { ok: true, emails };
};
