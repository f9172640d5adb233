import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import path from 'node:path';

// npm run check:layers runs the same configuration over the real tree; this shows it fails on a
// wrong-way import and passes the tree as committed (with its recorded known violations).
const root = path.resolve(import.meta.dirname, '../..');

async function violationsOf(baseDir: string, sources: string[]): Promise<IViolation[]> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const tsConfig = extractTsConfig(path.join(root, 'tsconfig.json'));
  const { output } = (await cruise(sources, { ...options, baseDir, validate: true }, undefined, {
    tsConfig,
  })) as { output: ICruiseResult };
  return output.summary.violations;
}

test('a source importing a service breaks the layer check', async () => {
  const violations = await violationsOf(path.join(root, 'tests/fixtures/layers'), ['gateway/src']);
  expect(violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }))).toEqual([
    {
      rule: 'sources-not-up',
      from: 'gateway/src/sources/upstream/getThing.ts',
      to: 'gateway/src/services/area/rule.ts',
    },
  ]);
});

test('the tree breaks no layer rule', async () => {
  const violations = await violationsOf(root, ['gateway/src', 'client/src', 'shared/src']);
  expect(violations.map(({ rule, from, to }) => `${rule.name} ${from} -> ${to}`)).toEqual([]);
}, 120_000);
