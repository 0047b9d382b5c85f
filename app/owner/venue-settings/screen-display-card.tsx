import { Icon } from '../../../renderers/shared/icons';

/** The display's address for an invitation (the venue's page, opened in a tab of its own). */
export const displayPath = (invitationId: string) =>
  `/invitation/${encodeURIComponent(invitationId)}/guest/screen/display`;

/**
 * The way to the display on the day: 'Buka layar sapaan' (a new tab) and how to put it on the
 * venue's television or projector.
 */
export function ScreenDisplayCard({ invitationId }: { invitationId: string }) {
  return (
    <section className="ui-card screen-display-card" aria-labelledby="screen-display-title">
      <div className="screen-display-card__text">
        <h2 className="gb-section-title" id="screen-display-title">
          Tampilkan di TV atau proyektor
        </h2>
        <ol className="screen-display-card__steps">
          <li>Buka layar sapaan di laptop yang tersambung ke TV atau proyektor gedung.</li>
          <li>
            Tekan <strong>Layar penuh</strong> di pojok kanan bawah.
          </li>
          <li>Biarkan terbuka. Setiap tamu yang di-check-in disapa di layar, satu per satu sesuai urutan datang.</li>
        </ol>
        <p className="gb-muted">
          Laptop perlu tetap tersambung ke internet. Bila koneksi terputus, layar menyambung ulang sendiri dan menyapa
          tamu yang terlewat.
        </p>
      </div>
      <a
        className="ui-button ui-button--primary screen-display-card__open"
        href={displayPath(invitationId)}
        target="_blank"
        rel="noopener"
      >
        Buka layar sapaan
        <Icon size={18}>
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeWidth={2} />
        </Icon>
        <span className="visually-hidden"> (tab baru)</span>
      </a>
    </section>
  );
}
