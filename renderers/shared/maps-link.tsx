import { PinIcon } from './icons';

/** 'Open Maps' (in the theme's words): the map link in a new tab, or nothing without one. */
export function MapsLink({ url, label, small = false }: { url?: string | null; label: string; small?: boolean }) {
  if (!url) return null;
  return (
    <a className={small ? 'button button--small' : 'button'} href={url} target="_blank" rel="noreferrer">
      <PinIcon size={small ? 16 : 18} /> {label}
    </a>
  );
}
