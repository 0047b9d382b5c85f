import { useId } from 'react';
import { wishesCsv } from '../../../engine/guests/guest-csv-export';
import { TEXT_MAX } from '../../../schemas/limits';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { WISH_EXPORT_SIZE } from '../../queries/owner-wish-queries';
import { CsvExportButton } from '../kit/csv-export-button';

/**
 * Above the wishes: the search by name or message, how many there are (or were found), and
 * 'Ekspor CSV', which saves every wish.
 */
export function WishesPanelToolbar({
  invitationId,
  slug,
  search,
  onSearch,
  total,
  q,
}: {
  invitationId: string;
  slug: string;
  /** The search as typed. */
  search: string;
  onSearch: (search: string) => void;
  /** How many wishes the list has; none until it is loaded. */
  total: number | null;
  /** The search the list was asked for. */
  q: string;
}) {
  const countId = useId();
  const exportAll = async () => {
    const all = await ownerGuestCalls.wishes(invitationId, { page: 1, pageSize: WISH_EXPORT_SIZE });
    return { filename: `ucapan-${slug}.csv`, content: wishesCsv(all.data) };
  };
  return (
    <div className="wish-toolbar">
      <div className="wish-search">
        <label className="visually-hidden" htmlFor={`${countId}-search`}>
          Cari nama atau ucapan
        </label>
        <input
          id={`${countId}-search`}
          className="ui-field__input wish-search__input"
          type="search"
          placeholder="Cari nama atau ucapan"
          value={search}
          maxLength={TEXT_MAX.name}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <p className="wish-panel__count" id={countId} aria-live="polite">
        {total === null ? '' : q !== '' ? `${total} ucapan ditemukan` : `${total} ucapan`}
      </p>
      <CsvExportButton
        makeFile={exportAll}
        disabled={total === null || (total === 0 && q === '')}
        describedBy={countId}
      />
    </div>
  );
}
