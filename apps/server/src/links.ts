import { createHmac, timingSafeEqual } from 'node:crypto';
import { extname } from 'node:path';

/**
 * Stateless expiring links to media: `file|expires|disposition` signed with the server secret,
 * so handing out a link costs no write and a tampered or stale link is refused.
 */
export class LinkSigner {
  constructor(
    private readonly secret: Uint8Array,
    private readonly publicUrl: string,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 32);
  }

  create(file: string, ttlSeconds: number, inline = false): { link: string; expires: string } {
    // Inline (preview) links round up to the minute, so list answers can be reused for that minute;
    // download links keep their exact lifetime.
    const exact = Date.now() / 1000 + ttlSeconds;
    const expires = inline ? Math.ceil(exact / 60) * 60 : Math.floor(exact);
    const payload = Buffer.from(`${file}|${expires}|${inline ? 'inline' : 'attachment'}`).toString('base64url');
    // The file's own extension ends the link, so players that pick their engine by extension
    // (and people reading a download address) know what it is; `read` ignores it.
    return {
      link: `${this.publicUrl}/wp-json/campus/v1/media/${payload}.${this.sign(payload)}${extname(file)}`,
      expires: new Date(expires * 1000).toISOString(),
    };
  }

  /** The file a token grants, `expired` when its time has passed, or undefined when it is forged. */
  read(token: string): { file: string; inline: boolean } | 'expired' | undefined {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    const [file, expires, disposition] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
    if (!file || /[\\/]|\.\./.test(file)) return undefined;
    if (Number(expires) * 1000 < Date.now()) return 'expired';
    return { file, inline: disposition === 'inline' };
  }
}
