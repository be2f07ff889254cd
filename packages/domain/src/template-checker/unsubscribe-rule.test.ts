import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';
import { saysUnsubscribe } from './unsubscribe-rule';

const noFooter = (body: string) => emailHtml(body, { footer: false });

describe('unsubscribe link in a marketing email', () => {
  it('warns when a marketing email has none, and tells the merge tag to use', () => {
    const [finding] = findingsOf('unsubscribe', noFooter('<p>Sale</p>'));
    expect(finding).toMatchObject({ severity: 'warning' });
    expect(finding?.fix).toContain('{{ unsubscribe_url }}');
  });

  it('asks none of a transactional email', () => {
    expect(findingsOf('unsubscribe', noFooter('<p>Your receipt</p>'), false)).toEqual([]);
  });

  it('accepts the merge tag, with or without spaces and filters', () => {
    expect(findingsOf('unsubscribe', noFooter('<a href="{{unsubscribe_url}}">Manage</a>'))).toEqual([]);
    expect(findingsOf('unsubscribe', noFooter('<a href="{{ unsubscribe_url | escape }}">x</a>'))).toEqual([]);
  });

  it('accepts a link whose text says unsubscribe, in several languages and cases', () => {
    for (const text of [
      'Unsubscribe',
      'SE DÉSINSCRIRE',
      'Se desinscrire',
      'Abmelden',
      'Darse de baja',
      'Annulla iscrizione',
      'Cancelar inscrição',
      'Uitschrijven',
      'Отписаться',
      '配信停止',
      'Opt out',
    ])
      expect(findingsOf('unsubscribe', noFooter(`<a href="https://x.example/u">${text}</a>`)), text).toEqual(
        [],
      );
  });

  it('does not take other words, nor the word outside a link', () => {
    expect(saysUnsubscribe('Subscribe now')).toBe(false);
    expect(findingsOf('unsubscribe', noFooter('<p>To unsubscribe, reply STOP</p>'))).toHaveLength(1);
  });
});
