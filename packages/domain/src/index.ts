export * from './account-settings';
export * from './fold-case';
export * from './lists';
export * from './campaigns';
export * from './contact-properties';
export * from './list-labels';
export * from './imports';
export * from './segments';
