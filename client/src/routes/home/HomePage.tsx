import { H1 } from '@blueprintjs/core';
import { Link } from 'react-router';

// A wallet anyone can open to see the page work; the wallet list of spec §3 replaces this later.
const SAMPLE_WALLET = '0x7a16ff8270133f063aab6c9977183d9e72835428';

/** / (spec §2 landing page), reduced for now to a way into the wallet page. */
export function HomePage() {
  return (
    <section className="kinko-page">
      <H1>Kinko</H1>
      <p>Read-only portfolio tracker for PulseChain, Ethereum, Base, BNB Smart Chain and Polygon wallets.</p>
      <p>
        <Link to={`/wallet/${SAMPLE_WALLET}`}>Open wallet 0x...{SAMPLE_WALLET.slice(-4)}</Link>
      </p>
    </section>
  );
}
