import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import type { WizardState } from './wizard-state';

/** A way into the wizard that the lists page's address names: an engagement type, an activity record. */
export interface AddressEntry<Request, Answer> {
  /** The parameters that name it; all of them leave the address once read. */
  params: readonly string[];
  /** What the parameters ask for, or the message to show when they ask for nothing the wizard knows. */
  read: (params: URLSearchParams) => { request: Request } | { problem: string };
  /** The definition to start from, through the feature's query options. */
  fetch: (client: QueryClient, request: Request) => Promise<Answer>;
}

/**
 * Opens the wizard pre-filled when the address names `entry`, then takes its parameters out of the
 * address (keeping the table's own), so a reload or Back does not open it again. `start` turns the
 * answer into the wizard's first state; give it a stable identity.
 */
export const useAddressEntry = <Request, Answer>(
  entry: AddressEntry<Request, Answer>,
  start: (request: Request, answer: Answer) => WizardState,
  open: (state: WizardState) => void,
) => {
  const { notification } = App.useApp();
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // Only this entry's parameters, as one string, so changes to the table's own do not read them again.
  const named = new URLSearchParams(
    entry.params.flatMap((name) => searchParams.getAll(name).map((value) => [name, value])),
  ).toString();
  const [pending, setPending] = useState<{ request: Request }>();

  useEffect(() => {
    if (named === '') return;
    const read = entry.read(new URLSearchParams(named));
    if ('problem' in read) notification.error({ title: read.problem });
    else setPending({ request: read.request });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of entry.params) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [named, entry, setSearchParams, notification]);

  useEffect(() => {
    if (pending === undefined) return;
    // A later request, or leaving the page, makes this answer moot.
    let current = true;
    entry.fetch(client, pending.request).then(
      (answer) => {
        if (!current) return;
        open(start(pending.request, answer));
        setPending(undefined);
      },
      (error: unknown) => {
        if (!current) return;
        notification.error({ title: errorMessage(error) });
        setPending(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [pending, entry, client, start, open, notification]);
};
