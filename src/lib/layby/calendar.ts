/**
 * The shop's calendar for lay-by plans: days in Kenya (East Africa Time, UTC+3 all year: Kenya
 * keeps no summer time), written as `YYYY-MM-DD`.
 */
const EAT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** The day it is in Kenya at `now`. */
export function shopDay(now: Date): string {
  return new Date(now.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) it is in Kenya at `now`. */
export function shopHour(now: Date): number {
  return new Date(now.getTime() + EAT_OFFSET_MS).getUTCHours();
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
