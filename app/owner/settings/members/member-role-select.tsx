import { useId } from 'react';
import {
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  type InvitationMember,
} from '../../../../schemas/entities/invitation-member.schema';

type Role = InvitationMember['role'];

/** A choice of a member's role: Editor or Hanya lihat. `label` may be read by screen readers only. */
export function MemberRoleSelect({
  label,
  value,
  onChange,
  hiddenLabel = false,
  disabled = false,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  hiddenLabel?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="ui-field member-role-select">
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role)}
      >
        {MEMBER_ROLES.map((role) => (
          <option key={role} value={role}>
            {MEMBER_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
