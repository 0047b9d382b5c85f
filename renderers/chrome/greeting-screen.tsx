import { tableLabel, type Greeting } from '../../engine/chrome/greeting-messages';
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
  greeting: Pick<Greeting, 'guestName' | 'table' | 'layout'> | null;
};

/**
 * The greeting screen at the venue (a television or projector, landscape or portrait): the couple's
 * names in the theme's frame while it waits, and a welcome with the guest's name (and table, when
 * given) in the greeting's layout. One welcome for every layout: `classic` stacks it in the middle,
 * `spotlight` sets the name large in the theme's frame, `banner` keeps the couple's names above a
 * band across the screen; the styles place its parts. Themed only through the tokens' custom
 * properties.
 */
export function GreetingScreen({ title, groomName, brideName, greeting }: Props) {
  const layout = greeting?.layout ?? 'classic';
  return (
    <main className={`greeting-screen greeting-screen--${layout}`} data-testid="greeting-screen">
      <Corners />
      <div className="greeting-screen__stage" aria-live="polite">
        {greeting ? (
          <div
            className="greeting-screen__welcome"
            data-layout={layout}
            key={`${greeting.guestName}\n${greeting.table ?? ''}\n${layout}`}
          >
            <div className="greeting-screen__band">
              <div className="greeting-screen__who">
                <p className="greeting-screen__label">{GREETING_SCREEN_TEXT.welcome}</p>
                <span className="ornament-divider greeting-screen__divider" aria-hidden="true" />
                <h1 className="greeting-screen__guest">{greeting.guestName}</h1>
              </div>
              {greeting.table ? <p className="greeting-screen__table">{tableLabel(greeting.table)}</p> : null}
            </div>
            <p className="greeting-screen__couple">
              {title && layout === 'banner' ? <span className="greeting-screen__title">{title}</span> : null}
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
