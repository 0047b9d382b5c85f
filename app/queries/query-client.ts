import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the web app: one retry, no refetch when the tab regains focus. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
