/**
 * The header's language list: a native <select>, so keyboards, phones and screen readers already
 * know it. Each language is named in itself and marked with its `lang`, so a screen reader says
 * 'Deutsch' in German; the choice applies at once and is remembered.
 */
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { earlyKey } from '../../components/earlyKey';
import { VisuallyHiddenText } from '../../components/Spinner';
import { LOCALE_NAMES, LOCALES, toLocale } from '../../lib/locales';
import { useLanguage } from '../../i18n/LanguageProvider';
import { theme } from '../../styles/theme';

const Select = styled.select`
  min-height: 44px;
  max-width: 8.5rem;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 0.95rem;
  cursor: pointer;
`;

export function LanguagePicker() {
  const { t } = useLingui();
  const { locale, chooseLocale } = useLanguage();
  const id = useId();
  return (
    <div {...earlyKey('language')}>
      <VisuallyHiddenText as="label" htmlFor={id}>
        {t({ message: 'Language', comment: 'Name of the header list that picks the language of the site' })}
      </VisuallyHiddenText>
      <Select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = toLocale(event.target.value);
          if (next) void chooseLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </Select>
    </div>
  );
}
