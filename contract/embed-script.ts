/**
 * The embed script: the one-line script tag a client pastes into its site, its download file and
 * the installation steps per platform. The only place the tag is written: checkout's welcome answer
 * (server), the console's onboarding, the site's widget demo and the CLI all build it here. Pure
 * string building, no imports, so every bundle can load it.
 */

export type EmbedMode = 'production' | 'test';

export const PLATFORMS = [
  { id: 'custom', label: 'Custom Website' },
  { id: 'wordpress', label: 'WordPress' },
  { id: 'shopify', label: 'Shopify' },
  { id: 'wix', label: 'Wix' },
  { id: 'squarespace', label: 'Squarespace' },
  { id: 'webflow', label: 'Webflow' },
] as const;

export type Platform = (typeof PLATFORMS)[number]['id'];

export interface EmbedScriptInput {
  /** Origin the widget is served from, e.g. https://frontdesk.example.com (a trailing slash is ignored). */
  publicUrl: string;
  clientId: string;
  token: string;
  /** Production (the default) or test: the test token goes in its own attribute. */
  mode?: EmbedMode;
  /** The page's own look, overriding the client's settings (data-position, data-primary-color). */
  position?: string;
  primaryColor?: string;
  /**
   * The client is in consent mode: the bare `data-consent-mode` attribute makes the widget wait for
   * `Frontdesk.consent(true)` before it records a page view (the server refuses them without it anyway).
   */
  consentMode?: boolean;
  /** One attribute per line (for reading in documentation); the default is one line (for pasting). */
  multiline?: boolean;
}

/**
 * The one escaping rule for attribute values: the characters that could end the quoted value or
 * the tag (" < >) and the one that starts an entity (&) become entities, so no value breaks out.
 */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The script tag. Production scripts carry the publishable token (accepted only on the registered
 * domain); test scripts carry the test token, which skips the domain check and so goes in a
 * separate attribute the loader can tell apart.
 */
export function buildEmbedScript(input: EmbedScriptInput): string {
  const origin = input.publicUrl.replace(/\/+$/, '');
  const attributes: [string, string | undefined][] = [
    ['src', `${origin}/widget.js`],
    ['data-client-id', input.clientId],
    [input.mode === 'test' ? 'data-test-access-token' : 'data-access-token', input.token],
    ['data-position', input.position],
    ['data-primary-color', input.primaryColor],
  ];
  const written = attributes
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .concat(input.consentMode ? ['data-consent-mode'] : []);
  return `<script async${input.multiline ? '\n  ' : ' '}${written.join(input.multiline ? '\n  ' : ' ')}></script>`;
}

/** 'Sunny Days Boutique' → 'sunny-days-boutique'. */
export function slugifyBusinessName(name: string): string {
  return (
    name
      .toLowerCase()
      .trim()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'client'
  );
}

/** The download's name carries the mode and the lowercased, hyphenated business name. */
export function embedFileName(mode: EmbedMode, businessName: string): string {
  return `frontdesk-${mode}-${slugifyBusinessName(businessName)}.html`;
}

/**
 * Text inside an HTML comment: a comment ends at the first `--` followed by `>` (or `!>`), so runs of
 * hyphens shrink to one and the angle brackets and ampersand become entities: nothing a business name
 * holds can close the comment, open a tag or start another comment (attack row 45).
 */
export function escapeCommentText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-{2,}/g, '-');
}

/** The downloadable file: the script with a short note on where it goes; everything in it is escaped. */
export function embedFileContent(script: string, mode: EmbedMode, businessName: string): string {
  const note =
    mode === 'test'
      ? 'Test integration: works on any domain while test mode is on. Do not use it on your live site.'
      : 'Production integration: works only on your registered domain.';
  return `<!-- Frontdesk chat widget for ${escapeCommentText(businessName)}. ${note}\n     Paste this just before the closing </body> tag of every page that should show the chat. -->\n${script}\n`;
}

/** Step-by-step installation for each platform, in the words of that platform's own editor. */
export function installationSteps(platform: Platform): string[] {
  switch (platform) {
    case 'custom':
      return [
        'Copy the production script above.',
        'Open the HTML template (or layout file) that every page of your site shares.',
        'Paste the script just before the closing </body> tag.',
        'Deploy the change, then open your site on its registered domain: the chat button appears in the bottom-right corner.',
        'To try it first on a staging or local site, use the test script while test mode is on.',
      ];
    case 'wordpress':
      return [
        'Copy the production script above.',
        'In the WordPress dashboard, open Appearance → Theme File Editor (or install a header/footer plugin such as WPCode).',
        'With WPCode: go to Code Snippets → Header & Footer and paste the script into the Footer box; otherwise paste it before </body> in footer.php of your child theme.',
        'Save the changes and clear any caching plugin (WP Rocket, W3 Total Cache, LiteSpeed).',
        'Visit your site on its registered domain and check that the chat button appears.',
      ];
    case 'shopify':
      return [
        'Copy the production script above.',
        'In Shopify admin, go to Online Store → Themes, then choose … → Edit code on your live theme.',
        'Open layout/theme.liquid.',
        'Paste the script just before the closing </body> tag and click Save.',
        'Open your storefront on its registered domain (your custom domain or the myshopify.com domain you registered) and check the chat button.',
      ];
    case 'wix':
      return [
        'Copy the production script above.',
        'In your Wix dashboard, go to Settings → Custom Code (under Advanced); a Premium plan with a connected domain is required.',
        'Click + Add Custom Code, paste the script and name it "Frontdesk chat".',
        'Choose All pages, load the code once, and place it in Body - end.',
        'Click Apply, publish the site and check the chat button on your registered domain.',
      ];
    case 'squarespace':
      return [
        'Copy the production script above.',
        'In Squarespace, open Settings → Advanced → Code Injection (available on Business plans and above).',
        'Paste the script into the Footer field.',
        'Click Save.',
        'Open your site on its registered domain (not the preview inside the editor) and check the chat button.',
      ];
    case 'webflow':
      return [
        'Copy the production script above.',
        'In Webflow, open Site settings → Custom code.',
        'Paste the script into the Footer code box (before </body> tag) and save the changes.',
        'Publish the site to your custom domain; custom code runs only on the published site.',
        'Open the published site on its registered domain and check the chat button.',
      ];
  }
}
