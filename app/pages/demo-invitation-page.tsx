import { useEffect } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { InvitationView } from '../../engine/render/invitation-view';
import { RENDERERS } from '../../renderers/registry';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadTheme } from '../themes/load-theme';
import { assetUrlFor } from '../themes/theme-files';

/** Demo mode: the theme comes from the route's slug, the data is the sample invitation, nothing is written. */
export async function loader({ params }: LoaderFunctionArgs) {
  const manifest = await loadTheme(params.slug ?? '');
  if (!manifest) throw data('Tema tidak ditemukan', { status: 404 });
  const now = Date.now();
  return { manifest, page: sampleInvitation(manifest.id, now), now };
}

export function Component() {
  const { manifest, page, now } = useLoaderData<typeof loader>();
  useEffect(() => {
    const { groom, bride } = page.couple;
    document.title = `${groom.person_nickname} & ${bride.person_nickname} · ${manifest.name}`;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', manifest.tokens.colors.background);
  }, [manifest, page]);
  return (
    <InvitationView
      manifest={manifest}
      page={page}
      registry={RENDERERS}
      assetUrl={assetUrlFor(manifest.id)}
      now={now}
      strict={import.meta.env.DEV}
    />
  );
}
