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
  /** The guests being welcomed, or null while the screen waits between greetings. */
  greeting: Pick<Greeting, 'guests' | 'welcome' | 'layout'> | null;
};

/** The one table every guest of a greeting shares (or null), else undefined: each guest's is shown by their name. */
function sharedTable(guests: Greeting['guests']): string | null | undefined {
  const tables = new Set(guests.map((guest) => guest.table));
  return tables.size === 1 ? guests[0]!.table : undefined;
}

/**
 * The names welcomed, the screen's heading: one large, or several a line each (each with their table
 * when they do not share one).
 */
function GuestNames({ guests }: Pick<Greeting, 'guests'>) {
  if (guests.length === 1) return <h1 className="greeting-screen__guest">{guests[0]!.name}</h1>;
  const own = sharedTable(guests) === undefined;
  return (
    <h1 className="greeting-screen__guests" data-count={guests.length}>
      {guests.map((guest, index) => (
        <span className="greeting-screen__party" key={`${index}\n${guest.name}`}>
          <span className="greeting-screen__party-name">{guest.name}</span>
          {own && guest.table ? <span className="greeting-screen__party-table">{tableLabel(guest.table)}</span> : null}
        </span>
      ))}
    </h1>
  );
}

/**
 * The greeting screen at the venue (a television or projector, landscape or portrait): the couple's
 * names in the theme's frame while it waits, and a welcome with the guests' names (one, a family, or
 * several arrivals together, as many as the layout holds: engine/chrome/greeting-capacity.ts) and
 * their table, when given, in the greeting's layout; a VIP's welcome says the owner's VIP greeting.
 * One welcome for every layout: `classic` stacks it in the middle, `spotlight` sets the names large
 * in the theme's frame, `banner` keeps the couple's names above a band across the screen; the styles
 * place its parts. Themed only through the tokens' custom properties.
 */
export function GreetingScreen({ title, groomName, brideName, greeting }: Props) {
  const layout = greeting?.layout ?? 'classic';
  const table = greeting ? sharedTable(greeting.guests) : null;
  const vip = greeting?.guests.some((guest) => guest.vip) ?? false;
  return (
    <main className={`greeting-screen greeting-screen--${layout}`} data-testid="greeting-screen">
      <Corners />
      <div className="greeting-screen__stage" aria-live="polite">
        {greeting ? (
          <div
            className={`greeting-screen__welcome${vip ? ' greeting-screen__welcome--vip' : ''}`}
            data-layout={layout}
            data-names={greeting.guests.length}
            key={`${greeting.guests.map((guest) => `${guest.name}\t${guest.table ?? ''}`).join('\n')}\n${layout}`}
          >
            <div className="greeting-screen__band">
              <div className="greeting-screen__who">
                <p className="greeting-screen__label">{greeting.welcome ?? GREETING_SCREEN_TEXT.welcome}</p>
                <span className="ornament-divider greeting-screen__divider" aria-hidden="true" />
                <GuestNames guests={greeting.guests} />
              </div>
              {table ? <p className="greeting-screen__table">{tableLabel(table)}</p> : null}
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
