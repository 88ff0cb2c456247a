import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoState } from '../../../shared/demo';
import { apiJson } from '../../lib/api';
import { API_ROUTES } from '../../../shared/routes';

const DEMO_KEY = [API_ROUTES.demo] as const;

/** Whether this browser has a demo session, and the demo's analyses when it has. */
export const useDemoState = () => useQuery<DemoState>({ queryKey: DEMO_KEY });

/** Sends the access code; the server checks it (decision 1013) and sets the demo cookie. */
export function useUnlockDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<DemoState>('POST', API_ROUTES.demoSession, { code }),
    onSuccess: (state) => queryClient.setQueryData(DEMO_KEY, state),
  });
}
