import { Classes, HTMLTable } from '@blueprintjs/core';

/** Placeholder rows shaped like the holdings table while its first answer loads. */
export function TableSkeleton({
  rows = 6,
  columns = 6,
  label,
}: {
  rows?: number;
  columns?: number;
  label: string;
}) {
  return (
    <HTMLTable compact className="kinko-table" aria-label={label} aria-busy="true">
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {Array.from({ length: columns }, (_, column) => (
              <td key={column}>
                <span className={Classes.SKELETON}>
                  {column === 0 ? 'TOKEN name' : '000,000.00'}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
