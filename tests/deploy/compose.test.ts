import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';

// compose.yaml checked against the Compose Specification's JSON schema, vendored from
// compose-spec/compose-spec (schema/compose-spec.json at 170098ba, Apache-2.0) because CI has no
// network; and with `docker compose config` where a Docker client with the compose plugin exists.

const root = path.resolve(import.meta.dirname, '../..');
const composeFile = path.join(root, 'compose.yaml');
const compose = parse(readFileSync(composeFile, 'utf8')) as {
  services: Record<string, { healthcheck?: { test: string[] }; environment?: object }>;
};

// The schema names its meta-schema by an https URL Ajv does not know by that spelling; it is draft-07.
const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'compose-spec.json'), 'utf8')) as object,
);

function composePlugin(): boolean {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('is refused by the schema when it is not valid Compose (the check can fail)', () => {
    expect(validate({ services: { gateway: { healthcheck: { intervall: '30s' } } } })).toBe(false);
  });

  it('runs replicas of the gateway on Redis, healthy only when /readyz answers', () => {
    const gateway = compose.services.gateway;
    expect(gateway?.environment).toMatchObject({ CACHE_URL: 'redis://redis:6379' });
    expect(gateway?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(compose.services.redis?.healthcheck).toBeDefined();
  });

  (composePlugin() ? it : it.skip)('passes docker compose config', () => {
    execFileSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], { cwd: root });
  });
});
