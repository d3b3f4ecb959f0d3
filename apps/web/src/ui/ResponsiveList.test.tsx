import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, MantineProvider } from '@mantine/core';
import { EmailAddress } from './EmailAddress';
import { PHONE_MEDIA_QUERY, ResponsiveList } from './ResponsiveList';

interface Person {
  id: string;
  name: string;
  email: string;
  unit: string;
}
const PEOPLE: Person[] = [
  { id: 'a', name: 'Ada Lovelace', email: 'ada@engines.example', unit: 'Analysis' },
  { id: 'b', name: 'Charles Babbage', email: 'charles@engines.example', unit: 'Difference' },
];

function People() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <ResponsiveList
      label="People"
      items={PEOPLE}
      itemKey={(person) => person.id}
      selection={{
        allLabel: 'Select everyone',
        itemLabel: (person) => `Select ${person.name}`,
        isSelected: (person) => selected.has(person.id),
        onChange: (people, checked) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const person of people) {
              if (checked) next.add(person.id);
              else next.delete(person.id);
            }
            return next;
          }),
      }}
      columns={[
        { header: 'Name', kind: 'title', cell: (person) => person.name },
        { header: 'Email address', cell: (person) => <EmailAddress address={person.email} /> },
        { header: 'Unit', cell: (person) => person.unit },
        { header: 'Actions', kind: 'actions', cell: (person) => <Button>{`Remove ${person.name}`}</Button> },
      ]}
    />
  );
}

/** jsdom lays nothing out: say whether the phone query matches. */
function onScreen(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_MEDIA_QUERY,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  render(
    <MantineProvider>
      <People />
    </MantineProvider>,
  );
}

describe('responsive list', () => {
  it('is a table on a wide screen, the title column heading each row', () => {
    onScreen(false);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(within(headers[0]!).getByRole('checkbox', { name: 'Select everyone' })).toBeInTheDocument();
    expect(headers.slice(1).map((header) => header.textContent)).toEqual(['Name', 'Email address', 'Unit', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is one card per item on a phone: no table, each value labelled, actions and selection kept', async () => {
    onScreen(true);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const ada = cards[0]!;
    expect(
      within(ada)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Email address', 'Unit']);
    expect(
      within(ada)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['ada@engines.example', 'Analysis']);
    expect(within(ada).getByRole('button', { name: 'Remove Ada Lovelace' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select everyone' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Charles Babbage' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Charles Babbage' }));
    expect(screen.getByRole('checkbox', { name: 'Select everyone' })).not.toBeChecked();
  });
});

describe('email address', () => {
  it('may break only after the @ and before dots', () => {
    const { container } = render(
      <MantineProvider>
        <EmailAddress address="liam.hughes@southwind.test" />
      </MantineProvider>,
    );
    const address = container.querySelector('span')!;
    expect(address).toHaveTextContent('liam.hughes@southwind.test');
    // A <wbr> is where a line may break: before each dot and after the @, nowhere else.
    expect(address.innerHTML.replace(/<wbr>/g, '|')).toBe('liam|.hughes@|southwind|.test');
    expect(address.style.overflowWrap).toBe('break-word');
  });
});
