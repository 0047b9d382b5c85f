import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';
import { textInputProps } from '../../forms/widgets/text-input-props';

/** The groups the owner has used already, offered by the guest form's group field. */
export const GuestGroupsContext = createContext<readonly string[]>([]);

/** A guest's group: free text, with the groups already used as suggestions (a datalist). */
export function GuestGroupWidget(props: WidgetProps) {
  const { id, value } = props;
  const groups = useContext(GuestGroupsContext);
  const listId = `${id}__groups`;
  return (
    <>
      <input
        {...textInputProps<HTMLInputElement>(props, '')}
        className="ui-field__input"
        type="text"
        autoComplete="off"
        list={groups.length ? listId : undefined}
        value={typeof value === 'string' ? value : ''}
      />
      {groups.length > 0 && (
        <datalist id={listId}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
      )}
    </>
  );
}
