import { z } from 'zod';
import { defineRoute } from './route';

export const Profile = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  timezone: z.string(),
  isVerified: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120, 'Name cannot be more than 120 characters'),
  company: z.string().trim().max(120, 'Company cannot be more than 120 characters'),
  phone: z
    .string()
    .trim()
    .max(32, 'Phone cannot be more than 32 characters')
    .regex(/^[+0-9 ()-]*$/, 'Please enter a valid phone number'),
  timezone: z.string().trim().min(1).max(64),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

const tags = ['profile'] as const;

export const profileRoutes = {
  getProfile: defineRoute({
    method: 'GET', path: '/api/profile', access: 'user', tags, summary: 'The signed-in user\'s profile',
    response: Profile,
  }),
  updateProfile: defineRoute({
    method: 'POST', path: '/api/profile', access: 'user', tags, summary: 'Update the signed-in user\'s profile',
    body: UpdateProfileRequest, response: Profile,
  }),
};
