import { describe, expect, it } from 'vitest';
import { isApplePrivacyOpen } from './is-apple-privacy-open';

describe('isApplePrivacyOpen', () => {
  it("flags the proxy's bare user agent and Apple's 17.0.0.0/8 addresses", () => {
    expect(isApplePrivacyOpen({ userAgent: 'Mozilla/5.0', ip: '203.0.113.9' })).toBe(true);
    expect(isApplePrivacyOpen({ userAgent: undefined, ip: '17.58.101.3' })).toBe(true);
    expect(isApplePrivacyOpen({ userAgent: undefined, ip: '::ffff:17.1.2.3' })).toBe(true);
  });

  it('leaves a mail client or browser fetching from elsewhere alone', () => {
    const browser =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
    expect(isApplePrivacyOpen({ userAgent: browser, ip: '203.0.113.9' })).toBe(false);
    expect(isApplePrivacyOpen({ userAgent: browser, ip: '170.1.2.3' })).toBe(false);
    expect(isApplePrivacyOpen({ userAgent: undefined, ip: '127.0.0.1' })).toBe(false);
  });
});
