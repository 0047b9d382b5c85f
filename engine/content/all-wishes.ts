import { createContext, type ComponentType } from 'react';

/**
 * The 'Ucapan & Do'a' dialog's list of every wish, paged (wish-pages.ts), which the live page
 * provides: its code loads with the guest flows, after the first tap. Without it the dialog lists
 * the wishes the page carries.
 */
export type AllWishes = { List: ComponentType<{ now: number }> };

export const AllWishesContext = createContext<AllWishes | null>(null);
