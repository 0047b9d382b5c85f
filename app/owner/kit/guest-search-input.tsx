/** How long typing pauses before the guest list is searched on the server. */
export const GUEST_SEARCH_DELAY_MS = 300;

/**
 * The guest list's search box: the server's `q` matches a name, a group or a number, and the
 * placeholder says so. The caller labels it (`id`) and sends the text once typing pauses
 * (GUEST_SEARCH_DELAY_MS).
 */
export function GuestSearchInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <input
      id={id}
      type="search"
      className="ui-field__input"
      placeholder="Cari nama, grup atau nomor"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
