import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadTheme } from '../themes/load-theme';
import { demoCalls } from '../flows/flow-calls';
import { ThemedInvitation } from './themed-invitation';

/** Demo mode: the theme comes from the route's slug, the data is the sample invitation, nothing is written. */
export async function loader({ params }: LoaderFunctionArgs) {
  const manifest = await loadTheme(params.slug ?? '');
  if (!manifest) throw data('Tema tidak ditemukan', { status: 404 });
  const now = Date.now();
  return { manifest, page: sampleInvitation(manifest.id, now), now };
}

export function Component() {
  const { manifest, page, now } = useLoaderData<typeof loader>();
  return <ThemedInvitation manifest={manifest} page={page} now={now} calls={demoCalls} />;
}
