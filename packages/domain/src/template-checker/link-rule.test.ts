import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';
import { isPrivateHost } from './link-rule';

const links = (body: string) => findingsOf('link', emailHtml(body));

describe('links', () => {
  it('warns about empty links, with the link text (accents kept) as the place', () => {
    const found = links('<a href="">Réservez votre place</a><a href="#">Voir</a><a>Ici</a>');
    // A missing address and an empty one are the same problem: one finding, counted twice.
    expect(found.map((finding) => finding.count)).toEqual([2, 1]);
    expect(found[0]).toMatchObject({ severity: 'warning', where: 'a "Réservez votre place"' });
    expect(found[0]?.message).toContain('goes nowhere');
  });

  it('warns about javascript: links, however they are written', () => {
    expect(links('<a href="javascript:void(0)">Go</a>')[0]?.message).toContain('javascript:');
    expect(links('<a href=" JavaScript:alert(1)">Go</a>')[0]?.message).toContain('javascript:');
    expect(links('<a href="java\tscript:alert(1)">Go</a>')[0]?.message).toContain('javascript:');
  });

  it('warns about links to localhost and private addresses', () => {
    for (const href of [
      'http://localhost:3000/x',
      'https://127.0.0.1/',
      'http://192.168.1.20/shop',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://[::1]:8080/',
      'http://shop.local/',
    ])
      expect(links(`<a href="${href}">Shop</a>`)[0]?.message, href).toContain(
        'only your own computer or network',
      );
    expect(isPrivateHost('172.32.0.1')).toBe(false);
  });

  it('warns about addresses that are not complete', () => {
    expect(links('<a href="www.example.com">Shop</a>')[0]?.message).toContain('not a full web address');
  });

  it('accepts web, mail and phone links, merge tags and anchors', () => {
    expect(
      links(
        '<a href="https://shop.example.com/ü?a=1">Shop</a><a href="mailto:hi@example.com">Mail</a><a href="tel:+331">Call</a><a href="{{ unsubscribe_url }}">Unsubscribe</a><a name="top"></a>',
      ),
    ).toEqual([]);
  });
});
