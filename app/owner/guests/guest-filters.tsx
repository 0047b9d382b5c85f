import { useEffect, useEffectEvent, useId, useState, type ChangeEvent } from 'react';
import { useDebouncedValue } from '../kit/use-debounced-value';
import {
  DEFAULT_SORT,
  OPENED_OPTIONS,
  RSVP_OPTIONS,
  SENT_OPTIONS,
  SORT_OPTIONS,
  VIP_OPTIONS,
  type GuestListView,
} from './guest-list-params';
import { GUEST_SEARCH_DELAY_MS, GuestSearchInput } from '../kit/guest-search-input';

type Change = (next: Partial<Omit<GuestListView, 'page'>>) => void;

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="guest-filters__field">
      <label htmlFor={id} className="guest-filters__label">
        {label}
      </label>
      <select id={id} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The list's search (name, group or number; sent once typing pauses), its filters by RSVP answer,
 * by link sent, by link opened, by group and by VIP, and its order. `text`/`onText` is the search box as typed. `folded`
 * (a phone): the filters and the order sit under 'Saring dan urutkan', which says how many filters
 * are on and is open when the list opens filtered.
 */
export function GuestFilters({
  view,
  groups,
  text,
  folded,
  onText,
  onChange,
}: {
  view: GuestListView;
  groups: readonly string[];
  text: string;
  folded: boolean;
  onText: (text: string) => void;
  onChange: Change;
}) {
  const searchId = useId();
  const typed = useDebouncedValue(text.trim(), GUEST_SEARCH_DELAY_MS);
  const search = useEffectEvent((q: string) => {
    if (q !== view.q) onChange({ q });
  });
  useEffect(() => search(typed), [typed]);

  // A group the address names stays choosable even when no guest has it any more.
  const groupNames = view.group && !groups.includes(view.group) ? [view.group, ...groups] : groups;
  const active = [view.rsvp, view.sent, view.opened, view.group, view.vip].filter(Boolean).length;
  const [openAtFirst] = useState(active > 0 || view.sort !== DEFAULT_SORT);

  const selects = (
    <div className="guest-filters__selects">
      <Select
        label="RSVP"
        value={view.rsvp}
        options={RSVP_OPTIONS}
        onChange={(rsvp) => onChange({ rsvp: rsvp as GuestListView['rsvp'] })}
      />
      <Select
        label="Tautan"
        value={view.sent}
        options={SENT_OPTIONS}
        onChange={(sent) => onChange({ sent: sent as GuestListView['sent'] })}
      />
      <Select
        label="Dibuka"
        value={view.opened}
        options={OPENED_OPTIONS}
        onChange={(opened) => onChange({ opened: opened as GuestListView['opened'] })}
      />
      <Select
        label="Grup"
        value={view.group}
        options={[{ value: '', label: 'Semua grup' }, ...groupNames.map((group) => ({ value: group, label: group }))]}
        onChange={(group) => onChange({ group })}
      />
      <Select
        label="VIP"
        value={view.vip}
        options={VIP_OPTIONS}
        onChange={(vip) => onChange({ vip: vip as GuestListView['vip'] })}
      />
      <Select
        label="Urutkan"
        value={view.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort: sort as GuestListView['sort'] })}
      />
    </div>
  );
  return (
    <div className="guest-filters" role="search" aria-label="Cari dan saring tamu">
      <div className="guest-filters__field guest-filters__search">
        <label htmlFor={searchId} className="guest-filters__label">
          Cari
        </label>
        <GuestSearchInput id={searchId} value={text} onChange={onText} />
      </div>
      {folded ? (
        <details className="guest-filters__fold" open={openAtFirst}>
          <summary>
            Saring dan urutkan
            {active > 0 && <span className="guest-filters__active"> ({active} aktif)</span>}
          </summary>
          {selects}
        </details>
      ) : (
        selects
      )}
    </div>
  );
}
