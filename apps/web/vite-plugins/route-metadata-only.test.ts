import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitContractModule, stripRouteSchemas } from './route-metadata-only';

const ID = '/repo/packages/contracts/src/things.contract.ts';
const resolved = (source: string) => `/resolved/${source}`;
const part = (name: string) => JSON.stringify(`\0sendwell-contract-part:${ID}:${name}`);

describe('stripRouteSchemas', () => {
  it('keeps what the browser uses of a route and drops its schemas and texts', () => {
    const code = [
      "import { z } from 'zod';",
      'export const Thing = z.object({ id: z.number() });',
      'export const thingRoutes = {',
      "  get: defineRoute({ method: 'GET', path: '/api/things/:id', access: 'account', roles: FULL_ACCESS,",
      "    summary: 'One thing', description: 'More', tags, params: z.object({ id: z.number() }),",
      '    query: Query, body: undefined, response: Thing, status: 201 }),',
      '};',
    ].join('\n');
    const stripped = stripRouteSchemas(code, ID);
    expect(stripped).toContain(
      "get: defineRoute({ method: 'GET', path: '/api/things/:id', access: 'account', roles: FULL_ACCESS, status: 201 })",
    );
    expect(stripped).not.toMatch(/summary|description|response|Query/);
    // The schema itself stays: whether anything still uses it is the bundler's call.
    expect(stripped).toContain('export const Thing = z.object');
  });
});

describe('splitContractModule', () => {
  it('makes a module of each declaration, with only the imports and declarations it uses', () => {
    const code = [
      "import { z } from 'zod';",
      "import { defineRoute, FULL_ACCESS } from './route';",
      'const MAX = 10;',
      'export const Messages = { tooLong: `At most ${MAX}` };',
      'export const Name = z.string().max(MAX, Messages.tooLong);',
      "export const routes = { get: defineRoute({ method: 'GET', path: '/api/x', roles: FULL_ACCESS }) };",
      'export { Name as ThingName };',
    ].join('\n');
    const split = splitContractModule(code, ID, resolved)!;
    const parts = Object.fromEntries(split.parts.map((entry) => [entry.name, entry.code]));
    expect(Object.keys(parts)).toEqual(['MAX', 'Messages', 'Name', 'routes']);
    expect(parts.MAX).toBe('export const MAX = 10;');
    expect(parts.Messages).toBe(
      `import { MAX } from ${part('MAX')};\nexport const Messages = { tooLong: \`At most \${MAX}\` };`,
    );
    expect(parts.Name).toContain('import { z } from "/resolved/zod";');
    expect(parts.Name).toContain(`import { Messages } from ${part('Messages')};`);
    expect(parts.routes).not.toContain('zod');
    expect(parts.routes).toContain('import { defineRoute } from "/resolved/./route";');
    expect(parts.routes).toContain('import { FULL_ACCESS } from "/resolved/./route";');
    expect(split.facade.split('\n')).toEqual([
      `export { Messages } from ${part('Messages')};`,
      `export { Name } from ${part('Name')};`,
      `export { routes } from ${part('routes')};`,
      `export { Name as ThingName } from ${part('Name')};`,
    ]);
  });

  it('keeps declarations that refer to each other together, in the order of the file', () => {
    const code = [
      "import { z } from 'zod';",
      'export const Node = z.object({ children: z.lazy(() => Children) });',
      'export const Children = z.array(Node);',
      'export const Tree = z.object({ root: Node });',
    ].join('\n');
    const split = splitContractModule(code, ID, resolved)!;
    expect(split.parts.map((entry) => entry.name)).toEqual(['Node', 'Tree']);
    const [cycle, tree] = split.parts;
    expect(cycle!.code.indexOf('const Node')).toBeLessThan(cycle!.code.indexOf('const Children'));
    expect(tree!.code).toContain(`import { Node } from ${part('Node')};`);
    expect(split.facade).toContain(`export { Children } from ${part('Node')};`);
  });

  it('leaves a file whole when a name inside a declaration shadows a top-level one', () => {
    const code = ['const id = 1;', 'export const read = (id) => id + 1;'].join('\n');
    expect(splitContractModule(code, ID, resolved)).toBeUndefined();
  });

  it('leaves a file whole when it does more than declare', () => {
    const code = ['export const Registry = new Map();', "Registry.set('a', 1);"].join('\n');
    expect(splitContractModule(code, ID, resolved)).toBeUndefined();
  });

  it('splits every contract file of the package', async () => {
    const dir = join(import.meta.dirname, '../../../packages/contracts/src');
    const files = readdirSync(dir).filter(
      (file) => /\.ts$/.test(file) && !file.includes('.test.') && file !== 'index.ts',
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const id = join(dir, file);
      const { code: js } = await transformWithOxc(readFileSync(id, 'utf8'), id);
      expect(splitContractModule(stripRouteSchemas(js, id), id, resolved), file).toBeDefined();
    }
  });
});
