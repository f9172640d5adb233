import { z } from 'zod';

/** A rate is a positive number; Frankfurter leaves out a currency the ECB did not fix that day. */
const rates = z.record(z.string(), z.number().positive());

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /latest and GET /{date}: `{"amount":1.0,"base":"USD","date":"2024-11-22","rates":{"EUR":0.95923}}`. */
export const latestSchema = z.object({ base: z.string(), date: isoDay, rates });

/**
 * GET /{from}..{to}: `{"base":"USD","start_date":…,"end_date":…,"rates":{"2024-01-02":{"EUR":0.91}}}`,
 * one entry per ECB working day (weekends and TARGET holidays are absent).
 */
export const seriesSchema = z.object({
  base: z.string(),
  start_date: isoDay,
  end_date: isoDay,
  rates: z.record(isoDay, rates),
});
