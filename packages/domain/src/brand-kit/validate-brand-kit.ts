import { BrandKitMessages, type BrandKitAttributes } from '@sendwell/contracts';

// The WHATWG URL parser, in browsers and Node alike; this package is built without either's library types.
declare const URL: new (input: string) => { protocol: string; hostname: string };

export interface BrandKitProblem {
  /** Dotted path of the field, as the request names it. */
  field: string;
  message: string;
}

/** An absolute http(s) address (spec 3 §5: 'Invalid URL' when empty or invalid). */
export const isBrandUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** An uploaded logo is served from our own storage path; a static one is any web address. */
const isLogoSrc = (src: string, type: 'upload' | 'static'): boolean =>
  type === 'upload' ? src === '' || src.startsWith('/') || isBrandUrl(src) : isBrandUrl(src);

/**
 * Spec 3 §4–§5: social links and logos cannot be published (or saved once published) while an address in them
 * is invalid. Other sections are checked by their schema alone.
 */
export const brandKitProblems = (kit: BrandKitAttributes): BrandKitProblem[] => {
  const problems: BrandKitProblem[] = [];
  if (kit.social.isPublished) {
    kit.social.default.forEach((icon, index) => {
      if (!isBrandUrl(icon.href))
        problems.push({
          field: `attributes.social.default.${index}.href`,
          message: BrandKitMessages.invalidUrl,
        });
    });
  }
  if (kit.logos.isPublished) {
    for (const slot of ['header', 'footer'] as const) {
      const logo = kit.logos[slot];
      if (logo.src !== '' && !isLogoSrc(logo.src, logo.type)) {
        problems.push({ field: `attributes.logos.${slot}.src`, message: BrandKitMessages.invalidUrl });
      }
      if (logo.link !== '' && !isBrandUrl(logo.link)) {
        problems.push({ field: `attributes.logos.${slot}.link`, message: BrandKitMessages.invalidUrl });
      }
    }
  }
  return problems;
};

/** Mailbox providers: their domain is not the customer's website. */
const WEBMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
  'zohomail.com',
  'qq.com',
  '163.com',
  '126.com',
  'rediffmail.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  'tuta.io',
  'mail.com',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'yahoo.co.in',
  'outlook.in',
  'libero.it',
  'orange.fr',
  'free.fr',
  't-online.de',
  'naver.com',
]);

/** Names kept for examples and tests (RFC 2606, RFC 6761): no real website is behind them. */
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$/;

/** The website to read a new customer's brand from: their e-mail's domain, unless it is a mailbox provider's. */
export const websiteOfEmail = (email: string): string | null => {
  const domain = email.split('@')[1]?.trim().toLowerCase();
  if (
    !domain ||
    !domain.includes('.') ||
    WEBMAIL.has(domain) ||
    RESERVED.test(domain) ||
    /^(hotmail|yahoo|outlook|live)\./.test(domain)
  )
    return null;
  return `https://${domain}/`;
};
