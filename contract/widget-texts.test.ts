import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import { WIDGET_TEXT_KEYS, WIDGET_TEXTS, WidgetTextOverrides } from './widget-texts.ts';
import { FEEDBACK_TEXTS } from './widget-texts-feedback.ts';

describe('the widget texts table', () => {
  it('has every text, the feedback parts included, in all seven languages', () => {
    for (const language of LANGUAGE_CODES) {
      const texts = WIDGET_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual([...WIDGET_TEXT_KEYS].sort());
      for (const key of WIDGET_TEXT_KEYS) expect(texts[key].trim(), `${language}.${key}`).not.toBe('');
    }
  });

  it('words the feedback parts in each language, not in English', () => {
    for (const [language, texts] of Object.entries(FEEDBACK_TEXTS)) {
      const english = Object.entries(texts).filter(
        ([key, text]) => text === WIDGET_TEXTS.en[key as keyof typeof texts],
      );
      // "Neutral" is the word in Spanish and German too; nothing else may be left in English.
      expect(
        english.map(([key]) => key).filter((k) => k !== 'score3'),
        language,
      ).toEqual([]);
      expect(WIDGET_TEXTS[language as keyof typeof FEEDBACK_TEXTS].helpful).toBe(texts.helpful);
    }
  });

  it('lets a business override a feedback text per language, as plain text only', () => {
    expect(WidgetTextOverrides.parse({ helpful: '¿Te ayudó?' })).toEqual({ helpful: '¿Te ayudó?' });
    expect(WidgetTextOverrides.safeParse({ reasonWrong: '<b>Mal</b>' }).success).toBe(false);
  });
});
