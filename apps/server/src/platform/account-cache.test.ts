import { describe, expect, it } from 'vitest';
import { AccountCache } from './account-cache';
import { ChangeFeed } from './change-feed';

const listeningFeed = (): ChangeFeed => {
  const feed = new ChangeFeed({});
  feed.listening = true;
  return feed;
};

const counter = () => {
  let loads = 0;
  return { load: async () => ++loads, get loads() { return loads; } };
};

describe('AccountCache', () => {
  it('answers from memory until the account changes', async () => {
    const feed = listeningFeed();
    const cache = new AccountCache<number>(feed, { tables: ['lists'] });
    const source = counter();
    expect(await cache.get('a', 'page 1', source.load)).toBe(1);
    expect(await cache.get('a', 'page 1', source.load)).toBe(1);
    expect(await cache.get('a', 'page 2', source.load)).toBe(2);
    feed.touch('a');
    expect(await cache.get('a', 'page 1', source.load)).toBe(3);
  });

  it('keeps accounts apart', async () => {
    const feed = listeningFeed();
    const cache = new AccountCache<string>(feed, { tables: ['lists'] });
    expect(await cache.get('a', 'k', async () => 'of a')).toBe('of a');
    expect(await cache.get('b', 'k', async () => 'of b')).toBe('of b');
    feed.touch('b');
    expect(await cache.get('a', 'k', async () => 'reloaded')).toBe('of a');
  });

  it('does not keep an answer loaded while a change was announced', async () => {
    const feed = listeningFeed();
    const cache = new AccountCache<number>(feed, { tables: ['lists'] });
    const answer = await cache.get('a', 'k', async () => {
      feed.touch('a');
      return 1;
    });
    expect(answer).toBe(1);
    expect(await cache.get('a', 'k', async () => 2)).toBe(2);
  });

  it('serves nothing from memory while the feed is not listening', async () => {
    const feed = listeningFeed();
    const cache = new AccountCache<number>(feed, { tables: ['lists'] });
    const source = counter();
    await cache.get('a', 'k', source.load);
    feed.listening = false;
    expect(await cache.get('a', 'k', source.load)).toBe(2);
    expect(await cache.get('a', 'k', source.load)).toBe(3);
  });

  it('expires entries after the safety time', async () => {
    const feed = listeningFeed();
    const cache = new AccountCache<number>(feed, { tables: ['lists'], ttlMs: 0 });
    const source = counter();
    await cache.get('a', 'k', source.load);
    expect(await cache.get('a', 'k', source.load)).toBe(2);
  });
});
