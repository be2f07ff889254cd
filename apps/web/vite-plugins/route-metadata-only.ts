import { parseSync, type ESTree, type Plugin } from 'vite';

/**
 * In the production build, the route contracts from @sendwell/contracts keep only what the browser uses
 * of a route (method, path, access, roles, status): their zod schemas and OpenAPI texts are dropped, and
 * with them zod itself from every chunk that needs no schema of its own.
 *
 * The server checks every request against its route's schemas, and every answer before it sends it (its
 * serializer parses the answer with the route's response schema), so the browser checking the answer a
 * second time only repeated that check. The development server and the unit tests keep the whole
 * contracts, and `callApi` checks answers there.
 *
 * It asks nothing of whoever writes a contract:
 * - every `defineRoute({ ... })` call in a contract file loses the keys below;
 * - every top-level declaration of a contract file becomes a module of its own, which the contract file
 *   re-exports. A bundler puts a whole module in one chunk, so a page that needed one message of a
 *   contract file brought all the schemas other pages use from it (the entry, for a message of the
 *   sign-in contract, held zod and the sign-up form's schemas); declaration by declaration, each lands
 *   only where it is used, and a schema nothing uses is left out. That is sound because the package
 *   declares `sideEffects: false`: its modules only define things.
 * A schema a page does use at run time (an address parameter parsed with `ListId.safeParse`, a form rule)
 * stays, and brings zod to that page. A contract file the split does not understand (a top-level
 * statement other than imports, declarations and exports) is only stripped, and stays whole.
 */
const CONTRACT_FILE = /\/packages\/contracts\/src\/(?!.*\.test\.)[^/]+\.ts$/;
const BROWSER_UNUSED_KEYS = new Set([
  'params',
  'query',
  'body',
  'response',
  'summary',
  'description',
  'tags',
]);
const PART_PREFIX = '\0sendwell-contract-part:';

type Node = ESTree.Node;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on every node under `node`, with the node holding it and the key it is held under. */
const walk = (node: Node, visit: (node: Node, parent: Node | undefined, key: string | undefined) => void) => {
  const visitNode = (current: Node, parent: Node | undefined, key: string | undefined) => {
    visit(current, parent, key);
    for (const [childKey, child] of Object.entries(current)) {
      if (childKey === 'parent') continue;
      if (Array.isArray(child)) {
        for (const item of child) if (isNode(item)) visitNode(item, current, childKey);
      } else if (isNode(child)) visitNode(child, current, childKey);
    }
  };
  visitNode(node, undefined, undefined);
};

interface Edit {
  start: number;
  end: number;
  text: string;
}

const applyEdits = (code: string, edits: Edit[]): string => {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
};

const keyName = (property: Node): string | undefined =>
  property.type === 'Property' && !property.computed && property.key.type === 'Identifier'
    ? property.key.name
    : undefined;

const parse = (code: string, id: string): ESTree.Program =>
  parseSync(id.replace(/\.ts$/, '.js'), code).program;

/** The module with every `defineRoute({ ... })` object stripped of what the browser does not use. */
export const stripRouteSchemas = (code: string, id: string): string => {
  const edits: Edit[] = [];
  walk(parse(code, id), (node) => {
    if (node.type !== 'CallExpression') return;
    const [route] = node.arguments;
    if (node.callee.type !== 'Identifier' || node.callee.name !== 'defineRoute') return;
    if (route?.type !== 'ObjectExpression') return;
    const kept = route.properties.filter((property) => !BROWSER_UNUSED_KEYS.has(keyName(property) ?? ''));
    if (kept.length === route.properties.length) return;
    edits.push({
      start: route.start,
      end: route.end,
      text: `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`,
    });
  });
  return applyEdits(code, edits);
};

/**
 * The names a declaration refers to, and the names it declares inside itself (parameters, local
 * variables). Property keys and member names are not references.
 */
