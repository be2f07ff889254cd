import { z } from 'zod';
import { defineRoute } from './route';

/** The first steps every new account is guided through, in the order the checklist shows them. */
export const MilestoneKey = z.enum(['importContacts', 'createSegment']);
export type MilestoneKey = z.infer<typeof MilestoneKey>;

export const MILESTONE_TEXTS: Record<MilestoneKey, { title: string; description: string }> = {
  importContacts: {
    title: 'Import your contacts',
    description: 'Bring in the people you write to from a CSV file, or add a few by hand.',
  },
  createSegment: {
    title: 'Create your first segment',
    description: 'Pick out contacts by what they are and what they do, and the segment keeps itself up to date.',
  },
};

export const Milestone = z.object({
  key: MilestoneKey,
  completed: z.boolean(),
  completedOn: z.string().nullable(),
});
export type Milestone = z.infer<typeof Milestone>;

const tags = ['milestones'] as const;

export const milestoneRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/milestones', access: 'account', tags,
    summary: "The account's getting-started milestones, each done once the account has done it",
    response: z.object({ data: z.array(Milestone) }),
  }),
};
