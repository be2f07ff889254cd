/**
 * Apple Mail Privacy Protection loads every message's images through Apple's proxies as soon as it arrives,
 * whether or not anyone reads it. Its fetches carry a bare 'Mozilla/5.0' user agent and come from Apple's
 * 17.0.0.0/8 network; either sign marks the open as the proxy's, so reports count it apart.
 */
export const isApplePrivacyOpen = (request: { userAgent: string | undefined; ip: string }): boolean =>
  request.userAgent?.trim() === 'Mozilla/5.0' ||
  /^(?:::ffff:)?17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(request.ip);