const namesOf = (declaration: Node): { used: Set<string>; local: Set<string> } => {
  const used = new Set<string>();
  const local = new Set<string>();
  const bindingNodes = new Set<Node>();
  walk(declaration, (node, parent, key) => {
    if (node.type !== 'Identifier') {
      // Everything under a parameter list or a declared pattern is a name declared there.
      const declares =
        (key === 'params' && parent && /Function/.test(parent.type)) ||
        (key === 'id' && parent?.type === 'VariableDeclarator') ||
        (key === 'param' && parent?.type === 'CatchClause');
      if (declares) walk(node, (inner) => void bindingNodes.add(inner));
      return;
    }
    if (bindingNodes.has(node)) return void local.add(node.name);
    if (
      (key === 'params' && parent && /Function/.test(parent.type)) ||
      (key === 'param' && parent?.type === 'CatchClause')
    )
      return void local.add(node.name);
    if (key === 'id' && parent && /Function|VariableDeclarator|Class/.test(parent.type))
      return void local.add(node.name);
    if (key === 'key' && parent?.type === 'Property' && !parent.computed) return;
    if (key === 'property' && parent?.type === 'MemberExpression' && !parent.computed) return;
    if (key === 'label') return;
    used.add(node.name);
  });
  return { used, local };
};

/**
 * `names` in groups: each name alone, except names that reach each other through `next` (a cycle), which
 * form one group. Groups and the names in them keep the order of `names`. (Tarjan's algorithm.)
 */
const inCycles = (names: string[], next: (name: string) => string[]): string[][] => {
  const order = new Map(names.map((name, index) => [name, index]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.get(name)!);
    stack.push(name);
    onStack.add(name);
    for (const other of next(name)) {
      if (!index.has(other)) {
        visit(other);
        low.set(name, Math.min(low.get(name)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(name, Math.min(low.get(name)!, index.get(other)!));
    }
    if (low.get(name) !== index.get(name)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== name);
    components.push(component.sort((a, b) => order.get(a)! - order.get(b)!));
  };
  for (const name of names) if (!index.has(name)) visit(name);
  return components.sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
};

interface Part {
  /** The first top-level name the part declares: its id. */
  name: string;
  code: string;
}

interface Split {
  facade: string;
  parts: Part[];
}

const partId = (file: string, name: string) => `${PART_PREFIX}${file}:${name}`;

/**
 * One module per top-level declaration, and the contract file re-exporting them; undefined when the file
 * holds something else at its top level. Imports are given as resolved ids.
 */
export const splitContractModule = (
  code: string,
  id: string,
  resolvedImport: (source: string) => string,
): Split | undefined => {
  const program = parse(code, id);
  const imports: { local: string; text: string }[] = [];
  const declarations: { name: string; node: Node; text: string }[] = [];
  const exported: string[] = [];
  const reExports: string[] = [];
  const localExports: [local: string, exported: string][] = [];

  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = JSON.stringify(resolvedImport(String(statement.source.value)));
      for (const specifier of statement.specifiers) {
        const imported =
          specifier.type === 'ImportSpecifier'
            ? `import { ${code.slice(specifier.start, specifier.end)} } from ${source};`
            : specifier.type === 'ImportDefaultSpecifier'
              ? `import ${specifier.local.name} from ${source};`
              : `import * as ${specifier.local.name} from ${source};`;
        imports.push({ local: specifier.local.name, text: imported });
      }
      continue;
    }
    if (
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' && statement.source)
    ) {
      reExports.push(code.slice(statement.start, statement.end));
      continue;
    }
    const isExport = statement.type === 'ExportNamedDeclaration';
    const declaration = isExport ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type !== 'Identifier') return undefined;
        const text = `${declaration.kind} ${code.slice(declarator.start, declarator.end)};`;
        declarations.push({ name: declarator.id.name, node: declarator, text });
        if (isExport) exported.push(declarator.id.name);
      }
    } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      declarations.push({
        name: declaration.id.name,
        node: declaration,
        text: code.slice(declaration.start, declaration.end),
      });
      if (isExport) exported.push(declaration.id.name);
    } else if (isExport && !statement.declaration && statement.specifiers.length > 0) {
      // `export { a, b as c }` of names declared here: re-exported from their parts below.
      for (const specifier of statement.specifiers) {
        if (specifier.local.type !== 'Identifier' || specifier.exported.type !== 'Identifier')
          return undefined;
        localExports.push([specifier.local.name, specifier.exported.name]);
      }
    } else {
      return undefined;
    }
  }
  if (declarations.length === 0) return undefined;

  const topLevel = new Set(declarations.map((declaration) => declaration.name));
  const uses = new Map<string, { imports: Set<string>; siblings: string[] }>();
  for (const declaration of declarations) {
    const { used, local } = namesOf(declaration.node);
    local.delete(declaration.name);
    // A local name that shadows a top-level one would make the references below ambiguous.
    if ([...local].some((name) => topLevel.has(name) || imports.some((entry) => entry.local === name)))
      return undefined;
    uses.set(declaration.name, {
      imports: used,
      siblings: [...used].filter((name) => name !== declaration.name && topLevel.has(name)),
    });
  }
  // Declarations that refer to each other (a recursive schema) stay together, in the file's order, so
  // each is defined before it is used, as in the file.
  const groups = inCycles(
    declarations.map((declaration) => declaration.name),
    (name) => uses.get(name)!.siblings,
  );
  const groupOf = new Map(groups.flatMap((group) => group.map((name) => [name, group[0]!] as const)));
  const parts: Part[] = groups.map((group) => {
    const members = new Set(group);
    const used = new Set(group.flatMap((name) => [...uses.get(name)!.imports]));
    const siblings = [...new Set(group.flatMap((name) => uses.get(name)!.siblings))].filter(
      (name) => !members.has(name),
    );
    const lines = [
      ...imports.filter((entry) => used.has(entry.local)).map((entry) => entry.text),
      ...siblings.map((name) => `import { ${name} } from ${JSON.stringify(partId(id, groupOf.get(name)!))};`),
      ...declarations
        .filter((declaration) => members.has(declaration.name))
        .map((declaration) => `export ${declaration.text}`),
    ];
    return { name: group[0]!, code: lines.join('\n') };
  });
  const facade = [
    ...exported.map((name) => `export { ${name} } from ${JSON.stringify(partId(id, groupOf.get(name)!))};`),
    ...localExports.map(
      ([local, exported]) =>
        `export { ${local} as ${exported} } from ${JSON.stringify(partId(id, groupOf.get(local)!))};`,
    ),
    ...reExports,
  ].join('\n');
  return { facade, parts };
};

