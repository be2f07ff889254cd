/*
 * Contact properties the product defines (besides the account's own). A module of its own, without
 * schemas, so that a screen which only names a property (its label) does not download the segment
 * operators' schemas with it.
 */

export const EMAIL_SUBSCRIPTION_STATUS_KEY = 'email_subscription_status';
/** Shown only under the email-blocked-status flag. */
export const EMAIL_BLOCKED_STATUS_KEY = 'email_blocked_status';
/** When the contact was added; the "New contacts" card filters on it. */
export const CONTACT_CREATED_AT_KEY = 'createdAt';
export const CONTACT_EMAIL_KEY = 'email';
