import { useMemo } from 'react';
import type { OutboxMessage } from '@sendwell/contracts';

export interface MessageLink {
  url: string;
  text: string;
}

// Only web links: a javascript: or data: href copied out of the sandbox would run in the app's origin.
const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const URL_IN_TEXT = /https?:\/\/[^\s<>"'()[\]]+/g;

/** Links of a captured message, from its HTML anchors and then from its plain text, without repeats. */
export const extractLinks = (html: string, text: string): MessageLink[] => {
  const links = new Map<string, MessageLink>();
  const add = (url: string, label: string) => {
    if (isWebUrl(url) && !links.has(url)) links.set(url, { url, text: label || url });
  };
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const anchor of document.querySelectorAll('a[href]')) {
    add(anchor.getAttribute('href')?.trim() ?? '', anchor.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  }
  for (const [url] of text.matchAll(URL_IN_TEXT)) add(url, url);
  return [...links.values()];
};

export const useMessageLinks = (message: OutboxMessage | undefined): MessageLink[] =>
  useMemo(() => (message ? extractLinks(message.html, message.text) : []), [message]);
