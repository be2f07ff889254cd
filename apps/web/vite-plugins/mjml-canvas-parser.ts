import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * grapesjs-mjml's prebuilt file (dist/index.js, webpack) carries the whole of mjml-browser as its module 480,
 * about 345 KB gzipped, only to be the default of its `mjmlParser` option. The editor passes a parser of its
 * own (src/features/template-editor/canvas-mjml), so that module is replaced by one that throws if it is
 * ever called: the plugin keeps its code, the editor's route loses mjml-browser.
 *
 * The replacement is checked: a grapesjs-mjml release whose file no longer has that module in that place
 * fails the build rather than quietly bringing mjml-browser back (or breaking the canvas).
 */
const PLUGIN_FILE = /\/node_modules\/grapesjs-mjml\/dist\/index\.js$/;
const MODULE_START = '{480:t=>{';
const MODULE_END = '}},e={};function n(';
const MJML_BROWSER_MARK = 'mj-attributes';

/** The plugin's file with its bundled mjml-browser replaced by a module that throws when called. */
export const withoutMjmlBrowser = (code: string): string | undefined => {
  const start = code.indexOf(MODULE_START);
  const end = code.indexOf(MODULE_END);
  if (start < 0 || end < start || code.indexOf(MODULE_START, start + 1) >= 0) return undefined;
  const body = code.slice(start + MODULE_START.length, end);
  if (!body.includes(MJML_BROWSER_MARK)) return undefined;
  const stub =
    't.exports=function(){throw new Error("grapesjs-mjml needs its mjmlParser option: mjml-browser is left out")}';
  return `${code.slice(0, start + MODULE_START.length)}${stub}${code.slice(end)}`;
};

/**
 * Modules the MJML packages import for what the canvas never uses, each pointed at a stand-in in
 * src/features/template-editor/canvas-mjml/stand-ins: juice, cheerio, html-minifier and js-beautify (CSS
 * inlining, `mj-html-attributes`, the deprecated minify and beautify options), the MJML 3 migration, the
 * validator (the canvas skips validation), and lodash/fp's five functions without its converter. The web app
 * imports none of them itself.
 */
const STAND_INS: Record<string, string> = {
  juice: 'juice.ts',
  cheerio: 'cheerio.ts',
  'html-minifier': 'html-minifier.ts',
  'js-beautify': 'js-beautify.ts',
  'mjml-migrate': 'mjml-migrate.ts',
  'mjml-validator': 'mjml-validator.ts',
  ...Object.fromEntries(
    ['flow', 'filter', 'map', 'join', 'identity'].map((name) => [
      `lodash/fp/${name}`,
      `lodash-fp/${name}.ts`,
    ]),
  ),
};
const STAND_IN_DIR = resolve(import.meta.dirname, '../src/features/template-editor/canvas-mjml/stand-ins');

/*
 * mjml-parser-xml requires htmlparser2's CommonJS index, which brings its DOM handler, DOM utilities and
 * serializer; it uses only `Parser`, so the build gives it htmlparser2's ES module of the parser alone. That
 * parser parses MJML with `decodeEntities: false`, so entities' decoding tables are left out too (see
 * stand-ins/entities-decode.ts).
 */
/**
 * mjml-parser-xml reads `process.cwd()` on every parse, to resolve `mj-include` paths (which it ignores in a
 * browser); the browser has no `process`, so the canvas's parse starts from '/'.
 */
const PARSER_CWD = 'process.cwd()';
const withoutProcess = (code: string, id: string): string | null =>
  PARSER_USER.test(id) && code.includes(PARSER_CWD) ? code.replaceAll(PARSER_CWD, "'/'") : null;

const PARSER_USER = /\/node_modules\/mjml-parser-xml\/lib\/index\.js$/;
const HTMLPARSER_INDEX = /\/lib\/index\.js$/;

export const mjmlCanvasParser = (): Plugin => {
  let replaced = false;
  let building = false;
  /** Where the htmlparser2 given to mjml-parser-xml lives: its modules get the entities stand-in. */
  const parserDirs = new Set<string>();
  return {
    name: 'sendwell-mjml-canvas-parser',
    enforce: 'pre',
    config: (_config, { command }) => {
      building = command === 'build';
      return {
        // The development server bundles mjml-parser-xml ahead of time, outside this plugin's transform.
        optimizeDeps: {
          rolldownOptions: {
            plugins: [
              {
                name: 'sendwell-mjml-parser-cwd',
                transform: (code: string, id: string) => withoutProcess(code, id),
              },
            ],
          },
        },
        resolve: {
          alias: Object.entries(STAND_INS).map(([name, file]) => ({
            find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
            replacement: resolve(STAND_IN_DIR, file),
          })),
        },
      };
    },
    buildStart() {
      replaced = false;
      parserDirs.clear();
    },
    async resolveId(source, importer, options) {
      if (!building || !importer) return null;
      if (source === 'htmlparser2' && PARSER_USER.test(importer)) {
        const index = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!index || !HTMLPARSER_INDEX.test(index.id)) return null;
        const dir = index.id.replace(HTMLPARSER_INDEX, '/lib/esm/');
        parserDirs.add(dir);
        return `${dir}Parser.js`;
      }
      if (source === 'entities/lib/decode.js' && [...parserDirs].some((dir) => importer.startsWith(dir)))
        return resolve(STAND_IN_DIR, 'entities-decode.ts');
      return null;
    },
    transform(code, id) {
      const parser = withoutProcess(code, id);
      if (parser !== null) return { code: parser, map: null };
      // The development server keeps the plugin's file as it is.
      if (!building || !PLUGIN_FILE.test(id)) return null;
      const result = withoutMjmlBrowser(code);
      if (result === undefined)
        this.error(
          'grapesjs-mjml/dist/index.js no longer bundles mjml-browser as module 480: update vite-plugins/mjml-canvas-parser.ts',
        );
      replaced = true;
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (building && !error && !replaced)
        this.error('grapesjs-mjml/dist/index.js was not built: update vite-plugins/mjml-canvas-parser.ts');
    },
  };
};
