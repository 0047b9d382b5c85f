import { useId, type ReactNode } from 'react';

/**
 * A labelled choice among the guests' groups, after a first choice of none (`noGroup`): each group
 * as `groupLabel` words it (its name, unless told otherwise); `children` go under the select.
 */
export function SeatingGroupSelect({
  label,
  noGroup,
  groups,
  value,
  onChange,
  groupLabel = (group) => group,
  children,
}: {
  label: string;
  noGroup: string;
  groups: readonly string[];
  value: string;
  onChange: (group: string) => void;
  groupLabel?: (group: string) => string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noGroup}</option>
        {groups.map((group) => (
          <option key={group} value={group}>
            {groupLabel(group)}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
