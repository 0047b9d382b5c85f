/**
 * The invitation's link as a chat app shows it (a WhatsApp-like bubble): the thumbnail over the
 * title, the description and the host. The texts fall back as the server's link preview does
 * when the owner wrote none (server/services/public-page/link-preview.ts).
 */
export function LinkPreviewCard({
  image,
  title,
  description,
  slug,
}: {
  image?: string;
  title?: string | null;
  description?: string | null;
  slug: string;
}) {
  const host = window.location.host;
  return (
    <figure className="link-preview" aria-label="Contoh tampilan tautan di aplikasi chat">
      <div className="link-preview__bubble">
        <div className="link-preview__card">
          {image ? (
            <img className="link-preview__image" src={image} alt="Thumbnail tautan" data-testid="link-preview-image" />
          ) : (
            <div className="link-preview__no-image">Belum ada thumbnail</div>
          )}
          <div className="link-preview__text">
            <p className="link-preview__title">{title || 'Undangan Pernikahan'}</p>
            {description && <p className="link-preview__description">{description}</p>}
            <p className="link-preview__host">{host}</p>
          </div>
        </div>
        <p className="link-preview__link">
          {window.location.origin}/{slug}
        </p>
      </div>
      <figcaption className="link-preview__caption">Begini tautan undangan tampil saat dibagikan.</figcaption>
    </figure>
  );
}
