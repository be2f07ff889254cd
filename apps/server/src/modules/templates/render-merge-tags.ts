import { Liquid, LiquidError, Output, TypeGuards, type Template } from 'liquidjs';
import { EditorMessages } from '@sendwell/contracts';
import { BadRequestError } from '../../platform/errors';

/** A contact's properties by key, as merge tags name them ({{ first_name }}). */
export type MergeValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/*
 * A misspelt filter is an error the marketer must see before sending (strictFilters); a property the contact
 * lacks prints nothing, or the tag's `default` (no strictVariables). Values are HTML-escaped, so a contact's
 * name cannot inject markup. The limits keep a template's loops from tying up the server.
 */
const engine = new Liquid({
  strictFilters: true,
  strictVariables: false,
  outputEscape: 'escape',
  parseLimit: 5_000_000,
  renderLimit: 2_000,
  memoryLimit: 50_000_000,
});

const mergeTagProblem = (error: unknown): unknown =>
  error instanceof LiquidError
    ? new BadRequestError(EditorMessages.mergeTagFailed(error.message.split(', line:')[0] ?? error.message))
    : error;

/** Fills a template's merge tags for one contact; a tag that cannot be read is a 400 naming the problem. */
export const renderMergeTags = async (html: string, values: MergeValues): Promise<string> => {
  try {
    return await engine.parseAndRender(html, values);
  } catch (error) {
    throw mergeTagProblem(error);
  }
};

/** What is wrong with a text's merge tags, and where: liquid's words and the 1-based line and column. */
export interface MergeTagFault {
  reason: string;
  line?: number;
  column?: number;
  /** The tag as written there, up to its end (or 60 characters). */
  tag?: string;
}

const tagAt = (text: string, line: number, column: number): string => {
  const rest = (text.split('\n')[line - 1] ?? '').slice(column - 1);
  const end = /\}\}|%\}/.exec(rest);
  return (end ? rest.slice(0, end.index + 2) : rest).slice(0, 60).trim();
};

/** Why the text's merge tags cannot be filled in for `values`, or undefined when they can. */
export const findMergeTagFault = (text: string, values: MergeValues): MergeTagFault | undefined => {
  try {
    engine.renderSync(engine.parse(text), values);
    return undefined;
  } catch (error) {
    if (!(error instanceof LiquidError)) throw error;
    const at = /^(.*?), line:(\d+), col:(\d+)/s.exec(error.message);
    if (!at) return { reason: error.message };
    const line = Number(at[2]);
    const column = Number(at[3]);
    return { reason: at[1]!, line, column, tag: tagAt(text, line, column) };
  }
};

/**
 * A template parsed once, filled for many contacts: what a campaign uses, so a send of 100,000 messages
 * parses its template, subject and preheader one time each. Parsing fails as `renderMergeTags` does.
 */
export const compileMergeTags = (html: string): ((values: MergeValues) => string) => {
  let parsed: ReturnType<typeof engine.parse>;
  try {
    parsed = engine.parse(html);
  } catch (error) {
    throw mergeTagProblem(error);
  }
  return (values) => {
    try {
      return engine.renderSync(parsed, values) as string;
    } catch (error) {
      throw mergeTagProblem(error);
    }
  };
};

/** Separates the outputs of `compileMergeSlots` in one render; a value holding it is read the slow way. */
const SLOT_SEPARATOR = '\uE000';

/**
 * A text whose merge tags are all outputs (`{{ }}`, no `{% %}` tags), split once into the static text around
 * them, so the text's structure is known before any contact fills it in.
 */
export interface MergeSlots {
  /** The static text before, between and after the outputs (one more than the outputs). */
  statics: string[];
  /** One contact's value of each output, escaped as in the whole text; undefined when they cannot be told apart. */
  outputs(values: MergeValues): string[] | undefined;
}

/**
 * The text's statics and outputs, or undefined when it has `{% %}` tags (whose output has no fixed place) or
 * does not parse (`compileMergeTags` then says why). Static text and values are exactly what rendering the
 * whole text gives, whitespace control (`{{-`) included.
 */
export const compileMergeSlots = (text: string): MergeSlots | undefined => {
  let parsed: Template[];
  try {
    parsed = engine.parse(text);
  } catch {
    return undefined;
  }
  const statics = [''];
  const outputs: Template[] = [];
  for (const template of parsed) {
    if (template instanceof Output) {
      outputs.push(template);
      statics.push('');
    } else if (TypeGuards.isHTMLToken((template as { token?: unknown }).token))
      statics[statics.length - 1] += engine.renderSync([template], {}) as string;
    else return undefined;
  }
  const separator = engine.parse(SLOT_SEPARATOR);
  const joined = outputs.flatMap((output, index) => (index === 0 ? [output] : [...separator, output]));
  return {
    statics,
    outputs(values) {
      if (outputs.length === 0) return [];
      try {
        const parts = (engine.renderSync(joined, values) as string).split(SLOT_SEPARATOR);
        return parts.length === outputs.length ? parts : undefined;
      } catch (error) {
        throw mergeTagProblem(error);
      }
    },
  };
};

/**
 * The sender's own data as a contact: what a test email fills its merge tags with. Under the contact
 * properties' keys (firstName, lastName...) and the snake_case names the ready-made templates use
 * ({{first_name | default: "there"}}).
 */
export const mergeValuesOfUser = (user: { email: string; name: string; company: string }): MergeValues => {
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  const firstName = first || undefined;
  const lastName = rest.join(' ') || undefined;
  return {
    email: user.email,
    firstName,
    lastName,
    first_name: firstName,
    last_name: lastName,
    company: user.company || undefined,
  };
};

const snakeCase = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * A contact as merge tags read it: its e-mail and every property, under the property's own key (firstName) and
 * under the snake_case name the ready-made templates use (first_name), unless a property already has that name.
 */
export const mergeValuesOfContact = (contact: {
  email: string;
  properties: Readonly<Record<string, unknown>>;
}): MergeValues => {
  const values: Record<string, string | number | boolean | null> = { email: contact.email };
  for (const [key, value] of Object.entries(contact.properties)) {
    const scalar =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : JSON.stringify(value);
    values[key] = scalar;
  }
  for (const [key, value] of Object.entries(values)) {
    const alias = snakeCase(key);
    if (!(alias in values)) values[alias] = value;
  }
  return values;
};
