export const sendingWebhookUrl = (appUrl: string, token: string): string => `${appUrl}/api/webhooks/sending/${token}`;

/** Characters of the token kept to recognise it by. */
export const TOKEN_PREFIX_LENGTH = 6;
