/** Minutes between two status heartbeats (one row per slot). */
export const HEARTBEAT_SLOT_MINUTES = 5;
/** Days of uptime the status page shows. */
export const UPTIME_DAYS = 90;

export interface Heartbeat {
  slot: Date;
  web: boolean;
  db: boolean;
  storage: boolean;
}

/** The slot a moment falls in (start of its five-minute slot, UTC). */
export function heartbeatSlot(at: Date): Date {
  const ms = HEARTBEAT_SLOT_MINUTES * 60_000;
  return new Date(Math.floor(at.getTime() / ms) * ms);
}

export interface UptimeDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Heartbeats recorded that day. */
  beats: number;
  /** Percent of those with every part healthy; null when none was recorded (no data, not downtime). */
  percent: number | null;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The last `days` UTC days ending today, oldest first: per day the share of recorded heartbeats where web,
 * database and storage were all up. A day without heartbeats has no figure: the server was not running.
 */
export function dailyUptime(beats: readonly Heartbeat[], today: Date, days = UPTIME_DAYS): UptimeDay[] {
  const tally = new Map<string, { n: number; ok: number }>();
  for (const b of beats) {
    const t = tally.get(dayOf(b.slot)) ?? { n: 0, ok: 0 };
    t.n += 1;
    if (b.web && b.db && b.storage) t.ok += 1;
    tally.set(dayOf(b.slot), t);
  }
  const out: UptimeDay[] = [];
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let k = days - 1; k >= 0; k -= 1) {
    const day = dayOf(new Date(start - k * 86_400_000));
    const t = tally.get(day);
    out.push({ day, beats: t?.n ?? 0, percent: t ? Math.round((t.ok / t.n) * 10_000) / 100 : null });
  }
  return out;
}

/** Uptime over the days that have data (percent, two decimals), or null when none has. */
export function overallUptime(daysList: readonly UptimeDay[]): number | null {
  let n = 0;
  let ok = 0;
  for (const d of daysList) {
    if (d.percent === null) continue;
    n += d.beats;
    ok += (d.percent / 100) * d.beats;
  }
  return n === 0 ? null : Math.round((ok / n) * 10_000) / 100;
}
