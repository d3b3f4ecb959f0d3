import type { ReactNode } from 'react';
import { Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ScrollableTable } from './ScrollableTable';
import classes from './ResponsiveList.module.css';

/** 01 §9: the mobile breakpoint, 768 px. */
export const PHONE_MEDIA_QUERY = '(max-width: 768px)';

export interface ListColumn<T> {
  /** The column's heading; on a phone, the label before the value. */
  header: string;
  /** What the column shows for one item. */
  cell: (item: T) => ReactNode;
  /**
   * - `title`: what names the item (the row header; a card's heading). One column should be it.
   * - `field` (default): a value, labelled with the header on a phone.
   * - `actions`: buttons; the header is for screen readers only, and on a phone they sit at the
   *   card's foot.
   */
  kind?: 'title' | 'field' | 'actions';
  /** Keeps the value on one line in the table (dates, short codes). */
  nowrap?: boolean;
}

export interface ListSelection<T> {
  /** Names the select-all checkbox (shown as its label on a phone). */
  allLabel: string;
  /** Names one item's checkbox. */
  itemLabel: (item: T) => string;
  isSelected: (item: T) => boolean;
  onChange: (items: readonly T[], selected: boolean) => void;
  disabled?: boolean;
}

interface ResponsiveListProps<T> {
  /** Names the table, or the list of cards, for screen readers. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly ListColumn<T>[];
  /** Checkboxes to pick items for a bulk action. */
  selection?: ListSelection<T>;
  /** Below this width the table scrolls inside its own region (wide screens only). */
  tableMinWidth?: number;
}

/**
 * THE list pattern of the app: a table on a wide screen, one card per item on a phone (768 px or
 * less), so a list never makes the page scroll sideways. Columns are declared once; a card shows
 * the title column as its heading, the fields as label–value pairs and the actions at its foot.
 * Rows are not striped: links in them keep their contrast on the plain background.
 */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  // Read at once (not after a first render), so a phone never lays out the wide table first.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, undefined, { getInitialValueInEffect: false });
  return phone ? <CardList {...props} /> : <WideTable {...props} />;
}

function selectAllState<T>(items: readonly T[], selection: ListSelection<T>) {
  const chosen = items.filter(selection.isSelected).length;
  return { checked: chosen > 0 && chosen === items.length, indeterminate: chosen > 0 && chosen < items.length };
}

function WideTable<T>({ label, items, itemKey, columns, selection, tableMinWidth = 640 }: ResponsiveListProps<T>) {
  return (
    <ScrollableTable label={label} minWidth={tableMinWidth}>
      <Table aria-label={label} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label={selection.allLabel}
                  {...selectAllState(items, selection)}
                  disabled={selection.disabled}
                  onChange={(event) => selection.onChange(items, event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.kind === 'actions' ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {selection && (
                <Table.Td>
                  <ItemCheckbox item={item} selection={selection} />
                </Table.Td>
              )}
              {columns.map((column) => {
                const Cell = column.kind === 'title' ? Table.Th : Table.Td;
                return (
                  <Cell
                    key={column.header}
                    scope={column.kind === 'title' ? 'row' : undefined}
                    style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.kind === 'actions' ? (
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        {column.cell(item)}
                      </Group>
                    ) : (
                      column.cell(item)
                    )}
                  </Cell>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

function CardList<T>({ label, items, itemKey, columns, selection }: ResponsiveListProps<T>) {
  const title = columns.find((column) => column.kind === 'title');
  const fields = columns.filter((column) => (column.kind ?? 'field') === 'field');
  const actions = columns.filter((column) => column.kind === 'actions');
  return (
    <Stack gap="sm">
      {selection && (
        <Checkbox
          label={selection.allLabel}
          {...selectAllState(items, selection)}
          disabled={selection.disabled}
          onChange={(event) => selection.onChange(items, event.currentTarget.checked)}
        />
      )}
      <ul aria-label={label} className={classes.cards}>
        {items.map((item) => (
          <li key={itemKey(item)} className={classes.card}>
            {(selection || title) && (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {selection && <ItemCheckbox item={item} selection={selection} />}
                {title && <div className={classes.title}>{title.cell(item)}</div>}
              </Group>
            )}
            {fields.length > 0 && (
              <dl className={classes.fields}>
                {fields.map((column) => (
                  <div key={column.header} className={classes.field}>
                    <Text component="dt" size="xs" fw={600} c="dimmed">
                      {column.header}
                    </Text>
                    <Text component="dd" size="sm">
                      {column.cell(item)}
                    </Text>
                  </div>
                ))}
              </dl>
            )}
            {actions.map((column) => (
              <Group key={column.header} gap="xs" justify="flex-end">
                {column.cell(item)}
              </Group>
            ))}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function ItemCheckbox<T>({ item, selection }: { item: T; selection: ListSelection<T> }) {
  return (
    <Checkbox
      aria-label={selection.itemLabel(item)}
      checked={selection.isSelected(item)}
      disabled={selection.disabled}
      onChange={(event) => selection.onChange([item], event.currentTarget.checked)}
    />
  );
}
