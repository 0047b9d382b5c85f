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
/** The list's filters and its order: each a select. */
type ChoiceKey = 'rsvp' | 'sent' | 'opened' | 'group' | 'vip' | 'sort';

type Option = { value: string; label: string };

const groupOption = (group: string): Option => ({ value: group, label: group });

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
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

  // The selects in their order on screen. Each option's value is one its key's field takes (the cast below).
  const choices: { key: ChoiceKey; label: string; options: readonly Option[] }[] = [
    { key: 'rsvp', label: 'RSVP', options: RSVP_OPTIONS },
    { key: 'sent', label: 'Tautan', options: SENT_OPTIONS },
    { key: 'opened', label: 'Dibuka', options: OPENED_OPTIONS },
    { key: 'group', label: 'Grup', options: [{ value: '', label: 'Semua grup' }, ...groupNames.map(groupOption)] },
    { key: 'vip', label: 'VIP', options: VIP_OPTIONS },
    { key: 'sort', label: 'Urutkan', options: SORT_OPTIONS },
  ];
  const selects = (
    <div className="guest-filters__selects">
      {choices.map(({ key, label, options }) => (
        <Select
          key={key}
          label={label}
          value={view[key]}
          options={options}
          onChange={(value) => onChange({ [key]: value } as Partial<Pick<GuestListView, ChoiceKey>>)}
        />
      ))}
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
