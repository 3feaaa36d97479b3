import { describe, expect, it } from 'vitest';
import {
  afterMove,
  canMove,
  customerMayReschedule,
  JOB_MOVES,
  JOB_STATUSES,
  type JobMove,
  type JobStatus,
} from '../../src/lib/installation/job.ts';

/** An installation job's life (src/lib/installation/job.ts): every status against every move, and the customer's window. */

const LEGAL: Record<JobStatus, Partial<Record<JobMove, JobStatus>>> = {
  unscheduled: { schedule: 'booked', cancel: 'cancelled' },
  booked: { schedule: 'booked', assign: 'assigned', cancel: 'cancelled' },
  // Moving an assigned job keeps it assigned (the route asks again whether the technician may take the new day).
  assigned: { schedule: 'assigned', assign: 'assigned', complete: 'completed', cancel: 'cancelled' },
  completed: {},
  cancelled: {},
};

describe('every status against every move', () => {
  const table = JOB_STATUSES.flatMap((status) => JOB_MOVES.map((move) => [status, move, LEGAL[status][move] ?? null] as const));

  it('covers the whole grid', () => {
    expect(table).toHaveLength(5 * 4);
  });

  it.each(table)('%s, %s: %s', (status, move, after) => {
    expect(canMove(status, move)).toBe(after !== null);
    if (after) expect(afterMove(status, move)).toBe(after);
    else expect(() => afterMove(status, move)).toThrow(`Illegal move ${move} from ${status}`);
  });
});

describe('whether the customer may move their day (48 hours before it begins in Nairobi)', () => {
  // The day begins at 00:00 East Africa Time, 21:00 UTC the evening before.
  const DAY = '2027-02-15';
  const boundary = new Date('2027-02-12T21:00:00.000Z'); // 2027-02-13 00:00 EAT, 48 h before the day

  it.each([
    ['booked', '2027-02-12T20:59:59.999Z', true],
    ['booked', '2027-02-12T21:00:00.000Z', true],
    ['booked', '2027-02-12T21:00:00.001Z', false],
    ['assigned', '2027-02-12T21:00:00.000Z', true],
    ['assigned', '2027-02-13T10:00:00.000Z', false],
    ['booked', '2027-02-15T06:00:00.000Z', false],
    ['booked', '2027-02-16T06:00:00.000Z', false],
    ['completed', '2027-01-01T00:00:00.000Z', false],
    ['cancelled', '2027-01-01T00:00:00.000Z', false],
  ] as Array<[JobStatus, string, boolean]>)('a %s job, at %s: %s', (status, at, may) => {
    expect(customerMayReschedule({ status, day: DAY }, 48, new Date(at))).toBe(may);
  });

  it('a lay-by’s unscheduled job may always be given its day', () => {
    expect(customerMayReschedule({ status: 'unscheduled', day: null }, 48, boundary)).toBe(true);
  });

  it('a booked job without a day may not be moved', () => {
    expect(customerMayReschedule({ status: 'booked', day: null }, 48, boundary)).toBe(false);
  });

  it.each([
    [0, '2027-02-14T20:59:59.999Z', true],
    [0, '2027-02-14T21:00:00.000Z', true],
    [0, '2027-02-14T21:00:00.001Z', false],
    [24, '2027-02-13T21:00:00.000Z', true],
    [24, '2027-02-13T21:00:00.001Z', false],
  ])('with a window of %i hours, at %s: %s', (hours, at, may) => {
    expect(customerMayReschedule({ status: 'booked', day: DAY }, hours, new Date(at))).toBe(may);
  });
});
