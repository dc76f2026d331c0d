import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about (confirm_email, reset_password, ...), for the outbox index. */
  kind: string;
  locale: string;
}

/** A mail as the mailer sends it: with its files' bytes, read from storage by the mail worker. */
export interface SendableMail extends OutgoingMail {
  attachments?: { fileName: string; contentType: string; content: Uint8Array }[];
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  locale: string;
  file: string;
  createdAt: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: SendableMail): Promise<void>;
}

export const MAIL_FROM = 'Heimaleiga <hallo@heimaleiga.is>';

function nodemailerAttachments(mail: SendableMail) {
  return mail.attachments?.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.content) }));
}

/** SMTP when SMTP_URL is set; otherwise every mail is written to <outboxDir>/<id>.eml plus index.jsonl. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: nodemailerAttachments(mail),
        });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: nodemailerAttachments(mail),
      });
      await mkdir(options.outboxDir, { recursive: true });
      const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const file = `${id}.eml`;
      await writeFile(path.join(options.outboxDir, file), info.message as Buffer);
      const entry: OutboxEntry = {
        id,
        to: mail.to,
        subject: mail.subject,
        kind: mail.kind,
        locale: mail.locale,
        file,
        createdAt: new Date().toISOString(),
      };
      await writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify({ ...entry, text: mail.text, html: mail.html }));
      await appendFile(path.join(options.outboxDir, 'index.jsonl'), `${JSON.stringify(entry)}\n`);
    },
  };
}

/** The outbox, newest first (development page and tests). */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  let raw: string;
  try {
    raw = await readFile(path.join(outboxDir, 'index.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return raw
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .reverse();
}

/** One outbox message with its text and HTML parts; null for an unknown or malformed id. */
export async function readOutboxMessage(
  outboxDir: string,
  id: string,
): Promise<(OutboxEntry & { text: string; html: string }) | null> {
  if (!/^[\w-]{1,80}$/.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(outboxDir, `${id}.json`), 'utf8'));
  } catch {
    return null;
  }
}
