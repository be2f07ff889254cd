export * from './plans';
export * from './pricing';
