import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { listenToGreetingSettings } from '../../../engine/chrome/greeting-settings-channel';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import { freshGuestbookToken, usherSession } from '../../api/guestbook-calls';
import { onSignedOut, renewSessionsOn401 } from '../../api/session-renewal';
import { tokens } from '../../api/tokens';
import { signInPath } from '../../auth/sign-in-redirect';
import { useOfflineShell } from '../offline-shell';
import { displaySnapshotQuery } from './display-snapshot-query';
import { DisplayScreen } from './display-screen';
import { DoorPrizeOverlay, type DoorPrizeShowing } from './door-prize-overlay';
import { greetedSeq } from './greeting-seq';
import './display-page.css';

// The owner's session lasts all day on the hall's screen: an expired access token is renewed.
renewSessionsOn401();
onSignedOut(() => window.location.assign(signInPath(window.location)));

/** The owner signed in on this device, or an usher of this invitation; else to sign-in first. */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (usherSession.tokenFor(params.id ?? '') || tokens.signedIn()) return null;
  throw redirect(signInPath(new URL(request.url)));
}

/**
 * The display for the hall's screen (docs/product.md#guestbook, `/invitation/{id}/guest/screen/display`):
 * the venue's snapshot gives the invitation's address, the greeting screen's settings and the latest
 * check-in; then the screen greets every check-in that comes after (DisplayScreen).
 */
export function Component() {
  const { id = '' } = useParams();
  useOfflineShell(`/invitation/${encodeURIComponent(id)}/guest/screen/display`);
  const queryClient = useQueryClient();
  const snapshot = useQuery(displaySnapshotQuery(id));

  // Settings saved in another tab of this browser apply at once.
  useEffect(
    () =>
      listenToGreetingSettings(id, (settings) =>
        queryClient.setQueryData<VenueSnapshot>(displaySnapshotQuery(id).queryKey, (current) =>
          current ? { ...current, settings } : current,
        ),
      ),
    [id, queryClient],
  );
  const title = snapshot.data?.invitation.title;
  useEffect(() => {
    document.title = title ? `Layar Sapaan · ${title}` : 'Layar Sapaan';
  }, [title]);

  if (snapshot.data) return <Display invitationId={id} snapshot={snapshot.data} reload={snapshot.refetch} />;
  return (
    <main className="greeting-display greeting-display--message" aria-busy={snapshot.isPending}>
      {snapshot.isPending ? (
        <p>Memuat layar sapaan…</p>
      ) : (
        <>
          <p>{snapshot.error?.message}</p>
          <button type="button" onClick={() => void snapshot.refetch()}>
            Coba lagi
          </button>
        </>
      )}
    </main>
  );
}

/**
 * The screen of a loaded snapshot. It greets after the seq this device remembers, or, the first
 * time, after the venue's latest (a screen opened mid-party does not greet those already inside).
 */
function Display({
  invitationId,
  snapshot,
  reload,
}: {
  invitationId: string;
  snapshot: VenueSnapshot;
  reload: () => unknown;
}) {
  const [startSeq] = useState(() => {
    const remembered = greetedSeq.read(invitationId);
    return remembered === null ? snapshot.seq : Math.min(remembered, snapshot.seq);
  });
  // After a reconnect (not the first connection) the settings may have changed meanwhile.
  const connections = useRef(0);
  const onReady = useCallback(() => {
    connections.current += 1;
    if (connections.current > 1) void reload();
  }, [reload]);
  const token = useCallback(() => freshGuestbookToken(invitationId), [invitationId]);
  // A door prize winner comes on the greetings' socket and shows over the screen for a while.
  const [doorPrize, setDoorPrize] = useState<DoorPrizeShowing | null>(null);
  const onDoorPrize = useCallback((draw: DoorPrizeDraw) => setDoorPrize({ draw, at: Date.now() }), []);
  const doorPrizeDone = useCallback(() => setDoorPrize(null), []);
  return (
    <>
      <DisplayScreen
        invitationId={invitationId}
        slug={snapshot.invitation.slug}
        settings={snapshot.settings}
        startSeq={startSeq}
        token={token}
        onReady={onReady}
        onDoorPrize={onDoorPrize}
      />
      <DoorPrizeOverlay showing={doorPrize} onDone={doorPrizeDone} />
    </>
  );
}
