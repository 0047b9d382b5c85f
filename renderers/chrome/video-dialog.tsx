import { useCallback, useState, type ReactNode } from 'react';
import { INVALID_VIDEO_URL, videoEmbedUrl, videoIdOf } from '../../engine/format/video-id';
import { useVideoPlayback } from '../../engine/music/video-playback';
import { Dialog } from '../shared/dialog';

/** The dialog's close button. */
export const VIDEO_CLOSE_LABEL = 'Tutup';

type DialogProps = {
  /** A YouTube watch, short or embed link (docs/product.md#helpers). */
  url: string;
  /** The dialog's heading and the player's accessible name. */
  title: string;
  onClose: () => void;
};

/**
 * The video helper (docs/product.md#helpers): a dialog with the embedded player, which starts playing
 * as it opens; 'URL YouTube tidak valid' for a link it cannot read. While it is open on a video the
 * background music pauses, and resumes when it closes (if it was playing before).
 */
export function VideoDialog({ url, title, onClose }: DialogProps) {
  const id = videoIdOf(url);
  useVideoPlayback(id !== null);
  return (
    <Dialog title={title} onClose={onClose} closeLabel={VIDEO_CLOSE_LABEL}>
      {id ? (
        <iframe
          className="video-dialog__frame"
          src={videoEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="video-dialog__error" role="alert">
          {INVALID_VIDEO_URL}
        </p>
      )}
    </Dialog>
  );
}

type ButtonProps = {
  url: string;
  /** The dialog's heading. */
  title: string;
  className?: string;
  children: ReactNode;
};

/** A button that opens the video in a `VideoDialog` on the page, instead of leaving it. */
export function VideoButton({ url, title, className = 'button', children }: ButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open ? <VideoDialog url={url} title={title} onClose={close} /> : null}
    </>
  );
}
