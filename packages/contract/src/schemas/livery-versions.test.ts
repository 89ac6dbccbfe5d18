import { describe, expect, it } from 'vitest';
import {
  ChangelogSchema,
  DownloadQuerySchema,
  LIVERY_VERSION_MESSAGES,
  liveryVersionFileName,
  VERSION_LIMITS,
} from './livery-versions';

const issue = (value: unknown) => ChangelogSchema.safeParse(value).error?.issues[0]?.message;

describe('ChangelogSchema', () => {
  it('trims, keeps line breaks as LF and accepts up to the limit', () => {
    expect(ChangelogSchema.parse('  Fixed the doors.\r\nNew number. ')).toBe('Fixed the doors.\nNew number.');
    expect(ChangelogSchema.parse('x'.repeat(VERSION_LIMITS.changelogMax))).toHaveLength(VERSION_LIMITS.changelogMax);
  });

  it('refuses a missing, blank, overlong or hidden-character changelog with its message', () => {
    expect(issue(undefined)).toBe(LIVERY_VERSION_MESSAGES.changelogRequired);
    expect(issue(' \n ')).toBe(LIVERY_VERSION_MESSAGES.changelogRequired);
    expect(issue('x'.repeat(VERSION_LIMITS.changelogMax + 1))).toBe(LIVERY_VERSION_MESSAGES.changelogTooLong);
    expect(issue('Fixed\u202Eevil')).toBe(LIVERY_VERSION_MESSAGES.changelogInvalid);
    expect(issue('Fixed\u0000')).toBe(LIVERY_VERSION_MESSAGES.changelogInvalid);
  });
});

describe('DownloadQuerySchema', () => {
  it('takes an optional positive whole version number', () => {
    expect(DownloadQuerySchema.parse({})).toEqual({});
    expect(DownloadQuerySchema.parse({ version: '2' })).toEqual({ version: 2 });
    for (const bad of ['0', '-1', '1.5', 'abc', '1\t'])
      expect(DownloadQuerySchema.safeParse({ version: bad }).success).toBe(false);
  });

  it('reads only plain digits without a leading zero, up to the largest id (issue 32)', () => {
    expect(DownloadQuerySchema.parse({ version: '2147483647' })).toEqual({ version: 2_147_483_647 });
    const bad = [' 1', '1 ', '01', '1.0', '1e0', '+1', '0x1', '１', '2147483648', '99999999999', '', ['1', '1']];
    for (const version of bad) {
      const issues = DownloadQuerySchema.safeParse({ version }).error?.issues;
      expect(
        issues?.map((issue) => issue.message),
        JSON.stringify(version),
      ).toEqual([LIVERY_VERSION_MESSAGES.versionInvalid]);
    }
  });
});

describe('liveryVersionFileName', () => {
  it('keeps the usual name for the newest version and adds _vN for older ones', () => {
    expect(liveryVersionFileName('Gulf_963_7.zip', 3, true)).toBe('Gulf_963_7.zip');
    expect(liveryVersionFileName('Gulf_963_7.zip', 1, false)).toBe('Gulf_963_7_v1.zip');
  });
});
