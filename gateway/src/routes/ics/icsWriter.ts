/** One all-day event of a published calendar, with its reminders. */
export interface CalendarEvent {
  /** Stable across fetches, so a subscribed calendar updates the event instead of adding one. */
  uid: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  /** Reminders, each as an RFC 5545 duration before the event's start (`-PT15H`: 09:00 the day before). */
  alarms: readonly string[];
}

export interface Calendar {
  name: string;
  /** When these events were read: every event's DTSTAMP. */
  stamp: Date;
  /** How often a subscriber should fetch again, an RFC 5545 duration. */
  refresh: string;
  events: readonly CalendarEvent[];
}

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newline are escaped.
 * @internal
 */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded with CRLF and one space; a fold
 * never splits a UTF-8 character (the space counts toward the next line's 75).
 * @internal
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const utcStamp = (time: Date) => `${time.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** An iCalendar (RFC 5545) object: CRLF line ends, folded lines, escaped text. */
export function toIcs(calendar: Calendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kinko//Stake calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // RFC 7986's refresh hint, and the older name Outlook and Apple Calendar read.
    `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`,
    `X-PUBLISHED-TTL:${calendar.refresh}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'TRANSP:TRANSPARENT',
      ...event.alarms.flatMap((trigger) => [
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.summary)}`,
        `TRIGGER:${trigger}`,
        'END:VALARM',
      ]),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
