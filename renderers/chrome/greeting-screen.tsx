import { Corners } from '../shared/section-frame';
import '../styles/greeting-screen.css';

/**
 * The greeting screen's own words, fixed by the product (docs/product.md#greeting-screen); the
 * guestbook settings may later own them.
 */
export const GREETING_SCREEN_TEXT = { welcome: 'Selamat Datang' } as const;

type Props = {
  /** The opening section's title, e.g. 'The Wedding Of'. */
  title: string;
  groomName: string;
  brideName: string;
  /** The guest being welcomed, or null while the screen waits between guests. */
  guestName: string | null;
};

/**
 * The greeting screen at the venue (a television or projector, landscape or portrait): the couple's
 * names in the theme's frame while it waits, and a welcome with the guest's name when the guest's QR
 * code is scanned. Themed only through the tokens' custom properties.
 */
export function GreetingScreen({ title, groomName, brideName, guestName }: Props) {
  return (
    <main className="greeting-screen" data-testid="greeting-screen">
      <Corners />
      <div className="greeting-screen__stage" aria-live="polite">
        {guestName ? (
          <div className="greeting-screen__welcome" key={guestName}>
            <p className="greeting-screen__label">{GREETING_SCREEN_TEXT.welcome}</p>
            <span className="ornament-divider" aria-hidden="true" />
            <h1 className="greeting-screen__guest">{guestName}</h1>
            <p className="greeting-screen__couple">
              {groomName} <span className="amp">&amp;</span> {brideName}
            </p>
          </div>
        ) : (
          <div className="greeting-screen__idle">
            {title ? <p className="greeting-screen__label">{title}</p> : null}
            <div className="greeting-screen__frame">
              <h1 className="greeting-screen__names">
                <span>{groomName}</span>
                <span className="greeting-screen__amp">&amp;</span>
                <span>{brideName}</span>
              </h1>
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
