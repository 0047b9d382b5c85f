import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import './colour-palette-widget.css';

/** The widget's own words. */
export const PALETTE_TEXT = {
  add: 'Tambah warna',
  empty: 'Belum ada warna.',
  colour: (n: number) => `Warna ${n}`,
  remove: (n: number) => `Hapus warna ${n}`,
} as const;

/** The colour a new swatch starts with: a soft neutral the owner changes at once. */
export const NEW_COLOUR = '#c8a97e';
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A palette (an array of `#rrggbb`, as the dress code's colours): each colour as a swatch, which
 * opens the device's own colour picker (`<input type=color>`), with its code beside it and a button
 * to remove it; 'Tambah warna' adds one, up to the array's `maxItems`. Used on the array itself
 * (`'ui:widget': 'colourPalette'`), so it gets and gives the whole list.
 */
export function ColourPaletteWidget({ id, value, label, schema, disabled, readonly, onChange }: WidgetProps) {
  const colours: string[] = Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const off = disabled || readonly;
  const list = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The swatch to focus once the list shows it (after an add).
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const swatch = list.current?.querySelectorAll<HTMLInputElement>('input[type=color]')[focusNext.current];
    if (!swatch) return;
    focusNext.current = null;
    swatch.focus();
  });

  const set = (index: number, colour: string) => onChange(colours.map((c, i) => (i === index ? colour : c)));
  const remove = (index: number) => {
    onChange(colours.filter((_c, i) => i !== index));
    addButton.current?.focus();
  };
  const add = () => {
    onChange([...colours, colours.at(-1) ?? NEW_COLOUR]);
    focusNext.current = colours.length;
  };

  return (
    <div
      className="schema-palette"
      id={id}
      role="group"
      aria-label={typeof label === 'string' && label ? label : undefined}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {colours.length === 0 ? (
        <p className="schema-palette__empty">{PALETTE_TEXT.empty}</p>
      ) : (
        <ul className="schema-palette__list" ref={list}>
          {colours.map((colour, index) => (
            <li className="schema-palette__item" key={index}>
              <input
                id={`${id}__${index}`}
                type="color"
                className="schema-palette__swatch"
                aria-label={PALETTE_TEXT.colour(index + 1)}
                value={HEX.test(colour) ? colour.toLowerCase() : '#000000'}
                disabled={off}
                onChange={(event) => set(index, event.target.value)}
              />
              <code className="schema-palette__hex">{colour.toUpperCase()}</code>
              <button
                type="button"
                className="ui-button ui-button--ghost schema-palette__remove"
                aria-label={PALETTE_TEXT.remove(index + 1)}
                disabled={off}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={addButton}
        type="button"
        className="ui-button ui-button--secondary schema-palette__add"
        disabled={off || colours.length >= max}
        onClick={add}
      >
        {PALETTE_TEXT.add}
      </button>
    </div>
  );
}
