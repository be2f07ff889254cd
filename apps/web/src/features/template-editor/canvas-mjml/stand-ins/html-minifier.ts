import { notInCanvas } from './not-in-canvas';

/** Used by mjml-core only for its deprecated `minify` option, which the canvas does not pass. */
export const minify = notInCanvas('minify option');
