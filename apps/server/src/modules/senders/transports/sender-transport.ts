import type { SendingEventType } from '@sendwell/contracts';
import type { MailTransport } from '../../../platform/mail';

/**
 * A sender's way out: delivers mail as the sender (the platform's MailTransport) and can prove, before any
 * campaign relies on it, that it connects and signs in.
 */
export interface SenderTransport extends MailTransport {
  /** Connects and signs in, or checks the API credential; throws a ConnectionProblem in plain words. */
  check(): Promise<void>;
  /**
   * The event webhooks the provider has set up, read through its API; absent where there is no API to ask
   * (SMTP). Throws a ConnectionProblem in plain words when the provider cannot be asked.
   */
  eventWebhooks?(): Promise<ProviderWebhooks>;
}

/** One webhook a provider has set up, in Sendwell's terms. */
export interface ProviderWebhook {
  url: string;
  enabled: boolean;
  /** False while the provider waits for the address to confirm it (an SNS subscription not yet confirmed). */
  confirmed: boolean;
  /** The events it reports, as Sendwell names them. */
  events: SendingEventType[];
}

export interface ProviderWebhooks {
  provider: string;
  /** Where the member sets webhooks up at the provider, e.g. 'Settings → Mail Settings → Event Webhook'. */
  where: string;
  webhooks: ProviderWebhook[];
  /** The provider's own name of each event, as its settings show it. */
  eventNames: Record<SendingEventType, string>;
}

/** What failed when connecting, said so a marketer can act on it; never holds a credential. */
export class ConnectionProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionProblem';
  }
}

/** Who the mail is from. */
export interface SenderIdentity {
  email: string;
  name: string;
}

export const fromHeader = (identity: SenderIdentity): { address: string; name: string } => ({
  address: identity.email,
  name: identity.name,
});
