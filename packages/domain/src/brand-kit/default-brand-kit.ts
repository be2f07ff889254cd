import type { BrandButton, BrandKitAttributes, SocialIcon, SocialNetwork } from '@sendwell/contracts';

/** Spec 3 §3: a new custom button's look. The default buttons start from it with the kit's own colours. */
export const newBrandButton = (id: string, key = 'New Button'): BrandButton => ({
  id,
  key,
  value: key,
  type: 'button',
  size: 'Medium',
  width: 'auto',
  fill: '#E2E8F0',
  color: '#1E293B',
  fontWeight: 400,
  fontSize: '16px',
  lineHeight: 1.15,
  fontStyle: 'normal',
  textDecoration: 'none',
  letterSpacing: '0px',
  height: 'auto',
  properties: { paddingTop: '10px', paddingBottom: '10px', paddingLeft: '16px', paddingRight: '16px' },
  border: { borderWidth: '0px', borderRadius: '4px', borderStyle: 'solid', borderColor: 'transparent' },
});

/** A network's link; with no `src` of its own, templates draw the network's standard icon in the kit's shape and colour. */
export const socialIcon = (network: SocialNetwork, href: string, src = ''): SocialIcon => ({
  alt: network,
  href,
  src,
  useAlways: true,
  imgDefaultHeight: 32,
  imgDefaultWidth: 32,
});

const style = (desktop: string, mobile: string, colour = '#1E293B') => ({
  size: { mobile, desktop },
  colour: { mobile: colour, desktop: colour },
});

/** A kit nobody has touched: every section unpublished, with defaults that read well in any inbox. */
export const defaultBrandKit = (): BrandKitAttributes => ({
  logos: {
    isPublished: false,
    header: { type: 'upload', src: '', link: '', altText: '', sameFooter: false },
    footer: { type: 'upload', src: '', link: '', altText: '' },
  },
  typography: {
    isPublished: false,
    defaultFont: ['Arial', 'Helvetica', 'sans-serif'],
    h1: style('32px', '28px'),
    h2: style('26px', '22px'),
    h3: style('22px', '20px'),
    h4: style('18px', '17px'),
    p: style('16px', '15px', '#334155'),
  },
  colors: {
    isPublished: false,
    primary: [{ hex: '#2563EB', alpha: 100 }],
    secondary: [{ hex: '#0F172A', alpha: 100 }],
    linkColor: { hex: '#2563EB', alpha: 100 },
  },
  buttons: {
    isPublished: false,
    default: {
      primary: { ...newBrandButton('primary', 'Primary'), fill: '#2563EB', color: '#FFFFFF' },
      secondary: { ...newBrandButton('secondary', 'Secondary'), fill: '#0F172A', color: '#FFFFFF' },
      tertiary: {
        ...newBrandButton('tertiary', 'Tertiary'),
        fill: '#FFFFFF',
        color: '#2563EB',
        border: { borderWidth: '1px', borderRadius: '4px', borderStyle: 'solid', borderColor: '#2563EB' },
      },
    },
    custom: {},
  },
  social: {
    isPublished: false,
    shape: 'default',
    color: '#1E293B',
    size: 32,
    default: [socialIcon('facebook', ''), socialIcon('instagram', ''), socialIcon('x', '')],
    custom: [],
  },
  addressAndPrivacyPolicy: { isPublished: false, address: '', privacyPolicy: '' },
});
