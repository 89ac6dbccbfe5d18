import { CREDIT_MESSAGES, CREDIT_PARTS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { liveryDetail } from '@/test/factories';
import {
  appendCreditParts,
  creditErrors,
  creditFromLivery,
  emptyCredit,
  liveryIdFromLink,
  toCreditFields,
} from './credit-values';

describe('credit values', () => {
  it('send only what the chosen source has, nulls for the rest (the edit clears them)', () => {
    const paddock = {
      ...emptyCredit(),
      source: 'paddock' as const,
      original: { id: 4, title: 'A', authorName: null },
      name: 'left over',
      note: ' ok ',
    };
    expect(toCreditFields(paddock)).toEqual({
      basedOnLiveryId: 4,
      basedOnName: null,
      basedOnUrl: null,
      basedOnNote: 'ok',
      allowDerivatives: true,
    });
    expect(toCreditFields({ ...paddock, source: 'none' })).toMatchObject({ basedOnLiveryId: null, basedOnNote: null });
  });

  it('become multipart parts with only their values, the switch always', () => {
    const form = new FormData();
    appendCreditParts(form, toCreditFields({ ...emptyCredit(), allowDerivatives: false }));
    expect([...form.entries()]).toEqual([[CREDIT_PARTS.allowDerivatives, 'false']]);
  });

  it('check with the server’s rules', () => {
    expect(creditErrors({ ...emptyCredit(), source: 'paddock' })).toEqual({
      original: CREDIT_MESSAGES.originalRequired,
    });
    expect(creditErrors({ ...emptyCredit(), source: 'outside', url: 'https://a.example' })).toEqual({
      name: CREDIT_MESSAGES.nameRequired,
    });
    expect(creditErrors({ ...emptyCredit(), source: 'outside', name: 'A', url: 'ftp://a' })).toEqual({
      url: CREDIT_MESSAGES.urlInvalid,
    });
    expect(
      creditErrors({ ...emptyCredit(), source: 'outside', name: 'A', url: 'https://a.example', note: 'x'.repeat(501) }),
    ).toEqual({
      note: CREDIT_MESSAGES.noteTooLong,
    });
  });

  it('read a saved livery’s credit', () => {
    const based = liveryDetail({
      allowDerivatives: false,
      basedOn: { livery: { id: 2, title: 'B', authorId: 1, authorName: 'lena' }, name: 'B', url: null, note: 'yes' },
    });
    expect(creditFromLivery(based)).toMatchObject({
      source: 'paddock',
      original: { id: 2, title: 'B', authorName: 'lena' },
      note: 'yes',
      allowDerivatives: false,
    });
    const outside = liveryDetail({ basedOn: { livery: null, name: 'C', url: 'https://c.example', note: null } });
    expect(creditFromLivery(outside)).toMatchObject({ source: 'outside', name: 'C', url: 'https://c.example' });
  });

  it('find a livery id in a link of this site only', () => {
    const origin = 'https://paddock.example';
    expect(liveryIdFromLink('https://paddock.example/livery/42/gulf-917', origin)).toBe(42);
    expect(liveryIdFromLink('/livery/7', origin)).toBe(7);
    expect(liveryIdFromLink('https://elsewhere.example/livery/42/gulf', origin)).toBeNull();
    expect(liveryIdFromLink('Gulf 917', origin)).toBeNull();
  });
});
