import { texts } from '../../../shared/src/texts';

/** Spec §4 and §9: "Each task has a 20 s timeout". */
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
}

export interface RunOutcome {
  /** Names of the tasks that failed or timed out, in order. */
  failed: string[];
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
  const { timeoutMs = TASK_TIMEOUT_MS, onProgress, log = defaultLog } = options;
  const failed: string[] = [];
  onProgress?.(0, tasks.length);
  for (const [index, task] of tasks.entries()) {
    try {
      await withTimeout(task, timeoutMs);
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

function withTimeout(task: RefreshTask, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TaskTimeoutError(texts.taskTimedOut(task.name, timeoutMs))),
      timeoutMs,
    );
  });
  // Promise.resolve().then: a task that throws synchronously fails like one that rejects.
  return Promise.race([Promise.resolve().then(() => task.run()), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

function defaultLog(message: string, error?: unknown): void {
  console.warn(message, error);
}
