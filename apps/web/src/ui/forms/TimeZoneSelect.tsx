import { useMemo } from 'react';
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { DEFAULT_TIME_ZONE } from '@campus/contracts';

/** The browser's IANA zones ('Europe/London', …), read once: the same array each render lets the select skip re-reading them. */
let known: string[] | null = null;
function zones(): string[] {
  if (!known) {
    try {
      known = Intl.supportedValuesOf('timeZone');
    } catch {
      known = [DEFAULT_TIME_ZONE];
    }
  }
  return known;
}

const plain = (text: string) => text.toLowerCase().replaceAll('_', ' ').trim();

/** Typing "new york" finds America/New_York: underscores count as spaces. */
const byName: OptionsFilter = ({ options, search }) => {
  const wanted = plain(search);
  return (options as ComboboxItem[]).filter((option) => plain(option.label).includes(wanted));
};

/**
 * A searchable select of IANA time zones, shown and valued by the zone's id as the rest of the
 * app names zones. A value the browser does not list (an alias such as 'UTC' stored earlier) is
 * kept as a choice, so it shows and stays chosen.
 */
export function TimeZoneSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter'> & {
  value: string;
  onChange: (zone: string) => void;
}) {
  const data = useMemo(() => {
    const all = zones();
    return value && !all.includes(value) ? [value, ...all] : all;
  }, [value]);
  return (
    <Select
      {...props}
      searchable
      allowDeselect={false}
      filter={byName}
      data={data}
      value={value}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
    />
  );
}
