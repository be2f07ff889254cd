import { useQuery } from '@tanstack/react-query';
import { listOutboxQueryOptions } from '../api/list-outbox';

/**
 * Whether to offer the outbox: always in a development build, otherwise only when the server answers
 * (it captures mail in development and answers 404 in production).
 */
export const useOutboxAvailable = (): boolean => {
  const probe = useQuery({ ...listOutboxQueryOptions(), enabled: !import.meta.env.DEV, staleTime: Infinity });
  return import.meta.env.DEV || probe.isSuccess;
};
