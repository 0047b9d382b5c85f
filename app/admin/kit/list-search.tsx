import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import './list-search.css';

/**
 * A list's search: a field and 'Cari'. The list asks the server when the search is sent, not at
 * every keystroke. Give it `key={value}` so that a search changed by the address (Back) shows here.
 */
export function ListSearch({
  label,
  value,
  onSearch,
  children,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** Further filters beside the field (a role to list, say). */
  children?: ReactNode;
}) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        className="admin-search__field"
        label={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      <Button type="submit" variant="secondary">
        Cari
      </Button>
    </form>
  );
}
