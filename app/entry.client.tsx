import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from '#app/lib/chunk-reload.ts';
import { createI18n, loadNamespaces, type MessagesManifest } from '#app/lib/i18n.ts';
import { ServerInfoContext } from '#app/lib/server-info.tsx';
import { DEFAULT_LOCALE, isLocale } from '#common/locales.ts';

installChunkReload();

// The page names its messages files (docs/decisions/0011-messages-per-namespace.md); the head
// preloads them, so they are in flight or cached by now. Hydrating starts once every namespace the
// page was rendered with is here, so the first render matches the server's, word for word.
async function hydrate() {
  const element = document.getElementById('__i18n');
  const manifest = JSON.parse(element?.textContent || '{"files":{},"load":[]}') as MessagesManifest;
  const lang = document.documentElement.lang;
  const i18n = createI18n(isLocale(lang) ? lang : DEFAULT_LOCALE, {});
  try {
    await loadNamespaces(i18n, manifest.files, manifest.load);
  } catch (error) {
    // Without its words the page would hydrate untranslated; it stays as the server sent it,
    // where links and forms work without JavaScript.
    console.error('messages could not be loaded; the page runs without JavaScript', error);
    return;
  }

  // Browsers hide nonce attributes from the DOM but keep the property; hydrate with the same value.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ServerInfoContext.Provider value={{ nonce, messages: manifest }}>
          <I18nextProvider i18n={i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </ServerInfoContext.Provider>
      </StrictMode>,
    );
  });
}

void hydrate();
