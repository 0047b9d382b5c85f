import { useEffect, useMemo, useRef, useState } from 'react';
import { QR_MESSAGES, readGuestQr } from '../../../engine/guestbook/guest-qr';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { cameraFailureMessage } from './camera-failure';
import { torchOf, type Torch } from './camera-torch';
import { DoorCodeEntry } from './door-code-entry';
import { frameLooker } from './frame-looker';
import { unreadHints } from './unread-code-hint';

/** How long a message about a wrong code stays while the camera keeps looking. */
const MESSAGE_MS = 3_500;

/**
 * The camera, full screen, reading guests' QR codes. qr-scanner (and its decoding worker) is loaded
 * only when the usher opens this, as a chunk of its own. A code of this invitation's guest closes the
 * scanner and opens the guest; any other code says why and the camera keeps looking. When it cannot
 * read: a code seen but not read gets a hint within a second (unread-code-hint.ts), the torch is
 * offered where the camera has one, and 'Ketik kode' takes the guest's door code typed.
 */
export function QrScannerOverlay({
  guestsById,
  tables,
  onFound,
  onClose,
}: {
  guestsById: ReadonlyMap<string, VenueGuest>;
  tables?: readonly Pick<GuestbookTable, 'id' | 'name'>[];
  onFound: (guestId: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'loading' | 'scanning' | 'failed'>('loading');
  const [message, setMessage] = useState<string | null>(null);
  const [seenHint, setSeenHint] = useState<string | null>(null);
  const [torch, setTorch] = useState<Torch | null>(null);
  const [torchOn, setTorchOn] = useState(false);
  const [typing, setTyping] = useState(false);
  const guests = useMemo(() => [...guestsById.values()], [guestsById]);
  // The latest list and callbacks, read by the scanner's callback without restarting the camera.
  const latest = useRef({ guestsById, onFound });
  useEffect(() => {
    latest.current = { guestsById, onFound };
  }, [guestsById, onFound]);

  useEffect(() => {
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    let clearMessage: ReturnType<typeof setTimeout> | undefined;
    let lastText = '';
    const hints = unreadHints();
    const look = frameLooker();
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped || !video.current) return;
        const instance = new QrScanner(
          video.current,
          (result) => {
            hints.reset();
            setSeenHint(null);
            const reading = readGuestQr(result.data, latest.current.guestsById);
            if (reading.kind === 'guest') {
              instance.stop();
              latest.current.onFound(reading.guest.id);
              return;
            }
            if (result.data === lastText) return;
            lastText = result.data;
            setMessage(QR_MESSAGES[reading.kind]);
            clearTimeout(clearMessage);
            clearMessage = setTimeout(() => {
              lastText = '';
              setMessage(null);
            }, MESSAGE_MS);
          },
          {
            returnDetailedScanResult: true,
            preferredCamera: 'environment',
            highlightScanRegion: true,
            highlightCodeOutline: true,
            maxScansPerSecond: 8,
            // A frame without a code is the usual case while aiming: nothing to say, unless the frame
            // looks like a code the decoder cannot read (too close, too far, a dim screen).
            onDecodeError: () => {
              const frame = video.current && look(video.current, performance.now());
              if (frame) setSeenHint(hints.see(frame, performance.now()));
            },
          },
        );
        scanner = instance;
        await instance.start();
        if (stopped) return;
        setState('scanning');
        setTorch(torchOf(video.current));
      } catch (error) {
        if (stopped) return;
        setState('failed');
        setMessage(cameraFailureMessage(error));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(clearMessage);
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const switchTorch = async () => {
    if (!torch) return;
    try {
      await torch.set(!torchOn);
      setTorchOn(!torchOn);
    } catch {
      setTorch(null);
    }
  };

  return (
    <div className="qr-overlay" role="dialog" aria-modal="true" aria-labelledby="qr-overlay-title">
      <div className="qr-overlay__bar">
        <h2 id="qr-overlay-title" className="qr-overlay__title">
          Pindai QR Code tamu
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      </div>
      <div className="qr-overlay__camera">
        <video ref={video} className="qr-overlay__video" muted playsInline aria-label="Kamera" />
        {state === 'loading' && <p className="qr-overlay__loading">Membuka kamera…</p>}
        {seenHint && !message && !typing && (
          <p className="qr-overlay__seen" role="status">
            {seenHint}
          </p>
        )}
      </div>
      <div className="qr-overlay__footer" aria-live="assertive">
        {typing ? (
          <div className="qr-overlay__typed">
            <DoorCodeEntry guests={guests} tables={tables} onPick={onFound} onCancel={() => setTyping(false)} />
          </div>
        ) : message ? (
          <p className={`qr-overlay__message${state === 'failed' ? ' qr-overlay__message--failed' : ''}`} role="alert">
            {message}
          </p>
        ) : (
          <p className="qr-overlay__hint">Arahkan kamera ke QR Code di undangan tamu.</p>
        )}
        {!typing && (
          <div className="qr-overlay__tools">
            {torch && (
              <Button
                variant="secondary"
                className="venue-big qr-overlay__torch"
                aria-pressed={torchOn}
                onClick={() => void switchTorch()}
              >
                Senter
              </Button>
            )}
            <Button variant="secondary" className="venue-big" onClick={() => setTyping(true)}>
              Ketik kode
            </Button>
          </div>
        )}
        {state === 'failed' && !typing && (
          <Button className="venue-wide venue-big" onClick={onClose}>
            Cari dengan nama
          </Button>
        )}
      </div>
    </div>
  );
}
