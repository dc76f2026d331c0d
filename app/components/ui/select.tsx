import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Select as AriaSelect,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ErrorMessage, FieldMessage } from './field-message.tsx';
import { descriptionClass, fieldClass, labelClass } from './field-styles.ts';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';

export interface SelectOption {
  id: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Shown when nothing is chosen; defaults to "Choose…" in the interface language. */
  placeholder?: string;
  description?: string;
  errorMessage?: ErrorMessage;
  /** The form receives the chosen option's id under this name. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  markOptional?: boolean;
  className?: string;
}

/**
 * Choose one option from a list (react-aria Select: a button that opens a listbox; arrow keys,
 * typing a letter and Enter work as in a native select; a hidden native select goes with the form).
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  name,
  isRequired,
  isDisabled,
  markOptional = true,
  className = '',
}: SelectProps) {
  const { t } = useTranslation('components');
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect
      value={value}
      defaultValue={defaultValue}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder ?? t('select.placeholder')}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      disabledKeys={disabledKeys}
      className={`group ${fieldClass} ${className}`}
    >
      <Label className={labelClass}>
        {label}
        {markOptional && !isRequired && <span className="font-normal text-muted"> ({t('field.optional')})</span>}
      </Label>
      <AriaButton
        className={
          'flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-line bg-white px-3 text-left text-base text-ink ' +
          'hover:border-brand-600 data-[pressed]:bg-subtle data-[disabled]:bg-subtle data-[disabled]:text-muted ' +
          'group-data-[invalid]:border-danger-600'
        }
      >
        <SelectValue className="truncate data-[placeholder]:text-muted" />
        <ChevronDownIcon className="size-5 text-muted" />
      </AriaButton>
      {description && (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      )}
      <FieldMessage errorMessage={errorMessage} />
      <Popover className="max-h-80 min-w-(--trigger-width) overflow-auto rounded-md border border-line bg-white p-1 shadow-lg outline-none">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={
                'group flex min-h-11 cursor-default items-center gap-2 rounded px-3 py-2 text-base text-ink outline-none ' +
                'data-[focused]:bg-brand-50 data-[selected]:font-semibold data-[disabled]:text-muted data-[disabled]:opacity-60'
              }
            >
              {({ isSelected }) => (
                <>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <Text slot="label">{option.label}</Text>
                    {option.description && (
                      <Text slot="description" className="text-sm font-normal text-muted">
                        {option.description}
                      </Text>
                    )}
                  </span>
                  {isSelected && <CheckIcon className="size-5 text-brand-700" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
