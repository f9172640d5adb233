import { describe, expect, it } from '@jest/globals';
import { deserialize, serialize, serializeForWrite } from './keyvJson';

// The texts below are what Keyv's default serializer (@keyv/serialize 1.x) writes for the same
// data: entries already in a cache file or Redis read back unchanged, and new ones are identical.
const plain = {
  value: { value: { symbol: 'HEX', list: ['a', 2, null], nested: { x: true } }, fetchedAt: 2 },
  expires: 3,
};
const plainText =
  '{"value":{"value":{"symbol":"HEX","list":["a",2,null],"nested":{"x":true}},"fetchedAt":2},"expires":3}';
const colons = {
  value: {
    value: { symbol: ':)', name: 'a",":b', list: [':x', 'y', { ':k': 1 }], n: 1.5, t: null },
    fetchedAt: 1,
  },
  expires: null,
};
const colonsText =
  '{"value":{"value":{"symbol":"::)","name":"a\\",\\":b","list":["::x","y",{":k":1}],"n":1.5,"t":null},"fetchedAt":1},"expires":null}';

describe('keyvJson', () => {
  it("writes what Keyv's default serializer writes, with or without strings that start with ':'", () => {
    expect(serialize(plain)).toBe(plainText);
    expect(serialize(colons)).toBe(colonsText);
  });

  it("reads what Keyv's default serializer wrote back to the same values", () => {
    expect(deserialize(plainText)).toEqual(plain);
    expect(deserialize(colonsText)).toEqual(colons);
  });

  it("leaves a quote-colon inside a string alone (it is not a string's start)", () => {
    const data = { value: 'x,":y', at: '[":z' };
    expect(deserialize(serialize(data))).toEqual(data);
    expect(serialize(data)).toBe(JSON.stringify(data));
  });

  it('writes an entry the cache serialized already with the same bytes, from that text', () => {
    for (const [wrapper, text] of [
      [plain, plainText],
      [colons, colonsText],
    ] as const) {
      const entry = structuredClone(wrapper.value);
      expect(serializeForWrite(entry)).toBe(JSON.stringify(JSON.parse(text).value));
      expect(serialize({ value: entry, expires: wrapper.expires })).toBe(text);
      // The text was for one write: the next serializes the entry again, to the same bytes.
      expect(serialize({ value: entry, expires: wrapper.expires })).toBe(text);
    }
    const entry = { value: 1, fetchedAt: 2 };
    serializeForWrite(entry);
    expect(serialize({ value: entry, expires: undefined })).toBe(
      '{"value":{"value":1,"fetchedAt":2}}',
    );
  });
});
