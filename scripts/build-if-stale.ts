// `npm start`'s first step: builds the dashboard and the gateway only when a source changed since
// the last successful build, so a restart with nothing changed serves the existing build at once.
// The build's output goes to dist/build.log, not into the server's log.
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

const LOG = 'dist/build.log';
const OUTPUTS = ['dist/client/index.html', 'dist/gateway/index.js', 'dist/gateway/sourceMaps.js'];
/** What the build reads: sources, their configuration and the installed packages' versions. */
const INPUTS = [
  'client',
  'gateway/src',
  'shared/src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'codegen.ts',
];

/** The newest modification time under `entry`; tests change nothing the build emits. */
function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || /\.test\.tsx?$/.test(child.name)) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child.name)));
  }
  return newest;
}

/** Stale when an output is missing or a source changed after the oldest output was written. */
function isStale(): boolean {
  if (OUTPUTS.some((output) => !existsSync(output))) return true;
  const built = Math.min(...OUTPUTS.map((output) => statSync(output).mtimeMs));
  return INPUTS.some((input) => newestChange(input) > built);
}

if (isStale()) {
  console.log(`Building the dashboard and the gateway (about 30 s; output in ${LOG})…`);
  mkdirSync('dist', { recursive: true });
  const log = openSync(LOG, 'w');
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', log, log] });
  closeSync(log);
  if (build.status !== 0) {
    const tail = readFileSync(LOG, 'utf8').split('\n').slice(-40).join('\n');
    process.stderr.write(`${tail}\nThe build failed (whole output in ${LOG}).\n`);
    process.exit(build.status ?? 1);
  }
}
