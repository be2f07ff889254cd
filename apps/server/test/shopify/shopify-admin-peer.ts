import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Sendwell asked of a store's Admin GraphQL API: one row per request, as the peer received it. */
export interface ShopifyRequestSeen {
  shop: string;
  accessToken: string | undefined;
  query: string;
  variables: Record<string, unknown>;
}

export type PeerSubscriptionStatus = 'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'FROZEN' | 'CANCELLED';

interface PeerSubscription {
  id: string;
  shop: string;
  status: PeerSubscriptionStatus;
  /** The end of the period paid for, as Shopify's currentPeriodEnd says it; null when it says none. */
  currentPeriodEnd: string | null;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export const CONTROL_SHOP = '/control/shops';
export const CONTROL_STATUS = '/control/subscriptions/status';

const PATH = /^\/([^/]+)\/admin\/api\/[\w-]+\/graphql\.json$/;

/**
 * A local HTTP server standing in for stores' Admin GraphQL API (`/<shop>/admin/api/<version>/graphql.json`):
 * it checks the store's access token, answers appSubscriptionCreate with a pending subscription and its
 * confirmation page, and a node query with the subscription's status, which the test moves as the merchant
 * would by approving or declining. Every request is recorded.
 */
export const startShopifyAdminPeer = async (tokens: Record<string, string>) => {
  const seen: ShopifyRequestSeen[] = [];
  const subscriptions = new Map<string, PeerSubscription>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const shop = PATH.exec(request.url ?? '')?.[1];
      const raw = await readBody(request);
      const accessToken = request.headers['x-shopify-access-token'];
      response.setHeader('content-type', 'application/json');
      // How a test in another process (an e2e spec) registers a store's token or moves a subscription's status.
      if (request.method === 'POST' && request.url === CONTROL_SHOP) {
        const { shop: domain, token } = JSON.parse(raw) as { shop: string; token: string };
        tokens[domain] = token;
        response.statusCode = 204;
        response.end();
        return;
      }
      if (request.method === 'POST' && request.url === CONTROL_STATUS) {
        const { id, status } = JSON.parse(raw) as { id: string; status: PeerSubscriptionStatus };
        const found = subscriptions.get(id);
        if (found) found.status = status;
        response.statusCode = found ? 204 : 404;
        response.end();
        return;
      }
      if (request.method !== 'POST' || !shop) {
        response.statusCode = 404;
        response.end(JSON.stringify({ errors: 'Not Found' }));
        return;
      }
      const { query, variables } = JSON.parse(raw) as { query: string; variables: Record<string, unknown> };
      seen.push({
        shop,
        accessToken: typeof accessToken === 'string' ? accessToken : undefined,
        query,
        variables,
      });
      if (!tokens[shop] || accessToken !== tokens[shop]) {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
          }),
        );
        return;
      }
      if (query.includes('appSubscriptionCreate')) {
        const number = subscriptions.size + 1;
        const id = `gid://shopify/AppSubscription/${number}`;
        subscriptions.set(id, { id, shop, status: 'PENDING', currentPeriodEnd: null });
        response.end(
          JSON.stringify({
            data: {
              appSubscriptionCreate: {
                appSubscription: { id, status: 'PENDING' },
                confirmationUrl: `https://${shop}/admin/charges/${number}/confirm_recurring_application_charge?signature=test`,
                userErrors: [],
              },
            },
          }),
        );
        return;
      }
      if (query.includes('node(')) {
        const found = subscriptions.get(String(variables.id));
        const node =
          found && found.shop === shop
            ? { id: found.id, status: found.status, currentPeriodEnd: found.currentPeriodEnd }
            : null;
        response.end(JSON.stringify({ data: { node } }));
        return;
      }
      response.end(JSON.stringify({ errors: [{ message: 'Unknown query' }] }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The value of SHOPIFY_ADMIN_API_URL that routes every store here. */
    apiUrl: `http://127.0.0.1:${port}/{shop}/admin/api/2025-01/graphql.json`,
    seen,
    /** The merchant approves or declines on the confirmation page, or Shopify expires the subscription. */
    setStatus(id: string, status: PeerSubscriptionStatus, currentPeriodEnd: Date | null = null) {
      const found = subscriptions.get(id);
      if (!found) throw new Error(`No subscription ${id}`);
      found.status = status;
      found.currentPeriodEnd = currentPeriodEnd?.toISOString() ?? null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
