import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { INVITATION_SUSPENDED } from '../../../schemas/invitation-unavailable';
import { GALLERY_PATH, PageError } from './page-error';

/**
 * The router app's error page (PageError): an unknown address or theme, an invitation no longer
 * active (410), or a page that failed to load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = error === undefined || (isRouteErrorResponse(error) && error.status === 404);
  const inactive = isRouteErrorResponse(error) && error.status === 410;
  const suspended = inactive && String(error.data) === INVITATION_SUSPENDED;
  if (error && !notFound && !inactive) console.error(error);
  return (
    <PageError
      kind={notFound ? 'not-found' : suspended ? 'suspended' : inactive ? 'inactive' : 'failed'}
      homeLink={(props) => <Link {...props} to={GALLERY_PATH} />}
    />
  );
}
