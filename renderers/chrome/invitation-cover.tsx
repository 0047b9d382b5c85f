import type { ReactNode } from 'react';
import type { CoverContent } from '../../engine/chrome/cover-copy';
import { CouplePicture } from '../shared/couple-picture';
import { Icon } from '../shared/icons';
import { Corners } from '../shared/section-frame';

type Props = CoverContent & {
  shown: boolean;
  onOpen: () => void;
  /** Its content rises into place when it first shows; not when painted by the server or taking that over. */
  entrance?: boolean;
  /** Below the open button: the painted cover's word to a phone without JavaScript. */
  notice?: ReactNode;
};

const EnvelopeIcon = () => (
  <Icon size={18}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </Icon>
);

/**
 * The cover (docs/product.md#cover): a full-screen overlay over the page with the couple's photo (or
 * the theme's illustration), their names in the theme's script font, the greeting with the guest's
 * name, and the open button, composed by the theme's cover layout (docs/themes.md#layouts). Once
 * opened it slides up out of view and leaves the accessibility tree.
 */
export function InvitationCover({
  groomName,
  brideName,
  title,
  greeting,
  guestName,
  openLabel,
  photo,
  layout,
  shown,
  onOpen,
  entrance = true,
  notice,
}: Props) {
  const className = ['cover', shown ? '' : 'cover--opened', entrance ? '' : 'cover--still'].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      role="dialog"
      aria-modal={shown ? true : undefined}
      aria-label={`${title} ${groomName} & ${brideName}`.trim()}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      data-testid="invitation-cover"
      data-layout={layout}
    >
      <CouplePicture className="cover__picture" photo={photo} eager />
      <Corners />
      <div className="cover__content">
        {title ? <p className="cover__title">{title}</p> : null}
        <div className="cover__frame">
          <p className="cover__names">
            <span>{groomName}</span>
            <span className="cover__amp">&amp;</span>
            <span>{brideName}</span>
          </p>
        </div>
        <div className="cover__guest">
          {greeting ? <p className="cover__greeting">{greeting}</p> : null}
          {guestName ? <p className="cover__guest-name">{guestName}</p> : null}
        </div>
        <button type="button" className="button cover__open" onClick={onOpen}>
          <EnvelopeIcon />
          {openLabel}
        </button>
        {notice}
      </div>
    </div>
  );
}
