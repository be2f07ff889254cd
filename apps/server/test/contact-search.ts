import { expect } from 'vitest';
import { contactRoutes } from '@sendwell/contracts';
import type { TestBrowser } from './http-client';

/** The e-mails of the contacts a search of the All contacts table finds, in e-mail order. */
export const searchedEmails = async (browser: TestBrowser, search: string): Promise<string[]> => {
  const response = await browser.call(contactRoutes.allContacts, {
    query: { search, sortBy: 'email', sortOrder: 'asc' },
  });
  expect(response.status, response.text).toBe(200);
  return response.data.data.map((contact) => contact.email);
};
