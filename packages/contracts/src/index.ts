export * from './route';
export * from './auth.contract';
export * from './user.contract';
export * from './profile.contract';
export * from './dev.contract';
export * from './lists.contract';
export * from './contacts.contract';
export * from './exports.contract';
