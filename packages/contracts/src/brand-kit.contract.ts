import { z } from 'zod';
import { defineRoute, FULL_ACCESS } from './route';

/**
 * The brand kit (spec 3 §2.10, §3 'Brand kit attributes', §4, §5, §7 'Brand kit'): six sections of styling that
 * templates created after it is published take on. Each section is published on its own; the kit can also be
 * filled from the customer's own website.
 */

export const BrandKitMessages = {
  published: 'Brand Kit published',
  saved: 'Brand Kit changes saved',
  savedDescription:
    "It will only be applied to newly created templates. It won't automatically update existing or pre-made templates.",
  invalidUrl: 'Invalid URL',
  imageTooLarge: 'Image must be smaller than 1MB!',
  invalidFileFormat: 'Invalid file format',
  tooManyColors: 'A brand kit holds at most 8 primary and 8 secondary colours',
  invalidHex: 'Enter a colour as # followed by 6 hexadecimal digits',
  staleVersion:
    'Not saved: someone changed the brand kit in another tab or window since you opened it. The latest version is shown now; make your change again.',
  importStarted: 'We are reading your website. The sections it fills stay unpublished until you review them.',
  importUrlInvalid: 'Enter the address of a website, such as https://example.com',
  importFilled: (host: string, sections: string) =>
    `Filled from ${host}: ${sections}. Review each section and publish it.`,
  importNothing: (host: string) => `${host} showed nothing to fill the unpublished sections with.`,
  importNotHtml: 'The address is not a web page',
  importFailed: 'The website could not be read',
  /** A text longer than its field holds, named as the page names the field. */
  tooLong: (field: string, max: number) => `${field}: use at most ${max.toLocaleString('en-US')} characters`,
  fontWeightInvalid: 'Enter a font weight from 1 to 1000',
  lineHeightInvalid: 'Enter a line height from 0 to 10',
} as const;

/** The sections in the order the page shows them (spec 3 §2.10). */
export const BRAND_KIT_SECTIONS = [
  'logos',
  'typography',
  'colors',
  'buttons',
  'social',
  'addressAndPrivacyPolicy',
] as const;
export const BrandKitSection = z.enum(BRAND_KIT_SECTIONS);
export type BrandKitSection = z.infer<typeof BrandKitSection>;

/** Each section's title on its card and in its modal. */
export const BRAND_KIT_SECTION_TITLES: Record<BrandKitSection, string> = {
  logos: 'Brand logos',
  typography: 'Typography',
  colors: 'Colors',
  buttons: 'Buttons',
  social: 'Social links',
  addressAndPrivacyPolicy: 'Footer text',
};

export const BRAND_KIT_MAX_COLORS = 8;
export const BRAND_KIT_LOGO_MAX_BYTES = 1024 * 1024;
export const BRAND_KIT_TEXT_MAX_LENGTH = 1000;
const URL_MAX_LENGTH = 2048;

const HEX = /^#[0-9a-fA-F]{6}$/;
export const HexColor = z.string().regex(HEX, BrandKitMessages.invalidHex);

/** A colour of the kit: hex without alpha (8-digit hex is cut to 7 characters) and the alpha as a percentage. */
export const BrandColor = z.object({ hex: HexColor, alpha: z.number().int().min(0).max(100) });
export type BrandColor = z.infer<typeof BrandColor>;

/** Text of at most `max` characters; longer, the refusal names the field as the page shows it. */
const text = (max: number, field = 'This text') => z.string().max(max, BrandKitMessages.tooLong(field, max));
const CSS_LENGTH_MAX = 20;
const cssLength = (field = 'This size') => text(CSS_LENGTH_MAX, field);

export const ColorsSection = z.object({
  isPublished: z.boolean(),
  primary: z.array(BrandColor).min(1).max(BRAND_KIT_MAX_COLORS, BrandKitMessages.tooManyColors),
  secondary: z.array(BrandColor).max(BRAND_KIT_MAX_COLORS, BrandKitMessages.tooManyColors),
  linkColor: BrandColor,
});

export const BrandButton = z.object({
  id: z.string().min(1).max(40),
  key: text(60, 'Button name'),
  value: text(60, 'Button text'),
  type: z.literal('button'),
  size: z.string().max(20),
  width: z.string().max(20),
  fill: HexColor,
  color: HexColor,
  fontWeight: z.union([
    text(10, 'Font weight'),
    z.number().min(1, BrandKitMessages.fontWeightInvalid).max(1000, BrandKitMessages.fontWeightInvalid),
  ]),
  fontSize: cssLength('Font size'),
  lineHeight: z.union([
    text(10, 'Line height'),
    z.number().min(0, BrandKitMessages.lineHeightInvalid).max(10, BrandKitMessages.lineHeightInvalid),
  ]),
  fontStyle: z.string().max(20),
  textDecoration: z.string().max(30),
  letterSpacing: cssLength('Letter spacing'),
  height: cssLength('Height'),
  properties: z.object({
    paddingTop: cssLength('Padding'),
    paddingBottom: cssLength('Padding'),
    paddingLeft: cssLength('Padding'),
    paddingRight: cssLength('Padding'),
  }),
  border: z.object({
    borderWidth: cssLength('Border width'),
    borderRadius: cssLength('Radius'),
    borderStyle: z.string().max(20),
    borderColor: z.string().max(20),
  }),
});
export type BrandButton = z.infer<typeof BrandButton>;

