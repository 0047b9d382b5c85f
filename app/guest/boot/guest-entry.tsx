import { INVITATION_SUSPENDED } from '../../../schemas/invitation-unavailable';
import { startTransition, StrictMode, useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { guestCalls } from '../../api/guest-calls';
import { LoadingPage } from '../../ui/loading-page';
import { takeEmbeddedPage } from '../embedded-page';
import { publicFlowCalls } from '../flows/public-flow-calls';
import { DemoInvitation } from '../pages/demo-invitation';
import {
  loadDemoInvitation,
  loadPublicInvitation,
  PageLoadError,
  type LoadedInvitation,
} from '../pages/invitation-loaders';
import { GALLERY_PATH, PageError, type PageErrorKind } from '../pages/page-error';
import { ThemedInvitation } from '../pages/themed-invitation';
import type { GuestPath } from './guest-path';
import { sendLinkOpenBeacon } from './link-open-beacon';
import { pageStore, usePage, type PageStore } from './page-store';

type Loaded =
  | { kind: 'demo'; demo: Awaited<ReturnType<typeof loadDemoInvitation>> }
  | { kind: 'invitation'; slug: string; loaded: LoadedInvitation; store: PageStore };

/** The guest's page: the demo's sample invitation, or the published one with its page store. */
async function loadGuestPage(path: GuestPath): Promise<Loaded> {
  if (path.kind === 'demo') return { kind: 'demo', demo: await loadDemoInvitation(path.theme) };
  const { slug, guestCode } = path;
  const read = () => guestCalls.page(slug, guestCode);
  const embedded = takeEmbeddedPage(slug, guestCode);
  const loaded = await loadPublicInvitation(embedded ? () => Promise.resolve(embedded) : read);
  return { kind: 'invitation', slug, loaded, store: pageStore(loaded.page, read) };
}

/** A published invitation: the page from its store, refreshed after each of the guest's writes. */
function PublishedInvitation({ slug, loaded, store }: Extract<Loaded, { kind: 'invitation' }>) {
  const page = usePage(store);
  const calls = useMemo(() => publicFlowCalls(slug, store.refresh), [slug, store]);
  return <ThemedInvitation manifest={loaded.manifest} page={page} now={loaded.now} calls={calls} />;
}

const errorKindOf = (error: unknown): PageErrorKind => {
  if (!(error instanceof PageLoadError)) return 'failed';
  if (error.status === 404) return 'not-found';
  return error.message === INVITATION_SUSPENDED ? 'suspended' : 'inactive';
};

/** The guest's page once loaded; the loading page until then; the router app's error pages on failure. */
function GuestPage({ loading }: { loading: Promise<Loaded> }) {
  const [state, setState] = useState<{ loaded?: Loaded; error?: PageErrorKind }>({});
  useEffect(() => {
    loading.then(
      // In a transition: React renders the invitation in slices of a few milliseconds between which
      // the browser may paint and answer a tap (the painted cover stays until it commits), not in one
      // long task (docs/performance.md).
      (loaded) => startTransition(() => setState({ loaded })),
      (error: unknown) => {
        if (!(error instanceof PageLoadError)) console.error(error);
        setState({ error: errorKindOf(error) });
      },
    );
  }, [loading]);
  if (state.error) return <PageError kind={state.error} homeLink={(props) => <a {...props} href={GALLERY_PATH} />} />;
  if (!state.loaded) return <LoadingPage />;
  return state.loaded.kind === 'demo' ? (
    <DemoInvitation {...state.loaded.demo} />
  ) : (
    <PublishedInvitation {...state.loaded} />
  );
}

/**
 * The guest's light start (issue 14): a published invitation or a theme's demo with neither the
 * router nor the query cache before the first tap (app/main.tsx chooses it by the path).
 */
export function startGuestPage(root: Root, path: GuestPath): void {
  // Started once, before React renders (as the router's loaders are).
  const loading = loadGuestPage(path);
  // A personal link opened (docs/product.md#link-opens): noted once the invitation loaded.
  if (path.kind === 'invitation' && path.guestCode) {
    const { slug, guestCode } = path;
    loading.then(() => sendLinkOpenBeacon(slug, guestCode)).catch(() => {});
  }
  // Handled by GuestPage once it mounts; not an unhandled rejection before then.
  loading.catch(() => {});
  root.render(
    <StrictMode>
      <GuestPage loading={loading} />
    </StrictMode>,
  );
}
