import type { MailMessage } from '../../platform/mail';
import { emailLayout } from '../../platform/email-layout';

export const exportReadyEmail = (to: string, listName: string, url: string): MailMessage => ({
  to,
  subject: `Your export of "${listName}" is ready`,
  html: emailLayout(`Your export of "${listName}" is ready`, ['Download it from the Download centre within 7 days.'], { label: 'Open Download centre', url }),
  text: `Your export of "${listName}" is ready. Download it from the Download centre within 7 days: ${url}\n`,
});
