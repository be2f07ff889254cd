import type { MailTransport } from '../../../platform/mail';

/**
 * A sender's way out: delivers mail as the sender (the platform's MailTransport) and can prove, before any
 * campaign relies on it, that it connects and signs in.
 */
export interface SenderTransport extends MailTransport {
  /** Connects and signs in, or checks the API credential; throws a ConnectionProblem in plain words. */
  check(): Promise<void>;
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
