export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex select-none items-center justify-center gap-2 rounded-md font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ' +
  'data-[pending]:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'border border-brand-600 bg-brand-600 text-white hover:bg-brand-700 hover:border-brand-700 data-[pressed]:bg-brand-800',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 data-[pressed]:bg-brand-100',
  danger:
    'border border-danger-600 bg-danger-600 text-white hover:bg-[#912018] hover:border-[#912018] data-[pressed]:bg-[#7a1a14]',
  ghost: 'border border-transparent bg-transparent text-brand-700 hover:bg-brand-50 data-[pressed]:bg-brand-100',
};

// Every size keeps a touch target of at least 44 px.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
  icon: 'size-11 p-0',
};

/** The classes of a button (also for links styled as buttons). */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
