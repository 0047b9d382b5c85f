import { Link } from 'react-router';
import type { Invitation } from '../../../schemas/entities/invitation.schema';
import { Button } from '../../ui/button';
import { publicLink } from '../kit/public-link';

/** A version by its name, or its slug when it has none. */
export const versionName = (version: Invitation) => version.version_name ?? version.slug;

/**
 * One version in the list: its name and its own link; 'Dasbor' and 'Hapus' for another version,
 * 'Sedang dibuka' for the one whose dashboard this is.
 */
export function VersionRow({
  version,
  open,
  onDelete,
}: {
  version: Invitation;
  /** This dashboard is the version's own. */
  open: boolean;
  /** Without it (a member's dashboard), no 'Hapus': deleting a version is the owner's. */
  onDelete?: (version: Invitation) => void;
}) {
  return (
    <li className="dashboard-versions__item">
      <div className="dashboard-versions__name">
        <strong>{versionName(version)}</strong>
        <a href={publicLink(version.slug)} target="_blank" rel="noopener noreferrer">
          /{version.slug}
        </a>
      </div>
      <div className="dashboard-versions__actions">
        {open ? (
          <span className="dashboard-card__muted">Sedang dibuka</span>
        ) : (
          <>
            <Link
              className="ui-button ui-button--secondary"
              to={`/invitation/${encodeURIComponent(version.id)}`}
              aria-label={`Dasbor versi ${versionName(version)}`}
            >
              Dasbor
            </Link>
            {onDelete && (
              <Button
                variant="ghost"
                onClick={() => onDelete(version)}
                aria-label={`Hapus versi ${versionName(version)}`}
              >
                Hapus
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
