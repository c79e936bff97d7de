import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutData } from '../api/layout-query';
import { useLanguage } from '../i18n/use-language';
import { applyHead } from './apply-head';
import { resolvePageHead, type PageHeadInput } from './page-head';

/** The twitter handle from a profile link (`https://twitter.com/dukkan` → `@dukkan`). */
function handleFrom(link: string | undefined): string | undefined {
  const match = link ? /(?:twitter|x)\.com\/@?([\w]+)/i.exec(link) : null;
  return match ? `@${match[1]}` : undefined;
}

/** Sets the document head for the current page; re-applies when the page, language or count change. */
export function usePageHead(input: PageHeadInput): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const { data: layout } = useLayoutData();
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(',') : input.keywords;

  useEffect(() => {
    const head = resolvePageHead(
      { ...input, keywords },
      {
        siteName: layout?.settings.siteName[language] || t('common.app.name'),
        siteUrl: layout?.settings.siteUrl || location.origin,
        pathname,
        search,
        language,
        notificationsCount: layout?.notificationsCount ?? 0,
        defaultDescription: layout?.meta.meta_description,
        defaultKeywords: layout?.meta.meta_keywords,
        twitterHandle: handleFrom(layout?.settings.twitter),
      },
    );
    applyHead(head);
    // `input` is spread field by field so a new object literal each render does not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    input.title,
    input.exactTitle,
    input.description,
    keywords,
    input.image,
    input.noIndex,
    input.type,
    layout,
    language,
    pathname,
    search,
    t,
  ]);
}
