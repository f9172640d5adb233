import { texts } from '../../../shared/src/texts';

/**
 * Spec §4 and §9: "Each task has a 20 s timeout".
 * @internal
 */
export const TASK_TIMEOUT_MS = 20_000;

export interface RefreshTask {
  /** Named in the timeout message and the log. */
  name: string;
  run(): Promise<unknown>;
}

export interface RunOptions {
  timeoutMs?: number;
  /** Called before the first task (done 0) and after each one, whatever its outcome. */
  onProgress?(done: number, total: number): void;
  /** Where a failed step is logged (spec §4: "a failed step is logged and refresh continues"). */
  log?(message: string, error?: unknown): void;
  /**
   * Aborted when asking again is pointless (this server stopped answering): the step under way
   * and the ones after it count as failed, and the run ends at once rather than waiting out
   * each step's timeout.
   */
  signal?: AbortSignal;
}

export interface RunOutcome {
  /** Names of the tasks that failed or timed out, in order. */
  failed: string[];
  /** The run was given up (RunOptions.signal) before its last task. */
  stopped?: boolean;
}

class TaskTimeoutError extends Error {
  override readonly name = 'TaskTimeoutError';
}

/**
 * Runs the tasks one after another, in order, each bounded by the timeout. A failure or a timeout
 * is logged and the next task starts: one slow chain must not stop the rest of the refresh. A
 * timed-out task is not cancelled (a query cannot be taken back); its late answer still lands in
 * the cache.
 */
export async function runTasks(
  tasks: readonly RefreshTask[],
  options: RunOptions = {},
): Promise<RunOutcome> {
  const { timeoutMs = TASK_TIMEOUT_MS, onProgress, log = defaultLog, signal } = options;
  const failed: string[] = [];
  onProgress?.(0, tasks.length);
  for (const [index, task] of tasks.entries()) {
    if (signal?.aborted) {
      failed.push(...tasks.slice(index).map((left) => left.name));
      log('Refresh stopped: the server does not answer.');
      return { failed, stopped: true };
    }
    try {
      await withTimeout(task, timeoutMs, signal);
    } catch (error) {
      failed.push(task.name);
      log(
        error instanceof TaskTimeoutError ? error.message : `Refresh task "${task.name}" failed.`,
        error,
      );
    }
    onProgress?.(index + 1, tasks.length);
  }
  return { failed };
}

function withTimeout(
  task: RefreshTask,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TaskTimeoutError(texts.taskTimedOut(task.name, timeoutMs))),
      timeoutMs,
    );
    onAbort = () => reject(new Error(`Refresh task "${task.name}" given up.`));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  // Promise.resolve().then: a task that throws synchronously fails like one that rejects.
  return Promise.race([Promise.resolve().then(() => task.run()), timeout]).finally(() => {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  });
}

function defaultLog(message: string, error?: unknown): void {
  console.warn(message, error);
}
