import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  buildEmbedScript,
  embedFileContent,
  embedFileName,
  installationSteps,
  PLATFORMS,
  slugifyBusinessName,
} from './embed-script.ts';

describe('embed script', () => {
  it('carries the production token in data-access-token and loads widget.js from the public URL', () => {
    expect(
      buildEmbedScript({
        publicUrl: 'https://fd.example.com/',
        clientId: 'c-1',
        token: 'fd_live_abc',
        mode: 'production',
      }),
    ).toBe(
      '<script async src="https://fd.example.com/widget.js" data-client-id="c-1" data-access-token="fd_live_abc"></script>',
    );
  });

  it('carries data-consent-mode, bare, for a client in consent mode', () => {
    const script = buildEmbedScript({
      publicUrl: 'https://fd.example.com',
      clientId: 'c-1',
      token: 'fd_live_abc',
      consentMode: true,
    });
    expect(script).toBe(
      '<script async src="https://fd.example.com/widget.js" data-client-id="c-1" data-access-token="fd_live_abc" data-consent-mode></script>',
    );
    expect(
      buildEmbedScript({ publicUrl: 'https://x', clientId: 'c', token: 't', consentMode: false }),
    ).not.toMatch(/consent/);
  });

  it('carries the test token in its own attribute', () => {
    expect(
      buildEmbedScript({
        publicUrl: 'http://localhost:3000',
        clientId: 'c-1',
        token: 'fd_test_xyz',
        mode: 'test',
      }),
    ).toBe(
      '<script async src="http://localhost:3000/widget.js" data-client-id="c-1" data-test-access-token="fd_test_xyz"></script>',
    );
  });

  it('escapes attribute values so a value can never break out of the tag', () => {
    const script = buildEmbedScript({
      publicUrl: 'https://a.example',
      clientId: '"><img src=x>',
      token: 't&t',
      mode: 'production',
    });
    expect(script).not.toContain('"><img');
    expect(script).toContain('data-client-id="&quot;&gt;&lt;img src=x&gt;"');
    expect(script).toContain('data-access-token="t&amp;t"');
  });

  it('keeps every attribute value inside its own attribute, whatever it holds (parsed as a browser would)', () => {
    const hostile = [
      '" onload="alert(1)',
      "' onerror='alert(1)",
      '></script><script>alert(1)</script>',
      '&quot; autofocus onfocus=alert(1) x=&quot;',
      '<!-- -->\n" data-x="1',
    ];
    for (const value of hostile) {
      const script = buildEmbedScript({
        publicUrl: `https://a.example/${value}`,
        clientId: value,
        token: value,
        position: value,
        primaryColor: value,
      });
      const dom = parseDocument(script, { decodeEntities: true });
      const tags = dom.children.filter((n) => 'name' in n);
      // One element, the script, with exactly its own attributes and the values as given.
      expect(tags.map((t) => ('name' in t ? t.name : ''))).toEqual(['script']);
      const element = tags[0] as unknown as { attribs: Record<string, string> };
      expect(element.attribs).toEqual({
        async: '',
        src: `https://a.example/${value}/widget.js`,
        'data-client-id': value,
        'data-access-token': value,
        'data-position': value,
        'data-primary-color': value,
      });
    }
  });

  it('writes the optional look attributes only when given, one per line when asked', () => {
    expect(buildEmbedScript({ publicUrl: 'https://a.example', clientId: 'c', token: 't' })).toBe(
      '<script async src="https://a.example/widget.js" data-client-id="c" data-access-token="t"></script>',
    );
    expect(
      buildEmbedScript({
        publicUrl: 'https://a.example',
        clientId: 'c',
        token: 't',
        position: 'bottom-left',
        primaryColor: '#f00',
        multiline: true,
      }),
    ).toBe(
      [
        '<script async',
        '  src="https://a.example/widget.js"',
        '  data-client-id="c"',
        '  data-access-token="t"',
        '  data-position="bottom-left"',
        '  data-primary-color="#f00"></script>',
      ].join('\n'),
    );
  });

  it('names downloads by mode and lowercased, hyphenated business name', () => {
    expect(embedFileName('production', 'Sunny Days Boutique')).toBe(
      'frontdesk-production-sunny-days-boutique.html',
    );
    expect(embedFileName('test', '  Café & Co. (NYC)  ')).toBe('frontdesk-test-caf-co-nyc.html');
    expect(slugifyBusinessName('***')).toBe('client');
  });

  it('puts the script in the downloaded file with a note on where it goes', () => {
    const content = embedFileContent('<script></script>', 'test', 'Shop');
    expect(content).toContain('<script></script>');
    expect(content).toContain('</body>');
  });

  it('has real installation steps for every platform', () => {
    for (const { id } of PLATFORMS) {
      const steps = installationSteps(id);
      expect(steps.length).toBeGreaterThanOrEqual(4);
    }
    expect(installationSteps('shopify').join(' ')).toContain('theme.liquid');
    expect(installationSteps('wordpress').join(' ')).toContain('WordPress');
    expect(installationSteps('squarespace').join(' ')).toContain('Code Injection');
    expect(PLATFORMS.map((p) => p.label)).toEqual([
      'Custom Website',
      'WordPress',
      'Shopify',
      'Wix',
      'Squarespace',
      'Webflow',
    ]);
  });
});
