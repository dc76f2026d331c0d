import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

/**
 * Tabs (react-aria: arrow keys move between tabs, Home/End to the ends, the panel follows the
 * selected tab). Compose: <Tabs><TabList aria-label=…><Tab id=…/></TabList><TabPanel id=…/></Tabs>.
 */
export function Tabs({ className = '', ...props }: Omit<AriaTabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...props} className={`flex flex-col ${className}`} />;
}

/** The row of tabs; scrolls sideways on narrow screens instead of wrapping. Needs an aria-label. */
export function TabList<T extends object>({
  className = '',
  ...props
}: Omit<AriaTabListProps<T>, 'className'> & { className?: string }) {
  return <AriaTabList {...props} className={`flex gap-1 overflow-x-auto border-b border-line ${className}`} />;
}

export function Tab({ className = '', ...props }: Omit<AriaTabProps, 'className'> & { className?: string }) {
  return (
    <AriaTab
      {...props}
      className={
        'relative -mb-px flex min-h-11 shrink-0 cursor-pointer items-center whitespace-nowrap border-b-3 border-transparent px-4 text-base font-medium text-muted outline-none ' +
        'hover:text-ink data-[selected]:border-brand-600 data-[selected]:font-semibold data-[selected]:text-brand-700 ' +
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 ' +
        'data-[focus-visible]:outline-3 data-[focus-visible]:-outline-offset-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600 ' +
        className
      }
    />
  );
}

export function TabPanel({ className = '', ...props }: Omit<AriaTabPanelProps, 'className'> & { className?: string }) {
  return (
    <AriaTabPanel
      {...props}
      className={`py-4 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600 ${className}`}
    />
  );
}
