/**
 * An e-mail a mail server will take: an ASCII local part of the usual characters, and a domain of labels
 * with a top-level part of two letters or more. Deliberately stricter than RFC 5322 (no quoted local parts,
 * no IP literals): such addresses are typing mistakes far more often than real mailboxes.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (email: string): boolean =>
  email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);

/** Two e-mails are the same contact when they match after trimming, ignoring case. */
export const emailKey = (email: string): string => email.trim().toLowerCase();
