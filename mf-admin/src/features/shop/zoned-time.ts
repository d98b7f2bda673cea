/**
 * Times in the shop's time zone, for `<input type="datetime-local">` and `type="date"`: staff
 * read and type a promotion's period as the shop's clock shows it, wherever their browser is.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far ahead of UTC the zone's clock is at an instant, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant (ISO) as a `datetime-local` value in the zone: `2031-03-01T09:00`. */
export function toZonedInput(iso: string, zone: string): string {
  const clock = wallClock(new Date(iso), zone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * A `datetime-local` (or `date`, as its midnight) value read in the zone, as an ISO instant; null
 * for an empty or malformed one. A time the zone skips (a spring-forward hour) is read an hour on.
 */
export function fromZonedInput(value: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
  );
  // The offset at the guess, then at the instant it gives (they differ only near a change).
  const first = asUtc - offsetAt(new Date(asUtc), zone);
  const instant = asUtc - offsetAt(new Date(first), zone);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** The day after a `date` value (`2031-03-01` → `2031-03-02`): the end of a range of days. */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
