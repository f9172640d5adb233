import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { escapeText, foldLine, toIcs } from './icsWriter';

// The calendar as a real iCalendar parser (ical.js, used by Thunderbird) reads it back.

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('toIcs (RFC 5545)', () => {
  const text = 'Stake 42; principal 1,000 HEX\nback\\slash — 质押结束 '.repeat(4);
  const ics = toIcs({
    name: 'Kinko HEX stakes',
    stamp: new Date('2026-11-27T21:20:05.123Z'),
    refresh: 'PT6H',
    events: [
      {
        uid: 'pulse:0xabc:42:end@kinko',
        date: '2026-12-31',
        summary: text,
        description: `${text}\n${text}`,
        alarms: ['-P6DT15H', '-PT15H'],
      },
    ],
  });

  it('ends every line with CRLF and keeps each within 75 octets, folds never splitting a character', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4);
    expect(ics).not.toContain('\uFFFD');
  });

  it('reads back with ical.js: the same texts, an all-day event, its UID and reminders', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kinko HEX stakes');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (vevent === undefined) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('pulse:0xabc:42:end@kinko');
    expect(event.summary).toBe(text);
    expect(event.description).toBe(`${text}\n${text}`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-12-31');
    expect(event.endDate.toString()).toBe('2027-01-01');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-27T21:20:05Z');
    expect(
      vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => [
          alarm.getFirstPropertyValue('action'),
          String(alarm.getFirstPropertyValue('trigger')),
        ]),
    ).toEqual([
      ['DISPLAY', '-P6DT15H'],
      ['DISPLAY', '-PT15H'],
    ]);
  });

  it('escapes backslash, semicolon, comma and newline (§3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('leaves a 75-octet line whole and folds the 76th octet onto a line of its own', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 74 ASCII + a 3-octet character would make 77: the character moves to the next line whole.
    expect(foldLine(`${'x'.repeat(74)}质`)).toBe(`${'x'.repeat(74)}\r\n 质`);
  });
});
