export * from './answer-display';
export * from './choices';
export * from './emoji';
export * from './grouping';
export * from './nps';
export * from './percent';
export * from './quiz';
export * from './rating';
