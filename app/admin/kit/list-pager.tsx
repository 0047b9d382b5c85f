import type { AdminListMeta } from '../../../schemas/responses/admin';
import { Pager, shownRange } from '../../ui/pager';
import './list-pager.css';

/** Under a console list: which rows of how many ('Menampilkan 1–20 dari 57 pesanan'), and its pager. */
export function ListPager({
  meta,
  shown,
  noun,
  onPage,
}: {
  meta: AdminListMeta;
  /** Rows on this page. */
  shown: number;
  /** What the rows are: 'pesanan', 'undangan' … */
  noun: string;
  onPage: (page: number) => void;
}) {
  return (
    <div className="admin-list-footer">
      <p className="admin-list-footer__range">{shownRange(meta.page, meta.pageSize, shown, meta.total, noun)}</p>
      <Pager
        page={meta.page}
        pages={Math.ceil(meta.total / meta.pageSize)}
        onPage={onPage}
        label={`Halaman daftar ${noun}`}
      />
    </div>
  );
}
