import { HTMLSelect, Icon } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import type { ReactNode } from 'react';

/** Which column a table is sorted by, and which way. */
export interface SortState<K extends string> {
  sort: K;
  desc: boolean;
}

export interface SortHeaderProps<K extends string> {
  sort: K;
  state: SortState<K>;
  onSort: (sort: K) => void;
  /** A number column: the header sits at the end, as the figures do. */
  numeric?: boolean;
  title?: string;
  children: ReactNode;
}

/**
 * A column header that sorts on click; aria-sort tells screen readers the current order. The
 * icon follows the label in every column, so labels line up with their figures.
 */
export function SortHeader<K extends string>({
  sort,
  state,
  onSort,
  numeric = false,
  title,
  children,
}: SortHeaderProps<K>) {
  const active = state.sort === sort;
  return (
    <th
      aria-sort={active ? (state.desc ? 'descending' : 'ascending') : 'none'}
      className={numeric ? 'kinko-numeric' : undefined}
      title={title}
    >
      <button type="button" className="kinko-sort-button" onClick={() => onSort(sort)}>
        {children}
        <Icon
          icon={active ? (state.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'}
          size={12}
          className={active ? '' : 'kinko-muted'}
        />
      </button>
    </th>
  );
}

/** The next sort state after a click: the same column flips, a new one starts in its natural order. */
export function nextSort<K extends string>(
  current: SortState<K>,
  sort: K,
  startsDescending: (sort: K) => boolean,
): SortState<K> {
  return { sort, desc: current.sort === sort ? !current.desc : startsDescending(sort) };
}

export interface SortSelectProps<K extends string> {
  columns: ReadonlyArray<{ key: K; label: string }>;
  state: SortState<K>;
  onChange: (next: SortState<K>) => void;
}

/**
 * The sort on a phone, where a table's rows are cards and its header row is hidden: every column,
 * each way, in one select (hidden on wider screens, where the headers sort).
 */
export function SortSelect<K extends string>({ columns, state, onChange }: SortSelectProps<K>) {
  const t = useT();
  const sorted = columns.some((column) => column.key === state.sort);
  return (
    <HTMLSelect
      className="kinko-sort-select"
      aria-label={t('table.sortBy')}
      iconProps={{ title: t('shell.openDropdown') }}
      value={sorted ? `${state.sort}:${state.desc ? 'desc' : 'asc'}` : ''}
      onChange={(event) => {
        const [key, way] = event.currentTarget.value.split(':');
        const column = columns.find((candidate) => candidate.key === key);
        if (column) onChange({ sort: column.key, desc: way === 'desc' });
      }}
      options={[
        ...(sorted ? [] : [{ value: '', label: t('table.sortBy') }]),
        ...columns.flatMap((column) => [
          { value: `${column.key}:desc`, label: `${column.label} ↓` },
          { value: `${column.key}:asc`, label: `${column.label} ↑` },
        ]),
      ]}
    />
  );
}
