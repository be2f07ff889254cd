import type { BrandKitAttributes, BrandKitSection } from '@sendwell/contracts';
import { socialIcon } from './default-brand-kit';
import type { BrandSuggestions } from './brand-from-website';

// Browsers and Node alike have it; this package is built without either's library types.
declare const structuredClone: <T>(value: T) => T;

/**
 * The kit with what a website suggested written into its unpublished sections only: a section the marketer
 * published is theirs and is never changed. Says which sections were filled.
 */
export const fillUnpublished = (
  kit: BrandKitAttributes,
  suggestions: BrandSuggestions,
): { attributes: BrandKitAttributes; filled: BrandKitSection[] } => {
  const next: BrandKitAttributes = structuredClone(kit);
  const filled: BrandKitSection[] = [];

  if (suggestions.logo && !next.logos.isPublished) {
    const { src, link, altText } = suggestions.logo;
    next.logos.header = { type: 'static', src, link, altText, sameFooter: true };
    next.logos.footer = { type: 'static', src, link, altText };
    filled.push('logos');
  }
  if (suggestions.defaultFont && !next.typography.isPublished) {
    next.typography.defaultFont = suggestions.defaultFont;
    filled.push('typography');
  }
  if (suggestions.colors && !next.colors.isPublished) {
    const { primary, secondary, linkColor } = suggestions.colors;
    next.colors.primary = primary;
    if (secondary.length > 0) next.colors.secondary = secondary;
    next.colors.linkColor = linkColor;
    filled.push('colors');
  }
  // Buttons follow the brand's colours while the marketer has not settled them.
  if (suggestions.colors && !next.buttons.isPublished) {
    const main = suggestions.colors.primary[0]!.hex;
    const second = (suggestions.colors.secondary[0] ?? suggestions.colors.primary[1])?.hex;
    next.buttons.default.primary = { ...next.buttons.default.primary, fill: main };
    if (second) next.buttons.default.secondary = { ...next.buttons.default.secondary, fill: second };
    next.buttons.default.tertiary = {
      ...next.buttons.default.tertiary,
      color: main,
      border: { ...next.buttons.default.tertiary.border, borderColor: main },
    };
    filled.push('buttons');
  }
  if (suggestions.social && !next.social.isPublished) {
    const { shape, color } = next.social;
    next.social.default = suggestions.social.map(({ network, href }) =>
      socialIcon(network, href, shape, color),
    );
    next.social.custom = [];
    filled.push('social');
  }
  if (suggestions.footer && !next.addressAndPrivacyPolicy.isPublished) {
    const footer = next.addressAndPrivacyPolicy;
    next.addressAndPrivacyPolicy = {
      ...footer,
      address: suggestions.footer.address || footer.address,
      privacyPolicy: suggestions.footer.privacyPolicy || footer.privacyPolicy,
    };
    filled.push('addressAndPrivacyPolicy');
  }
  return { attributes: next, filled };
};