export const ButtonsSection = z.object({
  isPublished: z.boolean(),
  default: z.object({ primary: BrandButton, secondary: BrandButton, tertiary: BrandButton }),
  /** Keyed custom-{7 random characters}. */
  custom: z.record(z.string().regex(/^custom-[A-Za-z0-9]{7}$/), BrandButton),
});

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
] as const;
export const SocialNetwork = z.enum(SOCIAL_NETWORKS);
export type SocialNetwork = z.infer<typeof SocialNetwork>;

export const SocialIcon = z.object({
  alt: SocialNetwork,
  href: text(URL_MAX_LENGTH, 'Link'),
  src: text(URL_MAX_LENGTH, 'Icon address'),
  useAlways: z.boolean(),
  imgDefaultHeight: z.number().int().positive().max(200),
  imgDefaultWidth: z.number().int().positive().max(200),
});
export type SocialIcon = z.infer<typeof SocialIcon>;

export const SocialShape = z.enum(['square', 'circle', 'default']);
export const SocialSection = z.object({
  isPublished: z.boolean(),
  shape: SocialShape,
  color: HexColor,
  size: z.number().int().min(16).max(64),
  default: z.array(SocialIcon).min(1).max(SOCIAL_NETWORKS.length),
  custom: z.array(SocialIcon).max(0),
});

export const LogoSlot = z.object({
  type: z.enum(['upload', 'static']),
  src: text(URL_MAX_LENGTH, 'Logo address'),
  link: text(URL_MAX_LENGTH, 'Link'),
  altText: text(200, 'Alternative text'),
});
export type LogoSlot = z.infer<typeof LogoSlot>;

export const LogosSection = z.object({
  isPublished: z.boolean(),
  header: LogoSlot.extend({ sameFooter: z.boolean() }),
  footer: LogoSlot,
});

export const FooterSection = z.object({
  isPublished: z.boolean(),
  address: text(BRAND_KIT_TEXT_MAX_LENGTH, 'Address'),
  privacyPolicy: text(BRAND_KIT_TEXT_MAX_LENGTH, 'Privacy policy'),
});

const TextStyle = z.object({
  size: z.object({ mobile: cssLength('Size'), desktop: cssLength('Size') }),
  colour: z.object({ mobile: HexColor, desktop: HexColor }),
});
export const TEXT_STYLES = ['h1', 'h2', 'h3', 'h4', 'p'] as const;

export const FontLabel = z.enum(['email-safe font', 'web font', 'web-safe font']);
export type FontLabel = z.infer<typeof FontLabel>;

export const TypographySection = z.object({
  isPublished: z.boolean(),
  /** A CSS font-family list, first choice first. */
  defaultFont: z.array(text(80, 'Font').min(1)).min(1).max(8),
  h1: TextStyle,
  h2: TextStyle,
  h3: TextStyle,
  h4: TextStyle,
  p: TextStyle,
});

export const BrandKitAttributes = z.object({
  logos: LogosSection,
  typography: TypographySection,
  colors: ColorsSection,
  buttons: ButtonsSection,
  social: SocialSection,
  addressAndPrivacyPolicy: FooterSection,
});
export type BrandKitAttributes = z.infer<typeof BrandKitAttributes>;

export const BrandKitImport = z.object({
  status: z.enum(['running', 'done', 'failed']),
  url: z.string(),
  /** What was filled, or why nothing was. */
  message: z.string(),
  sections: z.array(BrandKitSection),
  finishedAt: z.string().nullable(),
});
export type BrandKitImport = z.infer<typeof BrandKitImport>;

export const BrandKit = z.object({
  attributes: BrandKitAttributes,
  /** Rises with every save; a save names the version it started from, so a stale tab cannot overwrite a newer kit. */
  version: z.number().int().nonnegative(),
  /** Where the sections filled automatically came from, and the latest reading of a website. */
  import: BrandKitImport.nullable(),
});
export type BrandKit = z.infer<typeof BrandKit>;

export const SaveBrandKitRequest = z.object({
  attributes: BrandKitAttributes,
  /** The section being edited (spec 3 §7). */
  source: BrandKitSection,
  version: z.number().int().nonnegative(),
});
export type SaveBrandKitRequest = z.infer<typeof SaveBrandKitRequest>;

export const BrandLibraryStatus = z.object({ applyBrandLibrary: z.boolean(), itemId: z.string() });
export type BrandLibraryStatus = z.infer<typeof BrandLibraryStatus>;

export const ImportBrandKitRequest = z.object({ url: z.string().trim().min(1).max(URL_MAX_LENGTH) });

const tags = ['brand kit'] as const;

export const brandKitRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/brandLibrary',
    access: 'account',
    tags,
    summary: "The account's brand kit: its six sections, each published or not",
    response: BrandKit,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/api/brandLibrary',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary:
      'Save the whole brand kit while editing one section; publishing is a section saved with isPublished',
    body: SaveBrandKitRequest,
    response: BrandKit,
  }),
  getStatus: defineRoute({
    method: 'GET',
    path: '/api/brandLibrary/applicationStatus',
    access: 'account',
    tags,
    summary: 'Whether new templates take on the brand kit',
    query: z.object({ templateCustomisationEnabled: z.enum(['true', 'false']).optional() }),
    response: BrandLibraryStatus,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/api/brandLibrary/applicationStatus',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: 'Turn applying the brand kit to new templates on or off',
    body: BrandLibraryStatus,
    response: BrandLibraryStatus,
  }),
  importFromWebsite: defineRoute({
    method: 'POST',
    path: '/api/brandLibrary/import',
    access: 'account',
    roles: FULL_ACCESS,
    tags,
    summary: "Read a website in the background and fill the brand kit's unpublished sections from it",
    body: ImportBrandKitRequest,
    response: z.object({ import: BrandKitImport }),
    status: 202,
  }),
};
