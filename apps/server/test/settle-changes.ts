import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../src/platform/change-feed';

const feeds = new WeakMap<FastifyInstance, ChangeFeed>();

/** Ties a test app to its change feed, so calls to it can wait for writes made around it to be heard. */
export const registerChangeFeed = (app: FastifyInstance, feed: ChangeFeed): void => {
  feeds.set(app, feed);
};

export const settleChanges = async (app: FastifyInstance): Promise<void> => {
  await feeds.get(app)?.settle();
};
