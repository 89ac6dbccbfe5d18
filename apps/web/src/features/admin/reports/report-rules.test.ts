import type { ReportReason, ReportStatus } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { isUrgentReport, previewComment } from './report-rules';

const now = new Date('2026-06-15T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const report = (reason: ReportReason, hours: number, status: ReportStatus = 'Pending') => ({
  reason,
  status,
  dateReported: hoursAgo(hours),
});

describe('the urgent report rule', () => {
  it('flags offensive or stolen content reported more than a day ago', () => {
    expect(isUrgentReport(report('OffensiveContent', 25), now)).toBe(true);
    expect(isUrgentReport(report('StolenContent', 24 * 7), now)).toBe(true);
    expect(isUrgentReport(report('StolenContent', 30, 'UnderInvestigation'), now)).toBe(true);
  });

  it('does not flag a report a day old or younger', () => {
    expect(isUrgentReport(report('OffensiveContent', 24), now)).toBe(false);
    expect(isUrgentReport(report('StolenContent', 2), now)).toBe(false);
  });

  it.each<ReportReason>(['BrokenFile', 'SpamOrMisleading', 'Other'])('does not flag %s, however old', (reason) => {
    expect(isUrgentReport(report(reason, 24 * 30), now)).toBe(false);
  });

  it.each<ReportStatus>(['Resolved', 'Dismissed'])('does not flag a %s report', (status) => {
    expect(isUrgentReport(report('OffensiveContent', 48, status), now)).toBe(false);
  });
});

describe('the comment preview', () => {
  it('keeps a comment of 50 characters or fewer whole', () => {
    const fifty = 'x'.repeat(50);
    expect(previewComment(fifty)).toEqual({ preview: fifty, truncated: false });
    expect(previewComment('  Broken region map  ')).toEqual({ preview: 'Broken region map', truncated: false });
  });

  it('cuts a longer comment at 50 characters and marks it', () => {
    const comment = 'This livery copies the Gulf design from another creator without credit';
    expect(previewComment(comment)).toEqual({
      preview: 'This livery copies the Gulf design from another cr...',
      truncated: true,
    });
  });

  it('counts emoji as one character and never splits them', () => {
    const { preview } = previewComment(`${'🏁'.repeat(60)}`);
    expect(preview).toBe(`${'🏁'.repeat(50)}...`);
  });
});
