import { notInCanvas } from './not-in-canvas';

/** Used by mjml-core only for an `mj-html-attributes`, which the canvas does not render. */
export const load = notInCanvas('mj-html-attributes');
