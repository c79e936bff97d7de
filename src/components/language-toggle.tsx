import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_PARAM, setLanguage, useLanguage } from '@/lib/i18n';
import { LanguageIcon } from './icons';

/**
 * Switches between Arabic and English; a `?locale=` in the URL follows so a reload keeps the choice.
 * `compact` hides the language name on phones (the accessible name stays).
 */
export function LanguageToggle({ compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const next = language === 'ar' ? 'en' : 'ar';

  const onClick = () => {
    setLanguage(next);
    const params = new URLSearchParams(location.search);
    if (!params.has(LOCALE_PARAM)) return;
    params.set(LOCALE_PARAM, next);
    void navigate({ ...location, search: `?${params}` }, { replace: true });
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      lang={next}
      aria-label={t('common.language.switch_to', { language: t(`common.language.${next}`) })}
      {...props}
    >
      <LanguageIcon />
      <Box as="span" display={compact ? { base: 'none', sm: 'inline' } : 'inline'}>
        {t(`common.language.${next}`)}
      </Box>
    </Button>
  );
}
