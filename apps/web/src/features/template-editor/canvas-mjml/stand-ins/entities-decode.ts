import { notInCanvas } from './not-in-canvas';

/**
 * What htmlparser2's parser and tokenizer import from entities' decoder. mjml-parser-xml parses with
 * `decodeEntities: false` (entities stay as written, for the HTML renderer), so the tokenizer builds a
 * decoder and never feeds it: the decoding tables (the bulk of the module) are left out, and a decoder that
 * is fed fails loudly.
 */
export const htmlDecodeTree = new Uint16Array(0);
export const xmlDecodeTree = new Uint16Array(0);

export enum DecodingMode {
  Legacy = 0,
  Strict = 1,
  Attribute = 2,
}

export class EntityDecoder {
  startEntity = notInCanvas('character references (entities are kept as written)');
  write = notInCanvas('character references (entities are kept as written)');
  end = notInCanvas('character references (entities are kept as written)');
}

export const fromCodePoint = (codePoint: number): string => String.fromCodePoint(codePoint);
