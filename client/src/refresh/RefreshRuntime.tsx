import { useEffect, useState } from 'react';
import { useBackgroundOrchestrator } from '../orchestrator/useBackgroundOrchestrator';
import { RateLimitToast } from './RateLimitToast';
import { RefreshStoppedToast } from './RefreshStoppedToast';
import { useWalletListRefresh } from './useWalletListRefresh';

let owner: symbol | null = null;

/**
 * What runs for the whole session besides the button: the background orchestrator, the
 * wallet-list refresh, the rate-limit toast and the note of a refresh that gave up. Rendered by RefreshButton (always in the shell's
 * sidebar); if two are mounted, only the first renders the toast.
 */
export function RefreshRuntime() {
  useBackgroundOrchestrator();
  useWalletListRefresh();
  const [id] = useState(() => Symbol('refresh-runtime'));
  const [isOwner, setOwner] = useState(false);
  useEffect(() => {
    owner ??= id;
    setOwner(owner === id);
    return () => {
      if (owner === id) owner = null;
    };
  }, [id]);
  return isOwner ? (
    <>
      <RateLimitToast />
      <RefreshStoppedToast />
    </>
  ) : null;
}
