import { describe, expect, it } from 'vitest';
import { prepareDocument } from './documents.service.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the upload service checks a document by its content', () => {
  it('keeps a PDF as sent, named as a PDF', async () => {
    const pdf = bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const prepared = await prepareDocument({ name: 'launaseðill mars.pdf', bytes: pdf }, 1000);
    expect(prepared).toEqual({ fileName: 'launaseðill mars.pdf', contentType: 'application/pdf', bytes: pdf });
  });

  it('refuses an empty file, one over the owner area limit, and one that is neither a PDF nor a picture', async () => {
    expect(await prepareDocument({ name: 'a.pdf', bytes: new Uint8Array() }, 1000)).toBe('file_empty');
    expect(await prepareDocument({ name: 'a.pdf', bytes: bytes(`%PDF-1.7\n${'x'.repeat(100)}`) }, 50)).toBe('file_too_large');
    expect(await prepareDocument({ name: 'a.pdf', bytes: bytes('<html>not a pdf</html>') }, 1000)).toBe('file_type_not_allowed');
  });
});
