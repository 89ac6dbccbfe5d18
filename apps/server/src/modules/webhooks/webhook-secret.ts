import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** A new signing secret, shown to its owner once. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * Secrets are stored sealed (AES-256-GCM, key derived from AUTH_SECRET): signing needs the secret
 * itself, so it cannot be hashed like a password, but a copy of the database alone cannot sign.
 */
export function createSecretBox(authSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'paddock', 'webhook-secret', 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** Null when it cannot be opened (AUTH_SECRET changed since it was sealed). */
    open(stored: string): string | null {
      const [version, iv, sealed, tag] = stored.split('.');
      if (version !== 'v1' || !iv || !sealed || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureOf(secret: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}
