import { WEBHOOK_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, embeddedIpv4, refusalOf } from './address-guard';

const refused = WEBHOOK_MESSAGES.privateAddress;

describe('which addresses a webhook may call', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['::1', 'IPv6 loopback'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:c0a8:101::1', '6to4 of a private address'],
    ['::', 'unspecified'],
    ['0.0.0.0', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['169.254.169.254', 'cloud metadata'],
    ['fd00:ec2::254', 'AWS IPv6 metadata'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s (%s)', (address) => {
    expect(refusalOf(address, false)).toBe(refused);
  });

  it.each(['1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:1.1.1.1', '100.128.0.1', '172.32.0.1'])(
    'allows the public address %s',
    (address) => {
      expect(refusalOf(address, false)).toBeNull();
    },
  );

  it('allows private and loopback addresses with WEBHOOK_ALLOW_PRIVATE, never metadata or multicast', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fd12::1', '::ffff:192.168.0.1']) {
      expect(refusalOf(address, true)).toBeNull();
    }
    for (const address of ['169.254.169.254', '::ffff:169.254.169.254', 'fd00:ec2::254', '224.0.0.1', '0.0.0.0']) {
      expect(refusalOf(address, true)).toBe(refused);
    }
  });

  it('reads the IPv4 address inside mapped, compatible, NAT64 and 6to4 forms', () => {
    expect(embeddedIpv4('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('::ffff:c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('::1')).toBeNull();
    expect(embeddedIpv4('::10.0.0.1')).toBe('10.0.0.1');
    expect(embeddedIpv4('64:ff9b::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('2002:7f00:1::')).toBe('127.0.0.1');
    expect(embeddedIpv4('2606:4700::1111')).toBeNull();
  });
});

describe('checking a webhook URL', () => {
  const refusal = (url: string, allowPrivate = false) =>
    checkWebhookTarget(url, allowPrivate).then(
      () => null,
      (error: Error) => error.message,
    );

  it('wants https unless WEBHOOK_ALLOW_PRIVATE', async () => {
    expect(await refusal('http://1.1.1.1/hook')).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(await refusal('ftp://1.1.1.1/hook', true)).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(await refusal('http://127.0.0.1:4555/hook', true)).toBeNull();
  });

  it('refuses private hosts however they are written', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:169.254.169.254]/latest/meta-data',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/',
      'https://10.0.0.1:8443/hook',
    ]) {
      expect(await refusal(url), url).toBe(refused);
    }
  });

  it('refuses credentials and a host that does not resolve', async () => {
    expect(await refusal('https://user:pass@1.1.1.1/')).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
    expect(await refusal('https://no-such-host.invalid/')).toBe(WEBHOOK_MESSAGES.hostNotFound);
  });

  it('pins the checked address for the connection', async () => {
    expect(await checkWebhookTarget('https://1.1.1.1/x', false)).toMatchObject({ address: '1.1.1.1', family: 4 });
    expect(await checkWebhookTarget('https://[2606:4700:4700::1111]/x', false)).toMatchObject({
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });
});
