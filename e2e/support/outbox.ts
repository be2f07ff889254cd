import { expect, type APIRequestContext } from '@playwright/test';

/** One message captured by the dev outbox (GET /api/dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

/** Mail captured for `to`, newest first as the server lists it. */
export const readOutbox = async (request: APIRequestContext, to: string): Promise<OutboxMessage[]> => {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET /api/dev/outbox answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data: OutboxMessage[] };
  return body.data;
};

/** Waits until a message to `to` whose subject matches arrives (mail is sent by a background job). */
export const waitForMail = async (request: APIRequestContext, to: string, subject: RegExp, timeoutMs = 20_000): Promise<OutboxMessage> => {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, to)).find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `no mail to ${to} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found!;
};

/** The links in a message, in order (from its HTML, falling back to bare URLs in the text). */
export const linksIn = (message: OutboxMessage): string[] => {
  const fromHtml = [...message.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return fromHtml.length > 0 ? fromHtml : [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
};
