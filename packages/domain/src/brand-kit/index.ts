export * from './default-brand-kit';
export * from './read-website';
export * from './brand-from-website';
export * from './font-label';
export * from './fill-unpublished';
export * from './validate-brand-kit';
