import type { MouseEvent, ReactNode } from 'react';
import type { NavTarget } from '../../engine/chrome/section-nav';
import { Icon } from '../shared/icons';

type Props = {
  /** The targets to show, in order (already without hidden or missing sections). */
  targets: readonly NavTarget[];
  /** The target whose section is in view. */
  active: NavTarget | null;
  /** Slid out of view (near the bottom of the page, or while the cover shows). */
  away: boolean;
  onSelect: (id: NavTarget) => void;
};

/** The five targets (docs/product.md#navigation): an Indonesian label and an inline SVG icon each. */
const ITEMS: Record<NavTarget, { label: string; icon: ReactNode }> = {
  couple: {
    label: 'Mempelai',
    icon: (
      <Icon>
        <circle cx="9" cy="14" r="5.5" />
        <circle cx="15" cy="14" r="5.5" />
        <path d="M10 4.5 12 3l2 1.5-2 2z" />
      </Icon>
    ),
  },
  event: {
    label: 'Acara',
    icon: (
      <Icon>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" />
        <path d="m9.5 15 1.8 1.8 3.2-3.3" />
      </Icon>
    ),
  },
  story: {
    label: 'Kisah',
    icon: (
      <Icon>
        <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
        <path d="M12 6.5v13" />
      </Icon>
    ),
  },
  gallery: {
    label: 'Galeri',
    icon: (
      <Icon>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="9.5" r="1.8" />
        <path d="m3.5 18 5.5-5.5 4 4 2.5-2.5 5 5" />
      </Icon>
    ),
  },
  wish: {
    label: 'Ucapan',
    icon: (
      <Icon>
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M12 13.2s-3-1.8-3-3.6a1.5 1.5 0 0 1 3-.5 1.5 1.5 0 0 1 3 .5c0 1.8-3 3.6-3 3.6z" />
      </Icon>
    ),
  },
};

/**
 * The floating navigation bar (docs/product.md#navigation): fixed at the bottom centre, one link per
 * target with the section in view marked as the current location; a click asks for a smooth scroll to
 * its section.
 */
export function FloatingNav({ targets, active, away, onSelect }: Props) {
  if (targets.length === 0) return null;
  const select = (id: NavTarget) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSelect(id);
  };
  return (
    <nav
      className={away ? 'floating-nav floating-nav--away' : 'floating-nav'}
      aria-label="Navigasi undangan"
      aria-hidden={away ? true : undefined}
      inert={away}
    >
      <ul className="floating-nav__list">
        {targets.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={id === active ? 'floating-nav__link floating-nav__link--active' : 'floating-nav__link'}
              aria-current={id === active ? 'location' : undefined}
              onClick={select(id)}
            >
              {ITEMS[id].icon}
              <span className="floating-nav__label">{ITEMS[id].label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
