import { z } from 'zod';

/** An upstream list row that failed its schema: the row as it came, and why it was dropped. */
export interface DroppedRow {
  row: unknown;
  reason: string;
}

export interface ParsedRows<T> {
  rows: T[];
  dropped: DroppedRow[];
}

/**
 * Validates a list row by row (one odd row never costs the page). Where a body enters, the
 * list itself is checked to be an array; each row then passes its schema or is dropped with the
 * first issue as its reason, so a Blockscout row with `address_hash: null` costs that row, not the
 * wallet's listing (spec §5 drops such entries, not the source).
 */
export function parseRows<S extends z.ZodType>(
  rows: readonly unknown[],
  schema: S,
): ParsedRows<z.output<S>> {
  const parsed: ParsedRows<z.output<S>> = { rows: [], dropped: [] };
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) parsed.rows.push(result.data);
    else parsed.dropped.push({ row, reason: describeIssue(result.error) });
  }
  return parsed;
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid row';
  const where = issue.path.length === 0 ? 'row' : issue.path.join('.');
  return `${where}: ${issue.message}`;
}

/** A list whose rows are checked one by one with parseRows. */
export const rowList = z.array(z.unknown());
