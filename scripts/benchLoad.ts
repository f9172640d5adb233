// Load for `npm run bench`: `concurrency` keep-alive connections posting one body for `seconds`,
// in a worker thread so the client does not share the measuring process's event loop.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

interface LoadJob {
  url: string;
  body: string;
  concurrency: number;
  seconds: number;
}

const job = workerData as LoadJob;
const target = new URL(job.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
const latencies: number[] = [];
let errors = 0;
const deadline = performance.now() + job.seconds * 1000;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      },
    );
    request.on('error', () => {
      errors++;
      resolve();
    });
    request.end(job.body);
  });
}

async function worker(): Promise<void> {
  while (performance.now() < deadline) await once();
}

const started = performance.now();
await Promise.all(Array.from({ length: job.concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
parentPort?.postMessage({
  requests: latencies.length,
  errors,
  perSecond: latencies.length / elapsed,
  p50: latencies[Math.floor(latencies.length / 2)] ?? NaN,
});
agent.destroy();
