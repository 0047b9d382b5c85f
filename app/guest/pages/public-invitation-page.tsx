import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { guestCalls } from '../../api/guest-calls';
import { WISH_PAGE_SIZE } from '../../../engine/content/wish-pages';
import { invitationKeys, invitationPageQuery } from '../../queries/invitation-queries';
import { queryClient } from '../../queries/query-client';
import type { FlowCalls } from '../flows/flow-calls';
import { loadPublicInvitation } from './invitation-loaders';
import { ThemedInvitation } from './themed-invitation';
import { LazyPart } from '../../../renderers/shared/lazy-part';

const loadPreview = () => import('./preview-invitation');

/** The public invitation: the page in one API call (with the guest of a `?to=` link), then its theme. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const query = new URL(request.url).searchParams;
  const guestCode = query.get('to');
  const { manifest, now } = await loadPublicInvitation(slug, guestCode);
  // Preview mode (docs/product.md#preview-mode): the owner's editor embeds the page and steers it.
  return { manifest, slug, guestCode, now, preview: query.get('is_preview') === 'true' };
}

export function Component() {
  const { manifest, slug, guestCode, now, preview } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(invitationPageQuery(slug, guestCode));
  const calls = useMemo<FlowCalls>(() => {
    const refreshPage = () => queryClient.invalidateQueries({ queryKey: invitationKeys.page(slug, guestCode) });
    const wishPagesKey = invitationKeys.wishPages(slug);
    return {
      saveRsvp: async (payload) => {
        const guest = await guestCalls.saveRsvp(payload);
        await refreshPage();
        return guest;
      },
      postWish: async (payload) => {
        await guestCalls.postWish(payload);
        // The newest wishes and their total come with the page; the dialog starts again from the top.
        await Promise.all([refreshPage(), queryClient.resetQueries({ queryKey: wishPagesKey })]);
      },
      confirmGift: async (payload) => {
        await guestCalls.confirmGift(payload);
        await refreshPage();
      },
      wishPages: { key: wishPagesKey, load: (number) => guestCalls.wishPage(slug, number, WISH_PAGE_SIZE) },
    };
  }, [slug, guestCode]);
  const props = { manifest, page, now, calls };
  return preview ? (
    <LazyPart load={loadPreview} props={props} pending={null} failed={() => null} />
  ) : (
    <ThemedInvitation {...props} />
  );
}
