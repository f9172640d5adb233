import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { formatUnits } from 'viem';
import { startTestGateway, type TestGateway } from '../helpers/testGateway';
import { expectedStakes, startSandbox, type Sandbox } from './index';

// The world's HEX truth against the gateway over the sandbox's real EVM: every demo stake's yield,
// BigPayDay's adoption bonus included, which the gateway can only get right by reading
// claimedSatoshisTotal and claimedBtcAddrCount from globalInfo().

const QUERY = `query ($wallets: [Address!]!, $network: HexNetwork!) {
  hexStaking(wallets: $wallets, network: $network) {
    errors { message }
    rows { wallet stakeIndex yieldHex } rowsEnded { wallet stakeIndex yieldHex }
  }
}`;

interface Row {
  wallet: string;
  stakeIndex: number;
  yieldHex: string | null;
}

let sandbox: Sandbox;
let test: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox({ evm: true });
  test = await startTestGateway(sandbox.env);
}, 60_000);

afterAll(async () => {
  await test.close();
  await sandbox.stop();
});

describe.each([
  ['pulse', 'PULSECHAIN'],
  ['eth', 'ETHEREUM'],
] as const)('HEX yields on %s', (chain, network) => {
  it('match the world’s truth for every stake, adoption bonus and all', async () => {
    const world = sandbox.world;
    const response = await request(test.gateway.app)
      .post('/graphql')
      .send({
        query: QUERY,
        variables: { wallets: world.wallets.map((wallet) => wallet.checksum), network },
      });
    expect(response.body.errors).toBeUndefined();
    const { errors, rows, rowsEnded } = response.body.data.hexStaking as {
      errors: unknown[];
      rows: Row[];
      rowsEnded: Row[];
    };
    expect(errors).toEqual([]);
    const shown = [...rows, ...rowsEnded].map((row) => [row.wallet, row.stakeIndex, row.yieldHex]);
    const expected = world.wallets.flatMap((wallet) =>
      expectedStakes(world, wallet.address, chain).map((stake) => [
        wallet.address,
        stake.stakeIndex,
        formatUnits(stake.yieldHearts, 8),
      ]),
    );
    expect(shown.sort()).toEqual(expected.sort());
    // Without this, a gateway that dropped the adoption bonus could still match.
    expect(
      world.wallets.some((wallet) =>
        expectedStakes(world, wallet.address, chain).some(
          (stake) => stake.adoptionBonusHearts > 0n,
        ),
      ),
    ).toBe(true);
  });
});
