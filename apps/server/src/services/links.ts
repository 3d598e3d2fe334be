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

  /**
   * `name` (a resource's title) becomes the link's last segment, so a browser's PDF viewer and a
   * saved file carry the document's name instead of the token; it is not signed, only shown.
   */
  create(
    file: string,
    ttlSeconds: number,
    inline = false,
    name?: string,
  ): { link: string; expires: string } {
    // Inline (preview) links round up to the minute, so list answers can be reused for that minute;
    // download links keep their exact lifetime.
    const exact = Date.now() / 1000 + ttlSeconds;
    const expires = inline ? Math.ceil(exact / 60) * 60 : Math.floor(exact);
    const payload = Buffer.from(`${file}|${expires}|${inline ? 'inline' : 'attachment'}`).toString(
      'base64url',
    );
    // The file's own extension ends the link, so players that pick their engine by extension
    // (and people reading a download address) know what it is; `read` ignores it.
    const token = `${payload}.${this.sign(payload)}`;
    const shownName = name ? fileName(name) : '';
    return {
      link: shownName
        ? `${this.publicUrl}/wp-json/campus/v1/media/${token}/${encodeURIComponent(shownName)}${extname(file)}`
        : `${this.publicUrl}/wp-json/campus/v1/media/${token}${extname(file)}`,
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
    const [file, expires, disposition] = Buffer.from(payload, 'base64url')
      .toString('utf8')
      .split('|');
    if (!file || /[\\/]|\.\./.test(file)) return undefined;
    if (Number(expires) * 1000 < Date.now()) return 'expired';
    return { file, inline: disposition === 'inline' };
  }
}

/**
 * A title made safe as a file name: no separators or control characters, no leading dots, at most
 * 80 characters; empty when nothing usable is left.
 */
export function fileName(title: string): string {
  return (
    title
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 80)
      .trim()
  );
}

/** A Content-Disposition value whose file name survives any script (RFC 6266 with RFC 5987). */
export function contentDisposition(inline: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
