/**
 * What the canvas's MJML build puts in place of a module mjml-core imports for an option or a part of the
 * document the canvas never renders (see vite-plugins/mjml-canvas-parser.ts): calling it fails loudly
 * instead of drawing something other than what the server renders.
 */
export const notInCanvas = (what: string) => (): never => {
  throw new Error(`The editor's canvas does not render MJML's ${what}; the server does`);
};
