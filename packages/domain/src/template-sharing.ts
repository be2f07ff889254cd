/** The plan without paid features; a trial tries what Lite and above offer, sharing included. */
export const FREE_PLAN_NAME = 'Free Plan';

/**
 * Spec 3 §5–6: sharing templates is a Lite-and-above feature, and the account's admin settings can turn it
 * off. The web shows the premium popover and the server refuses the call by the same rule.
 */
export const sharesTemplates = (account: {
  planName: string;
  templateSettings: { disableShareTemplate: boolean };
}): boolean => !account.templateSettings.disableShareTemplate && account.planName !== FREE_PLAN_NAME;
