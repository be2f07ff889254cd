import { z } from 'zod';
import { defineRoute } from './route';

export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The AMP part, when the message has one. */
  amp: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

const tags = ['development'] as const;

export const devRoutes = {
  listOutbox: defineRoute({
    method: 'GET',
    path: '/api/dev/outbox',
    access: 'public',
    tags,
    summary: 'Mail captured while no SMTP server is configured (development only)',
    query: z.object({ to: z.string().optional() }),
    response: z.object({ data: z.array(OutboxMessage) }),
  }),
};
