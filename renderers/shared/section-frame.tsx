import type { ReactNode } from 'react';
import { REVEAL_TRANSITION, REVEAL_VIEWPORT, useSectionReveal } from '../../engine/motion/section-reveal';
import type { SectionSlug } from '../../schemas/section-slugs';
import { RichText } from './rich-text';

type Props = {
  slug: SectionSlug;
  /** The renderer's variant, for its own styles: `section--couple-stacked`. */
  variant: string;
  copy: { title: string; description: string };
  children?: ReactNode;
  corners?: boolean;
};

/**
 * A section element: anchor id = slug, classes `section section--<slug> section--<slug>-<variant>`.
 * On the live page it enters in the theme's reveal style (framer-motion) the first time it scrolls
 * into view; elsewhere it is plain HTML at rest.
 */
export function RevealSection({ slug, variant, children }: Pick<Props, 'slug' | 'variant' | 'children'>) {
  const reveal = useSectionReveal();
  const attributes = { id: slug, className: `section section--${slug} section--${slug}-${variant}` };
  if (!reveal) return <section {...attributes}>{children}</section>;
  return (
    <reveal.Section
      {...attributes}
      variants={reveal.variants}
      initial="hidden"
      whileInView="shown"
      viewport={REVEAL_VIEWPORT}
      transition={REVEAL_TRANSITION}
    >
      {children}
    </reveal.Section>
  );
}

/** The shell of most sections: a RevealSection with the title in the heading font and the divider. */
export function SectionFrame({ slug, variant, copy, children, corners = false }: Props) {
  return (
    <RevealSection slug={slug} variant={variant}>
      {corners ? <Corners /> : null}
      {copy.title ? <h2 className="section__title">{copy.title}</h2> : null}
      {copy.title ? <span className="ornament-divider" aria-hidden="true" /> : null}
      <RichText html={copy.description} className="section__description" />
      {children}
    </RevealSection>
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
