import type { Location } from 'react-router';
import { LIST_TYPES, type ListType } from '@sendwell/contracts';
import { oneOf } from './address-params';

/**
 * Router state the lists table hands to a list's contacts view: the list's name and type (archived lists
 * are missing from the choices the view reads otherwise) and the table address to go back to, with its
 * page, sort and search.
 */
export interface ListViewState {
  listName: string;
  listType: ListType;
  backTo: string;
}

export const listViewState = (list: { name: string; type: ListType }, from: Location): ListViewState => ({
  listName: list.name,
  listType: list.type,
  backTo: `${from.pathname}${from.search}`,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The state when it came from the table; anything else (a reload, a typed address) reads as undefined. */
export const readListViewState = (state: unknown): ListViewState | undefined => {
  if (!isRecord(state)) return undefined;
  const { listName, listType, backTo } = state;
  const type = oneOf(LIST_TYPES, listType);
  if (typeof listName !== 'string' || !type || typeof backTo !== 'string') return undefined;
  // Only an address inside the app, so crafted state cannot send the back link elsewhere.
  if (!backTo.startsWith('/app/')) return undefined;
  return { listName, listType: type, backTo };
};
