import { useTranslation } from 'react-i18next';
import type { ConversationDto } from '#common/inbox-dto.ts';

/** "Um íbúð: Björt íbúð í Hlíðunum": what the conversation is about, in the page's language. */
export function useContextLine() {
  const { t, i18n } = useTranslation();
  return (context: ConversationDto['context']) => {
    const title =
      (i18n.language !== 'is' ? (context.listing_title_en ?? context.listing_title_is) : context.listing_title_is) ??
      t('inbox:context.untitled');
    if (context.kind === 'offer') return t('inbox:context.aboutOffer', { title });
    if (context.kind === 'application') return t('inbox:context.aboutApplication', { title });
    return t('inbox:context.aboutListing', { title });
  };
}
