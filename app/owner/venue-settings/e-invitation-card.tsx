import type { CSSProperties } from 'react';
import { tokensToCssVariables } from '../../../engine/tokens/css-variables';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';
import { DOOR_CODE_FONT, doorCodeLabel } from '../../../engine/guestbook/door-code';
import RsvpQrCode from '../../../renderers/sections/rsvp-qr-code';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { GUEST_GREETING, QR_CAPTION, type EInvitationCardData } from './e-invitation-card-data';
import { cardUnits as u, E_CARD, namesSize } from './e-invitation-card-layout';

/**
 * One guest's e-invitation on the page, in the invitation's theme (its tokens as CSS variables, its
 * fonts, illustration, pattern and divider): the same layout the image is drawn from (E_CARD), at
 * the width it is given. The QR code is the guest's own page's (the guest id, black on white).
 */
export function EInvitationCard({ data, theme }: { data: EInvitationCardData; theme: ThemeManifest }) {
  const style = {
    ...tokensToCssVariables(theme.tokens, themeAssetUrl(theme.id)),
    backgroundSize: u(80 * E_CARD.patternScale),
  } as CSSProperties;
  // The illustration fades out over its last part, onto the background and its pattern.
  const mask = `linear-gradient(to bottom, #000 calc(100% - ${u(E_CARD.artFade)}), transparent)`;
  const fadeOut = { maskImage: mask, WebkitMaskImage: mask };
  const gap = E_CARD.gap;
  const box = E_CARD.qrBox;
  return (
    <div className="e-card">
      <figure className="e-card__sheet" data-theme={theme.id} style={style} aria-label={`E-undangan ${data.guestName}`}>
        <span className="e-card__art" style={{ height: u(E_CARD.art), ...fadeOut }} aria-hidden="true" />
        <span
          className="e-card__frame"
          style={{ inset: u(E_CARD.frameInset), borderWidth: u(E_CARD.frameLine), borderRadius: u(box.radius) }}
          aria-hidden="true"
        />
        <div
          className="e-card__text"
          style={{
            top: u(E_CARD.textTop),
            height: u(E_CARD.textBottom - E_CARD.textTop),
            padding: `0 ${u(E_CARD.padding)}`,
          }}
        >
          <p className="e-card__kicker" style={{ fontSize: u(E_CARD.kicker), marginBottom: u(gap.kicker) }}>
            {data.kicker}
          </p>
          <p
            className="e-card__names"
            style={{ fontSize: u(namesSize(data.couple)), marginBottom: u(data.event ? gap.names : gap.divider) }}
          >
            {data.couple}
          </p>
          {data.event && (
            <>
              <p className="e-card__event-label" style={{ fontSize: u(E_CARD.eventLabel), marginBottom: u(gap.event) }}>
                {data.event.label}
              </p>
              <p className="e-card__event-line" style={{ fontSize: u(E_CARD.eventLine) }}>
                {data.event.when}
              </p>
              <p
                className="e-card__event-line e-card__clamp"
                style={{ fontSize: u(E_CARD.eventLine), marginBottom: u(gap.divider) }}
              >
                {data.event.venue}
              </p>
            </>
          )}
          <span
            className="e-card__divider"
            style={{ width: u(E_CARD.divider.width), height: u(E_CARD.divider.height), marginBottom: u(gap.divider) }}
            aria-hidden="true"
          />
          <p className="e-card__greeting" style={{ fontSize: u(E_CARD.greeting), marginBottom: u(gap.greeting) }}>
            {GUEST_GREETING}
          </p>
          <p className="e-card__guest e-card__clamp" style={{ fontSize: u(E_CARD.guestName) }}>
            {data.guestName}
          </p>
        </div>
        <div
          className="e-card__qr"
          style={{ top: u(box.top), width: u(box.size), height: u(box.height), borderRadius: u(box.radius) }}
        >
          <span style={{ top: u(E_CARD.qrTop), width: u(E_CARD.qr), height: u(E_CARD.qr) }}>
            <RsvpQrCode value={data.qrValue} title={`QR code ${data.guestName}`} size={E_CARD.qr} />
          </span>
          <p
            className="e-card__door-code"
            style={{
              fontSize: u(E_CARD.doorCode),
              fontFamily: DOOR_CODE_FONT,
              top: u(E_CARD.doorCodeBaseline - E_CARD.doorCode),
            }}
          >
            {doorCodeLabel(data.qrValue)}
          </p>
        </div>
        <p className="e-card__caption" style={{ fontSize: u(E_CARD.caption), bottom: u(E_CARD.captionBottom - 8) }}>
          {QR_CAPTION}
        </p>
      </figure>
    </div>
  );
}
