/**
 * The part of mjml 4's API the templates module uses (the package ships no types). Version 4 is the one the
 * editor's MJML plugin renders with in the browser, so the editor's canvas and the server's HTML agree; it
 * answers at once (version 5 answers a promise, hence the union).
 */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    minify?: boolean;
    keepComments?: boolean;
    beautify?: boolean;
  }
  export default function mjml2html(mjml: string, options?: MjmlOptions): { html: string; errors: MjmlError[] } | Promise<{ html: string; errors: MjmlError[] }>;
}
