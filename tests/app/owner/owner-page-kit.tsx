/**
 * The list, new-invitation and theme pages' names for the one owner page harness: `fakeApi` answers
 * by "METHOD /path" (without the query), `renderPage` opens a page module at an address.
 */
export { ok, renderOwnerPage as renderPage, routedApi as fakeApi, type Answer, type Call } from './owner-page-harness';
