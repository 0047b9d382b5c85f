import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation, useParams } from 'react-router';
import { invitationQuery } from '../../queries/owner-queries';
import { backToListLoader } from '../kit/back-to-list-loader';
import { invitationMenu } from './owner-menu';
import { MemberRoleNote } from './member-role-note';
import { ReadOnlyForms } from '../../forms/read-only-forms';
import { PagePopupButton } from './page-popup-button';
import { usePagePopup } from './use-page-popup';

export const loader = backToListLoader(invitationQuery);

/** The invitation's pages: the menu of its areas beside the page (a drawer on a phone). */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const { pathname } = useLocation();
  // The phone's menu closes on every move: it is open only on the page where it was opened.
  const popup = usePagePopup();
  const { open: menuOpen, root: shell } = popup;
  const base = `/invitation/${encodeURIComponent(id)}`;
  const role = invitation?.my_role ?? 'owner';
  const areas = invitationMenu(id, {
    withGuestbook: invitation?.plan?.with_guestbook === true,
    isOwner: role === 'owner',
  });
  // The phone's menu button names the page shown, so the owner knows where they are.
  const here = areas.flatMap((area) => area.items).find((item) => pathname.startsWith(item.path))?.label ?? 'Dasbor';
  return (
    <div className="invitation-shell" ref={shell}>
      <PagePopupButton popup={popup} controls="invitation-menu" className="invitation-shell__menu-button">
        <span className="invitation-shell__menu-icon" aria-hidden="true" />
        Menu<span className="invitation-shell__here">{here}</span>
      </PagePopupButton>
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
        <MemberRoleNote role={role} />
        <ReadOnlyForms.Provider value={role === 'viewer'}>
          <Outlet />
        </ReadOnlyForms.Provider>
      </div>
    </div>
  );
}
