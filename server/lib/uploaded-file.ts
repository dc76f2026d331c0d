// A file someone sent in a multipart form, in memory: its name as their device called it and its
// bytes. Services look at the bytes only; the name is kept for display.

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The files under one form field. A file input left empty still sends a part with no name and
 * no bytes; that counts as no file.
 */
export async function filesFromForm(form: FormData, field: string): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const entry of form.getAll(field)) {
    if (typeof entry === 'string') continue;
    if (entry.size === 0 && entry.name === '') continue;
    files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  return files;
}

const KNOWN_EXTENSIONS = /\.(pdf|jpe?g|png|webp|avif|heic|heif)$/i;

/**
 * A file name safe to show and to offer as a download name: the last path part only, no control
 * or direction-changing characters, at most 120 characters, ending in the extension that matches
 * what is stored.
 */
export function cleanFileName(name: string, extension: string, fallback = 'document'): string {
  const base =
    name
      .normalize('NFC')
      .split(/[\\/]/)
      .pop()
      ?.replace(/\s+/g, ' ')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .replace(KNOWN_EXTENSIONS, '')
      .replace(/^\.+/, '')
      .trim() ?? '';
  const stem = [...(base || fallback)].slice(0, 120 - extension.length - 1).join('');
  return `${stem}.${extension}`;
}

/** A Content-Disposition value that offers the file for download under its name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // RFC 8187: encodeURIComponent leaves ' ( ) * alone, which may not appear unencoded here.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
