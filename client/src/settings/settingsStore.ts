import { mergeSettings, parseSettings, SETTINGS_KEY, type Settings } from './settings';
import { sharedStore, StoredValue } from '../storage/storedValue';

function parseStored(raw: string | null): Settings {
  try {
    return parseSettings(raw === null ? {} : JSON.parse(raw));
  } catch {
    // Invalid JSON: defaults, as on a first visit.
    return parseSettings({});
  }
}

function sameSettings(a: Settings, b: Settings): boolean {
  return (Object.keys(a) as (keyof Settings)[]).every((key) => a[key] === b[key]);
}

/**
 * The settings (spec §2), saved on each change and shared with the other tabs.
 * @internal
 */
export class SettingsStore extends StoredValue<Settings> {
  constructor(storage: Storage | null) {
    super(storage, {
      key: SETTINGS_KEY,
      parse: parseStored,
      serialize: (settings) => JSON.stringify(settings),
      same: sameSettings,
      what: 'settings',
    });
  }

  update(patch: Partial<Settings>): void {
    this.set(mergeSettings(this.getSnapshot(), patch));
  }
}

const shared = sharedStore((storage) => new SettingsStore(storage));
export const settingsStore = shared.get;
/** @internal */
export const resetSettingsStoreForTests = shared.reset;
