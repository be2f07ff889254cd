import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mjmlCanvasParser, withoutMjmlBrowser } from './mjml-canvas-parser';

const WEB_DIR = resolve(import.meta.dirname, '..');
const SERVER_DIR = resolve(WEB_DIR, '../server');
const requireFromWeb = createRequire(join(WEB_DIR, 'package.json'));

describe('withoutMjmlBrowser', () => {
  const pluginFile = readFileSync(requireFromWeb.resolve('grapesjs-mjml'), 'utf8');

  it("leaves grapesjs-mjml's own code and drops the mjml-browser it bundles", () => {
    const result = withoutMjmlBrowser(pluginFile);
    expect(result).toBeDefined();
    expect(pluginFile).toContain('mj-attributes');
    expect(result!.length).toBeLessThan(pluginFile.length / 10);
    expect(result).toContain("addType('wrapper'");
    expect(result).toContain('grapesjs-mjml needs its mjmlParser option');
  });

  it('finds nothing to replace in a file of another shape', () => {
    expect(withoutMjmlBrowser('module.exports = {}')).toBeUndefined();
    expect(withoutMjmlBrowser(pluginFile.replace('{480:t=>{', '{481:t=>{'))).toBeUndefined();
  });
});

/**
 * The canvas's MJML, built for the browser as the app builds it (stand-ins and all), renders every ready-made
 * block and the body of every gallery template to the same HTML as the server's `mjml`: what the canvas shows
 * is what the server sends, with mjml-browser's weight left out.
 */
describe('the canvas MJML build', () => {
  type Render = (mjml: string) => { html: string };
  let canvas: Render;
  let canvasWithHead: (headAttributes: () => string) => Render;
  let outDir: string;
  const server = createRequire(join(SERVER_DIR, 'package.json'))('mjml') as (
    mjml: string,
    options: object,
  ) => { html: string };

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'canvas-mjml-'));
    const output = (await build({
      root: WEB_DIR,
      configFile: false,
      logLevel: 'silent',
      // The check that grapesjs-mjml's file was built belongs to the app's build, which includes it.
      plugins: [{ ...mjmlCanvasParser(), buildEnd: undefined }],
      build: {
        write: false,
        minify: false,
        lib: {
          entry: resolve(WEB_DIR, 'src/features/template-editor/canvas-mjml/canvas-mjml.ts'),
          formats: ['es'],
        },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const [result] = Array.isArray(output) ? output : [output];
    const chunk = result?.output.find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('The canvas MJML did not build');
    // The stand-ins are in the build, and what they replace is not.
    const modules = Object.keys(chunk.modules).join('\n');
    expect(modules).toContain('stand-ins/juice.ts');
    expect(modules).not.toMatch(
      /node_modules\/(juice|cheerio|html-minifier|js-beautify|mjml-browser|entities\/lib\/esm\/generated)\//,
    );
    const file = join(outDir, 'canvas-mjml.mjs');
    writeFileSync(file, chunk.code);
    const built = (await import(pathToFileURL(file).href)) as {
      canvasMjml: Render;
      canvasMjmlWithHead: typeof canvasWithHead;
    };
    canvas = built.canvasMjml;
    canvasWithHead = built.canvasMjmlWithHead;
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** MJML draws each navbar's menu toggle with a random id. */
  const stable = (html: string) => html.replace(/[0-9a-f]{16}/g, 'RANDOM');
  const sameAsServer = (body: string) => {
    const mjml = `<mjml>${body}</mjml>`;
    expect(stable(canvas(mjml).html)).toBe(stable(server(mjml, { validationLevel: 'skip' }).html));
  };

  it('renders every ready-made block as the server does', () => {
    const blocksDir = resolve(SERVER_DIR, 'src/modules/template-blocks/blocks');
    const blocks = readdirSync(blocksDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.mjml'))
      .map((name) => readFileSync(join(blocksDir, name), 'utf8'))
      // The canvas has no component for a table; GrapesJS draws it as plain HTML.
      .filter((mjml) => !mjml.includes('<mj-table'));
    expect(blocks.length).toBeGreaterThan(60);
    for (const block of blocks) sameAsServer(`<mj-body>${block}</mj-body>`);
  }, 60_000);

  it('renders the body of every gallery template as the server does', () => {
    const templatesDir = resolve(SERVER_DIR, 'src/modules/template-gallery/templates');
    const bodies = readdirSync(templatesDir)
      .filter((name) => name.endsWith('.mjml'))
      .map((name) => /<mj-body[\s\S]*<\/mj-body>/.exec(readFileSync(join(templatesDir, name), 'utf8'))?.[0])
      .filter((body): body is string => body !== undefined && !body.includes('<mj-table'));
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) sameAsServer(body);
  }, 60_000);

  it("draws an element with the defaults of the document's head, as the server renders the document", () => {
    const head =
      '<mj-attributes><mj-all font-family="Georgia, serif"></mj-all><mj-text color="#112233"></mj-text>' +
      '<mj-button background-color="#445566"></mj-button><mj-class name="brand" font-size="21px"></mj-class></mj-attributes>';
    const body =
      '<mj-body><mj-section><mj-column><mj-text mj-class="brand">Spring sale</mj-text><mj-button>Shop</mj-button></mj-column></mj-section></mj-body>';
    // The canvas draws each element from a document of the element alone, as the editor's MJML plugin builds it.
    const { html } = canvasWithHead(() => head)(`<mjml>${body}</mjml>`);
    expect(html).toBe(
      server(`<mjml><mj-head>${head}</mj-head>${body}</mjml>`, { validationLevel: 'skip' }).html,
    );
    expect(html).toContain('font-family:Georgia, serif');
    expect(html).toContain('color:#112233');
    expect(html).toContain('font-size:21px');
    expect(html).toContain('background:#445566');
    expect(html).not.toContain('Ubuntu');
  });

  it('draws a style of the head, as the canvas does, without inlining it', () => {
    const { html } = canvas(
      '<mjml><mj-head><mj-style inline="inline">a { color: red; }</mj-style></mj-head><mj-body></mj-body></mjml>',
    );
    expect(html).toContain('<style');
  });
});
