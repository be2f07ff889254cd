const SENDING_WEBHOOK_PATH = '/api/webhooks/sending/';

export const sendingWebhookUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}${SENDING_WEBHOOK_PATH}${token}`;

/** Characters of the token kept to recognise it by. */
export const TOKEN_PREFIX_LENGTH = 6;

/**
 * The token of an address that leads to this Sendwell's sending-event receiver (scheme, host, port and path
 * compared, case of the host ignored), or undefined when it leads elsewhere.
 */
export const tokenOfSendingWebhookUrl = (appUrl: string, address: string): string | undefined => {
  const ours = safeUrl(sendingWebhookUrl(appUrl, ''));
  const given = safeUrl(address.trim());
  if (!ours || !given || ours.origin !== given.origin) return undefined;
  if (!given.pathname.startsWith(ours.pathname)) return undefined;
  const token = given.pathname.slice(ours.pathname.length).replace(/\/+$/, '');
  return token && !token.includes('/') ? decodeURIComponent(token) : undefined;
};

/** An address as it may be shown: no user name, password, query or fragment. */
export const shownAddress = (address: string): string => {
  const url = safeUrl(address.trim());
  return url ? `${url.origin}${url.pathname}` : address.slice(0, 200);
};

const safeUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};
