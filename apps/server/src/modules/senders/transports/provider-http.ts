import { ConnectionProblem } from './sender-transport';

export interface ProviderCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * One call to a provider's HTTP API. Network failures become plain words naming the provider; the answer is
 * handed back whatever its status, for the adapter to read.
 */
export const callProvider = async (
  provider: string,
  call: ProviderCall,
  timeoutMs: number,
): Promise<Response> => {
  try {
    return await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ConnectionProblem(
        `${provider} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again in a while.`,
      );
    }
    throw new ConnectionProblem(
      `Could not reach ${provider} at ${new URL(call.url).host}. Check the server's internet connection.`,
    );
  }
};

/** A refused delivery or check, by status, without echoing the provider's body (it may quote the request). */
export const providerRefusal = (provider: string, credential: string, status: number): ConnectionProblem => {
  if (status === 401)
    return new ConnectionProblem(`${provider} refused the ${credential}. Check it and try again.`);
  if (status === 403)
    return new ConnectionProblem(
      `${provider} accepted the ${credential} but does not allow it to send mail. Check its permissions.`,
    );
  if (status === 429)
    return new ConnectionProblem(`${provider} is limiting requests from this account. Try again in a while.`);
  if (status >= 500)
    return new ConnectionProblem(
      `${provider} had a problem of its own (status ${status}). Try again in a while.`,
    );
  return new ConnectionProblem(`${provider} refused the request (status ${status}).`);
};

/** Where and how one provider's API is called for one sender. */
export interface ProviderApi {
  baseUrl: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** A GET of a path under the provider's API. */
export const getFromProvider = (provider: string, api: ProviderApi, path: string): Promise<Response> =>
  callProvider(
    provider,
    { method: 'GET', url: joinUrl(api.baseUrl, path), headers: api.headers },
    api.timeoutMs,
  );

/** An answer that does not have the documented shape. */
export const unreadableAnswer = (provider: string): ConnectionProblem =>
  new ConnectionProblem(`${provider} answered in a way Sendwell does not understand.`);

export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;
