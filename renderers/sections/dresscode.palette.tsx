import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';

/** The colour palette guests are asked to wear, or a text when the owner chose text. */
export function DresscodePalette({ slug, copy, extra }: SectionRenderProps<'dresscode'>) {
  return (
    <SectionFrame slug={slug} variant="palette" copy={copy}>
      {extra.dresscode_type === 'palette' && extra.dresscode_palettes.length ? (
        <ul className="dresscode__palette">
          {extra.dresscode_palettes.map((colour) => (
            <li key={colour} className="dresscode__swatch" style={{ backgroundColor: colour }} title={colour} />
          ))}
        </ul>
      ) : null}
      {extra.dresscode_text ? <p className="dresscode__text">{extra.dresscode_text}</p> : null}
    </SectionFrame>
  );
}

export const dresscodePalette = defineRenderer<'dresscode'>('dresscode', DresscodePalette);
