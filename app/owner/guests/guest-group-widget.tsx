import type { WidgetProps } from '@rjsf/utils';
import { createContext, useContext, useMemo } from 'react';
import { SuggestedTextInput } from '../../forms/widgets/suggested-text-input';

/** The groups the owner has used already, offered by the guest form's group field. */
export const GuestGroupsContext = createContext<readonly string[]>([]);

/** A guest's group: free text, with the groups already used as suggestions (a datalist). */
export function GuestGroupWidget(props: WidgetProps) {
  const groups = useContext(GuestGroupsContext);
  const suggestions = useMemo(() => groups.map((group) => ({ value: group })), [groups]);
  return <SuggestedTextInput widget={props} suggestions={suggestions} />;
}
