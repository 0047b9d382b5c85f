import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { invitationQuery } from '../../queries/owner-queries';
import { useDismiss } from '../../ui/use-dismiss';
import { backToListLoader } from './back-to-list-loader';
import { invitationMenu } from './owner-menu';

export const loader = backToListLoader(invitationQuery);

/** The invitation's pages: the menu of its areas beside the page (a drawer on a phone). */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const { pathname } = useLocation();
  // The phone's menu closes on every move: it is open only on the page where it was opened.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const shell = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, close, shell, button);
  const base = `/invitation/${encodeURIComponent(id)}`;
  const areas = invitationMenu(id);
  // The phone's menu button names the page shown, so the owner knows where they are.
  const here = areas.flatMap((area) => area.items).find((item) => pathname.startsWith(item.path))?.label ?? 'Dasbor';
  return (
    <div className="invitation-shell" ref={shell}>
      <button
        ref={button}
        type="button"
        className="invitation-shell__menu-button"
        aria-expanded={menuOpen}
        aria-controls="invitation-menu"
        onClick={() => setOpenOn(menuOpen ? null : pathname)}
      >
        <span className="invitation-shell__menu-icon" aria-hidden="true" />
        Menu<span className="invitation-shell__here">{here}</span>
      </button>
      <nav
        id="invitation-menu"
        className={`invitation-menu${menuOpen ? ' invitation-menu--open' : ''}`}
        aria-label="Menu undangan"
      >
        <p className="invitation-menu__slug">/{invitation?.slug}</p>
        <NavLink to={base} end className="invitation-menu__link invitation-menu__link--home">
          Dasbor
        </NavLink>
        {areas.map((area) => (
          <div key={area.id} className="invitation-menu__area">
            <h2 className="invitation-menu__heading">{area.label}</h2>
            <ul>
              {area.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} className="invitation-menu__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="invitation-shell__page">
        <Outlet />
      </div>
    </div>
  );
}
