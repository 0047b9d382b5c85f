import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { demoCalls } from '../flows/flow-calls';
import { loadDemoInvitation } from './invitation-loaders';
import { ThemedInvitation } from './themed-invitation';

/** Demo mode: the theme comes from the route's slug, the data is the sample invitation, nothing is written. */
export const loader = ({ params }: LoaderFunctionArgs) => loadDemoInvitation(params.slug ?? '');

export function Component() {
  const { manifest, page, now } = useLoaderData<typeof loader>();
  return <ThemedInvitation manifest={manifest} page={page} now={now} calls={demoCalls} />;
}
