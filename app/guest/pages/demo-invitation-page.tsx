import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { invitationKeys } from '../../queries/invitation-queries';
import { demoCalls } from '../flows/flow-calls';
import { loadDemoInvitation } from './invitation-loaders';
import { ThemedInvitation } from './themed-invitation';

/**
 * Demo mode: the theme comes from the route's slug, the data is the sample invitation, nothing is
 * written and no wish is fetched ('Lihat Semua' pages through the sample wishes).
 */
export const loader = ({ params }: LoaderFunctionArgs) => loadDemoInvitation(params.slug ?? '');

export function Component() {
  const { manifest, page, wishes, now } = useLoaderData<typeof loader>();
  const calls = useMemo(() => demoCalls(wishes, invitationKeys.demoWishPages(manifest.id)), [wishes, manifest.id]);
  return <ThemedInvitation manifest={manifest} page={page} now={now} calls={calls} />;
}
