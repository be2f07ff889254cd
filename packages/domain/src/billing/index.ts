export * from './plans';
export * from './pricing';
export * from './billing-address';
export * from './plan-lock';
