import { notInCanvas } from './not-in-canvas';

/**
 * The canvas renders with `validationLevel: 'skip'` (the server validates the document), so mjml-core only
 * gathers the components' allowed children here and never reads them.
 */
type Dependencies = Record<string, unknown[]>;

export const dependencies: Dependencies = {};

export const assignDependencies = (target: Dependencies, ...sources: (Dependencies | undefined)[]) =>
  Object.assign(target, ...sources.filter(Boolean));

export const registerDependencies = (added: Dependencies) => assignDependencies(dependencies, added);

export default notInCanvas('validation');
