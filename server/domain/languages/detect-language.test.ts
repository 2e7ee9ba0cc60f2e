import { describe, expect, test } from 'vitest';
import { EVAL_SETS } from '../../../eval/sets/registry.ts';
import { detectLanguage, dominantLanguage } from './detect-language.ts';
import { declineReply, replyText, REPLY_TEXTS } from './reply-texts.ts';
import { meaningStems, plainWords } from './language-terms.ts';

describe('detectLanguage', () => {
  test.each([
    ['¿Cuánto cuesta el envío a Madrid?', 'es'],
    ['¿Tienen servicio a domicilio?', 'es'],
    ["Quels sont vos horaires d'ouverture ?", 'fr'],
    ['Est-ce que vous livrez à Lyon ?', 'fr'],
    ['Wie lange dauert der Versand?', 'de'],
    ['Quanto custa o envio para Lisboa?', 'pt'],
    ['What are your opening hours?', 'en'],
  ])('%s is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  test('fewer than 10 letters are not enough to tell', () => {
    expect(detectLanguage('Hola')).toBeNull();
    expect(detectLanguage('¿Precio?')).toBeNull();
  });

  // The English questions of the spent eval sets (short, casual, full of shorthand): none may be read
  // as another language, or the answerer would decline them in it.
  test('no English question of the spent eval sets is read as another language', async () => {
    const other: string[] = [];
    for (const name of [
      'held21',
      'held20',
      'held19',
      'held18',
      'held13',
      'held12',
      'held6',
      'tuning',
      'dev',
    ]) {
      const { cases } = await EVAL_SETS[name]!.load();
      for (const c of cases) {
        const language = detectLanguage(c.question);
        if (language !== null && language !== 'en') other.push(`${language}: ${c.question}`);
      }
    }
    expect(other).toEqual([]);
  });

  test("a body of knowledge's language is that of most of its text", () => {
    const es =
      'Enviamos a toda España en 48 horas.\n\nLa tienda abre de lunes a sábado de 9 a 20 horas.\n\nWelcome!';
    expect(dominantLanguage([es])).toBe('es');
    expect(dominantLanguage(['Hi'])).toBeNull();
  });
});

describe('language terms', () => {
  test('accents are folded and stop words dropped before stemming', () => {
    expect(plainWords('¿Cuánto cuesta el envío?')).toEqual(['cuanto', 'cuesta', 'el', 'envio']);
    expect(meaningStems('es', 'los envíos')).toEqual(meaningStems('es', 'el envio'));
    expect(plainWords('Straße')).toEqual(['strasse']);
  });
});

describe('reply texts', () => {
  test('English declines read as before languages came', () => {
    expect(declineReply('en', 'Acme')).toBe(
      "I'm sorry, I don't have information about that. If you leave your email address, someone from Acme will get back to you.",
    );
  });

  test('a person is offered only where handoff is on', () => {
    expect(declineReply('es', 'Acme', 'handoff', true)).toBe(
      'Lo siento, no tengo información sobre eso. Puede pedir hablar con una persona aquí en el chat.',
    );
    expect(declineReply('es', 'Acme', 'handoff', false)).toContain('correo electrónico');
  });

  test('every language has every text, and placeholders are filled once', () => {
    const keys = Object.keys(REPLY_TEXTS.en).sort();
    for (const texts of Object.values(REPLY_TEXTS)) expect(Object.keys(texts).sort()).toEqual(keys);
    expect(replyText('fr', 'leadThanks', { email: '{business}@x.fr', business: 'B' })).toContain(
      '{business}@x.fr',
    );
  });
});
