import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from '#app/lib/chunk-reload.ts';
import { createI18n, type Messages } from '#app/lib/i18n.ts';
import { ServerInfoContext } from '#app/lib/server-info.tsx';
import { DEFAULT_LOCALE, isLocale } from '#common/locales.ts';

// The server writes the active language's messages into the page once; nothing else is fetched.
const element = document.getElementById('__i18n');
const messages = (element ? JSON.parse(element.textContent || '{}') : {}) as Messages;
const lang = document.documentElement.lang;
const i18n = createI18n(isLocale(lang) ? lang : DEFAULT_LOCALE, messages);

installChunkReload();

// Browsers hide nonce attributes from the DOM but keep the property; hydrate with the same value.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ServerInfoContext.Provider value={{ nonce }}>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </ServerInfoContext.Provider>
    </StrictMode>,
  );
});
