// Fails early, with the fix spelled out, when the Chromium the e2e suite drives is not installed.
import { existsSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const configured = process.env.CHROME_PATH;
const path = configured || DEFAULT_CHROMIUM;

if (!existsSync(path)) {
  const where = configured ? `CHROME_PATH points to ${configured}, which does not exist.` : `No Chromium at ${DEFAULT_CHROMIUM} and CHROME_PATH is not set.`;
  console.error(
    [
      '',
      `The end-to-end tests need Chromium. ${where}`,
      'Install it (Debian/Ubuntu, as root):',
      '    apt-get update && apt-get install -y --no-install-recommends chromium',
      'or point CHROME_PATH at an existing Chromium or Chrome binary:',
      '    CHROME_PATH=/path/to/chromium npm test',
      '(Do not run "playwright install"; the suite uses the system Chromium.)',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Chromium: ${path}`);
