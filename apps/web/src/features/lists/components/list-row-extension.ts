import { createContext, type ComponentType, type ReactNode } from 'react';
import type { ListRecord } from '@sendwell/contracts';

/** A row action another feature owns (segments: Show definition, Duplicate); the app shell composes it in. */
export interface ExtraListAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** A row icon, placed before the list's own, or a more-menu item, placed after Rename (spec 1 §2.1 order). */
  placement: 'icon' | 'menu';
  appliesTo: (list: ListRecord) => boolean;
}

export interface ExtraListDialogProps {
  /** The `key` of the action chosen. */
  action: string;
  list: ListRecord;
  onClose: () => void;
  /** Lists were created or changed: the table and the choosers ask again. */
  onListsChanged: () => void;
}

export interface ListRowExtension {
  actions: readonly ExtraListAction[];
  /** The dialog an action opens. */
  Dialog: ComponentType<ExtraListDialogProps>;
}

interface ListRowExtensionValue {
  actions: readonly ExtraListAction[];
  onAction: (key: string, list: ListRecord) => void;
}

/** Lets each row's actions reach the page's extension without threading it through the table. */
export const ListRowExtensionContext = createContext<ListRowExtensionValue>({
  actions: [],
  onAction: () => undefined,
});
