const SIZES = {
  md: { box: 'size-16 text-xl', px: 64 },
  lg: { box: 'size-24 text-3xl', px: 96 },
};

/** "Guðrún Jónsdóttir" -> "GJ": the first letters of the first and last names. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(parts[0] ?? '')[0] ?? '';
  const last = parts.length > 1 ? (Array.from(parts[parts.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A person's round picture, or their initials on a coloured circle when there is none. The name
 * is always written beside it, so the picture itself is decorative (empty alt text).
 */
export function Avatar({ url, name, size = 'md' }: { url: string | null | undefined; name: string; size?: keyof typeof SIZES }) {
  const { box, px } = SIZES[size];
  if (url) {
    return (
      <img src={url} alt="" width={px} height={px} className={`${box} shrink-0 rounded-full object-cover`} data-testid="avatar" />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white`}
    >
      {initials(name)}
    </span>
  );
}
