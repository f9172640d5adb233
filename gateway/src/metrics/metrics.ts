/**
 * Prometheus metrics for /metrics (DESIGN.md "One process, one port"), without a client library:
 * a handful of counters rendered in the text exposition format.
 */
type Labels = Record<string, string>;

class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = JSON.stringify(labels);
    const entry = this.values.get(key) ?? { labels, value: 0 };
    entry.value += by;
    this.values.set(key, entry);
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${formatLabels(labels)} ${value}`);
    return lines.join('\n');
  }
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([key, value]) => `${key}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`).join(',')}}`;
}

export class Metrics {
  readonly upstreamRequests = new Counter('kinko_upstream_requests_total', 'HTTP attempts to upstreams, by upstream and status (0 = no response).');
  readonly graphqlRequests = new Counter('kinko_graphql_requests_total', 'GraphQL operations, by outcome.');
  private readonly startedAt = Date.now();

  render(): string {
    const uptime = [`# HELP kinko_uptime_seconds Seconds since the gateway started.`, `# TYPE kinko_uptime_seconds gauge`, `kinko_uptime_seconds ${((Date.now() - this.startedAt) / 1000).toFixed(0)}`];
    return `${[this.upstreamRequests.render(), this.graphqlRequests.render(), uptime.join('\n')].join('\n')}\n`;
  }
}
