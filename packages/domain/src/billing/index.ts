export * from './plans';
export * from './pricing';
export * from './billing-address';
export * from './usage';
export * from './plan-lock';
export * from './shopify-billing';
export * from './currency';
export * from './integrations';
