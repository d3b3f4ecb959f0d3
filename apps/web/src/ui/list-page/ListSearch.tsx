import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '../icons';

interface ListSearchProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** The search the list applies (the address's). */
  value: string;
  /** Called with the trimmed text once typing pauses (300 ms). */
  onChange: (value: string) => void;
}

/**
 * A list's search box: it shows what is typed at once and hands it to the list once typing
 * pauses, so the address and the request follow the words, not each key. Clearing the filters
 * empties it.
 */
export function ListSearch({ value, onChange, ...props }: ListSearchProps) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The list's search changed from outside (clear filters, Back): show it (adjusting state
  // while rendering, as React recommends over an effect).
  if (value !== applied) {
    setApplied(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const apply = useDebouncedCallback((next: string) => onChange(next.trim()), 300);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
      w={{ base: '100%', sm: 320 }}
      {...props}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}
