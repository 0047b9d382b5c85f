/** Inline SVG icons (no icon font): each takes the current text colour. */
type IconProps = { size?: number };

/** The frame of every inline icon: a 24-unit line drawing in the current colour, hidden from readers. */
export function Icon({
  size = 20,
  strokeWidth = 1.6,
  children,
}: IconProps & { strokeWidth?: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M3 12h18M12 8v13M12 8S10.5 3 8 4s-1 4 4 4c5 0 6.5-3 4-4s-4 4-4 4" />
  </Icon>
);
export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
  </Icon>
);
export const CameraIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
  </Icon>
);
export const DistanceIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="5" cy="6" r="2" />
    <circle cx="19" cy="6" r="2" />
    <path d="M5 9v6M19 9v6M9 12h6M9 12l2-2M9 12l2 2M15 12l-2-2M15 12l-2 2" />
  </Icon>
);
export const WashHandsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14c2 0 3-1 5-1h5a2 2 0 0 1 0 4h-4M4 20h9l6-4a2 2 0 0 0-2-3l-3 2" />
    <path d="M16 3c1 1.5 2 2.6 2 3.6a2 2 0 0 1-4 0c0-1 1-2.1 2-3.6z" />
  </Icon>
);
export const MaskIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 9c3-1 5-1.5 7-1.5S16 8 19 9v4c0 3-3 5-7 5s-7-2-7-5z" />
    <path d="M5 10H3v2c0 1 1 2 2.5 2M19 10h2v2c0 1-1 2-2.5 2M9 12h6M9 14.5h6" />
  </Icon>
);
export const ThermometerIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 14.8V5a2 2 0 0 0-4 0v9.8a4 4 0 1 0 4 0z" />
    <path d="M12 9v7" />
  </Icon>
);
