/**
 * A CommonJS package's function exported under `default` (`exports.default = fn`), as an ES module imports it:
 * the production build imports CommonJS in Node's way (the default import is the whole exports object) and
 * the development server in the bundler's way (the default import is `exports.default`), so the function is
 * the namespace itself or one or two `default`s down.
 */
export const commonJsDefault = <T>(namespace: unknown, packageName: string): T => {
  let found = namespace;
  for (let depth = 0; depth < 3 && typeof found !== 'function'; depth += 1) {
    found = typeof found === 'object' && found !== null && 'default' in found ? found.default : undefined;
  }
  if (typeof found !== 'function') throw new Error(`${packageName} did not load its default export`);
  return found as T;
};
