import { Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { RowQuery, SortKey } from './tokenRows';

export interface SortHeaderProps {
  sort: SortKey;
  query: RowQuery;
  onSort: (sort: SortKey) => void;
  numeric?: boolean;
  children: ReactNode;
}

/** A column header that sorts on click; aria-sort tells screen readers the current order. */
export function SortHeader({ sort, query, onSort, numeric = false, children }: SortHeaderProps) {
  const active = query.sort === sort;
  return (
    <th aria-sort={active ? (query.desc ? 'descending' : 'ascending') : 'none'} className={numeric ? 'kinko-numeric' : undefined}>
      <button type="button" className="kinko-sort-button" onClick={() => onSort(sort)}>
        {children}
        <Icon icon={active ? (query.desc ? 'sort-desc' : 'sort-asc') : 'double-caret-vertical'} size={12} className={active ? '' : 'kinko-muted'} />
      </button>
    </th>
  );
}
