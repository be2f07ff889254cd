export * from './account-settings';
