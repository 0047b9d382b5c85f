/**
 * The purchase date's calendar (react-day-picker, date-fns and their styles) in its own chunk. The
 * wishlist fetches it when the guest opens an item's detail, so it is there by the time the
 * 'Confirm Gift' form asks for the date.
 */
export const loadPurchaseDateCalendar = () => import('./purchase-date-calendar');
