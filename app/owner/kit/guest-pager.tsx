import { Pager, shownRange as rowsShown } from '../../ui/pager';

/** 'Menampilkan 1–25 dari 1.234 tamu'. */
export const shownRange = (page: number, pageSize: number, shown: number, total: number): string =>
  rowsShown(page, pageSize, shown, total, 'tamu');

/** The pager under a guest list (app/ui/pager.tsx). */
export function GuestPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  return <Pager {...props} label="Halaman daftar tamu" />;
}
