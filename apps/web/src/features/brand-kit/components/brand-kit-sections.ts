import { BRAND_KIT_SECTIONS, type BrandKitAttributes, type BrandKitSection } from '@sendwell/contracts';

export { BRAND_KIT_SECTION_TITLES } from '@sendwell/contracts';

/** What each section's card and modal say about it. */
export const SECTION_TEXT: Record<BrandKitSection, { description: string; subtitle: string }> = {
  logos: {
    description: 'The logos at the top and bottom of your emails.',
    subtitle: 'Upload your logo or give its address, for the header and the footer of your emails.',
  },
  typography: {
    description: 'The font and the size and colour of headings and paragraphs.',
    subtitle: 'Choose the default font and the text styles for mobile and desktop.',
  },
  colors: {
    description: 'Your primary, secondary and link colours.',
    subtitle: 'Up to 8 primary and 8 secondary colours, and the colour of links.',
  },
  buttons: {
    description: 'How the buttons in your emails look.',
    subtitle: 'Style the primary, secondary and tertiary buttons, or add your own.',
  },
  social: {
    description: 'Links to your social media pages.',
    subtitle: 'Add the address of each network and choose how the icons look.',
  },
  addressAndPrivacyPolicy: {
    description: 'The address and privacy policy in the footer of your emails.',
    subtitle: 'Your company address and a link to your privacy policy.',
  },
};

export const isSection = (value: string | null): value is BrandKitSection =>
  value !== null && (BRAND_KIT_SECTIONS as readonly string[]).includes(value);

/** Spec 3 §4: the first unpublished section is the next to do. */
export const firstUnpublished = (
  attributes: BrandKitAttributes,
  except?: BrandKitSection,
): BrandKitSection | undefined =>
  BRAND_KIT_SECTIONS.find((section) => section !== except && !attributes[section].isPublished);

/** Other open tabs learn of a save through this channel and read the kit again (spec 3 §4). */
export const BRAND_LIBRARY_CHANNEL = 'brand-library';
export interface BrandLibraryMessage {
  type: 'brand library updated';
  publish: boolean;
}
