import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName, filesFromForm } from './uploaded-file.ts';

describe('cleanFileName', () => {
  it('keeps a readable name and puts the right extension on it', () => {
    expect(cleanFileName('Launaseðill október.PDF', 'pdf')).toBe('Launaseðill október.pdf');
    expect(cleanFileName('mynd.jpeg', 'jpg')).toBe('mynd.jpg');
    expect(cleanFileName('scan.webp', 'jpg')).toBe('scan.jpg');
    expect(cleanFileName('notes.txt', 'pdf')).toBe('notes.txt.pdf');
  });

  it('drops folders, control and direction characters, and leading dots', () => {
    expect(cleanFileName('C:\\fakepath\\laun.pdf', 'pdf')).toBe('laun.pdf');
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('laun\u202egpj.exe.pdf', 'pdf')).toBe('laungpj.exe.pdf');
    expect(cleanFileName('a\nb\tc.pdf', 'pdf')).toBe('a b c.pdf');
    expect(cleanFileName('...pdf', 'pdf')).toBe('document.pdf');
    expect(cleanFileName('', 'png')).toBe('document.png');
  });

  it('shortens long names to 120 characters, extension included', () => {
    const name = cleanFileName(`${'á'.repeat(300)}.pdf`, 'pdf');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('á.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Launaseðill "okt" (1).pdf')).toBe(
      `attachment; filename="Launase_ill _okt_ (1).pdf"; filename*=UTF-8''Launase%C3%B0ill%20%22okt%22%20%281%29.pdf`,
    );
  });
});

describe('filesFromForm', () => {
  it('reads files and skips an empty file input', async () => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array([1, 2, 3])], 'a.pdf'));
    form.append('files', new File([], ''));
    form.append('files', 'not a file');
    const files = await filesFromForm(form, 'files');
    expect(files.map((f) => [f.name, Array.from(f.bytes)])).toEqual([['a.pdf', [1, 2, 3]]]);
    expect(await filesFromForm(form, 'other')).toEqual([]);
  });
});
