/** Spec 1 §2.3: the four example prompts offered before the first message. */
export const EXAMPLE_PROMPTS = [
  'Contacts with a gmail email who clicked an email in the last 30 days',
  'Contacts with no opens or clicks in the last 6 months',
  'New customers in the last 60 days',
  'Contacts located in Europe with engagement above 30%',
] as const;
