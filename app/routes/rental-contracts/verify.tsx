import { useTranslation } from 'react-i18next';
import { data, Form } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError } from '#app/components/ui/field-error.tsx';
import { inputClass } from '#app/components/ui/field-styles.ts';
import { FileInput } from '#app/components/ui/file-input.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { sha256OfPdf, verifyContractDocument } from '#server/domain/contracts/verification.service.ts';
import { filesFromForm } from '#server/lib/uploaded-file.ts';
import type { Route } from './+types/verify';

export const handle = { middleware: ['public'], i18n: ['contracts'] };

// /rental-contracts/verify: anyone may check a contract PDF (the file, or its SHA-256): whether it
// was signed here, by whom and when, and nothing else. The file is read for its hash, not kept.
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const form = await request.formData();
  try {
    const [file] = await filesFromForm(form, 'file');
    const typed = String(form.get('sha256') ?? '').trim();
    if (!file && !typed) return data({ errors: { file: ['contract_verify_nothing'] } }, { status: 422 });
    const sha256 = file ? sha256OfPdf(file.bytes) : typed;
    return { result: await verifyContractDocument(service, sha256) };
  } catch (error) {
    const refused = refusalOf(error);
    return data({ errors: refused.fields ?? { file: [refused.code] } }, { status: refused.status });
  }
}

export default function VerifyContract({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  const errors = actionData && 'errors' in actionData ? (actionData.errors as Record<string, string[]>) : {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t('contracts:verify.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('contracts:verify.title')}</h1>
      <p className="mt-2">{t('contracts:verify.intro')}</p>
      <Form method="post" encType="multipart/form-data" reloadDocument className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="file" className="font-medium">
            {t('contracts:verify.file')}
          </label>
          <FileInput id="file" name="file" accept="application/pdf" invalid={Boolean(errors.file)} describedBy="file-error" />
          <FieldError id="file-error" errors={errors.file} />
        </div>
        <p className="text-muted">{t('contracts:verify.or')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor="sha256" className="font-medium">
            {t('contracts:verify.hash')}
          </label>
          <input
            id="sha256"
            name="sha256"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            aria-invalid={errors.sha256 ? true : undefined}
            aria-describedby="sha256-error"
            className={`${inputClass} font-mono`}
          />
          <FieldError id="sha256-error" errors={errors.sha256} />
        </div>
        <button type="submit" className={`${buttonStyles('primary')} self-start`}>
          {t('contracts:verify.submit')}
        </button>
      </Form>
      {result && (
        <section
          aria-live="polite"
          aria-labelledby="result-title"
          className="mt-8 rounded-xl border border-line bg-white p-4"
          data-testid="verify-result"
        >
          <h2 id="result-title" className="text-xl font-semibold">
            {t(`contracts:verify.status.${result.status}`)}
          </h2>
          {result.reference && (
            <p className="mt-1 text-muted">{t('contracts:verify.reference', { reference: result.reference })}</p>
          )}
          {result.signatures.length > 0 && (
            <ul className="mt-3 divide-y divide-line">
              {result.signatures.map((s) => (
                <li key={`${s.name}-${s.signedAt}`} className="py-2">
                  <span className="font-medium">{s.name}</span>
                  <span className="text-muted">
                    {' · '}
                    {t(`contracts:role.${s.role}`)}
                    {' · '}
                    {formatDate(s.signedAt, 'long', locale)}
                    {(s.method === 'eid' || s.method === 'password') && (
                      <>
                        {' · '}
                        {t(`contracts:history.signedWith.${s.method}`)}
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 font-mono text-xs text-muted break-all">SHA-256: {result.sha256}</p>
        </section>
      )}
    </div>
  );
}
