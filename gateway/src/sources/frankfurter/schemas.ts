import { z } from 'zod';

/** A rate is a positive number; Frankfurter leaves out a currency the ECB did not fix that day. */
const rates = z.record(z.string(), z.number().positive());

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /latest and GET /{date}: `{"amount":1.0,"base":"USD","date":"2024-11-22","rates":{"EUR":0.95923}}`. */
export const latestSchema = z.object({ base: z.string(), date: isoDay, rates });
