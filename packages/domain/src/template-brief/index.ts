export * from './brief-words';
export * from './pick-gallery-template';
export * from './write-template-copy';
export * from './fill-template-mjml';
