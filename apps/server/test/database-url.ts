/** Cloned by every test file; holds the migrated schema and pg-boss's tables. */
export const TEMPLATE_DATABASE = 'sendwell_template';

/** The same server and credentials, another database. */
export const databaseUrl = (adminUrl: string, database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
