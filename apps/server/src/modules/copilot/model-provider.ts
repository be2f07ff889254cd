import type { AiConfig } from '../../platform/config';
import { ConnectionProblem } from '../senders/transports/sender-transport';
import { callProvider, joinUrl } from '../senders/transports/provider-http';

/** How long one call may take before it is given up. Local models on a laptop can be slow. */
export const MODEL_TIMEOUT_MS = 30_000;
/** Calls after the first when the provider fails in a way that may pass (timeout, 429, 5xx, no connection). */
export const MODEL_RETRIES = 2;
/** Wait before the n-th retry: this times n. */
const RETRY_DELAY_MS = 500;

const PROVIDER = 'The AI model';

/** The provider failed to give a usable answer; `message` says why in plain words. */
export class ModelProviderError extends Error {}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a chat completion is asked to return: a JSON object that follows `schema`. */
export interface StructuredRequest {
  messages: ChatMessage[];
  /** Name of the answer's shape, as OpenAI's json_schema response format wants one. */
  name: string;
  schema: Record<string, unknown>;
}

export interface ModelProvider {
  /** The model's answer parsed as JSON; throws ModelProviderError when there is none to read. */
  complete(request: StructuredRequest): Promise<unknown>;
}

export interface ModelProviderOptions {
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

/** A status worth another try: the provider is busy or had a problem of its own. */
const passing = (status: number) => status === 408 || status === 429 || status >= 500;

const refusal = (status: number): string => {
  if (status === 401 || status === 403)
    return `${PROVIDER} refused the API key (status ${status}). Check AI_API_KEY.`;
  if (status === 404)
    return `${PROVIDER} does not know the model or address (status 404). Check AI_BASE_URL and AI_MODEL.`;
  if (status === 429) return `${PROVIDER} is limiting requests (status 429). Try again in a while.`;
  if (status >= 500) return `${PROVIDER} had a problem of its own (status ${status}). Try again in a while.`;
  return `${PROVIDER} refused the request (status ${status}).`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON object in a chat completion's first choice, or a ModelProviderError saying what was wrong. */
const readCompletion = (body: unknown): unknown => {
  const choice = (body as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] } | null)
    ?.choices?.[0];
  const refused = choice?.message?.refusal;
  if (typeof refused === 'string' && refused !== '')
    throw new ModelProviderError(`${PROVIDER} declined to answer.`);
  const content = choice?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new ModelProviderError(`${PROVIDER} gave an empty answer.`);
  try {
    return JSON.parse(content) as unknown;
  } catch {
    throw new ModelProviderError(`${PROVIDER} answered with text that is not valid JSON.`);
  }
};

/**
 * A client of any OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * llama.cpp's server). The answer is constrained to a JSON schema through the `json_schema` response
 * format. Timeouts, rate limits, server errors and lost connections are tried again a few times; an
 * answer that is not JSON is not, since asking again rarely mends it.
 */
export const createModelProvider = (config: AiConfig, options: ModelProviderOptions = {}): ModelProvider => {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const retries = options.retries ?? MODEL_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) {
    headers.authorization = `Bearer ${config.apiKey}`;
    // Azure OpenAI reads its key from this header instead.
    headers['api-key'] = config.apiKey;
  }
  const call = async (body: string): Promise<unknown> => {
    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      let response: Response;
      try {
        response = await callProvider(
          PROVIDER,
          { method: 'POST', url: joinUrl(config.baseUrl, '/chat/completions'), headers, body },
          timeoutMs,
        );
      } catch (error) {
        if (!(error instanceof ConnectionProblem)) throw error;
        lastProblem = error.message;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        lastProblem = refusal(response.status);
        if (passing(response.status)) continue;
        throw new ModelProviderError(lastProblem);
      }
      let parsed: unknown;
      try {
        parsed = await response.json();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          lastProblem = `${PROVIDER} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`;
          continue;
        }
        throw new ModelProviderError(`${PROVIDER} answered with text that is not valid JSON.`);
      }
      return readCompletion(parsed);
    }
    throw new ModelProviderError(lastProblem);
  };
  return {
    complete: (request) =>
      call(
        JSON.stringify({
          model: config.model,
          messages: request.messages,
          temperature: 0,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.name, strict: true, schema: request.schema },
          },
        }),
      ),
  };
};
