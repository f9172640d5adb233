import { readFileSync } from 'node:fs';

/**
 * A real response shape, copied unchanged from the kit's upstream-samples/ (DESIGN.md "The
 * sandbox") into ./samples so the repo's tests do not depend on files outside it.
 */
export function loadSample(name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`./samples/${name}.json`, import.meta.url), 'utf8'),
  ) as unknown;
}

export interface ShapeOptions {
  /**
   * Paths of objects used as maps (DefiLlama's `coins`), whose keys vary: their values are
   * compared, not their keys. Paths look like "$.coins" or "$[].token"; array items are "[]".
   */
  dictionaries?: readonly string[];
  /** Paths of keys the upstream documents as optional though every sample has them ("$[].labels"). */
  optional?: readonly string[];
}

interface Paths {
  dictionaries: ReadonlySet<string>;
  optional: ReadonlySet<string>;
}

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as Kind;
}

/**
 * Structural comparison of a response with one or more samples of the same endpoint: same keys
 * and nesting, same JSON types. With several samples (or several items of a sample array), a key
 * present in all of them is required and a key present in any is allowed; a null sample value
 * accepts any type, since the field is nullable. Returns readable mismatches, empty when alike.
 */
export function shapeMismatches(
  actual: unknown,
  samples: readonly unknown[],
  options: ShapeOptions = {},
): string[] {
  const problems: string[] = [];
  compare(
    actual,
    samples,
    '$',
    {
      dictionaries: new Set(options.dictionaries ?? []),
      optional: new Set(options.optional ?? []),
    },
    problems,
  );
  return problems;
}

function compare(
  actual: unknown,
  samples: readonly unknown[],
  at: string,
  paths: Paths,
  problems: string[],
) {
  const typed = samples.filter((sample) => sample !== null);
  if (typed.length === 0 || actual === null) return;
  const kind = kindOf(actual);
  const allowed = new Set(typed.map(kindOf));
  if (!allowed.has(kind)) {
    problems.push(`${at}: ${kind}, sample has ${[...allowed].join('|')}`);
    return;
  }
  if (kind === 'array') {
    const items = typed.filter(Array.isArray).flat();
    for (const item of actual as unknown[]) compare(item, items, `${at}[]`, paths, problems);
    return;
  }
  if (kind !== 'object') return;
  const objects = typed.filter(
    (sample): sample is Record<string, unknown> => kindOf(sample) === 'object',
  );
  const record = actual as Record<string, unknown>;
  if (paths.dictionaries.has(at)) {
    const values = objects.flatMap((object) => Object.values(object));
    for (const [key, value] of Object.entries(record))
      compare(value, values, `${at}.${key}`, paths, problems);
    return;
  }
  const allKeys = new Set(objects.flatMap((object) => Object.keys(object)));
  for (const key of allKeys) {
    if (
      !(key in record) &&
      !paths.optional.has(`${at}.${key}`) &&
      objects.every((object) => key in object)
    )
      problems.push(`${at}.${key}: missing`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (!allKeys.has(key)) {
      problems.push(`${at}.${key}: not in the sample`);
      continue;
    }
    compare(
      value,
      objects.filter((object) => key in object).map((object) => object[key]),
      `${at}.${key}`,
      paths,
      problems,
    );
  }
}
