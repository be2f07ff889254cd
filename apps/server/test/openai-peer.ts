import { startProviderPeer, type ProviderReply, type ProviderRequest } from './provider-peer';

/** A chat completion whose first choice says `content`, as OpenAI-compatible servers answer. */
export const chatCompletion = (content: string): ProviderReply => ({
  status: 200,
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/** A chat completion answering with this JSON value. */
export const jsonCompletion = (value: unknown): ProviderReply => chatCompletion(JSON.stringify(value));

/**
 * A fake OpenAI-compatible server on loopback: `answer(...)` queues replies, given in order, one per
 * request (a request with none queued gets a 500); every request is recorded with its parsed body.
 */
export const startOpenAiPeer = async () => {
  const queue: ProviderReply[] = [];
  const peer = await startProviderPeer(
    () => queue.shift() ?? { status: 500, body: { error: 'none queued' } },
  );
  return {
    baseUrl: `${peer.url}/v1`,
    requests: peer.requests,
    answer: (...replies: ProviderReply[]) => queue.push(...replies),
    /** The parsed JSON body of the n-th request. */
    body: (index: number) => JSON.parse((peer.requests[index] as ProviderRequest).body) as ChatRequestBody,
    reset: () => {
      queue.length = 0;
      peer.requests.length = 0;
    },
    close: peer.close,
  };
};

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
}
