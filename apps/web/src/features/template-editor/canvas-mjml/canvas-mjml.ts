import * as mjmlCore from 'mjml-core';
import MjBody from 'mjml-body';
import MjButton from 'mjml-button';
import MjColumn from 'mjml-column';
import MjDivider from 'mjml-divider';
import MjGroup from 'mjml-group';
import MjHead from 'mjml-head';
import MjAttributes from 'mjml-head-attributes';
import MjBreakpoint from 'mjml-head-breakpoint';
import MjFont from 'mjml-head-font';
import MjHtmlAttributes from 'mjml-head-html-attributes';
import MjPreview from 'mjml-head-preview';
import MjStyle from 'mjml-head-style';
import MjTitle from 'mjml-head-title';
import MjHero from 'mjml-hero';
import MjImage from 'mjml-image';
import { Navbar, NavbarLink } from 'mjml-navbar';
import MjRaw from 'mjml-raw';
import MjSection from 'mjml-section';
import { Social, SocialElement } from 'mjml-social';
import MjSpacer from 'mjml-spacer';
import MjText from 'mjml-text';
import MjWrapper from 'mjml-wrapper';
import { commonJsDefault } from '../../../lib/common-js-default';
import { withHeadAttributes } from './head-attributes';

/**
 * The MJML the editor's canvas is drawn with: mjml-core and the components the canvas draws, from the same
 * MJML release as the server's `mjml`, so a section looks in the canvas as it does in the HTML the server
 * renders and sends. It stands in for mjml-browser, which carried what the canvas never uses (CSS inlining,
 * minifying and beautifying, the MJML 3 migration): the build gives mjml-core stand-ins for those modules
 * (see vite-plugins/mjml-canvas-parser.ts).
 *
 * The canvas renders one element at a time with its own attributes, so the document's checks are the
 * server's: the canvas skips MJML's validation.
 */
const CANVAS_COMPONENTS = [
  MjBody,
  MjHead,
  MjAttributes,
  MjBreakpoint,
  MjHtmlAttributes,
  MjFont,
  MjPreview,
  MjStyle,
  MjTitle,
  MjHero,
  MjButton,
  MjColumn,
  MjDivider,
  MjGroup,
  MjImage,
  MjRaw,
  MjSection,
  MjSpacer,
  MjText,
  MjWrapper,
  Social,
  SocialElement,
  Navbar,
  NavbarLink,
];

/** mjml-core's renderer is its CommonJS `exports.default`. */
const mjml2html = commonJsDefault<typeof mjmlCore.default>(mjmlCore, 'mjml-core');

for (const component of CANVAS_COMPONENTS) mjmlCore.registerComponent(component);

export const canvasMjml: typeof mjml2html = (mjml, options) =>
  mjml2html(mjml, { ...options, validationLevel: 'skip' });

/**
 * The canvas's MJML for a document whose head sets default attributes: each element the canvas draws gets
 * `headAttributes()` (the head's `<mj-attributes>` as they are at that moment), as the server's render of the
 * whole document does.
 */
export const canvasMjmlWithHead =
  (headAttributes: () => string): typeof mjml2html =>
  (mjml, options) =>
    canvasMjml(typeof mjml === 'string' ? withHeadAttributes(mjml, headAttributes()) : mjml, options);
