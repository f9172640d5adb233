import { describe, expect, it } from '@jest/globals';
import { showsTicker } from './tickerVisibility';

describe('showsTicker (spec §2: hidden on / and /hero)', () => {
  it.each(['/', '/hero', '/hero/', '/landing', '/?x=1'])('hides it on %s', (path) =>
    expect(showsTicker(path)).toBe(false),
  );
  it.each(['/dashboard/default', '/portfolio', '/wallet/0xabc', '/heroes', '/learn-more'])(
    'shows it on %s',
    (path) => expect(showsTicker(path)).toBe(true),
  );
});
