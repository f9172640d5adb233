import type { ApolloClient } from '@apollo/client';
import { serverReachability, type ServerReachability } from '../graphql/links/serverReachability';
import { walletStore } from '../wallets/walletStore';
import { planBackgroundRefresh, planRefresh } from './refreshTasks';
import { runTasks, type RefreshTask, type RunOutcome } from './runTasks';
import { stakingRefreshTasks } from './stakingTasks';

export type RunKind = 'manual' | 'background';

export type RefreshState =
  | {
      status: 'idle';
      lastRun: { kind: RunKind; finishedAt: number; failed: string[]; stopped: boolean } | null;
    }
  | { status: 'refreshing'; kind: RunKind; done: number; total: number };

type Listener = (state: RefreshState) => void;

export interface ControllerDeps {
  client: ApolloClient;
  /** Visible wallet addresses at the moment a run starts. */
  wallets(): readonly string[];
  plan?: typeof planRefresh;
  planBackground?: typeof planBackgroundRefresh;
  run?: typeof runTasks;
  now?(): number;
  /** A run stops when this says the server refused a request (it would refuse the rest too). */
  reachability?: ServerReachability;
}

/**
 * The one refresh runner of a tab (spec §4 "Universal refresh" and "Background orchestrator"):
 * the button and the orchestrator both start runs here, and a run asked for while one runs joins
 * it instead of starting a second.
 */
export class RefreshController {
  private state: RefreshState = { status: 'idle', lastRun: null };
  private current: Promise<RunOutcome> | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly others = new Map<symbol, RefreshTask>();

  constructor(private readonly deps: ControllerDeps) {}

  getState = (): RefreshState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  isRunning(): boolean {
    return this.current !== null;
  }

  /** "Other registered tasks" (spec §4), run last in registration order. Returns the unregister function. */
  register(task: RefreshTask): () => void {
    const id = Symbol(task.name);
    this.others.set(id, task);
    return () => void this.others.delete(id);
  }

  /** Starts a run, or returns the running one: never two at once. */
  run(kind: RunKind): Promise<RunOutcome> {
    if (this.current) return this.current;
    const {
      client,
      wallets,
      plan = planRefresh,
      planBackground = planBackgroundRefresh,
      run = runTasks,
      now = Date.now,
      reachability = serverReachability,
    } = this.deps;
    const addresses = wallets();
    const tasks =
      kind === 'manual'
        ? plan({
            client,
            wallets: addresses,
            fresh: true,
            staking: stakingRefreshTasks(client, addresses),
            others: [...this.others.values()],
          })
        : planBackground(client);
    this.setState({ status: 'refreshing', kind, done: 0, total: tasks.length });
    // The first refused request of this run ends it: every later step would wait out its
    // retries and timeout against a server that is not there (the shell's notice says why).
    const stop = new AbortController();
    const unwatch = reachability.subscribe(() => {
      if (reachability.unreachableSince() !== null) stop.abort();
    });
    this.current = run(tasks, {
      onProgress: (done, total) => this.setState({ status: 'refreshing', kind, done, total }),
      signal: stop.signal,
    })
      .catch((): RunOutcome => ({ failed: ['refresh'] }))
      .then((outcome) => {
        unwatch();
        this.current = null;
        this.setState({
          status: 'idle',
          lastRun: {
            kind,
            finishedAt: now(),
            failed: outcome.failed,
            stopped: outcome.stopped ?? false,
          },
        });
        return outcome;
      });
    return this.current;
  }

  private setState(state: RefreshState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener(state);
  }
}

const controllers = new WeakMap<ApolloClient, RefreshController>();

/** The controller of this client (one per tab in the app; each test's client gets its own). */
export function refreshControllerFor(client: ApolloClient): RefreshController {
  let controller = controllers.get(client);
  if (!controller) {
    controller = new RefreshController({
      client,
      wallets: () =>
        walletStore()
          .getSnapshot()
          .filter((wallet) => !wallet.hidden)
          .map((wallet) => wallet.address),
    });
    controllers.set(client, controller);
  }
  return controller;
}
