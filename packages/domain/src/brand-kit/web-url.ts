/** What the brand kit reads of a web address. */
export interface WebUrl {
  href: string;
  origin: string;
  protocol: string;
  host: string;
  hostname: string;
  pathname: string;
}

// The WHATWG URL parser, in browsers and Node alike; this package is built without either's library types.
declare const URL: new (input: string, base?: string) => WebUrl;

/** Parses `input` (against `base`); throws on an address that is not one. */
export const parseWebUrl = (input: string, base?: string): WebUrl => new URL(input, base);
