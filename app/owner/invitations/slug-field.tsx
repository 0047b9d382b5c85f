import { useQuery } from '@tanstack/react-query';
import { SLUG_PATTERN } from '../../../engine/format/slug';
import { invitationCalls } from '../../api/invitation-calls';
import { TextField } from '../../ui/text-field';
import { useDebouncedValue } from '../kit/use-debounced-value';

export const SLUG_FORMAT_MESSAGE = 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung';

/**
 * The invitation's link (`/<slug>`), checked while the owner types: once typing pauses the API says
 * whether it is free ('Tersedia') or why not, at the field. A server error on submit wins.
 */
export function SlugField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (slug: string) => void;
  error?: string;
}) {
  const settled = useDebouncedValue(value);
  const wellFormed = SLUG_PATTERN.test(settled);
  const check = useQuery({
    queryKey: ['owner', 'slug-availability', settled],
    queryFn: () => invitationCalls.slugAvailability(settled),
    enabled: wellFormed,
    staleTime: 10_000,
  });
  const current = settled === value;

  let hint = 'Huruf kecil, angka dan tanda hubung, misalnya raka-dan-ayu.';
  let problem = error;
  if (!problem && value && current) {
    if (!wellFormed) problem = SLUG_FORMAT_MESSAGE;
    else if (check.isPending) hint = 'Memeriksa…';
    else if (check.isError) hint = 'Ketersediaan belum bisa diperiksa. Tetap bisa dicoba saat menyimpan.';
    else if (check.data?.available) hint = 'Tersedia';
    else if (check.data) problem = check.data.message ?? 'Slug sudah dipakai';
  }

  return (
    <TextField
      label="Tautan undangan"
      name="slug"
      value={value}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="url"
      maxLength={100}
      onChange={(event) => onChange(event.target.value.toLowerCase())}
      hint={
        <>
          <span className="slug-field__prefix">{`${window.location.host}/${value || '…'}`}</span>
          <span role="status" className={hint === 'Tersedia' ? 'slug-field__ok' : 'slug-field__check'}>
            {hint === 'Tersedia' ? '✓ Tersedia' : hint}
          </span>
        </>
      }
      error={problem}
    />
  );
}
