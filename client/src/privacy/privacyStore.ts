import { sharedStore, StoredValue } from '../storage/storedValue';
import { PRIVACY_KEY } from './privacyKey';

/**
 * The privacy flag: one value for every component, re-read when another tab flips it (so a
 * screen shared from another tab is masked too).
 */
class PrivacyStore extends StoredValue<boolean> {
  constructor(storage: Storage | null) {
    super(storage, {
      key: PRIVACY_KEY,
      parse: (raw) => raw === 'true',
      serialize: (enabled) => (enabled ? 'true' : 'false'),
      same: (a, b) => a === b,
      what: 'privacy setting',
    });
  }
}

const shared = sharedStore((storage) => new PrivacyStore(storage));
export const privacyStore = shared.get;
/** @internal */
export const resetPrivacyStoreForTests = shared.reset;
