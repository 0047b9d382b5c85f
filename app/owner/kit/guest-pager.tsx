import { Button } from '../../ui/button';
import './guest-pager.css';

const number = new Intl.NumberFormat('id-ID');

/** 'Menampilkan 1–25 dari 1.234 tamu' (numbers as Indonesians write them). */
export function shownRange(page: number, pageSize: number, shown: number, total: number): string {
  if (!total || !shown) return `Menampilkan 0 dari ${number.format(total)} tamu`;
  const first = (page - 1) * pageSize + 1;
  return `Menampilkan ${number.format(first)}–${number.format(first + shown - 1)} dari ${number.format(total)} tamu`;
}

/**
 * 'Sebelumnya' and 'Berikutnya' under the list, with the page among how many. A button with no page
 * to go to is marked unavailable rather than disabled, so the focus stays on it at the last page.
 */
export function GuestPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const step = (to: number, available: boolean, label: string) => (
    <Button
      variant="secondary"
      aria-disabled={!available || undefined}
      onClick={() => {
        if (available) onPage(to);
      }}
    >
      {label}
    </Button>
  );
  return (
    <nav className="guest-pager" aria-label="Halaman daftar tamu">
      {step(page - 1, page > 1, 'Sebelumnya')}
      <span className="guest-pager__where">
        Halaman {number.format(page)} dari {number.format(pages)}
      </span>
      {step(page + 1, page < pages, 'Berikutnya')}
    </nav>
  );
}
