/** The gallery's round previous/next/pause buttons, inline and full screen. */
export const control =
  'flex size-11 items-center justify-center rounded-full border border-line bg-white/95 text-brand-700 shadow hover:bg-brand-50 data-[pressed]:bg-brand-100';
