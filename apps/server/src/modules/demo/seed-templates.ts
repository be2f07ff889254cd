import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../platform/context';
import { addTemplate } from '../templates/add-template';

const TEMPLATES_DIR = join(import.meta.dirname, 'templates');

/** The demo account's templates: email-safe HTML (tables, inline CSS, nothing fetched), one with an AMP part. */
export const DEMO_TEMPLATES = [
  { name: 'Monthly newsletter', emailType: 'Newsletter', html: 'newsletter.html' },
  { name: 'Spring sale: 25% off everything', emailType: 'Promotions', html: 'promotion.html' },
  { name: 'Welcome series: day 1', emailType: 'Onboarding', html: 'welcome.html' },
  { name: 'Webinar invitation', emailType: 'Events', html: 'event-invitation.html' },
  { name: 'How did we do? Feedback request', emailType: 'Feedback', html: 'feedback-request.html' },
  { name: 'Order confirmation', emailType: 'Transactional', html: 'order-confirmation.html' },
  {
    name: 'Product tour (interactive)',
    emailType: 'Product updates',
    html: 'product-tour.html',
    amp: 'product-tour.amp.html',
  },
] as const satisfies readonly { name: string; emailType: string; html: string; amp?: string }[];

const read = (file: string) => readFile(join(TEMPLATES_DIR, file), 'utf8');

/** Adds the sample templates to the demo account; their thumbnails are drawn by the worker like any other. */
export const seedDemoTemplates = async (
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  owner: { accountId: string; userId: string },
): Promise<void> => {
  for (const template of DEMO_TEMPLATES) {
    await addTemplate(ctx, owner, {
      name: template.name,
      emailType: template.emailType,
      html: await read(template.html),
      ...('amp' in template ? { amp: await read(template.amp) } : {}),
    });
  }
};
