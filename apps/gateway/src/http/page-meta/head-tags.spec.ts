import { describe, expect, it } from '@jest/globals';
import { type PageMeta, escapeHtml, headTags, pageTemplate } from './head-tags.js';

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Encontro: indique &amp; vote."
    />
    <meta name="theme-color" content="#5b3cc4" />
    <title>Encontro</title>
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const meta: PageMeta = {
  title: 'Encontro em São Paulo (SP)',
  description: 'Vote até quinta: Bar do Zé lidera com 7 votos.',
  url: 'https://encontro.app/sao-paulo',
  image: { url: 'https://encontro.app/api/share/city/3550308.jpg?v=abc', alt: 'Os mais votados' },
};

const contentOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`).exec(html)?.[1];

describe(escapeHtml.name, () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`Bar "do Zé" & <Cia> d'Ouro`)).toBe(
      'Bar &quot;do Zé&quot; &amp; &lt;Cia&gt; d&#39;Ouro',
    );
  });
});

describe(headTags.name, () => {
  it('writes the title, description, canonical link, Open Graph tags and the large X card', () => {
    expect(headTags(meta, 'site')).toEqual([
      '<title>Encontro em São Paulo (SP)</title>',
      '<meta name="description" content="Vote até quinta: Bar do Zé lidera com 7 votos." />',
      '<link rel="canonical" href="https://encontro.app/sao-paulo" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Encontro" />',
      '<meta property="og:locale" content="pt_BR" />',
      '<meta property="og:title" content="Encontro em São Paulo (SP)" />',
      '<meta property="og:description" content="Vote até quinta: Bar do Zé lidera com 7 votos." />',
      '<meta property="og:url" content="https://encontro.app/sao-paulo" />',
      '<meta property="og:image" content="https://encontro.app/api/share/city/3550308.jpg?v=abc" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:type" content="image/jpeg" />',
      '<meta property="og:image:alt" content="Os mais votados" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]);
  });

  it('escapes every text and URL it writes', () => {
    const tags = headTags(
      {
        title: '</title><script>alert(1)</script>',
        description: '"><script>alert(2)</script>',
        url: 'https://encontro.app/x?a=1&b="2"',
        image: { url: 'https://encontro.app/i.jpg?v=1&x=<', alt: `d'Ouro` },
      },
      'site',
    ).join('\n');
    expect(tags).not.toMatch(/<script|<\/title><|"><|&b=|v=1&x/);
    expect(tags).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('href="https://encontro.app/x?a=1&amp;b=&quot;2&quot;"');
    expect(tags).toContain('content="d&#39;Ouro"');
  });

  it('marks a missing page noindex, without a canonical link or og:url', () => {
    const tags = headTags({ ...meta, url: null, noindex: true }, 'site').join('\n');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toMatch(/canonical|og:url/);
  });

  it('gives a page without a description of its own the site’s', () => {
    const tags = headTags({ ...meta, description: undefined }, 'O site.');
    expect(tags).toContain('<meta name="description" content="O site." />');
    expect(tags).toContain('<meta property="og:description" content="O site." />');
  });
});

describe(pageTemplate.name, () => {
  const render = pageTemplate(INDEX_HTML);

  it('replaces the build’s title and description with the page’s, once each', () => {
    const html = render(meta);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Encontro em São Paulo (SP)</title>');
    expect(contentOf(html, 'name', 'description')).toBe(meta.description);
    expect(contentOf(html, 'property', 'og:image')).toBe(meta.image.url);
  });

  it('keeps the rest of the build as it is: the scripts, the body and the head’s other tags', () => {
    const html = render(meta);
    const after = (text: string, marker: string) => text.slice(text.indexOf(marker) + marker.length);
    expect(after(html, 'content="summary_large_image" />')).toBe(
      after(INDEX_HTML, '<title>Encontro</title>'),
    );
    expect(html.slice(0, html.indexOf('<title>'))).toBe(
      `${INDEX_HTML.slice(0, INDEX_HTML.indexOf('<meta\n      name="description"'))}<meta name="theme-color" content="#5b3cc4" />\n    `,
    );
  });

  it('gives pages without a description the build’s, as it reads', () => {
    expect(contentOf(render({ ...meta, description: undefined }), 'name', 'description')).toBe(
      'Encontro: indique &amp; vote.',
    );
  });

  it('refuses an index.html without a title', () => {
    expect(() => pageTemplate('<html><head></head></html>')).toThrow(/no <title>/);
  });
});
