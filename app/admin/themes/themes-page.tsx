import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../engine/format/rupiah';
import { errorText } from '../../api/error-text';
import { adminThemesQuery } from '../../queries/admin-queries';
import { Badge } from '../../ui/badge';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { AdminTable } from '../kit/admin-table';

const COLUMNS = ['Tema', 'Kategori', 'Paket minimal', 'Dipakai'];

/**
 * Tema: the catalogue (docs/product.md#theme-catalogue), each theme with its category, the lowest plan
 * that may use it (a restricted theme names one) and how many invitations use it now.
 */
export function Component() {
  const themes = useQuery(adminThemesQuery());
  const list = themes.data ?? [];
  return (
    <AdminPageFrame title="Tema" lead="Katalog tema: yang khusus paket tertentu, dan berapa undangan memakainya.">
      <LoadingOrRetry query={themes} loading="Memuat tema…" failed={errorText(themes.error)} />
      {themes.data && (
        <AdminTable columns={COLUMNS} count={list.length} empty="Katalog tema kosong.">
          {list.map((theme) => (
            <tr key={theme.id}>
              <td data-label="Tema">
                {theme.name}
                <div className="admin-table__muted">{theme.slug}</div>
              </td>
              <td data-label="Kategori">
                <Badge color={theme.category.color}>{theme.category.name}</Badge>
              </td>
              <td data-label="Paket minimal">
                {theme.restricted && theme.plan ? (
                  <Badge color={theme.plan.color}>{theme.plan.name}</Badge>
                ) : (
                  'Semua paket'
                )}
              </td>
              <td data-label="Dipakai" className="admin-table__number">
                {formatNumber(theme.used)} undangan
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPageFrame>
  );
}
