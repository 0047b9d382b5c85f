import { Button } from './button';
import './pager.css';

const number = new Intl.NumberFormat('id-ID');

/** 'Menampilkan 1–25 dari 1.234 tamu': which rows of how many (numbers as Indonesians write them), `noun` naming them. */
export function shownRange(page: number, pageSize: number, shown: number, total: number, noun: string): string {
  if (!total || !shown) return `Menampilkan 0 dari ${number.format(total)} ${noun}`;
  const first = (page - 1) * pageSize + 1;
  return `Menampilkan ${number.format(first)}–${number.format(first + shown - 1)} dari ${number.format(total)} ${noun}`;
}

/**
 * 'Sebelumnya' and 'Berikutnya' under a paged list, with the page among how many; `label` names the
 * list's pages ('Halaman daftar tamu'). A button with no page to go to is marked unavailable rather
 * than disabled, so the focus stays on it at the last page.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  const step = (to: number, available: boolean, text: string) => (
    <Button
      variant="secondary"
      aria-disabled={!available || undefined}
      onClick={() => {
        if (available) onPage(to);
      }}
    >
      {text}
    </Button>
  );
  return (
    <nav className="ui-pager" aria-label={label}>
      {step(page - 1, page > 1, 'Sebelumnya')}
      <span className="ui-pager__where">
        Halaman {number.format(page)} dari {number.format(pages)}
      </span>
      {step(page + 1, page < pages, 'Berikutnya')}
    </nav>
  );
}
