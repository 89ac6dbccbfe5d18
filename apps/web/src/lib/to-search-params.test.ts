import type { AdminUsersQuery } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { toSearchParams } from './to-search-params';

describe('toSearchParams', () => {
  it('writes the keys in the order given, numbers and booleans as text', () => {
    expect(toSearchParams({ pageNumber: 2, pageSize: 20, descending: false }).toString()).toBe(
      'pageNumber=2&pageSize=20&descending=false',
    );
  });

  it('leaves out undefined, null and empty values, keeping 0 and false', () => {
    expect(toSearchParams({ a: undefined, b: null, c: '', e: 'x', f: 0, g: false }).toString()).toBe('e=x&f=0&g=false');
  });

  it('writes an array as repeated keys, skipping its empty items', () => {
    expect(toSearchParams({ tag: ['1', '', '3'], page: 1 }).toString()).toBe('tag=1&tag=3&page=1');
  });

  it('encodes what needs encoding', () => {
    expect(toSearchParams({ search: 'a&b c' }).toString()).toBe('search=a%26b+c');
  });

  it('is checked against a contract query type', () => {
    const params = toSearchParams<AdminUsersQuery>({ status: 'banned', role: '', sortBy: 'username', pageSize: '20' });
    expect(params.toString()).toBe('status=banned&sortBy=username&pageSize=20');
    // @ts-expect-error: not a status the contract knows
    toSearchParams<AdminUsersQuery>({ status: 'gone' });
    // @ts-expect-error: not a key of the users query
    toSearchParams<AdminUsersQuery>({ carClassId: 1 });
  });
});
