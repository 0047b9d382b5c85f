import type { SouvenirChoice } from '../../../engine/guestbook/souvenir-handout';
import { handedText } from '../../../engine/guestbook/door-check';
import { formatCount } from '../../../engine/guestbook/guest-facts';

/**
 * The souvenirs to hand now, one checkbox per kind: how many this guest gets (by its rule), the stock
 * left; a kind already handed to the guest (here or on another device, as far as this one knows: when
 * and by whom), or out of stock, cannot be ticked.
 */
export function SouvenirChecklist({
  choices,
  chosen,
  onChange,
}: {
  choices: SouvenirChoice[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
}) {
  if (!choices.length) return null;
  return (
    <fieldset className="souvenir-checklist">
      <legend className="souvenir-checklist__legend">Suvenir yang diberikan sekarang</legend>
      {choices.map(({ souvenir, quantity, handed, handout, enough }) => {
        const disabled = handed || !enough;
        const note = handed
          ? handedText(handout)
          : !enough
            ? 'Stok suvenir habis'
            : `${souvenir.rule === 'per_person' ? `${quantity} buah (per orang)` : '1 buah'} · sisa ${formatCount(souvenir.left)}`;
        return (
          <label
            key={souvenir.id}
            className={`souvenir-checklist__item${disabled ? ' is-disabled' : ''}${handed ? ' is-handed' : ''}`}
          >
            <input
              type="checkbox"
              checked={!disabled && chosen.has(souvenir.id)}
              disabled={disabled}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(souvenir.id);
                else next.delete(souvenir.id);
                onChange(next);
              }}
            />
            <span className="souvenir-checklist__text">
              <span className="souvenir-checklist__name">{souvenir.name}</span>
              <span className="souvenir-checklist__note">{note}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The kinds ticked at first: every one that can be handed. */
export const handableSouvenirs = (choices: SouvenirChoice[]) =>
  new Set(choices.filter((choice) => !choice.handed && choice.enough).map((choice) => choice.souvenir.id));
