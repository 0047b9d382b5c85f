import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { invitationKeys, invitationPageQuery } from '../../queries/invitation-queries';
import { queryClient } from '../../queries/query-client';
import { publicFlowCalls } from '../flows/public-flow-calls';
import { routePublicInvitation } from './route-loaders';
import { ThemedInvitation } from './themed-invitation';
import { LazyPart } from '../../../renderers/shared/lazy-part';

const loadPreview = () => import('./preview-invitation');

/**
 * The public invitation in the router app (the owner's preview, or when the guest's light start
 * failed; app/guest/boot/): the page in one API call (with the guest of a `?to=` link), then its theme.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const query = new URL(request.url).searchParams;
  const guestCode = query.get('to');
  const { manifest, now } = await routePublicInvitation(slug, guestCode);
  // Preview mode (docs/product.md#preview-mode): the owner's editor embeds the page and steers it.
  return { manifest, slug, guestCode, now, preview: query.get('is_preview') === 'true' };
}

export function Component() {
  const { manifest, slug, guestCode, now, preview } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(invitationPageQuery(slug, guestCode));
  const calls = useMemo(
    () =>
      publicFlowCalls(slug, () => queryClient.invalidateQueries({ queryKey: invitationKeys.page(slug, guestCode) })),
    [slug, guestCode],
  );
  const props = { manifest, page, now, calls };
  return preview ? (
    <LazyPart load={loadPreview} props={props} pending={null} failed={() => null} />
  ) : (
    <ThemedInvitation {...props} />
  );
}
