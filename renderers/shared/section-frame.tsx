import type { ReactNode } from 'react';
import type { SectionSlug } from '../../schemas/section-slugs';

type Props = {
  slug: SectionSlug;
  /** The renderer's variant, for its own styles: `section--couple-stacked`. */
  variant: string;
  copy: { title: string; description: string };
  children?: ReactNode;
  corners?: boolean;
};

/** The shell of every section: anchor id = slug, title in the heading font, ornament divider. */
export function SectionFrame({ slug, variant, copy, children, corners = false }: Props) {
  return (
    <section id={slug} className={`section section--${slug} section--${slug}-${variant}`}>
      {corners ? <Corners /> : null}
      {copy.title ? <h2 className="section__title">{copy.title}</h2> : null}
      {copy.title ? <span className="ornament-divider" aria-hidden="true" /> : null}
      {copy.description ? <p className="section__description">{copy.description}</p> : null}
      {children}
    </section>
  );
}

/** The theme's corner ornament, mirrored into all four corners by CSS. */
export function Corners() {
  return (
    <>
      {(['tl', 'tr', 'bl', 'br'] as const).map((corner) => (
        <span key={corner} className={`ornament-corner ornament-corner--${corner}`} aria-hidden="true" />
      ))}
    </>
  );
}
