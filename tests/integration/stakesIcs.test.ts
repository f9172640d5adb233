import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import request from 'supertest';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { expectedStakes, startSandbox, type Sandbox } from '../sandbox/index';

// The stake calendar (/api/stakes.ics) against the sandbox world's stakes, read back with ical.js.

let sandbox: Sandbox;
let test: TestGateway;
let wallets: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env);
  wallets = sandbox.world.demoWallets.map((wallet) => wallet.address);
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

beforeEach(() => {
  sandbox.faults.clear();
});

const get = (path: string) => request(test.gateway.app).get(path);

/** HEX day 0 is 2019-12-03 (UTC), and each day starts at 00:00 UTC. */
const dayDate = (day: number) =>
  new Date(Date.UTC(2019, 11, 3) + day * 86_400_000).toISOString().slice(0, 10);

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      description: event.description,
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

describe('GET /api/stakes.ics', () => {
  it('holds the end day and last grace day of every locked stake on both chains, with reminders', async () => {
    const response = await get(`/api/stakes.ics?wallets=${wallets.join(',')}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['x-kinko-partial']).toBeUndefined();
    expect(response.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const shown = events(response.text);
    const expected = (['pulse', 'eth'] as const).flatMap((chain) =>
      wallets.flatMap((wallet) =>
        expectedStakes(sandbox.world, wallet, chain)
          .filter((stake) => stake.unlockedDay === 0)
          .flatMap((stake) => {
            const endDay = stake.lockedDay + stake.stakedDays;
            const id = `${chain}:${wallet}:${stake.stakeId}`;
            return [
              { uid: `${id}:end@kinko`, date: dayDate(endDay) },
              { uid: `${id}:lastGraceDay@kinko`, date: dayDate(endDay + 14) },
            ];
          }),
      ),
    );
    expect(expected.length).toBeGreaterThan(20);
    expect(
      shown.map(({ uid, date }) => ({ uid, date })).sort((a, b) => (a.uid < b.uid ? -1 : 1)),
    ).toEqual(expected.sort((a, b) => (a.uid < b.uid ? -1 : 1)));
    expect(new Set(shown.map((event) => event.uid)).size).toBe(shown.length);
    for (const event of shown) {
      expect(event.allDay).toBe(true);
      expect(event.alarms).toEqual(['-P6DT15H', '-PT15H']);
    }
    const grace = shown.find((event) => event.uid.endsWith(':lastGraceDay@kinko'));
    expect(grace?.summary).toMatch(
      /^e?HEX stake \d+ \(0x\.\.\.[0-9a-f]{4}\): last day to end it without a late penalty$/,
    );
    expect(grace?.description).toMatch(/each day late costs 1\/700 of principal \+ payout/);

    // Stable: the same UIDs and texts on the next fetch, so a subscribed calendar updates in place.
    const again = events((await get(`/api/stakes.ics?wallets=${wallets.join(',')}`)).text);
    expect(again).toEqual(shown);
  });

  it('keeps to one chain when network names it, and refuses bad input as the CSV exports do', async () => {
    const pulse = events(
      (await get(`/api/stakes.ics?wallets=${wallets.join(',')}&network=pulsechain`)).text,
    );
    expect(pulse.length).toBeGreaterThan(0);
    expect(pulse.every((event) => event.uid.startsWith('pulse:'))).toBe(true);

    expect((await get('/api/stakes.ics')).status).toBe(400);
    expect((await get(`/api/stakes.ics?wallets=${wallets[0]}&network=base`)).status).toBe(400);
    expect((await request(test.gateway.app).post('/api/stakes.ics')).status).toBe(405);
  });

  it('says which chain is missing when its nodes are down, and keeps the other chain’s dates', async () => {
    // A gateway with an empty cache, so no cached stakes stand in for the chain that fails.
    const cold = await startTestGateway(sandbox.env);
    const ethNode = await sandbox.evm!.endpoint(1, 'default');
    ethNode.down = true;
    try {
      const response = await request(cold.gateway.app).get(
        `/api/stakes.ics?wallets=${wallets.join(',')}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers['x-kinko-partial']).toMatch(/^eth/);
      const shown = events(response.text);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((event) => event.uid.startsWith('pulse:'))).toBe(true);
    } finally {
      ethNode.down = false;
      await cold.close();
    }
  }, 60_000);
});
