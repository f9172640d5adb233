import { COMPLETE_HEADER, PARTIAL_HEADER, STALE_HEADER } from '../../apiHeaders';
import type { RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { publicFailureOf } from '../../errors/publicErrors';
import { sendFailure } from '../../middleware/httpErrors';
import type { SourceStatus } from '../../services/sourceStatus';
import { toCsv, type CsvColumn } from './csvWriter';
import { noteHeader, sourceNotes, type ExportIssue } from './sourceNotes';
import { parseQuery, type QuerySchema } from '../queryParams';

/** What one CSV export produced: its rows, and what the sources said while producing them. */
export interface CsvExport<Row> extends SourcedExport {
  /** Without the extension. */
  filename: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  /** Headers of the export's own (transactions: where the next rows start). */
  headers?: Readonly<Record<string, string>>;
}

/** `kinko-portfolio-2025-06-01`: a download a day does not overwrite yesterday's. */
export function datedFilename(name: string, date: Date): string {
  return `kinko-${name}-${date.toISOString().slice(0, 10)}`;
}

/** What every export needs for its failure rules: its rows and what the sources said. */
export interface SourcedExport {
  rows: readonly unknown[];
  statuses: readonly SourceStatus[];
  issues?: readonly ExportIssue[];
  /**
   * Whether the rows are all there is, when the export knows better than its statuses (a total's
   * own verdict: a failed price source that every holding's fallback covered costs nothing).
   * Otherwise: no failed, stale or truncated source.
   */
  complete?: boolean;
}

/**
 * Runs an export and answers it with `send` (DESIGN.md "One process, one port"). A CSV or a
 * calendar has no place for "this is incomplete", so failures travel in headers
 * (docs/DECISIONS.md "CSV exports"), and an export left with no rows because something failed is
 * a 502 with the reasons as text: a spreadsheet then shows an error, not an empty sheet that reads
 * as "nothing held". Bad input is a 400 with the same texts the GraphQL API gives: the query is
 * read with `query`, the schema the OpenAPI document describes the route by.
 */
export function exportRoute<Query extends QuerySchema, Result extends SourcedExport>(
  query: Query,
  produce: (query: z.output<Query>) => Promise<Result>,
  send: (response: Response, result: Result) => void,
): RequestHandler {
  return async (request, response) => {
    let result: Result;
    try {
      result = await produce(parseQuery(query, request.query));
    } catch (error) {
      const failure = publicFailureOf(error);
      if (failure !== undefined) {
        sendFailure(request, response, failure);
        return;
      }
      // The request's log line carries the unmasked error (gateway/src/logging/requestLogging.ts).
      response.err = error instanceof Error ? error : new Error(String(error));
      response.status(500).type('text/plain').send('Internal server error\n');
      return;
    }
    const notes = sourceNotes(result.statuses, result.issues);
    if (notes.partial.length > 0) response.set(PARTIAL_HEADER, noteHeader(notes.partial));
    if (notes.stale.length > 0) response.set(STALE_HEADER, noteHeader(notes.stale));
    // Always sent, so a program reads one header instead of inferring from two that may be absent.
    const complete = result.complete ?? (notes.partial.length === 0 && notes.stale.length === 0);
    response.set(COMPLETE_HEADER, String(complete));
    if (result.rows.length === 0 && notes.partial.length > 0) {
      response
        .status(502)
        .type('text/plain')
        .send(`No rows: the sources they come from failed.\n${notes.partial.join('\n')}\n`);
      return;
    }
    send(response, result);
  };
}

/** An export answered as a CSV download. */
export function csvRoute<Query extends QuerySchema, Row>(
  query: Query,
  produce: (query: z.output<Query>) => Promise<CsvExport<Row>>,
): RequestHandler {
  return exportRoute(query, produce, (response, result) => {
    response.set(result.headers ?? {});
    response.attachment(`${result.filename}.csv`);
    response.type('text/csv; charset=utf-8').send(toCsv(result.columns, result.rows));
  });
}
