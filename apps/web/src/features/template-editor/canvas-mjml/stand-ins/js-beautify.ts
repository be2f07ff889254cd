import { notInCanvas } from './not-in-canvas';

/** Used by mjml-core only for its deprecated `beautify` option, which the canvas does not pass. */
export const html = notInCanvas('beautify option');
