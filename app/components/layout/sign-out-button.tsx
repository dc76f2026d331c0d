import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

export function SignOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className={className}>
        {t('nav.signOut')}
      </button>
    </Form>
  );
}
