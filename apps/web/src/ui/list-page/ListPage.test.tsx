import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider, NativeSelect } from '@mantine/core';
import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { i18n } from '../../lib/i18n/i18n';
import { ResponsiveList } from '../ResponsiveList';
import { IconBuilding } from '../icons';
import { ListPage } from './ListPage';
import { ListSearch } from './ListSearch';
import { useListParams } from './useListParams';

interface Fruit {
  id: string;
  name: string;
  colour: 'red' | 'yellow';
}
const COLOURS = ['', 'red', 'yellow'] as const;
const FILTERS = { search: '', colour: '' };

/** A list of fruit through the scaffold, answered by `answer` (what a server would do). */
function FruitPage({ answer }: { answer: (query: typeof FILTERS & { page: number; pageSize: number }) => Fruit[] }) {
  const list = useListParams(FILTERS, { pageSize: 5, allowed: { colour: COLOURS } });
  const query = { ...list.filters, page: list.page, pageSize: list.pageSize };
  const fruit = useQuery({
    queryKey: ['fruit', query],
    queryFn: () => {
      const all = answer(query);
      return Promise.resolve({
        data: all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize),
        pagination: { total: all.length },
      });
    },
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      title="Fruit"
      description="The fruit in the bowl."
      filters={
        <>
          <ListSearch
            label="Search"
            value={list.filters.search}
            onChange={(value) => list.setFilter('search', value)}
          />
          <NativeSelect
            label="Colour"
            value={list.filters.colour}
            onChange={(event) => list.setFilter('colour', event.currentTarget.value)}
            data={COLOURS.map((value) => ({ value, label: value || 'Any colour' }))}
          />
        </>
      }
      query={fruit}
      filtered={list.filtered}
      clearFilters={list.clearFilters}
      loadFailed="The fruit could not be loaded"
      count={(count) => `${count} fruit`}
      empty={{ icon: IconBuilding, title: 'No fruit yet', description: 'Fruit appears here once it is bought.' }}
      noMatch={{ title: 'No fruit matches', description: 'Try other words.', clearLabel: 'Clear search and colour' }}
      paging={{ page: list.page, pageSize: list.pageSize, onChange: list.setPage }}
    >
      {(items) => (
        <ResponsiveList
          label="Fruit"
          items={items}
          itemKey={(item) => item.id}
          columns={[
            { header: 'Name', kind: 'title', cell: (item) => item.name },
            { header: 'Colour', cell: (item) => item.colour },
          ]}
        />
      )}
    </ListPage>
  );
}

const BOWL: Fruit[] = [
  ...['Apple', 'Cherry', 'Raspberry', 'Strawberry', 'Tomato', 'Redcurrant'].map((name) => ({
    id: name,
    name,
    colour: 'red' as const,
  })),
  ...['Banana', 'Lemon', 'Quince'].map((name) => ({ id: name, name, colour: 'yellow' as const })),
];
const fromBowl = ({ search, colour }: typeof FILTERS) =>
  BOWL.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()) && (!colour || item.colour === colour));

function renderList(path: string, answer: Parameters<typeof FruitPage>[0]['answer'] = fromBowl) {
  const router = createMemoryRouter([{ path: '/fruit', element: <FruitPage answer={answer} /> }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the list page scaffold', () => {
  it('keeps the filters in the address, leaving defaults out, and goes back to the first page', async () => {
    const router = renderList('/fruit?page=2');
    expect(await screen.findByText('9 fruit')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Redcurrant', 'Banana', 'Lemon', 'Quince']);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rr ');
    await waitFor(() => expect(router.state.location.search).toBe('?search=rr'));
    expect(await screen.findByText('4 fruit')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Cherry', 'Raspberry', 'Strawberry', 'Redcurrant']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'red');
    expect(router.state.location.search).toBe('?search=rr&colour=red');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), '');
    expect(router.state.location.search).toBe('?search=rr');
  });

  it('opens with the filters an address names, and ignores a value no filter takes', async () => {
    renderList('/fruit?colour=yellow&search=an');
    expect(await screen.findByText('1 fruit')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Banana']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('an');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('yellow');

    renderList('/fruit?colour=purple');
    expect(await screen.findByText('9 fruit')).toBeInTheDocument();
  });

  it('tells "nothing matches" from "nothing yet", and clears the filters from the first', async () => {
    const router = renderList('/fruit?search=kiwi&colour=red');
    // Announced: the empty state is a status region.
    const status = (await screen.findByRole('heading', { name: 'No fruit matches' })).closest('[role="status"]');
    if (!(status instanceof HTMLElement)) throw new Error('the empty state is not a status');
    expect(status).toHaveTextContent('Try other words.');
    expect(screen.queryByText('0 fruit')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(status).getByRole('button', { name: 'Clear search and colour' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('9 fruit')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('');
  });

  it('says what will be here when there is nothing yet, with no clear-filters button', async () => {
    renderList('/fruit', () => []);
    const status = (await screen.findByRole('heading', { name: 'No fruit yet' })).closest('[role="status"]');
    if (!(status instanceof HTMLElement)) throw new Error('the empty state is not a status');
    expect(status).toHaveTextContent('Fruit appears here once it is bought.');
    expect(screen.queryByRole('button', { name: /Clear/ })).not.toBeInTheDocument();
  });

  it('shows a list that could not be loaded with Try again, which loads it', async () => {
    let calls = 0;
    renderList('/fruit', (query) => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return fromBowl(query);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fruit could not be loaded');
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 fruit')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages, keeping the page in the address, and goes to the last page from one past the end', async () => {
    const router = renderList('/fruit');
    expect(await screen.findByText('9 fruit')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Apple', 'Cherry', 'Raspberry', 'Strawberry', 'Tomato']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(rowNames()).toEqual(['Redcurrant', 'Banana', 'Lemon', 'Quince']));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(router.state.location.search).toBe('');

    const past = renderList('/fruit?colour=red&page=4');
    await waitFor(() => expect(past.state.location.search).toBe('?colour=red&page=2'));
  });

  it('shows no paging for one page', async () => {
    renderList('/fruit?colour=yellow');
    expect(await screen.findByText('3 fruit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
