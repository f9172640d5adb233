// `npm run dev`: the gateway with reload on :4000 and Vite's dev server on :5173 (which proxies the
// API to the gateway). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('tsx', ['watch', 'gateway/src/index.ts'], { stdio: 'inherit' }),
  spawn('vite', ['--config', 'client/vite.config.ts'], { stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
