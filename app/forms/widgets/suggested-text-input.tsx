import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { textInputProps } from './text-input-props';

/** A text a field offers as it is typed, with what it is when the words need saying ('Bank', say). */
export type TextSuggestion = { value: string; label?: string };

/**
 * A free-text field of a schema form that suggests `suggestions` as it is typed (a combobox, by a
 * datalist) and takes any other text as well. With no suggestions it is a plain text field.
 */
export function SuggestedTextInput({
  widget,
  suggestions,
  spellCheck,
}: {
  widget: WidgetProps;
  suggestions: readonly TextSuggestion[];
  spellCheck?: boolean;
}) {
  const { id, value } = widget;
  const listId = `${id}__suggestions`;
  return (
    <>
      <input
        {...textInputProps<HTMLInputElement>(widget, '')}
        aria-describedby={ariaDescribedByIds(id)}
        className="ui-field__input"
        type="text"
        list={suggestions.length ? listId : undefined}
        value={typeof value === 'string' ? value : ''}
        autoComplete="off"
        spellCheck={spellCheck}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
          ))}
        </datalist>
      )}
    </>
  );
}