export const routeMetadataOnly = (): Plugin => {
  const parts = new Map<string, string>();
  return {
    name: 'sendwell-route-metadata-only',
    apply: 'build',
    // After TypeScript is compiled away, so the module is plain JavaScript.
    enforce: 'post',
    buildStart() {
      parts.clear();
    },
    resolveId: {
      filter: { id: /^\0sendwell-contract-part:/ },
      handler(source) {
        return { id: source, moduleSideEffects: false };
      },
    },
    load: {
      filter: { id: /^\0sendwell-contract-part:/ },
      handler(id) {
        const code = parts.get(id);
        if (code === undefined) this.error(`No contract part ${id.slice(PART_PREFIX.length)}`);
        return { code, moduleSideEffects: false };
      },
    },
    transform: {
      filter: { id: CONTRACT_FILE },
      async handler(code, id) {
        const stripped = stripRouteSchemas(code, id);
        const sources = [
          ...new Set(
            parse(stripped, id).body.flatMap((statement) =>
              statement.type === 'ImportDeclaration' ? [String(statement.source.value)] : [],
            ),
          ),
        ];
        const resolved = new Map<string, string>();
        for (const source of sources) {
          const target = await this.resolve(source, id);
          if (!target || target.external) return { code: stripped, map: null };
          resolved.set(source, target.id);
        }
        const split = splitContractModule(stripped, id, (source) => resolved.get(source)!);
        if (!split) return { code: stripped, map: null };
        for (const part of split.parts) parts.set(partId(id, part.name), part.code);
        return { code: split.facade, map: null };
      },
    },
  };
};
