import { lookup } from 'node:dns/promises';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { WEBHOOK_MESSAGES } from '@paddock/contract';

/** Why a webhook address was refused: the message is the one a member reads. */
export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

/** Never called, whatever the setting: cloud metadata, multicast, "this network", broadcast. */
const ALWAYS_REFUSED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['169.254.169.254', 32],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
/** Refused unless WEBHOOK_ALLOW_PRIVATE: loopback, private, link-local, CGNAT and reserved ranges. */
const PRIVATE_V4: readonly [string, number][] = [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
];
const ALWAYS_REFUSED_V6: readonly [string, number][] = [
  ['::', 128],
  ['fd00:ec2::254', 128],
  ['ff00::', 8],
];
const PRIVATE_V6: readonly [string, number][] = [
  // ::1 and the rest of the IPv4-compatible block that carries no real IPv4 address.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['64:ff9b:1::', 48],
];

function blockList(v4: readonly [string, number][], v6: readonly [string, number][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
}
const alwaysRefused = blockList(ALWAYS_REFUSED_V4, ALWAYS_REFUSED_V6);
const privateRanges = blockList(PRIVATE_V4, PRIVATE_V6);

/** The eight 16-bit words of an IPv6 address (a trailing dotted quad included). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((w) => Number.parseInt(w, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 one carries, when it is a form that reaches it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, but not :: or ::1), NAT64 (64:ff9b::/96) and
 * 6to4 (2002::/16). Each is judged as that IPv4 address, so ::ffff:127.0.0.1 is loopback.
 */
export function embeddedIpv4(address: string): string | null {
  const w = ipv6Words(address) as [number, number, number, number, number, number, number, number];
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (w[5] === 0xffff || (w[5] === 0 && w[6] !== 0))) return v4Of(w[6], w[7]);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4Of(w[6], w[7]);
  if (w[0] === 0x2002) return v4Of(w[1], w[2]);
  return null;
}

/** Null when `address` may be called; otherwise the reason, as the member reads it. */
export function refusalOf(address: string, allowPrivate: boolean): string | null {
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) return WEBHOOK_MESSAGES.privateAddress;
  if (family === 'ipv6') {
    const inner = embeddedIpv4(address);
    if (inner) return refusalOf(inner, allowPrivate);
  }
  if (alwaysRefused.check(address, family)) return WEBHOOK_MESSAGES.privateAddress;
  if (!allowPrivate && privateRanges.check(address, family)) return WEBHOOK_MESSAGES.privateAddress;
  return null;
}

export interface CheckedTarget {
  url: URL;
  /** The address that was checked: the request connects to it and to nothing else (no DNS rebinding). */
  address: string;
  family: 4 | 6;
}

/**
 * Checks a webhook address before each use: https only (http too with WEBHOOK_ALLOW_PRIVATE), no
 * credentials, and every address its host resolves to allowed: one refused address refuses the
 * host, since which one a connection would use is not ours to choose.
 */
export async function checkWebhookTarget(raw: string, allowPrivate: boolean): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new WebhookTargetError(WEBHOOK_MESSAGES.httpsOnly);
  }
  if (url.username || url.password) throw new WebhookTargetError(WEBHOOK_MESSAGES.credentialsInUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIPv4(host) || isIPv6(host)) addresses = [{ address: host, family: isIPv4(host) ? 4 : 6 }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookTargetError(WEBHOOK_MESSAGES.hostNotFound);
    }
  }
  const first = addresses[0];
  if (!first) throw new WebhookTargetError(WEBHOOK_MESSAGES.hostNotFound);
  for (const { address } of addresses) {
    const refusal = refusalOf(address, allowPrivate);
    if (refusal) throw new WebhookTargetError(refusal);
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
