import { NavLink } from 'react-router';
import { ADMIN_PAGES, adminPagePath } from '../admin-pages';

/** The console's menu, one link a page of the table: a column beside the page, a scrolling row on a phone. */
export function AdminMenu() {
  return (
    <nav className="admin-menu" aria-label="Menu operator">
      <ul>
        {ADMIN_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={adminPagePath(page)} end className="admin-menu__link">
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
