import { useQuery } from '@tanstack/react-query';
import { listOutboxQueryOptions } from '../api/list-outbox';

/**
 * Whether to offer the outbox: only when the server answers, which it does outside production while it
 * keeps mail, and only to a browser on its own machine.
 */
export const useOutboxAvailable = (): boolean => {
  const probe = useQuery({ ...listOutboxQueryOptions(), staleTime: Infinity, retry: false });
  return probe.isSuccess;
};
