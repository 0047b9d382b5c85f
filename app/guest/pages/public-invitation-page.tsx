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
  const guestCode = new URL(request.url).searchParams.get('to');
  const { manifest, now } = await loadPublicInvitation(slug, guestCode);
  return { manifest, slug, guestCode, now };
}

export function Component() {
  const { manifest, slug, guestCode, now } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(invitationPageQuery(slug, guestCode));
  const calls = useMemo<FlowCalls>(() => {
    const refresh = (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });
    const wishPagesKey = invitationKeys.wishPages(slug);
    return {
      saveRsvp: async (payload) => {
        const guest = await guestCalls.saveRsvp(payload);
        await refresh(invitationKeys.page(slug, guestCode));
        return guest;
      },
      postWish: async (payload) => {
        await guestCalls.postWish(payload);
        // The newest wishes and their total come with the page; the dialog starts again from the top.
        await Promise.all([
          refresh(invitationKeys.page(slug, guestCode)),
          queryClient.resetQueries({ queryKey: wishPagesKey }),
        ]);
      },
      confirmGift: async (payload) => {
        await guestCalls.confirmGift(payload);
        await refresh(invitationKeys.page(slug, guestCode));
      },
      wishPages: { key: wishPagesKey, load: (number) => guestCalls.wishPage(slug, number, WISH_PAGE_SIZE) },
    };
  }, [slug, guestCode]);
  const props = { manifest, page, now, calls };
  // Preview mode (docs/product.md#preview-mode): the owner's editor embeds the page and steers it.
  return new URLSearchParams(window.location.search).get('is_preview') === 'true' ? (
    <LazyPart load={loadPreview} props={props} pending={null} failed={() => null} />
  ) : (
    <ThemedInvitation {...props} />
  );
}
