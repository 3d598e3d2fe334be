import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './store';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** A mail as the outbox keeps it (the development route shows these). */
export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A local outbox instead of an SMTP relay: mails are stored, logged, and readable in development. */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly log: () => Pick<FastifyBaseLogger, 'info'> | undefined,
  ) {}

  async send(mail: Mail): Promise<void> {
    let html = `<p>${escapeHtml(mail.text).replace(/\n/g, '<br>')}</p>`;
    for (const link of mail.links) {
      html = html.replace(
        escapeHtml(link),
        `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      );
    }
    await this.db
      .insertInto('outbox')
      .values({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html,
        links: JSON.stringify(mail.links),
        created: new Date().toISOString(),
      })
      .execute();
    const line = `mail to ${mail.to}: ${mail.subject}${mail.links.length ? ` ${mail.links.join(' ')}` : ''}`;
    this.log()?.info(line);
  }

  /** The latest 100 mails, newest first, to one address (whatever its case) or to anyone. */
  async latest(to?: string): Promise<StoredMail[]> {
    let query = this.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(100);
    if (to) query = query.where(this.db.sameText('recipient', to));
    const rows = await query.execute();
    return rows.map((row) => ({
      id: Number(row.id),
      to: String(row.recipient),
      subject: String(row.subject),
      text: String(row.text),
      html: String(row.html),
      links: JSON.parse(String(row.links)) as string[],
      created: String(row.created),
    }));
  }
}
