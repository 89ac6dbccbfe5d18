import { describe, expect, it } from 'vitest';
import { flatInputClasses } from './field';

describe('flatInputClasses (issue 34 §12)', () => {
  it('marks focus in the focus amber, keeping red for a field in error', () => {
    const classes = flatInputClasses().split(' ');
    // A focused, empty Description must not look refused.
    expect(classes.filter((c) => c.startsWith('focus:') || c.startsWith('focus-visible:'))).not.toContainEqual(
      expect.stringContaining('race'),
    );
    expect(classes).toContain('focus:border-signal-400');
    expect(classes).toContain('aria-[invalid=true]:border-race-500');
    expect(classes).toContain('aria-[invalid=true]:focus:border-race-500');
  });
});
