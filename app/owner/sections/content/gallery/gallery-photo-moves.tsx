import { SortableMoveButton } from '../../../kit/sortable/sortable-move-button';

/** The two moves of a photo: one place back (to the left) and one forward (to the right). */
const MOVES = [
  { step: -1, button: 'back', side: 'kiri', arrow: 'M4 8l6-5v10z' },
  { step: 1, button: 'forward', side: 'kanan', arrow: 'M12 8L6 3v10z' },
] as const;

/**
 * A photo's buttons that move it one place back or forward ('Geser foto 3 ke kiri'); at either end
 * of the grid the one that leads out is disabled. Their ids (`gallery-back-<id>`,
 * `gallery-forward-<id>`) are where the grid puts the focus after a move.
 */
export function GalleryPhotoMoves({
  photoId,
  name,
  position,
  count,
  onMove,
}: {
  photoId: string;
  /** The photo's name: 'Foto 3'. */
  name: string;
  position: number;
  count: number;
  onMove: (id: string, step: -1 | 1) => void;
}) {
  return (
    <div className="gallery-photo__moves">
      {MOVES.map(({ step, button, side, arrow }) => (
        <SortableMoveButton
          key={button}
          className="gallery-photo__move"
          id={`gallery-${button}-${photoId}`}
          label={`Geser ${name.toLowerCase()} ke ${side}`}
          title={`Geser ke ${side}`}
          arrow={arrow}
          disabled={position === (step < 0 ? 0 : count - 1)}
          onClick={() => onMove(photoId, step)}
        />
      ))}
    </div>
  );
}
