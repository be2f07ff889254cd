import {
  compileMergeSlots,
  compileMergeTags,
  type MergeSlots,
  type MergeValues,
} from '../templates/render-merge-tags';

/*
 * Most merge tags of a campaign are a property, with or without a default ({{ first_name | default: "there" }}).
 * Filling those through liquid costs more per message than the rest of a contact's values; this fills them
 * directly, with liquid's own rules (its default filter, its HTML escaping), and leaves every other tag, and any
 * text whose tags it does not read exactly as liquid does, to liquid.
 */

const SIMPLE_OUTPUT = /^\{\{\s*([A-Za-z_]\w*)\s*(?:\|\s*default\s*:\s*(?:"([^"\\]*)"|'([^'\\]*)')\s*)?\}\}$/;
/** Names liquid reads otherwise than as the contact's property: its literals, and sizes and ends of the scope. */
const NOT_PROPERTIES = new Set([
  'size',
  'first',
  'last',
  'empty',
  'blank',
  'nil',
  'null',
  'true',
  'false',
  '__proto__',
]);
/** What separates outputs when liquid fills a text's slots (compileMergeSlots): a value holding it reads otherwise. */
const SLOT_SEPARATOR = '\uE000';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string =>
  /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (character) => ESCAPES[character]!) : text;

interface SimpleOutput {
  name: string;
  fallback: string | undefined;
}

/** A property's output: liquid's default (for '', false, nil), written as liquid writes it, HTML-escaped. */
const outputOf = ({ name, fallback }: SimpleOutput, values: MergeValues): string => {
  let value = Object.hasOwn(values, name) ? values[name] : undefined;
  if (fallback !== undefined && (value === '' || value === false || value === null || value === undefined))
    value = fallback;
  return value === null || value === undefined ? '' : escapeHtml(String(value));
};

/** The text's outputs when each is a simple property tag at the very places liquid found them; else undefined. */
const simpleOutputsOf = (text: string, slots: MergeSlots): SimpleOutput[] | undefined => {
  const outputs: SimpleOutput[] = [];
  let at = 0;
  for (let index = 0; index < slots.statics.length - 1; index++) {
    const open = at + slots.statics[index]!.length;
    if (text.slice(at, open) !== slots.statics[index] || !text.startsWith('{{', open)) return undefined;
    const close = text.indexOf('}}', open);
    const match = close < 0 ? null : SIMPLE_OUTPUT.exec(text.slice(open, close + 2));
    if (!match || NOT_PROPERTIES.has(match[1]!)) return undefined;
    outputs.push({ name: match[1]!, fallback: match[2] ?? match[3] });
    at = close + 2;
  }
  return text.slice(at) === slots.statics.at(-1) ? outputs : undefined;
};

/** Whether a text's merge tags are all filled directly (not through liquid). */
export const hasOnlySimpleMergeTags = (text: string): boolean => {
  const slots = compileMergeSlots(text);
  return slots !== undefined && simpleOutputsOf(text, slots) !== undefined;
};

/** A text's slots (compileMergeSlots), their outputs filled directly when all are simple property tags. */
export const compileSimpleMergeSlots = (text: string): MergeSlots | undefined => {
  const slots = compileMergeSlots(text);
  const simple = slots && simpleOutputsOf(text, slots);
  if (!slots || !simple) return slots;
  return {
    statics: slots.statics,
    outputs(values) {
      const outputs = simple.map((output) => outputOf(output, values));
      return outputs.some((output) => output.includes(SLOT_SEPARATOR)) ? slots.outputs(values) : outputs;
    },
  };
};

/** A text filled for each contact (compileMergeTags), directly when all its tags are simple property tags. */
export const compileSimpleMergeTags = (text: string): ((values: MergeValues) => string) => {
  const filled = compileMergeTags(text);
  const slots = compileMergeSlots(text);
  const simple = slots && simpleOutputsOf(text, slots);
  if (!slots || !simple) return filled;
  const { statics } = slots;
  return (values) => {
    let result = statics[0]!;
    for (let index = 0; index < simple.length; index++)
      result += outputOf(simple[index]!, values) + statics[index + 1]!;
    return result;
  };
};
