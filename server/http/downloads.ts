import { attachmentDisposition } from '#server/lib/uploaded-file.ts';

/** A stored document as a download: never shown inline, never sniffed into something else, never cached. */
export function downloadResponse(file: { fileName: string; contentType: string; bytes: Uint8Array }): Response {
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
